"""Real-shaped columns for the benchmark's CSV files: a synthetic games table (event, date, round,
white, black, ratings, result) rewritten as organisers' exports carry it: named events over a
season, a date per round, board numbers, results written 1-0, titles, federations and FIDE IDs
(one per player), a time control, the columns in an export's order."""

from __future__ import annotations

import numpy as np
import pandas as pd

# Made-up towns and kinds of event (no real event's name), joined as 'Aldbury Rapid Open 2025'.
TOWNS = ("Aldbury", "Brenmoor", "Castelvara", "Dunholt", "Eskervik", "Fallowden", "Gretzen",
         "Hollin", "Istrava", "Jarlsby", "Kettleby", "Lindvall", "Marrow Bay", "Nordhaven",
         "Oakridge", "Pellworth", "Quellin", "Rosskirch", "Saltmere", "Tarnow Vale")
KINDS = ("Open", "Rapid Open", "Masters", "Weekender", "Club Championship", "Memorial",
         "Youth Open", "Seniors")
FEDERATIONS = ("GER", "FRA", "ESP", "NED", "POL", "ENG", "ITA", "CZE", "AUT", "SUI", "USA", "IND")
RESULTS = {"1": "1-0", "0.5": "1/2-1/2", "0": "0-1"}
CONTROLS = {"Rapid Open": "15+10", "Weekender": "60+30"}  # the rest: standard, 90+30


def surname(i: int) -> str:
    """A distinct made-up surname for every number (syllables, no real person's name)."""
    syllables = ("ka", "to", "mi", "ren", "sol", "dav", "ri", "nek", "pa", "lu", "vo", "gar")
    word = ""
    while True:
        i, s = divmod(i, len(syllables))
        word += syllables[s]
        if i == 0:
            return word.capitalize() + "ski" * (len(word) < 5)
        i -= 1


def person(i: int) -> str:
    """Player number i's made-up name as an export writes it: 'Surname, I.'."""
    return f"{surname(i)}, {chr(65 + i % 26)}."


def titles(strength: np.ndarray) -> np.ndarray:
    """A title by rating, as a field's strongest players hold them (most players: none)."""
    out = np.full(strength.size, "", dtype=object)
    for floor, title in ((2200, "CM"), (2300, "FM"), (2400, "IM"), (2500, "GM")):
        out[strength >= floor] = title
    return out


def real_shaped(table: pd.DataFrame, *, round_days: bool = True, rename: bool = False,
                seed: int = 5) -> pd.DataFrame:
    """`table` (one row a game; `round` integers from 1) as an organiser's export: each event
    renamed 'Town Kind Year', its rounds played a day apart from its first date (unless not
    `round_days`: a monthly period's rounds keep its date), a board number
    per game within its round, results as 1-0 / 1/2-1/2 / 0-1, and per player a title (by their
    best rating in the file), a federation and a FIDE ID of their own; with `rename`, the
    players named 'Surname, I.' (for a table of 'Player 00012' names)."""
    rng = np.random.default_rng(seed)
    players = pd.unique(np.concatenate([table["white"].to_numpy(), table["black"].to_numpy()]))
    code = {name: i for i, name in enumerate(players)}
    white = table["white"].map(code).to_numpy()
    black = table["black"].map(code).to_numpy()
    best = np.zeros(len(players))
    np.maximum.at(best, np.concatenate([white, black]), np.concatenate(
        [table["white_rating"].to_numpy(dtype=float), table["black_rating"].to_numpy(dtype=float)]))
    title = titles(best)
    if rename:
        players = np.array([person(i) for i in range(len(players))], dtype=object)
    federation = np.array(FEDERATIONS, dtype=object)[rng.integers(0, len(FEDERATIONS),
                                                                  len(players))]
    fide_id = (rng.permutation(len(players)) * 37 + 4_100_011).astype(str).astype(object)
    event_code, events = pd.factorize(table["event"])
    kind = np.array(KINDS, dtype=object)[np.arange(len(events)) % len(KINDS)]
    dates = pd.to_datetime(table["date"])
    years = dates.dt.year.to_numpy()[np.unique(event_code, return_index=True)[1]]
    names = np.array([f"{TOWNS[(i // len(KINDS)) % len(TOWNS)]} {kind[i]} {years[i]}"
                      + (f" {i // (len(KINDS) * len(TOWNS)) + 1}"
                         if i >= len(KINDS) * len(TOWNS) else "")
                      for i in range(len(events))], dtype=object)
    rounds = table["round"].astype(int).to_numpy()
    day = dates + pd.to_timedelta(rounds - 1 if round_days else 0 * rounds, unit="D")
    board = pd.Series(np.ones(len(table), dtype=int)).groupby(
        [event_code, rounds]).cumsum().to_numpy()
    return pd.DataFrame({
        "event": names[event_code], "date": day.dt.strftime("%Y-%m-%d"), "round": rounds,
        "board": board,
        "white": np.asarray(players, dtype=object)[white], "white_title": title[white],
        "white_fed": federation[white], "white_id": fide_id[white],
        "white_rating": table["white_rating"].to_numpy(),
        "black": np.asarray(players, dtype=object)[black], "black_title": title[black],
        "black_fed": federation[black], "black_id": fide_id[black],
        "black_rating": table["black_rating"].to_numpy(),
        "result": table["result"].astype(str).map(RESULTS).to_numpy(),
        "time_control": [CONTROLS.get(k, "90+30") for k in kind[event_code]]})
