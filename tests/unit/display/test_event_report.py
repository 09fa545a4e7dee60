"""The arbiter's event report: standings by points, every change with K and why, the
crosstable and the warnings, worked by hand on a three-player round robin."""

from __future__ import annotations

import datetime as dt
import re

from elo_core.display.event_report import CROSSTABLE_MAX_PLAYERS, event_report, standings
from elo_core.field.rate import FieldResult, rate_field
from elo_core.io import read_event_file

ROBIN = ("event,date,round,white,black,white_rating,black_rating,result\n"
         "Robin,2025-06-01,1,Ann,Bob,2000,1900,1-0\n"
         "Robin,2025-06-01,2,Bob,Cy,1900,1800,1/2-1/2\n"
         "Robin,2025-06-01,3,Cy,Ann,1800,2000,0-1\n")


def _result(text: str = ROBIN) -> FieldResult:
    return rate_field(read_event_file(text.encode(), source="robin.csv"))


def _rows(page: str, heading: str) -> list[list[str]]:
    """The body rows of the first table after `heading`, as cell texts."""
    part = page.split(heading, 1)[1].split("</table>", 1)[0]
    body = part.split("<tbody>", 1)[1]
    return [re.findall(r"<td[^>]*>(.*?)</td>", row) for row in body.split("</tr>") if "<td" in row]


def test_standings_by_points_sharing_a_place() -> None:
    """Ann 2 points first; Bob and Cy 0.5 each share place 2 (Bob first, as rated)."""
    table = standings(_result())
    assert table[["Place", "Player", "Points"]].values.tolist() == [
        [1, "Ann", 2.0], [2, "Bob", 0.5], [2, "Cy", 0.5]]


def test_every_change_with_k_and_why_worked_by_hand() -> None:
    """FIDE, K 20 each (established, under 2400): Ann +0.36 x 20 + 0.24 x 20 = +12; Bob -0.36
    x 20 - 0.14 x 20 = -10; Cy -0.24 x 20 + 0.14 x 20 = -2 (PD 0.64 at 100, 0.76 at 200)."""
    page = event_report(_result(), generated=dt.date(2026, 12, 4))
    rows = {row[1]: row for row in _rows(page, "with K and why</h2>")}
    assert {name: (row[3], row[8]) for name, row in rows.items()} == {
        "Ann": ("20", "12"), "Bob": ("20", "-10"), "Cy": ("20", "-2")}
    assert "established" in rows["Ann"][4]
    assert "report of 2026-12-04" in page
    assert "<h2>Crosstables</h2><h3>Robin</h3>" in page
    assert "None: the file was read without a warning" in page
    assert "<script" not in page


def test_names_are_text_and_a_wide_event_says_why_no_crosstable() -> None:
    """A name like '<b>Eve</b>' is printed as typed; an event of more than 60 players gets a
    sentence instead of a crosstable."""
    page = event_report(_result(ROBIN.replace("Cy", "<b>Eve</b>")))
    assert "&lt;b&gt;Eve&lt;/b&gt;" in page
    assert "<b>Eve</b>" not in page
    many = "event,date,round,white,black,white_rating,black_rating,result\n" + "".join(
        f"Big,2025-06-01,1,P{i},Q{i},2000,2000,1-0\n" for i in range(31))
    assert f"more than {CROSSTABLE_MAX_PLAYERS}, too wide to print" in event_report(_result(many))
