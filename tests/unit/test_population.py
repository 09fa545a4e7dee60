"""Percentiles from the shipped distribution tables, with their population named."""

from __future__ import annotations

import pytest

from elo_core.errors import InputError
from elo_core.population import MISSING_FEDERATIONS, Population, distribution, percentile


@pytest.mark.parametrize(
    ("population", "total"),
    [(Population.FIDE_ALL, 257_413), (Population.FIDE_ACTIVE, 110_868),
     (Population.CHESSCOM_RAPID, 15_304_005)],
)
def test_tables_load_with_their_totals(population: Population, total: int) -> None:
    """Each shipped CSV loads and sums to the player count its source gives."""
    assert distribution(population).total == total


def test_fide_percentile_of_1613() -> None:
    """1613: 62,052 players below 1600 plus 13 % of the 1600s bin -> 26.1 %."""
    rank = percentile(1613)
    assert rank.percent == pytest.approx(26.1247, abs=1e-4)
    assert rank.below == 67_248
    assert rank.top_percent == pytest.approx(73.875, abs=1e-3)


def test_floor_and_top() -> None:
    """Below the 1400 floor nobody is lower; above the top bin everybody is."""
    assert percentile(1200).percent == 0
    assert percentile(1400).percent == 0
    assert percentile(2900).percent == 100
    assert percentile(1500).percent == pytest.approx(100 * 26_986 / 257_413)


def test_a_rating_beyond_the_table_says_why_it_is_0_or_100_percent() -> None:
    """1250 sits under FIDE's list, which starts at 1400 (0 %, said); 1400, 1613 and 2899 lie
    within the bins (no note); 2950 is above the top bin, 2800-2899 (100 %, said)."""
    under = percentile(1250)
    assert under.percent == 0
    assert under.outside.startswith("The FIDE standard list, all rated players starts at 1400: "
                                    "nobody on it is rated below 1400, so 1250 is below every")
    assert [percentile(r).outside for r in (1400, 1613, 2899)] == ["", "", ""]
    assert percentile(2950).outside == ("The FIDE standard list, all rated players counts nobody "
                                        "above 2899: 2950 is above every player it counts "
                                        "(100 %).")
    assert percentile(150, Population.CHESSCOM_RAPID).outside == ""
    assert percentile(99, Population.CHESSCOM_RAPID).outside.startswith(
        "The Chess.com rapid players starts at 100")


def test_description_names_population_date_and_missing_federations() -> None:
    """The caveat lists the 8 federations that are not included."""
    text = distribution(Population.FIDE_ALL).description
    assert "February 2025" in text
    assert "197 of 205" in text
    for federation in MISSING_FEDERATIONS:
        assert federation in text
    assert len(MISSING_FEDERATIONS) == 8


def test_percentile_is_monotone() -> None:
    """A higher rating never has a lower percentile."""
    values = [percentile(r, Population.CHESSCOM_RAPID).percent for r in range(0, 3600, 37)]
    assert values == sorted(values)


def test_bad_inputs() -> None:
    """Unknown population and non-numbers are InputErrors."""
    with pytest.raises(InputError, match="unknown population"):
        percentile(1500, "lichess")
    with pytest.raises(InputError, match="must be a number"):
        percentile(float("nan"))
