"""PGN reader: the tags of every game (moves skipped), read by the tag-pair scanner."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.errors import FileError, Problem
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
from elo_core.io.pgn_scan import scan_games
from elo_core.io.time_control import check_time_controls
from elo_core.io.values import parse_dates, parse_ratings, parse_results

TAGS = ("Event", "Date", "Round", "White", "Black", "Result", "WhiteElo", "BlackElo",
        "TimeControl", "EventDate", "WhiteFideId", "BlackFideId")
UNKNOWN = frozenset(("", "?", "-", "??"))


def _clean(value: str | None) -> str:
    text = " ".join((value or "").split())
    return "" if text in UNKNOWN else text


def _cleaned(values: list[str]) -> np.ndarray:
    """`_clean` of every value, worked out once per distinct value (a season's 200,000 names
    are a few thousand players)."""
    clean = {value: _clean(value) for value in set(values)}
    return np.array([clean[value] for value in values], dtype=object)


def read_pgn(data: bytes, *, source: str = "", max_mb: float | None = None) -> EventFile:
    """Read every game's headers; unfinished games ('*') are skipped with their line."""
    check_bytes(data, max_mb=max_mb, source=source)
    finished: list[dict[str, str]] = []
    lines: list[int] = []
    skipped: list[Problem] = []
    for game in scan_games(decode(data)):
        if game.tags.get("Result", "").strip() == "*":
            skipped.append(Problem(message="unfinished game (result '*') not rated",
                                   line=game.line, column="Result", value="*"))
            continue
        finished.append(game.tags)
        lines.append(game.line)
    rows = {tag: [tags.get(tag, "") for tags in finished] for tag in TAGS}  # a column a tag
    if not lines:
        problem = "no finished games found" if skipped else \
            "no PGN games found (a game starts with tags like [White \"...\"])"
        raise FileError([Problem(message=problem), *skipped], source=source)
    problems: list[Problem] = []
    line_numbers = np.asarray(lines, dtype=np.int64)
    frame = pd.DataFrame(rows)
    white, black = _cleaned(rows["White"]), _cleaned(rows["Black"])
    for side, names in (("White", white), ("Black", black)):
        problems.extend(Problem(message="the name is missing", line=int(line_numbers[i]),
                                column=side, value="") for i in np.flatnonzero(names == ""))
    first, second, played, note = parse_results(frame["Result"], line_numbers, "Result", problems)
    dates = frame["Date"].where(~frame["Date"].str.contains(r"\?", regex=True), frame["EventDate"])
    dates = dates.where(~dates.str.contains(r"\?", regex=True), "")
    events = _cleaned(rows["Event"])
    events[events == ""] = source or "Event"
    time_controls = _cleaned(rows["TimeControl"])
    check_time_controls(pd.Series(time_controls), line_numbers, "TimeControl", problems)
    games = make_games({
        "event": events,
        "date": parse_dates(dates, line_numbers, "Date", problems).to_numpy(),
        "round": board_rounds(events, _cleaned(rows["Round"]), white, black),
        "white": white, "black": black,
        "white_rating": parse_ratings(frame["WhiteElo"], line_numbers, "WhiteElo", problems),
        "black_rating": parse_ratings(frame["BlackElo"], line_numbers, "BlackElo", problems),
        "white_score": first, "black_score": second, "played": played, "note": note,
        "time_control": time_controls,
        "source_line": line_numbers,
    })
    players, id_warnings = with_fide_ids(empty_players(), [
        (white, rows["WhiteFideId"], "WhiteFideId"), (black, rows["BlackFideId"], "BlackFideId")],
        line_numbers, problems)
    problems.extend(pairing_problems(games, what="line"))
    raise_if(problems, source)
    return EventFile(format="pgn", games=games, players=players, skipped=tuple(skipped),
                     source=source, warnings=id_warnings)


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
    sides = (white != "") & (black != "")
    low, high = np.where(white < black, white, black), np.where(white < black, black, white)
    pairs = pd.DataFrame({"event": events, "round": merged, "low": low, "high": high})[sides]
    clashing = pairs["event"][pairs.duplicated(keep=False).to_numpy()].unique()
    return np.where(boards & ~np.isin(events, clashing), merged, rounds)
