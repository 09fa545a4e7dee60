"""The one games table every reader produces, plus the checks shared by all formats.

Columns of `EventFile.games` (one row per pairing or bye, in file order):

| column | type | meaning |
|---|---|---|
| event | str | event name ("" becomes the file name) |
| date | datetime64 | the event's date (NaT when the file gives none) |
| round | str | round label as written ("" when not given) |
| white, black | str | the two sides; `black` is "" for a bye (a row for one player only) |
| white_rating, black_rating | float | rating given in the file, NaN = unrated |
| white_score, black_score | float | points credited (forfeits and byes included); NaN for no side |
| played | bool | played over the board: False for forfeits, byes, games under one move |
| note | str | why a row is not played ("forfeit", "half-point bye (H)"...) |
| time_control | str | as written, "" when not given |
| rating_period | str | the FIDE list rating the event (YYYY-MM), "" when not given |
| source_line | int | line (row) in the file, the header being line 1 |

`EventFile.players` has one row per player with a profile (index: player name): columns
rating, games_played, birth_year, peak_rating, k, games_in_period (NaN when not given); a TRF
adds text columns IDENTITY_COLUMNS (start number, FIDE ID, title, federation, sex, birth date).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from elo_core.errors import FileError, FileWarning, InputError, Problem
from elo_core.io.cells.names import clean_categories
from elo_core.io.encoding import decode_text
from elo_core.io.players.matched import ListMatch, PlayersMatch

GAME_COLUMNS = (
    "event", "date", "round", "white", "black", "white_rating", "black_rating",
    "white_score", "black_score", "played", "note", "time_control", "rating_period",
    "source_line",
)
PROFILE_COLUMNS = ("rating", "games_played", "birth_year", "peak_rating", "k", "games_in_period")
GLICKO_COLUMNS = ("rd", "volatility")  # optional players-file columns, for Glicko-2
IDENTITY_COLUMNS = ("start_number", "fide_id", "title", "federation", "sex", "birth_date")
DEFAULT_MAX_MB = 50.0
MAX_MB_ENV = "ELO_MAX_UPLOAD_MB"


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class EventFile:
    """What a reader found in one file: games, player profiles, and what it skipped (and why)."""

    format: str
    games: pd.DataFrame
    players: pd.DataFrame
    skipped: tuple[Problem, ...] = ()
    source: str = ""
    trf_points: dict[str, float] = field(default_factory=dict)
    listed_players: int | None = None  # TRF: player (001) lines, bye markers included
    warnings: tuple[FileWarning, ...] = ()  # read one way of two, contradictions, rows dropped
    trf_header: tuple[tuple[str, str], ...] = ()  # TRF: every header line (code, text) in order
    players_match: PlayersMatch | ListMatch | None = None  # the players file's rows, matched once
    written: dict[str, str] = field(default_factory=dict)  # CSV, sheets: column -> header word

    @property
    def n_players(self) -> int:
        """Distinct players named in the games."""
        names = pd.concat([self.games["white"], self.games["black"]])
        return int(names[names != ""].nunique())


def max_upload_bytes(max_mb: float | None = None) -> tuple[int, float]:
    """The size limit in bytes and in MB: the argument, else $ELO_MAX_UPLOAD_MB, else 50 MB.

    A variable that is set but not a positive number raises InputError naming it and its value
    (it is never silently replaced by the default).
    """
    if max_mb is None:
        raw = os.environ.get(MAX_MB_ENV, "")
        if not raw.strip():
            max_mb = DEFAULT_MAX_MB
        else:
            try:
                max_mb = float(raw.strip())
            except ValueError:
                max_mb = math.nan
            if not math.isfinite(max_mb) or max_mb <= 0:
                raise InputError(f"{MAX_MB_ENV} is set to '{raw}', which is not a size in MB: "
                                 f"set it to a positive number such as {DEFAULT_MAX_MB:g}, or "
                                 "unset it for the default")
    return int(max_mb * 1024 * 1024), max_mb


def uploader_mb(max_mb: float | None = None) -> int:
    """The upload widget's limit in whole MB: the engine's limit itself when it is a whole
    number of MB (the default 50), else rounded up, so the widget's own "50MB per file" says
    the limit the page and the README say (a file between the two is refused by the reader
    with both sizes)."""
    _, mb = max_upload_bytes(max_mb)
    return max(1, math.ceil(mb))


def size_text(n_bytes: float) -> str:
    """A size as people read it: '85 bytes', '3.4 KB', '52.4 MB' (1 KB = 1024 bytes)."""
    if n_bytes < 1024:
        count = int(n_bytes)
        return f"{count} byte{'' if count == 1 else 's'}"
    for unit, scale in (("KB", 1024.0), ("MB", 1024.0 ** 2), ("GB", 1024.0 ** 3)):
        value = n_bytes / scale
        if value < 1024 or unit == "GB":
            break
    shown = f"{value:.0f}" if value >= 100 else f"{value:.2f}" if value < 10 else f"{value:.1f}"
    if "." in shown:
        shown = shown.rstrip("0").rstrip(".")
    return f"{shown} {unit}"


def too_big(size: int, limit: int, hint: str) -> Problem:
    """'the file is 2.5 KB, over the limit of 10 bytes (...)': exact bytes when they round alike."""
    size_shown, limit_shown = size_text(size), size_text(limit)
    if size_shown == limit_shown:
        size_shown, limit_shown = f"{size:,} bytes", f"{limit:,} bytes"
    return Problem(message=f"the file is {size_shown}, over the limit of {limit_shown} ({hint})")


def check_size(data: bytes, *, max_mb: float | None = None, source: str = "") -> None:
    """Refuse a file over the size limit, with a clear message."""
    limit, _ = max_upload_bytes(max_mb)
    if len(data) > limit:
        raise FileError([too_big(len(data), limit, f"set {MAX_MB_ENV} to change it")],
                        source=source)


def check_bytes(data: bytes, *, max_mb: float | None = None, source: str = "") -> None:
    """Refuse empty files, files over the size limit, and binary junk, with a clear message."""
    check_size(data, max_mb=max_mb, source=source)
    if not data or data.isspace():
        raise FileError([Problem(message="the file is empty")], source=source)
    head = data[:65536]
    controls = sum(head.count(bytes([c])) for c in range(32) if c not in (9, 10, 13))
    if b"\x00" in head or controls > len(head) // 100:
        raise FileError([Problem(message="this is not a text file (binary content found): "
                                 "upload a CSV, a FIDE TRF or a PGN file")], source=source)


def decode(data: bytes) -> str:
    """Text of an uploaded file: UTF-8 with or without BOM, UTF-16, else the single-byte
    encoding that fits (encoding.decode_text); a UTF-8 file with a few cp1252 lines is read
    line by line."""
    return decode_text(data).text


def empty_games() -> pd.DataFrame:
    """A games table with no rows and the documented column types."""
    return make_games({name: [] for name in GAME_COLUMNS})


def make_games(columns: dict[str, object]) -> pd.DataFrame:
    """Build a games table from column arrays, filling optional columns and fixing types.

    Text columns are categorical (cheap for a million rows); white and black share one set of
    categories, every name in the file plus "" (no opponent).
    """
    n = len(columns["white"])  # type: ignore[arg-type]
    data = {name: columns.get(name, _default(name, n)) for name in GAME_COLUMNS}
    white, black = shared_names(data["white"], data["black"])
    data["white"], data["black"] = white, black
    for name in ("event", "round", "note", "time_control", "rating_period"):
        data[name] = as_categorical(data[name])
    frame = pd.DataFrame(data, copy=False)
    for name in ("white_rating", "black_rating", "white_score", "black_score"):
        frame[name] = frame[name].astype("float64")
    frame["played"] = frame["played"].astype(bool)
    frame["source_line"] = frame["source_line"].astype("int64")
    frame["date"] = pd.to_datetime(frame["date"]).astype("datetime64[ns]")
    return frame


def as_categorical(values: object) -> pd.Categorical:
    """Text values as a Categorical (kept as is when they already are one)."""
    if isinstance(values, pd.Categorical):
        return values
    codes, uniques = pd.factorize(np.asarray(values, dtype=object))
    return pd.Categorical.from_codes(codes, categories=pd.Index(uniques, dtype=object))


def shared_names(white: object, black: object) -> tuple[pd.Categorical, pd.Categorical]:
    """White and black as Categoricals over the same categories (all names, then ""), each
    name in its one written form (names.clean_name: NFC, no invisible characters or extra
    spaces)."""
    white_cat = clean_categories(as_categorical(white))
    black_cat = clean_categories(as_categorical(black))
    w_names = np.asarray(white_cat.categories, dtype=object)
    b_names = np.asarray(black_cat.categories, dtype=object)
    codes, names = pd.factorize(np.concatenate([w_names, b_names, np.array([""], dtype=object)]))
    categories = pd.Index(np.asarray(names, dtype=object), dtype=object)
    w_map, b_map = codes[:len(w_names)], codes[len(w_names):len(w_names) + len(b_names)]
    w_codes = np.asarray(white_cat.codes)
    b_codes = np.asarray(black_cat.codes)
    return (pd.Categorical.from_codes(_recode(w_codes, w_map, codes[-1]), categories=categories,
                                      validate=False),
            pd.Categorical.from_codes(_recode(b_codes, b_map, codes[-1]), categories=categories,
                                      validate=False))


def _recode(codes: np.ndarray, new_codes: np.ndarray, missing: int) -> np.ndarray:
    """Old category codes to new ones (-1, a missing value, to `missing`)."""
    if not len(codes) or codes.min() >= 0:
        return np.asarray(new_codes[codes])
    return np.where(codes >= 0, new_codes[np.maximum(codes, 0)], missing)


def _default(name: str, n: int) -> object:
    if name == "date":
        return pd.Series(pd.NaT, index=range(n), dtype="datetime64[ns]")
    if name in ("white_rating", "black_rating", "black_score"):
        return np.full(n, np.nan)
    if name == "played":
        return np.ones(n, dtype=bool)
    if name == "source_line":
        return np.arange(2, n + 2)
    return pd.Categorical.from_codes(np.zeros(n, dtype=np.int8),
                                     categories=pd.Index([""], dtype=object), validate=False)


def empty_players() -> pd.DataFrame:
    """A players table with no rows."""
    frame = pd.DataFrame({name: pd.Series(dtype="float64") for name in PROFILE_COLUMNS})
    frame.index = pd.Index([], dtype=object, name="player")
    return frame


def pairing_problems(games: pd.DataFrame, *, what: str = "row") -> list[Problem]:
    """A player paired with themself, or the same pairing twice in one round (all of them)."""
    problems: list[Problem] = []
    white = np.asarray(games["white"].cat.codes, dtype=np.int64)
    black = np.asarray(games["black"].cat.codes, dtype=np.int64)
    names = np.asarray(games["white"].cat.categories, dtype=object)
    lines = games["source_line"].to_numpy()
    blank = names == ""
    two_sided = ~blank[black]
    self_rows = np.flatnonzero((white == black) & two_sided)
    problems.extend(
        Problem(message=f"'{names[white[i]]}' is paired with themself", line=int(lines[i]),
                column="black", value=str(names[black[i]]))
        for i in self_rows[:200]
    )
    rounds = games["round"].cat
    has_round = ~(np.asarray(rounds.categories, dtype=object) == "")[np.asarray(rounds.codes)]
    rows = np.flatnonzero(two_sided & has_round & (white != black))
    if len(rows):
        size = len(names)
        low = np.minimum(white[rows], black[rows])
        high = np.maximum(white[rows], black[rows])
        event = np.asarray(games["event"].cat.codes, dtype=np.int64)[rows]
        label = np.asarray(rounds.codes, dtype=np.int64)[rows]
        n_rounds = max(len(rounds.categories), 1)
        if len(games["event"].cat.categories) * n_rounds * size * size < 2**62:
            key = (event * n_rounds + label) * (size * size) + low * size + high
        else:  # too many names for one integer key: number the groups instead
            key = pd.DataFrame({"e": event, "r": label, "a": low, "b": high}).groupby(
                ["e", "r", "a", "b"], sort=False).ngroup().to_numpy()
        repeated = pd.Series(key).duplicated().to_numpy()
        if repeated.any():
            first_of = pd.Series(np.arange(len(key))).groupby(key).first()
            labels = np.asarray(rounds.categories, dtype=object)
            for i in np.flatnonzero(repeated)[:200]:
                first_line = int(lines[rows[int(first_of.loc[key[i]])]])
                a, b = names[low[i]], names[high[i]]
                problems.append(Problem(
                    message=f"{a} v {b} is paired twice in round {labels[label[i]]} "
                            f"(first on {what} {first_line})",
                    line=int(lines[rows[i]]), column="round", value=str(labels[label[i]])))
    return problems


def raise_if(problems: list[Problem], source: str = "") -> None:
    """Raise FileError with every problem, sorted by line, if there are any."""
    if problems:
        ordered = sorted(problems, key=lambda p: (p.line if p.line is not None else -1))
        raise FileError(ordered, source=source)
