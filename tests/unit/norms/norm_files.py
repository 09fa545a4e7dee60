"""A TRF-16 writer for norm tests: player lines in their exact columns, results from pairings;
the seeker's star event and its checks."""

from __future__ import annotations

from collections.abc import Sequence

from elo_core.io.read import read_event_file
from elo_core.norms.event import EventNorms, NormOptions, check_event
from elo_core.norms.result import NormCheck
from elo_core.norms.rules import NormTitle

# Result of a pairing: 'w' white won, 'b' black won, 'd' draw, 'w+' / 'b+' forfeit win.
_CODES = {"w": ("1", "0"), "b": ("0", "1"), "d": ("=", "="), "w+": ("+", "-"),
          "b+": ("-", "+")}
_POINTS = {"1": 1.0, "=": 0.5, "0": 0.0, "+": 1.0, "-": 0.0, "H": 0.5, "F": 1.0, "U": 1.0,
           "Z": 0.0}

Player = tuple[str, str, str, int, str]  # name, title code, sex, rating (0 unrated), federation
Round = Sequence[tuple[int, int, str] | tuple[int, str]]  # (white, black, result) or (rank, bye)


def write_trf(players: Sequence[Player], rounds: Sequence[Round], *, start: str = "2024/03/01",
              header: Sequence[str] = ()) -> bytes:
    """A TRF file: `players` by starting rank 1.., `rounds` as pairings by rank."""
    blocks: dict[int, list[str]] = {rank: [] for rank in range(1, len(players) + 1)}
    for round_ in rounds:
        seen = set()
        for item in round_:
            if len(item) == 2:
                rank, code = item  # type: ignore[misc]
                blocks[rank].append(f"0000 - {code}")
                seen.add(rank)
                continue
            white, black, result = item  # type: ignore[misc]
            first, second = _CODES[result]
            blocks[white].append(f"{black:>4} w {first}")
            blocks[black].append(f"{white:>4} b {second}")
            seen |= {white, black}
        for rank, items in blocks.items():
            if rank not in seen:
                items.append("0000 - Z")
    lines = ["012 Norm test", f"042 {start}", *header]
    for rank, (name, title, sex, rating, fed) in enumerate(players, start=1):
        points = sum(_POINTS[b[-1]] for b in blocks[rank])
        head = (f"001 {rank:>4} {sex:1}{title:>3} {name:<33} {rating or '':>4} {fed:<3} "
                f"{1000 + rank:>11} {'':<10} {points:>4.1f} {rank:>4}  ")
        assert len(head) == 91, len(head)
        lines.append(head + "".join(f"{b}  " for b in blocks[rank]).rstrip())
    return ("\n".join(lines) + "\n").encode()


def round_robin(n: int) -> list[list[tuple[int, int]]]:
    """Berger-style pairings of ranks 1..n (n even): n - 1 rounds."""
    ranks = list(range(1, n + 1))
    out = []
    for _ in range(n - 1):
        out.append([(ranks[i], ranks[n - 1 - i]) for i in range(n // 2)])
        ranks = [ranks[0], ranks[-1], *ranks[1:-1]]
    return out


GM_FEDS = ("GER", "FRA", "ESP", "NED", "ITA", "HUN", "SRB", "CRO", "AUT")


def gm_event(name: str = "Seeker, Sam") -> bytes:
    """A 9-round Swiss of 10: the seeker (FM, ENG) scores 7/9 against nine 2400s (3 GMs, 2 IMs,
    nine federations): Ra 2400, 78 % -> dp 220, Rp 2620, a GM norm."""
    titles = ["g", "g", "g", "m", "m", "", "", "", ""]
    players = [(name, "f", "m", 2450, "ENG"),
               *[(f"Opp{i}, A", t, "m", 2400, GM_FEDS[i]) for i, t in enumerate(titles)]]
    results = ["w"] * 6 + ["d", "d", "b"]
    rounds: list[Round] = []
    for i in range(9):
        rest = [r for r in range(2, 11) if r != i + 2]
        rounds.append([(1, i + 2, results[i]), *[(rest[j], rest[j + 1], "d")
                                                 for j in range(0, 8, 2)]])
    return write_trf(players, rounds)


def full_bye_event() -> bytes:
    """Three players, two rounds; Cy has an 'F' full-point bye in round 1."""
    players = [("Ann, A", "", "w", 2300, "ENG"), ("Bob, B", "m", "m", 2400, "GER"),
               ("Cy, C", "", "m", 2200, "FRA")]
    return write_trf(players, [[(1, 2, "d"), (3, "F")], [(3, 1, "w"), (2, "U")]])


SEEKER: Player = ("Seeker, Sam", "f", "m", 2450, "ENG")
FEDS = ("GER", "FRA", "ESP", "NED", "ITA", "HUN", "SRB", "CRO", "AUT", "SUI", "DEN", "POL")
GM_FIELD = [("g", 2400, FEDS[0]), ("g", 2400, FEDS[1]), ("g", 2400, FEDS[2]),
            ("m", 2400, FEDS[3]), ("m", 2400, FEDS[4]), ("", 2400, FEDS[5]),
            ("", 2400, FEDS[6]), ("", 2400, FEDS[7]), ("", 2400, FEDS[8])]


def star_event(opponents: Sequence[tuple[str, int, str]], results: Sequence[str], *,
               start: str = "2024/03/01", header: Sequence[str] = (),
               byes: Sequence[tuple[int, str]] = ()) -> bytes:
    """The seeker (rank 1) meets opponent i in round i (results 'w' win, 'd', 'l', 'w+' forfeit
    win); the others are paired among themselves; `byes` (round, code) give the seeker a bye."""
    players = [SEEKER] + [(f"Opp{i:02d}, A", title, "m", rating, fed)
                          for i, (title, rating, fed) in enumerate(opponents, start=1)]
    code = {"w": "w", "d": "d", "l": "b", "w+": "w+", "l+": "b+"}
    rounds: list[list] = []  # type: ignore[type-arg]
    bye_rounds = dict(byes)
    index = 0
    total = len(results) + len(byes)
    for number in range(1, total + 1):
        if number in bye_rounds:
            rest = list(range(2, len(players) + 1))
            pairs: list = [(1, bye_rounds[number])]  # type: ignore[type-arg]
        else:
            rest = [r for r in range(2, len(players) + 1) if r != index + 2]
            pairs = [(1, index + 2, code[results[index]])]
            index += 1
        pairs += [(rest[i], rest[i + 1], "d") for i in range(0, len(rest) - 1, 2)]
        if len(rest) % 2:
            pairs.append((rest[-1], "U"))
        rounds.append(pairs)
    return write_trf(players, rounds, start=start, header=header)


def check_file(data: bytes, options: NormOptions | None = None) -> EventNorms:
    """The norm checks of a TRF written here."""
    return check_event(read_event_file(data), data, options)


def norm_of(result: EventNorms, title: NormTitle, name: str = "Seeker, Sam") -> NormCheck:
    """One player's check for one title."""
    player = next(p for p in result.players if p.name == name)
    return next(n for n in player.norms if n.title is title)
