"""read_event_file takes an event file and a players file as a path, a str, bytes or a binary
file object, as pandas' readers do, and tells the format from the content and the name."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import elo_core.io.games as games_module
from elo_core.errors import FileError, InputError
from elo_core.io import encoding, read_event_file

PACKAGE = Path(__file__).resolve().parents[3] / "elo_core" / "data"
CAPO = PACKAGE / "examples" / "capo-dorso-2012.trfx"
TWIC = PACKAGE / "examples" / "twic-232-games.pgn"
GAMES = PACKAGE / "templates" / "games.csv"
PLAYERS = PACKAGE / "templates" / "players.csv"
KARL = PACKAGE / "examples" / "karl-mala-2005.trf"
RUSSIAN = Path(__file__).resolve().parents[2] / "data" / "hostile3" / "files" / \
    "enc_cp1251_russian.csv"


@pytest.mark.parametrize("given", [CAPO, str(CAPO)], ids=["Path", "str"])
def test_a_trf_path_is_read_as_trf_and_named_by_its_file(given: object) -> None:
    """Capo d'Orso 2012 by path: a TRF of 84 players, named 'capo-dorso-2012.trfx'."""
    event = read_event_file(given)  # type: ignore[arg-type]
    assert (event.format, event.source, event.n_players) == ("trf", "capo-dorso-2012.trfx", 84)


def test_the_same_file_as_bytes_and_as_an_open_binary_file() -> None:
    """The TWIC PGN as bytes (no name) and as an 'rb' file: 232 games either way."""
    from_bytes = read_event_file(TWIC.read_bytes())
    with TWIC.open("rb") as handle:
        from_handle = read_event_file(handle)
    assert (from_bytes.format, from_bytes.source, len(from_bytes.games)) == ("pgn", "", 232)
    assert (from_handle.format, from_handle.source, len(from_handle.games)) == \
        ("pgn", "twic-232-games.pgn", 232)


def test_a_bytesio_with_a_source_name() -> None:
    """A BytesIO carries no name: the one given is used in the result."""
    event = read_event_file(io.BytesIO(GAMES.read_bytes()), source="club.csv")
    assert (event.format, event.source, event.n_players) == ("csv (games)", "club.csv", 4)


def test_the_players_file_as_a_path_and_as_a_file_object() -> None:
    """The template's players file gives Anna Berg's profile (1850, 120 games) by path and by
    an open binary file."""
    by_path = read_event_file(GAMES, players=PLAYERS)
    with PLAYERS.open("rb") as handle:
        by_handle = read_event_file(GAMES, players=handle)
    for event in (by_path, by_handle):
        anna = event.players.loc["Anna Berg"]
        assert (anna["rating"], anna["games_played"]) == (1850, 120)


def test_a_missing_event_file_says_so(tmp_path: Path) -> None:
    """A path to nothing: InputError, no traceback of OSError."""
    with pytest.raises(InputError, match=r"there is no event file '.*capo\.trfx'"):
        read_event_file(tmp_path / "capo.trfx")


def test_a_folder_and_a_text_mode_players_file_are_refused(tmp_path: Path) -> None:
    """A folder as the event file; a players file opened as text."""
    with pytest.raises(InputError, match=r"the event file '.*' is a folder, not a file"):
        read_event_file(tmp_path)
    with PLAYERS.open(encoding="utf-8") as handle, pytest.raises(
            InputError, match=r"the players file 'players\.csv' is open as text"):
        read_event_file(GAMES, players=handle)  # type: ignore[arg-type]


def test_the_name_tells_the_format_the_content_does_not(tmp_path: Path) -> None:
    """A one-column file has no separator to tell a CSV by: named '.csv' it is read as a CSV
    (and refused as a players file, not a games file); named '.txt' it is not recognised."""
    for name in ("one.csv", "one.txt"):
        (tmp_path / name).write_bytes(b"player\nAnna\n")
    with pytest.raises(FileError, match=r"one\.csv: 1 problem found\n  - row 1: a players "
                                        r"file: a games file needs the columns white, black"):
        read_event_file(tmp_path / "one.csv")
    with pytest.raises(FileError, match=r"one\.txt: 1 problem found\n  - the file is not a "
                                        r"CSV \(with a header row\)"):
        read_event_file(tmp_path / "one.txt")


def _whole_decodes(monkeypatch: pytest.MonkeyPatch, size: int) -> list[int]:
    """Calls of decode_text on (nearly) the whole file, wherever they come from."""
    calls: list[int] = []
    real = encoding.decode_text

    def counted(data: bytes) -> encoding.Decoded:
        if len(data) >= size // 2:
            calls.append(len(data))
        return real(data)

    monkeypatch.setattr(encoding, "decode_text", counted)
    monkeypatch.setattr(games_module, "decode_text", counted)
    return calls


@pytest.mark.parametrize(("name", "data"), [
    ("enc_cp1251_russian.csv", RUSSIAN.read_bytes()),
    ("karl.trf", KARL.read_bytes().replace(b"Vasquez,Rodrigo  ", "Vásquez,Rodrigó ".encode(
        "cp1252"), 1)),
])
def test_a_file_in_a_single_byte_encoding_is_decoded_once(
        monkeypatch: pytest.MonkeyPatch, name: str, data: bytes) -> None:
    """One decode serves the reader and the encoding warnings (it was two for the CSV, three
    for the TRF: the bytes made UTF-8, the warnings, the reader's text)."""
    calls = _whole_decodes(monkeypatch, len(data))
    event = read_event_file(data, source=name)
    assert len(calls) == 1
    names = set(event.games["white"].astype(str))
    assert names & {"Иванов Сергей", "Vásquez,Rodrigó"}
