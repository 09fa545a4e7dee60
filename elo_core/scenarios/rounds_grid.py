"""The tournament page's rounds table: its columns, reading its cells into games, the game log."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pandas as pd

from elo_core.display.text import opponent_rating_text, result_text
from elo_core.errors import EloError, InputError, Problem
from elo_core.io.cells.numbers import typed_rating
from elo_core.io.cells.results import UNRATED_WORDS
from elo_core.models import Game, Result
from elo_core.rules.rounding import half_away
from elo_core.systems.result import EventResult

ROUND_COLUMNS = ("round", "opponent", "rating", "result")
GAME_COLUMNS = ROUND_COLUMNS[1:]  # what a row of three (opponent, rating, result) holds
RESULT_CHOICES = ("win", "draw", "loss", "bye 1", "bye ½", "bye 0", "forfeit win",
                  "forfeit loss")
MAX_ROUND = 999
_UNPLAYED = {"bye 1": Result.WIN, "bye ½": Result.DRAW, "bye 0": Result.LOSS,
             "bye 1/2": Result.DRAW, "bye 0.5": Result.DRAW, "forfeit win": Result.WIN,
             "forfeit loss": Result.LOSS}
_UNRATED_WORDS = UNRATED_WORDS

EXAMPLE_D_ROUNDS = (("", "1610", "win"), ("", "1720", "loss"), ("", "1480", "win"),
                    ("", "1590", "draw"), ("", "1655", "win"))


def rounds_frame(rows: Any = EXAMPLE_D_ROUNDS) -> pd.DataFrame:
    """A rounds table of text columns, from (opponent, rating, result) rows or a list of dicts;
    rounds without a number are numbered in order."""
    frame = pd.DataFrame(list(rows), columns=list(GAME_COLUMNS)) if not (
        isinstance(rows, list) and rows and isinstance(rows[0], dict)) else pd.DataFrame(rows)
    for column in ROUND_COLUMNS:
        if column not in frame:
            frame[column] = ""
    frame = frame[list(ROUND_COLUMNS)].astype(object).reset_index(drop=True)
    numbers, _ = round_numbers(frame, every_row=True)
    frame["round"] = pd.Series([str(n) for n in numbers], dtype=object, index=frame.index)
    return frame


def round_numbers(frame: pd.DataFrame, *, every_row: bool = False
                  ) -> tuple[list[int], list[Problem]]:
    """Each round's number as typed, or one more than the round before when left empty (the
    first: 1); blank rows are skipped unless `every_row`. A number that is not a whole number
    from 1 to 999 is a problem of its row."""
    numbers: list[int] = []
    problems: list[Problem] = []
    last = 0
    for position, row in enumerate(frame.to_dict("records"), start=1):
        cells = {column: _cell_text(row.get(column)) for column in ROUND_COLUMNS}
        if not every_row and not any(cells[c] for c in GAME_COLUMNS):
            continue
        text = cells["round"]
        number = last + 1
        if text:
            try:
                number = int(float(text.replace(",", ".")))
                if number != float(text.replace(",", ".")) or not 1 <= number <= MAX_ROUND:
                    raise ValueError
            except ValueError:
                problems.append(Problem(message=f"'{text}' is not a round number: type a whole "
                                        f"number from 1 to {MAX_ROUND}, or leave it empty",
                                        line=position, column="round", value=text))
                number = last + 1
        numbers.append(number)
        last = number
    return numbers, problems


def _cell_text(value: Any) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return str(value).strip()


def _rating_cell(text: str) -> float | None:
    if " ".join(text.lower().split()) in _UNRATED_WORDS:
        return None
    value, why = typed_rating(text)  # '1,500' refused (it was 1.5), as are 50 and 'nan'
    if value is None:
        raise InputError(f"{why}; an empty cell is an unrated opponent")
    return value


def game_rows(frame: pd.DataFrame) -> list[int]:
    """The table row (the first being 1) of each game games_from_rounds reads: blank rows
    skipped."""
    return [position for position, row in enumerate(frame.to_dict("records"), start=1)
            if any(_cell_text(row.get(column)) for column in GAME_COLUMNS)]


def games_from_rounds(frame: pd.DataFrame) -> tuple[list[Game], list[Problem]]:
    """Read the rounds table into games, collecting a problem for every bad cell (row, column)."""
    games: list[Game] = []
    problems: list[Problem] = []
    for position, row in enumerate(frame.to_dict("records"), start=1):
        cells = {column: _cell_text(row.get(column)) for column in GAME_COLUMNS}
        if not any(cells.values()):
            continue  # a blank row the editor added (a round number alone): ignore it
        result_text = cells["result"].lower()
        played = result_text not in _UNPLAYED
        result: Result | None = None
        rating: float | None = None
        try:
            result = _UNPLAYED[result_text] if not played else Result.parse(cells["result"])
        except EloError as exc:
            message = "choose a result" if not result_text else str(exc)
            problems.append(Problem(message=message, line=position, column="result",
                                    value=cells["result"]))
        try:
            rating = _rating_cell(cells["rating"]) if played else None
        except EloError as exc:
            problems.append(Problem(message=str(exc), line=position, column="rating",
                                    value=cells["rating"]))
        if result is None or any(p.line == position for p in problems):
            continue
        try:
            games.append(Game(opponent_rating=rating, result=result, played=played,
                              opponent=cells["opponent"]))
        except EloError as exc:
            problems.append(Problem(message=str(exc), line=position, column="rating",
                                    value=cells["rating"]))
    return games, problems


def game_log(result: EventResult, rounds: Sequence[int] = ()) -> pd.DataFrame:
    """The game-by-game table: round (the user's numbers when given), opponent, rating, result,
    expected score, points, note (numbers stay numbers: show it with `shown_table`, which
    leaves a blank where there is nothing)."""
    rows = []
    for index, line in enumerate(result.games):
        rows.append({
            "round": rounds[index] if index < len(rounds) else line.number,
            "opponent": line.opponent or "",
            "opponent rating": opponent_rating_text(line),
            "result": result_text(line),
            "expected": None if line.expected is None else half_away(line.expected, 3),
            "points": None if line.change is None else half_away(line.change, 1),
            "note": line.note,
        })
    return pd.DataFrame(rows)


def shown_log(log: pd.DataFrame) -> Any:
    """The game log for the screen: E to 3 places, points signed to 1 place, blanks for
    nothing (the numbers stay numbers underneath, so the columns still sort)."""
    return log.style.format({"expected": "{:.3f}", "points": "{:+.1f}"}, na_rep="")
