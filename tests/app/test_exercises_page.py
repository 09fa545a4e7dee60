"""Learn: exercises from the seed in the address, answers folded, typed answers checked."""

from __future__ import annotations

from typing import Any

PAGE = "pages/exercises.py"


def test_seed_one_easy_sheet_and_its_folded_answers(store_path: object, h: Any) -> None:
    """The default sheet (seed 1, easy, 8): question 1 is 1900 v 2200; its answer 0.15 sits in
    a closed expander."""
    at = h.fresh(page=PAGE)
    assert "**1.** A player rated 1900 meets an opponent rated 2200" in h.raw_texts(at)
    assert len([t for t in at.text_input if t.key.startswith("ex_1_easy_")]) == 8
    answer = at.expander[0]
    assert answer.label == "Answer"
    assert h.plain(answer.markdown[0].value) == "**0.15**: E = 1 / (1 + 10^(+300 / 400)) = 0.151"


def test_a_typed_answer_is_checked(store_path: object, h: Any) -> None:
    """0.15 is right; 0.3 is 'Not yet'; 'x' is said, not marked."""
    at = h.fresh(page=PAGE)
    at.text_input(key="ex_1_easy_1").set_value("0.15")
    at.text_input(key="ex_1_easy_2").set_value("0.3")
    at.text_input(key="ex_1_easy_3").set_value("x")
    h.rerun(at)
    assert [s.value for s in at.success] == ["Right: 0.15."]
    assert h.errors(at) == ["Not yet: check E first, then K × (score − E)."]
    assert "exercise 3: type a number" in h.plain(at.warning[0].value)


def test_the_link_sets_the_sheet(store_path: object, h: Any) -> None:
    """seed=1, level=medium, count=3: three questions, the third a new rating (2059.3)."""
    at = h.fresh({"seed": "1", "level": "medium", "count": "3"}, page=PAGE)
    assert len(at.expander) == 3
    assert h.plain(at.expander[2].markdown[0].value).startswith("**2059.3**: ")
    assert "draws with K = 10. What is the player's new rating?" in h.raw_texts(at)


def test_new_sheet_draws_another_seed(store_path: object, h: Any) -> None:
    """New sheet: another sheet number, other questions."""
    at = h.fresh(page=PAGE)
    first = h.raw_texts(at)
    at.button(key="ex_new").click()
    h.rerun(at)
    assert at.number_input(key="seed").value != 1
    assert h.raw_texts(at) != first


def test_bad_link_values_are_said(store_path: object, h: Any) -> None:
    """count=99 and level=expert are refused with messages; the defaults are used."""
    at = h.fresh({"count": "99", "level": "expert"}, page=PAGE)
    assert len(at.warning) == 2
    assert len(at.expander) == 8
