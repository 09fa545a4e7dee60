"""The calculator's inputs in the address: read from a new link, drawn at once, written back."""

from __future__ import annotations

import datetime as dt
from typing import Any

import streamlit as st

from pages.ui.common import keys, links, run_store

# The page writes its address itself (a widget bound to the URL leaves out a value equal to its
# default, and a widget whose default is not the kept value paints that default for a frame).
WRITTEN = "calc_written"  # the calculator parameters the page last wrote to the address
KEPT = "calc_kept"  # every input as last drawn (or as a new link gives it): outlives the widgets
KEPT_KEYS = (*keys.CALC_BOUND, keys.CALC_POP)
SET_NOW = "calc_set_now"  # inputs given a new value through st.session_state in this run
_CODES = {key: {label: code for code, label in labels.items()}
          for key, labels in keys.CALC_LABELS.items()}


def _pairs(params: dict[str, list[str]]) -> list[tuple[str, tuple[str, ...]]]:
    return sorted((key, tuple(values)) for key, values in params.items())


def _value(key: str, text: str) -> Any:
    """A checked URL text (see url_checks) as its input's value: a choice's code, a date, a
    whole number, or None for an empty optional number."""
    if key in _CODES:
        return _CODES[key][text]
    if key == keys.CALC_DATE:
        return dt.date.fromisoformat(text)
    return int(text) if text else None


def open_link() -> None:
    """Before the inputs are drawn: an address the page did not write itself (a shared link, a
    reopened run, the browser's back button) sets every input it names. The address left empty
    by a page switch changes nothing: the inputs are drawn again with their kept values.

    A linked value reaches a widget as its default (a widget holding another value is forgotten
    first, so it is drawn anew with the linked one); only a widget still in the session (the
    back button on this page) is set through st.session_state, and drawn that run without a
    default (Streamlit warns about a widget given both in one run)."""
    params = {key: values for key, values in links.query().items()
              if key in keys.CALC_BOUND and values}
    if not params or _pairs(params) == st.session_state.get(WRITTEN):
        return
    linked = {key: _value(key, values[-1]) for key, values in params.items()}
    linked = {key: value for key, value in linked.items() if shown(key) != value}
    drawn = {key: value for key, value in linked.items() if key in st.session_state}
    _forget(linked)
    # A widget the browser still shows (the back button on this page) must be told its new
    # value: set through st.session_state, so it is drawn this once without a default.
    st.session_state.update(drawn)
    st.session_state[SET_NOW] = sorted(drawn)


def reopen(inputs: dict[str, Any]) -> None:
    """A saved run's inputs, for the calculator to draw next (called from another page)."""
    _forget(run_store.restored(inputs, keys.CALC_DEFAULTS))


def _forget(values: dict[str, Any]) -> None:
    """Drop the widgets holding other values, so they are drawn anew with `values`."""
    for key in values:
        st.session_state.pop(key, None)
    st.session_state[KEPT] = {**kept(), **values}


def keep_in_url() -> None:
    """After the inputs are drawn: write every input to the address (the hidden ones too, so
    the link reopens the same game whichever inputs the K rule shows)."""
    values = {key: shown(key) for key in KEPT_KEYS}
    st.session_state[KEPT] = values
    st.session_state.pop(SET_NOW, None)
    params = calculator_query(values)
    wanted = {key: [value] for key, value in params.items()}
    if links.query() != wanted:
        st.query_params.from_dict(params)
    st.session_state[WRITTEN] = _pairs(wanted)


def shown(key: str) -> Any:
    """The input's kept value, given to its widget as the default: the browser draws a new
    widget with its default before it applies a value sent with it, so the first frame after a
    page switch already shows the user's value (issue 12, item 7)."""
    value = st.session_state.get(key, kept().get(key, keys.CALC_DEFAULTS.get(key)))
    if isinstance(value, float) and value.is_integer():
        return int(value)  # the number inputs step by 1: a whole number, as an int
    return value


def default(key: str, fallback: Any = None) -> Any:
    """The default to give the input's widget: its kept value (or `fallback` when it has none),
    but None when this run set its value through st.session_state (Streamlit warns about a
    widget given both)."""
    if key in st.session_state.get(SET_NOW, ()):
        return None
    value = shown(key)
    return fallback if value is None else value


def default_index(key: str, options: list[str]) -> int | None:
    """The position of the kept choice among `options` (the first if it is not one of them), or
    None as `default` gives it (for a radio or a menu)."""
    if key in st.session_state.get(SET_NOW, ()):
        return None
    value = shown(key)
    return options.index(value) if value in options else 0


def kept() -> dict[str, Any]:
    """Every input's value as last drawn: Streamlit forgets a widget's value once its page is
    left (a value never changed in the browser, at least), this copy is what comes back."""
    value = st.session_state.get(KEPT)
    return value if isinstance(value, dict) else {}


def calculator_query(inputs: dict[str, Any]) -> dict[str, str]:
    """The calculator's URL parameters for saved `inputs` (a choice by its label, as its bound
    widget writes it), so a reopened run's address opens the same game."""
    out: dict[str, str] = {}
    for key in keys.CALC_BOUND:
        value = inputs.get(key, keys.CALC_DEFAULTS.get(key))
        if value is None:
            continue
        if key in keys.CALC_LABELS:
            out[key] = keys.CALC_LABELS[key].get(str(value), str(value))
        elif isinstance(value, int | float) and not isinstance(value, bool):
            out[key] = f"{int(value)}" if float(value).is_integer() else f"{value}"
        else:
            out[key] = str(value)
    return out
