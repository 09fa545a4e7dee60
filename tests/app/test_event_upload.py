"""AppTest for the Event upload page: upload, what was read, the CLI's JSON equals the page's
table, every problem of a bad file, one player's rounds, a players file, switch page and back."""

from __future__ import annotations

import datetime as dt
import json
import math
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from streamlit.proto.Common_pb2 import FileURLs as FileURLsProto
from streamlit.runtime.caching import cache_data_api, cache_resource_api
from streamlit.runtime.uploaded_file_manager import UploadedFile, UploadedFileRec
from streamlit.testing.v1 import AppTest

from elo_core.cli import main as cli_main
from elo_core.display.field_tables import PLAYER_COLUMNS
from elo_core.io.games import size_text
from pages.ui.event_upload.views import new_upload
from tests.app.upload_steps import frame, has_frame, upload
from tests.support.real_files import REAL

ROOT = Path(__file__).resolve().parents[2]
PAGE = "pages/event_upload.py"
TEMPLATES = ROOT / "elo_core" / "data" / "templates"
GROS = ROOT / "tests" / "data" / "gros-2010-after-round4.trf"


def test_upload_shows_what_was_read_and_the_field(at: AppTest, h: Any) -> None:
    """A TRF upload: the summary counts players, games, rounds and byes; the table pins a line."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    sentences = [m.value for m in at.markdown]
    assert "Read a FIDE TRF\\: 1 event, 5 rounds, 52 players\\." in sentences
    assert "89 games played \\(each counted once\\); 118 rows in all\\." \
        in sentences
    table = frame(at, "upload_table").set_index("Player")
    assert len(table) == 52
    row = table.loc["Hernandez Elvis"]
    assert (row["Rating"], row["K"], row["Games"], row["Score"], row["Points"]) == \
        (2282, 15, 3, 3.0, 3.5)
    assert (row["Expected"], row["Change"], row["Change (rounded)"], row["New rating"]) == \
        (2.65, 5.25, 5.0, 2287)
    assert row["K rule"] == "established, under 2400: K 15"
    skipped = frame(at, "upload_skipped")
    assert skipped["Problem"].tolist() == [
        "1 'XXR' line (number of rounds) not used for rating; the Title norms view reads it as "
        "the rounds scheduled"]


def test_cli_json_players_equal_the_page_table(at: AppTest, h: Any,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """`elo-core field FILE --json` lists exactly the players and figures the page shows."""
    assert cli_main(["field", str(GROS), "--json"]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    upload(at, h, GROS.name, GROS.read_bytes())
    table = frame(at, "upload_table")
    shown = [{key: _plain(row[column]) for column, key in PLAYER_COLUMNS.items()}
             for _, row in table.iterrows()]
    assert len(players) == 52
    assert shown == [{key: p[key] for key in PLAYER_COLUMNS.values()} for p in players]


def _plain(value: Any) -> Any:
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, float):
        return round(value, 4)
    return value.item() if hasattr(value, "item") else value


def test_bad_file_lists_every_problem_and_rates_nothing(at: AppTest, h: Any) -> None:
    """Every bad cell is listed with its row, column and value; no field table is shown."""
    bad = (b"white,black,white_rating,black_rating,result,round\n"
           b"A,B,1500,x,2,1\nC,C,1500,1500,1,1\nA,B,1500,1500,1,1\nD,E,1500,1500,1,2\n")
    upload(at, h, "bad.csv", bad)
    assert "bad\\.csv could not be used, nothing was rated: 4 problems found." in \
        [e.value for e in at.error]
    problems = frame(at, "upload_problems")
    assert problems.to_dict("records") == [
        {"Line": 2, "Column": "result", "Value found": "2",
         "Problem": "'2' is not a result (use 1, 0.5 or 0)"},
        {"Line": 2, "Column": "black_rating", "Value found": "x",
         "Problem": "'x' is not a rating (a number, or blank, 0, '-', 'unr' or 'NR' for unrated)"},
        {"Line": 3, "Column": "black", "Value found": "C",
         "Problem": "'C' is paired with themself"},
        {"Line": 4, "Column": "round", "Value found": "1",
         "Problem": "A v B is paired twice in round 1 (first on row 2)"},
    ]
    assert not has_frame(at, "upload_table")


def test_switch_page_and_back_keeps_the_results_without_rerating(at: AppTest, h: Any) -> None:
    """Picking a player and visiting another page reuse the stored result: nothing is re-read."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    computed = at.session_state["upload_computed"]
    at.selectbox(key="upload_player").set_value("Hernandez Elvis")
    h.rerun(at)
    assert at.session_state["upload_computed"] is computed
    rows = frame(at, "upload_player_rows")
    assert rows[["Event", "Games", "Score"]].values.tolist() == [
        ["XX Open Internacional de Gros", 3, 3.0]]
    h.open_page(at, "pages/calculator.py")
    h.open_page(at, PAGE)
    assert at.session_state["upload_computed"] is computed
    assert at.selectbox(key="upload_player").value == "Hernandez Elvis"
    assert len(frame(at, "upload_table")) == 52


