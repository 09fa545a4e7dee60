"""Golden CLI outputs: the JSON of every SEEDS.md example and of `field` on the real files in
tests/data/real, recorded so that a refactoring can prove it changed no figure.

Run `python scripts/golden.py --write` to record them again after an intended change: it prints
every figure that changed (old -> new), and the commit must list them and say why.
`tests/unit/test_golden.py` compares the CLI against the recorded files, and
`tests/unit/test_golden_figures.py` the whole-field files against an independent reference.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from pathlib import Path

from elo_core.cli import main as cli_main

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "data" / "golden"
REAL = ROOT / "tests" / "data" / "real"
DATE = ["--date", "2025-06-01"]

CASES: dict[str, list[str]] = {
    "seed_a_default": ["game", "1613", "1609", "--k", "32"],
    "seed_a_underdog": ["game", "1400", "1600", "--k", "32"],
    "seed_a_favourite": ["game", "1600", "1400", "--k", "32"],
    "seed_a_gap_400": ["game", "2000", "1600", "--k", "32"],
    "seed_b_auto": ["game", "1500", "1500", "--k-rule", "auto"],
    "seed_b_upset": ["game", "1200", "1800", "--k", "40"],
    "seed_c_fide_junior": ["game", "1800", "1750", "--system", "fide", "--birth-year", "2012",
                           *DATE],
    "seed_c_fide_elite": ["game", "2450", "2300", "--system", "fide", "--games-played", "300",
                          *DATE],
    "seed_d_uscf_bands": ["event", "--rating", "1550", "--games-played", "120", "--k-rule",
                          "uscf_bands", "--opponents", "1610,1720,1480,1590,1655",
                          "--results", "w,l,w,d,w", *DATE],
    "seed_d_uscf_system": ["event", "--rating", "1550", "--games-played", "120", "--system", "uscf",
                           "--opponents", "1610,1720,1480,1590,1655", "--results", "w,l,w,d,w",
                           *DATE],
    "seed_d_fide_logistic": ["event", "--rating", "2050", "--games-played", "85", "--k", "20",
                             "--opponents", "2210,1980,2140", "--results", "d,w,l", *DATE],
    "seed_d_fide_table": ["event", "--rating", "2050", "--games-played", "85", "--system", "fide",
                          "--opponents", "2210,1980,2140", "--results", "d,w,l", *DATE],
    "seed_d_fide_provisional": ["game", "1200", "1400", "--system", "fide", "--games-played", "8",
                                *DATE],
    "seed_d_fide_peak": ["game", "2380", "2300", "--system", "fide", "--games-played", "200",
                         "--peak", "2410", *DATE],
    "fide_first_rating": ["event", "--rating", "unrated", "--system", "fide",
                          "--opponents", "1902,1877,1884,2012,1832", "--results", "d,d,w,l,w",
                          *DATE],
    "glicko2_paper": ["event", "--system", "glicko2", "--rating", "1500", "--rd", "200",
                      "--volatility", "0.06", "--opponents", "1400,1550,1700",
                      "--opponent-rds", "30,100,300", "--results", "1,0,0", *DATE],
    "uscf_provisional": ["event", "--rating", "1400", "--games-played", "4", "--system", "uscf",
                         "--opponents", "1500,1450,bye,1300", "--results", "w,l,d,w", *DATE],
}
FILES = ["karl-mala-2005.trf", "capo-dorso-2012.trfx", "gros-2010-after-round4.trf",
         "twic-232-games.pgn", "lichess-8-games.pgn"]
for _name in FILES:
    _stem = _name.split(".")[0].replace("-", "_")
    CASES[f"field_{_stem}_fide"] = ["field", str(REAL / _name), *DATE]
CASES["field_karl_mala_2005_classic"] = ["field", str(REAL / "karl-mala-2005.trf"),
                                         "--system", "classic", "--k", "20"]
CASES["field_twic_232_games_uscf"] = ["field", str(REAL / "twic-232-games.pgn"),
                                      "--system", "uscf", *DATE]


def run_case(argv: list[str]) -> tuple[int, object]:
    """Run the CLI in-process with --json; return its exit code and parsed output."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli_main([*argv, "--json"])
    return code, json.loads(out.getvalue())


def changes(old: object, new: object, where: str = "") -> list[str]:
    """Every value that differs between two recordings, as 'path: old -> new'."""
    if isinstance(old, dict) and isinstance(new, dict):
        return [line for key in sorted(set(old) | set(new), key=str)
                for line in changes(old.get(key), new.get(key), f"{where}.{key}")]
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [line for i, (a, b) in enumerate(zip(old, new, strict=True))
                for line in changes(a, b, f"{where}[{i}]")]
    return [] if old == new else [f"{where or '.'}: {old!r} -> {new!r}"]


def main() -> int:
    """Write every golden file (with --write) and print each figure that changed (for the
    commit message, which must say why), or list the cases."""
    if "--write" not in sys.argv:
        print("\n".join(CASES))
        return 0
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, argv in CASES.items():
        code, data = run_case(argv)
        if code != 0:
            print(f"{name}: exit {code}", file=sys.stderr)
            return 1
        path = GOLDEN / f"{name}.json"
        before = json.loads(path.read_text(encoding="utf-8")) if path.exists() else None
        for line in changes(before, data):
            print(f"{name}{line}")
        path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {len(CASES)} files to {GOLDEN}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
