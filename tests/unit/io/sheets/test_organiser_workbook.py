"""The organiser's own workbook (tests/support/organiser_workbook.py) read as the page reads it:
one event of 60 games, every guess said, the Players sheet used when the same workbook is given
as the players file, and the junior rule said for the players it could not reach."""

from __future__ import annotations

import pytest

from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System
from tests.support.organiser_workbook import PLAYERS, workbook_bytes

BOOK = workbook_bytes()
NO_BIRTH_YEAR_UNDER_2300 = 15  # 24 - 9 with a birth year - 2 NR + 'Kowalsky, Jan' (misspelt)


def _codes(warnings: object) -> list[str]:
    return [w.code for w in warnings]  # type: ignore[attr-defined]


def test_the_games_sheet_alone() -> None:
    """One event named after the file, 60 games, 25 players (the misspelt name is one); the
    Players sheet is named as not read, with what to do; no birth year: the junior rule said."""
    event = read_event_file(BOOK, source="weekend.xlsx")
    assert list(event.games["event"].unique()) == ["weekend.xlsx"]
    assert len(event.games) == 60
    result = rate_field(event, system=System.FIDE)
    assert len(result.players) == 25
    assert _codes(result.warnings) == ["sheet_not_read", "time_control_minutes",
                                       "events_joined_by_rounds", "similar_names_in_event",
                                       "junior_rule_not_applied"]
    assert result.warnings[0].what == (
        "only the sheet 'Games' was read; not: 'Players' (to use the players sheet 'Players', "
        "give this workbook as the players file too)")
    assert result.warnings[-1].what.startswith("no player has a birth year")
    schmidt = result.players.set_index("player").loc["Schmidt, Anna"]
    assert (schmidt["k"], schmidt["change"]) == (20, pytest.approx(12.6))


def test_the_same_workbook_as_players_file() -> None:
    """Both sheets read: no sheet_not_read; Schmidt (born 2009, 2046) K 40: +25.2 (was +12.6
    at K 20); the 15 rated under 2300 without a birth year are named (a junior among them gets
    K 20); 24 of 24 profiles matched."""
    event = read_event_file(BOOK, source="weekend.xlsx", players=BOOK,
                            players_name="weekend.xlsx")
    result = rate_field(event, system=System.FIDE)
    assert _codes(result.warnings) == ["time_control_minutes", "events_joined_by_rounds",
                                       "similar_names_in_event", "junior_rule_not_applied"]
    table = result.players.set_index("player")
    assert (table.at["Schmidt, Anna", "k"], table.at["Schmidt, Anna", "change"]) == \
        (40, pytest.approx(25.2))
    assert table.at["Dubois, Marc", "k"] == 20  # born 1975
    junior = result.warnings[-1]
    assert junior.what.startswith(f"{NO_BIRTH_YEAR_UNDER_2300} players rated under 2300 have "
                                  "no birth year")
    unknown = {name for name, rating, year in PLAYERS if year is None and rating is not None}
    assert set(junior.players) == unknown | {"Kowalsky, Jan"}


def test_every_birth_year_given_says_nothing() -> None:
    """With a birth year for every player the junior rule is applied and not warned about."""
    text = ("event,date,white,black,white_rating,black_rating,result,white_birth_year,"
            "black_birth_year\nOpen,2025-05-01,Ann,Bob,1800,1700,1,2012,1990\n")
    result = rate_field(read_event_file(text.encode(), source="g.csv"), system=System.FIDE)
    assert "junior_rule_not_applied" not in _codes(result.warnings)
    assert result.players.set_index("player").at["Ann", "k"] == 40


def test_one_player_without_a_birth_year_is_named() -> None:
    """Bob (1700, no birth year) is named; Cid (2350) is not, the rule ends at 2300."""
    text = ("event,date,white,black,white_rating,black_rating,result,white_birth_year,"
            "black_birth_year\nOpen,2025-05-01,Ann,Bob,1800,1700,1,2012,\n"
            "Open,2025-05-01,Cid,Dan,2350,2000,1,,1970\n")
    result = rate_field(read_event_file(text.encode(), source="g.csv"), system=System.FIDE)
    junior = [w for w in result.warnings if w.code == "junior_rule_not_applied"]
    assert [w.players for w in junior] == [("Bob",)]
    assert junior[0].what.startswith("1 player rated under 2300 has no birth year")
