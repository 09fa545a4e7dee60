"""Second hostile corpus, PGN, TRF and format detection: each file's exact outcome (the figure
read, a named warning, or a named problem), through the reader and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from elo_core.cli import main as cli_main
from elo_core.errors import FileError, FileWarning
from elo_core.io import EventFile, read_event_file

CORPUS = Path(__file__).resolve().parents[2] / "data" / "hostile2"


def _data(name: str) -> bytes:
    return (CORPUS / name).read_bytes()


def _read(name: str) -> EventFile:
    return read_event_file(_data(name), source=name)


def _refusal(name: str) -> FileError:
    with pytest.raises(FileError) as caught:
        _read(name)
    return caught.value


def _warning(event: EventFile, code: str) -> FileWarning:
    found = [w for w in event.warnings if w.code == code]
    assert len(found) == 1, [w.code for w in event.warnings]
    return found[0]


def _field_json(name: str, capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    status = cli_main(["field", str(CORPUS / name), "--json", *args])
    out = capsys.readouterr().out
    assert status == 0
    parsed: dict[str, object] = json.loads(out)
    return parsed


# -- group 6: bounded work in format detection --------------------------------------------------

def test_a_64k_file_of_blank_lines_is_refused_as_no_format() -> None:
    """One text line, then 64 KB of newlines: refused as no known format (was 5 s in the regex)."""
    error = _refusal("detect_blank_lines_64k.txt")
    assert [p.message for p in error.problems] == [
        "the file is not a CSV (with a header row), a FIDE TRF or a PGN file"]


def test_spaces_and_tabs_lines_are_refused_as_no_format() -> None:
    error = _refusal("detect_spaces_lines_64k.txt")
    assert "not a CSV (with a header row), a FIDE TRF or a PGN file" in error.problems[0].message


def test_tags_after_30000_blank_crlf_lines_are_read_as_pgn() -> None:
    """The game after the blank lines is found, on its own line."""
    event = _read("detect_blank_crlf_then_tags.pgn")
    assert event.format == "pgn"
    assert event.games["source_line"].tolist() == [30001]
    assert event.games["white_rating"].tolist() == [1800.0]


EXPECTED_NAMES = (
    "detect_blank_lines_64k.txt", "detect_spaces_lines_64k.txt",
    "detect_blank_crlf_then_tags.pgn",
)
