"""Event upload's Norms view: every player's GM, IM, WGM and WIM check, those in reach
highlighted, one player's working and the printable report (support code, not a page)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.display.text import file_stem
from elo_core.errors import EloError
from elo_core.io import read_event_file
from elo_core.norms.event import EventNorms, NormOptions, check_event
from elo_core.norms.mix import Exemption
from elo_core.norms.report import write_norm_report
from elo_core.norms.rounds import Pairing
from elo_core.norms.rules import EDITION_NAMES
from elo_core.norms.tables import OVERVIEW_HELP, POSSIBLE, overview
from elo_core.norms.words import edition_text, pairing_text
from pages.ui.common.kept import KEEP
from pages.ui.common.keys import (
    NORM_ASSUME,
    NORM_BY_DATE,
    NORM_EDITION,
    NORM_EVENT,
    NORM_FROM_FILE,
    NORM_ONLY,
    NORM_PAIRING,
    NORM_PLAYER,
    NORM_ROUNDS,
    NORM_SHOW,
    NORM_TYPES,
)
from pages.ui.common.norm_details import exemption_choice, show_player
from pages.ui.event_upload import link
from pages.ui.server import memory

# Norms are checked at once for files of up to this many players (a tournament); a bigger file
# (a season: 10,000 players took some 4 s) is checked when the user asks for it.
MAX_CHECKED_AT_ONCE = 1000
BY_DATE, FROM_FILE = NORM_BY_DATE, NORM_FROM_FILE
HIGHLIGHT = "background-color: rgba(46, 125, 50, 0.16)"
# Rows are shaded up to this many players: pandas' Styler writes a style for every cell, which
# took seconds at every rerun for a 10,000-player season; above it the column alone marks them.
MAX_SHADED = 1000
# edition, pairing, rounds scheduled, assumed rating, event types (None: from the file), event
Settings = tuple[str | None, str | None, int | None, int | None, tuple[str, ...], str]


# As the field's ratings (upload_views): one copy per session, never pickled (st.cache_data
# pickled a season's checks at every rerun and unpickled a copy: seconds on 10,000 players).
@st.cache_resource(max_entries=4, show_spinner="Checking the norms...", scope="session",
                   on_release=memory.release_soon)
def _checked(data: bytes, name: str, settings: Settings) -> EventNorms | EloError:
    """The norm checks of the uploaded file for these settings (an error is returned, shown)."""
    edition, pairing, rounds, assumed, exemptions, chosen = settings
    try:
        event = read_event_file(data, source=name)
        return check_event(event, data, NormOptions(
            edition=edition, pairing=Pairing(pairing) if pairing else None, rounds=rounds,
            assumed=assumed, exemptions=frozenset(Exemption(e) for e in exemptions),
            event=chosen))
    except EloError as exc:
        return exc


def _settings() -> Settings:
    with st.expander("Norm settings: edition, pairing, rounds, event type"):
        cols = st.columns(4)
        edition = cols[0].selectbox("Title Regulations edition", [BY_DATE, *EDITION_NAMES],
                                    key=NORM_EDITION, **KEEP)
        pairing = cols[1].selectbox("Pairing", [FROM_FILE, *[str(p) for p in Pairing]],
                                    key=NORM_PAIRING, format_func=pairing_text, **KEEP,
                                    help="A round robin must count every round (1.4.1e); "
                                         "read from the TRF header or the pairings.")
        rounds = cols[2].number_input("Rounds scheduled (blank: from the file)", min_value=1,
                                      max_value=99, value=None, step=1, key=NORM_ROUNDS, **KEEP)
        assumed = cols[3].number_input("Rating of each remaining opponent (blank: the average "
                                       "so far)", min_value=1000, max_value=3000, value=None,
                                       step=1, key=NORM_ASSUME, **KEEP)
        types = exemption_choice(NORM_TYPES)
    return (None if edition == BY_DATE else edition, None if pairing == FROM_FILE else pairing,
            None if rounds is None else int(rounds), None if assumed is None else int(assumed),
            tuple(sorted(str(t) for t in types)), st.session_state.get(NORM_EVENT) or "")


def _styled(table: pd.DataFrame) -> object:
    shade = [HIGHLIGHT if reach else "" for reach in table[POSSIBLE]]
    return table.style.apply(lambda row: [shade[row.name]] * len(row), axis=1)


@st.fragment
def norms_view(data: bytes, name: str, players: int) -> None:
    """The Norms view of the uploaded file (`players`: how many the file has)."""
    st.subheader("Title norms")
    st.caption("GM, IM, WGM and WIM norms for every player, above the title the file gives "
               "(women's norms for players marked female). Ratings, titles and federations are "
               "the file's: a TRF carries them, a PGN or CSV here does not, so their mix "
               "conditions show as 'not given'.")
    if players > MAX_CHECKED_AT_ONCE and not st.toggle(
            f"Check the title norms of this file's {players:,} players", key=NORM_SHOW,
            **KEEP, help=f"Files of up to {MAX_CHECKED_AT_ONCE:,} players are checked at "
                         "once; a bigger one (a season rather than a tournament) takes a few "
                         "seconds, so only when asked."):
        return
    settings = _settings()
    link.keep_in_url()  # (a rerun of this view alone: the page's own call is not made again)
    # The file's first event is checked under "" (no event chosen yet); once the event box
    # holds that same event's name it is not checked a second time under its name.
    result = first = _checked(data, name, (*settings[:-1], ""))
    if settings[-1] and not (isinstance(first, EventNorms) and first.facts.name == settings[-1]):
        result = _checked(data, name, settings)
        if isinstance(result, EloError):
            st.session_state.pop(NORM_EVENT, None)  # an event of another file: its first
            result = first
    if isinstance(result, EloError):
        st.error(markdown_text(str(result)))
        return
    if len(result.events) > 1:
        st.selectbox("Event (norms are per event)", result.events, key=NORM_EVENT,
                     index=result.events.index(result.facts.name)
                     if result.facts.name in result.events else 0)
    st.caption(f"Rules: {markdown_text(edition_text(result.edition))}. "
               f"{markdown_text(pairing_text(result.context.pairing))}, round "
               f"{result.rounds_played} of {result.context.rounds}.")
    for warning in result.warnings:
        st.warning(f"Norms: {markdown_text(str(warning))}")
    table = overview(result.players)
    reach = int(table[POSSIBLE].sum())
    shaded = len(table) <= MAX_SHADED
    st.markdown(f"**{reach:,} of {len(table):,} players** have a norm met or still possible ("
                + ("highlighted" if shaded else f"marked in the '{POSSIBLE}' column") + ").")
    if st.toggle("Only players with a norm in reach", key=NORM_ONLY, **KEEP):
        table = table[table[POSSIBLE]].reset_index(drop=True)
    config = {column: st.column_config.Column(help=text) for column, text in OVERVIEW_HELP.items()}
    config["Points"] = st.column_config.NumberColumn(help=OVERVIEW_HELP["Points"], format="%.1f")
    st.dataframe(_styled(table) if shaded else table, hide_index=True, key="norm_table",
                 column_config=config)
    names = [p.name for p in result.players]
    in_reach = next((p.name for p in result.players if p.in_reach), names[0] if names else None)
    if st.session_state.get(NORM_PLAYER) not in names:
        st.session_state[NORM_PLAYER] = in_reach
    chosen = st.selectbox("Player's norm working", names, key=NORM_PLAYER,
                          filter_mode="contains", **KEEP)
    link.keep_in_url()
    player = next((p for p in result.players if p.name == chosen), None)
    if player is None:
        return
    show_player(player, "norm_upload")
    stem = file_stem(Path(name).stem, player.name, default="event")
    st.download_button("Download the norm report (HTML, print it from the browser)",
                       write_norm_report(result, [player]).encode("utf-8"),
                       file_name=f"{stem}-norms.html",
                       mime="text/html", key="norm_report", on_click="ignore")

