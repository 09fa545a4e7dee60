"""S-curve explorer: metrics follow the gap, inputs live in the URL and are validated there."""

from __future__ import annotations

import os
from typing import Any

from streamlit.testing.v1 import AppTest


def _gap_rows(at: AppTest) -> dict[str, list[str]]:
    """The common-gap table's rows as the page writes them (Markdown): gap -> the three cells."""
    table = next(m.value for m in at.markdown if m.value.startswith("| Gap | Stronger | Weaker"))
    cells = [line.strip("| ").split(" | ") for line in table.splitlines()
             if line.startswith("| ") and not line.startswith("| Gap")]
    return {row[0]: row[1:] for row in cells}


def test_defaults(at: AppTest, h: Any) -> None:
    """Gap 0: E 0.500, 50 %, even match, and the common-gap table."""
    h.open_page(at, "pages/scurve.py")
    shown = h.metrics(at)
    assert shown["Difference"][0] == "+0"
    assert shown["Expected score (logistic)"][0] == "0.500"
    assert shown["Assessment"][0] == "Even match"
    rows = _gap_rows(at)
    assert rows["200"] == ["0.760", "0.240", "0.76"]
    assert rows["400"] == ["0.909", "0.091", "0.92"]
    assert rows["600"] == ["0.969", "0.031", "0.92"]  # the rule: 600 counts as 400
    assert "the 400-point rule applied" in h.texts(at)
    assert "Beyond the dashed lines" in h.texts(at)


def test_rule_off_the_table_and_note_agree_with_the_caption(at: AppTest, h: Any) -> None:
    """Gap +500 with the 400-point rule off: the caption says 0.96 and so does the table's 500
    row (row 485-517), not the capped 0.92; the note no longer speaks of dashed lines."""
    h.open_page(at, "pages/scurve.py")
    at.slider(key="gap").set_value(500)
    at.toggle(key="cap").set_value(False)
    h.rerun(at)
    assert "FIDE's table gives 0.96 for the same gap (no cap)." in h.texts(at)
    assert _gap_rows(at)["500"] == ["0.947", "0.053", "0.96"]
    assert "no cap (the rule is off)" in h.texts(at)
    assert "dashed lines" not in h.texts(at)


def test_slider_changes_the_numbers(at: AppTest, h: Any) -> None:
    """Gap 400: 0.909 (90.9 %); (the browser test checks that the URL follows)."""
    h.open_page(at, "pages/scurve.py")
    at.slider(key="gap").set_value(400)
    h.rerun(at)
    shown = h.metrics(at)
    assert shown["Expected score (logistic)"][0] == "0.909"
    assert shown["Score %"][0] == "90.9%"
    assert shown["Assessment"][0] == "Far stronger"
    assert "Far stronger: near-certain favourite." in h.texts(at)
    assert "FIDE's table gives 0.92" in h.texts(at)


def test_shared_link_opens_the_same_view(store_path: object, h: Any) -> None:
    """A link with gap=-200, K values and a loss heatmap opens exactly that."""
    at = h.fresh(page="pages/scurve.py",
                 query={"gap": "-200", "ks": ["16", "32"], "k": "24", "result": "loss"})
    assert h.metrics(at)["Expected score (logistic)"][0] == "0.240"
    assert h.metrics(at)["Assessment"][0] == "Much weaker"
    assert not at.multiselect  # the K tab's inputs are drawn when it opens (first chart first)
    at.session_state["view"] = "K and the gap"
    h.rerun(at)
    assert at.multiselect(key="ks").value == [16, 32]
    assert at.number_input(key="k").value == 24
    assert at.segmented_control(key="result").value == "loss"


def test_bad_link_values_are_ignored(store_path: object, h: Any) -> None:
    """Text or out-of-range values in the URL fall back to the defaults, each with a message."""
    at = h.fresh(page="pages/scurve.py",
                 query={"gap": "abc", "k": "0", "ks": ["x"], "result": "win"})
    assert not at.exception
    assert h.metrics(at)["Difference"][0] == "+0"
    warnings = [h.plain(w.value) for w in at.warning]
    assert "The link's 'gap' was ignored: expected a whole number from -800 to 800, got 'abc'." \
        in warnings
    assert "The link's 'k' was ignored: expected a whole number from 1 to 100, got '0'." \
        in warnings
    ks_message = "The link's 'ks' was ignored: expected any of 10, 15"
    assert any(w.startswith(ks_message) for w in warnings)
    at.session_state["view"] = "K and the gap"
    h.rerun(at)
    assert at.number_input(key="k").value is None
    assert at.segmented_control(key="result").value == "win"
    assert "ELO_STORE_PATH" in os.environ


def test_out_of_range_gap_in_link(store_path: object, h: Any) -> None:
    """gap=99999 is refused with a message instead of being dropped silently."""
    at = h.fresh(page="pages/scurve.py", query={"gap": "99999"})
    assert not at.exception
    assert any("'gap' was ignored" in w.value and "'99999'" in w.value for w in at.warning)


def test_gap_survives_a_page_switch(at: AppTest, h: Any) -> None:
    """The gap is still there after visiting the calculator."""
    h.open_page(at, "pages/scurve.py")
    at.slider(key="gap").set_value(-150)
    h.rerun(at)
    h.open_page(at, "pages/calculator.py")
    h.open_page(at, "pages/scurve.py")
    assert h.metrics(at)["Difference"][0] == "-150"


