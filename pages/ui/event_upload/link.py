"""Event upload's view in the page address and in saved runs: the uploads (their short ids; the
files themselves held in server memory, see pages/ui/server/uploads.py) and the page's choices,
set from a new address before the widgets are drawn and written back after (support code)."""

from __future__ import annotations

import hashlib
from typing import Any

import streamlit as st

from elo_core.models import System, TimeControl
from elo_core.scenarios.store import RunStore, SavedRun, StoreError
from elo_core.scenarios.upload_fields import DEFAULTS, FIELDS, Value, decode_fields, encode_fields
from elo_core.scenarios.upload_link import (
    UPLOAD_PARAMS,
    UploadView,
    decode_view,
    encode_view,
    upload_id,
)
from pages.ui.common import coerce, held_files, keys, links
from pages.ui.common.messages import md
from pages.ui.event_upload.views import chosen_time_controls, forget_time_controls, tc_key

SLOTS = {"up": keys.UP_DATA, "pf": keys.UP_PLAYERS}  # address parameter -> session key
PARAMS = (*UPLOAD_PARAMS, *FIELDS)
FIELD_KEYS = {"r_name": keys.UP_NAME, "r_rating": keys.UP_RATING, "r_games": keys.UP_GAMES,
              "r_birth": keys.UP_BIRTH, "r_peak": keys.UP_PEAK, "r_sys": keys.UP_R_SYSTEM,
              "r_k": keys.UP_R_K, "r_rd": keys.UP_R_RD, "r_vol": keys.UP_R_VOL,
              "n_ed": keys.NORM_EDITION, "n_pair": keys.NORM_PAIRING,
              "n_rounds": keys.NORM_ROUNDS, "n_rating": keys.NORM_ASSUME,
              "n_types": keys.NORM_TYPES, "n_event": keys.NORM_EVENT,
              "n_player": keys.NORM_PLAYER}  # (every FIELDS parameter: one widget each)
WHOLE = ("r_games", "r_birth", "n_rounds", "n_rating")  # drawn by integer widgets
SHOWN_AS = {"n_ed": keys.NORM_BY_DATE, "n_pair": keys.NORM_FROM_FILE}  # a choice for 'none'
WRITTEN_KEPT = 16  # the page's own latest addresses (a rerun may still carry an older one)
GONE = {"up": held_files.GONE,
        "pf": "The players file of this address is no longer held by the server: upload it "
              "again."}


def _pairs(params: dict[str, list[str]]) -> list[tuple[str, tuple[str, ...]]]:
    return sorted((name, tuple(values)) for name, values in params.items() if name in PARAMS)


def _written() -> list[list[tuple[str, tuple[str, ...]]]]:
    """The addresses this page wrote in this session, the latest last."""
    return list(st.session_state.get(keys.UP_WRITTEN) or [])


def _field_values() -> dict[str, Value | None]:
    """The other views' choices as they are now (None: not set)."""
    out: dict[str, Value | None] = {}
    for name, key in FIELD_KEYS.items():
        value = st.session_state.get(key)
        if name in SHOWN_AS and value == SHOWN_AS[name]:
            value = None
        elif isinstance(value, list):
            value = tuple(str(v) for v in value)
        elif isinstance(value, int | float) and not isinstance(value, bool):
            value = float(value)
        out[name] = value if value != "" else None
    return out


def _set_fields(values: dict[str, Value]) -> None:
    """Each other view's widget set to the address's value, or drawn with its default."""
    for name, key in FIELD_KEYS.items():
        value = values.get(name)
        if value is None or value == DEFAULTS.get(name):
            st.session_state.pop(key, None)
        elif name in WHOLE and isinstance(value, float):
            st.session_state[key] = int(value)
        else:
            st.session_state[key] = list(value) if isinstance(value, tuple) else value


def _put(slot: str, short: str, name: str, data: bytes) -> None:
    """Keep a file opened from the address or a saved run in `slot`, and empty the uploaders
    (a file still shown in one would otherwise replace it)."""
    held_files.put(slot, short, name, data)
    _opened(slot)


def _opened(slot: str) -> None:
    st.session_state[keys.UP_GENERATION] = st.session_state.get(keys.UP_GENERATION, 0) + 1
    if slot == keys.UP_DATA:
        st.session_state.pop(keys.UP_GONE, None)
        forget_time_controls()


