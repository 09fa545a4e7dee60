"""The Analysis lab's games in the page address: the example, or an uploaded file's short id
(the file held in server memory: pages/ui/common/held_files.py), and the chosen time controls
and events, so a reload or a copied address reopens the same games."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core.scenarios.upload_link import is_upload_id
from pages.ui.analysis.choice import Choice, choice_keys
from pages.ui.common import held_files, keys, links
from pages.ui.common.messages import md

SOURCE, CONTROLS, EVENTS, UPLOAD = "src", "tc", "ev", "up"
PARAMS = (SOURCE, CONTROLS, EVENTS, UPLOAD)
OPENED = "an_choice_link_opened"  # the address's values last set into the widgets
UPLOADED = "Your uploaded file"  # the source picker's choice of the uploaded file
GONE = "an_gone"  # the address named an upload the server no longer holds (until another)


def _link(params: dict[str, list[str]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((key, tuple(params[key])) for key in PARAMS if key in params)


def open_choice_link(examples: Sequence[str]) -> None:
    """Set the example and its choice from the address when it brings new values (a shared
    link); an example the lab does not have is said and left out. The pickers check the
    chosen names against the file (see choice.game_choice)."""
    params = links.query()
    link = _link(params)
    if not link or st.session_state.get(OPENED) == link:
        return
    st.session_state[OPENED] = link
    upload = (params.get(UPLOAD) or [""])[0]
    if upload:
        if not is_upload_id(upload):
            st.warning(f"The link's 'up' was ignored: expected an upload's id (12 hex digits), "
                       f"got {md(repr(upload[:40]))}.")
            return
        if not held_files.open_held(keys.AN_DATA, upload):
            st.session_state[GONE] = held_files.GONE
            return
        st.session_state.pop(GONE, None)
        _open_choice(params, UPLOADED, st.session_state[keys.AN_DATA][1])
        return
    source = (params.get(SOURCE) or [""])[0]
    if source not in examples:
        st.warning(f"The link's example '{source[:60]}' is not one of the lab's examples "
                   f"({', '.join(examples)}): the first example is shown.")
        return
    _open_choice(params, source, source)


def _open_choice(params: dict[str, list[str]], source: str, name: str) -> None:
    st.session_state[keys.AN_SOURCE] = source
    for param, key in zip((CONTROLS, EVENTS), choice_keys(name), strict=True):
        if param in params:  # 'tc=' (one empty value): nothing chosen
            st.session_state[key] = [value for value in params[param] if value]


def keep_choice_in_url(source: str, choice: Choice, *, example: bool, first: str) -> None:
    """Write the example (unless it is the `first`, the page's default) or the uploaded file's
    short id, and a choice that is not the whole file, to the address, the other parameters
    kept."""
    wanted: dict[str, list[str]] = {}
    for param, chosen in ((CONTROLS, choice.controls), (EVENTS, choice.events)):
        if chosen is not None:
            wanted[param] = list(chosen) or [""]
    upload = None if example else held_files.short_id(keys.AN_DATA)
    if upload is not None:
        wanted[UPLOAD] = [upload]
    elif wanted or source != first:
        wanted[SOURCE] = [source]
    address = links.query()
    kept = {key: values for key, values in address.items() if key not in PARAMS}
    if address != {**kept, **wanted}:
        st.query_params.from_dict({**kept, **wanted})
    st.session_state[OPENED] = _link({**kept, **wanted})