def test_typed_ratings_move_the_disabled_slider(at: AppTest, h: Any) -> None:
    """The slider at +300, then 1500 and 1700 typed: the slider is disabled and shows -200 (the
    typed gap, not +300), like the metrics (E 0.240); clearing a rating hands the slider back,
    still at -200."""
    h.open_page(at, "pages/scurve.py")
    at.slider(key="gap").set_value(300)
    h.rerun(at)
    at.number_input(key="own").set_value(1500)
    at.number_input(key="opp").set_value(1700)
    h.rerun(at)
    slider = at.slider(key="gap")
    assert slider.disabled
    assert slider.value == -200
    assert h.metrics(at)["Difference"][0] == "-200"
    assert h.metrics(at)["Expected score (logistic)"][0] == "0.240"
    at.number_input(key="opp").set_value(None)
    h.rerun(at)
    assert not at.slider(key="gap").disabled
    assert at.slider(key="gap").value == -200
    assert h.metrics(at)["Difference"][0] == "-200"


def test_changing_typed_ratings_again_moves_the_slider_again(at: AppTest, h: Any) -> None:
    """QA found the page failing with 'Cannot directly set query parameter gap' at the second
    change of a typed rating: 1500 v 1400 (+100), then 1550 (+150), then 1600 by its stepper
    (+200), then the opponent 1700 (-100): each time slider, metric and address agree."""
    h.open_page(at, "pages/scurve.py")
    at.number_input(key="own").set_value(1500)
    at.number_input(key="opp").set_value(1400)
    h.rerun(at)
    for key, value, gap in (("own", 1550, 150), ("own", 1600, 200), ("opp", 1700, -100)):
        at.number_input(key=key).set_value(value)
        h.rerun(at)  # (asserts no exception on the page)
        assert at.slider(key="gap").value == gap
        assert h.metrics(at)["Difference"][0] == f"{gap:+d}"
        assert at.query_params["gap"] == str(gap)


def test_a_link_with_two_ratings_shows_their_gap_on_the_slider(store_path: object,
                                                                h: Any) -> None:
    """A link with own=1700, opp=1500 and an older gap=300: slider and metrics show +200."""
    at = h.fresh(page="pages/scurve.py", query={"own": "1700", "opp": "1500", "gap": "300"})
    assert at.slider(key="gap").value == 200
    assert at.slider(key="gap").disabled
    assert h.metrics(at)["Difference"][0] == "+200"


def _metric_rows(node: Any) -> list[Any]:
    """The blocks holding metrics as their own children."""
    children = list(getattr(node, "children", {}).values())
    found = [node] if any(getattr(c, "type", "") == "metric" for c in children) else []
    return found + [row for child in children for row in _metric_rows(child)]


def test_the_metrics_wrap_instead_of_being_cut(at: AppTest, h: Any) -> None:
    """At 1100 px four metrics side by side cut 'Slightly stronger' to 'Slightly ...': they sit
    in one horizontal container that wraps, each as wide as its text."""
    h.open_page(at, "pages/scurve.py")
    rows = _metric_rows(at._tree)
    assert len(rows) == 1
    flex = rows[0].proto.flex_container
    assert (flex.direction, flex.wrap) == (flex.HORIZONTAL, True)
    assert [c.label for c in rows[0].children.values()] == [
        "Difference", "Expected score (logistic)", "Score %", "Assessment"]


def test_only_the_open_tab_draws_its_charts(at: AppTest, h: Any) -> None:
    """The first screen (the curve tab) sends one chart, not three: the K tab's two charts
    are drawn when it opens (issue 21: the browser draws every chart the page sends, the
    hidden ones too, before the page is done)."""
    h.open_page(at, "pages/scurve.py")
    assert [c.key for c in at.get("plotly_chart")] == ["scurve_chart"]
    at.session_state["view"] = "K and the gap"
    h.rerun(at)
    assert [c.key for c in at.get("plotly_chart")] == ["scurve_chart", "k_lines", "k_heatmap"]


def test_a_typed_game_beyond_the_slider_is_the_one_shown(at: AppTest, h: Any) -> None:
    """2800 v 1500 typed: +1300 (beyond the slider's 800), E = 1 / (1 + 10^(-1300/400)) =
    0.999, 99.9 %, FIDE's table 0.92 with the 400-point rule; never the slider's +0 'Even
    match'. The slider is disabled at its end (+800) and the caption says the figures are the
    typed game's."""
    h.open_page(at, "pages/scurve.py")
    at.number_input(key="own").set_value(2800)
    at.number_input(key="opp").set_value(1500)
    h.rerun(at)
    shown = h.metrics(at)
    assert shown["Difference"][0] == "+1300"
    assert shown["Expected score (logistic)"][0] == "0.999"
    assert shown["Score %"][0] == "99.9%"
    assert shown["Assessment"][0] != "Even match"
    assert at.slider(key="gap").disabled
    assert at.slider(key="gap").value == 800  # at its end, on the typed game's side
    page = h.texts(at)
    assert "2800 - 1500 = +1300. That is beyond the slider's end (800)" in page
    assert "FIDE's table gives 0.92 for the same gap (a gap beyond 400 counts as 400)." in page
    assert not at.warning


def test_the_handout_downloads(store_path: object, h: Any,
                               every_download: dict[str, Any]) -> None:
    """Typed 2800 v 1500 (beyond the slider): the handout is for +1300, E 0.999, the FIDE
    figure at the rule's +400; the PDF is printed on the click."""
    at = h.fresh({"own": "2800", "opp": "1500"}, page="pages/scurve.py")
    page = every_download["Handout (HTML)"]
    assert "A rating gap of +1300" in page
    assert "gap = 2800 - 1500 = +1300" in page
    assert "0.999" in page
    assert "the gap counted as +400" in page
    assert callable(every_download["Handout (PDF)"])
    assert not at.exception
