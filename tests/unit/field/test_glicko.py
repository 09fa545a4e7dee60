"""Glicko-2 for a whole field: Glickman's worked example, equal to the one-player update period by
period (RDs growing in months missed), event shares adding up, the CLI's options."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.errors import InputError
from elo_core.field.batches import month_index
from elo_core.field.glicko import new_volatility, start_values
from elo_core.field.rate import rate_field
from elo_core.field.state import PlayerState
from elo_core.io import read_event_file
from elo_core.models import System
from elo_core.rules import glicko2
from tests.support import glicko2_reference as reference

ROOT = Path(__file__).resolve().parents[3]

# Glickman's example: a 1500 / RD 200 player beats 1400 / 30, loses to 1550 / 100 and 1700 / 300.
EXAMPLE_GAMES = b"""white,black,white_rating,black_rating,result,date
A,B,1500,1400,1,2024-05-03
C,A,1550,1500,1,2024-05-04
A,D,1500,1700,0,2024-05-05
"""
EXAMPLE_PLAYERS = b"""player,rating,rating_deviation,volatility
A,1500,200,0.06
B,1400,30,0.06
C,1550,100,0.06
D,1700,300,0.06
"""


def _example():  # type: ignore[no-untyped-def]
    event = read_event_file(EXAMPLE_GAMES, players=EXAMPLE_PLAYERS)
    return rate_field(event, system=System.GLICKO2, tau=0.5)


def test_glickmans_example_in_a_field() -> None:
    """Player A ends at 1464.06, RD 151.52, volatility 0.05999 (Glickman's paper, whose
    intermediate values are rounded to four places: unrounded, 1464.0507 and 151.5165)."""
    players = _example().players.set_index("player")
    assert players.loc["A", "new_rating"] == pytest.approx(1464.06, abs=0.01)
    assert players.loc["A", "new_rating"] == pytest.approx(1464.0507, abs=0.00005)
    assert players.loc["A", "rd"] == pytest.approx(151.52, abs=0.01)
    assert players.loc["A", "volatility"] == pytest.approx(0.0599960, abs=1e-7)
    assert players.loc["A", "change_rounded"] == -36.0
    assert players.loc["A", "games"] == 3
    paper = [(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)]
    worked = reference.period(1500.0, 200.0, 0.06, paper, 0.5)
    assert players.loc["A", ["new_rating", "rd"]].tolist() == pytest.approx(worked[:2], abs=1e-7)
    assert players.loc["A", "volatility"] == pytest.approx(worked[2], abs=1e-7)


def test_a_small_surprise_brackets_the_volatility_below_ln_sigma_squared() -> None:
    """A (1500 / 200 / 0.06) beats B (1400 / 30) and loses to C (1550 / 100): Delta^2 = 0.0136
    is below phi^2 + v = 3.5409, so the paper brackets sigma' between ln 0.06^2 - k tau and
    ln 0.06^2 (the search for k): sigma' 0.0599962, r' 1492.39, RD' 158.33, as the bisection of
    tests/support/glicko2_reference.py works them."""
    games = (b"white,black,white_rating,black_rating,result,date\n"
             b"A,B,1500,1400,1,2024-05-03\nC,A,1550,1500,1,2024-05-04\n")
    event = read_event_file(games, players=EXAMPLE_PLAYERS)
    a = rate_field(event, system=System.GLICKO2, tau=0.5).players.set_index("player").loc["A"]
    assert a["volatility"] == pytest.approx(0.0599962, abs=1e-7)
    assert (a["new_rating"], a["rd"]) == pytest.approx((1492.39, 158.33), abs=0.005)
    worked = reference.period(1500.0, 200.0, 0.06, [(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0)],
                              0.5)
    assert (a["new_rating"], a["rd"], a["volatility"]) == pytest.approx(worked, abs=1e-7)


@pytest.mark.parametrize(("sigma", "phi", "v", "delta", "want"), [
    (0.06, 1.0, 3.0, 2.0, None),  # Delta^2 = phi^2 + v = 4: the paper's k search
    (0.5, 0.5, 0.5, 1.0, 0.5),  # ln(Delta^2 - phi^2 - v) = ln 0.25 = ln sigma^2: sigma is the root
    (0.5, 1.0, 4.0, 3.0, 0.5010679),  # B = ln 4 = -A: the bracket is wide, not within epsilon
    (0.06, 0.3, 0.5, 2.5, None),  # Delta^2 = 6.25 above phi^2 + v
    (0.09, 0.2, 10.0, -0.01, None),
])
def test_volatility_at_the_edges_of_the_bracket(sigma: float, phi: float, v: float, delta: float,
                                                want: float | None) -> None:
    """Step 5 where Delta^2 equals phi^2 + v (the paper's 'otherwise': B = a - k tau) and where
    B = ln(Delta^2 - phi^2 - v) is already a = ln sigma^2 (no iteration: sigma' = sigma) or is
    -a (an iteration over [-ln 4, ln 4]), each equal to the reference's bisection to 1e-7."""
    got = new_volatility(np.array([sigma]), np.array([phi]), np.array([v]), np.array([delta]), 0.5)
    worked = reference.volatility(sigma, phi, v, delta, 0.5)
    assert got[0] == pytest.approx(worked, abs=1e-7)
    if want is not None:
        assert got[0] == pytest.approx(want, abs=1e-7)


@settings(max_examples=200, deadline=None)
@given(st.floats(0.01, 0.2), st.floats(0.05, 2.5), st.floats(0.05, 20.0), st.floats(-1.0, 1.0),
       st.floats(0.2, 2.0))
def test_volatility_below_the_wide_case_equals_the_bisection_for_every_tau(
        sigma: float, phi: float, v: float, share: float, tau: float) -> None:
    """Where Delta^2 <= phi^2 + v (Delta = share x sqrt(phi^2 + v)), for any tau the engine
    accepts (0.2 to 2.0), step 5 finds the sigma' of the paper's search for k and a bisection
    (f decreases there: one root), to 1e-6 relative (Illinois stops within 1e-6 of ln sigma'^2)."""
    delta = share * np.sqrt(phi * phi + v)
    got = new_volatility(np.array([sigma]), np.array([phi]), np.array([v]), np.array([delta]), tau)
    assert got[0] == pytest.approx(reference.volatility(sigma, phi, v, delta, tau), rel=1e-6)


def test_each_game_shows_its_opponents_rating_and_each_event_a_performance() -> None:
    """Every side's opponent at the period's start rating (A 1500 to B, C and D; B 1400, C 1550,
    D 1700 to A), and each one-game event's linear performance, opponent +- 400: A 1800, 1150,
    1300; B 1100; C and D 1900."""
    result = _example()
    lines = result.lines.frame()
    assert lines[["player", "opponent", "opponent_rating"]].values.tolist() == [
        ["A", "B", 1400.0], ["B", "A", 1500.0], ["C", "A", 1500.0], ["A", "C", 1550.0],
        ["A", "D", 1700.0], ["D", "A", 1500.0]]
    assert result.rows[["player", "performance_linear"]].values.tolist() == [
        ["A", 1800.0], ["B", 1100.0], ["A", 1150.0], ["C", 1900.0], ["A", 1300.0],
        ["D", 1900.0]]


def test_event_shares_add_up_to_the_period_change() -> None:
    """A's three events (one game each) split the period's -35.95 exactly: +47.43, -54.40,
    -28.98; each event row shows the rating at the start of the period."""
    result = _example()
    rows = result.rows[result.rows["player"] == "A"]
    assert rows["change"].round(2).tolist() == [47.43, -54.40, -28.98]
    assert rows["rating"].tolist() == [1500.0] * 3
    period = result.periods.set_index("player").loc["A"]
    assert rows["change"].sum() == pytest.approx(period["change"], abs=1e-9)
    assert period["rd_before"] == 200.0
    assert period["rating_after"] == pytest.approx(1464.0507, abs=1e-4)


def test_each_events_score_is_its_games_points() -> None:
    """A wins the first event's game and loses the other two: scores 1, 0, 0 (to the
    hundredth), the same as the points; B lost and C won their one game."""
    rows = _example().rows
    a = rows[rows["player"] == "A"]
    assert (a["score"].tolist(), a["points"].tolist()) == ([1.0, 0.0, 0.0], [1.0, 0.0, 0.0])
    assert a[["wins", "draws", "losses"]].values.tolist() == [[1, 0, 0], [0, 0, 1], [0, 0, 1]]
    others = rows[rows["player"].isin(["B", "C"])].set_index("player")["score"]
    assert others.to_dict() == {"B": 0.0, "C": 1.0}


def test_wins_draws_and_losses_of_a_glicko_period() -> None:
    """A beats B, draws C and loses to D in one May 2024 period: 1, 1, 1; score 1.5."""
    games = (b"white,black,white_rating,black_rating,result,date\n"
             b"A,B,1500,1400,1,2024-05-03\nA,C,1500,1550,1/2,2024-05-03\n"
             b"A,D,1500,1700,0,2024-05-03\n")
    event = read_event_file(games, players=EXAMPLE_PLAYERS)
    row = rate_field(event, system=System.GLICKO2).rows.set_index("player").loc["A"]
    assert (row["wins"], row["draws"], row["losses"], row["score"]) == (1, 1, 1, 1.5)


def test_a_bye_alone_in_a_period_only_grows_the_rd() -> None:
    """C's only May entry is a bye: no rated game, so May only grows C's RD (the paper's step 6),
    100 -> sqrt(100^2 + (0.06 x 173.7178)^2) = 100.5417, with no K reason on the bye's row; in
    June C (1550 / 100.5417) beats A (1563.56 / 175.40 after beating B in May) as the reference
    works it. The events table counts 1, 0 and 1 games."""
    games = (b"white,black,white_rating,black_rating,result,date\nA,B,1500,1400,1,2024-05-03\n"
             b"C,bye,1550,,1,2024-05-04\nC,A,1550,1500,1,2024-06-04\n")
    result = rate_field(read_event_file(games, players=EXAMPLE_PLAYERS), system=System.GLICKO2)
    periods = result.periods.set_index(["period", "player"])
    may, june = periods.loc[("2024-05", "C")], periods.loc[("2024-06", "C")]
    assert (may["games"], may["rd_before"], may["rating_after"]) == (0, 100.0, 1550.0)
    assert may["rd"] == pytest.approx(100.54173, abs=1e-5)
    assert june["rd_before"] == pytest.approx(100.54173, abs=1e-5)
    a_may = periods.loc[("2024-05", "A")]
    worked = reference.period(1550.0, reference.SCALE * np.hypot(100.0 / reference.SCALE, 0.06),
                              0.06, [(a_may["rating_after"], a_may["rd"], 1.0)], 0.5)
    assert (june["rating_after"], june["rd"], june["volatility"]) == pytest.approx(worked,
                                                                                   abs=1e-7)
    reasons = result.rows.set_index(["event", "player"])["k_reason"]
    assert reasons[("2024-05-04", "C")] == ""
    assert reasons[("2024-05-03", "A")] == "no K: RD 200.0, volatility 0.0600 at the period's start"
    assert result.events["games"].tolist() == [1, 0, 1]


def test_the_rd_grows_once_for_each_month_missed_across_a_new_year() -> None:
    """Last rated in November 2024 (1500, RD 200, volatility 0.06), back in February 2025: two
    months missed, so RD = sqrt(200^2 + 2 x 0.06^2 x 173.7178^2) = sqrt(40217.2807) = 200.5425
    (three would give 200.8131)."""
    state = PlayerState(1)
    state.rating, state.rd = np.array([1500.0]), np.array([200.0])
    state.volatility = np.array([0.06])
    state.last_period = np.array([month_index("2024-11")])
    rating, rd, vol = start_values(state, np.array([0]), np.array([np.nan]),
                                   month_index("2025-02"))
    assert (rating.tolist(), vol.tolist()) == ([1500.0], [0.06])
    assert rd[0] == pytest.approx(200.5425, abs=1e-4)


def test_unrated_player_starts_at_1500_350_and_says_so() -> None:
    """A player the file does not rate starts at 1500 / 350 / 0.06, with a note; a rated one
    without an RD is taken as established (RD 50)."""
    games = b"white,black,white_rating,black_rating,result,date\nNew,Old,,1600,1,2024-01-05\n"
    result = rate_field(read_event_file(games), system=System.GLICKO2)
    expected = glicko2.update(1500.0, 350.0, 0.06, [(1600.0, 50.0, 1.0)])
    players = result.players.set_index("player")
    assert players.loc["New", "new_rating"] == pytest.approx(expected.rating, abs=1e-9)
    assert players.loc["New", "rd"] == pytest.approx(expected.rd, abs=1e-9)
    assert "unrated: starts at Glicko-2's 1500 / RD 350" in players.loc["New", "note"]
    old = glicko2.update(1600.0, 50.0, 0.06, [(1500.0, 350.0, 0.0)])
    assert players.loc["Old", "new_rating"] == pytest.approx(old.rating, abs=1e-9)


def test_vectorised_volatility_equals_the_scalar_step() -> None:
    """Step 5 for many players at once gives the scalar version's volatility, both branches
    (delta^2 above and below phi^2 + v)."""
    sigma = np.array([0.06, 0.06, 0.05, 0.09])
    phi = np.array([1.1513, 0.3, 2.0, 0.2])
    v = np.array([1.7785, 0.5, 3.0, 10.0])
    delta = np.array([-0.4834, 2.5, 0.1, -0.01])
    got = new_volatility(sigma, phi, v, delta, 0.5)
    for i in range(4):
        want = glicko2._new_volatility(sigma[i], phi[i], v[i], delta[i], 0.5)
        assert got[i] == pytest.approx(want, rel=1e-12)


PLAYERS = ["P0", "P1", "P2", "P3", "P4"]


@st.composite
def seasons(draw: st.DrawFn) -> tuple[bytes, list[tuple[str, str, float, int]],
                                       dict[str, int | None]]:
    """A random season over up to four months (some empty), five players, ratings given in the
    file for some of them."""
    ratings = {p: draw(st.one_of(st.none(), st.integers(1200, 2400))) for p in PLAYERS}
    games = []
    for _ in range(draw(st.integers(1, 14))):
        white, black = draw(st.lists(st.sampled_from(PLAYERS), min_size=2, max_size=2,
                                     unique=True))
        score = draw(st.sampled_from([1.0, 0.5, 0.0]))
        month = draw(st.integers(1, 4))
        games.append((white, black, score, month))
    lines = ["white,black,white_rating,black_rating,result,date,event"]
    for white, black, score, month in games:
        wr, br = ratings[white], ratings[black]
        lines.append(f"{white},{black},{'' if wr is None else wr},{'' if br is None else br},"
                     f"{score:g},2024-0{month}-10,Month {month}")
    return ("\n".join(lines) + "\n").encode(), games, ratings


@settings(max_examples=60, deadline=None)
@given(seasons())
def test_field_equals_one_player_update_period_by_period(
        season: tuple[bytes, list[tuple[str, str, float, int]], dict[str, int | None]]) -> None:
    """Every player's rating, RD and volatility after the file equal `glicko2.update` applied
    month by month from everyone's values at the month's start; a month without a game only
    grows the RD (once per month missed)."""
    data, games, first_rating = season
    result = rate_field(read_event_file(data), system=System.GLICKO2)
    state: dict[str, tuple[float, float, float, int]] = {}  # rating, rd, vol, last month
    for month in sorted({m for *_, m in games}):
        start = {}
        for name in {p for w, b, _, m in games if m == month for p in (w, b)} | set(state):
            if name in state:
                rating, rd, vol, last = state[name]
                for _ in range(month - last - 1):
                    rd = glicko2.update(rating, rd, vol, []).rd
                start[name] = (rating, rd, vol)
            else:
                given_rating = first_rating[name]
                start[name] = ((1500.0, 350.0, 0.06) if given_rating is None else
                               (float(given_rating), 50.0, 0.06))
        played: dict[str, list[tuple[float, float, float]]] = {}
        for white, black, score, m in games:
            if m == month:
                played.setdefault(white, []).append((*start[black][:2], score))
                played.setdefault(black, []).append((*start[white][:2], 1.0 - score))
        for name, mine in played.items():
            after = glicko2.update(*start[name], mine)
            state[name] = (after.rating, after.rd, after.volatility, month)
    players = result.players.set_index("player")
    for name, (rating, rd, vol, _) in state.items():
        assert players.loc[name, "new_rating"] == pytest.approx(rating, rel=1e-9, abs=1e-9)
        assert players.loc[name, "rd"] == pytest.approx(rd, rel=1e-9)
        assert players.loc[name, "volatility"] == pytest.approx(vol, rel=1e-9)


def test_k_and_tau_are_checked() -> None:
    """Glicko-2 has no K, and tau stays within 0.2 to 2.0: each refused with the reason."""
    event = read_event_file(EXAMPLE_GAMES)
    with pytest.raises(InputError, match="Glicko-2 has no K"):
        rate_field(event, system=System.GLICKO2, k=20)
    with pytest.raises(InputError, match=r"tau must be between 0\.2 and 2\.0"):
        rate_field(event, system=System.GLICKO2, tau=3)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "elo_core", *args], capture_output=True,
                          text=True, cwd=ROOT, check=False)