def test_rounds_file_rates_the_player_given_in_the_form(at: AppTest, h: Any) -> None:
    """A rounds CSV asks for the player's rating and profile, then shows rate_event's result."""
    upload(at, h, "rounds.csv", (TEMPLATES / "rounds.csv").read_bytes())
    at.number_input(key="upload_player_rating").set_value(1700.0)
    at.number_input(key="upload_birth").set_value(2012)
    at.selectbox(key="upload_r_system").set_value("fide")
    at.date_input(key="upload_date").set_value(pd.Timestamp("2025-06-01").date())
    h.rerun(at)
    values = {m.label: (m.value, m.help) for m in at.metric}
    assert values["Rating before"][0] == "1700"
    assert values["K in use"] == ("40", "Why: " "FIDE Rating Regulations 2024: junior (born "
                                 "2012, K 40 until the end of 2030) rated under 2300: K 40.")
    assert values["Score / expected"][0] == "1.5 / 1.11"
    assert values["Rating change"][0] == "+16 (unrounded +15.60)"
    assert values["New rating"] == ("1716", "Rules: FIDE Rating Regulations 2024 (in force "
                                    "from 2024-03-01)")
    log = frame(at, "upload_game_log")
    assert log["opponent"].tolist() == ["Carl Dahl", "Eva Falk", "Gus Holm"]
    assert _rated_under(at).endswith(
        "; event date 2025-06-01 (the date given for events without one).")


def test_rounds_file_without_a_date_says_the_date_is_today(at: AppTest, h: Any) -> None:
    """The rounds template has no date and none is given: today's date, said to be today."""
    upload(at, h, "rounds.csv", (TEMPLATES / "rounds.csv").read_bytes())
    at.number_input(key="upload_player_rating").set_value(1700.0)
    h.rerun(at)
    today = dt.date.today()
    assert _rated_under(at).endswith(
        f"; event date {today:%Y-%m-%d} (today: the file gives no date).")


def _rated_under(at: AppTest) -> str:
    """The rounds view's caption: the rules and the event date, with where the date came from."""
    return next(c.value for c in at.caption if c.value.startswith("Rated under"))


def test_players_file_feeds_the_k_rules(at: AppTest, h: Any) -> None:
    """Games played from a players file change K: Eva Falk (12 games) gets K 40, not 20."""
    games = (TEMPLATES / "games.csv").read_bytes()
    upload(at, h, "games.csv", games)
    before = frame(at, "upload_table").set_index("Player")
    assert before.loc["Eva Falk", "K"] == 20
    upload(at, h, "players.csv", (TEMPLATES / "players.csv").read_bytes(),
           key="upload_players_file", open_page=False)
    after = frame(at, "upload_table").set_index("Player")
    assert after.loc["Eva Falk", "K"] == 40
    assert after.loc["Eva Falk", "K rule"] == "junior under 2300: K 40"


