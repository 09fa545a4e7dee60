"""The norm tables and words the pages and the command line show, from hand-worked events."""

from __future__ import annotations

import datetime as dt

from elo_core.io.read import read_event_file
from elo_core.norms.event import NormOptions, check_event
from elo_core.norms.manual import TypedEvent, TypedRound, check_typed
from elo_core.norms.needed import still_needed
from elo_core.norms.result import NormCheck, PlayerNorms
from elo_core.norms.rules import THRESHOLDS, NormTitle
from elo_core.norms.tables import (
    OVERVIEW_HELP,
    left_out_table,
    norm_cell,
    opponents_table,
    overview,
)
from elo_core.norms.words import needed_text, verdict
from tests.unit.norms.norm_files import gm_event

FEDS = ("GER", "FRA", "ESP", "NED", "ITA", "HUN", "SRB", "CRO", "AUT")
EVENT = TypedEvent(name="Sam", title="FM", federation="ENG", start=dt.date(2024, 5, 1))


def _player(words: list[str], *, rounds: int = 9) -> PlayerNorms:
    rows = [TypedRound(number=i + 1, opponent=f"Opp{i}", rating=None if w == "unrated" else 2400,
                       result="win" if w == "unrated" else w, title="GM" if i < 3 else "IM",
                       federation=FEDS[i]) for i, w in enumerate(words)]
    return check_typed(rows, TypedEvent(name=EVENT.name, title=EVENT.title,
                                        federation=EVENT.federation, start=EVENT.start,
                                        rounds=rounds)).players[0]


def _gm(words: list[str], *, rounds: int = 9) -> NormCheck:
    return next(n for n in _player(words, rounds=rounds).norms if n.title is NormTitle.GM)


def test_a_met_norm_reads_met_with_its_rp() -> None:
    """gm_event: 7/9 against 2400s, Rp 2620: 'met, Rp 2620'; a title the player holds: '-'."""
    data = gm_event()
    result = check_event(read_event_file(data), data, NormOptions(player="Seeker"))
    gm = next(n for n in result.players[0].norms if n.title is NormTitle.GM)
    assert norm_cell(gm) == "met, Rp 2620"
    assert verdict(gm) == "GM norm: every condition the file shows holds"
    assert norm_cell(None) == "-"
    row = overview(result.players).iloc[0]
    assert (row["GM"], row["WGM"], row["Points"], row["Games"]) == ("met, Rp 2620", "-", 7.0, 9)


def test_after_five_wins_two_of_four_are_needed() -> None:
    """5/5 against 2400s, 9 rounds: the others taken at 2400, 7 of 9 make Rp 2620 (6.5: 2566),
    so 2 of the 4 left."""
    gm = _gm(["win"] * 5)
    assert norm_cell(gm) == "possible: 2 of 4"
    assert _player(["win"] * 5).in_reach is True
    assert needed_text(gm.needed, "GM").startswith(
        "after round 5 of 9, 4 games left: 2 of 4 needed (each remaining opponent taken at "
        "2400)")


def test_after_five_losses_the_norm_is_gone() -> None:
    """0/5: 7 points are needed and 4 games are left."""
    gm = _gm(["loss"] * 5)
    assert norm_cell(gm) == f"no, Rp {gm.rp}"
    assert _player(["loss"] * 5).in_reach is False
    assert gm.rp == 1600  # Ra 2400, 0 % -> dp -800
    assert needed_text(gm.needed, "GM").startswith(
        "after round 5 of 9, 4 games left: no longer possible (each remaining opponent taken "
        "at 2400)")
    assert verdict(gm) == "no GM norm"


def test_tables_of_opponents_and_rounds_not_counted() -> None:
    """An unrated round-1 opponent is listed as 'unrated', counted at the floor 2200 (the
    lowest, raised); a forfeit win in round 9 is not counted."""
    gm = _gm(["unrated", *["win"] * 7, "forfeit win"])
    table = opponents_table(gm)
    assert table.iloc[0][["Round", "Rating", "Counted as"]].tolist() == [1, "unrated", 2200]
    assert len(table) == 8
    left = left_out_table(gm)
    assert left[["Round", "Opponent"]].values.tolist() == [[9, "Opp8"]]


def test_after_seven_wins_the_figures_are_certain() -> None:
    """7/7 against 2400s, 2 left: even two losses give 7/9, Rp 2620: certain; so far 100 %,
    dp 800, Rp 3200."""
    gm = _gm(["win"] * 7)
    assert norm_cell(gm) == "figures certain, Rp 3200 so far"
    assert needed_text(gm.needed, "GM").startswith(
        "after round 7 of 9, 2 games left: the GM figures are already certain (each remaining "
        "opponent taken at 2400, even losing every game)")


def test_a_title_result_short_of_the_mix_names_the_rules_missed() -> None:
    """7/9 against nine 2400s all from GER: Ra 2400, Rp 2620 (a title result), but one foreign
    federation (2 needed) and 9 from one federation (at most 6)."""
    rows = [TypedRound(number=i + 1, opponent=f"Opp{i}", rating=2400, result=w,
                       title="GM" if i < 3 else "IM", federation="GER")
            for i, w in enumerate(["win"] * 6 + ["draw", "draw", "loss"])]
    result = check_typed(rows, TypedEvent(name="Sam", title="FM", federation="ENG",
                                          start=dt.date(2024, 5, 1)))
    gm = next(n for n in result.players[0].norms if n.title is NormTitle.GM)
    assert (gm.rp, gm.title_result, gm.met) == (2620, True, False)
    assert norm_cell(gm) == "title result, Rp 2620"
    assert verdict(gm) == ("GM title result (Ra, Rp, 35 %), but not met: 1.4.3 foreign "
                           "federations, 1.4.4 one federation")


def test_a_complete_event_short_of_ra_says_no_score_makes_it() -> None:
    """Nine 2300s, event over: Ra 2300 is below 2380, so no score would do."""
    done = still_needed([2300.0] * 9, 9.0, rounds_played=9, rounds=9,
                        threshold=THRESHOLDS[NormTitle.GM], unrated=1400, min_games=9)
    assert needed_text(done, "GM") == "event complete: no score over these games makes a GM norm"


def test_the_overview_help_names_the_female_marker_for_womens_titles_only() -> None:
    assert OVERVIEW_HELP["WGM"].endswith(", or is not marked female in the file")
    assert OVERVIEW_HELP["GM"].endswith("the player holds GM or a title above it")
