"""CSV readers: a games file or one player's rounds (the players file: players_file.py)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.errors import FileError, FileWarning, Problem
from elo_core.io.cells.names import clean_name
from elo_core.io.cells.numbers import DECIMAL_MARK, MAX_RATING, MIN_RATING
from elo_core.io.cells.time_control import check_time_controls, minutes_in_tables
from elo_core.io.cells.values import (
    capped,
    factorized,
    parse_dates,
    parse_numbers,
    parse_ratings,
    parse_results,
)
from elo_core.io.contradictions import blank_rows, repeated_rows
from elo_core.io.csv.fast import fast_cells
from elo_core.io.csv.shape import Table, table_shape
from elo_core.io.csv.table_text import (
    BLANK_ROWS,
    as_written,
    first_line,
    in_users_words,
    parse_header,
    read_cells,
    repeated_header,
    warnings_in_users_words,
)
from elo_core.io.events.guessed import events_from_dates
from elo_core.io.fide_ids import with_fide_ids
from elo_core.io.games import (
    EventFile,
    as_categorical,
    check_bytes,
    decode,
    empty_players,
    make_games,
    pairing_problems,
    raise_if,
)
from elo_core.io.periods import read_periods

PROFILE_RANGES = {"rating": (MIN_RATING, MAX_RATING), "games_played": (0.0, 100000.0),
                  "birth_year": (1880.0, 2100.0), "peak_rating": (MIN_RATING, MAX_RATING),
                  "k": (1.0, 200.0), "games_in_period": (0.0, 10000.0)}
# Glicko-2's optional players-file columns (file column -> (kept as, low, high)), kept only when
# given; `rd` alone is the round column's short name in games files, so RD is spelled out
GLICKO_RANGES = {"rating_deviation": ("rd", 1.0, 500.0),
                 "volatility": ("volatility", 0.0001, 0.9999)}
BYE_WORDS = frozenset(("bye", "-", "(bye)", "free", "spielfrei"))
WHOLE_FIELDS = frozenset(("games_played", "birth_year", "games_in_period"))


def clean_names(values: pd.Series) -> pd.Categorical:
    """Names in their one form (names.clean_name; numbers stay whole: 1001, not 1001.0)."""
    codes, uniques = factorized(values)
    text = np.array([clean_name(value) if type(value) is str else _text(value)
                     for value in uniques], dtype=object)
    merged, names = pd.factorize(np.append(text, ""))
    return pd.Categorical.from_codes(merged[:len(text)][codes] if len(codes) else codes,
                                     categories=pd.Index(np.asarray(names, dtype=object)),
                                     validate=False)


def _blank(values: pd.Categorical) -> np.ndarray:
    """Which rows are empty text."""
    blank: np.ndarray = (np.asarray(values.categories, dtype=object) == "")
    return np.asarray(blank[np.asarray(values.codes)], dtype=bool)


def _text(value: object) -> str:
    if isinstance(value, str):
        return clean_name(value)
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return " ".join(str(value).split())


def read_csv(data: bytes, *, source: str = "", max_mb: float | None = None,
             player: str = "", player_rating: float | None = None,
             profile: dict[str, float] | None = None, text: str | None = None) -> EventFile:
    """A games or one-player rounds CSV (shape from the header); `text`: the bytes decoded."""
    check_bytes(data, max_mb=max_mb, source=source)
    problems: list[Problem] = []
    first = first_line(data)
    written = as_written(first)
    sep, columns = parse_header(first, problems)  # the shape is known before the body is read
    raise_if(problems, source)
    table_shape(columns, written, source)
    fast = fast_cells(data)
    if fast is None:
        cells, found_lines = read_cells(decode(data) if text is None else text, problems)
        raise_if(in_users_words(problems, written), source)
        lines = np.asarray(found_lines, dtype=np.int64)
    else:
        cells, lines = fast
    return read_table(Table(columns=columns, written=written, cells=cells, lines=lines, sep=sep),
                      source=source, player=player, player_rating=player_rating,
                      profile=profile)


def read_table(table: Table, *, source: str = "", player: str = "",
               player_rating: float | None = None,
               profile: dict[str, float] | None = None) -> EventFile:
    """A games or one-player rounds table (a CSV's or a sheet's cells) turned into games;
    problems and warnings at each row's line. Raises FileError listing every problem."""
    problems: list[Problem] = []
    written, cells = table.written, table.cells
    shape = table_shape(table.columns, written, source)
    if cells.empty:
        raise FileError([Problem(message="the file has a header but no rows", line=1)],
                        source=source)
    line_numbers = np.asarray(table.lines, dtype=np.int64)
    raise_if(repeated_header(cells, line_numbers), source)
    warnings: list[FileWarning] = list(blank_rows(cells.attrs.get(BLANK_ROWS, ())))
    if shape == "rounds":
        cells = _rounds_as_games(cells, player or "Player")
    games, players = _games(cells, line_numbers, problems, source,
                            _Context(decimal=DECIMAL_MARK.get(table.sep), warnings=warnings))
    id_warnings: tuple[FileWarning, ...] = ()
    if shape == "games" and {"white_id", "black_id"} & set(cells.columns):
        players, id_warnings = with_fide_ids(players, [
            (np.asarray(games[side], dtype=object),
             cells[f"{side}_id"] if f"{side}_id" in cells.columns else np.full(len(cells), ""),
             f"{side}_id") for side in ("white", "black")], line_numbers, problems)
    problems.extend(pairing_problems(games))
    warnings += repeated_rows(cells, line_numbers)  # (event checks: io/events, for every format)
    raise_if(in_users_words(problems, written, ROUNDS_NAMES if shape == "rounds" else None),
             source)
    if shape == "rounds":
        name = player or "Player"
        games["white_rating"] = np.nan if player_rating is None else float(player_rating)
        row = {key: float(value) for key, value in (profile or {}).items()}
        row["rating"] = np.nan if player_rating is None else float(player_rating)
        players = pd.DataFrame([row], index=pd.Index([name], dtype=object, name="player"),
                               columns=list(PROFILE_RANGES), dtype="float64")
    return EventFile(format=f"csv ({shape})", games=games, players=players, source=source,
                     written=dict(written),
                     warnings=(*warnings_in_users_words(
                         warnings, written, ROUNDS_NAMES if shape == "rounds" else None),
                               *id_warnings))


