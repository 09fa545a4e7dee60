"""Verdicts of scripts/mutate.py: what the tests made of each mutant, read back from --out
files, scored per package."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from mutate_points import ROOT, Mutant, mutants_of

PACKAGES = ("rules", "systems", "field", "norms")


@dataclass(frozen=True, kw_only=True, slots=True)
class Verdict:
    """What the tests made of one mutant."""

    mutant: Mutant
    status: str  # killed, survived, timeout
    by: str  # the test that failed first, or the folders that passed
    seconds: float


def reused(path: str | None) -> dict[tuple[str, int, str], Verdict]:
    """Verdicts of an earlier run (--reuse) where a test failed, keyed by mutant."""
    if not path:
        return {}
    out = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        verdict = Verdict(mutant=Mutant(**row["mutant"]), status=row["status"], by=row["by"],
                          seconds=row["seconds"])
        if verdict.status == "killed" and verdict.by.startswith("FAILED"):
            m = verdict.mutant
            out[(m.module, m.ordinal, m.after)] = verdict
    return out


def read_verdicts(paths: list[str]) -> list[Verdict]:
    """The verdicts of --out files for the mutants this script makes today (one per mutant)."""
    made: dict[str, set[tuple[int, str]]] = {}
    found: dict[tuple[str, int, str], Verdict] = {}
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            mutant = Mutant(**row["mutant"])
            if mutant.module not in made:
                made[mutant.module] = {(m.ordinal, m.after)
                                       for m in mutants_of(ROOT / mutant.module)}
            if (mutant.ordinal, mutant.after) in made[mutant.module]:
                found[(mutant.module, mutant.ordinal, mutant.after)] = Verdict(
                    mutant=mutant, status=row["status"], by=row["by"], seconds=row["seconds"])
    return list(found.values())


def summary(verdicts: list[Verdict]) -> int:
    survivors = [v for v in verdicts if v.status == "survived"]
    killed = len(verdicts) - len(survivors)
    score = 100.0 * killed / len(verdicts) if verdicts else 100.0
    print(f"\n{killed} of {len(verdicts)} mutants killed ({score:.1f} %), "
          f"{sum(v.status == 'timeout' for v in verdicts)} of them by the time limit")
    for package in PACKAGES:
        mine = [v for v in verdicts if Path(v.mutant.module).parts[1] == package]
        if mine:
            dead = sum(v.status != "survived" for v in mine)
            print(f"  {package}: {dead} of {len(mine)} ({100.0 * dead / len(mine):.1f} %)")
    for v in sorted(survivors, key=lambda v: (v.mutant.module, v.mutant.line)):
        print(f"survived: {v.mutant.module}:{v.mutant.line}: {v.mutant.before} -> "
              f"{v.mutant.after}")
    return 0
