"""The field JSON's per-player lists written column by column: the same bytes as the dict path,
on every file in tests/data (the real files in tests/data/real included) under each system, and
cell by cell on any column values."""

from __future__ import annotations

import datetime as dt
import math
import sys
from pathlib import Path

import numpy as np
import orjson
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.cli.json_text import json_bytes, write_json
from elo_core.display.field_json import json_column
from elo_core.display.field_json_text import cell_tokens, player_lists
from elo_core.display.field_tables import json_payload
from elo_core.errors import EloError
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System
from tests.support.real_files import REAL

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts"))
from make_big_pgn import make_real_pgn

ROOT = Path(__file__).resolve().parents[3]
FILES = sorted(p for folder in (ROOT / "tests" / "data", ROOT / "tests" / "data" / "hostile", REAL)
               for p in folder.glob("*.*") if p.suffix in (".csv", ".pgn", ".trf", ".trfx")
               and p.name != "verdicts.csv")  # (the hostile corpus's verdicts, not an event)

# The 57 files of tests/data/hostile that the reader refuses (so they print no JSON); every
# other file is read and compared. A file that changes side fails the test below.
REFUSED = frozenset({
    "date_1600.csv", "date_2300.csv", "date_5000_digits.csv", "date_feb_30.csv",
    "date_year_zero.csv", "duplicate_header_small.csv", "empty.csv", "empty_header_cells.csv",
    "french_headers.csv", "german_headers.csv", "header_only.csv", "lone_cr_one.csv",
    "nul_in_text.csv", "only_bom.csv", "pgn_date_1600.pgn", "pgn_date_5000.pgn",
    "pgn_elo_junk.pgn", "pgn_only_star.pgn", "pgn_result_junk.pgn", "pgn_unclosed_tag.pgn",
    "players_bad.csv", "players_games_huge.csv", "players_twice.csv", "png_renamed.csv",
    "ragged.csv", "random_binary.csv", "random_binary.pgn", "random_binary.trf",
    "rating_9999.csv", "rating_arabic_indic.csv", "rating_huge.csv", "rating_inf.csv",
    "rating_nan.csv", "rating_negative.csv", "rating_superscript.csv", "rating_underscore.csv",
    "result_empty.csv", "result_two.csv", "rounds_bad.csv", "rounds_date_5000.csv",
    "self_paired.csv", "time_control_junk.csv", "trf_both_lose.trf", "trf_both_win.trf",
    "trf_colour_7.trf", "trf_cut_line.trf", "trf_date_5000.trf", "trf_no_players.trf",
    "trf_opponent_missing.trf", "trf_rank_twice.trf", "trf_rating_9999.trf", "trf_result_x.trf",
    "trf_superscript_rank.trf", "trf_superscript_rating.trf", "unbalanced_quote.csv",
    "unknown_columns.csv", "whitespace.csv",
})


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_written_lists_give_the_dict_paths_bytes(path: Path) -> None:
    """`field --json` text with the lists written as text equals the text of the dict path,
    byte for byte, under FIDE, US Chess and classic; the files listed as refused must be
    refused (they print no JSON), the others read."""
    if path.parent.name == "hostile" and path.name in REFUSED:
        with pytest.raises(EloError):
            read_event_file(path.read_bytes(), source=path.name)
        return
    event = read_event_file(path.read_bytes(), source=path.name)
    compared = 0
    for system in (System.FIDE, System.USCF, System.CLASSIC, System.GLICKO2):
        try:
            result = rate_field(event, system=system)
        except EloError:
            continue
        assert json_bytes(json_payload(result, lists_as_text=True)) == \
            json_bytes(json_payload(result))
        compared += 1
    assert compared


def test_the_file_list_is_not_empty() -> None:
    """The comparison above covers the repository's files and the real ones; every refused
    file named is there."""
    names = {p.name for p in FILES}
    assert {"season_new_players.csv", "twic-232-games.pgn", "karl-mala-2005.trf"} <= names
    assert {p.name for p in FILES if p.parent.name == "hostile"} >= REFUSED


def _list_text(rows: list[dict[str, object]]) -> bytes:
    """How the dict path writes a list three levels down: encoded inside root/players/player."""
    text = json_bytes({"players": [{"events": rows}]}).decode()
    inner = text.split('"events": ', 1)[1].rsplit("\n    }\n  ]\n}", 1)[0]
    return inner.encode()


