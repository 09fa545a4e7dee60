"""The plain alternatives of scripts/bench_field.py, as a command of their own (only the standard
library, the FIDE table and, for a PGN, `chess`):

    python scripts/plain_loops.py season FILE.csv   -> every player's rating after the loop (JSON)
    python scripts/plain_loops.py pgn FILE.pgn      -> the number of games read_headers finds
    python scripts/plain_loops.py replay FILE.csv   -> every player's rating after an Elo replay
    python scripts/plain_loops.py fide-list LIST.txt -> how many IDs the id -> rating dict holds
"""

from __future__ import annotations

import csv
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from elo_core.rules.fide_tables import pd_hundredths

SCORES = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}  # a real-shaped file's results (else 1, 0.5, 0)


def dict_loop(path: Path) -> dict[str, float]:
    """The plain alternative for a season: csv.DictReader rows grouped by event in a dict, each
    event rated from the ratings the one before left (FIDE table 8.1.2 expectations with the
    400-point rule, K 20, or 10 from 2400), one Python step per game and per player."""
    events: dict[str, list[dict[str, str]]] = defaultdict(list)
    with path.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            events[row["event"]].append(row)
    rating: dict[str, float] = {}
    for games in sorted(events.values(), key=lambda g: g[0]["date"]):
        sums: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
        for game in games:
            white, black = game["white"], game["black"]
            ours = rating.setdefault(white, float(game["white_rating"]))
            theirs = rating.setdefault(black, float(game["black_rating"]))
            diff = max(-400, min(400, round(ours - theirs)))
            result = game["result"]
            score = SCORES[result] if result in SCORES else float(result)
            sums[white][0] += score - pd_hundredths(diff) / 100
            sums[black][0] += (1 - score) - pd_hundredths(-diff) / 100
        for name, (change, _) in sums.items():
            rating[name] += round((10 if rating[name] >= 2400 else 20) * change)
    return rating


def replay_loop(path: Path, k: float = 20.0) -> dict[str, float]:
    """The plain alternative for `analyse`: one Elo replay of the file under one K, streamed
    (csv.DictReader rows in file order, which is date order in the benchmark's files; each
    player starts from their first rating in the file; the logistic curve; both players move by
    K (S - E) after every game)."""
    rating: dict[str, float] = {}
    with path.open(encoding="utf-8", newline="") as handle:
        for game in csv.DictReader(handle):
            white, black = game["white"], game["black"]
            ours = rating.setdefault(white, float(game["white_rating"]))
            theirs = rating.setdefault(black, float(game["black_rating"]))
            result = game["result"]
            score = SCORES[result] if result in SCORES else float(result)
            change = k * (score - 1 / (1 + 10 ** ((theirs - ours) / 400)))
            rating[white], rating[black] = ours + change, theirs - change
    return rating


def read_headers_loop(path: Path) -> int:
    """The plain alternative for a PGN: `chess.pgn.read_headers` on every game, nothing else."""
    import chess.pgn  # noqa: PLC0415 - the season loop does not need it
    count = 0
    with path.open(encoding="utf-8") as handle:
        while chess.pgn.read_headers(handle) is not None:
            count += 1
    return count


def fide_list_loop(path: Path) -> dict[str, int]:
    """The plain alternative for FIDE's list: every line's ID and standard rating (FORMATS.md's
    offsets) into a dict, one Python step per line, nothing checked."""
    ratings: dict[str, int] = {}
    with path.open(encoding="latin-1") as handle:
        next(handle)
        for line in handle:
            ratings[line[:15].strip()] = int(line[113:119] or 0)
    return ratings


if __name__ == "__main__":
    kind, file = sys.argv[1], Path(sys.argv[2])
    loops = {"season": dict_loop, "replay": replay_loop,
             "pgn": lambda path: {"games": read_headers_loop(path)},
             "fide-list": lambda path: {"ids": len(fide_list_loop(path))}}
    print(json.dumps(loops[kind](file), indent=2))
