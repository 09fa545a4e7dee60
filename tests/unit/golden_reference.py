"""An independent reference for the whole-field golden files, written from RULES.md (FIDE's
table 8.1.2, the 350/400-point rule and K by date; the classic logistic curve; US Chess K,
bonus and effective games). It never imports elo_core: it reads the TRF and PGN files itself."""

from __future__ import annotations

import datetime as dt
import math
import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

# RULES.md 2.1: rows (D_lo, D_hi, H x 100); |D| > 735 gives 1.00
PD_ROWS = [
    (0, 3, 50), (4, 10, 51), (11, 17, 52), (18, 25, 53), (26, 32, 54), (33, 39, 55),
    (40, 46, 56), (47, 53, 57), (54, 61, 58), (62, 68, 59), (69, 76, 60), (77, 83, 61),
    (84, 91, 62), (92, 98, 63), (99, 106, 64), (107, 113, 65), (114, 121, 66), (122, 129, 67),
    (130, 137, 68), (138, 145, 69), (146, 153, 70), (154, 162, 71), (163, 170, 72),
    (171, 179, 73), (180, 188, 74), (189, 197, 75), (198, 206, 76), (207, 215, 77),
    (216, 225, 78), (226, 235, 79), (236, 245, 80), (246, 256, 81), (257, 267, 82),
    (268, 278, 83), (279, 290, 84), (291, 302, 85), (303, 315, 86), (316, 328, 87),
    (329, 344, 88), (345, 357, 89), (358, 374, 90), (375, 391, 91), (392, 411, 92),
    (412, 432, 93), (433, 456, 94), (457, 484, 95), (485, 517, 96), (518, 559, 97),
    (560, 619, 98), (620, 735, 99),
]
SCORES = {"1": 1.0, "=": 0.5, "0": 0.0}  # TRF results of played, rated games


@dataclass(frozen=True, kw_only=True, slots=True)
class Figures:
    """A player's event as the reference works it out."""

    rating: float
    games: int
    score: float
    expected: float
    k: float
    change: float
    new_rating: float