def test_cli_field_glicko2_json(tmp_path: Path) -> None:
    """`field --system glicko2 --json`: each player's rd and volatility, and per-month periods
    with the RD before and after."""
    games, players = tmp_path / "games.csv", tmp_path / "players.csv"
    games.write_bytes(EXAMPLE_GAMES)
    players.write_bytes(EXAMPLE_PLAYERS)
    done = _cli("field", str(games), "--players", str(players), "--system", "glicko2", "--json")
    assert done.returncode == 0, done.stderr
    payload = json.loads(done.stdout)
    assert payload["system"] == "glicko2"
    a = next(p for p in payload["players"] if p["name"] == "A")
    assert (a["new_rating"], a["rd"], a["volatility"]) == (1464.05, 151.5165, 0.059996)
    assert a["k"] is None
    assert a["periods"] == [{"period": "2024-05", "rating_before": 1500.0, "k": None,
                             "games": 3, "change": -35.9493, "change_rounded": -36.0,
                             "rating_after": 1464.0507, "rd_before": 200.0, "rd": 151.5165,
                             "volatility": 0.059996}]


def test_cli_refuses_a_system_it_does_not_know() -> None:
    """A wrong --system names the four choices in words (no enum repr)."""
    done = _cli("field", "x.csv", "--system", "elo")
    assert done.returncode == 2
    assert "use one of classic, fide, uscf, glicko2" in done.stderr
    assert "<System" not in done.stderr
