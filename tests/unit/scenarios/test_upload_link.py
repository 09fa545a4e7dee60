"""The Event upload page's view as address parameters: defaults left out, round trips, and
every bad value named and left out."""

from __future__ import annotations

import datetime as dt

from hypothesis import given
from hypothesis import strategies as st

from elo_core.models import System, TimeControl
from elo_core.scenarios.upload_link import UploadView, decode_view, encode_view, upload_id


def test_upload_id_is_the_first_12_hex_digits_of_the_sha256() -> None:
    """SHA-256 of 'abc' is ba7816bf8f01cfea414140de5dae2223... (FIPS 180-4's example)."""
    assert upload_id(b"abc") == "ba7816bf8f01"


def test_defaults_write_nothing() -> None:
    assert encode_view(UploadView()) == {}
    assert decode_view({}) == (UploadView(), ())


def test_a_whole_view_is_written_and_read_back() -> None:
    view = UploadView(upload="8eaf5eaae0f1", players="ba7816bf8f01", system=System.GLICKO2,
                      k=24.5, date=dt.date(2010, 7, 3), tc=TimeControl.RAPID, event="Gros",
                      player="Hernandez Elvis", season=(),
                      rate_as=(("Blitz cup", TimeControl.BLITZ), ("Gros", TimeControl.RAPID)))
    params = encode_view(view)
    assert params == {"up": ["8eaf5eaae0f1"], "pf": ["ba7816bf8f01"], "ev": ["Gros"],
                      "pl": ["Hernandez Elvis"], "sys": ["glicko2"], "k": ["24.5"],
                      "date": ["2010-07-03"], "tc": ["rapid"], "season": [""],
                      "as_rapid": ["Gros"], "as_blitz": ["Blitz cup"]}
    assert decode_view(params) == (view, ())


def test_bad_values_are_named_and_left_out() -> None:
    view, problems = decode_view({"up": ["8EAF5EAAE0F1"], "pf": ["12"], "sys": ["elo"],
                                  "k": ["201"], "date": ["1999-12-31"], "tc": ["bullet"]})
    assert view == UploadView()
    assert problems == (
        "The link's 'up' was ignored: expected an upload's id (12 hex digits), got "
        "'8EAF5EAAE0F1'.",
        "The link's 'pf' was ignored: expected an upload's id (12 hex digits), got '12'.",
        "The link's 'sys' was ignored: expected one of classic, fide, uscf, glicko2, got 'elo'.",
        "The link's 'tc' was ignored: expected one of standard, rapid, blitz, got 'bullet'.",
        "The link's 'k' was ignored: expected a K from 1 to 200, got '201'.",
        "The link's 'date' was ignored: expected a date from 2000-01-01 to 2099-12-31 as "
        "YYYY-MM-DD, got '1999-12-31'.")


_NAMES = st.text(alphabet="abcdefgh XYZ-'", min_size=1, max_size=12).filter(str.strip)


@given(k=st.one_of(st.none(), st.integers(1, 200).map(float)),
       system=st.sampled_from([System.CLASSIC, System.FIDE, System.USCF, System.GLICKO2]),
       tc=st.sampled_from(list(TimeControl)),
       season=st.one_of(st.none(), st.lists(_NAMES, max_size=3, unique=True).map(tuple)),
       player=st.one_of(st.none(), _NAMES))
def test_round_trip(k: float | None, system: System, tc: TimeControl,
                    season: tuple[str, ...] | None, player: str | None) -> None:
    """Any view of the page reads back as written."""
    view = UploadView(upload="0123456789ab", k=k, system=system, tc=tc, season=season,
                      player=player)
    assert decode_view(encode_view(view)) == (view, ())
