"""The Tournament page's typed rounds through the event checks: each code at its table row."""

from __future__ import annotations

import datetime as dt

from elo_core.models import Game, Result
from elo_core.scenarios.rounds_checks import rounds_warnings

DATE = dt.date(2025, 3, 1)


def _game(opponent: str, rating: float | None, result: Result = Result.WIN, *,
          played: bool = True) -> Game:
    return Game(opponent_rating=rating, result=result, opponent=opponent, played=played)


def test_one_opponent_with_two_ratings() -> None:
    """rating_differs at the two rows, the page's own sentence (each row keeps its rating)."""
    said = rounds_warnings([_game("Anna Berg", 1600), _game("Anna Berg", 1650, Result.DRAW)],
                           [1, 2], date=DATE)
    assert [(w.code, w.rows, w.value) for w in said] == [("rating_differs", (1, 2),
                                                          "1600 / 1650")]
    assert said[0].what.startswith("'Anna Berg' is given 1600 and 1650 on rows 1, 2: each round "
                                   "is rated with the rating typed in its row")


def test_a_rating_left_blank_beside_a_given_one() -> None:
    """rating_blank at the blank row: the same opponent typed once with a rating, once unrated."""
    said = rounds_warnings([_game("Anna Berg", 1600), _game("Anna Berg", None)], [1, 3],
                           date=DATE)
    assert [(w.code, w.rows) for w in said] == [("rating_blank", (3,))]


def test_near_names_and_case_at_their_rows() -> None:
    """'Kowalsky' once beside 'Kowalski' twice: similar_names_in_event (rows 1, 4); 'kowalski'
    beside 'Kowalski': similar_names. Blank rows of the table keep the rows typed."""
    games = [_game("Anna Kowalski", 1600), _game("Anna Kowalski", 1600), _game("Bo Li", 1500),
             _game("Anna Kowalsky", 1600)]
    said = rounds_warnings(games, [1, 2, 3, 5], date=DATE, event="Club Open")
    assert [(w.code, w.rows, w.value) for w in said] == [
        ("similar_names_in_event", (1, 5), "Anna Kowalsky")]
    assert said[0].what == ("'Anna Kowalski' and 'Anna Kowalsky' are a letter or two apart: if "
                            "they are one opponent, write the name one way")
    cased = rounds_warnings([_game("Anna Kowalski", 1600), _game("anna kowalski", 1600)],
                            [1, 2], date=DATE)
    assert [(w.code, w.rows) for w in cased] == [("similar_names", (1, 2))]
    assert cased[0].what.startswith("'Anna Kowalski' and 'anna kowalski' differ only in case")


def test_a_birth_year_after_the_event() -> None:
    """Born 2030, event 2025-03-01: birth_year_after_event at the first row; 2025 is fine."""
    said = rounds_warnings([_game("Bo Li", 1500)], [2], birth_year=2030, date=DATE,
                           player="Mia")
    assert [(w.code, w.rows, w.value, w.players) for w in said] == [
        ("birth_year_after_event", (2,), "2030", ("Mia",))]
    assert said[0].what == ("birth year 2030 is after the event's date 2025-03-01: the year "
                            "cannot be right; check the birth year")
    assert rounds_warnings([_game("Bo Li", 1500)], [1], birth_year=2025, date=DATE) == ()


def test_unplayed_rounds_are_left_out() -> None:
    """A forfeit win against 'Anna Berg' (no rating) beside a game with her: no rating_blank."""
    said = rounds_warnings([_game("Anna Berg", 1600), _game("Anna Berg", None, played=False)],
                           [1, 2], date=DATE)
    assert said == ()
    assert rounds_warnings([_game("", None, played=False)], [1], date=DATE) == ()


def test_a_title_typed_into_an_opponents_name() -> None:
    """'GM Anna Berg' (row 1) and 'Anna Berg' (row 2): similar_names_in_event, the page's
    sentence naming the title (was: not said, a letter rule needs 7 letters apart at most 1)."""
    said = rounds_warnings([_game("GM Anna Berg", 2400), _game("Anna Berg", 2400)], [1, 2],
                           date=DATE)
    assert [(w.code, w.rows, w.players) for w in said] == [
        ("similar_names_in_event", (1, 2), ("GM Anna Berg", "Anna Berg"))]
    assert said[0].what == ("'GM Anna Berg' and 'Anna Berg' differ only by a title, federation "
                            "or rating written into the name: if they are one opponent, write "
                            "the name one way")


def test_a_number_for_a_name_and_a_rating_with_a_fraction() -> None:
    """Opponent '1650' (a rating typed in the name column) on row 2; rating 1600.5 on row 3."""
    said = rounds_warnings([_game("Bo Li", 1500), _game("1650", 1650), _game("Cy Ode", 1600.5)],
                           [1, 2, 3], date=DATE)
    assert [(w.code, w.rows, w.value, w.what) for w in said] == [
        ("name_without_letters", (2,), "1650",
         "opponent '1650' on row 2 has no letter: a name is expected (perhaps a start number or "
         "a rating typed in the name column); check the opponent's name"),
        ("rating_not_whole", (3,), "1600.5",
         "rating 1600.5 (row 3) is not a whole number: rating lists publish whole numbers; it "
         "is used as typed; check the rating")]
