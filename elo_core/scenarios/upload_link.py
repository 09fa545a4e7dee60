"""The Event upload page's view as address parameters (also what a saved run keeps), strictly
checked: the uploads' short ids and the page's own choices.

    up      the event file: the first 12 hex digits of its SHA-256    default: none
    pf      the players file (the same)                                default: none
    sys     rating system: classic, fide, uscf, glicko2                default: fide
    k       K for everyone, 1 to 200                                   default: the system's rule
    date    date for events without one, YYYY-MM-DD                    default: none
    tc      time control for events the file gives none                default: standard
    ev      the crosstable's event                                     default: the file's first
    pl      the player shown                                           default: the first
    season  the season chart's players, one value each ('season=':
            none)                                                      default: the first three
    as_standard, as_rapid, as_blitz   events the user rates under that time control
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from elo_core.models import System, TimeControl
from elo_core.rules.editions import EARLIEST, LATEST

ID_DIGITS = 12
_ID = re.compile(rf"[0-9a-f]{{{ID_DIGITS}}}")
_NUMBER = re.compile(r"\d{1,3}(\.\d{1,6})?")
K_LOW, K_HIGH = 1.0, 200.0  # the page's K box
DEFAULT_SYSTEM, DEFAULT_TC = System.FIDE, TimeControl.STANDARD
SYSTEMS = (System.CLASSIC, System.FIDE, System.USCF, System.GLICKO2)  # the field's systems
RATE_AS = {f"as_{control}": control for control in TimeControl}
UPLOAD_PARAMS = ("up", "pf", "sys", "k", "date", "tc", "ev", "pl", "season", *RATE_AS)
Params = Mapping[str, Sequence[str]]


@dataclass(frozen=True, kw_only=True, slots=True)
class UploadView:
    """What the Event upload page shows: which uploads (short ids) and its choices. `season`
    None: the chart's default players; `rate_as`: (event, time control) the user set."""

    upload: str | None = None
    players: str | None = None
    system: System = DEFAULT_SYSTEM
    k: float | None = None
    date: dt.date | None = None
    tc: TimeControl = DEFAULT_TC
    event: str | None = None
    player: str | None = None
    season: tuple[str, ...] | None = None
    rate_as: tuple[tuple[str, TimeControl], ...] = ()


def upload_id(data: bytes) -> str:
    """A file's short id in the address: the first 12 hex digits of its SHA-256."""
    return hashlib.sha256(data).hexdigest()[:ID_DIGITS]


def is_upload_id(text: str) -> bool:
    """Whether `text` is written as an upload's short id (12 lowercase hex digits)."""
    return bool(_ID.fullmatch(text))


def encode_view(view: UploadView) -> dict[str, list[str]]:
    """The parameters of `view`, only those that differ from the defaults."""
    out: dict[str, list[str]] = {}
    for name, value in (("up", view.upload), ("pf", view.players), ("ev", view.event),
                        ("pl", view.player)):
        if value:
            out[name] = [value]
    if view.system != DEFAULT_SYSTEM:
        out["sys"] = [view.system.value]
    if view.k is not None:
        out["k"] = [f"{view.k:g}"]
    if view.date is not None:
        out["date"] = [view.date.isoformat()]
    if view.tc != DEFAULT_TC:
        out["tc"] = [view.tc.value]
    if view.season is not None:
        out["season"] = list(view.season) or [""]
    for name, control in RATE_AS.items():
        events = sorted(event for event, chosen in view.rate_as if chosen == control)
        if events:
            out[name] = events
    return out


def _one(params: Params, name: str) -> str | None:
    values = [v for v in params.get(name) or () if v]
    return values[-1] if values else None


def decode_view(params: Params) -> tuple[UploadView, tuple[str, ...]]:
    """The view the parameters give, and what was wrong with any of them (each such value is
    left out, its default used): 'the link's 'k' was ignored: expected ..., got '0'.'"""
    problems: list[str] = []

    def bad(name: str, expected: str) -> None:
        problems.append(f"The link's '{name}' was ignored: expected {expected}, got "
                        f"{(_one(params, name) or '')[:40]!r}.")

    ids = {}
    for name in ("up", "pf"):
        text = _one(params, name)
        if text is not None and not is_upload_id(text):
            bad(name, f"an upload's id ({ID_DIGITS} hex digits)")
            text = None
        ids[name] = text
    system, tc, k, date = DEFAULT_SYSTEM, DEFAULT_TC, None, None
    if (text := _one(params, "sys")) is not None:
        if text in {s.value for s in SYSTEMS}:
            system = System(text)
        else:
            bad("sys", "one of " + ", ".join(s.value for s in SYSTEMS))
    if (text := _one(params, "tc")) is not None:
        if text in {t.value for t in TimeControl}:
            tc = TimeControl(text)
        else:
            bad("tc", "one of " + ", ".join(t.value for t in TimeControl))
    if (text := _one(params, "k")) is not None:
        if _NUMBER.fullmatch(text) and K_LOW <= float(text) <= K_HIGH:
            k = float(text)
        else:
            bad("k", f"a K from {K_LOW:g} to {K_HIGH:g}")
    if (text := _one(params, "date")) is not None:
        date = _date(text)
        if date is None:
            bad("date", f"a date from {EARLIEST} to {LATEST} as YYYY-MM-DD")
    season = None if "season" not in params else tuple(v for v in params["season"] if v)
    rate_as = tuple(sorted((event, control) for name, control in RATE_AS.items()
                           for event in dict.fromkeys(params.get(name) or ()) if event))
    return UploadView(upload=ids["up"], players=ids["pf"], system=system, k=k, date=date,
                      tc=tc, event=_one(params, "ev"), player=_one(params, "pl"),
                      season=season, rate_as=rate_as), tuple(problems)


def _date(text: str) -> dt.date | None:
    try:
        date = dt.date.fromisoformat(text)
    except ValueError:
        return None
    ok = re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) and EARLIEST <= date <= LATEST
    return date if ok else None
