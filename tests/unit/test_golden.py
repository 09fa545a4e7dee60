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
