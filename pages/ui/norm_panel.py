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
from pages.ui.norm_details import exemption_choice, show_player

KEEP = {"persist_state": "session"}
N_TITLE, N_FED, N_FEMALE, N_ROUNDS = "t_norm_title", "t_norm_fed", "t_norm_female", "t_norm_rounds"
N_PAIRING, N_EDITION, N_FIELD = "t_norm_pairing", "t_norm_edition", "t_norm_field"
N_ASSUME, N_TYPES = "t_norm_assume", "t_norm_types"
N_MIX = "t_norm_mix"  # canonical opponents' titles and federations (DataFrame), kept
N_MIX_BASE, N_EDITOR = "t_norm_mix_base", "t_norm_mix_editor"
OWN_TITLES = ("none", "FM", "CM", "WFM", "WCM", "WIM", "WGM", "IM")
BY_DATE = "by the event date"


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


def _event(date: dt.date, player: str, event: str, played: int) -> TypedEvent:
    cols = st.columns(4)
    title = cols[0].selectbox("Your title", OWN_TITLES, key=N_TITLE, **KEEP)
    federation = cols[1].text_input("Your federation (3 letters)", key=N_FED, max_chars=3,
                                    **KEEP)
    rounds = cols[2].number_input("Rounds scheduled (blank: those above)", min_value=1,
                                  max_value=99, value=None, step=1, key=N_ROUNDS, **KEEP)
    pairing = cols[3].selectbox("Pairing", [str(p) for p in Pairing], key=N_PAIRING,
                                format_func=pairing_text, **KEEP,
                                help="A round robin must count every round (1.4.1e)")
    cols = st.columns(4)
    edition = cols[0].selectbox("Title Regulations edition", [BY_DATE, *EDITION_NAMES],
                                key=N_EDITION, **KEEP)
    field = cols[1].number_input("Players in the event", min_value=2, max_value=999, value=10,
                                 step=1, key=N_FIELD, **KEEP,
                                 help="Used for a double round robin: half of them, rounded "
                                      "up, must hold the norm's title")
    assumed = cols[2].number_input("Rating of each remaining opponent (blank: the average so "
                                   "far)", min_value=1000, max_value=3000, value=None, step=1,
                                   key=N_ASSUME, **KEEP)
    female = cols[3].checkbox("Women's norms (WGM, WIM)", key=N_FEMALE, **KEEP,
                              help="Check WGM and WIM norms too")
    types = exemption_choice(N_TYPES, "Event type (each changes a rule)")
    return TypedEvent(name=player or "Player", title="" if title == "none" else title,
                      federation=federation, female=female, event=event or "Event", start=date,
                      rounds=played if rounds is None else int(rounds), pairing=Pairing(pairing),
                      field_size=int(field), edition=None if edition == BY_DATE else edition,
                      exemptions=types, assumed=None if assumed is None else int(assumed))


def norm_panel(rounds: pd.DataFrame, games: Sequence[Game], numbers: Sequence[int], *,
               date: dt.date, player: str, event: str) -> None:
    """The norm panel: inputs, then each norm's working and the report."""
    st.subheader("Title norms")
    st.caption("Does this event make a GM, IM, WGM or WIM norm, and what is still needed? Give "
               "the opponents' titles and federations (a norm needs them); the ratings are the "
               "rounds above.")
    with st.expander("Your title, federation, the event and the opponents' titles"):
        typed = _event(date, player, event, max(numbers, default=0))
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
