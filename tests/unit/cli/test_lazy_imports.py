"""`game` and `event` load no pandas, pyarrow, numpy or `chess`; `import elo_core` is light
and every name in its `__all__` resolves."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import elo_core
from elo_core.field.rate import rate_field

ROOT = Path(__file__).resolve().parents[3]
HEAVY = ("pandas", "pyarrow", "numpy", "chess", "streamlit")
# Runs the CLI in a fresh interpreter, then prints the heavy top-level modules it loaded.
WRAPPER = (
    "import json, sys\n"
    "from elo_core.cli import main\n"
    "status = main(sys.argv[1:])\n"
    f"loaded = sorted(m for m in {HEAVY!r} if m in sys.modules)\n"
    "print(json.dumps({'status': status, 'loaded': loaded}), file=sys.stderr)\n"
)


def _run(code: str, *args: str) -> tuple[str, dict[str, object]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env=env, cwd=ROOT, check=True)
    report: dict[str, object] = json.loads(done.stderr.strip().splitlines()[-1])
    return done.stdout, report


@pytest.mark.parametrize("argv", [
    ["game", "1613", "1609", "--k", "32"],
    ["game", "1613", "1609", "--k", "32", "--json"],
    ["event", "--rating", "1550", "--opponents", "1610,1720", "--results", "1,0.5"],
])
def test_light_commands_load_no_heavy_module(argv: list[str]) -> None:
    """The command runs (exit 0, its output) without importing any heavy package."""
    out, report = _run(WRAPPER, *argv)
    assert report == {"status": 0, "loaded": []}
    assert "0.506" in out or "Change" in out or "change" in out


def test_game_output_unchanged_by_lazy_loading() -> None:
    """Seed A (SEEDS.md): 1613 v 1609 with K 32, E 0.506, a win +15.8."""
    out, _ = _run(WRAPPER, "game", "1613", "1609", "--k", "32")
    assert "Expected score: 0.506 (50.6 %)" in out
    assert "win   +15.8  -> 1628.8" in out


def test_field_command_still_loads_its_engine(tmp_path: Path) -> None:
    """The field command gets its options and its engine: a two-game CSV is rated."""
    games = tmp_path / "g.csv"
    games.write_text("event,date,round,white,black,white_rating,black_rating,result\n"
                     "E,2024-05-01,1,A,B,2000,2000,1\n", encoding="utf-8")
    out, report = _run(WRAPPER, "field", str(games), "--json")
    assert report["status"] == 0
    assert "pandas" in report["loaded"]  # type: ignore[operator]
    assert "chess" not in report["loaded"]  # type: ignore[operator]  # only odd PGNs need it
    players = {p["name"]: p for p in json.loads(out)["players"]}
    assert players["A"]["k"] == 20  # FIDE, rated 2000, no games count given: K 20
    assert players["A"]["change_rounded"] == 10  # 20 x (1 - 0.50)
    assert players["B"]["change_rounded"] == -10


def test_pgn_with_comment_lines_loads_chess_for_them(tmp_path: Path) -> None:
    """A PGN with a ';' comment line is read by the `chess` package (loaded then, and only
    then): its one game is rated."""
    pgn = tmp_path / "g.pgn"
    pgn.write_text('; a comment line\n[Event "E"]\n[Date "2024.05.01"]\n[White "A"]\n'
                   '[Black "B"]\n[Result "1-0"]\n[WhiteElo "2000"]\n[BlackElo "2000"]\n\n'
                   '1. e4 1-0\n', encoding="utf-8")
    out, report = _run(WRAPPER, "field", str(pgn), "--json")
    assert report["status"] == 0
    assert "chess" in report["loaded"]
    assert {p["name"]: p["change_rounded"] for p in json.loads(out)["players"]} == {
        "A": 10, "B": -10}


def test_import_elo_core_is_light() -> None:
    """`import elo_core` alone loads none of the heavy packages."""
    code = (f"import json, sys, elo_core\nprint(json.dumps({{'loaded': sorted(m for m in "
            f"{HEAVY!r} if m in sys.modules)}}), file=sys.stderr)\n")
    _, report = _run(code)
    assert report == {"loaded": []}


def test_every_public_name_resolves() -> None:
    """Each name in `elo_core.__all__` loads, and is the object its home module defines."""
    assert len(elo_core.__all__) == len(set(elo_core.__all__))
    for name in elo_core.__all__:
        value = getattr(elo_core, name)
        assert value is not None, name
        assert getattr(value, "__name__", name) == name, name
    assert elo_core.rate_field is rate_field
    with pytest.raises(AttributeError, match="no attribute 'nonsense'"):
        elo_core.nonsense  # noqa: B018
