"""The norm panel's inputs in the session: their keys, read as one value for the address and
saved runs, and put back from a link or a reopened run (a helper module, not a page)."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

from elo_core.norms.mix import Exemption
from elo_core.norms.rounds import Pairing
from elo_core.scenarios.norm_link import DEFAULT_FIELD, NormInputs

N_TITLE, N_FED, N_FEMALE, N_ROUNDS = "t_norm_title", "t_norm_fed", "t_norm_female", "t_norm_rounds"
N_PAIRING, N_EDITION, N_FIELD = "t_norm_pairing", "t_norm_edition", "t_norm_field"
N_ASSUME, N_TYPES = "t_norm_assume", "t_norm_types"
N_MIX = "t_norm_mix"  # canonical opponents' titles and federations (DataFrame), kept
N_MIX_BASE, N_EDITOR = "t_norm_mix_base", "t_norm_mix_editor"
NO_TITLE = "none"
BY_DATE = "by the event date"
DEFAULTS: dict[str, Any] = {N_TITLE: NO_TITLE, N_FED: "", N_FEMALE: False, N_ROUNDS: None,
                            N_PAIRING: Pairing.SWISS.value, N_EDITION: BY_DATE,
                            N_FIELD: DEFAULT_FIELD, N_ASSUME: None, N_TYPES: []}


def init_norms() -> None:
    """Give every norm input its default once per session (never over what was typed)."""
    for key, value in DEFAULTS.items():
        st.session_state.setdefault(key, value)


def _whole(value: Any) -> int | None:
    return None if value is None else int(value)


def kept_norms() -> NormInputs:
    """The norm inputs as the session holds them (the opponents' as last edited)."""
    get = st.session_state.get
    mix = get(N_MIX)
    pairs: tuple[tuple[str, str], ...] = ()
    if isinstance(mix, pd.DataFrame) and not mix.empty:
        pairs = tuple((str(t or ""), str(f or "").upper())
                      for t, f in zip(mix["Title"], mix["Federation"], strict=True))
    title = get(N_TITLE) or NO_TITLE
    edition = get(N_EDITION) or BY_DATE
    return NormInputs(
        title="" if title == NO_TITLE else str(title), federation=str(get(N_FED) or ""),
        rounds=_whole(get(N_ROUNDS)), pairing=Pairing(get(N_PAIRING) or Pairing.SWISS.value),
        edition=None if edition == BY_DATE else str(edition),
        field_size=int(get(N_FIELD) or DEFAULT_FIELD), assumed=_whole(get(N_ASSUME)),
        female=bool(get(N_FEMALE)), types=frozenset(Exemption(t) for t in get(N_TYPES) or ()),
        opponents=pairs)


def put_norms(norms: NormInputs) -> None:
    """Set the norm inputs (from a link or a saved run); the opponents' editor reopens on them."""
    st.session_state.update({
        N_TITLE: norms.title or NO_TITLE, N_FED: norms.federation, N_FEMALE: norms.female,
        N_ROUNDS: norms.rounds, N_PAIRING: norms.pairing.value,
        N_EDITION: norms.edition or BY_DATE, N_FIELD: norms.field_size, N_ASSUME: norms.assumed,
        N_TYPES: sorted(norms.types, key=list(Exemption).index),
        N_MIX: pd.DataFrame(list(norms.opponents) or None, columns=["Title", "Federation"])})
    st.session_state.pop(N_MIX_BASE, None)
    st.session_state.pop(N_EDITOR, None)
