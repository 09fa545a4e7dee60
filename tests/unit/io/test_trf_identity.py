"""TRF player lines: FIDE ID, title, federation, sex and birth date read and shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core.display.field_tables import json_payload, player_table
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file

SHARED = Path(__file__).resolve().parents[4] / "shared" / "data"
needs_shared = pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/data not present")


@needs_shared
def test_karl_mala_identity_columns() -> None:
    """Line 1: 'Vasquez,Rodrigo 2558 CHI 3400042 1969.12.06', title g; Milov has no federation."""
    event = read_event_file((SHARED / "karl-mala-2005.trf").read_bytes(), source="k.trf")
    row = event.players.loc["Vasquez,Rodrigo"]
    assert (row["start_number"], row["fide_id"], row["title"], row["federation"], row["sex"],
            row["birth_date"]) == (1.0, "3400042", "GM", "CHI", "", "1969-12-06")
    assert (event.players.loc["Milov,Leonid", ["federation", "title"]].tolist()
            == ["", "IM"])


@needs_shared
def test_capo_dorso_table_and_json_in_start_order() -> None:
    """Capo d'Orso 2012: start number 1 is Seletsky (FM, UKR, M, 1978), shown first."""
    event = read_event_file((SHARED / "capo-dorso-2012.trfx").read_bytes(), source="c.trfx")
    result = rate_field(event)
    table = player_table(result)
    assert table.columns[:7].tolist() == ["No.", "Player", "Title", "FIDE ID", "Fed", "Sex",
                                          "Born"]
    assert table.iloc[0][["No.", "Player", "Title", "FIDE ID", "Fed", "Sex", "Born"]].tolist() \
        == [1, "Seletsky Grigory", "FM", "14112191", "UKR", "M", "1978"]
    assert table["No."].tolist() == sorted(table["No."].tolist())
    first = json_payload(result)["players"][0]
    assert {k: first[k] for k in ("start_number", "name", "title", "fide_id", "federation",
                                  "sex", "birth_date")} == {
        "start_number": 1, "name": "Seletsky Grigory", "title": "FM", "fide_id": "14112191",
        "federation": "UKR", "sex": "M", "birth_date": "1978"}
