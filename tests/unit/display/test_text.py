"""Plain-words labels for an expected score."""

from __future__ import annotations

import pytest

from elo_core.display.text import assessment
from elo_core.errors import InputError


@pytest.mark.parametrize(
    ("expected", "label"),
    [(0.5, "Even match"), (0.506, "Even match"), (0.56, "Slightly stronger"),
     (0.24, "Much weaker: heavy underdog"), (0.76, "Much stronger: heavy favourite"),
     (0.909, "Far stronger: near-certain favourite"), (0.0307, "Far weaker: long shot")],
)
def test_assessment_labels(expected: float, label: str) -> None:
    """Labels follow the distance of E from 0.5, from the player's side."""
    assert assessment(expected) == label


def test_assessment_rejects_out_of_range() -> None:
    """E must be in 0..1."""
    with pytest.raises(InputError, match="between 0 and 1"):
        assessment(1.5)


def test_short_assessment() -> None:
    """The short form drops the favourite / underdog wording."""
    assert assessment(0.24, short=True) == "Much weaker"
    assert assessment(0.5, short=True) == "Even match"

