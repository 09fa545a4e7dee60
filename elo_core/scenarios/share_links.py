"""Scenario links: a tournament's profile and rounds as short, strictly checked URL parameters.

Tournament link parameters (`sys`, `r`, `gp` and `rounds` are required, the rest optional):

    sys     rating system: classic_bands, classic_auto, classic_fixed, fide, uscf, glicko2
    r       your rating (above 0, at most 4000), or 'unrated'
    gp      rated games played before the event: a whole number, 0 or more
    k       K override (above 0, at most 200)                    default: the system's rule
    by      birth year, 1880 to 2100                              default: not given
    pk      peak rating (above 0, at most 4000)                   default: not given
    d       event date (the rules in force), YYYY-MM-DD           default: today
    tc      time control: standard, rapid or blitz                default: standard
    rd      Glicko-2 rating deviation (above 0, at most 500)      default: 200
    vol     Glicko-2 volatility (between 0 and 1)                 default: 0.06
    rounds  1 to 200 rounds separated by commas, each one of
                <rating><w|d|l>        a game: 1610w, 1720l, 1590d
                u<w|d|l>               a game against an unrated opponent: uw
                bye1, bye0.5, bye0     an unplayed round (bye or forfeit): points, no rating
            optionally preceded by the opponent's name and a colon: Smith:1610w.
            In a name, '%', ',', ':' and '~' are written ~25, ~2C, ~3A and ~7E (so
            the address shows them once: 'Meyer~2C+Anna', not 'Meyer%252C+Anna'); a
            name written the older way (%25, %2C, %3A) still opens.

Example: ?sys=classic_bands&r=1550&gp=120&rounds=1610w,1720l,1480w,1590d,1655w
Other parameters are ignored. Everything is parsed as text: nothing is evaluated.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from urllib.parse import quote_plus, unquote, urlencode, urlsplit, urlunsplit

from elo_core.errors import EloError, InputError
from elo_core.io.cells.numbers import MAX_RATING, MIN_RATING
from elo_core.models import Game, Result, System, TimeControl
from elo_core.rules.kfactor import KRule
from elo_core.scenarios.url_checks import valid_date

TOURNAMENT_SYSTEMS: dict[str, tuple[System, KRule, str]] = {  # choice -> (system, K rule, label)
    "classic_bands": (System.CLASSIC, KRule.USCF_BANDS,
                      "US Chess classic bands (pre-2001 K 32/24/16, logistic)"),
    "classic_auto": (System.CLASSIC, KRule.AUTO, "Classic Elo, simple auto K (40/20/10)"),
    "classic_fixed": (System.CLASSIC, KRule.FIXED, "Classic Elo, fixed K"),
    "fide": (System.FIDE, KRule.FIDE, "FIDE (official table and rules of the event date)"),
    "uscf": (System.USCF, KRule.USCF, "US Chess (current formula)"),
    "glicko2": (System.GLICKO2, KRule.FIXED, "Glicko-2"),
}
TOURNAMENT_PARAMS = ("sys", "r", "gp", "k", "by", "pk", "d", "tc", "rd", "vol", "rounds")
MAX_ROUNDS, MAX_NAME = 200, 100
DEFAULT_RD, DEFAULT_VOLATILITY = 200.0, 0.06
_BYES = {"bye1": Result.WIN, "bye0.5": Result.DRAW, "bye0": Result.LOSS}
_LETTERS = {"w": Result.WIN, "d": Result.DRAW, "l": Result.LOSS}
_ROUND = re.compile(r"(?P<rating>\d{1,4}(?:\.\d{1,20})?|u)(?P<result>[wdl])"
                    r"|(?P<bye>bye(?:1|0\.5|0))")
_NUMBER = re.compile(r"\d{1,4}(?:\.\d{1,20})?|0\.\d{1,30}")
_WHOLE = re.compile(r"\d{1,6}")
_BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")
_ROUND_HELP = ("[name:]<rating><w|d|l> (e.g. 1610w or Smith:1720l), u<w|d|l> for an unrated "
               "opponent, or bye1 / bye0.5 / bye0")

Params = Mapping[str, str | Sequence[str]]


@dataclass(frozen=True, kw_only=True, slots=True)
class TournamentScenario:
    """What the tournament page needs to reproduce an event: the profile and the rounds."""

    system: str
    rating: float | None
    games_played: int
    games: tuple[Game, ...]
    k: float | None = None
    birth_year: int | None = None
    peak_rating: float | None = None
    date: dt.date | None = None
    time_control: TimeControl = TimeControl.STANDARD
    rd: float = DEFAULT_RD
    volatility: float = DEFAULT_VOLATILITY


def number_text(value: float) -> str:
    """A number as short plain text that reads back exactly: 1550, 1595.3, 0.06."""
    text = format(Decimal(repr(float(value))), "f")
    return text[:-2] if text.endswith(".0") else text


def _escape_name(name: str) -> str:
    """A name inside the rounds parameter: '%', ',', ':', '~' and control characters as ~XX
    (a '~' escape is not percent-encoded again in the address, as a '%' one would be)."""
    return "".join(f"~{ord(c):02X}" if c in "%,:~" or ord(c) < 0x20 or ord(c) == 0x7F else c
                   for c in name)


_TILDE = re.compile(r"~(2[5Cc]|3[Aa]|7[EeFf]|[01][0-9A-Fa-f])")  # the escapes written above


def _unescape_name(text: str) -> str:
    """A name as written by `_escape_name`; one with '%' is an older link's (percent escapes,
    where a '~' is itself)."""
    if "%" in text:
        return unquote(text, errors="strict")
    return _TILDE.sub(lambda m: chr(int(m.group(1), 16)), text)


def _round_text(game: Game) -> str:
    if not game.played:
        body = {Result.WIN: "bye1", Result.DRAW: "bye0.5", Result.LOSS: "bye0"}[game.result]
    else:
        rating = "u" if game.opponent_rating is None else number_text(game.opponent_rating)
        body = rating + game.result.value[0]
    return f"{_escape_name(game.opponent)}:{body}" if game.opponent else body


def encode_tournament(scenario: TournamentScenario) -> dict[str, str]:
    """The link parameters of a scenario (optional ones only when they differ from the default);
    a bye keeps its name and points, never a rating."""
    params = {"sys": scenario.system,
              "r": "unrated" if scenario.rating is None else number_text(scenario.rating),
              "gp": str(scenario.games_played)}
    optional = {"k": scenario.k, "by": scenario.birth_year, "pk": scenario.peak_rating}
    params.update({name: number_text(value) for name, value in optional.items()
                   if value is not None})
    if scenario.date is not None:
        params["d"] = scenario.date.isoformat()
    if scenario.time_control != TimeControl.STANDARD:
        params["tc"] = scenario.time_control.value
    if scenario.rd != DEFAULT_RD:
        params["rd"] = number_text(scenario.rd)
    if scenario.volatility != DEFAULT_VOLATILITY:
        params["vol"] = number_text(scenario.volatility)
    params["rounds"] = ",".join(_round_text(game) for game in scenario.games)
    return params


def share_query(scenario: TournamentScenario) -> str:
    """The query string of a scenario link (commas and colons left readable)."""
    return urlencode(encode_tournament(scenario), safe=",:", quote_via=quote_plus)


def share_link(page_url: str, scenario: TournamentScenario) -> str:
    """`page_url` (its own query and fragment dropped) with the scenario's query string."""
    parts = urlsplit(page_url)
    return urlunsplit(parts._replace(query=share_query(scenario), fragment=""))