def shown_view() -> UploadView:
    """The page's view as it is now: the kept uploads and the choices."""
    state = st.session_state
    season = state.get(keys.UP_SEASON)
    return UploadView(
        upload=held_files.short_id(keys.UP_DATA),
        players=held_files.short_id(keys.UP_PLAYERS),
        system=System(state.get(keys.UP_SYSTEM) or System.FIDE.value),
        k=coerce.optional_number(state.get(keys.UP_K)), date=state.get(keys.UP_DATE),
        tc=TimeControl(state.get(keys.UP_TC) or TimeControl.STANDARD.value),
        event=state.get(keys.UP_EVENT), player=state.get(keys.UP_PLAYER),
        season=None if season is None else tuple(season),
        rate_as=tuple((event, TimeControl(control))
                      for event, control in chosen_time_controls()))


def open_link() -> None:
    """Before the widgets: an address the page did not write itself (a reload in a new
    session, a copied address, a reopened run) sets the uploads and every choice it names. An
    upload the server no longer holds is said (UP_GONE), the other choices kept."""
    params = {name: values for name, values in links.query().items() if name in PARAMS}
    if not params or _pairs(params) in _written():
        return  # (the page's own address: a rerun the browser sent before it had the newest)
    view, problems = decode_view(params)
    fields, more = decode_fields(params)
    for problem in (*problems, *more):
        st.warning(md(problem))
    _set_fields(fields)
    if view.upload is not None:  # a whole view: its files (or none) replace the session's
        for name, short in (("up", view.upload), ("pf", view.players)):
            _open_upload(name, short)
    state = st.session_state
    state.update({keys.UP_SYSTEM: view.system.value, keys.UP_K: view.k,
                  keys.UP_DATE: view.date, keys.UP_TC: view.tc.value})
    for key, value in ((keys.UP_EVENT, view.event), (keys.UP_PLAYER, view.player),
                       (keys.UP_SEASON, None if view.season is None else list(view.season))):
        if value is None:
            state.pop(key, None)  # the page picks its default
        else:
            state[key] = value
    for control in TimeControl:
        state[tc_key(control)] = [event for event, chosen in view.rate_as if chosen == control]


def _open_upload(name: str, short: str | None) -> None:
    slot = SLOTS[name]
    if short is None:
        st.session_state.pop(slot, None)
    elif slot in st.session_state and held_files.short_id(slot) == short:
        return  # (the session shows it already: its uploader and time controls stay)
    elif held_files.open_held(slot, short):
        _opened(slot)
    else:
        st.session_state.pop(slot, None)
        st.session_state[keys.UP_GONE if name == "up" else keys.UP_GONE + "_pf"] = GONE[name]


def gone_notes() -> list[str]:
    """What the address named that the server no longer holds (until another upload)."""
    return [note for note in (st.session_state.get(keys.UP_GONE),
                              st.session_state.pop(keys.UP_GONE + "_pf", None)) if note]


def keep_in_url() -> None:
    """After the widgets: write the view to the address (the page's other parameters kept)."""
    wanted = {**encode_view(shown_view()), **encode_fields(_field_values())}
    address = links.query()
    kept = {name: values for name, values in address.items() if name not in PARAMS}
    if address != {**kept, **wanted}:
        st.query_params.from_dict({**kept, **wanted})
    pairs = _pairs(wanted)
    earlier = [written for written in _written() if written != pairs]
    st.session_state[keys.UP_WRITTEN] = [*earlier[-(WRITTEN_KEPT - 1):], pairs]


def saved_inputs() -> tuple[dict[str, Any], list[bytes]]:
    """What a saved run keeps: the view's parameters, each file's name and SHA-256 (inputs),
    and the files' bytes."""
    files: dict[str, dict[str, str]] = {}
    data: list[bytes] = []
    for name, slot in SLOTS.items():
        kept = st.session_state.get(slot)
        if kept is not None:
            files[name] = {"name": kept[1], "sha256": hashlib.sha256(kept[2]).hexdigest()}
            data.append(kept[2])
    return {"view": {**encode_view(shown_view()), **encode_fields(_field_values())},
            "files": files}, data


def reopen(store: RunStore, run: SavedRun) -> dict[str, list[str]]:
    """Put a saved run's files back (in the session and the server's memory); the address
    that opens its view on the Event upload page."""
    view, files = run.inputs.get("view"), run.inputs.get("files")
    if not isinstance(view, dict) or not isinstance(files, dict):
        raise StoreError(f"saved run {run.id} is damaged: it holds no Event upload view")
    for name, slot in SLOTS.items():
        meta = files.get(name)
        if not isinstance(meta, dict):
            st.session_state.pop(slot, None)
            continue
        data = store.file(str(meta.get("sha256")))
        short = upload_id(data)
        _put(slot, short, str(meta.get("name") or "file"), data)
    st.session_state.pop(keys.UP_WRITTEN, None)  # the address is opened even if written before
    return {name: [str(v) for v in values] for name, values in view.items()
            if name in PARAMS and isinstance(values, list)}
