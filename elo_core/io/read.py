"""Reading one uploaded event file: the format detected, the reader run, a players file merged
(CSV or spreadsheet)."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import numpy as np
import pandas as pd

from elo_core.errors import FileError, FileWarning, Problem, counted_in_lines
from elo_core.io import players as players_files
from elo_core.io import sheets
from elo_core.io.cells.names import clean_name, plain_texts, similar_names
from elo_core.io.csv.read import ROUNDS_NAMES, read_csv
from elo_core.io.csv.table_text import warnings_in_users_words
from elo_core.io.detect import detect_format
from elo_core.io.encoding import (
    Decoded,
    FileInput,
    decoded_once,
    decoding_warnings,
    file_bytes,
    utf16_text,
)
from elo_core.io.events.checks import event_warnings
from elo_core.io.fide_list.kind import LIST_MAX_BYTES, LIST_MAX_MB, is_fide_list
from elo_core.io.fide_list.players import list_match, list_profiles
from elo_core.io.games import EventFile, check_bytes, check_size, size_text
from elo_core.io.pgn.read import read_pgn
from elo_core.io.players.match import (
    overridden_warnings,
    players_match,
    unmatched_warnings,
)
from elo_core.io.players.matched import ListMatch, PlayersMatch
from elo_core.io.players.read import PlayersFile, read_players_file
from elo_core.io.sheets.kind import sheet_kind
from elo_core.io.trf.read import read_trf


def read_event_file(
    file: FileInput,
    *,
    format: str | None = None,
    source: str = "",
    max_mb: float | None = None,
    player: str = "",
    player_rating: float | None = None,
    profile: dict[str, float] | None = None,
    players: FileInput | None = None,
    date: dt.date | None = None,
    players_name: str = "",
) -> EventFile:
    """Read one event file (format detected unless given), with an optional players file.

    `file` and `players` are each a path (str or os.PathLike), bytes or a file opened in binary
    mode; `source` (else the file's name) names the file in messages and helps to tell the
    format. A path that is not a file, or a file open as text, raises InputError.

    Raises FileError listing every problem; nothing is partly read. Every format's names are
    in one form (names.clean_name), and the warnings of every reader are added to: cp1252
    lines in a UTF-8 file, names that differ only in case or accents, players-file rows that
    match nobody. `date` is the date for events without one (a PGN's partial dates may need
    it). `players` may be FIDE's rating list (its name, `players_name`, tells a single list's
    time control).
    """
    data, source = file_bytes(file, source, what="event file")
    if players is not None:
        players, players_name = file_bytes(players, players_name, what="players file")
    decoded = None
    workbook = sheet_kind(data)
    if workbook is None:
        data, decoded = _text_upload(data, max_mb=max_mb, source=source)
    kind = detect_format(data, format=format, source=source, workbook=workbook)
    if kind in ("xlsx", "ods"):
        event = sheets.read_sheet(data, kind=workbook, source=source, max_mb=max_mb,
                                  player=player, player_rating=player_rating, profile=profile)
    elif kind in ("trf", "pgn"):  # text files of lines: problems and warnings say 'line N'
        text = None if decoded is None else decoded.text
        try:
            event = read_trf(data, source=source, max_mb=max_mb, text=text) if kind == "trf" \
                else read_pgn(data, source=source, max_mb=max_mb, date=date, text=text)
        except FileError as exc:
            raise counted_in_lines(exc) from None
        event = replace(event, warnings=_in_lines(event.warnings))
    else:
        event = read_csv(data, source=source, max_mb=max_mb, player=player,
                         player_rating=player_rating, profile=profile,
                         text=None if decoded is None else decoded.text)
    found = event.players
    on_fide_list = False
    matched: PlayersMatch | ListMatch | None = None
    warnings = (*(() if decoded is None else decoding_warnings(decoded)), *event.warnings)
    players_book = None if players is None else sheet_kind(players)  # (told once, here)
    if players is not None and players_book is None and is_fide_list(players):
        # FIDE's rating list: players by FIDE ID, the list's figures win
        if len(players) > LIST_MAX_BYTES:
            raise FileError([Problem(message=f"the list is {size_text(len(players))}, over the "
                                     f"limit for rating lists of {LIST_MAX_MB:g} MB")],
                            source="players file")
        on_list, said, _ = list_profiles(event, players, source=players_name or "players file")
        warnings = (*warnings, *said)
        found = on_list.combine_first(_clean_index(found)) if len(found) else on_list
        on_fide_list = True
    elif players is not None:
        listed = _players_file(players, players_book, max_mb=max_mb)
        extra, players_warnings = listed.profiles, listed.warnings
        warnings += overridden_warnings(_clean_index(found), _clean_index(extra))
        found = _clean_index(found).combine_first(extra) if len(found) else extra
        if players == data and kind in ("xlsx", "ods"):  # one workbook, both its sheets read
            warnings, players_warnings = _both_sheets_read(warnings, players_warnings)
        warnings += tuple(replace(w, column=f"{w.column} (players file)" if w.column else
                                  "players file") for w in players_warnings)
        matched = players_match(event, listed.rows)
        warnings += unmatched_warnings(matched)
    said = (*similar_names(event.games), *event_warnings(
        event.games, _clean_index(found), listed=kind == "trf",
        unit="line" if kind in ("trf", "pgn") else "row"))
    warnings += _in_lines(said, kind) if kind in ("trf", "pgn") else warnings_in_users_words(
        list(said), event.written,
        ROUNDS_NAMES if event.format.endswith("(rounds)") else None)
    read = EventFile(format=event.format, games=event.games, players=_clean_index(found),
                     skipped=event.skipped, source=event.source,
                     trf_points={clean_name(k): v for k, v in event.trf_points.items()},
                     listed_players=event.listed_players, warnings=warnings,
                     trf_header=event.trf_header, written=event.written)
    if on_fide_list:  # (FIDE's list: its players found by FIDE ID, counted on the event as read)
        return replace(read, players_match=list_match(read))
    return replace(read, players_match=matched)


def _players_file(data: bytes, kind: str | None, *, max_mb: float | None) -> PlayersFile:
    """A players file read once (a workbook's players sheet when `kind` is a workbook's): its
    profiles, its warnings (the decoding's first) and its rows, for matching the event's names."""
    if kind is not None:
        return players_files.read_players_sheet(data, kind=kind, source="players file",
                                                max_mb=max_mb)
    text, decoded = _text_upload(data, max_mb=max_mb, source="players file")
    found = read_players_file(text, source="players file", max_mb=max_mb,
                              text=None if decoded is None else decoded.text)
    if decoded is None:
        return found
    return replace(found, warnings=(*decoding_warnings(decoded), *found.warnings))


def _text_upload(data: bytes, *, max_mb: float | None, source: str
                 ) -> tuple[bytes, Decoded | None]:
    """A text upload checked and decoded once: the size; UTF-16 to UTF-8 (its zero bytes are no
    binary); empty or binary refused; then its one decode (UTF-8, or the single-byte encoding
    that fits). The bytes as UTF-8 for the reader, and the decoding (None: ASCII). An encoding
    that fits no name is a FileError naming the file."""
    check_size(data, max_mb=max_mb, source=source)
    text16 = utf16_text(data)
    if text16 is not None:
        data = text16.encode("utf-8")
        check_bytes(data, max_mb=max_mb, source=source)
        return data, Decoded(text=text16, encoding="utf-16")
    check_bytes(data, max_mb=max_mb, source=source)
    try:
        return decoded_once(data)
    except FileError as exc:
        raise FileError(list(exc.problems), source=source) from None


# The games table's columns as a text format names them (the event checks name the table's).
_COLUMNS = {"pgn": {"white": "White", "black": "Black", "white_rating": "WhiteElo",
                    "black_rating": "BlackElo"},
            "trf": {"white": "name", "black": "name"}}


def _in_lines(warnings: tuple[FileWarning, ...], kind: str = "") -> tuple[FileWarning, ...]:
    """The same warnings, located by a text file's lines (PGN, TRF) rather than by rows, with
    the event checks' columns as the format `kind` names them (WhiteElo, not white_rating)."""
    names = _COLUMNS.get(kind, {})
    return tuple(replace(w, unit="line", column=names.get(w.column or "", w.column))
                 for w in warnings)


def _both_sheets_read(event: tuple[FileWarning, ...], players: tuple[FileWarning, ...]
                      ) -> tuple[tuple[FileWarning, ...], tuple[FileWarning, ...]]:
    """One workbook given as the event file and as the players file: each reading's
    `sheet_not_read` that names only the sheet the other read is no longer so (it was read)."""
    def kept(warnings: tuple[FileWarning, ...]) -> tuple[FileWarning, ...]:
        return tuple(w for w in warnings if w.code != "sheet_not_read" or "," in (w.value or ""))
    return kept(event), kept(players)


def _clean_index(players: pd.DataFrame) -> pd.DataFrame:
    """A players table indexed by names in their one form, as the games name them."""
    names = np.asarray(players.index, dtype=object)
    cleaned = names.copy()
    for i in np.flatnonzero(~plain_texts(names)):  # (plain names are their one form already)
        cleaned[i] = clean_name(str(names[i]))
    if players.index.empty or (cleaned == names).all():
        return players
    out = players.copy()
    out.index = pd.Index(cleaned, dtype=object, name=players.index.name)
    return out
