"""Each event's time control (standard, rapid, blitz): from its games when the file gives one,
else the page's or the CLI's option; an event whose games mix time controls is split."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import numpy as np
import pandas as pd

from elo_core.errors import EditionError, MissingRules, NoRulesError, Problem
from elo_core.field.season import FROM_USER, PERIOD_FROM_FILE
from elo_core.io.cells.time_control import CLASSES, class_codes
from elo_core.models import System, TimeControl
from elo_core.rules.editions import RAPID_START, cached_fide_edition, fide_edition, uscf_edition

FROM_FILE = "file"
FROM_OPTION = "option (not in the file)"
SPLIT = "file: the event mixes time controls, so each is rated as an event of its own"
DATE_FROM = {"file": "from the file", "given": "the date given for events without one",
             "today": "today: the file gives no date"}  # an event's date_source, in words


def date_source_text(source: str) -> str:
    """Where an event's date came from, in words (the page, the CLI, problems)."""
    return DATE_FROM.get(source, source)


def period_source_text(source: str) -> str:
    """Where an event's rating period came from, in words (the page's events table, the CLI)."""
    return "from the file" if source == PERIOD_FROM_FILE else source


def time_control_text(control: str, source: str) -> str:
    """An event's time control and where it came from, in words (the page's events table and
    the CLI): 'standard (not in the file: the default)', 'rapid (as the file gives it)'."""
    if source == FROM_USER:
        how = "chosen for this event"
    elif source.startswith(FROM_OPTION):
        how = "not in the file: the default" + source.removeprefix(FROM_OPTION)
    elif source.startswith(FROM_FILE):
        how = "as the file gives it" + source.removeprefix(FROM_FILE)
    else:
        how = source
    return f"{control} ({how})"


def _bits(codes: np.ndarray, classes: np.ndarray, size: int) -> np.ndarray:
    """Per event, a bit per time-control class found in its games (classes < 0 ignored)."""
    mask = np.zeros(size, dtype=np.int64)
    keep = classes >= 0
    np.bitwise_or.at(mask, codes[keep], np.left_shift(1, classes[keep]))
    return mask


def split_by_time_control(games: pd.DataFrame, default: TimeControl
                          ) -> tuple[pd.DataFrame, dict[str, tuple[TimeControl, str]]]:
    """The games (events split where they mix time controls) and each event's time control with
    where it came from.

    A game with no time control takes its event's (when the event's other games agree on one),
    else `default`. An event whose games have several classes becomes one event per class,
    named 'Event (rapid)', 'Event (blitz)'..., each rated under its own rules.
    """
    event = games["event"].cat
    labels = np.asarray(event.categories, dtype=object)
    codes = np.asarray(event.codes, dtype=np.int64)
    tc = games["time_control"].cat
    tc_codes = np.asarray(tc.codes, dtype=np.int64)
    per_label = class_codes(np.asarray(tc.categories, dtype=object))
    given = np.append(per_label, -1)[tc_codes]  # (code -1, none given: the appended -1)
    size = len(labels)
    if not (per_label >= 0).any():  # no time control in the file: the option for every event
        return games, {str(label): (default, FROM_OPTION) for label in labels}
    found = _bits(codes, given, size)
    # one class in the event's games: that class; none or several: `default`
    fallback = np.select([found == 1, found == 2, found == 4], [0, 1, 2], CLASSES.index(default))
    resolved = np.where(given >= 0, given, fallback[codes])
    bits = _bits(codes, resolved, size)
    mixed = (bits & (bits - 1)) != 0  # more than one class: a bit set beside the lowest
    source = np.where(found > 0, FROM_FILE, FROM_OPTION)
    if not mixed.any():
        return games, {str(labels[i]): (CLASSES[int(fallback[i])], str(source[i]))
                       for i in range(size)}
    key = codes * len(CLASSES) + resolved
    unique, inverse = np.unique(key, return_inverse=True)
    controls: dict[str, tuple[TimeControl, str]] = {}
    names: list[str] = []
    taken = {str(labels[i]) for i in range(size) if not mixed[i]}  # names kept as they are
    inverse = inverse.ravel()
    part_given = np.zeros(len(unique), dtype=bool)
    np.logical_or.at(part_given, inverse, given >= 0)
    for i, value in enumerate(unique):
        code, cls = divmod(int(value), len(CLASSES))
        name = f"{labels[code]} ({CLASSES[cls]})" if mixed[code] else str(labels[code])
        if mixed[code]:  # an event may already be called 'Club (rapid)': number the part
            base, number = name, 2
            while name in taken:
                name, number = f"{base} #{number}", number + 1
            taken.add(name)
        names.append(name)
        how = str(source[code]) if not mixed[code] else \
            SPLIT if part_given[i] else f"{FROM_OPTION}; {SPLIT[len(FROM_FILE) + 2:]}"
        controls[name] = (CLASSES[cls], how)
    split = pd.Categorical.from_codes(inverse, categories=pd.Index(names, dtype=object))
    return games.assign(event=split), controls


