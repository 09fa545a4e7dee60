"""The differential test: one random event written as CSV (by the test), .csv, .xlsx, .ods and
.trf (by `convert`'s writers) and PGN (by the test) reads back to the same games, the same FIDE
figures and the same warning codes in every format.

What a format cannot carry is left out of its comparison, named here:
- PGN has no birth year: it is compared with the event read without birth years (so it says
  `junior_rule_not_applied` whenever the others have birth years and the rule is in force).
- A TRF dates every game with the event's last day (052; its 132 round dates check the others
  and are not a game's date): its games are compared with each event's last day. A round a
  player sits out is a blank in the player's line, read as a `zero-point bye (blank)` row (no
  points, not rated) when the player plays a later round: those rows are left out.
- PGN writes a forfeit as a game with no moves (TWIC's and ChessBase's way): it is read as a
  forfeit with `pgn_forfeit_no_moves`, a code only PGN can give; the event always holds a
  played game, else a results-only PGN is read as played games (`pgn_results_only`).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import pandas as pd
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from elo_core.cli.convert import converted
from elo_core.field.rate import rate_field
from elo_core.field.standings import PLAYER_COLUMNS
from elo_core.io import EventFile, read_event_file
from elo_core.models import System

# No two names one or two letters apart (that is a warning of its own, tested elsewhere).
NAMES = ("Anna Berg", "Müller, Jörg", "Иванов Сергей", "José Martínez", "Zoë O'Brien",
         "Łukasz Żak", "Søren Dahl", "Ngozi Okafor", "Chen Wei", "Ólafur Þórsson")
RESULTS = {"1-0": (1.0, 0.0, True), "0-1": (0.0, 1.0, True), "1/2-1/2": (0.5, 0.5, True),
           "1-0f": (1.0, 0.0, False), "0-1f": (0.0, 1.0, False)}
PGN_RESULT = {"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "1/2-1/2", "1-0f": "1-0", "0-1f": "0-1"}
PGN_ONLY = {"pgn_forfeit_no_moves"}
KEYS = ["event", "round", "white", "black", "white_rating", "black_rating", "white_score",
        "black_score", "played", "date"]


@dataclass(frozen=True, kw_only=True, slots=True)
class Player:
    """A generated player: name, rating (None: unrated), FIDE ID, birth year (None: not given)."""

    name: str
    rating: int | None
    fide_id: int | None
    birth_year: int | None


@dataclass(frozen=True, kw_only=True, slots=True)
class Event:
    """A generated one-event tournament: its players and (round, white, black, result) games."""

    name: str
    start: dt.date
    players: tuple[Player, ...]
    games: tuple[tuple[int, int, int, str], ...]

    def day(self, round_number: int) -> dt.date:
        return self.start + dt.timedelta(days=round_number - 1)


@st.composite
def events(draw: st.DrawFn) -> Event:
    """4-8 players, 1-4 rounds, each player at most once a round, at least one played game."""
    names = draw(st.lists(st.sampled_from(NAMES), min_size=4, max_size=8, unique=True))
    players = tuple(Player(
        name=name,
        rating=draw(st.one_of(st.none(), st.integers(1000, 2700))),
        fide_id=draw(st.one_of(st.none(), st.integers(100_000, 99_999_999))),
        birth_year=draw(st.one_of(st.none(), st.integers(1950, 2012)))) for name in names)
    games = []
    for round_number in range(1, draw(st.integers(1, 4)) + 1):
        order = draw(st.permutations(range(len(players))))
        for white, black in zip(order[0::2], order[1::2], strict=False):
            if draw(st.booleans()) or not games:
                games.append((round_number, white, black, draw(st.sampled_from(list(RESULTS)))))
    if all(not RESULTS[result][2] for *_, result in games):
        games[0] = (*games[0][:3], "1/2-1/2")
    start = draw(st.dates(dt.date(2005, 1, 1), dt.date(2030, 12, 1)))
    return Event(name=draw(st.sampled_from(["Open", "Zürich Open", "Кубок"])), start=start,
                 players=players, games=tuple(games))


def _cell(value: object) -> str:
    text = "" if value is None else str(value)
    return f'"{text}"' if "," in text or '"' in text else text


def csv_text(event: Event, *, birth_years: bool = True) -> str:
    """The games CSV an organiser would write: one row a game, ratings, IDs, birth years."""
    header = ["event", "date", "round", "white", "black", "white_rating", "black_rating",
              "result", "white_id", "black_id"]
    if birth_years:
        header += ["white_birth_year", "black_birth_year"]
    lines = [",".join(header)]
    for round_number, white, black, result in event.games:
        one, two = event.players[white], event.players[black]
        row: list[object] = [event.name, event.day(round_number).isoformat(), round_number,
                             one.name, two.name, one.rating, two.rating, result, one.fide_id,
                             two.fide_id]
        if birth_years:
            row += [one.birth_year, two.birth_year]
        lines.append(",".join(_cell(value) for value in row))
    return "\n".join(lines) + "\n"


def pgn_text(event: Event) -> str:
    """The same games as a PGN export: Elo and FideId tags only when known, moves for a played
    game, the result alone for a forfeit."""
    out = []
    for round_number, white, black, result in event.games:
        one, two = event.players[white], event.players[black]
        tags = [("Event", event.name), ("Site", "?"),
                ("Date", event.day(round_number).strftime("%Y.%m.%d")),
                ("Round", str(round_number)), ("White", one.name), ("Black", two.name),
                ("Result", PGN_RESULT[result]),
                ("EventDate", event.start.strftime("%Y.%m.%d"))]
        for side, player in (("White", one), ("Black", two)):
            if player.rating is not None:
                tags.append((f"{side}Elo", str(player.rating)))
            if player.fide_id is not None:
                tags.append((f"{side}FideId", str(player.fide_id)))
        moves = "1. e4 e5 2. Nf3 Nc6 " if RESULTS[result][2] else ""
        out.append("".join(f'[{tag} "{value}"]\n' for tag, value in tags) + "\n"
                   + moves + PGN_RESULT[result] + "\n")
    return "\n".join(out)


def games_of(read: EventFile, *, event_days: bool = False) -> pd.DataFrame:
    """The games in one order; `event_days`: each dated with its event's last day."""
    frame = read.games[KEYS].astype(dict.fromkeys(("event", "round", "white", "black"), str))
    if event_days:
        frame["date"] = frame.groupby("event")["date"].transform("max")
        frame = frame[read.games["note"].astype(str) != "zero-point bye (blank)"]
    return frame.sort_values(KEYS[:-1]).reset_index(drop=True)


