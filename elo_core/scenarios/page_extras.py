"""The tournament link's extra parameters: the player's and the event's names (for the report)
and the "what do I need" question, strictly checked like the scenario's own parameters.

    p     the player's name, at most 100 characters            default: none
    ev    the event's name, at most 100 characters             default: none
    rem   remaining rounds, 0 to 50                            default: the page's
    tk    target kind: rating or performance                   default: rating
    tgt   target value (above 0, at most 4000)                 default: the page's

and the norm panel's inputs (elo_core/scenarios/norm_link.py: nt, nf, nr, np, ne, nn, na, nw,
nx, nm).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from urllib.parse import urlencode

from elo_core.errors import InputError
from elo_core.scenarios.norm_link import (
    NORM_PARAMS,
    NormInputs,
    decode_norms,
    encode_norms,
    one_param,
)
from elo_core.scenarios.share_links import TournamentScenario, share_link

EXTRA_PARAMS = ("p", "ev", "rem", "tk", "tgt", *NORM_PARAMS)
MAX_TEXT, MAX_REMAINING = 100, 50
_NUMBER = re.compile(r"\d{1,4}(?:\.\d{1,6})?")
_WHOLE = re.compile(r"\d{1,2}")


class TargetKind(enum.StrEnum):
    """What the 'what do I need' question aims at."""

    RATING = "rating"
    PERFORMANCE = "performance"


@dataclass(frozen=True, kw_only=True, slots=True)
class PageExtras:
    """Names for the report and the target question (None: the page's own default)."""

    player: str = ""
    event: str = ""
    remaining: int | None = None
    target_kind: TargetKind = TargetKind.RATING
    target: float | None = None
    norms: NormInputs = field(default_factory=NormInputs)


def _text(value: str) -> str:
    return " ".join(value.split())


def encode_extras(extras: PageExtras) -> dict[str, str]:
    """The link parameters of `extras`, only those that are set."""
    out: dict[str, str] = {}
    if _text(extras.player):
        out["p"] = _text(extras.player)
    if _text(extras.event):
        out["ev"] = _text(extras.event)
    if extras.remaining is not None:
        out["rem"] = str(extras.remaining)
    if extras.target_kind != TargetKind.RATING:
        out["tk"] = extras.target_kind.value
    if extras.target is not None:
        out["tgt"] = f"{extras.target:g}"
    return {**out, **encode_norms(extras.norms)}


def scenario_link(page_url: str, scenario: TournamentScenario, extras: PageExtras) -> str:
    """The share link of a scenario with its extra parameters (names, target) appended."""
    extra = urlencode(encode_extras(extras), safe=",")  # 'Meyer,+Anna': a comma is legal here
    return share_link(page_url, scenario) + (f"&{extra}" if extra else "")


def decode_extras(params: Mapping[str, str | Sequence[str]]) -> PageExtras:
    """Read the extra parameters; a bad one is an InputError naming it and what was expected."""
    texts = {}
    for name, what in (("p", "the player's name"), ("ev", "the event's name")):
        value = _text(one_param(params, name) or "")
        if len(value) > MAX_TEXT:
            raise InputError(f"parameter '{name}': expected {what} in at most {MAX_TEXT} "
                             f"characters, got {len(value)}")
        texts[name] = value
    remaining = one_param(params, "rem")
    if remaining is not None and not (_WHOLE.fullmatch(remaining)
                                      and int(remaining) <= MAX_REMAINING):
        raise InputError(f"parameter 'rem': expected remaining rounds from 0 to "
                         f"{MAX_REMAINING}, got {remaining!r}")
    kind = one_param(params, "tk") or TargetKind.RATING.value
    if kind not in {k.value for k in TargetKind}:
        raise InputError(f"parameter 'tk': expected 'rating' or 'performance', got {kind!r}")
    target = one_param(params, "tgt")
    if target is not None and not (_NUMBER.fullmatch(target) and 0 < float(target) <= 4000):
        raise InputError(f"parameter 'tgt': expected a target above 0, at most 4000, got "
                         f"{target!r}")
    return PageExtras(player=texts["p"], event=texts["ev"],
                      remaining=None if remaining is None else int(remaining),
                      target_kind=TargetKind(kind),
                      target=None if target is None else float(target),
                      norms=decode_norms(params))
