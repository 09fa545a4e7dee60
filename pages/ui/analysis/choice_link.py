"""The Analysis lab's example and its chosen time controls and events in the page address, so
a copied address reopens the same games (an uploaded file cannot travel in a link)."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from pages.ui.analysis.choice import Choice, choice_keys
from pages.ui.common import keys, links

SOURCE, CONTROLS, EVENTS = "src", "tc", "ev"
PARAMS = (SOURCE, CONTROLS, EVENTS)
OPENED = "an_choice_link_opened"  # the address's values last set into the widgets


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
    source = (params.get(SOURCE) or [""])[0]
    if source not in examples:
        st.warning(f"The link's example '{source[:60]}' is not one of the lab's examples "
                   f"({', '.join(examples)}): the first example is shown.")
        return
    st.session_state[keys.AN_SOURCE] = source
    for param, key in zip((CONTROLS, EVENTS), choice_keys(source), strict=True):
        if param in params:  # 'tc=' (one empty value): nothing chosen
            st.session_state[key] = [value for value in params[param] if value]


def keep_choice_in_url(source: str, choice: Choice, *, example: bool, first: str) -> None:
    """Write the example (unless it is the `first`, the page's default) and a choice that is
    not the whole file to the address, the other parameters kept; an uploaded file's choice
    is not written."""
    wanted: dict[str, list[str]] = {}
    if example:
        for param, chosen in ((CONTROLS, choice.controls), (EVENTS, choice.events)):
            if chosen is not None:
                wanted[param] = list(chosen) or [""]
        if wanted or source != first:
            wanted[SOURCE] = [source]
    address = links.query()
    kept = {key: values for key, values in address.items() if key not in PARAMS}
    if address != {**kept, **wanted}:
        st.query_params.from_dict({**kept, **wanted})
    st.session_state[OPENED] = _link({**kept, **wanted})