def half_away(value: float) -> float:
    """Round half away from zero to a whole number (RULES.md 2.4)."""
    return float(Decimal(repr(value)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def pd_hundredths(diff: int) -> int:
    """FIDE table 8.1.2 for a whole-point difference, in hundredths."""
    high = next((h for lo, hi, h in PD_ROWS if lo <= abs(diff) <= hi), 100)
    return high if diff >= 0 else 100 - high


def fide_cap(day: dt.date) -> int:
    """RULES.md 2.2: 350 before 2009-07-01, 400 after (these files predate 2022's change)."""
    return 350 if day < dt.date(2009, 7, 1) else 400


def fide_k(rating: float, day: dt.date) -> int:
    """RULES.md 2.3 for a player whose games played are not given (taken as established) and
    who is not a junior under the 2014 rule: 10 from 2400; else 15 before 2014-07-01, 20 after."""
    if rating >= 2400:
        return 10
    return 15 if day < dt.date(2014, 7, 1) else 20


@dataclass(frozen=True, kw_only=True, slots=True)
class Entry:
    """One player of a TRF file: rating and (opponent number, TRF result) per round."""

    name: str
    rating: float | None
    rounds: list[tuple[int, str]]


def read_trf(path: Path) -> dict[int, Entry]:
    """The 001 player lines (fixed columns of TRF-16) by start number."""
    players: dict[int, Entry] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if not line.startswith("001 "):
            continue
        rating = line[48:52].strip()
        rounds = []
        for start in range(91, len(line), 10):
            block = line[start:start + 8]
            opponent, result = block[:4].strip(), block[7:8]
            if opponent.isdigit():
                rounds.append((int(opponent), result))
        players[int(line[4:8])] = Entry(name=line[14:47].strip(),
                                        rating=float(rating) if rating.strip("0").isdigit()
                                        else None,  # (blank or 0: unrated)
                                        rounds=rounds)
    return players


def _rated_games(players: dict[int, Entry], number: int) -> list[tuple[float, float]]:
    """(opponent rating, score) of the player's played games against rated opponents."""
    out = []
    for opponent, result in players[number].rounds:
        rating = players[opponent].rating if opponent in players else None
        if result in SCORES and rating is not None:
            out.append((rating, SCORES[result]))
    return out


def fide_event(players: dict[int, Entry], number: int, day: dt.date) -> Figures:
    """FIDE: sum of table PDs with the cap of the day, K by the day, change rounded once."""
    own = players[number].rating
    assert own is not None
    games = _rated_games(players, number)
    cap = fide_cap(day)
    expected = sum(pd_hundredths(max(-cap, min(cap, round(own - r)))) for r, _ in games)
    halves = sum(round(2 * s) for _, s in games)
    k = fide_k(own, day)
    change = Decimal(k * (50 * halves - expected)) / 100  # exact: hundredths of points
    return Figures(rating=own, games=len(games), score=halves / 2, expected=expected / 100, k=k,
                   change=float(change), new_rating=own + half_away(float(change)))


def logistic(own: float, opponent: float) -> float:
    """RULES.md 1: E = 1 / (1 + 10^((opponent - own) / 400)), no cap."""
    return 1.0 / (1.0 + 10.0 ** ((opponent - own) / 400.0))


def classic_event(players: dict[int, Entry], number: int, k: float) -> Figures:
    """Classic Elo with a fixed K: K (S - E), E on the logistic curve (RULES.md 1); the new
    rating is kept unrounded (the golden file shows it to one decimal)."""
    own = players[number].rating
    assert own is not None
    games = _rated_games(players, number)
    expected = sum(logistic(own, r) for r, _ in games)
    score = sum(s for _, s in games)
    change = k * (score - expected)
    return Figures(rating=own, games=len(games), score=score, expected=expected, k=k,
                   change=change, new_rating=own + change)


TAG = re.compile(r'^\[(\w+) "(.*)"\]\s*$')


def read_pgn_tags(path: Path) -> list[dict[str, str]]:
    """The tag pairs of each game of a PGN file, in file order."""
    games: list[dict[str, str]] = []
    current: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        found = TAG.match(line)
        if found:
            if found[1] == "Event" and current:
                games.append(current)
                current = {}
            current[found[1]] = found[2]
    if current:
        games.append(current)
    return games


PGN_SCORE = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "1/2-1/2": (0.5, 0.5)}


def _list_month(day: dt.date) -> str:
    """The rating list an event counts for: the month after it ends."""
    return f"{day.year + day.month // 12}-{day.month % 12 + 1:02d}"


def pgn_fide_periods(path: Path) -> dict[tuple[str, str], Figures]:
    """FIDE over a PGN file, period by period (RULES.md 2.3-2.4): an event counts for the list
    of the month after its last game; a player starts with the rating the file gives them
    first (events taken by date, games in file order; a file that gives one player several
    ratings is the engine's convention to choose, and this one follows it), then carries the
    rating the previous period left; each period's change is K (S - E)
    summed over its games (standard rules of the day, 400 cap, K 10 from 2400 else 20 for a
    player whose games are not given, the 700 rule on the period's games), rounded once.
    Keyed by (player, period); only players rated at the start of the period."""
    games = [t for t in read_pgn_tags(path) if t.get("Result") in PGN_SCORE]
    first = {t["Event"]: min(g["Date"] for g in games if g["Event"] == t["Event"]) for t in games}
    games = sorted(games, key=lambda t: first[t["Event"]])  # events by date, else file order
    last: dict[str, dt.date] = {}
    for t in games:
        day = dt.date.fromisoformat(t["Date"].replace(".", "-"))
        last[t["Event"]] = max(last.get(t["Event"], day), day)
    rating: dict[str, float] = {}
    for t in games:
        for side in ("White", "Black"):
            elo = t.get(f"{side}Elo", "")
            if elo.isdigit() and t[side] not in rating:
                rating[t[side]] = float(elo)
    out: dict[tuple[str, str], Figures] = {}
    for period in sorted({_list_month(d) for d in last.values()}):
        played = [t for t in games if _list_month(last[t["Event"]]) == period]
        lines: dict[str, list[tuple[float, float]]] = {}
        for t in played:
            white, black = t["White"], t["Black"]
            if white in rating and black in rating:
                w, b = PGN_SCORE[t["Result"]]
                lines.setdefault(white, []).append((rating[black], w))
                lines.setdefault(black, []).append((rating[white], b))
        day = max(last[t["Event"]] for t in played)
        new = dict(rating)
        for name, own_games in lines.items():
            own = rating[name]
            k = fide_k(own, day)
            if k * len(own_games) > 700:
                k = 700 // len(own_games)
            expected = sum(pd_hundredths(max(-400, min(400, round(own - r))))
                           for r, _ in own_games)
            halves = sum(round(2 * s) for _, s in own_games)
            change = float(Decimal(k * (50 * halves - expected)) / 100)
            new[name] = own + half_away(change)
            out[(name, period)] = Figures(rating=own, games=len(own_games), score=halves / 2,
                                          expected=expected / 100, k=k, change=change,
                                          new_rating=new[name])
        rating = new
    return out


def pgn_events(path: Path, name: str) -> list[tuple[str, float, list[tuple[float, float]]]]:
    """Per event (in first-seen order) the player's rating in its first game and (opponent
    rating as the game gives it, score) of each game against a rated opponent."""
    out: dict[str, tuple[float, list[tuple[float, float]]]] = {}
    for tags in read_pgn_tags(path):
        if name not in (tags.get("White"), tags.get("Black")) or tags.get("Result") not in \
                PGN_SCORE:
            continue
        white = tags["White"] == name
        own, opp = (tags.get("WhiteElo"), tags.get("BlackElo"))[:: 1 if white else -1]
        scores = PGN_SCORE[tags["Result"]]
        _, games = out.setdefault(tags["Event"], (float(own or "nan"), []))
        if opp and opp.isdigit():
            games.append((float(opp), scores[0] if white else scores[1]))
    return [(event, rating, games) for event, (rating, games) in out.items()]


def uscf_effective_games(rating: float) -> float:
    """RULES.md 3: N* = 50 / sqrt(0.662 + 0.00000739 (2569 - R)^2), 50 above 2355 (games
    played not given: established, N' = N*)."""
    return 50.0 if rating > 2355 else 50.0 / math.sqrt(0.662 + 0.00000739 * (2569 - rating) ** 2)


def uscf_event(rating: float, games: list[tuple[float, float]], b: float) -> Figures:
    """US Chess standard formula with the bonus (all opponents different here)."""
    m = len(games)
    k = 800.0 / (uscf_effective_games(rating) + m)
    expected = sum(logistic(rating, r) for r, _ in games)
    score = sum(s for _, s in games)
    base = k * (score - expected)
    bonus = max(0.0, base - b * math.sqrt(max(m, 4))) if m >= 3 else 0.0
    return Figures(rating=rating, games=m, score=score, expected=expected, k=k,
                   change=base + bonus, new_rating=rating + base + bonus)
