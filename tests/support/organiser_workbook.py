"""An organiser's own workbook, as typed by hand in Excel: a 24-player, 5-round weekend Swiss
(Friday to Sunday) on a `Games` sheet with no event column, '90+30' time controls, two players
unrated as `NR`, one name misspelt once ('Kowalsky, Jan' in round 4), and a `Players` sheet
giving birth years for some players only."""

from __future__ import annotations

import datetime as dt
import io
import random

import openpyxl

PLAYERS = (  # name, rating (None: unrated), birth year (None: not given)
    ("Kowalski, Jan", 2105, 1988), ("Nowak, Ewa", 2080, None), ("Schmidt, Anna", 2046, 2009),
    ("Berg, Lars", 2010, None), ("Dubois, Marc", 1987, 1975), ("Rossi, Luca", 1962, None),
    ("Novak, Petr", 1940, 2010), ("Horvat, Ivan", 1921, None), ("Müller, Jörg", 1903, 1969),
    ("García, Lucía", 1880, None), ("Søndergaard, Mette", 1862, None), ("Kovač, Marko", 1844, 2011),
    ("Lindqvist, Erik", 1820, None), ("Fischer, Paul", 1795, None), ("Moreau, Claire", 1771, 2012),
    ("Weber, Tobias", 1748, None), ("Jansen, Pieter", 1726, None), ("Costa, Inês", 1702, None),
    ("Varga, Péter", 1680, 2013), ("Byrne, Siobhán", 1655, None), ("Popescu, Andrei", 1630, None),
    ("Ekström, Sara", 1601, None), ("Haddad, Omar", None, 2014), ("Takahashi, Ren", None, None))
DAYS = (dt.date(2026, 11, 13), dt.date(2026, 11, 14), dt.date(2026, 11, 14),
        dt.date(2026, 11, 15), dt.date(2026, 11, 15))
MISSPELT = ("Kowalski, Jan", "Kowalsky, Jan", 4)  # (name, as typed, in round)


def pairings(seed: int = 2026) -> list[tuple[int, int, int, str]]:
    """(round, white, black, result) for 5 rounds, 12 boards each, no pair meeting twice (the
    circle method: seat i plays seat 23 - i, all seats but the first move on one a round),
    results drawn from a seeded random number weighted by the ratings."""
    rng = random.Random(seed)
    count = len(PLAYERS)
    games = []
    ring = list(range(1, count))
    for round_number in range(1, 6):
        seats = [0, *ring]
        for board in range(count // 2):
            first, second = seats[board], seats[count - 1 - board]
            white, black = (first, second) if (round_number + board) % 2 else (second, first)
            gap = (PLAYERS[white][1] or 1500) - (PLAYERS[black][1] or 1500)
            draw = rng.random() - gap / 2000
            result = "1" if draw < 0.42 else "0" if draw > 0.72 else "1/2"
            games.append((round_number, white, black, result))
        ring = ring[-1:] + ring[:-1]
    return games


def workbook_bytes() -> bytes:
    """The .xlsx: a `Games` sheet (dates as Excel dates) and a `Players` sheet."""
    book = openpyxl.Workbook()
    games = book.active
    games.title = "Games"
    games.append(["date", "round", "white", "black", "white_rating", "black_rating", "result",
                  "time_control"])
    for round_number, white, black, result in pairings():
        names = [PLAYERS[white][0], PLAYERS[black][0]]
        if round_number == MISSPELT[2]:
            names = [MISSPELT[1] if name == MISSPELT[0] else name for name in names]
        ratings = ["NR" if PLAYERS[i][1] is None else PLAYERS[i][1] for i in (white, black)]
        games.append([DAYS[round_number - 1], round_number, *names, *ratings, result, "90+30"])
    players = book.create_sheet("Players")
    players.append(["player", "birth_year"])
    for name, _, year in PLAYERS:
        players.append([name, year])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
