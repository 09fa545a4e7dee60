"""Learn: the class tournament typed as a grid, rated round by round, opened from a link."""

from __future__ import annotations

from typing import Any

from streamlit.testing.v1 import AppTest

PAGE = "pages/class_tournament.py"
# Four pupils, every game played (see tests/unit/teaching/test_class_tournament.py): Ana lost
# to Ben, drew Chloé; Ben drew Chloé; Ana and Ben beat Dev; Chloé lost to Dev.
LINK = {"pupils": "Ana 1400, Ben 1200, Chloé 1000, Dev 1200", "res": "0hh110"}


def _edit(at: AppTest, h: Any, cells: dict[int, dict[str, str]]) -> AppTest:
    """Type cells into the grid the way the browser's data editor sends them."""
    version = at.session_state.get("ct_grid_version", 0)
    key = f"ct_grid_{version}"
    at.session_state[key] = {"edited_rows": cells, "added_rows": [], "deleted_rows": []}
    return h.rerun(at)


def test_a_link_shows_every_rating_after_the_last_round(store_path: object, h: Any) -> None:
    """After round 3: Ana 1381.3 (-18.7), Ben 1219.9 with 2.5 points, Dev 1190.5."""
    at = h.fresh(LINK, page=PAGE)
    shown = at.table[0].value
    assert list(shown["Rating after round 3"]) == ["1381.3", "1219.9", "1008.3", "1190.5"]
    assert list(shown["Points"]) == ["1.5", "2.5", "1", "1"]
    assert shown["Change"]["Ana"] == "-18.7"


def test_the_working_for_a_chosen_game(store_path: object, h: Any) -> None:
    """Round 2's Ana - Ben (0-1), chosen in the link as 2-1-2 (round 2, pupil 1 with White
    against pupil 2): Ana's E 0.770, -15.4 from 1404.8; a code naming no game, or an old
    link's label, is said and the first game (round 1: Ana – Dev) shown."""
    at = h.fresh({**LINK, "game": "2-1-2"}, page=PAGE)
    text = " ".join(m.value for m in at.markdown)
    assert "round 2\\: Ana – Ben" in text
    assert "= **-15.4**, so **1389.4**" in text
    assert "0.770" in text
    for bad in ("9-1-5", "round 2: Ana – Ben"):
        at = h.fresh({**LINK, "game": bad}, page=PAGE)
        assert "the first game is shown" in at.warning[0].value
        assert not at.exception
        assert at.selectbox(key="ct_game_pick").value == "1-1-4"
        assert at.query_params["game"] == "1-1-4"


def test_a_saved_link_survives_a_pupil_renamed(store_path: object, h: Any) -> None:
    """The link keeps the game's code, not its label: with Ana renamed Anna the same link
    opens round 2's Anna – Ben and its working (-15.4)."""
    at = h.fresh({**LINK, "pupils": "Anna 1400, Ben 1200, Chloé 1000, Dev 1200",
                  "game": "2-1-2"}, page=PAGE)
    assert not at.warning
    text = " ".join(m.value for m in at.markdown)
    assert "round 2\\: Anna – Ben" in text
    assert "= **-15.4**, so **1389.4**" in text


def test_a_game_chosen_stays_when_a_pupil_is_renamed(store_path: object, h: Any) -> None:
    """Round 3's Ben – Dev chosen from the list goes in the address as 3-2-4; renaming Ben
    (whose games the grid then drops, as for any pupil taken out) keeps round 3's game
    between pupils 2 and 4 shown, now 'round 3: Benji – Dev', not played."""
    at = h.fresh(LINK, page=PAGE)
    at.selectbox(key="ct_game_pick").select("3-2-4")
    at = h.rerun(at)
    assert at.query_params["game"] == "3-2-4"
    assert "round 3\\: Ben – Dev" in " ".join(m.value for m in at.markdown)
    at.text_area(key="pupils").input("Ana 1400, Benji 1200, Chloé 1000, Dev 1200")
    at = h.rerun(at)
    assert at.selectbox(key="ct_game_pick").value == "3-2-4"
    assert at.query_params["game"] == "3-2-4"
    assert "round 3\\: Benji – Dev" in " ".join(m.value for m in at.markdown)


