"""A TRF-16 writer for norm tests: player lines in their exact columns, results from pairings."""

from __future__ import annotations

from collections.abc import Sequence

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
