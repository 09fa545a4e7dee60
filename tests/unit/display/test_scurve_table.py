"""The S-curve's common-gap table and note follow the 400-point toggle."""

from __future__ import annotations

import pytest

from elo_core.display.scurve_table import (
    FIDE_CAPPED,
    FIDE_NO_CAP,
    column_formats,
    column_labels,
    common_gaps_table,
    curve_note,
)


def test_capped_table_stops_at_the_400_row() -> None:
    """With the rule, 500, 600 and 800 count as 400: PD 0.92 (row 392-411); logistic 0.909 at
    400, 0.947 at 500 (seed B: +400 about 0.91)."""
    row = common_gaps_table(400).set_index("Gap").loc
    assert [row[g, FIDE_CAPPED] for g in (400, 500, 600, 800)] == [0.92] * 4
    assert row[400, "E stronger (logistic)"] == pytest.approx(0.909)
    assert row[500, "E stronger (logistic)"] == pytest.approx(0.947)
    assert row[200, "E weaker (logistic)"] == pytest.approx(0.24)


def test_uncapped_table_uses_the_real_gap() -> None:
    """Without the rule: 500 is in row 485-517 (0.96), 600 in 560-619 (0.98), 800 above 735
    (1.00), as the caption above the chart says for the same gap."""
    row = common_gaps_table(None).set_index("Gap").loc
    assert [row[g, FIDE_NO_CAP] for g in (400, 500, 600, 800)] == [0.92, 0.96, 0.98, 1.0]


def test_formats_give_each_column_one_number_of_decimals() -> None:
    """0.5 shows as 0.500 beside 0.571 (logistic) and 0.50 beside 0.57 (FIDE)."""
    assert column_formats(None)[FIDE_NO_CAP] == "%.2f"
    assert column_formats(400)["E stronger (logistic)"] == "%.3f"


def test_note_mentions_the_dashed_lines_only_when_they_are_drawn() -> None:
    """The dashed 400-point lines are explained with the rule on, and not claimed without it."""
    assert "dashed lines" in curve_note(400)
    assert "dashed lines" not in curve_note(None)
    assert "rule is off" in curve_note(None)


def test_short_headers_for_a_phone_keep_the_full_meaning_in_help() -> None:
    """Stronger / Weaker / FIDE as headers (all fit at 390 px); the help names the curve or
    the table with its rule."""
    labels = column_labels(400)
    assert [short for short, _ in labels.values()] == ["Stronger", "Weaker", "FIDE"]
    assert labels["E stronger (logistic)"][1].endswith("(logistic curve)")
    assert "400" in list(labels.values())[2][1]