FLOATS = st.one_of(st.floats(allow_nan=True, allow_infinity=True),
                   st.integers(-3_000_000, 3_000_000).map(lambda i: i / 200),  # near halves
                   st.floats(-5000, 5000))
TEXTS = st.one_of(st.none(), st.text(max_size=8), st.sampled_from(['a "b" \\ c', "Å, ü",
                                                                   "tab\there", "line\nbreak"]))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 4), FLOATS, st.integers(-10**12, 10**12), TEXTS,
                          st.booleans()), min_size=0, max_size=25))
def test_lists_equal_the_dict_path_for_any_cells(rows: list[tuple[int, float, int,
                                                                  str | None, bool]]) -> None:
    """Each player's list as text equals the dict path's encoding of the same rows (players
    in first-seen order, rows in frame order): floats to 4 places, NaN and infinities null,
    big integers, booleans, text with quotes, escapes and missing values."""
    frame = pd.DataFrame({
        "player": pd.array([f"P{r[0]}" for r in rows], dtype="str"),
        "x": pd.array([r[1] for r in rows], dtype="float64"),
        "n": pd.array([r[2] for r in rows], dtype="int64"),
        "t": pd.array([r[3] for r in rows], dtype="str"),
        "b": pd.array([r[4] for r in rows], dtype="bool")})
    keys = {"x": "x", "n": "n", "t": "label", "b": "flag"}
    written = player_lists(frame, keys)
    assert list(written) == list(dict.fromkeys(frame["player"]))
    for name, text in written.items():
        mine = frame[frame["player"] == name]
        rows_json = [dict(zip(keys.values(), cells, strict=True)) for cells in
                     zip(*(json_column(mine[c]) for c in keys), strict=True)]
        assert json_bytes({"v": text}) == json_bytes({"v": orjson.Fragment(
            _list_text(rows_json))})


@settings(max_examples=40, deadline=None)
@given(st.lists(FLOATS, max_size=30))
def test_float_tokens_are_the_rounded_values_text(values: list[float]) -> None:
    """A float column's tokens: orjson's text of round(v, 4), null for NaN and infinities."""
    column = pd.Series(values, dtype="float64")
    tokens = cell_tokens(column, np.arange(len(values))).to_pylist()
    want = [orjson.dumps(None if math.isnan(v) else round(v, 4)) for v in values]
    assert tokens == want


def test_a_column_of_another_kind_is_written_value_by_value() -> None:
    """Dates, mixed numbers (any object column) go through the dict path's values one by one."""
    column = pd.Series([dt.date(2025, 1, 2), np.float64(2.123456), np.int64(7)], dtype=object)
    tokens = cell_tokens(column, np.array([2, 0, 1])).to_pylist()
    assert tokens == [b"7", b'"2025-01-02"', b"2.1235"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(st.text(st.characters(exclude_categories=("Cs",)), max_size=12),
                          st.sampled_from(["", '"', "\\", "\n", "\u2028", "\x00\x1f", "a\r\nb"])),
                max_size=30))
def test_text_tokens_are_orjson_s_text_of_each_value(texts: list[str]) -> None:
    """A text column's tokens, all encoded at once, are orjson's text of each value alone
    (quotes, backslashes, control characters and line ends escaped; missing as null)."""
    column = pd.Series(pd.array([*texts, None], dtype="str"))
    tokens = cell_tokens(column, np.arange(len(texts) + 1)[::-1]).to_pylist()
    assert tokens == [b"null", *(orjson.dumps(t) for t in reversed(texts))]


@pytest.mark.parametrize("system", [System.CLASSIC, System.FIDE, System.GLICKO2])
def test_a_real_shaped_file_s_players_text_is_the_dict_path_s(
        system: System, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    """2,000 of TWIC's games copied whole under new names (scripts/make_big_pgn.py --real):
    the players list written column by column gives the dict path's bytes, joined in one
    document and written in pieces on stdout."""
    data = make_real_pgn(2_000).encode()
    result = rate_field(read_event_file(data, source="real.pgn"), system=system,
                        k=None if system == System.GLICKO2 else 20)
    expected = json_bytes(json_payload(result))
    assert json_bytes(json_payload(result, lists_as_text=True)) == expected
    write_json(json_payload(result, lists_as_text=True))
    assert capsysbinary.readouterr().out == expected + b"\n"
