"""One engine, one answer: each player's row of `field` equals `event` given the same games."""

from __future__ import annotations

import datetime as dt
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.event import rate_event
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import Game, Profile, Result, System
from elo_core.rules.editions import fide_edition

NAMES = ("Ann", "Bob", "Cyd", "Dan", "Eve")
RESULTS = {"1": Result.WIN, "0.5": Result.DRAW, "0": Result.LOSS}
BLACK = {"1": Result.LOSS, "0.5": Result.DRAW, "0": Result.WIN}
DATE = dt.date(2024, 5, 1)
# Ratings in [2399, 2400) and at 2100, 2300, 2400 (K bands, the junior cap), written to one
# decimal so the file holds the rating exactly
EDGES = st.one_of(st.integers(23990, 23999).map(lambda t: t / 10),
                  st.sampled_from([2099.0, 2100.0, 2299.0, 2300.0, 2400.0]))


@st.composite
def events(draw: st.DrawFn) -> tuple[dict[str, float | None], dict[str, int | None],
                                    list[tuple[str, str, str]]]:
    """Ratings (None: unrated), games played (None: not given) and games of one event."""
    size = draw(st.integers(2, len(NAMES)))
    names = NAMES[:size]
    ratings = {name: draw(st.one_of(st.none(), st.integers(1000, 2700).map(float), EDGES))
               for name in names}
    played = {name: draw(st.one_of(st.none(), st.integers(0, 60))) for name in names}
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    chosen = draw(st.lists(st.sampled_from(pairs), min_size=1, max_size=8, unique=True))
    games = [(a, b, draw(st.sampled_from(list(RESULTS)))) for a, b in chosen]
    return ratings, played, games


def _files(ratings: dict[str, float | None], played: dict[str, int | None],
           games: list[tuple[str, str, str]]) -> tuple[bytes, bytes]:
    def shown(value: float | int | None) -> str:
        return "" if value is None else f"{value:g}"
    rows = [f"{a},{b},{shown(ratings[a])},{shown(ratings[b])},{r},{n},{DATE}"
            for n, (a, b, r) in enumerate(games, start=1)]
    event = "\n".join(["white,black,white_rating,black_rating,result,round,date", *rows])
    players = "\n".join(["player,rating,games_played",
                         *(f"{p},{shown(ratings[p])},{shown(played[p])}" for p in ratings)])
    return (event + "\n").encode(), (players + "\n").encode()


def _own_games(name: str, ratings: dict[str, float | None],
               games: list[tuple[str, str, str]]) -> list[Game]:
    out = []
    for a, b, result in games:
        if name not in (a, b):
            continue
        other = b if name == a else a
        mine = RESULTS[result] if name == a else BLACK[result]
        out.append(Game(opponent_rating=ratings[other], result=mine, opponent=other))
    return out


@pytest.mark.parametrize("system", [System.CLASSIC, System.FIDE, System.USCF])
@settings(max_examples=30, deadline=None)
@given(drawn=events())
def test_each_field_row_equals_the_one_player_engine(
        system: System, drawn: tuple[dict[str, float | None], dict[str, int | None],
                                     list[tuple[str, str, str]]]) -> None:
    ratings, played, games = drawn
    data, players = _files(ratings, played, games)
    result = rate_field(read_event_file(data, source="e.csv", players=players), system=system)
    rows = result.players.set_index("player")
    for name in ratings:
        own = _own_games(name, ratings, games)
        if not own or name not in rows.index or (system == System.CLASSIC and
                                                  ratings[name] is None):
            continue  # (classic Elo gives an unrated player no rating in either path)
        alone = rate_event(Profile(rating=ratings[name], games_played=played[name]), own,
                           system=system, date=DATE)
        field_new = float(rows.loc[name, "new_rating"])
        if alone.new_rating is None:
            assert math.isnan(field_new) or field_new == ratings[name], name
        else:
            assert field_new == pytest.approx(alone.new_rating, abs=1e-6), (name, system)


def test_us_chess_games_played_blank_is_established_in_both_paths() -> None:
    """Issue 12 item 5: an 1800 losing four games to 1700s, games played not given:
    N* = 50 / sqrt(0.662 + 0.00000739 x 769^2) = 22.29, K = 800 / (22.29 + 4) = 30.43,
    E = 4 x 0.640 = 2.56, new = 1800 - 30.43 x 2.56 = 1722.09 (not the provisional 1300)."""
    games = [Game(opponent_rating=1700.0, result=Result.LOSS, opponent=f"P{i}") for i in range(4)]
    alone = rate_event(Profile(rating=1800.0), games, system=System.USCF, date=DATE)
    assert alone.new_rating == pytest.approx(1722.09, abs=0.005)
    assert not alone.provisional
    rows = "\n".join(f"Me,P{i},1800,1700,0,{i + 1},{DATE}" for i in range(4))
    data = f"white,black,white_rating,black_rating,result,round,date\n{rows}\n".encode()
    field = rate_field(read_event_file(data, source="e.csv"), system=System.USCF)
    mine = field.players.set_index("player").loc["Me", "new_rating"]
    assert mine == pytest.approx(alone.new_rating, abs=1e-9)


