"""Event upload: rate a whole field (or one player's rounds) from a CSV, FIDE TRF or PGN file."""

from __future__ import annotations

import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.errors import EloError
from elo_core.io.detect import csv_shape_of
from elo_core.io.games import max_upload_bytes
from pages.ui.common import keys, messages, session
from pages.ui.event_upload import fragments, link, rounds_view, save_view, widgets
from pages.ui.event_upload.field_view import show_field
from pages.ui.event_upload.norms_view import norms_view
from pages.ui.event_upload.rating import field_views, rate_ahead
from pages.ui.event_upload.views import chosen_time_controls, forget_uploads, show_problems

session.page_setup("pages/event_upload.py")

# Canonical state (keys in pages/ui/common/keys.py; it survives page switches): uploaded bytes,
# names and ids, and the last computation with the inputs it was made from (so picking a player
# or sorting never re-reads).
messages.show_flash()  # (a reopened saved run says so)
st.title("Event upload")
st.caption("Upload a games CSV or spreadsheet (.xlsx, .ods), a one-player rounds file, a FIDE "
           "TRF or a PGN: every player's rating change, the crosstable and trajectories. "
           "Nothing leaves this machine.")
widgets.templates()
link.open_link()  # a reload, a copied address or a reopened run: its upload and choices
options = widgets.read_options()

if options.bad_limit is not None:
    st.error(markdown_text(str(options.bad_limit)))
    st.stop()
if st.session_state.get(keys.UP_DATA) and st.button("Forget the uploaded files",
                                                   key="upload_forget"):
    forget_uploads()
    st.rerun()
link.keep_in_url()  # the uploads' ids and the choices (those drawn further down, too)
gone = link.gone_notes()
for note in gone:
    st.warning(note)
if keys.UP_DATA not in st.session_state:
    if not gone:
        st.info("Upload a file to start (or download a template above).")
    st.stop()
file_id, file_name, data = st.session_state[keys.UP_DATA]
players_file = st.session_state.get(keys.UP_PLAYERS)
system, k, date, tc = options.system.value, options.k, options.date, options.tc
if not options.system.has_k and k is not None:
    st.info("Glicko-2 has no K (each step follows the player's RD and volatility), so the K "
            "box is not used.")
    k = None
if csv_shape_of(data) == "rounds":
    rated = rounds_view.show(data, file_name, date=date, tc=tc, computed=widgets.computed)
    save_view.save_form(file_name, games=rated)
    st.stop()

event_tcs = chosen_time_controls()
players_data = players_file[2] if players_file else None
players_name = players_file[1] if players_file else ""
field_inputs = ("field", file_id, players_file[0] if players_file else None, system, k, date, tc,
                event_tcs)
views = widgets.computed(
    field_inputs,
    lambda: field_views(data, file_name, players_data, system=system, k=k, date=date, tc=tc,
                        event_tcs=event_tcs, max_mb=max_upload_bytes()[1],
                        players_name=players_name))
if isinstance(views, EloError):
    show_problems(file_name, views)
    st.stop()

player_names = show_field(views, file_name, tc)
fragments.crosstable_view(views)
fragments.player_view(views, player_names)
fragments.season_chart(views, player_names)
norms_view(data, file_name, len(player_names))
save_view.save_form(file_name, games=views.summary.games_played,
                    players=views.summary.players, system=system)
if st.session_state.get(keys.UP_AHEAD) != field_inputs:  # once per inputs, not at every rerun
    rate_ahead(data, file_name, players_data, max_upload_bytes()[1],
               (system, k, date, tc, event_tcs), players_name=players_name)
    st.session_state[keys.UP_AHEAD] = field_inputs
