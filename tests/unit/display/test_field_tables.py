"""Field tables and exports: the JSON equals the table, CSV cells are neutralised."""

from __future__ import annotations

import datetime as dt
import json

from elo_core.display.field_tables import json_payload, player_table
from elo_core.display.safe_text import safe_csv
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System


def test_json_matches_table_and_csv_is_neutralised() -> None:
    """The CLI's JSON carries the table's figures; CSV export neutralises formula-like text."""
    text = ("white,black,white_rating,black_rating,result\n=HYPERLINK(1),B,1500,1600,1\n")
    result = rate_field(read_event_file(text.encode(), source="j.csv"), system=System.FIDE,
                        date=dt.date(2025, 1, 1))
    payload = json.loads(json.dumps(json_payload(result)))
    table = player_table(result)
    assert [p["name"] for p in payload["players"]] == table["Player"].tolist()
    assert payload["players"][0]["new_rating"] == table["New rating"].iloc[0] == 1513
    assert payload["events"] == [{"name": "j.csv", "date": "2025-01-01", "period": "2025-02",
                                  "games": 1, "time_control": "standard",
                                  "time_control_from": "option (not in the file)"}]
    assert "'=HYPERLINK(1)" in safe_csv(table).decode("utf-8-sig")

