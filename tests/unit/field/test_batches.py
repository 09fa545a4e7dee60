"""Rating a field batch by batch: the month numbers Glicko-2 counts missed periods with."""

from __future__ import annotations

from elo_core.field.batches import month_index


def test_month_numbers_count_months_across_a_new_year() -> None:
    """November 2024 to February 2025 is 3 months (December and January missed); December to
    January 1; within a year, March to October 7."""
    assert month_index("2025-02") - month_index("2024-11") == 3
    assert month_index("2025-01") - month_index("2024-12") == 1
    assert month_index("2026-10") - month_index("2026-03") == 7