def is_tournament_link(params: Params) -> bool:
    """True when the parameters carry any part of a tournament scenario."""
    return any(name in params for name in TOURNAMENT_PARAMS)


def _read(params: Params, name: str, what: str, ok: Callable[[str], bool], *,
          required: bool = False) -> str | None:
    """The one text of parameter `name` when `ok` accepts it; None when it is absent."""
    raw = params.get(name)
    if raw is None:
        if required:
            raise InputError(f"parameter '{name}' is missing: expected {what}")
        return None
    values = [raw] if isinstance(raw, str) else list(raw)
    if len(values) != 1:
        raise InputError(f"parameter '{name}' is given {len(values)} times: expected {what} "
                         "once")
    if not ok(values[0]):
        raise InputError(f"parameter '{name}': expected {what}, got {values[0]!r}")
    return values[0]


def _in(low: float, high: float, *, high_open: bool = False) -> Callable[[str], bool]:
    def ok(text: str) -> bool:
        if not _NUMBER.fullmatch(text):
            return False
        value = float(text)
        return low < value < high or (value == high and not high_open)
    return ok


_RATINGS = f"a number from {MIN_RATING:g} to {MAX_RATING:g}, no thousands separator"


def _is_rating(text: str) -> bool:
    """A rating some system can hold: 100 to 4000, digits and one '.' at most."""
    return bool(_NUMBER.fullmatch(text)) and MIN_RATING <= float(text) <= MAX_RATING


def _whole(low: int, high: int) -> Callable[[str], bool]:
    return lambda text: bool(_WHOLE.fullmatch(text)) and low <= int(text) <= high


def _number(text: str | None) -> float | None:
    return None if text is None else float(text)


