"""docs/api.md: every name it lists exists where it says, and its example runs as it says."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import pytest

PAGE = (Path(__file__).resolve().parents[2] / "docs" / "api.md").read_text(encoding="utf-8")
NAMES = sorted(set(re.findall(r"`(elo_core(?:\.\w+)+)`", PAGE)))


def _find(dotted: str) -> object:
    """The object a dotted name stands for: the longest importable module, then attributes."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for name in parts[cut:]:
            found = getattr(found, name)
        return found
    raise AssertionError(dotted)


def test_the_page_lists_the_readers_the_rating_and_the_charts() -> None:
    """At least the names the issue asks for."""
    for name in ("elo_core.read_event_file", "elo_core.read_players_csv", "elo_core.rate_event",
                 "elo_core.rate_field", "elo_core.FieldResult", "elo_core.EventResult",
                 "elo_core.norms.event.check_event", "elo_core.field.next_list.next_list",
                 "elo_core.analysis.calibration", "elo_core.analysis.figures.fan_chart",
                 "elo_core.display.season_figures.trajectories"):
        assert name in NAMES


@pytest.mark.parametrize("dotted", NAMES)
def test_each_listed_name_exists(dotted: str) -> None:
    """`elo_core.x.y` imports (a module, a function, a type or a constant)."""
    assert _find(dotted) is not None


def test_the_from_python_example_runs_and_gives_what_it_says() -> None:
    """The README example's figures: K 20, expected 1.27, change +4.6, new rating 2055; the
    Capo d'Orso TRF rated: 84 players; the chart has Gromovs Sergejs's line."""
    (code,) = re.findall(r"```python\n(.*?)```", PAGE, re.DOTALL)
    space: dict[str, Any] = {}
    exec(compile(code, "docs/api.md", "exec"), space)  # the page's own example
    res, field, figure = space["res"], space["field"], space["figure"]
    assert (res.k, res.expected, res.change, res.new_rating) == \
        pytest.approx((20, 1.27, 4.6, 2055))
    assert len(field.players) == 84
    assert figure.data[0].name == "Gromovs Sergejs (computed)"
