"""The norm panel's inputs as link parameters: a round trip, the defaults left out, and each
bad parameter refused by name."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.errors import InputError
from elo_core.norms.mix import Exemption
from elo_core.norms.rounds import Pairing
from elo_core.norms.rules import ALL_TITLES, EDITION_NAMES
from elo_core.scenarios.norm_link import OWN_TITLES, NormInputs, decode_norms, encode_norms


def test_an_im_chase_encodes_to_short_parameters() -> None:
    """FM of ENG, nine rounds, three opponents (one without a title): only what is set."""
    norms = NormInputs(title="FM", federation="eng", rounds=9,
                       opponents=(("GM", "GER"), ("", "FRA"), ("", "")))
    assert encode_norms(norms) == {"nt": "FM", "nf": "ENG", "nr": "9", "nm": "GM:GER,:FRA"}
    assert encode_norms(NormInputs()) == {}


NORMS = st.builds(
    NormInputs, title=st.sampled_from(("", *OWN_TITLES)), federation=st.sampled_from(("", "HUN")),
    rounds=st.none() | st.integers(1, 99), pairing=st.sampled_from(list(Pairing)),
    edition=st.none() | st.sampled_from(EDITION_NAMES), field_size=st.integers(2, 999),
    assumed=st.none() | st.integers(1000, 3000), female=st.booleans(),
    types=st.frozensets(st.sampled_from(list(Exemption))),
    opponents=st.lists(st.tuples(st.sampled_from(("", *ALL_TITLES)),
                                 st.sampled_from(("", "GER", "FRA"))), max_size=12).map(tuple))


@given(NORMS)
def test_round_trip(norms: NormInputs) -> None:
    """decode(encode(x)) is x, up to the empty opponents at the end (they are dropped)."""
    kept = list(norms.opponents)
    while kept and kept[-1] == ("", ""):
        kept.pop()
    assert decode_norms(encode_norms(norms)) == replace(norms, opponents=tuple(kept))


@pytest.mark.parametrize(("params", "message"), [
    ({"nt": "GM"}, "parameter 'nt': expected your title"),
    ({"nf": "EN"}, "parameter 'nf': expected a federation of three letters"),
    ({"nr": "0"}, "parameter 'nr': expected the rounds scheduled from 1 to 99"),
    ({"np": "knockout"}, "parameter 'np': expected a pairing"),
    ({"nx": "open"}, "parameter 'nx': expected event types"),
    ({"nm": "GM:GER,XM:FRA"}, "parameter 'nm', opponent 2: expected a title"),
    ({"nm": "GM:G1"}, "parameter 'nm', opponent 1: expected a federation"),
    ({"nt": ["FM", "IM"]}, "parameter 'nt' is given 2 times"),
])
def test_bad_parameters_are_refused_by_name(params: dict[str, str], message: str) -> None:
    """Each bad value is an InputError that names the parameter and what was expected."""
    with pytest.raises(InputError, match=message):
        decode_norms(params)
