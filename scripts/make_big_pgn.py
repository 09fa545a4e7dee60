"""Write benchmark event files: a PGN of real games' moves under new names and events (default
100,000 games in 2,000 events), a real-shaped PGN (TWIC's 232 games copied whole, header and
all, under new names, events and FIDE IDs), and a season CSV (2,000 events of 20 players)."""

from __future__ import annotations

import argparse
import datetime as dt
import re
from pathlib import Path

import numpy as np
import pandas as pd
from real_columns import person, real_shaped, surname

TWIC = Path(__file__).resolve().parents[1] / "elo_core" / "data" / "examples" / "twic-232-games.pgn"
RESULTS = {"1": "1-0", "0.5": "1/2-1/2", "0": "0-1"}


def real_moves() -> list[str]:
    """The movetext of every game in TWIC's 232-game file (its result token removed)."""
    blocks = re.split(r"\n\s*\n", TWIC.read_text(encoding="utf-8"))
    moves = [b.strip() for b in blocks if b.strip() and not b.lstrip().startswith("[")]
    return [re.sub(r"\s*(1-0|0-1|1/2-1/2|\*)\s*$", "", m) for m in moves]


def make_events(games: int = 100_000, events: int = 2_000, per_event: int = 20,
                players: int = 20_000, seed: int = 3) -> pd.DataFrame:
    """A season of many small events: each event has `per_event` players from the pool and
    games // events games in rounds of per_event // 2 boards (no pairing twice in a round)."""
    rng = np.random.default_rng(seed)
    strength = np.clip(rng.normal(1700, 300, players), 1000, 2800).round().astype(int)
    names = np.array([person(i) for i in range(players)], dtype=object)
    per_game = games // events
    boards = per_event // 2
    rows: dict[str, list[object]] = {k: [] for k in ("event", "date", "round", "white", "black",
                                                     "white_rating", "black_rating", "result")}
    start = dt.date(2025, 1, 4)
    for e in range(events):
        field = rng.choice(players, per_event, replace=False)
        day = (start + dt.timedelta(days=int(e * 360 / events))).isoformat()
        for g in range(per_game):
            rnd, board = divmod(g, boards)
            order = np.roll(field, rnd)  # a different pairing every round
            w, b = order[2 * board], order[2 * board + 1]
            p = 1 / (1 + 10 ** ((strength[b] - strength[w]) / 400))
            roll = rng.random()
            rows["event"].append(f"Open {e + 1:04d}")
            rows["date"].append(day)
            rows["round"].append(rnd + 1)
            rows["white"].append(names[w])
            rows["black"].append(names[b])
            rows["white_rating"].append(strength[w])
            rows["black_rating"].append(strength[b])
            rows["result"].append("0.5" if roll < 0.3 else "1" if roll < 0.3 + 0.7 * p else "0")
    return pd.DataFrame(rows)


def make_pgn(games: int = 100_000, events: int = 2_000, seed: int = 4) -> str:
    """PGN text: the season of make_events with real games' moves, TWIC-style tags."""
    table = make_events(games, events, seed=seed)
    moves = real_moves()
    parts = []
    for i, row in enumerate(table.itertuples(index=False)):
        result = RESULTS[row.result]
        parts.append(
            f'[Event "{row.event}"]\n[Site "Club"]\n[Date "{row.date.replace("-", ".")}"]\n'
            f'[Round "{row.round}.{i % 10 + 1}"]\n[White "{row.white}"]\n[Black "{row.black}"]\n'
            f'[Result "{result}"]\n[WhiteElo "{row.white_rating}"]\n'
            f'[BlackElo "{row.black_rating}"]\n[TimeControl "5400+30"]\n\n'
            f"{moves[i % len(moves)]} {result}\n\n")
    return "".join(parts)


def twic_games() -> list[tuple[list[tuple[str, str]], str]]:
    """TWIC's 232 games as (tags in file order, movetext with its result)."""
    games = []
    for block in re.split(r"\n\s*\n(?=\[)", TWIC.read_text(encoding="utf-8").strip()):
        head, _, moves = block.partition("\n\n")
        tags = re.findall(r'^\[(\w+) "(.*)"\]$', head, flags=re.MULTILINE)
        games.append((tags, moves.strip()))
    return games


def _copied(name: str, value: str, copy: int, shared_ids: bool) -> str:
    """One tag's value in copy number `copy`: players and events renamed, dates moved by
    `copy` days, FIDE IDs made the copy's own (or left as TWIC's when `shared_ids`)."""
    if name in ("White", "Black"):
        last, comma, first = value.partition(",")
        return f"{last}-{surname(copy)}{comma}{first}"
    if name == "Event":
        return f"{value} {copy + 1}"
    if name in ("Date", "EventDate") and re.fullmatch(r"\d{4}\.\d\d\.\d\d", value):
        day = dt.date(*map(int, value.split("."))) + dt.timedelta(days=copy)
        return day.strftime("%Y.%m.%d")
    if name.endswith("FideId") and value.isdigit() and not shared_ids:
        return str(copy * 100_000_000 + int(value))
    return value


def make_real_pgn(games: int = 100_000, shared_ids: bool = False) -> str:
    """PGN text as real files are: TWIC's 232 games copied whole (Site, EventDate, board rounds
    such as "1.2", titles, ECO, openings, FIDE IDs) until `games` games; each copy's players and
    events get new names and dates and, unless `shared_ids`, FIDE IDs of their own. With
    `shared_ids` every copy keeps TWIC's IDs: each ID is given to one player per copy (a real
    file's mistake, warned)."""
    source = twic_games()
    parts = []
    for i in range(games):
        copy, (tags, moves) = divmod(i, len(source))[0], source[i % len(source)]
        head = "".join(f'[{name} "{_copied(name, value, copy, shared_ids)}"]\n'
                       for name, value in tags)
        parts.append(f"{head}\n{moves}\n\n")
    return "".join(parts)


def main() -> None:
    """Command line: make_big_pgn.py OUT.pgn [--games N] [--events N] [--real [--shared-ids]]
    (or OUT.csv: the season CSV; with --real, as an organiser's export)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--events", type=int, default=2_000)
    parser.add_argument("--real", action="store_true", help="TWIC's games copied whole (a "
                        "CSV: real-shaped columns, scripts/real_columns.py)")
    parser.add_argument("--shared-ids", action="store_true", help="with --real: TWIC's FIDE IDs")
    args = parser.parse_args()
    if args.out.suffix == ".csv":
        season = make_events(args.games, args.events)
        (real_shaped(season) if args.real else season).to_csv(args.out, index=False)
    elif args.real:
        args.out.write_text(make_real_pgn(args.games, args.shared_ids), encoding="utf-8")
    else:
        args.out.write_text(make_pgn(args.games, args.events), encoding="utf-8")
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