def test_unrated_players_read_unrated_not_none(at: AppTest, h: Any) -> None:
    """Newcomers without a rating: 'unrated' in the crosstable and the whole-field table (whose
    numbers stay numbers, so the columns still sort and match the CLI)."""
    upload(at, h, "season.csv", (ROOT / "tests" / "data" / "season_new_players.csv").read_bytes())
    cross = next(d.value for d in at.dataframe if "R1" in d.value.columns)
    ratings = dict(zip(cross["Player"], cross["Rating"], strict=True))
    assert (ratings["Newbie"], ratings["Zed"], ratings["P3"]) == ("unrated", "unrated", "1700")
    table = frame(at, "upload_table").set_index("Player")
    assert math.isnan(table.loc["Newbie", "Rating"])
    assert table.loc["P2", "Rating"] == 1800
    shown = next(d for d in at.dataframe if "Change (rounded)" in d.value.columns)
    assert shown.proto.placeholder == ""  # an empty cell reads blank, never 'None' or 'nan'
    config = json.loads(shown.proto.columns)
    assert config["Rating"]["help"].endswith("(blank: unrated)")
    assert config["Rating"]["type_config"] == {"type": "number", "format": "%.0f"}  # FIDE


@pytest.mark.parametrize("path", [
    ROOT / "tests" / "data" / "no_rounds.csv",  # the 5 required columns only
    REAL / "lichess-8-games.pgn",  # PGN without Round tags
])
def test_files_without_rounds_show_a_crosstable(at: AppTest, h: Any, path: Path) -> None:
    """No round column (or no usable Round tag): no exception, games numbered G1, G2..."""
    upload(at, h, path.name, path.read_bytes())  # h.rerun asserts no exception
    assert not at.exception
    cross = next(d.value for d in at.dataframe if "G1" in d.value.columns)
    assert list(cross.columns[:5]) == ["No", "Player", "Rating", "Points", "G1"]
    assert "The file gives no start numbers, so players are numbered by their place in this " \
           "table (points, then rating): '12: 1' in a round means met number 12 here, scored " \
           "1." in [c.value for c in at.caption]
    assert len(frame(at, "upload_table")) == (4 if path.suffix == ".csv" else 9)


def test_pgn_time_control_shown_per_event(at: AppTest, h: Any) -> None:
    path = REAL / "lichess-8-games.pgn"
    upload(at, h, path.name, path.read_bytes())
    events = next(d.value for d in at.dataframe if "Time control" in d.value.columns)
    assert events[["Time control", "Time control from"]].values.tolist() == [
        ["blitz", "blitz (as the file gives it)"], ["blitz", "blitz (as the file gives it)"]]


