"""The printable norm report carries the IT1 figures, escaped."""

from __future__ import annotations

from elo_core.io.read import read_event_file
from elo_core.norms.event import NormOptions, check_event
from elo_core.norms.manual import TypedEvent, TypedRound, check_typed
from elo_core.norms.report import write_norm_report
from tests.unit.norms.norm_files import gm_event


def test_report_has_the_it1_figures() -> None:
    """Player with title, federation and FIDE ID; event and dates; every opponent with title,
    federation and rating; Ra, points, Rp; the conditions with their verdicts."""
    data = gm_event()
    result = check_event(read_event_file(data), data, NormOptions(player="Seeker"))
    page = write_norm_report(result)
    assert "Seeker, Sam (FM, ENG, FIDE ID 1001)" in page
    assert "Title norm report: Norm test" in page
    assert "2024-03-01 to 2024-03-01" in page
    assert page.count("<td>GM</td><td>") >= 3  # opponents' titles with their federation next
    assert "<td>Opp0, A</td><td>GM</td><td>GER</td><td class='n'>2400</td>" in page
    for figure in ("<th>Ra (opponents&#x27; average, .5 up)</th><td class='n'>2400</td>",
                   "<th>Points</th><td class='n'>7</td>",
                   "<th>Rp = Ra + dp</th><td class='n'>2620</td>"):
        assert figure in page
    assert "<td>1.4.5 GM title holders</td><td class='yes'>met</td>" in page
    assert "arbiter to confirm" in page


def test_report_escapes_names() -> None:
    """A name with markup is shown as text."""
    data = gm_event(name="<script>x</script>")
    result = check_event(read_event_file(data), data)
    page = write_norm_report(result)
    assert "<script>" not in page
    assert "&lt;script&gt;x&lt;/script&gt;" in page


def test_report_lists_the_rounds_not_counted() -> None:
    """A forfeit win in round 9 (typed): 'Round 9, Opp8' under 'Rounds not counted'."""
    rows = [TypedRound(number=i + 1, opponent=f"Opp{i}", rating=2400,
                       result="forfeit win" if i == 8 else "win", title="GM", federation="GER")
            for i in range(9)]
    page = write_norm_report(check_typed(rows, TypedEvent(name="Sam", title="FM",
                                                          federation="ENG")))
    assert "<h3>Rounds not counted</h3><ul><li>Round 9, Opp8: " in page
