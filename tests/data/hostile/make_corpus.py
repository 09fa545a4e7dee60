"""Hostile event files for the fuzz tests: each case is a file name and how to build its bytes."""

# `python tests/data/hostile/make_corpus.py` writes the small cases next to this script; the big
# ones (megabytes of one line, a million commas) are built on demand by `cases()` so the
# repository stays small. The fuzz tests use `cases()` directly.

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
BIG = 10 * 1024 * 1024
GAMES_HEAD = "white,black,white_rating,black_rating,result"
ROW = "Anna Berg,Carl Dahl,1850,1720,1"


@dataclass(frozen=True, kw_only=True, slots=True)
class Case:
    """One hostile file: its name (extension included) and how to build its bytes."""

    name: str
    build: Callable[[], bytes]
    big: bool = False

    @property
    def data(self) -> bytes:
        """The file's bytes."""
        return self.build()


def trf_line(rank: int, name: str, rating: str, rounds: list[str], *, points: str = "",
             birth: str = "1990") -> str:
    """A TRF-16 player line, every field in its columns; `rounds` are 10-column blocks."""
    head = (f"001 {rank:>4} m    {name:<33} {rating:>4} ESP {'':>11} {birth:<10} "
            f"{points:>4} {rank:>4}  ")
    assert len(head) == 91, len(head)
    return head + "".join(rounds)


def block(opponent: int, colour: str, code: str) -> str:
    """One round's 10 columns: opponent rank, colour, result."""
    return f"{opponent:>4} {colour} {code}  "


def trf(lines: list[str], *, header: str = "012 Hostile Open\n042 2024/05/01\n") -> bytes:
    """A TRF file from player lines."""
    return (header + "\n".join(lines) + "\n").encode()


def _two(code_a: str, code_b: str, *, rating_a: str = "2000", rating_b: str = "1900",
         colour_a: str = "w", colour_b: str = "b") -> bytes:
    return trf([trf_line(1, "Alpha Ann", rating_a, [block(2, colour_a, code_a)]),
                trf_line(2, "Beta Bob", rating_b, [block(1, colour_b, code_b)])])


def _four_rounds_with_bad_colour() -> bytes:
    """A 4-player, 3-round TRF where one colour code reads '7' instead of 'w'."""
    pairs = [[(2, "w", "1"), (3, "b", "="), (4, "w", "0")],
             [(1, "b", "0"), (4, "w", "1"), (3, "b", "1")],
             [(4, "b", "="), (1, "w", "="), (2, "w", "0")],
             [(3, "w", "="), (2, "b", "0"), (1, "b", "1")]]
    names = ["Alpha Ann", "Beta Bob", "Cyd Cole", "Dora Dahl"]
    lines = [trf_line(i + 1, names[i], str(2000 - 50 * i),
                      [block(o, c, r) for o, c, r in pairs[i]]) for i in range(4)]
    lines[2] = lines[2][:96] + "7" + lines[2][97:]
    return trf(lines)


def _csv(*rows: str, head: str = GAMES_HEAD, end: str = "\n") -> bytes:
    return (end.join([head, *rows]) + end).encode()


def _pgn(tags: dict[str, str]) -> bytes:
    base = {"Event": "Club", "Site": "?", "Date": "2024.05.01", "Round": "1",
            "White": "Anna Berg", "Black": "Carl Dahl", "Result": "1-0",
            "WhiteElo": "1850", "BlackElo": "1720"}
    base.update(tags)
    head = "".join(f'[{key} "{value}"]\n' for key, value in base.items())
    return (head + f"\n1. e4 e5 {base['Result']}\n").encode()


def _random(size: int, seed: int) -> bytes:
    return random.Random(seed).randbytes(size)


PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4

