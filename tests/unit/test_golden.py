"""Golden outputs: the CLI JSON of the SEEDS.md examples and the real event files stays the same."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _golden_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("golden", ROOT / "scripts" / "golden.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GOLDEN = _golden_module()


@pytest.mark.parametrize("name", sorted(GOLDEN.CASES))
def test_cli_json_matches_recorded(name: str) -> None:
    """The JSON equals the file recorded by `scripts/golden.py --write`, figure for figure."""
    code, data = GOLDEN.run_case(GOLDEN.CASES[name])
    assert code == 0
    recorded = json.loads((GOLDEN.GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    assert data == recorded


def test_a_re_recording_lists_each_changed_figure() -> None:
    """`golden.py --write` prints every figure that changed, so the commit can say which."""
    old = {"players": [{"name": "A", "change": 5.25}, {"name": "B", "change": 1.0}], "k": 20}
    new = {"players": [{"name": "A", "change": 5.3}, {"name": "B", "change": 1.0}], "k": 20}
    assert GOLDEN.changes(old, new) == [".players[0].change: 5.25 -> 5.3"]
    assert GOLDEN.changes(old, old) == []