def test_classic_new_rating_is_rounded_once() -> None:
    """Issue 12 item 5: 1589 beats 1000 with K 20: E = 1 / (1 + 10^(-589/400)) = 0.96741,
    change 20 x 0.03259 = +0.6518, new 1589.6518: once rounded 1589.7 (as `event` shows);
    rounded to 1589.65 first and then to one place it showed 1589.6."""
    from elo_core.display.field_tables import player_table
    data = f"white,black,white_rating,black_rating,result,date\nMe,You,1589,1000,1,{DATE}\n"
    field = rate_field(read_event_file(data.encode(), source="e.csv"), system=System.CLASSIC,
                       k=20.0)
    raw = float(field.players.set_index("player").loc["Me", "new_rating"])
    shown = player_table(field).set_index("Player").loc["Me", "New rating"]
    assert raw == pytest.approx(1589.6518, abs=5e-5)
    assert shown == 1589.7


@st.composite
def seasons(draw: st.DrawFn) -> tuple[dict[str, float | None], dict[str, int | None],
                                     list[list[tuple[str, str, str]]]]:
    """Two events of the same players (ratings and games played as in `events`)."""
    ratings, played, first = draw(events())
    names = list(ratings)
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    chosen = draw(st.lists(st.sampled_from(pairs), min_size=1, max_size=8, unique=True))
    second = [(a, b, draw(st.sampled_from(list(RESULTS)))) for a, b in chosen]
    return ratings, played, [first, second]


DATES = (dt.date(2024, 3, 1), dt.date(2024, 5, 1))


@pytest.mark.parametrize("system", [System.CLASSIC, System.FIDE, System.USCF])
@settings(max_examples=30, deadline=None)
@given(drawn=seasons())
def test_a_season_equals_its_events_chained_by_hand(
        system: System, drawn: tuple[dict[str, float | None], dict[str, int | None],
                                     list[list[tuple[str, str, str]]]]) -> None:
    """Issue 12 item 6: event 2 of a file is rated from event 1's new ratings, exactly as the
    one-player engine rates it from those ratings (games played carried over)."""
    ratings, played, season = drawn

    def shown(value: float | int | None) -> str:
        return "" if value is None else f"{value:g}"
    rows = [f"{a},{b},{shown(ratings[a])},{shown(ratings[b])},{r},{n},{DATES[e]},E{e + 1}"
            for e, games in enumerate(season) for n, (a, b, r) in enumerate(games, start=1)]
    data = "\n".join(["white,black,white_rating,black_rating,result,round,date,event", *rows])
    players = "\n".join(["player,rating,games_played",
                         *(f"{p},{shown(ratings[p])},{shown(played[p])}" for p in ratings)])
    field = rate_field(read_event_file((data + "\n").encode(), source="s.csv",
                                       players=(players + "\n").encode()), system=system)
    now, games_played = dict(ratings), dict(played)
    peak: dict[str, float | None] = dict.fromkeys(ratings)  # the field carries the highest
    for number, games in enumerate(season):
        step = field.rows[field.rows["event"] == f"E{number + 1}"].set_index("player")
        after = dict(now)
        for name in ratings:
            own = _own_games(name, now, games)
            if not own:
                continue
            row_rating = step.loc[name, "rating"]
            assert (now[name] is None and math.isnan(row_rating)) or row_rating == now[name]
            if now[name] is None and system != System.USCF:
                new = float(step.loc[name, "new_rating"])  # (classic: none; FIDE pools first
                after[name] = None if math.isnan(new) else new  # events over 26 months)
                continue
            alone = rate_event(Profile(rating=now[name], games_played=games_played[name],
                                       peak_rating=peak[name]), own,
                               system=system, date=DATES[number])
            new = float(step.loc[name, "new_rating"])
            if alone.new_rating is None:
                assert math.isnan(new), name
            else:
                assert new == pytest.approx(alone.new_rating, abs=1e-6), (name, number)
            after[name] = None if math.isnan(new) else new
            peak[name] = max(v for v in (peak[name], now[name], after[name], 0.0)
                             if v is not None) or None
            if games_played[name] is not None or now[name] is None:
                games_played[name] = (games_played[name] or 0) + alone.n_rated
            floor = fide_edition(DATES[number]).floor
            if system == System.FIDE and floor is not None and alone.n_rated and \
                    after[name] is not None and after[name] < floor:  # off the next list
                after[name] = None
        now = after