def _name(text: str, number: int) -> str:
    if not text or _BAD_ESCAPE.search(text):
        raise InputError(f"parameter 'rounds', round {number}: expected a name before ':' with "
                         f"'%' written as %25, got {text!r}")
    try:
        name = _unescape_name(text)
    except UnicodeDecodeError:
        raise InputError(f"parameter 'rounds', round {number}: the name {text!r} is not "
                         "valid UTF-8 text") from None
    if len(name) > MAX_NAME:
        raise InputError(f"parameter 'rounds', round {number}: expected a name of at most "
                         f"{MAX_NAME} characters, got {len(name)}")
    return name


def _round(token: str, number: int) -> Game:
    name_text, colon, body = token.rpartition(":")
    if ":" in name_text:
        raise InputError(f"parameter 'rounds', round {number}: expected one ':' after the "
                         f"name (write ':' in a name as %3A), got {token!r}")
    name = _name(name_text, number) if colon else ""
    found = _ROUND.fullmatch(body)
    if found is None:
        raise InputError(f"parameter 'rounds', round {number}: expected {_ROUND_HELP}, "
                         f"got {token!r}")
    if found["bye"]:
        return Game(opponent_rating=None, result=_BYES[found["bye"]], played=False,
                    opponent=name)
    rating = None if found["rating"] == "u" else float(found["rating"])
    if rating is not None and not _is_rating(found["rating"]):
        raise InputError(f"parameter 'rounds', round {number}: expected an opponent's rating "
                         f"({_RATINGS}), got {found['rating']!r}")
    try:
        return Game(opponent_rating=rating, result=_LETTERS[found["result"]], opponent=name)
    except EloError as exc:
        raise InputError(f"parameter 'rounds', round {number}: {exc}") from None


def _rounds(params: Params) -> tuple[Game, ...]:
    text = str(_read(params, "rounds", f"1 to {MAX_ROUNDS} rounds separated by commas",
                     lambda t: True, required=True))
    tokens = text.split(",")
    if len(tokens) > MAX_ROUNDS:
        raise InputError(f"parameter 'rounds': expected at most {MAX_ROUNDS} rounds, got "
                         f"{len(tokens)}")
    for number, token in enumerate(tokens, start=1):
        if not token:
            raise InputError(f"parameter 'rounds', round {number}: expected {_ROUND_HELP}, "
                             "got nothing (two commas in a row, or one at an end?)")
    return tuple(_round(token, number) for number, token in enumerate(tokens, start=1))


def decode_tournament(params: Params) -> TournamentScenario:
    """Read a scenario from link parameters; anything malformed is an InputError that names the
    parameter, says what was expected and what was given."""
    systems, controls = tuple(TOURNAMENT_SYSTEMS), [t.value for t in TimeControl]
    system = str(_read(params, "sys", "one of " + ", ".join(systems), systems.__contains__,
                       required=True))
    rating = _read(params, "r", f"your rating ({_RATINGS}) or 'unrated'",
                   lambda t: t == "unrated" or _is_rating(t), required=True)
    games_played = int(str(_read(params, "gp", "rated games played (a whole number, 0 or more)",
                                 _whole(0, 999_999), required=True)))
    birth = _read(params, "by", "a birth year from 1880 to 2100", _whole(1880, 2100))
    date = _read(params, "d", "the event date as YYYY-MM-DD", valid_date)
    return TournamentScenario(
        system=system, rating=None if rating == "unrated" else _number(rating),
        games_played=games_played,
        k=_number(_read(params, "k", "a K above 0, at most 200", _in(0, 200))),
        birth_year=None if birth is None else int(birth),
        peak_rating=_number(_read(params, "pk", f"a peak rating ({_RATINGS})", _is_rating)),
        date=None if date is None else dt.date.fromisoformat(date),
        time_control=TimeControl(_read(params, "tc", "one of " + ", ".join(controls),
                                       controls.__contains__) or TimeControl.STANDARD),
        rd=_number(_read(params, "rd", "an RD above 0, at most 500", _in(0, 500)))
        or DEFAULT_RD,
        volatility=_number(_read(params, "vol", "a volatility above 0 and below 1",
                                 _in(0, 1, high_open=True))) or DEFAULT_VOLATILITY,
        games=_rounds(params))


def round_rows(games: Sequence[Game]) -> list[tuple[str, str, str]]:
    """Games as rows of the page's rounds table: (opponent, rating text, result text)."""
    rows = []
    for game in games:
        if not game.played:
            result = {Result.WIN: "bye 1", Result.DRAW: "bye ½", Result.LOSS: "bye 0"}
            rows.append((game.opponent, "", result[game.result]))
        else:
            rating = ("unrated" if game.opponent_rating is None
                      else number_text(game.opponent_rating))
            rows.append((game.opponent, rating, game.result.value))
    return rows
