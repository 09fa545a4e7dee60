"""The lab's split by time control and event, the choice of games and how it is named."""

from __future__ import annotations

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.analysis import Games, choice_text, choose, example, games_from_frame, read_games
from elo_core.analysis import split as split_games
from elo_core.analysis.groups import Basis, name_class, split_table, time_classes
from elo_core.errors import InputError
from elo_core.models import TimeControl

TWIC = "twic-232-games.pgn"


@pytest.fixture(scope="module")
def twic() -> Games:
    return read_games(example(TWIC).data, source=TWIC)


def _games(events: list[str], controls: list[str], ratings: list[float] | None = None
           ) -> Games:
    n = len(events)
    return games_from_frame(pd.DataFrame({
        "event": events, "time_control": controls, "round": [str(i + 1) for i in range(n)],
        "white": [f"W{i}" for i in range(n)], "black": [f"B{i}" for i in range(n)],
        "white_rating": ratings or [1600.0] * n, "black_rating": [1500.0] * n,
        "white_score": [1.0] * n}))


def test_twic_counts_per_time_control_and_event(twic: Games) -> None:
    """The bundled TWIC file has no TimeControl tag: the Blitz Cup (77) and the Speed Chess
    event (20) are blitz by their names, 97 games, 89 with both ratings; the other 135 are
    'not known'. Events: 77, 66, 45, 24, 20 (232 in all)."""
    groups = split_games(twic)
    shown = [(g.kind, g.name, g.games, g.rated) for g in groups]
    assert shown == [("time control", "blitz", 97, 89),
                     ("time control", "not known", 135, 135),
                     ("event", "Anti-cheating Blitz Cup", 77, 69),
                     ("event", "Lindores Abbey Prelim", 66, 66),
                     ("event", "Chebanenko Memorial", 45, 45),
                     ("event", "Lindores Abbey Final 8", 24, 24),
                     ("event", "IM Not A GM Speed Chess", 20, 20)]
    assert groups[0].basis == Basis.EVENT_NAME
    assert groups[1].basis == Basis.NONE
    assert groups[2].basis == "blitz, from the event's name"
    assert groups[3].basis == "not known"


def test_twic_blitz_favourites_scored_68_5_of_89(twic: Games) -> None:
    """The blitz favourites' 68.5 points in 89 rated games: 76.97 %; the Lindores Abbey Final
    8 favourites' 10 of 24: 41.67 %."""
    groups = {g.name: g for g in split_games(twic)}
    assert groups["blitz"].observed == pytest.approx(68.5 / 89)
    assert groups["Lindores Abbey Final 8"].observed == pytest.approx(10 / 24)
    assert groups["Lindores Abbey Final 8"].expected is not None
    assert 0.5 < groups["Lindores Abbey Final 8"].expected < 1.0


def test_choosing_blitz_keeps_97_games(twic: Games) -> None:
    """Blitz only: 97 games; blitz in the Speed Chess event: 20; the text names the choice."""
    blitz = choose(twic, controls=["blitz"])
    assert len(blitz) == 97
    assert len(choose(twic, controls=["blitz"],
                      events=["IM Not A GM Speed Chess"])) == 20
    groups = split_games(twic)
    assert choice_text(groups, controls=["blitz"], events=None, games=97) == \
        "the 97 chosen games (blitz)"
    assert choice_text(groups, controls=None, events=None, games=232) == "these 232 games"
    every = [g.name for g in groups if g.kind == "event"]
    assert choice_text(groups, controls=["blitz", "not known"], events=every,
                       games=232) == "these 232 games"


def test_a_choice_that_is_not_in_the_games_is_refused(twic: Games) -> None:
    """An unknown class names the known ones; an empty choice and an empty meet are said."""
    with pytest.raises(InputError, match=r"no time control 'rapid' in these games \(they "
                                         r"have: blitz, not known\)"):
        choose(twic, controls=["rapid"])
    with pytest.raises(InputError, match="no event is chosen: pick at least one"):
        choose(twic, events=[])
    with pytest.raises(InputError, match="no game is both"):
        choose(twic, controls=["blitz"],
               events=["Chebanenko Memorial"])


def test_the_files_time_control_comes_before_the_event_name() -> None:
    """'5400+30' in a 'Blitz' event is standard (the file says so); a blank control in a
    'Rapid Open' is rapid from its name; '?' in 'Club Cup' is not known."""
    games = _games(["Blitz night", "Rapid Open", "Club Cup"], ["5400+30", "", "?"])
    classes, bases = time_classes(games)
    assert classes.tolist() == ["standard", "rapid", "not known"]
    assert bases.tolist() == [Basis.GIVEN, Basis.EVENT_NAME, Basis.NONE]


@pytest.mark.parametrize(("event", "control"), [
    ("Anti-cheating Blitz Cup", TimeControl.BLITZ), ("Titled Arena BULLET", TimeControl.BLITZ),
    ("IM Not A GM Speed Chess", TimeControl.BLITZ), ("World Rapid 2019", TimeControl.RAPID),
    ("Quickplay Open", TimeControl.RAPID), ("Classical Open", TimeControl.STANDARD),
    ("Lindores Abbey Prelim", None), ("Blitzkrieg Memorial", None), ("Rapidity Cup", None)])
def test_an_event_name_says_a_class_only_in_a_whole_word(event: str,
                                                         control: TimeControl | None) -> None:
    """Whole words only: 'Blitzkrieg' and 'Rapidity' say nothing."""
    assert name_class(event) == control


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["Open A", "Blitz B", "Rapid C", ""]),
                          st.sampled_from(["", "180+2", "5400+30", "900+10"])),
                min_size=1, max_size=30))
def test_each_split_counts_every_game_once(rows: list[tuple[str, str]]) -> None:
    """The time control groups add up to all games, and so do the events."""
    games = _games([e for e, _ in rows], [c for _, c in rows])
    groups = split_games(games)
    for kind in ("time control", "event"):
        assert sum(g.games for g in groups if g.kind == kind) == len(rows)


def test_the_split_tables_as_shown(twic: Games) -> None:
    """By time control: blitz and not known with how each was found; by event: five rows, the
    Blitz Cup's 60 of 69 rated points as 86.96 % (60 / 69)."""
    groups = split_games(twic)
    controls = split_table(groups, "time control")
    assert controls.columns.tolist() == ["Time control", "Games", "With both ratings",
                                         "Favourites scored", "Elo curve", "FIDE table", "Found"]
    assert controls["Found"].tolist() == ["from the event's name", "not said"]
    events = split_table(groups, "event")
    assert events["Event"].tolist()[0] == "Anti-cheating Blitz Cup"
    assert events["Favourites scored"].iloc[0] == pytest.approx(60 / 69)
    assert len(events) == 5