def figures(read: EventFile) -> tuple[pd.DataFrame, list[str]]:
    table = rate_field(read, system=System.FIDE)
    players = table.players[PLAYER_COLUMNS].sort_values("player").reset_index(drop=True)
    return players, sorted({w.code for w in (*read.warnings, *table.warnings)})


def fide_ids(read: EventFile) -> dict[str, str]:
    if "fide_id" not in read.players.columns:
        return {}
    ids = read.players["fide_id"].astype(str)
    return {str(name): value for name, value in ids.items() if value not in ("", "nan")}


def assert_same(expected: EventFile, found: EventFile, what: str,
                ignore: frozenset[str] = frozenset()) -> None:
    """Same games, FIDE IDs, figures and warning codes (less `ignore`)."""
    days = what == ".trf"
    pd.testing.assert_frame_equal(games_of(expected, event_days=days),
                                  games_of(found, event_days=days), obj=f"{what} games")
    assert fide_ids(found) == fide_ids(expected), what
    players, codes = figures(expected)
    players_found, codes_found = figures(found)
    pd.testing.assert_frame_equal(players, players_found, obj=f"{what} figures")
    assert [c for c in codes_found if c not in ignore] == codes, what


def check_event(event: Event) -> None:
    """Every format against the test's own CSV."""
    reference = read_event_file(csv_text(event).encode(), source="event.csv")
    for suffix in (".csv", ".xlsx", ".ods", ".trf"):
        data, _ = converted(reference, suffix)
        assert_same(reference, read_event_file(data, source=f"event{suffix}"), suffix)
    without_birth = read_event_file(csv_text(event, birth_years=False).encode(),
                                    source="event.csv")
    pgn = read_event_file(pgn_text(event).encode(), source="event.pgn")
    assert_same(without_birth, pgn, ".pgn", ignore=frozenset(PGN_ONLY))
    forfeits = any(not RESULTS[result][2] for *_, result in event.games)
    assert ("pgn_forfeit_no_moves" in {w.code for w in pgn.warnings}) == forfeits


PINNED = Event(
    name="Zürich Open", start=dt.date(2025, 3, 1),
    players=(Player(name="Müller, Jörg", rating=1850, fide_id=4_612_345, birth_year=2011),
             Player(name="Иванов Сергей", rating=2010, fide_id=None, birth_year=1980),
             Player(name="Zoë O'Brien", rating=None, fide_id=12_345_678, birth_year=None),
             Player(name="Anna Berg", rating=1700, fide_id=None, birth_year=None)),
    games=((1, 0, 1, "1/2-1/2"), (1, 2, 3, "0-1f"), (2, 1, 3, "1-0"), (2, 0, 2, "1-0")))


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(events())
@example(PINNED)
def test_every_format_reads_back_the_same_event(event: Event) -> None:
    """CSV, .xlsx, .ods, TRF and PGN: same games, FIDE IDs, figures and warning codes."""
    check_event(event)


def test_the_pinned_event_figures() -> None:
    """Müller (1850, born 2011, K 40) draws Иванов (2010; 160 apart: 0.29) and beats the
    unrated O'Brien (not rated): (0.5 - 0.29) x 40 = +8.4; Иванов (K 20) also beats Berg (1700;
    310 apart: 0.86): (0.5 - 0.71 + 1 - 0.86) x 20 = -1.4; in every format, IDs kept."""
    reference = read_event_file(csv_text(PINNED).encode(), source="event.csv")
    for suffix in (".csv", ".xlsx", ".ods", ".trf"):
        read = read_event_file(converted(reference, suffix)[0], source=f"event{suffix}")
        players = rate_field(read, system=System.FIDE).players.set_index("player")
        assert players.loc["Müller, Jörg", "change"] == pytest.approx(8.4), suffix
        assert players.loc["Иванов Сергей", "change"] == pytest.approx(-1.4), suffix
        assert fide_ids(read) == {"Müller, Jörg": "4612345", "Zoë O'Brien": "12345678"}, suffix
