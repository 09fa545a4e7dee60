"""Learn: the class league, stepped and replayed from the address."""

from __future__ import annotations

from typing import Any

PAGE = "pages/league.py"


def test_opens_before_round_one_and_steps(store_path: object, h: Any) -> None:
    """Round 0: no games yet; Step shows round 1 with K 40 and its four games (8 pupils)."""
    at = h.fresh(page=PAGE)
    assert at.slider(key="rnd").value == 0
    assert "K this round" not in h.metrics(at)
    at.button(key="lg_step").click()
    h.rerun(at)
    assert at.slider(key="rnd").value == 1
    assert h.value(at, "K this round") == "40"
    games = at.table[0].value
    assert len(games) == 4
    changes = zip(games["White +/-"], games["Black +/-"], strict=True)
    assert all(float(w) == -float(b) for w, b in changes)  # same K: points conserved


def test_the_same_link_replays_the_same_league(store_path: object, h: Any) -> None:
    """Two sessions on one link (seed 7, round 5, a K change and a newcomer) show the same."""
    link = {"seed": "7", "rnd": "12", "k2": "16", "k_from": "10", "newcomer": "Zoe",
            "joins": "4"}
    one, two = h.fresh(link, page=PAGE), h.fresh(link, page=PAGE)
    assert h.metrics(one) == h.metrics(two)
    games = one.table[0].value
    assert games.equals(two.table[0].value)
    assert h.value(one, "K this round") == "16"
    assert "Zoe" in set(games.index) | set(games["Black"])


def test_bad_names_are_said(store_path: object, h: Any) -> None:
    """A name twice: the message names it, nothing is played."""
    at = h.fresh(page=PAGE)
    at.text_area(key="names").set_value("Ana, Ben, Ana")
    h.rerun(at)
    assert h.errors(at) == ["each name once, please: Ana is there twice"]
