"""Percentile of a rating in a real rated population, from the distribution tables shipped here."""

from __future__ import annotations

import csv
import enum
import functools
import io
import math
from dataclasses import dataclass
from importlib import resources

from elo_core.errors import InputError

MISSING_FEDERATIONS = ("ESP", "FRA", "GER", "IND", "IRI", "ITA", "POL", "RUS")


class Population(enum.StrEnum):
    """A shipped distribution table."""

    FIDE_ALL = "fide-standard-2025-02-197feds-all"
    FIDE_ACTIVE = "fide-standard-2025-02-197feds-active"
    CHESSCOM_RAPID = "chesscom-rapid"


_FIDE_CAVEAT = (
    "197 of 205 federations; " + ", ".join(MISSING_FEDERATIONS)
    + " are missing, about half of all FIDE-rated players"
)
_META: dict[Population, tuple[str, str, str, str]] = {
    # name, date, source, caveat
    Population.FIDE_ALL: (
        "FIDE standard list, all rated players", "February 2025",
        "counted from the mathiasbynens/fide-ratings-json records (2025-02-14)", _FIDE_CAVEAT),
    Population.FIDE_ACTIVE: (
        "FIDE standard list, active players", "February 2025",
        "counted from the mathiasbynens/fide-ratings-json records (2025-02-14)", _FIDE_CAVEAT),
    Population.CHESSCOM_RAPID: (
        "Chess.com rapid players", "date not stated by the source",
        "Chess.com leaderboard histogram quoted on the Chess.com forum",
        "a Glicko scale of an online site, not comparable with FIDE ratings"),
}


@dataclass(frozen=True, kw_only=True, slots=True)
class Distribution:
    """Player counts in 100-point bins (`bin_low..bin_high` inclusive) and where they come from."""

    population: Population
    name: str
    date: str
    source: str
    caveat: str
    bins: tuple[tuple[int, int, int], ...]

    @property
    def total(self) -> int:
        """Number of players in the table."""
        return sum(count for _, _, count in self.bins)

    @property
    def description(self) -> str:
        """One line for the screen: which players, when, and what is missing."""
        return f"{self.name}, {self.date}; {self.total:,} players ({self.caveat})"


@functools.cache
def distribution(population: Population | str) -> Distribution:
    """Load one shipped table (cached)."""
    try:
        which = Population(population)
    except ValueError:
        known = ", ".join(p.value for p in Population)
        raise InputError(f"unknown population '{population}' (known: {known})") from None
    text = (resources.files("elo_core") / "data" / "distributions" / f"{which.value}.csv"
            ).read_text(encoding="utf-8")
    bins = tuple(
        (int(row["bin_low"]), int(row["bin_high"]), int(row["count"]))
        for row in csv.DictReader(io.StringIO(text))
    )
    name, date, source, caveat = _META[which]
    return Distribution(population=which, name=name, date=date, source=source, caveat=caveat,
                        bins=bins)


@dataclass(frozen=True, kw_only=True, slots=True)
class Percentile:
    """Share of the population rated below a rating (players evenly spread within a bin)."""

    rating: float
    percent: float  # 0..100
    below: int  # players strictly below, whole players (rounded down)
    distribution: Distribution

    @property
    def top_percent(self) -> float:
        """Share rated at or above the rating."""
        return 100.0 - self.percent

    @property
    def outside(self) -> str:
        """Why the figure is 0 % or 100 % when the rating lies beyond the table's bins (empty
        when it lies within them): a list that starts at its floor has nobody below it."""
        low, high = self.distribution.bins[0][0], self.distribution.bins[-1][1]
        if self.rating < low:
            return (f"The {self.distribution.name} starts at {low}: nobody on it is rated "
                    f"below {low}, so {self.rating:g} is below every player it counts (0 %). "
                    "A rating under the list's floor is not on the list at all.")
        if self.rating > high:
            return (f"The {self.distribution.name} counts nobody above {high}: {self.rating:g} "
                    "is above every player it counts (100 %).")
        return ""


def percentile(rating: float, population: Population | str = Population.FIDE_ALL) -> Percentile:
    """Percent of `population` rated below `rating`, interpolating within the 100-point bin."""
    if isinstance(rating, bool) or not isinstance(rating, int | float) or math.isnan(rating):
        raise InputError(f"rating must be a number, got {rating!r}")
    dist = distribution(population)
    below = 0.0
    for low, high, count in dist.bins:
        width = high - low + 1
        if rating >= high + 1:
            below += count
        elif rating > low:
            below += count * (rating - low) / width
    total = dist.total
    return Percentile(rating=float(rating), percent=100.0 * below / total if total else 0.0,
                      below=math.floor(below), distribution=dist)