def test_an_earlier_round(store_path: object, h: Any) -> None:
    """After round 1 only Ana v Dev and Ben v Chloé count: Ana 1404.8, Chloé 1005.2."""
    at = h.fresh({**LINK, "rnd": "1"}, page=PAGE)
    shown = at.table[0].value
    assert list(shown["Rating after round 1"]) == ["1404.8", "1194.8", "1005.2", "1195.2"]


def test_a_typed_cell_fills_its_mirror_and_goes_in_the_address(store_path: object,
                                                               h: Any) -> None:
    """Ana 1 against Ben: the code becomes '1', Ben's row holds 0, round 2 moves both by 10."""
    at = h.fresh({"pupils": "Ana 1500, Ben 1500, Cat 1500"}, page=PAGE)
    at = _edit(at, h, {0: {"Ben": "1"}})
    assert at.text_input(key="res").value == "1"
    assert at.query_params["res"] == "1"
    shown = at.table[0].value
    assert list(shown["Rating after round 3"]) == ["1510.0", "1490.0", "1500.0"]


def test_a_contradiction_names_the_cells(store_path: object, h: Any) -> None:
    """Ana and Ben both typed as winners: the message names both cells, nothing is kept."""
    at = h.fresh({"pupils": "Ana 1500, Ben 1500, Cat 1500"}, page=PAGE)
    at = _edit(at, h, {0: {"Ben": "1"}, 1: {"Ana": "1"}})
    assert "row Ana, column Ben says 1 but row Ben, column Ana says 1" in at.error[0].value
    assert at.text_input(key="res").value == ""


def test_a_bad_cell_and_an_unrated_pupil_are_said(store_path: object, h: Any) -> None:
    """'2' is not a result (its row and column named); Ben unrated is said."""
    at = h.fresh({"pupils": "Ana 1500, Ben, Cat 1500"}, page=PAGE)
    assert "Unrated: Ben" in at.info[0].value
    at = _edit(at, h, {2: {"Ana": "2"}})
    assert "row Cat, column Ana\\: '2' is not a result" in at.error[0].value


def test_a_pupil_taken_out_keeps_the_other_games(store_path: object, h: Any) -> None:
    """Ben taken out: Ana v Chloé (½), Ana v Dev (1), Chloé v Dev (0) kept: code 'h10'."""
    at = h.fresh(LINK, page=PAGE)
    at.text_area(key="pupils").set_value("Ana 1400, Chloé 1000, Dev 1200")
    h.rerun(at)
    assert at.text_input(key="res").value == "h10"


def test_a_bad_code_in_a_link_is_said(store_path: object, h: Any) -> None:
    """Seven letters for four pupils' six games: said (no traceback), nothing rated; fixing
    the code in its box rates the games again."""
    at = h.fresh({**LINK, "res": "0hh1101"}, page=PAGE)
    assert [e.value for e in at.error] == ["the results code has 7 letters, 4 pupils play 6 "
                                           "games"]
    assert not at.table
    at.text_input(key="res").set_value("0hh110")
    h.rerun(at)
    assert at.table[0].value["Rating after round 3"]["Ana"] == "1381.3"


def test_projector_mode_shows_the_results_as_large_text(store_path: object, h: Any) -> None:
    """The editable grid is drawn on a canvas the projector's text size does not reach: in
    projector mode the results are also a plain table (Ana's row: ×, 0, ½, 1), whose cells the
    projector's style enlarges; without it, only the standings table."""
    at = h.fresh({**LINK, "proj": "true"}, page=PAGE)
    results = at.table[0].value
    assert list(results.loc["Ana"]) == ["×", "0", "½", "1"]
    assert list(results.loc["Chloé"]) == ["½", "½", "×", "0"]
    assert "Rating after round 3" in at.table[1].value.columns
    assert len(h.fresh(LINK, page=PAGE).table) == 1
