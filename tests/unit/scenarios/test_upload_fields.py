"""Event upload's one-player and Title norms choices as address parameters: defaults left out,
round trips, every bad value named and left out."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from elo_core.norms.rules import EDITION_NAMES
from elo_core.scenarios.upload_fields import decode_fields, encode_fields


def test_defaults_and_unset_values_write_nothing() -> None:
    assert encode_fields({"r_name": "Player", "r_sys": "classic_bands", "r_rd": 200.0,
                          "r_vol": 0.06, "n_types": (), "r_rating": None}) == {}


def test_a_profile_and_norm_settings_are_written_and_read_back() -> None:
    values = {"r_name": "Anna Berg", "r_rating": 1550.0, "r_games": 120.0, "r_birth": 2008.0,
              "r_peak": 1602.5, "r_sys": "fide", "r_k": 20.0, "r_rd": 80.0, "r_vol": 0.0525,
              "n_ed": EDITION_NAMES[0], "n_pair": "round-robin", "n_rounds": 9.0,
              "n_rating": 2250.0, "n_types": ("zonal",), "n_event": "Gros",
              "n_player": "Hernandez Elvis"}
    params = encode_fields(values)
    assert params["r_rating"] == ["1550"]
    assert params["r_vol"] == ["0.0525"]
    assert params["n_types"] == ["zonal"]
    assert decode_fields(params) == (values, ())


def test_bad_values_are_named_and_left_out() -> None:
    values, problems = decode_fields({"r_rating": ["0"], "r_games": ["1.5"], "r_sys": ["elo"],
                                      "n_types": ["zonal", "team"], "r_name": [""],
                                      "n_rounds": ["inf"]})
    assert values == {}
    assert problems == (
        "The link's 'r_name' was ignored: expected a name of up to 100 characters, got ''.",
        "The link's 'r_rating' was ignored: expected a number from 1 to 4000, got '0'.",
        "The link's 'r_games' was ignored: expected a whole number from 0 to 100000, got "
        "'1.5'.",
        "The link's 'r_sys' was ignored: expected one of classic_bands, classic_auto, "
        "classic_fixed, fide, uscf, glicko2, got 'elo'.",
        "The link's 'n_rounds' was ignored: expected a whole number from 1 to 99, got 'inf'.",
        "The link's 'n_types' was ignored: expected any of national-championship, "
        "national-team, zonal, team-championship, world-cup, got 'team'.")


@given(rating=st.one_of(st.none(), st.integers(1, 4000).map(float)),
       games=st.one_of(st.none(), st.integers(0, 100_000).map(float)),
       name=st.text(alphabet="abc XYZ", min_size=1, max_size=20).filter(lambda t: t.strip()))
def test_round_trip(rating: float | None, games: float | None, name: str) -> None:
    """Any profile typed reads back as written."""
    values = {"r_name": name, "r_rating": rating, "r_games": games}
    shown = {key: value for key, value in values.items() if value is not None
             and value != "Player"}
    assert decode_fields(encode_fields(values)) == (shown, ())
