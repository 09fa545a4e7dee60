"""S-curve explorer, issue 11 items 4 and 16: the K lines follow the chosen curve and the
400-point rule and say which they draw; words a chess player reads right; typed ratings."""

from __future__ import annotations

import json
from typing import Any

from streamlit.testing.v1 import AppTest


def _figure(at: AppTest, title_part: str) -> dict[str, Any]:
    """The first chart whose traces mention `title_part` in a name."""
    for chart in at.get("plotly_chart"):
        spec = json.loads(chart.proto.spec)
        if any(title_part in str(t.get("name", "")) for t in spec["data"]):
            return spec
    raise AssertionError(f"no chart with a trace named like {title_part!r}")


def _k40_loss_at_750(h: Any, at: AppTest, choice: str) -> float:
    """Draw the K lines with curve `choice`; the K 40 loss (third panel) at gap +750."""
    at.radio(key="curve").set_value(choice)
    h.rerun(at)
    loss40 = next(t for t in _figure(at, "K 40")["data"]
                  if t["name"] == "K 40" and t["xaxis"] == "x3")
    return float(dict(zip(loss40["x"], loss40["y"], strict=True))[750])


def _k_tab(at: AppTest, h: Any) -> None:
    """The S-curve page with its K tab open (a closed tab's charts are not drawn)."""
    h.open_page(at, "pages/scurve.py")
    at.session_state["view"] = "K and the gap"
    h.rerun(at)


def test_k_lines_under_the_fide_rule(at: AppTest, h: Any) -> None:
    """FIDE table with the rule: a K 40 loss at +750 is -36.8 (the gap counts as 400), not
    the logistic -39.5; the page says which curve it draws."""
    _k_tab(at, h)
    assert round(_k40_loss_at_750(h, at, "fide"), 2) == -36.8
    assert "Drawn with: FIDE table, 400-point rule." in h.texts(at)
    assert round(_k40_loss_at_750(h, at, "logistic"), 1) == -39.5
    assert "Drawn with: Classic logistic." in h.texts(at)


def test_own_k_only_when_set(at: AppTest, h: Any) -> None:
    """No 'your K' line until a K is typed; then one per panel."""
    _k_tab(at, h)
    names = [t["name"] for t in _figure(at, "K 10")["data"]]
    assert not any(name.startswith("your K") for name in names)
    at.number_input(key="k").set_value(28)
    h.rerun(at)
    names = [t["name"] for t in _figure(at, "K 10")["data"]]
    assert names.count("your K 28") == 3


def test_typed_ratings_set_the_gap_and_the_rule_is_shown_not_drawn(at: AppTest,
                                                                     h: Any) -> None:
    """1613 and 1609 typed: gap +4, E 0.506; the toggle says 'Show', never 'Draw'."""
    h.open_page(at, "pages/scurve.py")
    assert at.toggle(key="cap").label == "Show FIDE's 400-point rule"
    at.number_input(key="own").set_value(1613)
    at.number_input(key="opp").set_value(1609)
    h.rerun(at)
    assert h.value(at, "Difference") == "+4"
    assert h.value(at, "Expected score (logistic)") == "0.506"
    assert "1613 - 1609 = +4" in h.texts(at)
    assert at.slider(key="gap").disabled


def test_typed_ratings_from_a_link_are_checked(store_path: object, h: Any) -> None:
    """own=99999 in a link is dropped with a message; opp alone leaves the slider in charge."""
    at = h.fresh(page="pages/scurve.py", query={"own": "99999", "opp": "1609", "gap": "100"})
    assert not at.exception
    assert any("'own' was ignored" in w.value for w in at.warning)
    assert h.value(at, "Difference") == "+100"