ROUNDS_NAMES = {"black": "opponent", "black_rating": "opponent_rating"}


def _rounds_as_games(cells: pd.DataFrame, player: str) -> pd.DataFrame:
    out = cells.rename(columns={"opponent": "black", "opponent_rating": "black_rating"})
    out.insert(0, "white", player)
    out.insert(1, "white_rating", "")
    return out


@dataclass(frozen=True, kw_only=True, slots=True)
class _Context:
    """What the whole file says about its cells: its decimal mark, and where warnings go."""

    decimal: str | None
    warnings: list[FileWarning]


def _games(cells: pd.DataFrame, lines: np.ndarray, problems: list[Problem],
           source: str, context: _Context) -> tuple[pd.DataFrame, pd.DataFrame]:
    white = clean_names(cells["white"])
    black = clean_names(cells["black"])
    black_names = np.asarray(black.categories, dtype=object)
    bye_names = np.array([name.lower() in BYE_WORDS for name in black_names], dtype=bool)
    bye = bye_names[np.asarray(black.codes)]
    if bye_names.any():
        blank_code = int(np.flatnonzero(black_names == "")[0])
        codes = np.where(bye, blank_code, np.asarray(black.codes))
        black = pd.Categorical.from_codes(codes, categories=black.categories)
    problems.extend(Problem(message="the name is empty", line=int(lines[i]), column="white",
                            value="") for i in capped(np.flatnonzero(_blank(white)), lines, "white",
                                                 problems, "empty names"))
    problems.extend(Problem(message="the name is empty (write 'bye' for a bye)",
                            line=int(lines[i]), column="black", value="")
                    for i in capped(np.flatnonzero(_blank(black) & ~bye), lines, "black",
                                    problems, "empty names"))
    first, second, played, note = parse_results(cells["result"], lines, "result", problems)
    second = np.where(bye, np.nan, second)
    played = played & ~bye
    if bye.any():
        note = as_categorical(np.where(bye, "bye", np.asarray(note, dtype=object)))
    columns: dict[str, object] = {
        "white": white, "black": black, "white_score": first, "black_score": second,
        "played": played, "note": note, "source_line": lines,
        **{side: parse_ratings(cells[side], lines, side, problems, decimal=context.decimal,
                               warnings=context.warnings)
           for side in ("white_rating", "black_rating")},
    }
    if "round" in cells.columns:
        columns["round"] = clean_names(cells["round"])
    if "time_control" in cells.columns:
        controls = clean_names(cells["time_control"])
        controls, said = minutes_in_tables(controls, lines, "time_control")
        check_time_controls(controls, lines, "time_control", problems)
        columns["time_control"] = controls
        context.warnings.extend(said)
    default_event = source or "Event"
    if "event" in cells.columns:
        events = clean_names(cells["event"])
        if _blank(events).any():  # a blank event name becomes the file's name
            labels = np.asarray(events.categories, dtype=object)
            named = np.where(labels == "", _text(default_event), labels)
            merged, distinct = pd.factorize(np.append(named, ""))
            events = pd.Categorical.from_codes(
                merged[np.asarray(events.codes)],
                categories=pd.Index(np.asarray(distinct, dtype=object)), validate=False)
        columns["event"] = events
    elif "date" in cells.columns:
        columns["event"], said = events_from_dates(
            clean_names(cells["date"].astype(str)), columns.get("round"),
            name=default_event)
        context.warnings.extend(said)
    else:
        columns["event"] = np.full(len(white), default_event, dtype=object)
    if "rating_period" in cells.columns:
        columns["rating_period"] = read_periods(cells["rating_period"], lines,
                                                as_categorical(columns["event"]), problems)
    if "date" in cells.columns:
        columns["date"] = parse_dates(cells["date"], lines, "date", problems,
                                      warnings=context.warnings).to_numpy()
    games = make_games(columns)
    return games, _profiles_from_games(cells, white, black, lines, problems, context=context)


def _profiles_from_games(cells: pd.DataFrame, white: pd.Categorical, black: pd.Categorical,
                         lines: np.ndarray, problems: list[Problem], *,
                         context: _Context) -> pd.DataFrame:
    """Optional white_k, black_birth_year... columns: the first value given per player."""
    parts = []
    for side, names in (("white", white), ("black", black)):
        found = {field: parse_numbers(cells[f"{side}_{field}"], lines, f"{side}_{field}",
                                      problems, low=low, high=high, whole=field in WHOLE_FIELDS,
                                      decimal=context.decimal, warnings=context.warnings)
                 for field, (low, high) in PROFILE_RANGES.items()
                 if field != "rating" and f"{side}_{field}" in cells.columns}
        if found:
            parts.append(pd.DataFrame({"player": np.asarray(names, dtype=object), **found}))
    if not parts:
        return empty_players()
    merged = pd.concat(parts)
    merged = merged[merged["player"] != ""].groupby("player", sort=False).first()
    return merged.reindex(columns=list(PROFILE_RANGES))
