"""Trace one read_event_file call per format: which elo_core.io modules it visits, how often it
returns to a module already left, how many times the bytes are sniffed and decoded, and how
many times a table of cells is made (from text or from a sheet's rows).

    python scripts/trace_reads.py   # a CSV, an .xlsx, an .ods, a TRF and a PGN, and a CSV and
                                    # an .xlsx each with a players file of its own format
"""

from __future__ import annotations

import sys
import tempfile
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_big_csv import make_games

from elo_core.io import read_event_file
from elo_core.io.sheets.write import ods_bytes, xlsx_bytes

ROOT = Path(__file__).resolve().parent.parent
# the functions that look at a file's bytes (sniffing) or turn them into text (decoding)
SNIFFS = {"sniff", "sheet_kind", "is_utf16", "_utf16", "is_fide_list", "csv_shape_of"}
DECODES = {"decode", "decode_text", "utf8_bytes", "sheet_text", "_sheet_csv", "load_sheet"}
# the functions that make a table of cells: from text, or from a sheet's rows
TABLES = {"read_cells", "fast_cells", "body_lines", "body_cells"}


def trace(call: Any) -> tuple[list[str], int, Counter[str]]:
    """Modules of elo_core/io entered, in order (a module listed again when returned to), the
    number of returns to a module left before, and the calls of SNIFFS and DECODES."""
    visits: list[str] = []
    counts: Counter[str] = Counter()
    stack: list[str] = []

    inside: list[bool] = []  # per frame: within a decoding call (a decode in it is the same one)

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event not in ("call", "return"):
            return
        name = frame.f_code.co_filename
        module = name.split("elo_core/io/", 1)[1] if "elo_core/io/" in name else ""
        if event == "call":
            stack.append(module)
            code = frame.f_code.co_name if module else ""
            decoding = code in DECODES
            if code in SNIFFS or code in TABLES or (decoding and not (inside and inside[-1])):
                counts[code] += 1
            inside.append(decoding or bool(inside and inside[-1]))
        elif stack:
            stack.pop()
            inside.pop()
        now = next((m for m in reversed(stack) if m), "")
        if now and (not visits or visits[-1] != now):
            visits.append(now)

    sys.setprofile(profile)
    try:
        call()
    finally:
        sys.setprofile(None)
    returns = len(visits) - len(set(visits))
    return visits, returns, counts


def main() -> None:
    """Print one line of counts per format."""
    folder = Path(tempfile.mkdtemp())
    table = make_games(games=200, players=40, periods=1)
    table.loc[0, "white"] = "José Núñez"  # (a name beyond ASCII: the text must be decoded)
    csv = folder / "games.csv"
    table.to_csv(csv, index=False)
    cp1252 = folder / "games-cp1252.csv"
    table.to_csv(cp1252, index=False, encoding="cp1252")
    xlsx = folder / "games.xlsx"
    xlsx.write_bytes(xlsx_bytes(list(table.columns), table.astype(str).values.tolist()))
    ods = folder / "games.ods"
    ods.write_bytes(ods_bytes(list(table.columns), table.astype(str).values.tolist()))
    files = {"csv": csv, "csv cp1252": cp1252, "xlsx": xlsx, "ods": ods,
             "trf": ROOT / "elo_core/data/examples/karl-mala-2005.trf",
             "pgn": ROOT / "tests/data/real/lichess-8-games.pgn"}
    names = sorted(set(table["white"]) | set(table["black"]))
    profiles = [[name, 1500 + i, 1990] for i, name in enumerate(names)]
    players = {"csv": "\n".join(["player,rating,birth_year",
                                  *(",".join(map(str, row)) for row in profiles)]).encode(),
               "xlsx": xlsx_bytes(["player", "rating", "birth_year"], profiles, sheet="Players")}
    read_event_file(files["csv"])  # (imports done before tracing)
    uploads = [(kind, path.read_bytes(), path.name, None) for kind, path in files.items()]
    uploads += [(f"{kind} + players {kind}", files[kind].read_bytes(), files[kind].name, listed)
                for kind, listed in players.items()]
    for kind, data, name, listed in uploads:
        visits, returns, counts = trace(
            lambda d=data, n=name, p=listed: read_event_file(d, source=n, players=p))
        sniffed = sum(v for k, v in counts.items() if k in SNIFFS)
        decoded = sum(v for k, v in counts.items() if k in DECODES)
        tables = sum(v for k, v in counts.items() if k in TABLES)
        print(f"{kind}: {len(set(visits))} io modules, {returns} returns to a module left, "
              f"{sniffed} sniffs, {decoded} decodes, {tables} tables "
              f"({dict(sorted(counts.items()))})")


if __name__ == "__main__":
    main()
