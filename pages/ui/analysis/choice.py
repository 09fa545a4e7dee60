"""The Analysis lab's choice of games: by time control and by event, with the split shown."""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from elo_core import analysis
from elo_core.analysis.groups import SPLIT_HELP, Group

PERCENT = ("Favourites scored", "Elo curve", "FIDE table")


@dataclass(frozen=True, kw_only=True, slots=True)
class Choice:
    """The chosen time control classes and events (None: all of them) and how they read."""

    controls: tuple[str, ...] | None = None
    events: tuple[str, ...] | None = None
    groups: tuple[Group, ...] = ()


@st.cache_data(max_entries=8, show_spinner="Splitting the games...")
def _split(data: bytes, name: str, _games: analysis.Games) -> tuple[Group, ...]:
    del data, name  # the cache's key: the file (its games' arrays are not hashed)
    return analysis.split(_games)


def _names(groups: tuple[Group, ...], kind: str) -> list[str]:
    return [group.name for group in groups if group.kind == kind]


def choice_keys(name: str) -> tuple[str, str]:
    """The session keys of the file `name`'s two pickers (time controls, events)."""
    return f"an_tc::{name}", f"an_ev::{name}"


def _known(key: str, names: list[str], what: str) -> None:
    """Drop from a picker's kept value the names this file does not hold (a link's, or an
    earlier file's), saying which."""
    kept = st.session_state.get(key)
    if kept is None:
        return
    unknown = [value for value in kept if value not in names]
    if unknown:
        st.warning(f"Not in this file, so not chosen: {what} {', '.join(map(repr, unknown))}.")
        st.session_state[key] = [value for value in kept if value in names]


def game_choice(games: analysis.Games, data: bytes, name: str) -> Choice:
    """Two pickers (time control, event) when the file holds more than one of either; each
    file keeps its own choice. All chosen means None (the whole file)."""
    groups = _split(data, name, games)
    controls, events = _names(groups, "time control"), _names(groups, "event")
    if len(controls) < 2 and len(events) < 2:
        return Choice(groups=groups)
    counts = {(group.kind, group.name): group.games for group in groups}
    tc_key, ev_key = choice_keys(name)
    _known(tc_key, controls, "time control")
    _known(ev_key, events, "event")
    # one row each: a row of chips scrolls sideways when it is too narrow for them
    picked_controls = st.multiselect(
        "Time controls to include", controls, default=controls, key=tc_key,
        persist_state="session",
        format_func=lambda c: f"{c} ({counts['time control', c]} games)",
        help="FIDE's class from the file's time control; without one, from a word in the "
             "event's name (Blitz, Rapid, Classical...); else 'not known'. See the split below.",
        width=480)
    picked_events = st.multiselect(
        "Events to include", events, default=events, key=ev_key,
        persist_state="session",
        help="each event's games are counted in the split below")
    return Choice(controls=None if set(controls) <= set(picked_controls) else
                  tuple(picked_controls),
                  events=None if set(events) <= set(picked_events) else tuple(picked_events),
                  groups=groups)


def show_split(choice: Choice) -> None:
    """The split table: each time control and event, its games and how its favourites
    scored against the two curves."""
    if len(choice.groups) < 3:  # one class, one event: the whole file is the only group
        return
    st.markdown("**The whole file split by time control and by event**")
    for kind, key in (("time control", "an_split_tc"), ("event", "an_split_ev")):
        st.dataframe(analysis.split_table(choice.groups, kind), hide_index=True, key=key,
                     column_config={column: st.column_config.NumberColumn(
                         help=why, format="percent") if column in PERCENT else
                         st.column_config.Column(help=why) for column, why in SPLIT_HELP.items()})
    st.caption("Favourites: the higher-rated player of each game with both ratings; a blank "
               "score: no such game in the group. The chart and readings below use the chosen "
               "games only.")
