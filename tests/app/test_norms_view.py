"""AppTest for Event upload's Norms view: every player's norms, those in reach highlighted and
counted, one player's working with its figures, the settings, a file with no norm."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd
from streamlit.testing.v1 import AppTest

from tests.unit.norms.norm_files import gm_event

ROOT = Path(__file__).resolve().parents[2]
PAGE = "pages/event_upload.py"
CAPO = ROOT / "elo_core" / "data" / "examples" / "capo-dorso-2012.trfx"


def upload(at: AppTest, h: Any, name: str, data: bytes) -> AppTest:
    """Open Event upload and upload `data` as `name`."""
    h.open_page(at, PAGE)
    at.file_uploader(key="upload_file").upload(name, data, "text/plain")
    return h.rerun(at)


def norm_table(at: AppTest) -> pd.DataFrame:
    """The norms overview (the table with the 'Norm in reach' column)."""
    for shown in at.dataframe:
        if "Norm in reach" in shown.value.columns:
            return shown.value
    raise AssertionError("no norms table on the page")


def test_norm_met_highlighted_with_working(at: AppTest, h: Any) -> None:
    """The seeker's GM norm: 'met, Rp 2620' in the table, 1 of 10 in reach, the working's
    metrics Ra 2400 and Rp 2620, and the report download."""
    upload(at, h, "norm.trf", gm_event())
    table = norm_table(at)
    seeker = table[table["Player"] == "Seeker, Sam"].iloc[0]
    assert (seeker["GM"], seeker["IM"], seeker["WGM"]) == ("met, Rp 2620", "met, Rp 2620", "-")
    assert bool(seeker["Norm in reach"])
    assert table["Norm in reach"].sum() == 1
    assert "1 of 10 players" in h.texts(at)
    assert at.selectbox(key="norm_player").value == "Seeker, Sam"
    metrics = h.metrics(at)
    assert metrics["Ra"][0] == "2400"
    assert metrics["Rp"][0] == "2620"
    assert (metrics["p"][0], metrics["dp"][0]) == ("78 %", "+220")
    assert "B01 of 1 January 2024 (FIDE document B012024)" in h.texts(at)
    assert not at.exception


def test_settings_and_only_in_reach(at: AppTest, h: Any) -> None:
    """The 2017 edition and the 'only in reach' switch: one row left, the rules named."""
    upload(at, h, "norm.trf", gm_event())
    at.selectbox(key="norm_edition").set_value("2017")
    at.toggle(key="norm_only").set_value(True)
    h.rerun(at)
    assert len(norm_table(at)) == 1
    assert "1 July 2017" in h.texts(at)


def test_capo_dorso_no_norm(at: AppTest, h: Any) -> None:
    """The real Capo d'Orso file: no player in reach; the winner's working still shown."""
    upload(at, h, "capo-dorso-2012.trfx", CAPO.read_bytes())
    assert "0 of 84 players" in h.texts(at)
    table = norm_table(at)
    assert table.loc[table["Player"] == "Seeker, Sam"].empty
    assert table.iloc[0]["GM"] == "no, Rp 2443"


def test_pgn_of_several_events(at: AppTest, h: Any) -> None:
    """A PGN of five events: one event at a time, chosen in a list; a PGN gives no titles, so
    the mix shows 'not given'."""
    pgn = ROOT / "elo_core" / "data" / "examples" / "twic-232-games.pgn"
    upload(at, h, "twic.pgn", pgn.read_bytes())
    events = at.selectbox(key="norm_event").options
    assert len(events) == 5
    at.selectbox(key="norm_event").set_value(events[1])
    h.rerun(at)
    shown = next(t.value for t in at.table if "Verdict" in t.value.columns)
    titled = shown.loc["1.4.5a titled opponents"]
    assert titled["Verdict"] == "not given"
    assert "no titles given" in titled["Numbers"]


def test_event_choice_forgotten_for_another_file(at: AppTest, h: Any) -> None:
    """An event picked in one file does not break the next file (it has no such event)."""
    pgn = ROOT / "elo_core" / "data" / "examples" / "twic-232-games.pgn"
    upload(at, h, "twic.pgn", pgn.read_bytes())
    at.selectbox(key="norm_event").set_value(at.selectbox(key="norm_event").options[2])
    h.rerun(at)
    at.file_uploader(key="upload_file").upload("capo.trfx", CAPO.read_bytes(), "text/plain")
    h.rerun(at)
    assert "0 of 84 players" in h.texts(at)
    assert not h.errors(at)


def test_a_season_of_over_1000_players_is_checked_when_asked(at: AppTest, h: Any) -> None:
    """1,002 players (501 games between new pairs): no norms table until the switch is on,
    then every player's row, the players in reach marked by the column (no row shading above
    1,000 players)."""
    rows = "".join(f"A{n},B{n},{1500 + n},{1500 + n},1\n" for n in range(501))
    upload(at, h, "season.csv",
           ("white,black,white_rating,black_rating,result\n" + rows).encode())
    assert not any("Norm in reach" in shown.value.columns for shown in at.dataframe)
    assert at.toggle(key="norm_show").label == "Check the title norms of this file's 1,002 players"
    at.toggle(key="norm_show").set_value(True)
    h.rerun(at)
    assert len(norm_table(at)) == 1002
    assert "players** have a norm met or still possible (marked in the 'Norm in reach' " \
        "column)" in " ".join(m.value for m in at.markdown)
    assert not at.exception
