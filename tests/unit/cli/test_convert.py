"""`elo-core convert IN OUT`: .csv, .xlsx, .ods and .trf out; read back, the same games and the
same figures; what cannot be written is said."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from elo_core.cli.convert import converted
from elo_core.field.rate import rate_field
from elo_core.field.standings import PLAYER_COLUMNS
from elo_core.io import EventFile, read_event_file
from elo_core.models import System
from tests.support.real_files import REAL
from tests.unit.cli.cli_runner import Cli

DATA = Path(__file__).resolve().parents[2] / "data"
SOURCES = [DATA / "gros-2010-after-round4.trf", REAL / "karl-mala-2005.trf",
           REAL / "capo-dorso-2012.trfx", DATA / "season_classic.csv",
           REAL / "twic-232-games.pgn"]
KEYS = ["event", "round", "white", "black", "white_rating", "black_rating", "white_score",
        "black_score", "played", "date"]


def games_of(event: EventFile) -> pd.DataFrame:
    frame = event.games[KEYS].astype(dict.fromkeys(("event", "round", "white", "black"), str))
    return frame.sort_values(KEYS[:-1]).reset_index(drop=True)


def figures(event: EventFile) -> pd.DataFrame:
    table = rate_field(event, system=System.FIDE).players[PLAYER_COLUMNS]
    return table.sort_values("player").reset_index(drop=True)


@pytest.mark.parametrize("suffix", [".csv", ".xlsx", ".ods"])
@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_games_tables_read_back_the_same(path: Path, suffix: str) -> None:
    """Every game (round, ratings, points, played or not, date) and every FIDE figure."""
    original = read_event_file(path.read_bytes(), source=path.name)
    data, _ = converted(original, suffix)
    again = read_event_file(data, source=f"out{suffix}")
    pd.testing.assert_frame_equal(games_of(original), games_of(again))
    pd.testing.assert_frame_equal(figures(original), figures(again))


def test_cli_writes_each_format_and_says_what_is_lost(cli: Cli, tmp_path: Path) -> None:
    """TRF to CSV: the ids and titles have no CSV column (a warning); the TRF's own round-trip."""
    source = DATA / "gros-2010-after-round4.trf"
    for suffix in (".csv", ".xlsx", ".ods", ".trf"):
        out = tmp_path / f"gros{suffix}"
        code, printed, err = cli.run(["convert", str(source), str(out)])
        assert code == 0, err
        assert printed.startswith(f"wrote {out}: {suffix[1:].upper()}")
        if suffix != ".trf":
            assert "no columns for title, federation, sex, birth_date" in err
    assert cli.run(["convert", str(source), str(tmp_path / "g.csv"), "--strict"])[0] == 2
    field_trf = cli.json(["field", str(tmp_path / "gros.trf"), "--json"])
    field_original = cli.json(["field", str(source), "--json"])
    assert field_trf["players"] == field_original["players"]


def test_cli_refusals(cli: Cli, tmp_path: Path) -> None:
    """An unknown extension, the input as output, a season to TRF without --event."""
    season = DATA / "season_classic.csv"
    code, _, err = cli.run(["convert", str(season), str(tmp_path / "x.docx")])
    assert code == 2
    assert "cannot tell the format to write from 'x.docx'" in err
    code, _, err = cli.run(["convert", str(season), str(season)])
    assert code == 2
    assert "the converted file would overwrite the input file 'season_classic.csv'" in err
    code, _, err = cli.run(["convert", str(season), str(tmp_path / "x.trf")])
    assert code == 2
    assert "choose one with --event (the events: 'January'; 'February'; 'March')" in err
    code, _, err = cli.run(["convert", str(season), str(tmp_path / "x.trf"), "--event",
                            "February"])
    assert code == 2
    assert "'+Plus' has ratings 1740, 1760 in this event" in err
    code, _, err = cli.run(["convert", str(season), str(tmp_path / "x.trf"), "--event",
                            "January"])
    assert code == 0, err
    assert (tmp_path / "x.trf").read_text().startswith("012 January\n042 2025/01/10\n")


NAMES = st.sampled_from(["Ann", "Bob", "=Cid", "Dan Öst", "Eve, Jr", "+Fay", "Gus"])
RESULTS = st.sampled_from(["1-0", "0-1", "1/2-1/2", "1-0f", "0-1f", "0f-0f"])
RATINGS = st.one_of(st.just(""), st.integers(1000, 2800).map(str))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(NAMES, NAMES, RATINGS, RATINGS, RESULTS, st.integers(1, 4)),
                min_size=1, max_size=12))
def test_round_trip_property(rows: list[tuple[str, str, str, str, str, int]]) -> None:
    """Any small games CSV, written as .csv, .xlsx and .ods, reads back to the same games."""
    rows = [r for r in rows if r[0] != r[1]]
    seen: set[tuple[str, str, int]] = set()
    kept = []
    for row in rows:  # (one pairing per round: the reader refuses a repeat)
        key = (min(row[0], row[1]), max(row[0], row[1]), row[5])
        if key not in seen:
            seen.add(key)
            kept.append(row)
    if not kept:
        return
    text = "white,black,white_rating,black_rating,result,round\n" + "".join(
        ",".join(f'"{c}"' for c in map(str, row)) + "\n" for row in kept)
    original = read_event_file(text.encode(), source="p.csv")
    for suffix in (".csv", ".xlsx", ".ods"):
        data, _ = converted(original, suffix)
        again = read_event_file(data, source="p.csv")
        pd.testing.assert_frame_equal(games_of(original), games_of(again))


def test_trf_header_lines_from_the_command_line(cli: Cli, tmp_path: Path) -> None:
    """`--trf-header 022=Graz --trf-header 102=IA Ann Berg`: written in the TRF; a code the
    writer does not set is exit 2 and named."""
    (tmp_path / "g.csv").write_text("event,date,white,black,white_rating,black_rating,result\n"
                                    "Open,2026-03-10,Ann,Bob,1800,1700,1\n")
    out = tmp_path / "g.trf"
    code, _, err = cli.run(["convert", str(tmp_path / "g.csv"), str(out), "--trf-header",
                            "022=Graz", "--trf-header", "102=IA Ann Berg"])
    assert code == 0, err
    lines = out.read_text(encoding="utf-8").splitlines()
    assert "022 Graz" in lines
    assert "102 IA Ann Berg" in lines
    code, _, err = cli.run(["convert", str(tmp_path / "g.csv"), str(tmp_path / "h.trf"),
                            "--trf-header", "999=x"])
    assert code == 2
    assert "TRF header '999'" in err
