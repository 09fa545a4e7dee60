"""Rating a field batch by batch: the month numbers Glicko-2 counts missed periods with."""

from __future__ import annotations

import pandas as pd

from elo_core.field.batches import month_index
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file


def test_month_numbers_count_months_across_a_new_year() -> None:
    """November 2024 to February 2025 is 3 months (December and January missed); December to
    January 1; within a year, March to October 7."""
    assert month_index("2025-02") - month_index("2024-11") == 3
    assert month_index("2025-01") - month_index("2024-12") == 1
    assert month_index("2026-10") - month_index("2026-03") == 7


MARCH = "event,date,white,black,white_rating,black_rating,result,time_control\n"
EVERYONE_2000 = "player,rating,games_played\n" + "".join(f"{p},2000,100\n" for p in "ABCD")


def _march_rows(games: str) -> pd.DataFrame:
    """Rows of a March 2026 file (the 2026-04 lists) with A to D at 2000 (100 games: K 20),
    by (event, player)."""
    result = rate_field(read_event_file((MARCH + games).encode(), source="t.csv",
                                        players=EVERYONE_2000.encode()))
    return result.rows.set_index(["event", "player"])


def test_a_periods_standard_events_around_a_rapid_one_are_rated_apart_from_it() -> None:
    """March 2026 (the 2026-04 lists), everyone 2000 with 100 games (K 20): A beats B in S1
    (standard), loses to B in R (rapid, between them) and beats C in S2 (standard). Standard:
    A +10 +10 -> 2020, B and C -10 -> 1990; rapid: A -10 -> 1990, B +10 -> 2010."""
    rows = _march_rows("S1,2026-03-05,A,B,,,1,standard\nR,2026-03-06,A,B,,,0,rapid\n"
                       "S2,2026-03-07,A,C,,,1,standard\n")
    assert rows["games"].tolist() == [1] * 6
    assert rows["change"].to_dict() == {("S1", "A"): 10.0, ("S1", "B"): -10.0,
                                        ("R", "A"): -10.0, ("R", "B"): 10.0,
                                        ("S2", "A"): 10.0, ("S2", "C"): -10.0}
    assert rows["new_rating"].to_dict() == {("S1", "A"): 2020.0, ("S1", "B"): 1990.0,
                                            ("R", "A"): 1990.0, ("R", "B"): 2010.0,
                                            ("S2", "A"): 2020.0, ("S2", "C"): 1990.0}


def test_a_rapid_bye_between_two_standard_events_stays_out_of_their_batch() -> None:
    """March 2026, everyone 2000 with 100 games (K 20): A beats B in S1 and C in S2
    (standard, +10 each: 2020); between them D has a bye in R (rapid), a one-side event. The
    standard batch's sides are not one run of the file's sides (D's bye lies between), so it
    is taken side by side: R keeps D (1 point, no game, 2000) and S2 has only A and C."""
    rows = _march_rows("S1,2026-03-05,A,B,,,1,standard\nR,2026-03-06,D,bye,,,1,rapid\n"
                       "S2,2026-03-07,A,C,,,1,standard\n")
    assert rows["new_rating"].to_dict() == {("S1", "A"): 2020.0, ("S1", "B"): 1990.0,
                                            ("R", "D"): 2000.0, ("S2", "A"): 2020.0,
                                            ("S2", "C"): 1990.0}
    assert (rows.loc[("R", "D"), "games"], rows.loc[("R", "D"), "points"]) == (0, 1.0)
