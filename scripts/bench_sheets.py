"""Which library reads the spreadsheets: openpyxl against python-calamine on the same sheet (and,
for .ods, pandas' odfpy engine against calamine), then the whole read of a games sheet by
read_event_file beside the same games as CSV, and the sheet reader alone (read_sheet: the games,
before the event checks). Numbers are seconds, best of the repeats; the reads also in CPU time
(the process's, all threads: less moved by other work on the machine than the wall clock).

    python scripts/bench_sheets.py             # 100,000 games (.ods by odfpy: 5,000)
    python scripts/bench_sheets.py --rows 20000
    python scripts/bench_sheets.py --rows 20000 --reads-only   # the reads only
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import openpyxl
import pandas as pd
import python_calamine

from elo_core.io import read_event_file
from elo_core.io.csv.rows import games_rows
from elo_core.io.sheets.read import read_sheet
from elo_core.io.sheets.write import csv_bytes, ods_bytes, xlsx_bytes


def _best(work: Callable[[], object], repeats: int) -> float:
    return _best_both(work, repeats)[0]


def _best_both(work: Callable[[], object], repeats: int) -> tuple[float, float]:
    """The best wall-clock time and the best CPU time of the repeats."""
    wall, cpu = [], []
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        work()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return min(wall), min(cpu)


def _games(rows: int) -> tuple[list[str], list[list[object]]]:
    players = [f"Player {i:05d}" for i in range(max(rows // 10, 20))]
    text = ["white,black,white_rating,black_rating,result,round,date,event"]
    for i in range(rows):
        white, black = players[i % len(players)], players[(i * 7 + 3) % len(players)]
        if white == black:
            black = players[(i * 7 + 4) % len(players)]
        text.append(f"{white},{black},{1500 + i % 900},{1600 + i % 700},"
                    f"{('1', '0', '0.5')[i % 3]},{i // len(players) + 1},2026-03-01,E{i // 5000}")
    event = read_event_file("\n".join(text).encode(), source="bench.csv",
                            max_mb=1000)
    header, table, _ = games_rows(event)
    return header, table


def _openpyxl(data: bytes) -> int:
    book = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    return sum(1 for _ in book.worksheets[0].iter_rows(values_only=True))


def _calamine(data: bytes) -> int:
    book = python_calamine.CalamineWorkbook.from_filelike(io.BytesIO(data))
    return len(book.get_sheet_by_index(0).to_python(skip_empty_area=False))


def main() -> int:
    """Print one line per measurement."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--ods-rows", type=int, default=5_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--reads-only", action="store_true",
                        help="time the reads only (read_sheet, read_event_file)")
    args = parser.parse_args()
    header, rows = _games(args.rows)
    xlsx = xlsx_bytes(header, rows)
    csv = csv_bytes(header, rows)
    ods = ods_bytes(header, rows)
    small = ods_bytes(header, rows[:args.ods_rows])
    print(f"{args.rows:,} games: .xlsx {len(xlsx):,} bytes, .ods {len(ods):,}, CSV {len(csv):,}")
    cells: list[tuple[str, Callable[[], object]]] = [
        ("the .xlsx, openpyxl read-only", lambda: _openpyxl(xlsx)),
        ("the .xlsx, python-calamine", lambda: _calamine(xlsx)),
        ("the .ods, python-calamine", lambda: _calamine(ods))]
    for label, work in [] if args.reads_only else cells:
        print(f"cells of {label}: {_best(work, args.repeats):.3f} s")
    if not args.reads_only:
        print(f"cells of {args.ods_rows:,} rows of .ods, pandas+odfpy: "
              f"{_best(lambda: pd.read_excel(io.BytesIO(small), engine='odf'), 1):.3f} s; "
              f"calamine: {_best(lambda: _calamine(small), args.repeats):.3f} s")
    for name, data in ((".xlsx", xlsx), (".ods", ods)):  # (the games, before the event checks)
        wall, cpu = _best_both(lambda d=data: read_sheet(d, source="bench", max_mb=1000),
                               args.repeats)
        print(f"read_sheet, {name}: {wall:.3f} s, CPU {cpu:.3f} s")
    for name, data in ((".xlsx", xlsx), (".ods", ods), ("CSV", csv)):
        wall, cpu = _best_both(lambda d=data: read_event_file(d, source="bench", max_mb=1000),
                               args.repeats)
        print(f"read_event_file, {name}: {wall:.3f} s, CPU {cpu:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
