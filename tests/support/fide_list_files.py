"""Small FIDE rating lists in each of FIDE's layouts, built by scripts/make_fide_list.py's line
writer (combined) and by column offsets (single, legacy, XML), for the list reader's tests."""

from __future__ import annotations

import io
import runpy
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


MAKER = runpy.run_path(str(ROOT / "scripts" / "make_fide_list.py"))  # the script's writer
HEADER: str = MAKER["HEADER"]
list_line = MAKER["list_line"]
CARLSEN = ("1503014        Carlsen, Magnus                                              NOR M   GM "
           "                          2823  0   10 2801  12  10 2860  0   10 1990      ")


def combined(*lines: str) -> bytes:
    """A combined list (players_list_foa.txt): the header, the lines, CRLF endings."""
    return ("\r\n".join([HEADER, *lines]) + "\r\n").encode("ascii")


def at_columns(fields: list[tuple[int, str]], width: int) -> str:
    """A line with each text starting at its 0-based column, padded to `width`."""
    line = ""
    for start, text in fields:
        line = line.ljust(start) + text
    return line.ljust(width)


FRONT = [(0, "ID Number"), (15, "Name"), (76, "Fed"), (80, "Sex"), (84, "Tit"), (89, "WTit"),
         (94, "OTit")]


def single(*players: tuple[int, str, int, int, int, int, str], month: str = "OCT26") -> bytes:
    """A single list (136 characters): (id, name, rating, games, K, born, flag) per player."""
    header = at_columns([*FRONT, (109, "FOA"), (113, month), (119, "Gms"), (123, "K"),
                         (126, "B-day"), (132, "Flag")], 136).rstrip()
    lines = [at_columns([(0, str(i)), (15, name), (76, "ESP"), (80, "M"), (113, str(r)),
                         (119, str(g)), (123, str(k)), (126, str(born)), (132, flag)], 136)
             for i, name, r, g, k, born, flag in players]
    return ("\r\n".join([header, *lines]) + "\r\n").encode("ascii")


LEGACY_AT = {"SRtng": 109, "SGm": 115, "SK": 119, "RRtng": 122, "RGm": 128, "Rk": 132,
             "BRtng": 135, "BGm": 141, "BK": 145, "B-day": 148, "Flag": 154}


def legacy(fide_id: int, name: str, values: dict[str, str]) -> bytes:
    """The legacy combined list (players_list.txt, no FOA, 158 characters)."""
    header = at_columns([*FRONT, *[(at, label) for label, at in LEGACY_AT.items()]], 158)
    line = at_columns([(0, str(fide_id)), (15, name), (76, "FRA"), (80, "F"), (89, "WGM"),
                       *[(LEGACY_AT[label], text) for label, text in values.items()]], 158)
    return (header.rstrip() + "\r\n" + line + "\r\n").encode("ascii")


def xml(*players: dict[str, str]) -> bytes:
    """FIDE's XML list: <playerslist> of <player> records (empty elements written open-close)."""
    fields = ("fideid", "name", "country", "sex", "title", "w_title", "o_title", "foa_title",
              "rating", "games", "k", "rapid_rating", "rapid_games", "rapid_k", "blitz_rating",
              "blitz_games", "blitz_k", "birthday", "flag")
    body = "".join("<player>\n" + "".join(f"<{f}>{p.get(f, '')}</{f}>\n" for f in fields)
                   + "</player>\n" for p in players)
    return f"<playerslist>\n{body}</playerslist>\n".encode()


def zipped(data: bytes, name: str = "players_list_foa.txt") -> bytes:
    """The list inside a ZIP, as FIDE publishes it."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, data)
    return out.getvalue()