_EVENT_DATE = re.compile(r" \(event date [0-9-]+\)$")  # said once, beside the event's name


def _edition_problem(row: Any, day: dt.date, control: TimeControl,
                     system: System) -> tuple[Problem, MissingRules] | None:
    """An event dated outside the rule editions: named, with its date's source and line."""
    try:
        if system == System.FIDE:
            fide_edition(day, control)
        else:
            uscf_edition(day)
    except EditionError as exc:
        source = date_source_text(str(row.date_source))
        return (Problem(message=f"event '{row.event}' ({day:%Y-%m-%d}, {source}): {exc}",
                        line=int(str(row.first)),
                        column="date" if row.date_source == "file" else None,
                        value=f"{day:%Y-%m-%d}"),
                MissingRules(event=str(row.event), date=f"{day:%Y-%m-%d}", detail=source,
                             reason=_EVENT_DATE.sub("", str(exc))))
    return None


def _has_rules(day: dt.date, control: TimeControl, system: System) -> bool:
    """Whether `system` has rules for an event of `control` on `day` (FIDE, US Chess; FIDE's
    rapid and blitz editions start on RAPID_START)."""
    try:
        if system == System.FIDE:
            cached_fide_edition(day, control)  # (the rating asks for the same days next)
        else:
            uscf_edition(day)
    except EditionError:
        return False
    return True


def _rules_problems(order: pd.DataFrame, system: System) -> list[tuple[Problem, MissingRules]]:
    """Each event of `order` that `system` has no rules for (none for classic Elo).

    The rules are looked up once per distinct (day, time control) of the events (2,000 events
    of a season fall on some 360 days); only the events without rules are looked at one by one,
    to name them."""
    if system not in (System.FIDE, System.USCF) or order.empty:
        return []
    stamps = pd.to_datetime(order["date"]).to_numpy(dtype="datetime64[ns]")
    days, day_codes = np.unique(stamps.astype("datetime64[D]"), return_inverse=True)
    day_codes = day_codes.ravel()
    calendar = days.astype(object)  # a datetime.date per distinct day
    control_codes, controls = pd.factorize(order["time_control"].astype(str))
    pair = np.ravel_multi_index((day_codes, control_codes), (len(days), len(controls)))
    pairs, first = np.unique(pair, return_index=True)  # (first: an event of each pair)
    has = np.array([_has_rules(calendar[day_codes[i]], TimeControl(str(controls[control_codes[i]])),
                               system) for i in first.tolist()], dtype=bool)
    missing = np.flatnonzero(~has[np.searchsorted(pairs, pair)])
    problems = []
    for place, row in zip(missing.tolist(), order.iloc[missing].itertuples(), strict=True):
        day = calendar[day_codes[place]]
        control = TimeControl(str(row.time_control))
        if system == System.USCF or control == TimeControl.STANDARD or \
                day >= RAPID_START:
            edition = _edition_problem(row, day, control, system)
            if edition is not None:
                problems.append(edition)
            continue
        source = str(row.time_control_from)
        from_file = source.startswith(FROM_FILE)
        how = "as the file gives it" if from_file else "as chosen for events without one" \
            if source.startswith(FROM_OPTION) else "as chosen for this event"
        reason = (f"FIDE {control} ratings start on {RAPID_START:%Y-%m-%d}, so no FIDE "
                  f"rules exist for it")
        problems.append((Problem(
            message=f"event '{row.event}' ({day:%Y-%m-%d}) is {control} ({how}): {reason} "
                    "(rate it as standard, or under classic or US Chess)",
            line=int(str(row.first)), column="time_control" if from_file else None,
            value=str(control)), MissingRules(event=str(row.event), date=f"{day:%Y-%m-%d}",
                                              detail=f"{control}, {how}", reason=reason)))
    return problems


def check_rules_exist(order: pd.DataFrame, system: System, source: str) -> None:
    """Every event's date has rules (FIDE, US Chess), and FIDE has no rapid or blitz rules
    before 2012: each event without rules is a problem naming it and its first line, raised
    with the systems that can rate every event (classic Elo always can)."""
    found = _rules_problems(order, system)
    if found:
        usable = tuple(str(other) for other in (System.CLASSIC, System.FIDE, System.USCF)
                       if other != system and not _rules_problems(order, other))
        raise NoRulesError([problem for problem, _ in found], source=source,
                           system=str(system), missing=tuple(m for _, m in found),
                           usable=usable)

