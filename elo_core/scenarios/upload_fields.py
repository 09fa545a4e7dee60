"""Event upload's other views as address parameters, each checked against its widget's range:
the one-player rounds view (the player's profile, the system and K) and the Title norms
settings. The page maps each parameter to its widget (pages/ui/event_upload/link.py).

    r_name, r_rating, r_games, r_birth, r_peak      the one player's name and profile
    r_sys, r_k, r_rd, r_vol                         their system and K rule, K, RD, volatility
    n_ed, n_pair, n_rounds, n_rating, n_types       the norms' edition, pairing, rounds
                                                    scheduled, remaining opponents' rating,
                                                    event types (one value each)
    n_event, n_player                               the norms' event and player shown
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from elo_core.norms.mix import Exemption
from elo_core.norms.rounds import Pairing
from elo_core.norms.rules import EDITION_NAMES
from elo_core.scenarios.share_links import DEFAULT_RD, DEFAULT_VOLATILITY, TOURNAMENT_SYSTEMS

_NUMBER = re.compile(r"\d{1,7}(\.\d{1,6})?")


@dataclass(frozen=True, kw_only=True, slots=True)
class Number:
    """A number from `low` to `high` (a whole one when `whole`)."""

    low: float
    high: float
    whole: bool = False


@dataclass(frozen=True, kw_only=True, slots=True)
class OneOf:
    """One of `options`, or (`many`) any number of them."""

    options: tuple[str, ...]
    many: bool = False


@dataclass(frozen=True, kw_only=True, slots=True)
class Text:
    """Any text of up to `most` characters (a name; the page checks it against the file)."""

    most: int = 100


Kind = Number | OneOf | Text
Value = str | float | tuple[str, ...]
FIELDS: dict[str, Kind] = {
    "r_name": Text(), "r_rating": Number(low=1, high=4000), "r_games": Number(
        low=0, high=100_000, whole=True), "r_birth": Number(low=1880, high=2100, whole=True),
    "r_peak": Number(low=1, high=4000), "r_sys": OneOf(options=tuple(TOURNAMENT_SYSTEMS)),
    "r_k": Number(low=1, high=200), "r_rd": Number(low=1, high=500),
    "r_vol": Number(low=0.0001, high=1),
    "n_ed": OneOf(options=tuple(EDITION_NAMES)),
    "n_pair": OneOf(options=tuple(p.value for p in Pairing)),
    "n_rounds": Number(low=1, high=99, whole=True), "n_rating": Number(
        low=1000, high=3000, whole=True),
    "n_types": OneOf(options=tuple(e.value for e in Exemption), many=True),
    "n_event": Text(), "n_player": Text(),
}
DEFAULTS: dict[str, Value] = {"r_name": "Player", "r_sys": "classic_bands", "r_rd": DEFAULT_RD,
                              "r_vol": DEFAULT_VOLATILITY, "n_types": ()}


def _text(value: Value) -> list[str]:
    if isinstance(value, tuple):
        return list(value) or [""]
    if isinstance(value, float):
        return [f"{value:.6g}"]
    return [value]


def encode_fields(values: Mapping[str, Value | None]) -> dict[str, list[str]]:
    """The parameters of the values given (None: not set), those equal to the default left
    out."""
    return {name: _text(value) for name, value in values.items()
            if name in FIELDS and value is not None and value != DEFAULTS.get(name)}


def _read(kind: Kind, values: Sequence[str]) -> tuple[Value | None, str]:
    """The value, or None and what was expected."""
    given = [v for v in values if v]
    if isinstance(kind, OneOf):
        expected = ("any of " if kind.many else "one of ") + ", ".join(kind.options)
        if kind.many:
            ok = all(v in kind.options for v in given)
            return (tuple(dict.fromkeys(given)) if ok else None), expected
        return (given[-1] if given and given[-1] in kind.options else None), expected
    text = given[-1] if given else ""
    if isinstance(kind, Text):
        return (text if 0 < len(text) <= kind.most else None), f"a name of up to {kind.most} " \
                                                                "characters"
    expected = (f"a whole number from {kind.low:g} to {kind.high:g}" if kind.whole
                else f"a number from {kind.low:g} to {kind.high:g}")
    if not _NUMBER.fullmatch(text) or (kind.whole and "." in text):
        return None, expected
    number = float(text)
    ok = math.isfinite(number) and kind.low <= number <= kind.high
    return (number if ok else None), expected


def decode_fields(params: Mapping[str, Sequence[str]]) -> tuple[dict[str, Value],
                                                                 tuple[str, ...]]:
    """The values the parameters give (only those present), and what was wrong with any of
    them (each such value is left out)."""
    out: dict[str, Value] = {}
    problems = []
    for name, kind in FIELDS.items():
        if name not in params:
            continue
        value, expected = _read(kind, params[name])
        if value is None:
            shown = ([v for v in params[name] if v] or [""])[-1][:40]
            problems.append(f"The link's '{name}' was ignored: expected {expected}, got "
                            f"{shown!r}.")
        else:
            out[name] = value
    return out, tuple(problems)
