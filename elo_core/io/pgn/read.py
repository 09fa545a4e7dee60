"""PGN reader: the tags of every game (moves skipped), read by the tag-pair scanner."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pandas as pd

from elo_core.errors import FileError, FileWarning, Problem
from elo_core.io.cells.names import plain_texts
from elo_core.io.cells.rating_text import refuse_below_lowest, whole_ratings
from elo_core.io.cells.time_control import check_time_controls
from elo_core.io.cells.values import parse_ratings, parse_results
from elo_core.io.fide_ids import with_fide_ids
from elo_core.io.games import (
    EventFile,
    check_bytes,
    decode,
    empty_players,
    make_games,
    pairing_problems,
    raise_if,
)
from elo_core.io.pgn.checks import (
    cased_tags,
    comment_findings,
    joined_games,
    result_warnings,
)
from elo_core.io.pgn.comments import open_comments
from elo_core.io.pgn.dates import before_start, game_dates
from elo_core.io.pgn.fast import TagColumns, fast_tags
from elo_core.io.pgn.kinds import (
    ENDED_NOTE,
    FORFEIT_NOTE,
    moveless_forfeits,
    termination_forfeits,
    unknown_ratings,
    unrated_kinds,
)
from elo_core.io.pgn.scan import scan_games

TAGS = ("Event", "Date", "Round", "White", "Black", "Result", "WhiteElo", "BlackElo",
        "TimeControl", "EventDate", "WhiteFideId", "BlackFideId", "Variant", "SetUp", "FEN",
        "WhiteTitle", "BlackTitle", "Termination")
UNKNOWN = frozenset(("", "?", "-", "??"))


def _clean(value: str | None) -> str:
    text = " ".join((value or "").split())
    return "" if text in UNKNOWN else text


def _cleaned(values: list[str]) -> np.ndarray:
    """`_clean` of every value: plain ASCII values kept (but the unknown marks, ''), the others
    worked out once per distinct value."""
    out = np.array(values, dtype=object)
    plain = plain_texts(out)
    out[plain & pd.Index(out, dtype=object).isin(sorted(UNKNOWN))] = ""
    rest = np.flatnonzero(~plain)
    if len(rest):
        codes, distinct = pd.factorize(out[rest])
        out[rest] = np.array([_clean(value) for value in distinct], dtype=object)[codes]
    return out


def tag_columns(text: str | bytes, data: bytes | None = None) -> TagColumns:
    """Every game's TAGS, first line and ending: pyarrow's column-wise read for the usual layout,
    else the tag-pair scanner (which follows `chess.pgn` on any layout). `data`: the bytes the
    text was decoded from; `text` may be an ASCII file's bytes (decoded only for the scanner)."""
    fast = fast_tags(text, TAGS, data)
    if fast is not None:
        return fast
    games = list(scan_games(_as_text(text)))
    return TagColumns(
        tags={tag: np.array([game.tags.get(tag, "") for game in games], dtype=object)
              for tag in TAGS},
        lines=np.array([game.line for game in games], dtype=np.int64),
        endings=np.array([game.ending for game in games], dtype=object),
        moves=np.array([game.moves for game in games], dtype=bool))


