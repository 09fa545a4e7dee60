"""A full-size synthetic FIDE combined rating list (players_list_foa.txt layout: 162-character
CRLF lines, a few 163-character ones where a long OTit runs over FOA; ~1.14 M of the players
unrated in all three lists), and optionally its ZIP, for the benchmark:

    python scripts/make_fide_list.py OUT.txt [--players 1930000] [--zip OUT.zip]
"""

from __future__ import annotations

import argparse
import random
import zipfile
from pathlib import Path

HEADER = ("ID Number      Name                                                         Fed Sex "
          "Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag")
FEDS = ("NOR", "GER", "IND", "USA", "FRA", "ESP", "RUS", "FID", "CHN", "ITA")


def list_line(fide_id: int, name: str, *, fed: str = "GER", sex: str = "M", title: str = "",
              w_title: str = "", o_title: str = "", foa: str = "",
              standard: tuple[int, int, int] = (0, 0, 0), rapid: tuple[int, int, int] = (0, 0, 0),
              blitz: tuple[int, int, int] = (0, 0, 0), born: int = 0, flag: str = "") -> str:
    """One player line in the combined layout (162 characters; a long `o_title` pushes the rest
    on, as FIDE's file does)."""
    head = f"{fide_id:<15}{name:<61}{fed:<4}{sex:<4}{title:<5}{w_title:<5}"
    if len(o_title) < 15:
        head += f"{o_title:<15}{foa:<4}"
    else:  # FIDE's long OTit: it runs over FOA and the rest of the line moves on
        head += f"{o_title} ".ljust(19)
    parts = ""
    for rating, games, k in (standard, rapid, blitz):
        parts += f"{rating:<6}{games:<4}{k:<3}"
    return f"{head}{parts}{born:<6}{flag:<4}"


def make_list(path: Path, players: int, seed: int = 19) -> list[int]:
    """Write the list; return the FIDE IDs written (in order)."""
    rng = random.Random(seed)
    ids = []
    with path.open("w", encoding="ascii", newline="") as out:
        out.write(HEADER + "\r\n")
        chunk = []
        for i in range(players):
            fide_id = 1_000_000 + i * 7
            ids.append(fide_id)
            rated = rng.random() > 0.59
            rating = rng.randint(1400, 2800) if rated else 0
            o_title = "SI,FI,LSI,SLI,NAAFM" if i % 400_000 == 3 else ("IA" if i % 97 == 0 else "")
            chunk.append(list_line(
                fide_id, f"Player{i:07d}, Synth", fed=FEDS[i % len(FEDS)],
                sex="F" if i % 5 == 0 else "M", o_title=o_title,
                standard=(rating, rng.randint(0, 9) if rated else 0, 20 if rated else 0),
                rapid=(rating and rating - 30, 0, 20 if rated else 0),
                blitz=(rating and rating - 60, 0, 20 if rated else 0),
                born=rng.randint(1940, 2018), flag="i" if i % 3 == 0 else ""))
            if len(chunk) == 50_000:
                out.write("\r\n".join(chunk) + "\r\n")
                chunk = []
        if chunk:
            out.write("\r\n".join(chunk) + "\r\n")
    return ids


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--players", type=int, default=1_930_000)
    parser.add_argument("--zip", type=Path)
    args = parser.parse_args()
    make_list(args.out, args.players)
    if args.zip:
        with zipfile.ZipFile(args.zip, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.write(args.out, "players_list_foa.txt")


if __name__ == "__main__":
    main()
