"""FIDE title-norm rules by edition (handbook B01): thresholds, floors, title groups, sources."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from enum import StrEnum

from elo_core.errors import InputError


class NormTitle(StrEnum):
    """The four titles gained by norms."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    WIM = "WIM"


class Sure(StrEnum):
    """How sure a rule is (NORMS.md): read in the edition's text, secondary only, or unverified."""

    PRIMARY = "primary"
    SECONDARY = "secondary"
    UNVERIFIED = "unverified"


@dataclass(frozen=True, kw_only=True, slots=True)
class Threshold:
    """What one norm asks: Rp at least, Ra at least, and the floor one opponent is raised to."""

    rp_min: int
    ra_min: int
    floor: int
    holders: frozenset[str]  # titles that count as 'holders of the norm's title' (1.4.5b-e)


THRESHOLDS: dict[NormTitle, Threshold] = {
    NormTitle.GM: Threshold(rp_min=2600, ra_min=2380, floor=2200, holders=frozenset({"GM"})),
    NormTitle.IM: Threshold(rp_min=2450, ra_min=2230, floor=2050,
                            holders=frozenset({"GM", "IM"})),
    NormTitle.WGM: Threshold(rp_min=2400, ra_min=2180, floor=2000,
                             holders=frozenset({"GM", "IM", "WGM"})),
    NormTitle.WIM: Threshold(rp_min=2250, ra_min=2030, floor=1850,
                             holders=frozenset({"GM", "IM", "WGM", "WIM"})),
}
# 1.4.5a: title holders for the 50 % rule; CM and WCM do not count.
TITLED = frozenset({"GM", "IM", "WGM", "WIM", "FM", "WFM"})
ALL_TITLES = ("GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "WCM")
WOMEN_TITLES = (NormTitle.WGM, NormTitle.WIM)
# Norm titles above each held title (a WGM may still make GM and IM norms).
ABOVE: dict[str, tuple[NormTitle, ...]] = {
    "GM": (),
    "IM": (NormTitle.GM,),
    "WGM": (NormTitle.GM, NormTitle.IM),
    "WIM": (NormTitle.GM, NormTitle.IM, NormTitle.WGM),
}
MIN_SHARE_PERCENT = 35  # 1.4.8b, on the unrounded ratio (13 games: 5, not 4.5; a policy choice)
MIN_GAMES = 9  # 1.4.1a
FID = "FID"  # 1.4.2a: counted, never a foreign federation, not a federation for the caps


@dataclass(frozen=True, kw_only=True, slots=True)
class NormEdition:
    """One edition of the Title Regulations, as far as norm arithmetic goes."""

    name: str
    starts: dt.date  # applies to tournaments starting on or after this day
    text: str
    unrated: int  # what an unrated opponent counts as (1.4.6d / 1.46d)
    unrated_sure: Sure
    rules_sure: Sure  # the rest of the norm sections (thresholds, floors, mix)


EDITIONS: tuple[NormEdition, ...] = (
    NormEdition(name="2024", starts=dt.date(2024, 1, 1),
                text="B01 of 1 January 2024 (FIDE document B012024)",
                unrated=1400, unrated_sure=Sure.PRIMARY, rules_sure=Sure.PRIMARY),
    NormEdition(name="2022", starts=dt.date(2022, 1, 1),
                text="B01 of 1 January 2022 (and its 2023 reprint)", unrated=1000,
                unrated_sure=Sure.UNVERIFIED, rules_sure=Sure.SECONDARY),
    NormEdition(name="2017", starts=dt.date(2017, 7, 1), text="B01 effective 1 July 2017",
                unrated=1000, unrated_sure=Sure.SECONDARY, rules_sure=Sure.SECONDARY),
    NormEdition(name="2014", starts=dt.date.min,  # and every date before 2014
                text="B01 effective 1 July 2014 (before it, the 2009 text: same thresholds)",
                unrated=1000, unrated_sure=Sure.SECONDARY, rules_sure=Sure.SECONDARY),
)
EDITION_NAMES = tuple(edition.name for edition in EDITIONS)


def edition_for(start: dt.date | None) -> NormEdition:
    """The edition in force when a tournament starts (no date: the current one, 2024)."""
    if start is None:
        return EDITIONS[0]
    return next(edition for edition in EDITIONS if start >= edition.starts)


def edition_named(name: str) -> NormEdition:
    """An edition by its year ('2024', '2022', '2017', '2014')."""
    for edition in EDITIONS:
        if edition.name == name:
            return edition
    raise InputError(f"'{name}' is not a Title Regulations edition (one of "
                     f"{', '.join(EDITION_NAMES)})")


def norms_for(title: str, *, female: bool) -> tuple[NormTitle, ...]:
    """The norm titles above a player's own title (women's norms only for women)."""
    found = ABOVE.get(title.upper(), tuple(NormTitle))
    return tuple(t for t in found if female or t not in WOMEN_TITLES)
