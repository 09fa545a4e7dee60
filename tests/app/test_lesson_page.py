"""Learn: the lesson's six steps, the class's numbers in the address, Back and Next."""

from __future__ import annotations

from typing import Any

from streamlit.testing.v1 import AppTest

PAGE = "pages/lesson.py"


def _headers(at: AppTest) -> list[str]:
    return [h.value for h in at.header]


def test_opens_on_step_one_and_next_walks_the_six_steps(store_path: object, h: Any) -> None:
    """Step 1 first; Next moves one step at a time to 6, where Next is disabled."""
    at = h.fresh(page=PAGE)
    assert _headers(at) == ["1. The gap gives an expected score"]
    seen = []
    for _ in range(5):
        at.button(key="l_next").click()
        h.rerun(at)
        seen.append(_headers(at)[0])
    assert seen == ["2. Why 400", "3. Actual minus expected, times K",
                    "4. Several games in a row", "5. Why beating a weaker player pays little",
                    "6. Both players, and when K differ"]
    assert at.button(key="l_next").disabled
    at.button(key="l_back").click()
    h.rerun(at)
    assert _headers(at) == ["5. Why beating a weaker player pays little"]


def test_step_one_hides_the_answer_until_revealed(store_path: object, h: Any) -> None:
    """1500 v 1100: nothing shown until Reveal; then E 0.909 and 9.1 points out of 10, the
    class's guess of 7 was 2.1 too low."""
    at = h.fresh({"guess": "7"}, page=PAGE)
    assert "0.909" not in str(h.metrics(at))
    at.toggle(key="l_reveal").set_value(True)
    h.rerun(at)
    shown = h.metrics(at)
    assert shown["Expected score per game"][0] == "0.909"
    assert shown["Points out of 10"] == ("9.1", "the guess 7.0 was 2.1 too low")


def test_why_400_reads_the_odds(store_path: object, h: Any) -> None:
    """Step 2 with a 200-point gap: 3.2 to 1; the text says 10/11 = 0.909."""
    at = h.fresh({"step": "2", "you": "1300", "them": "1100"}, page=PAGE)
    assert h.value(at, "Odds at your gap of 200") == "3.2 to 1"
    assert "E = 10/11 = 0.909" in h.texts(at)
    table = at.table[0].value
    assert table.loc[400, "Odds (stronger : weaker)"] == "10.0 : 1"
    assert table.loc[400, "Stronger's E"] == "0.909"


def test_the_update_works_with_the_class_numbers(store_path: object, h: Any) -> None:
    """Step 3 from a link: 1600 draws 1600 with K 32, a change of +0.0 and 1600.0 after; a
    loss with K 10 at 1500 v 1100: 10 x (0 - 0.909) = -9.1."""
    at = h.fresh({"step": "3", "you": "1500", "them": "1100", "k_you": "10", "score": "loss"},
                 page=PAGE)
    assert "10 × (0 − 0.909) = **-9.1**, so 1500 becomes **1490.9**" in h.raw_texts(at)


def test_several_games_in_a_row_from_a_typed_series(store_path: object, h: Any) -> None:
    """Step 4: 'WW' at 1500 v 1500, K 32: +16.0 then +15.3, 1531.3 after; a bad letter is
    said with its game."""
    at = h.fresh({"step": "4", "you": "1500", "them": "1500", "k_you": "32", "series": "WW"},
                 page=PAGE)
    table = at.table[0].value
    assert list(table["Change"]) == ["+16.0", "+15.3"]
    assert list(table["After"]) == ["1516.0", "1531.3"]
    at.text_input(key="series").set_value("WQ")
    h.rerun(at)
    assert "game 2" in h.errors(at)[0]


def test_both_boards_with_different_k(store_path: object, h: Any) -> None:
    """Step 6, 1500 beats 1100, K 20 against K 40: +1.8 and -3.6, 1.8 points lost overall."""
    at = h.fresh({"step": "6", "k_them": "40"}, page=PAGE)
    shown = h.metrics(at)
    assert shown["You (K 20): 1500 →"] == ("1501.8", "+1.8")
    assert shown["Opponent (K 40): 1100 →"] == ("1096.4", "-3.6")
    assert "add up to -1.8. Points are lost" in h.texts(at)
    at.number_input(key="k_them").set_value(20)
    h.rerun(at)
    assert "+1.8 and -1.8 add up to 0" in h.texts(at)


def test_the_glossary_explains_400_and_the_floors(store_path: object, h: Any) -> None:
    """The folded glossary: 400 (10 to 1), the logistic curve, provisional, floors (FIDE's
    1400), deflation."""
    at = h.fresh(page=PAGE)
    words = next(e for e in at.expander if e.label == "Words used in this lesson")
    text = words.markdown[0].value
    for word in ("**400**", "**Logistic curve**", "**Provisional rating**", "**Floor**",
                 "**Deflation / inflation**"):
        assert word in text
    assert "odds of 10 to 1 (E = 10/11 = 0.909" in text
    assert "below 1400 since March 2024" in text


def test_a_bad_link_value_is_said_and_dropped(store_path: object, h: Any) -> None:
    """step=9 is refused with a message; the lesson opens on step 1."""
    at = h.fresh({"step": "9"}, page=PAGE)
    assert any("step" in w.value for w in at.warning)
    assert _headers(at) == ["1. The gap gives an expected score"]


def test_projector_mode_folds_the_controls_away(store_path: object, h: Any) -> None:
    """proj=true: the class's numbers sit in a closed expander; the page still works."""
    at = h.fresh({"proj": "true", "step": "5"}, page=PAGE)
    assert at.expander[0].label == "The class's numbers"
    assert "a win pays **+1.8**" in h.raw_texts(at)