def read_pgn(data: bytes, *, source: str = "", max_mb: float | None = None,
             date: dt.date | None = None, text: str | None = None) -> EventFile:
    """Read every game's headers; unfinished games ('*') are skipped with their line. `date` is
    the date given for events without one (it settles a partial date, see pgn_dates); `text`
    the bytes' text when the caller decoded them already (read_event_file)."""
    check_bytes(data, max_mb=max_mb, source=source)
    # An ASCII file is read from its bytes: its text (90 MB for the real-shaped PGN) is made
    # only for a layout the column-wise read declines, or to locate a problem.
    read: str | bytes = text if text is not None else data if data.isascii() else decode(data)
    problems, warnings = comment_findings(open_comments(read))
    scanned = tag_columns(read, data)
    result_codes, result_texts = pd.factorize(scanned.tags["Result"])
    unfinished = np.array([str(text).strip() == "*" for text in result_texts] + [False],
                          dtype=bool)[result_codes]
    skipped = [Problem(message="unfinished game (result '*') not rated", line=int(line),
                       column="Result", value="*") for line in scanned.lines[unfinished]]
    chess, not_chess, kind_warnings = unrated_kinds(
        scanned.tags["Variant"], scanned.tags["SetUp"], scanned.tags["FEN"], scanned.lines,
        np.char.add(np.char.add(scanned.tags["WhiteTitle"].astype(str), "/"),
                    scanned.tags["BlackTitle"].astype(str)))
    known, unknown, unknown_warnings = unknown_ratings(
        scanned.tags["WhiteElo"], scanned.tags["BlackElo"], scanned.lines, ~unfinished & chess)
    kept = ~unfinished & chess & known
    skipped += not_chess + unknown
    warnings += kind_warnings + unknown_warnings
    rows = {tag: column[kept].tolist() for tag, column in scanned.tags.items()}  # a column a tag
    lines, endings = scanned.lines[kept], scanned.endings[kept].tolist()
    if not len(lines):
        problem = ("no finished games found" if unfinished.any() else
                   "no game left to rate (each is left out below)") if skipped else \
            "no PGN games found (a game starts with tags like [White \"...\"])"
        raise FileError([Problem(message=problem), *problems, *skipped], source=source)
    line_numbers = np.asarray(lines, dtype=np.int64)
    white, black = _cleaned(rows["White"]), _cleaned(rows["Black"])
    for side, names in (("White", white), ("Black", black)):
        problems.extend(Problem(message="the name is missing", line=int(line_numbers[i]),
                                column=side, value="") for i in np.flatnonzero(names == ""))
    first, second, played, note = parse_results(pd.Series(rows["Result"]), line_numbers,
                                                "Result", problems)
    warnings.extend(result_warnings(rows["Result"], endings, first, line_numbers))
    events = _cleaned(rows["Event"])
    events[events == ""] = source or "Event"
    forfeit, said = moveless_forfeits(events, scanned.moves[kept], played, line_numbers)
    given, ended = termination_forfeits(scanned.tags["Termination"][kept], played & ~forfeit,
                                        line_numbers)
    warnings += [*said, *ended, *before_start(rows["Date"], rows["EventDate"], line_numbers)]
    if forfeit.any() or given.any():
        played = played & ~forfeit & ~given
        note = pd.Categorical(np.where(forfeit, FORFEIT_NOTE, np.where(
            given, ENDED_NOTE, np.asarray(note, dtype=object))).astype(object))
    time_controls = _cleaned(rows["TimeControl"])
    check_time_controls(pd.Series(time_controls), line_numbers, "TimeControl", problems)
    games = make_games({
        "event": events,
        "date": game_dates(rows["Date"], rows["EventDate"], events=events, lines=line_numbers,
                           given=date, problems=problems, warnings=warnings).to_numpy(),
        "round": board_rounds(events, _cleaned(rows["Round"]), white, black),
        "white": white, "black": black,
        "white_rating": _ratings(rows["WhiteElo"], line_numbers, "WhiteElo", problems, warnings),
        "black_rating": _ratings(rows["BlackElo"], line_numbers, "BlackElo", problems, warnings),
        "white_score": first, "black_score": second, "played": played, "note": note,
        "time_control": time_controls,
        "source_line": line_numbers,
    })
    players, id_warnings = with_fide_ids(empty_players(), [
        (white, rows["WhiteFideId"], "WhiteFideId"), (black, rows["BlackFideId"], "BlackFideId")],
        line_numbers, problems)
    problems.extend(pairing_problems(games, what="line"))
    if problems:  # (looked for only then: a join shows as names and results missing)
        missing = any(p.message in ("the name is missing", "the result is empty")
                      for p in problems)  # (what a tag in another case leads to)
        text = _as_text(read)
        raise_if(joined_games(text) or (cased_tags(text) if missing else []) or problems,
                 source)
    return EventFile(format="pgn", games=games, players=players, skipped=tuple(skipped),
                     source=source, warnings=(*warnings, *id_warnings))


def _as_text(read: str | bytes) -> str:
    """The file's text (an ASCII file's bytes decoded)."""
    return read if isinstance(read, str) else read.decode("ascii")


def _ratings(values: list[str], lines: np.ndarray, column: str, problems: list[Problem],
             warnings: list[FileWarning]) -> np.ndarray:
    """An Elo tag read as a whole number ('1,850' is 1850, said), refused below the lowest."""
    read, said = whole_ratings(values, lines, column)
    warnings.extend(said)
    ratings = parse_ratings(pd.Series(read, dtype=object), lines, column, problems)
    return refuse_below_lowest(ratings, lines, column, problems)


def board_rounds(events: np.ndarray, rounds: np.ndarray, white: np.ndarray,
                 black: np.ndarray) -> np.ndarray:
    """Rounds written 'round.board' (TWIC: '1.1', '9.5') as their round ('1', '9'), event by
    event; an event where that would pair two players twice in one round (a match's games '4.1',
    '4.4', a knockout's '1.11', '1.12') keeps its labels as written."""
    codes, labels = pd.factorize(rounds)  # (the pattern is tried once per distinct label)
    found = pd.Series(labels, dtype=object).str.extract(r"^(\d+)\.\d+$")[0]
    boards = found.notna().to_numpy()[codes]
    if not boards.any():
        return rounds
    merged = np.where(boards, found.fillna("").to_numpy(dtype=object)[codes], rounds)
    # Integer codes for events, rounds and players: hashing strings once, then whole numbers
    # (np.isin on 100,000 event names sorted Python strings: 0.6 s a call).
    event_codes, event_names = pd.factorize(events)
    player_codes = pd.factorize(np.concatenate([white, black]))[0]
    white_codes, black_codes = np.split(player_codes, 2)
    sides = (white != "") & (black != "")
    pairs = pd.DataFrame({"event": event_codes, "round": pd.factorize(merged)[0],
                          "low": np.minimum(white_codes, black_codes),
                          "high": np.maximum(white_codes, black_codes)})[sides]
    clashing = np.zeros(len(event_names), dtype=bool)
    clashing[pairs["event"].to_numpy()[pairs.duplicated(keep=False).to_numpy()]] = True
    return np.where(boards & ~clashing[event_codes], merged, rounds)
