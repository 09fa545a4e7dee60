"""The mutation run's score (scripts/mutate_verdicts.py): the sample's kill rate and the
estimate of every mutant's, each module weighed by its count of mutants."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

import pytest

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
# a sample of 8 from a module of 12 (4 killed), 8 from one of 150 (7 killed, 1 by the time
# limit), and a module of 5 judged in full (4 killed)
TOTALS = {"elo_core/field/a.py": 12, "elo_core/field/b.py": 150, "elo_core/rules/c.py": 5}
STATUSES = {"elo_core/field/a.py": ["killed"] * 4 + ["survived"] * 4,
            "elo_core/field/b.py": ["killed"] * 7 + ["timeout"],
            "elo_core/rules/c.py": ["killed"] * 4 + ["survived"]}


@pytest.fixture(scope="module")
def mv() -> ModuleType:
    """scripts/mutate_verdicts.py, imported with its folder on the path (it imports its
    sibling mutate_points by name)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(SCRIPTS))
        return importlib.import_module("mutate_verdicts")


def _verdicts(mv: ModuleType) -> list[object]:
    return [mv.Verdict(mutant=mv.Mutant(module=module, ordinal=i, line=i + 1, before="x < 1",
                                        after="x <= 1"), status=status, by="", seconds=0.0)
            for module, statuses in STATUSES.items() for i, status in enumerate(statuses)]


def test_the_weighted_estimate_weighs_each_module_by_its_mutants(mv: ModuleType) -> None:
    """Raw: 16 of 21 killed (76.2 %). Weighted: (12 x 4/8 + 150 x 8/8 + 5 x 4/5) / (12 + 150 +
    5) = (6 + 150 + 4) / 167 = 95.81 %: the 150-mutant module counts 150 times, not 8."""
    verdicts = _verdicts(mv)
    assert mv.weighted(verdicts, TOTALS) == pytest.approx(95.808, abs=0.0005)
    field = [v for v in verdicts if "/field/" in v.mutant.module]
    assert mv.weighted(field, TOTALS) == pytest.approx(100 * 156 / 162)  # 96.30 %
    assert mv.weighted([], TOTALS) == 100.0


def test_the_summary_prints_raw_and_weighted_scores(
        mv: ModuleType, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Beside the sample's 16 of 21 (76.2 %): 95.8 % of 167 mutants; per package field 12 of 16
    (75.0 %), weighted 96.3 % of 162; rules 4 of 5 (80.0 %), weighted 80.0 % of 5."""
    monkeypatch.setattr(mv, "mutants_of", lambda path: [None] * TOTALS[
        str(path.relative_to(mv.ROOT))])
    assert mv.summary(_verdicts(mv)) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1:4] == [
        "16 of 21 mutants killed (76.2 %), 1 of them by the time limit; weighted by each "
        "module's mutants: 95.8 % of 167",
        "  rules: 4 of 5 (80.0 %), weighted 80.0 % of 5",
        "  field: 12 of 16 (75.0 %), weighted 96.3 % of 162"]
