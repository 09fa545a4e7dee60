"""Time-control cells classified as FIDE standard, rapid or blitz."""

from __future__ import annotations

import re

import pytest

from elo_core.io.cells.time_control import time_class
from elo_core.models import TimeControl


@pytest.mark.parametrize(("text", "expected"), [
    ("standard", TimeControl.STANDARD), (" Classical ", TimeControl.STANDARD),
    ("RAPID", TimeControl.RAPID), ("blitz", TimeControl.BLITZ),
    ("180+0", TimeControl.BLITZ), ("180+2", TimeControl.BLITZ),  # 3 + 2 min = 5 min
    ("300+5", TimeControl.BLITZ),  # 5 min + 60 x 5 s = 10 min: blitz (at most 10)
    ("600+0", TimeControl.BLITZ), ("600+1", TimeControl.RAPID), ("900+10", TimeControl.RAPID),
    ("3540+0", TimeControl.RAPID), ("3000+10", TimeControl.STANDARD),  # 50 + 10 = 60 min
    ("5400+30", TimeControl.STANDARD), ("40/5400+30:1800+30", TimeControl.STANDARD),
    ("40/1200:600", TimeControl.RAPID),  # 20 min for 40 moves + 10 for the rest: 30 min
    ("*180", TimeControl.BLITZ),
    # minutes only when written as minutes; a bare 90+30 is PGN seconds (1.5 min + 30 min: rapid)
    ("90min+30s", TimeControl.STANDARD), ("90'+30\"", TimeControl.STANDARD),
    ("90 min", TimeControl.STANDARD), ("25m+10s", TimeControl.RAPID),
    ("3 min + 2 s", TimeControl.BLITZ), ("90+30", TimeControl.RAPID),
    ("", None), ("?", None), ("-", None),
])
def test_time_control_classes(text: str, expected: TimeControl | None) -> None:
    """time = base + 60 x increment (seconds): blitz <= 10 min < rapid < 60 min <= standard."""
    assert time_class(text) == expected


@pytest.mark.parametrize("text", ["fast", "90 hours", "5400+", "+30", "0", "0+0", "1/0", "min"])
def test_unreadable_time_controls_raise(text: str) -> None:
    with pytest.raises(ValueError, match=re.escape(text)):
        time_class(text)

