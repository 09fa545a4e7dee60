"""URL parameters checked before widgets read them: every kind of value, good and bad."""

from __future__ import annotations

import pytest

from elo_core.scenarios.url_checks import AnyOf, LinkValue, WholeRange, link_problems

EXPECTED = {"gap": WholeRange(low=-800, high=800), "cap": LinkValue.FLAG,
            "ks": AnyOf(options=("10", "20", "40")), "view": ["Curve", "K"]}


def test_good_values_pass() -> None:
    """In-range numbers, true/false, known options (one or several) give no problem."""
    params = {"gap": "-800", "cap": "False", "ks": ["10", "40"], "view": "K"}
    assert link_problems(params, EXPECTED) == {}


def test_missing_parameters_are_not_problems() -> None:
    """A parameter the link does not carry keeps the widget's default silently."""
    assert link_problems({}, EXPECTED) == {}


@pytest.mark.parametrize(("name", "value", "message"), [
    ("gap", "801", "expected a whole number from -800 to 800, got '801'"),
    ("gap", "1.5", "expected a whole number from -800 to 800, got '1.5'"),
    ("gap", ["1", "2"], "expected a whole number from -800 to 800, got 2 values"),
    ("cap", "yes", "expected true or false, got 'yes'"),
    ("ks", ["10", "11"], "expected any of 10, 20, 40, got 2 values"),
    ("view", "Heatmap", "expected one of Curve, K, got 'Heatmap'"),
])
def test_bad_values_name_the_parameter(name: str, value: str | list[str], message: str) -> None:
    """Each bad value is reported with the parameter, what was expected and what came."""
    assert link_problems({name: value}, EXPECTED) == {
        name: f"The link's '{name}' was ignored: {message}."}