def test_bad_size_limit_variable_is_an_error_on_the_page(
        at: AppTest, h: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ELO_MAX_UPLOAD_MB", "abc")
    upload(at, h, "games.csv", (TEMPLATES / "games.csv").read_bytes())
    assert [e.value for e in at.error] == [
        "ELO\\_MAX\\_UPLOAD\\_MB is set to 'abc', which is not a size in MB\\: set it to a "
        "positive number such as 50, or unset it for the default"]
    assert not has_frame(at, "upload_table")


def test_an_upload_and_its_result_are_held_once(at: AppTest, h: Any) -> None:
    """The rated result is held once: no st.cache_data entry keeps a second, pickled copy of
    it (the page's cache hands the session the object itself), and that cache belongs to the
    session (released when it disconnects), not to the server; the upload and its result
    survive a page switch, after which the uploader is empty."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    assert not [stat for stats in cache_data_api._data_caches.get_stats().values()
                for stat in stats if "views" in stat.cache_name or "upload" in stat.cache_name]
    by_session = cache_resource_api._resource_caches._function_caches
    assert not [cache for cache in by_session.get(None, {}).values()  # (None: server-wide)
                if "views" in cache.display_name]  # a closed session's are released with it
    assert [cache.display_name for caches in by_session.values() for cache in caches.values()
            if "views" in cache.display_name]  # (the page's caches do exist, per session)
    kept, computed = at.session_state["upload_data"], at.session_state["upload_computed"]
    assert kept[1] == "gros.trf"
    h.open_page(at, "pages/calculator.py")
    h.open_page(at, PAGE)
    assert at.file_uploader(key="upload_file").value is None
    assert at.session_state["upload_data"][2] == GROS.read_bytes()
    assert at.session_state["upload_computed"] is computed
    assert len(frame(at, "upload_table")) == 52


def test_the_session_keeps_the_uploaders_own_bytes_not_a_copy() -> None:
    """What the page keeps of a new upload is the very bytes object the uploader holds (one
    buffer for both); the same file again is not kept twice."""
    record = UploadedFileRec(file_id="f1", name="gros.trf", type="text/plain",
                             data=GROS.read_bytes())
    widget = UploadedFile(record, FileURLsProto())
    kept = new_upload(widget, None)
    assert kept is not None
    assert kept[:2] == ("f1", "gros.trf")
    assert kept[2] is record.data
    assert new_upload(widget, kept) is None
    assert new_upload(None, kept) is None


def test_each_number_column_of_the_field_has_one_format(at: AppTest, h: Any) -> None:
    """Classic Elo on the games template: ratings and the rounded change to one decimal (the
    rule's rounding), expected score and unrounded change to two, scores to one, K and counts
    whole; the player's events table uses the same formats."""
    at.session_state["upload_system"] = "classic"
    upload(at, h, "games.csv", (TEMPLATES / "games.csv").read_bytes())
    shown = next(d for d in at.dataframe if "Change (rounded)" in d.value.columns)
    config = json.loads(shown.proto.columns)
    formats = {name: config[name]["type_config"].get("format")
               for name in ("Rating", "K", "Games", "Score", "Points", "Expected", "Change",
                            "Change (rounded)", "New rating", "Performance", "Events")}
    assert formats == {"Rating": "%.1f", "K": "%.0f", "Games": "%d", "Score": "%.1f",
                       "Points": "%.1f", "Expected": "%.2f", "Change": "%.2f",
                       "Change (rounded)": "%.1f", "New rating": "%.1f",
                       "Performance": "%.1f", "Events": "%d"}
    rows = next(d for d in at.dataframe if "Rating in file" in d.value.columns)
    row_formats = json.loads(rows.proto.columns)
    assert row_formats["Rating before"]["type_config"]["format"] == "%.1f"
    assert row_formats["Change"]["type_config"]["format"] == "%.2f"


def test_the_events_table_fits_and_the_rest_is_one_click_away(at: AppTest, h: Any) -> None:
    """The events table shows six short columns (so it fits a laptop's page); where each value
    came from and the rules applied are in a second table inside an expander."""
    upload(at, h, "season.csv", (ROOT / "tests" / "data" / "season_new_players.csv").read_bytes())
    shown = [d for d in at.dataframe if "Rules applied" in d.value.columns]
    assert [list(d.proto.column_order) for d in shown] == [
        ["Event", "Date", "Rating period", "Time control", "Games played", "Players"],
        ["Event", "Rules applied", "Date from", "Period from", "Time control from"]]
    assert [e.label for e in at.expander if "came from" in e.label] == [
        "The rules applied to each event, and where its date, rating period and time control "
        "came from"]
    assert shown[0].value["Event"].tolist() == ["Spring", "May"]


def test_a_player_without_rated_games_reads_plainly(at: AppTest, h: Any) -> None:
    """Newbie (unrated, no rated game): a sentence instead of an empty per-game chart, blank
    cells (not 'None') in the events table, and the names stay pinned in the whole field."""
    upload(at, h, "season.csv", (ROOT / "tests" / "data" / "season_new_players.csv").read_bytes())
    at.selectbox(key="upload_player").set_value("Newbie")
    h.rerun(at)
    assert "Newbie played no rated game: there is no change per game to chart." in [
        c.value for c in at.caption]
    rows = next(d for d in at.dataframe if "Rating in file" in d.value.columns)
    assert rows.proto.placeholder == ""
    table = next(d for d in at.dataframe if "Change (rounded)" in d.value.columns)
    assert json.loads(table.proto.columns)["Player"]["pinned"] is True


def test_forget_drops_the_files_and_their_results(at: AppTest, h: Any) -> None:
    """'Forget the uploaded files' forgets them and empties both uploaders (they are drawn
    anew, under new keys): the page asks for a file again and this session's cached reading
    and rating are released; the same file chosen again is read as usual (QA: it was ignored,
    and the uploaders still showed the forgotten files)."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    at.button(key="upload_forget").click()
    h.rerun(at)
    keys = {uploader.key for uploader in at.get("file_uploader")}
    assert keys == {"upload_file_1", "upload_players_file_1"}
    assert all(uploader.value is None for uploader in at.get("file_uploader"))
    assert "upload_data" not in at.session_state
    assert "upload_computed" not in at.session_state
    assert [i.value for i in at.info] == ["Upload a file to start (or download a template above)."]
    assert not [cache for caches in cache_resource_api._resource_caches._function_caches.values()
                for cache in caches.values()
                if "views" in cache.display_name and cache._mem_cache]
    upload(at, h, "gros.trf", GROS.read_bytes(), "upload_file_1", open_page=False)
    assert at.session_state["upload_data"][1] == "gros.trf"
    assert len(frame(at, "upload_table")) == 52


def test_another_file_starts_its_season_chart_with_its_first_players(at: AppTest,
                                                                     h: Any) -> None:
    """QA: after Forget and another file, the season chart was empty (the first file's three
    names, none in the new file, were kept as the choice). A new file starts with its own first
    three players, as a first upload does; a choice made for the file is kept on a rerun."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    first = list(at.multiselect(key="upload_season").value)
    assert len(first) == 3
    at.button(key="upload_forget").click()
    h.rerun(at)
    season = (ROOT / "tests" / "data" / "season_new_players.csv").read_bytes()
    upload(at, h, "season.csv", season, "upload_file_1", open_page=False)
    names = next(d.value for d in at.dataframe if "Change (rounded)" in d.value.columns)[
        "Player"].tolist()
    assert list(at.multiselect(key="upload_season").value) == names[:3]
    at.multiselect(key="upload_season").set_value(names[1:2])
    h.rerun(at)
    assert list(at.multiselect(key="upload_season").value) == names[1:2]


def test_trf_crosstable_uses_the_start_numbers(at: AppTest, h: Any) -> None:
    """The TRF's start numbers in the crosstable, as in the whole-field table: Mirzoev (No. 1)
    met start number 13 in round 2 ('001    1 ... 26 w 1    13 b 1 ...'), and the caption and
    the column's help say which numbers these are."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    shown = next(d for d in at.dataframe if "R1" in d.value.columns)
    cross = shown.value.set_index("No.")
    assert cross.loc[1, "Player"] == "Mirzoev Azer"
    assert cross.loc[1, "R2"] == "13: 1"
    assert cross.loc[11, "Player"] == "Maruejols Claude"
    assert frame(at, "upload_table").set_index("Player").loc["Maruejols Claude", "No."] == 11
    said = ("Players are numbered by their start numbers in the file (TRF), as in the "
            "whole-field table: '13: 1' in a round means met start number 13, scored 1.")
    assert said in [c.value for c in at.caption]
    assert json.loads(shown.proto.columns)["No."]["help"] == said
    assert json.loads(shown.proto.columns)["Points"]["type_config"]["format"] == "%.1f"  # 4.0


def test_rules_applied_and_problem_columns_are_given_room(at: AppTest, h: Any) -> None:
    """The sources table's 'Rules applied' (the edition's whole name, e.g. 'FIDE Rating
    Regulations 2009 (400-point rule) (in force from 2009-07-01)') comes second, 600 px wide,
    not cut; a problem's 'Value found' is held to 200 px and its 'Problem' to 420 px, so the
    table fits 1280 px; the XXR line's 106-character reason wraps on 75 px rows (3 lines)."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    sources = next(d for d in at.dataframe if "Rules applied" in d.value.columns
                   and "Date from" in d.value.columns and "Rules applied" in d.proto.columns)
    assert json.loads(sources.proto.columns)["Rules applied"]["width"] == 600
    skipped = next(d for d in at.dataframe if "Problem" in d.value.columns)
    assert skipped.value["Column"].tolist() == ["XXR"]
    assert skipped.proto.row_height == 75
    assert json.loads(skipped.proto.columns)["Problem"]["width"] == 420
    upload(at, h, "bad.csv", (ROOT / "tests" / "data" / "hostile" / "date_5000_digits.csv"
                              ).read_bytes())
    problems = next(d for d in at.dataframe if "Problem" in d.value.columns)
    assert json.loads(problems.proto.columns)["Value found"]["width"] == 200


def test_glicko2_rates_the_field_by_month(at: AppTest, h: Any,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """Glicko-2 is offered for a whole field: the table equals the CLI's JSON (new rating, RD,
    volatility), and a K typed on the page is said to be unused, not applied."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    at.selectbox(key="upload_system").set_value("glicko2")
    at.number_input(key="upload_k").set_value(20)
    h.rerun(at)
    assert not at.exception
    assert any("Glicko-2 has no K" in info.value for info in at.info)
    table = frame(at, "upload_table").set_index("Player")
    assert cli_main(["field", str(GROS), "--system", "glicko2", "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    for entry in payload["players"][:10]:
        row = table.loc[entry["name"]]
        assert row["New rating"] == pytest.approx(entry["new_rating"], abs=0.005)
        assert row["RD"] == pytest.approx(entry["rd"], abs=0.00005)
        assert row["Volatility"] == pytest.approx(entry["volatility"], abs=0.0000005)


def test_the_file_in_use_is_named_after_a_page_switch(at: AppTest, h: Any) -> None:
    """Issue 18 item 2: the uploader is empty after a page switch, so the page names the file
    it still uses, with its size, under the uploader (and how to replace it)."""
    upload(at, h, "club-march.csv", (TEMPLATES / "games.csv").read_bytes())
    h.open_page(at, "pages/calculator.py")
    h.open_page(at, PAGE)
    size = len((TEMPLATES / "games.csv").read_bytes())
    assert f"Event file in use: club-march.csv ({size_text(size)}). Choose or drop another " \
           "file above to replace it." in h.texts(at).replace("**", "")


def test_one_player_lists_opponents_and_results(at: AppTest, h: Any) -> None:
    """Issue 18 item 7: picking Carl Dahl lists his games R1 and R2 (Anna Berg 1850, loss;
    Eva Falk 1600, loss) beside the bars, labelled by round as the crosstable is."""
    upload(at, h, "club-march.csv", (TEMPLATES / "games.csv").read_bytes())
    at.selectbox(key="upload_player").set_value("Carl Dahl")
    h.rerun(at)
    games = next(d.value for d in at.dataframe if "Opponent rating" in d.value.columns)
    assert games[["Round", "Opponent", "Result"]].values.tolist() == [
        ["R1", "Anna Berg", "loss"], ["R2", "Eva Falk", "loss"]]


def test_a_partial_pgn_date_takes_the_pages_date(at: AppTest, h: Any) -> None:
    """A PGN dated '2024.??.??' (FIDE's rules changed on 2024-03-01) is refused until the page's
    'Date for events without one' is given; then the file is rated (the page passes its date to
    the reader, as --date does on the command line)."""
    data = (ROOT / "tests" / "data" / "hostile2" / "pgn_date_year_only_boundary.pgn").read_bytes()
    upload(at, h, "year-only.pgn", data)
    assert has_frame(at, "upload_problems")
    at.date_input(key="upload_date").set_value(dt.date(2024, 6, 1))
    h.rerun(at)
    assert not at.exception
    assert not has_frame(at, "upload_problems")
    assert has_frame(at, "upload_table")
