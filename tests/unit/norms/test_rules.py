"""Editions by start date, and which norms a player can aim at."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import InputError
from elo_core.norms.rules import NormTitle, Sure, edition_for, edition_named, norms_for


@pytest.mark.parametrize(("start", "name", "unrated"), [
    (dt.date(2024, 1, 1), "2024", 1400), (dt.date(2026, 5, 2), "2024", 1400),
    (dt.date(2023, 12, 31), "2022", 1000), (dt.date(2022, 1, 1), "2022", 1000),
    (dt.date(2021, 12, 31), "2017", 1000), (dt.date(2017, 7, 1), "2017", 1000),
    (dt.date(2017, 6, 30), "2014", 1000), (dt.date(2005, 7, 28), "2014", 1000),
    (dt.date(1900, 1, 1), "2014", 1000),  # the earliest date a file may give
])
def test_edition_by_start(start: dt.date, name: str, unrated: int) -> None:
    """The tournament's start date picks the edition and its unrated value."""
    edition = edition_for(start)
    assert (edition.name, edition.unrated) == (name, unrated)


def test_sureness() -> None:
    """1400 is read in the 2024 text; 2022-2023 is unverified; no date means 2024."""
    assert edition_for(None).name == "2024"
    assert edition_named("2024").unrated_sure is Sure.PRIMARY
    assert edition_named("2022").unrated_sure is Sure.UNVERIFIED
    assert edition_named("2017").unrated_sure is Sure.SECONDARY


def test_unknown_edition() -> None:
    """An edition name that does not exist says which do."""
    with pytest.raises(InputError, match="2024, 2022, 2017, 2014"):
        edition_named("2019")


def test_norms_above_the_title() -> None:
    """GM: none; IM: GM; WGM: GM and IM; FM man: GM and IM; untitled woman: all four."""
    assert norms_for("GM", female=False) == ()
    assert norms_for("IM", female=True) == (NormTitle.GM,)
    assert norms_for("WGM", female=True) == (NormTitle.GM, NormTitle.IM)
    assert norms_for("FM", female=False) == (NormTitle.GM, NormTitle.IM)
    assert norms_for("", female=True) == tuple(NormTitle)
    assert norms_for("WIM", female=True) == (NormTitle.GM, NormTitle.IM, NormTitle.WGM)
