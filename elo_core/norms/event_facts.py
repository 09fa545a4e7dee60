"""What a norm check needs about the event beyond its games: name, dates, rounds, host, format."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import pandas as pd

from elo_core.io.cells.numbers import whole_number
from elo_core.io.cells.values import parse_date
from elo_core.io.games import EventFile, decode


@dataclass(frozen=True, kw_only=True, slots=True)
class EventFacts:
    """Header facts of one event (TRF lines 012, 022, 032, 042, 052, 092, XXR)."""

    name: str
    place: str = ""
    host: str = ""  # host federation (032)
    start: dt.date | None = None
    end: dt.date | None = None
    description: str = ""  # 092: type of tournament, free text
    scheduled_rounds: int | None = None  # XXR
    time_controls: tuple[str, ...] = ()  # as the games give them (CSV, PGN), blanks aside


def _header(data: bytes) -> dict[str, str]:
    found: dict[str, str] = {}
    for line in decode(data).splitlines():
        code = line[:3]
        if code in ("012", "022", "032", "042", "052", "092", "XXR"):
            found.setdefault(code, line[4:].strip())
    return found


def event_facts(event: EventFile, data: bytes | None = None,
                games: pd.DataFrame | None = None) -> EventFacts:
    """The facts a TRF header gives (with its bytes), else what the games (of one event) show."""
    games = event.games if games is None else games
    dates = pd.to_datetime(games["date"]).dropna()
    first = dates.min().date() if len(dates) else None
    last = dates.max().date() if len(dates) else None
    names = games["event"].astype(str)
    name = names.iloc[0] if len(names) else event.source
    controls = tuple(sorted({str(t).strip() for t in games["time_control"].astype(str)}
                            - {"", "?", "-", "nan"}))
    if event.format != "trf" or data is None:
        return EventFacts(name=name or event.source, start=first, end=last,
                          time_controls=controls)
    header = _header(data)
    host = header.get("032", "").upper()
    return EventFacts(name=header.get("012") or name, place=header.get("022", ""),
                      host=host if len(host) == 3 and host.isalpha() else "",
                      start=parse_date(header.get("042", "")) or first,
                      end=parse_date(header.get("052", "")) or last,
                      description=header.get("092", ""),
                      scheduled_rounds=whole_number(header.get("XXR", "").split(" ")[0]) or None)
