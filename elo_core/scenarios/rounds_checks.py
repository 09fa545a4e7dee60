"""The Tournament page's typed rounds through the event checks every file's games pass."""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Sequence
from dataclasses import replace

import pandas as pd

from elo_core.errors import FileWarning
from elo_core.io.cells.names import clean_name, similar_names
from elo_core.io.events.checks import event_warnings
from elo_core.io.events.titles import bare_name
from elo_core.io.games import empty_players, make_games
from elo_core.models import Game

PLAYER = "You"  # the player's side when the page gives no name
EVENT = "this event"  # the event when the page gives no name
_NAMES = {"similar_names": "differ only in case, accents or spaces",
          "similar_names_in_event": "are a letter or two apart"}


def rounds_warnings(games: Sequence[Game], rows: Sequence[int], *, player: str = "",
                    rating: float | None = None, birth_year: int | None = None,
                    date: dt.date, event: str = "") -> tuple[FileWarning, ...]:
    """The warnings a games file of these rounds would give (similar_names, rating_differs,
    rating_blank, birth_year_after_event, similar_names_in_event, name_without_letters,
    rating_not_whole), each at its row of the
    table (`rows`: the table row of each game, the first being 1). Unplayed rounds (byes,
    forfeits) carry no rating and are left out, as no check is about them."""
    played = [(game, row) for game, row in zip(games, rows, strict=True) if game.played]
    if not played:
        return ()
    me = clean_name(player) or PLAYER
    n = len(played)
    table = make_games({
        "event": [clean_name(event) or EVENT] * n, "date": [date] * n,
        "round": [str(row) for _, row in played], "white": [me] * n,
        "black": [clean_name(game.opponent) for game, _ in played],
        "white_rating": [math.nan if rating is None else rating] * n,
        "black_rating": [math.nan if g.opponent_rating is None else g.opponent_rating
                         for g, _ in played],
        "white_score": [g.result.score for g, _ in played],
        "source_line": [row for _, row in played]})
    players = empty_players() if birth_year is None else pd.DataFrame(
        {"birth_year": [float(birth_year)]}, index=pd.Index([me], dtype=object, name="player"))
    return tuple(_on_the_page(w, date) for w in (*similar_names(table),
                                                  *event_warnings(table, players)))


def _on_the_page(warning: FileWarning, date: dt.date) -> FileWarning:
    """The sentence as it holds for the page, where each row is rated with its own rating, the
    names are the opponents' (no one else is rated) and the birth year is the player's own."""
    rows = ", ".join(map(str, warning.rows))
    if warning.code == "rating_differs" and warning.players:
        values = (warning.value or "").replace(" / ", " and ")
        return replace(warning, what=f"'{warning.players[0]}' is given {values} on rows {rows}: "
                       "each round is rated with the rating typed in its row, but one opponent "
                       "has one rating in an event; check the ratings (or, for two people, "
                       "write two names)")
    if warning.code in _NAMES and len(warning.players) == 2:
        a, b = warning.players
        written_in = bare_name(a) == bare_name(b) and a.casefold() != b.casefold()
        apart = "differ only by a title, federation or rating written into the name" \
            if written_in else _NAMES[warning.code]
        return replace(warning, what=f"'{a}' and '{b}' {apart}: if they are one opponent, "
                       "write the name one way")
    if warning.code == "rating_not_whole":
        return replace(warning, what=f"rating {warning.value} (row {rows}) is not a whole "
                       "number: rating lists publish whole numbers; it is used as typed; check "
                       "the rating")
    if warning.code == "name_without_letters":
        return replace(warning, what=f"opponent '{warning.value}' on row {rows} has no letter: "
                       "a name is expected (perhaps a start number or a rating typed in the "
                       "name column); check the opponent's name")
    if warning.code == "birth_year_after_event":
        return replace(warning, what=f"birth year {warning.value} is after the event's date "
                       f"{date.isoformat()}: the year cannot be right; check the birth year")
    return warning
