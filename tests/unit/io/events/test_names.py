"""Names one or two letters apart in one event, who never meet: said, once; the vectorised check
equal to the event-by-event one on every event file and on any small file."""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.errors import EloError
from elo_core.io import read_event_file
from elo_core.io.events import names as names_module
from elo_core.io.events.names import near_names
from tests.support.reference_names import reference_near_names

sys.path.insert(0, str(Path(__file__).resolve().parents[4] / "scripts"))
from make_big_pgn import make_events, make_real_pgn

HEADER = "event,white,black,white_rating,black_rating,result\n"


def _codes(rows: str) -> list[tuple[str, ...]]:
    games = read_event_file((HEADER + rows).encode(), source="e.csv").games
    return [w.players for w in near_names(games)]


def test_a_misspelt_name_with_one_game_beside_the_real_one() -> None:
    rows = ("E,Kowalski,Ann,1800,1700,1\nE,Bob,Kowalski,1700,1800,0\n"
            "E,Kowalsky,Cid,1800,1600,1\n")
    assert _codes(rows) == [("Kowalski", "Kowalsky")]


def test_players_who_meet_or_play_as_much_are_two_people() -> None:
    """'Meier'/'Meyer' met; 'Jansen'/'Hansen' each play one game of two: not said."""
    assert _codes("E,Meier,Meyer,1800,1700,1\nE,Jansen,Ann,1800,1700,1\n"
                  "E,Hansen,Bob,1700,1600,1\n") == []


def test_other_events_and_short_names_are_not_compared() -> None:
    assert _codes("E,Kowalski,Ann,1800,1700,1\nE,Kowalski,Bob,1800,1700,1\n"
                  "F,Kowalsky,Cid,1800,1600,1\nE,Li,Lu,1500,1500,1\nE,Lu,Ann,1500,1500,1\n") == []


ROOT = Path(__file__).resolve().parents[4]
FOLDERS = (ROOT / "tests" / "data", ROOT / "elo_core" / "data")  # (only what the repository holds)
EVENT_FILES = sorted({p for folder in FOLDERS if folder.is_dir()
                      for pattern in ("*.pgn", "*.csv", "*.trf", "*.trfx")
                      for p in folder.rglob(pattern)})


def _games(data: bytes, source: str) -> pd.DataFrame | None:
    try:
        return read_event_file(data, source=source, max_mb=200).games
    except EloError:
        return None


def test_there_are_files_to_compare() -> None:
    assert len(EVENT_FILES) >= 60


@pytest.mark.parametrize("path", EVENT_FILES, ids=[p.name for p in EVENT_FILES])
def test_every_file_gives_the_plain_loop_s_warnings(path: Path) -> None:
    """The vectorised check equals the event-by-event one on every event file of the test
    data (its real files included) and the package's examples."""
    games = _games(path.read_bytes(), path.name)
    if games is not None:
        assert near_names(games) == reference_near_names(games)


def test_a_real_shaped_file_gives_the_plain_loop_s_warnings() -> None:
    """10,000 of TWIC's games copied whole under new names: 7,537 players in 215 events."""
    games = _games(make_real_pgn(10_000).encode(), "real.pgn")
    assert games is not None
    assert near_names(games) == reference_near_names(games)


NAMES = st.sampled_from(["Kowalski", "Kowalsky", "Kowalskii", "KOWALSKI", "Kowalskí", "Meier",
                         "Meyer", "Ann", "Jansen", "Hansen", "Smith-Jones", "Smith-Jonas",
                         "Smyth-Jones"])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["E", "F", "G"]), NAMES, NAMES),
                min_size=1, max_size=25))
def test_any_small_file_gives_the_plain_loop_s_warnings(
        rows: list[tuple[str, str, str]]) -> None:
    """Look-alike names over three events, in any pairing: the same warnings, in order."""
    text = "".join(f"{e},{w},{b},1800,1700,1\n" for e, w, b in rows if w != b)
    if not text:
        return
    games = _games((HEADER + text).encode(), "e.csv")
    if games is not None:
        assert near_names(games) == reference_near_names(games)


def _misspelt_season() -> pd.DataFrame:
    """A season of 40 small events (make_big_pgn's), one name in 12 of its games misspelt
    ('a' written 'e', 'o' written 'u'): look-alike players in many events at once."""
    table = make_events(2_000, 40, players=400).astype(str)
    table.loc[::12, "white"] = (table.loc[::12, "white"].str.replace("a", "e", n=1)
                                .str.replace("o", "u", n=1))
    games = _games(table.to_csv(index=False).encode(), "season.csv")
    assert games is not None
    return games


@pytest.mark.parametrize(("small_event", "pairs_at_once"),
                         [(256, 1_000_000), (1, 1_000_000), (8, 1), (20, 500)])
def test_events_paired_up_together_or_one_by_one_give_the_same_warnings(
        monkeypatch: pytest.MonkeyPatch, small_event: int, pairs_at_once: int) -> None:
    """Events of one size compared in one pass (in groups of any size) or each alone, by its
    whole matrix: the plain loop's warnings, in its order, on a season where there are some."""
    games = _misspelt_season()
    monkeypatch.setattr(names_module, "SMALL_EVENT", small_event)
    monkeypatch.setattr(names_module, "PAIRS_AT_ONCE", pairs_at_once)
    found = near_names(games)
    assert len(found) == 50  # (the first MAX_LISTED: more pairs than that are found)
    assert found == reference_near_names(games)
