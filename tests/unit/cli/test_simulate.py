"""`elo-core simulate`: N+1 values per list, and text that explains the K trade-off."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.unit.cli.cli_runner import Cli


def test_simulate_json_lists_have_n_plus_one_values(cli: Cli) -> None:
    """{"runs", "curves": [{"k", "mean", "p05", "p95", "sd"}]}: 21 values each, start first."""
    out = cli.json(["simulate", "--true-rating", "1800", "--start", "1500", "--k",
                         "10,20,40", "--games", "20", "--runs", "100", "--seed", "4",
                         "--draw-rate", "0.2", "--json"])
    assert list(out) == ["runs", "curves"]
    assert out["runs"] == 100
    curves = out["curves"]
    assert [c["k"] for c in curves] == [10.0, 20.0, 40.0]  # type: ignore[union-attr]
    for curve in curves:  # type: ignore[union-attr]
        assert list(curve) == ["k", "mean", "p05", "p95", "sd"]
        assert all(len(curve[key]) == 21 for key in ("mean", "p05", "p95", "sd"))
        assert (curve["mean"][0], curve["sd"][0]) == (1500.0, 0.0)
    again = cli.json(["simulate", "--true-rating", "1800", "--start", "1500", "--k",
                           "10,20,40", "--games", "20", "--runs", "100", "--seed", "4",
                           "--draw-rate", "0.2", "--json"])
    assert again == out


def test_simulate_text_explains_the_trade_off(cli: Cli) -> None:
    """A table of checkpoints and the sentences with this run's numbers."""
    code, out, _ = cli.run(["simulate", "--true-rating", "1800", "--start", "1500", "--k", "10,40",
                 "--games", "50", "--runs", "200"])
    assert code == 0
    assert "5-95 % of runs" in out
    assert "K 40: the average rating" in out
    assert "The trade-off: K 40 ends" in out



def test_ten_million_games_in_one_run_are_refused_with_the_limit(cli: Cli) -> None:
    """Inside the cells limit (10,000,000 x 1 run x 1 K) but each game is a step: exit 2, the
    games limit named (it ran past 60 s before)."""
    code, _, err = cli.run(["simulate", "--true-rating", "1800", "--start", "1500", "--k", "20",
                            "--games", "10000000", "--runs", "1"])
    assert code == 2
    assert "games per run is 10,000,000, over the limit of 100,000" in err
