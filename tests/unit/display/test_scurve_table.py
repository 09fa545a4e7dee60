"""The S-curve's common-gap table and note follow the 400-point toggle."""

from __future__ import annotations

import pytest

from elo_core.display.scurve_table import (
    COMMON_GAPS,
    FIDE_CAPPED,
    FIDE_NO_CAP,
    column_formats,
    column_labels,
    common_gaps_markdown,
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


def test_markdown_table_writes_every_row_with_its_columns_decimals() -> None:
    """Ten rows under Gap / Stronger / Weaker / FIDE, right-aligned; 0.5 written 0.500 beside
    the logistic 3 decimals and 0.50 in the FIDE column; with the rule 800 reads 0.92 (counted
    as 400), without it 1.00 (above 735); the line below says which."""
    capped = common_gaps_markdown(400).split("\n\n")
    lines = capped[0].splitlines()
    assert lines[:3] == ["| Gap | Stronger | Weaker | FIDE |", "|---:|---:|---:|---:|",
                         "| 0 | 0.500 | 0.500 | 0.50 |"]
    assert len(lines) == 2 + len(COMMON_GAPS)
    assert lines[-1] == "| 800 | 0.990 | 0.010 | 0.92 |"
    assert capped[1].endswith("the 400-point rule applied.")
    free = common_gaps_markdown(None).split("\n\n")
    assert free[0].splitlines()[-1] == "| 800 | 0.990 | 0.010 | 1.00 |"
    assert free[1].endswith("no cap (the rule is off).")


@pytest.mark.parametrize("cap", [400, None])
def test_markdown_table_agrees_with_the_data_table(cap: int | None) -> None:
    """Every cell of the Markdown table is the data table's value at its column's decimals."""
    table = common_gaps_table(cap)
    rows = [line.strip("| ").split(" | ")
            for line in common_gaps_markdown(cap).split("\n\n")[0].splitlines()[2:]]
    for written, (_, gap, stronger, weaker, fide) in zip(rows, table.itertuples(), strict=True):
        assert written == [str(gap), f"{stronger:.3f}", f"{weaker:.3f}", f"{fide:.2f}"]
