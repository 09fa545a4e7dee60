"""Every system side by side: one row each with its K or RD and why; who cannot rate says so."""

from __future__ import annotations

import datetime as dt

from elo_core.display.compare import compare_bars, compare_systems, compare_table
from elo_core.models import Game, Profile, Result

GAMES = [Game(opponent_rating=1610, result=Result.WIN), Game(opponent_rating=1720,
                                                            result=Result.LOSS)]


def test_rated_player_under_four_systems() -> None:
    """1550 (120 games), a win against 1610 and a loss to 1720 on 2024-06-01: classic (auto K
    40 below 2100) gives 40 x (1 - 0.415) + 40 x (0 - 0.273) = +12.5; FIDE uses K 20 (an
    established player under 2400); Glicko-2 starts from the given RD 200."""
    rows = compare_systems(Profile(rating=1550, games_played=120, rd=200), GAMES,
                           date=dt.date(2024, 6, 1), glicko_rd=200)
    table = compare_table(rows).set_index("System")
    assert table.index.tolist() == ["FIDE", "US Chess", "Classic Elo", "Glicko-2"]
    assert table.loc["Classic Elo", "K or RD"] == "K 40"
    assert table.loc["Classic Elo", "Change"] == "+12.5"
    assert table.loc["FIDE", "K or RD"] == "K 20"
    assert table.loc["Glicko-2", "K or RD"].startswith("RD 200 -> ")
    fig = compare_bars(rows, [1, 3])
    assert fig.layout.barmode == "group"
    glicko = next(t for t in fig.data if t.name.startswith("Glicko-2"))
    assert list(glicko.x) == ["round 1", "round 3", "event change"]
    assert glicko.y[0] is None  # Glicko-2 has no per-game points: only its event change


def test_unrated_player_classic_says_why() -> None:
    """Without a rating classic Elo cannot rate the event: its row says why, not a number."""
    rows = compare_systems(Profile(rating=None), GAMES, date=dt.date(2024, 6, 1))
    table = compare_table(rows).set_index("System")
    assert table.loc["Classic Elo", "Change"] == "not rated"
    assert "needs a starting rating" in table.loc["Classic Elo", "Why"]
    assert table.loc["FIDE", "Change"] == "first rating"


def test_glicko_rd_not_set_is_fitted_and_said() -> None:
    """An established 2310 (100 games) with no RD chosen starts Glicko-2 from RD 50 (350
    narrowed by 100 games, floor 50), not from a hidden 200: the row says where 50 came from,
    and the change is that of RD 50 (far less than RD 200 gives)."""
    games = [Game(opponent_rating=r, result=Result.WIN) for r in (2400, 2380, 2350)]
    profile = Profile(rating=2310, games_played=100, rd=200)
    fitted = compare_table(compare_systems(profile, games, date=dt.date(2025, 6, 1)))
    given = compare_table(compare_systems(profile, games, date=dt.date(2025, 6, 1),
                                          glicko_rd=200))
    row, old = fitted.set_index("System").loc["Glicko-2"], given.set_index("System").loc["Glicko-2"]
    assert row["K or RD"].startswith("RD 50 -> ")
    assert "starting RD 50.0 fitted to 100 earlier games" in row["Why"]
    assert "fitted" not in old["Why"]
    assert 0 < float(row["Change"]) < float(old["Change"]) / 4