CASES: list[Case] = [
    # binary and encodings
    Case(name="random_binary.csv", build=lambda: _random(4096, 1)),
    Case(name="random_binary.trf", build=lambda: _random(4096, 2)),
    Case(name="random_binary.pgn", build=lambda: _random(4096, 3)),
    Case(name="png_renamed.csv", build=lambda: PNG),
    Case(name="nul_in_text.csv", build=lambda: _csv(ROW.replace("Anna", "An\x00na"))),
    Case(name="utf16.csv", build=lambda: _csv(ROW).decode().encode("utf-16")),
    Case(name="only_bom.csv", build=lambda: b"\xef\xbb\xbf"),
    Case(name="empty.csv", build=lambda: b""),
    Case(name="whitespace.csv", build=lambda: b" \n\t\n"),
    Case(name="invalid_utf8.csv", build=lambda: _csv("Ann\xe9\xff,Carl,1850,1720,1")
         .replace(b"\xc3\xa9\xc3\xbf", b"\xe9\xff")),
    # line endings and structure
    Case(name="lone_cr.csv", build=lambda: _csv(ROW, "Eva Falk,Gus Holm,1600,1500,0", end="\r")),
    Case(name="lone_cr_one.csv", build=lambda: b"\r"),
    Case(name="mixed_endings.csv", build=lambda: b"".join(
        [GAMES_HEAD.encode(), b"\r\n", ROW.encode(), b"\r", b"Eva Falk,Gus Holm,1600,1500,0\n"])),
    Case(name="header_only.csv", build=_csv),
    Case(name="unknown_columns.csv", build=lambda: _csv("Anna,Carl,1", head="name,opp,score")),
    Case(name="unbalanced_quote.csv", build=lambda: _csv('"Anna Berg,Carl Dahl,1850,1720,1',
                                                          ROW, ROW)),
    Case(name="ragged.csv", build=lambda: _csv("Anna,Carl,1850", ROW + ",x,y")),
    Case(name="duplicate_header_small.csv", build=lambda: b"a,a,a,a\n1,2,3,4\n"),
    Case(name="empty_header_cells.csv", build=lambda: b",,,,\n1,2,3,4,5\n"),
    Case(name="quote_newline_name.csv", build=lambda: _csv('"Anna\nBerg",Carl,1850,1720,1')),
    # numbers
    Case(name="rating_underscore.csv", build=lambda: _csv("Anna,Carl,1_800,1720,1")),
    Case(name="rating_arabic_indic.csv", build=lambda: _csv("Anna,Carl,١٨٠٠,1720,1")),
    Case(name="rating_superscript.csv", build=lambda: _csv("Anna,Carl,18²0,1720,1")),
    Case(name="rating_huge.csv", build=lambda: _csv("Anna,Carl,9" * 1 + "9" * 400 + ",1720,1")),
    Case(name="rating_nan.csv", build=lambda: _csv("Anna,Carl,nan,1720,1")),
    Case(name="rating_inf.csv", build=lambda: _csv("Anna,Carl,inf,1720,1")),
    Case(name="rating_negative.csv", build=lambda: _csv("Anna,Carl,-5,1720,1")),
    Case(name="rating_9999.csv", build=lambda: _csv("Anna,Carl,9999,1720,1")),
    Case(name="result_two.csv", build=lambda: _csv("Anna,Carl,1850,1720,2")),
    Case(name="result_empty.csv", build=lambda: _csv("Anna,Carl,1850,1720,")),
    Case(name="self_paired.csv", build=lambda: _csv("Anna,Anna,1850,1850,1")),
    # dates
    Case(name="date_5000_digits.csv", build=lambda: _csv(
        ROW + ",2024-01-" + "1" * 5000, head=GAMES_HEAD + ",date")),
    Case(name="date_1600.csv", build=lambda: _csv(ROW + ",1600-01-01",
                                                   head=GAMES_HEAD + ",date")),
    Case(name="date_2300.csv", build=lambda: _csv(ROW + ",2300-01-01",
                                                   head=GAMES_HEAD + ",date")),
    Case(name="date_year_zero.csv", build=lambda: _csv(ROW + ",0000-01-01",
                                                        head=GAMES_HEAD + ",date")),
    Case(name="date_feb_30.csv", build=lambda: _csv(ROW + ",2024-02-30",
                                                     head=GAMES_HEAD + ",date")),
    # events and time controls
    Case(name="event_named_like_split.csv", build=lambda: _csv(
        "Anna,Carl,1850,1720,1,Club (rapid),rapid,1",
        "Eva,Gus,1600,1500,0,Club,rapid,1", "Eva,Anna,1600,1850,0,Club,blitz,2",
        head=GAMES_HEAD + ",event,time_control,round")),
    Case(name="time_control_junk.csv", build=lambda: _csv(ROW + ",9" * 1 + "9" * 5000,
                                                          head=GAMES_HEAD + ",time_control")),
    Case(name="round_huge.csv", build=lambda: _csv(ROW + "," + "9" * 5000,
                                                    head=GAMES_HEAD + ",round")),
    # rounds and players files (CSV shapes)
    Case(name="rounds_bad.csv", build=lambda: _csv("x,Carl,abc,7", "1,,1720,1",
                                                    head="round,opponent,opponent_rating,result")),
    Case(name="rounds_date_5000.csv", build=lambda: _csv(
        "1,Carl,1720,1,2024-01-" + "1" * 5000,
        head="round,opponent,opponent_rating,result,date")),
    Case(name="players_bad.csv", build=lambda: _csv("Anna,abc,-1,1700,99999,0", ",1500,,,,",
                                                     head="player,rating,games_played,"
                                                          "birth_year,peak_rating,k")),
    Case(name="players_twice.csv", build=lambda: _csv("Anna,1800", "Anna,1700",
                                                       head="player,rating")),
    Case(name="players_games_huge.csv", build=lambda: _csv("Anna,1800," + "9" * 5000,
                                                            head="player,rating,games_played")),
    # languages
    Case(name="german_headers.csv", build=lambda: _csv(
        "Anna,Carl,1850,1720,x", head="Weiß,Schwarz,Elo Weiß,Elo Schwarz,Ergebnis")),
    Case(name="french_headers.csv", build=lambda: _csv(
        "Anna,Carl,1850,abc,1", head="Blanc,Noir,Elo Blanc,Elo Noir,Résultat")),
    # TRF
    Case(name="trf_superscript_rating.trf", build=lambda: _two("1", "0", rating_a="20²0")),
    Case(name="trf_superscript_rank.trf", build=lambda: trf(
        [trf_line(1, "Alpha Ann", "2000", [block(2, "w", "1")]).replace("001    1", "001    ¹"),
         trf_line(2, "Beta Bob", "1900", [block(1, "b", "0")])])),
    Case(name="trf_date_5000.trf", build=lambda: _two("1", "0").replace(
        b"042 2024/05/01", b"042 2024/05/" + b"1" * 5000)),
    Case(name="trf_result_x.trf", build=lambda: _two("X", "0")),
    Case(name="trf_cut_line.trf", build=lambda: trf(
        [trf_line(1, "Alpha Ann", "2000", [block(2, "w", "1")]),
         trf_line(2, "Beta Bob", "1900", [block(1, "b", "0")]).rstrip()[:-1]])),
    Case(name="trf_both_win.trf", build=lambda: _two("1", "1")),
    Case(name="trf_both_lose.trf", build=lambda: _two("0", "0")),
    Case(name="trf_rating_9999.trf", build=lambda: _two("1", "0", rating_a="9999")),
    Case(name="trf_colour_7.trf", build=_four_rounds_with_bad_colour),
    Case(name="trf_opponent_missing.trf", build=lambda: trf(
        [trf_line(1, "Alpha Ann", "2000", [block(9, "w", "1")])])),
    Case(name="trf_no_players.trf", build=lambda: b"012 Nothing\n042 2024/05/01\n"),
    Case(name="trf_rank_twice.trf", build=lambda: trf(
        [trf_line(1, "Alpha Ann", "2000", []), trf_line(1, "Beta Bob", "1900", [])])),
    Case(name="trf_both_white.trf", build=lambda: _two("1", "0", colour_b="w")),
    # PGN
    Case(name="pgn_date_5000.pgn", build=lambda: _pgn({"Date": "2024.01." + "1" * 5000})),
    Case(name="pgn_date_1600.pgn", build=lambda: _pgn({"Date": "1600.01.01"})),
    Case(name="pgn_elo_junk.pgn", build=lambda: _pgn({"WhiteElo": "1_800", "BlackElo": "²"})),
    Case(name="pgn_result_junk.pgn", build=lambda: _pgn({"Result": "2-0"})),
    Case(name="pgn_unclosed_tag.pgn", build=lambda: b'[Event "Club\n[White "A"]\n'),
    Case(name="pgn_only_star.pgn", build=lambda: _pgn({"Result": "*"})),
    # big ones (built on demand)
    Case(name="one_line_no_commas.csv", build=lambda: b"x" * BIG, big=True),
    Case(name="one_line_commas.csv", build=lambda: b"," * BIG, big=True),
    Case(name="duplicate_header_big.csv", build=lambda: b"a," * (BIG // 2), big=True),
    Case(name="huge_name.csv", build=lambda: _csv("A" * BIG + ",Carl,1850,1720,1"), big=True),
    Case(name="many_bad_results.csv", build=lambda: _csv(*(["Anna,Carl,1850,1720,9"] * 200_000)),
         big=True),
    Case(name="many_lines_no_commas.csv", build=lambda: b"x\n" * (BIG // 2), big=True),
    Case(name="trf_many_bad_lines.trf", build=lambda: trf(
        [trf_line(i % 9999 + 1, "Alpha Ann", "20²0", [block(2, "w", "X")])
         for i in range(BIG // 110)]), big=True),
]


def cases(*, big: bool = True) -> list[Case]:
    """Every case (the big ones too unless `big` is False)."""
    return [case for case in CASES if big or not case.big]


def main() -> int:
    """Write the small cases next to this script."""
    for case in cases(big=False):
        (HERE / case.name).write_bytes(case.data)
    print(f"wrote {len(cases(big=False))} files to {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
