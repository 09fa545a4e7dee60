"""Rating a field batch by batch: the month numbers Glicko-2 counts missed periods with."""

from __future__ import annotations

from elo_core.field.batches import month_index
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file


def test_month_numbers_count_months_across_a_new_year() -> None:
    """November 2024 to February 2025 is 3 months (December and January missed); December to
    January 1; within a year, March to October 7."""
    assert month_index("2025-02") - month_index("2024-11") == 3
    assert month_index("2025-01") - month_index("2024-12") == 1
    assert month_index("2026-10") - month_index("2026-03") == 7


def test_a_periods_standard_events_around_a_rapid_one_are_rated_apart_from_it() -> None:
    """March 2026 (the 2026-04 lists), everyone 2000 with 100 games (K 20): A beats B in S1
    (standard), loses to B in R (rapid, between them) and beats C in S2 (standard). Standard:
    A +10 +10 -> 2020, B and C -10 -> 1990; rapid: A -10 -> 1990, B +10 -> 2010."""
    games = ("event,date,white,black,white_rating,black_rating,result,time_control\n"
             "S1,2026-03-05,A,B,,,1,standard\nR,2026-03-06,A,B,,,0,rapid\n"
             "S2,2026-03-07,A,C,,,1,standard\n")
    players = "player,rating,games_played\nA,2000,100\nB,2000,100\nC,2000,100\n"
    result = rate_field(read_event_file(games.encode(), source="t.csv", players=players.encode()))
    rows = result.rows.set_index(["event", "player"])
    assert rows["games"].tolist() == [1] * 6
    assert rows["change"].to_dict() == {("S1", "A"): 10.0, ("S1", "B"): -10.0,
                                        ("R", "A"): -10.0, ("R", "B"): 10.0,
                                        ("S2", "A"): 10.0, ("S2", "C"): -10.0}
    assert rows["new_rating"].to_dict() == {("S1", "A"): 2020.0, ("S1", "B"): 1990.0,
                                            ("R", "A"): 1990.0, ("R", "B"): 2010.0,
                                            ("S2", "A"): 2020.0, ("S2", "C"): 1990.0}
