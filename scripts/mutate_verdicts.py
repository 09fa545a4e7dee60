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


def reused(path: str | None) -> dict[tuple[str, int, str, str], Verdict]:
    """Verdicts of an earlier run (--reuse) where a test failed, keyed by mutant."""
    if not path:
        return {}
    out = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        verdict = Verdict(mutant=Mutant(**row["mutant"]), status=row["status"], by=row["by"],
                          seconds=row["seconds"])
        if verdict.status == "killed" and verdict.by.startswith("FAILED"):
            out[verdict.mutant.key()] = verdict
    return out


def read_verdicts(paths: list[str]) -> list[Verdict]:
    """The verdicts of --out files for the mutants this script makes today (one per mutant)."""
    made: dict[str, set[tuple[str, int, str, str]]] = {}
    found: dict[tuple[str, int, str, str], Verdict] = {}
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            mutant = Mutant(**row["mutant"])
            if mutant.module not in made:
                made[mutant.module] = {m.key() for m in mutants_of(ROOT / mutant.module)}
            if mutant.key() in made[mutant.module]:
                found[mutant.key()] = Verdict(
                    mutant=mutant, status=row["status"], by=row["by"], seconds=row["seconds"])
    return list(found.values())


def weighted(verdicts: list[Verdict], totals: dict[str, int]) -> float:
    """The score of every mutant estimated from a sample (in %): each module's kill rate in the
    sample times its count of mutants (`totals`, module -> count), summed, over the count of
    the judged modules' mutants. A module of 12 mutants weighs 12, one of 150 weighs 150; a
    module judged in full adds exactly its own kills."""
    judged: dict[str, list[Verdict]] = {}
    for v in verdicts:
        judged.setdefault(v.mutant.module, []).append(v)
    everyone = sum(totals[module] for module in judged)
    killed = sum(totals[module] * sum(v.status != "survived" for v in mine) / len(mine)
                 for module, mine in judged.items())
    return 100.0 * killed / everyone if everyone else 100.0


def summary(verdicts: list[Verdict]) -> int:
    """Print the sample's score, the weighted estimate of every mutant's, per package, and the
    survivors."""
    survivors = [v for v in verdicts if v.status == "survived"]
    killed = len(verdicts) - len(survivors)
    score = 100.0 * killed / len(verdicts) if verdicts else 100.0
    totals = {m: len(mutants_of(ROOT / m)) for m in {v.mutant.module for v in verdicts}}
    print(f"\n{killed} of {len(verdicts)} mutants killed ({score:.1f} %), "
          f"{sum(v.status == 'timeout' for v in verdicts)} of them by the time limit; "
          f"weighted by each module's mutants: {weighted(verdicts, totals):.1f} % of "
          f"{sum(totals.values())}")
    for package in PACKAGES:
        mine = [v for v in verdicts if Path(v.mutant.module).parts[1] == package]
        if mine:
            dead = sum(v.status != "survived" for v in mine)
            print(f"  {package}: {dead} of {len(mine)} ({100.0 * dead / len(mine):.1f} %), "
                  f"weighted {weighted(mine, totals):.1f} % of "
                  f"{sum(totals[m] for m in {v.mutant.module for v in mine})}")
    for v in sorted(survivors, key=lambda v: (v.mutant.module, v.mutant.line)):
        print(f"survived: {v.mutant.module}:{v.mutant.line}: {v.mutant.before} -> "
              f"{v.mutant.after}")
    return 0
