"""Tournament page's norm panel: titles and federations beside the typed rounds, then the GM,
IM, WGM and WIM checks of this one event (support code for pages/tournament.py, not a page)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

import pandas as pd
import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.display.text import file_stem
from elo_core.errors import EloError
from elo_core.models import Game
from elo_core.norms.manual import TypedEvent, check_typed, result_words, typed_rounds
from elo_core.norms.report import write_norm_report
from elo_core.norms.rounds import Pairing
from elo_core.norms.rules import ALL_TITLES, EDITION_NAMES
from elo_core.norms.words import edition_text, pairing_text
from elo_core.scenarios.norm_link import OWN_TITLES
from pages.ui.common.norm_details import exemption_choice, show_player
from pages.ui.common.norm_state import (
    BY_DATE,
    N_ASSUME,
    N_EDITION,
    N_EDITOR,
    N_FED,
    N_FEMALE,
    N_FIELD,
    N_MIX,
    N_MIX_BASE,
    N_PAIRING,
    N_ROUNDS,
    N_TITLE,
    N_TYPES,
    NO_TITLE,
    init_norms,
)

KEEP = {"persist_state": "session"}


def _mix_frame(games: Sequence[Game], numbers: Sequence[int]) -> pd.DataFrame:
    """The opponents with the titles and federations kept so far (by row)."""
    kept = st.session_state.get(N_MIX)
    rows = []
    for index, (game, number) in enumerate(zip(games, numbers, strict=True)):
        title = federation = ""
        if isinstance(kept, pd.DataFrame) and index < len(kept):
            title, federation = str(kept.iloc[index]["Title"]), str(kept.iloc[index]["Federation"])
        rows.append({"Round": number, "Opponent": game.opponent or "-",
                     "Rating": "-" if not game.played else
                     "unrated" if game.opponent_rating is None else f"{game.opponent_rating:g}",
                     "Title": title, "Federation": federation})
    return pd.DataFrame(rows, columns=["Round", "Opponent", "Rating", "Title", "Federation"])


def _mix_editor(games: Sequence[Game], numbers: Sequence[int]) -> pd.DataFrame:
    base = _mix_frame(games, numbers)
    old = st.session_state.get(N_MIX_BASE)
    shape = ["Round", "Opponent", "Rating"]
    if not isinstance(old, pd.DataFrame) or not old[shape].equals(base[shape]):
        st.session_state[N_MIX_BASE] = base  # the rounds changed: open the editor on them
        st.session_state.pop(N_EDITOR, None)
    edited = st.data_editor(
        st.session_state[N_MIX_BASE], key=N_EDITOR, hide_index=True, placeholder="",
        disabled=["Round", "Opponent", "Rating"], num_rows="fixed", column_config={
            "Title": st.column_config.SelectboxColumn(
                "Opponent's title", options=["", *ALL_TITLES],
                help="As on the FIDE list when the event started; CM and WCM do not count as "
                     "titled for norms (1.4.5a)"),
            "Federation": st.column_config.TextColumn(
                "Opponent's federation", max_chars=3,
                help="Three letters (GER, FRA...); FID counts but never as a foreign one"),
        })
    st.session_state[N_MIX] = edited
    return edited


def _scheduled(played: int) -> int | None:
    """Rounds scheduled, in sight above the panel: left blank, the event reads as complete."""
    cols = st.columns([1, 3])
    rounds = cols[0].number_input("Rounds scheduled", min_value=1, max_value=99, step=1,
                                  key=N_ROUNDS, placeholder=f"{played} (those above)", **KEEP,
                                  help="How many rounds the event has in all: the panel says "
                                       "what the rounds still to play must bring.")
    if rounds is None:
        cols[1].warning(f"Rounds scheduled not given: the {played} rounds above are taken as "
                        "the whole event, so it reads as complete. Give the number of rounds "
                        "to see what the rest must bring.")
    return None if rounds is None else int(rounds)


def _event(date: dt.date, names: tuple[str, str], played: int, rounds: int | None,
           rating: float | None) -> TypedEvent:
    player, event = names
    cols = st.columns(4)
    title = cols[0].selectbox("Your title", (NO_TITLE, *OWN_TITLES), key=N_TITLE, **KEEP)
    federation = cols[1].text_input("Your federation (3 letters)", key=N_FED, max_chars=3,
                                    **KEEP)
    pairing = cols[2].selectbox("Pairing", [str(p) for p in Pairing], key=N_PAIRING,
                                format_func=pairing_text, **KEEP,
                                help="A round robin must count every round (1.4.1e)")
    edition = cols[3].selectbox("Title Regulations edition", [BY_DATE, *EDITION_NAMES],
                                key=N_EDITION, **KEEP)
    cols = st.columns(3)
    field = cols[0].number_input("Players in the event", min_value=2, max_value=999,
                                 step=1, key=N_FIELD, **KEEP,
                                 help="Used for a double round robin: half of them, rounded "
                                      "up, must hold the norm's title")
    assumed = cols[1].number_input("Rating of each remaining opponent (blank: the average so "
                                   "far)", min_value=1000, max_value=3000, step=1,
                                   key=N_ASSUME, **KEEP)
    female = cols[2].checkbox("Women's norms (WGM, WIM)", key=N_FEMALE, **KEEP,
                              help="Check WGM and WIM norms too")
    types = exemption_choice(N_TYPES, "Event type (each changes a rule)")
    return TypedEvent(name=player or "Player", title="" if title == NO_TITLE else title,
                      federation=federation, female=female, event=event or "Event", start=date,
                      rounds=played if rounds is None else rounds, pairing=Pairing(pairing),
                      rating=rating,
                      field_size=int(field), edition=None if edition == BY_DATE else edition,
                      exemptions=types, assumed=None if assumed is None else int(assumed))


def norm_panel(rounds: pd.DataFrame, games: Sequence[Game], numbers: Sequence[int], *,
               date: dt.date, player: str, event: str, rating: float | None) -> None:
    """The norm panel: inputs, then each norm's working and the report (`rating`: the
    player's, from the profile above)."""
    init_norms()
    st.subheader("Title norms")
    st.caption("Does this event make a GM, IM, WGM or WIM norm, and what is still needed? Give "
               "the opponents' titles and federations (a norm needs them); the ratings are the "
               "rounds above.")
    played = max(numbers, default=0)
    scheduled = _scheduled(played)
    with st.expander("Your title, federation, the event and the opponents' titles"):
        typed = _event(date, (player, event), played, scheduled, rating)
        mix = _mix_editor(games, numbers)
    try:
        rows = typed_rounds(games, numbers, result_words(rounds), mix["Title"].tolist(),
                            mix["Federation"].tolist())
        result = check_typed(rows, typed)
    except EloError as exc:
        st.error(markdown_text(str(exc)))
        return
    st.caption(f"Rules: {markdown_text(edition_text(result.edition))}.")
    show_player(result.players[0], "norm_t")
    st.download_button("Download the norm report (HTML, print it from the browser)",
                       write_norm_report(result, result.players).encode("utf-8"),
                       file_name=f"{file_stem(event, player, default='tournament')}-norms.html",
                       mime="text/html", key="t_norm_report", on_click="ignore")
