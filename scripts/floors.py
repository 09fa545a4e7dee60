"""Floors for scripts/bench_field.py: the least a `field --json` command on these files could
take in Python with the libraries it uses, each a command of its own (a new process):

    python scripts/floors.py imports              -> start Python, import what `field` imports
    python scripts/floors.py pgn-tags FILE.pgn    -> the same imports, then every tag of the PGN
                                                     read in pyarrow (lines by pyarrow.csv,
                                                     starts_with("["), one regular expression
                                                     for name and value)
    python scripts/floors.py csv-text FILE.csv    -> the same imports, then the CSV read as text
                                                     by pyarrow.csv and every column factorized

None of them checks, rates or writes anything: a command that must also do those cannot be
faster than its floor. Like `elo-core`'s commands, they take pyarrow's memory from the system
pool unless ARROW_DEFAULT_MEMORY_POOL says otherwise (=mimalloc: pyarrow's default).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy  # noqa: F401 - imported by every `field` command, so by its floors
import orjson
import pandas as pd
import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.compute as pc  # type: ignore[import-untyped]
import pyarrow.csv as pcsv  # type: ignore[import-untyped]

_TAG = r'^\[(?P<name>[A-Za-z0-9][A-Za-z0-9_+#=:-]*) "(?P<value>[^\r\n]*)"\]\s*$'


def pgn_tags(path: Path) -> int:
    """Every tag line of the file as (name, value) columns, the lines read by pyarrow.csv with
    a delimiter that never occurs and no quoting; the number of tag lines."""
    table = pcsv.read_csv(path, read_options=pcsv.ReadOptions(column_names=["line"]),
                          parse_options=pcsv.ParseOptions(delimiter="\x01", quote_char=False,
                                                          escape_char=False),
                          convert_options=pcsv.ConvertOptions(
                              column_types={"line": pa.string()}, strings_can_be_null=False))
    lines = table.column("line")
    found = pc.extract_regex(lines.filter(pc.starts_with(lines, "[")), _TAG)
    return len(found)


def csv_text(path: Path) -> int:
    """Every cell of the CSV as text, each column factorized (the codes the rating works on);
    the number of rows."""
    table = pcsv.read_csv(path, convert_options=pcsv.ConvertOptions(
        column_types={}, strings_can_be_null=False, auto_dict_encode=True))
    for name in table.column_names:
        pd.factorize(table.column(name).to_pandas())
    return int(table.num_rows)


def main() -> None:
    if "ARROW_DEFAULT_MEMORY_POOL" not in os.environ:  # (as elo_core.cli.main sets it)
        pa.set_memory_pool(pa.system_memory_pool())
    kind = sys.argv[1]
    if kind == "imports":
        print(orjson.dumps({"imported": ["numpy", "pandas", "pyarrow", "orjson"]}).decode())
    elif kind == "pgn-tags":
        print(orjson.dumps({"tag_lines": pgn_tags(Path(sys.argv[2]))}).decode())
    elif kind == "csv-text":
        print(orjson.dumps({"rows": csv_text(Path(sys.argv[2]))}).decode())
    else:
        raise SystemExit(f"unknown floor {kind!r}: imports, pgn-tags or csv-text")


if __name__ == "__main__":
    main()
