"""A season's event rows say what each event did and what the list will show, each labelled
(issue 17, group 8): Nakamura's first event of the 2020-06 period is not '2779'."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from elo_core.display.field_tables import event_table, json_payload, player_table
from elo_core.display.player_view import player_events
from elo_core.display.season_figures import trajectories
from elo_core.display.season_rows import AFTER_EVENT, NEXT_LIST, event_progress, name_positions
from elo_core.field.rate import FieldResult, rate_field
from elo_core.io import read_event_file
from elo_core.models import System
from tests.support.real_files import REAL

ROOT = Path(__file__).resolve().parents[3]
TWIC = REAL / "twic-232-games.pgn"
NEW_PLAYERS = ROOT / "tests" / "data" / "season_new_players.csv"
PRELIM, FINAL = "Lindores Abbey Prelim (21 May 2020)", "Lindores Abbey Final 8 (25 May 2020)"


@pytest.fixture(scope="module")
def twic() -> FieldResult:
    data = TWIC.read_bytes()
    return rate_field(read_event_file(data, source=TWIC.name), system=System.FIDE)


@pytest.fixture(scope="module")
def newcomers() -> FieldResult:
    data = NEW_PLAYERS.read_bytes()
    return rate_field(read_event_file(data, source=NEW_PLAYERS.name), system=System.FIDE)


def test_nakamuras_events_show_the_rating_after_each_and_the_list(twic: FieldResult) -> None:
    """FIDE, period 2020-06, both events rated from his 2736, K 10: the Prelim gives
    10 x (7.5 - 5.16) = +23.40, so 2759.40 after it (not the period's 2779); the Final 8 gives
    10 x (6.0 - 4.05) = +19.50, 2778.90 after it; the list rounds 42.90 once: 2779 beside
    both."""
    events = player_events(twic, "Nakamura,Hi")
    assert "New rating" not in events.columns
    assert events["Event"].tolist() == ["Lindores Abbey Prelim", "Lindores Abbey Final 8"]
    assert events["Rating before"].tolist() == [2736.0, 2736.0]
    assert events["Change"].tolist() == pytest.approx([23.40, 19.50], abs=1e-9)
    assert events[AFTER_EVENT].tolist() == pytest.approx([2759.40, 2778.90], abs=1e-9)
    assert events[NEXT_LIST].tolist() == [2779.0, 2779.0]


def test_the_every_event_csv_labels_both_figures(twic: FieldResult) -> None:
    """The every-event table (the CSV download) has the two labelled columns under FIDE."""
    table = event_table(twic)
    mine = table[table["Player"] == "Nakamura,Hi"]
    assert "New rating" not in table.columns
    assert mine[AFTER_EVENT].tolist() == pytest.approx([2759.40, 2778.90], abs=1e-9)
    assert mine[NEXT_LIST].tolist() == [2779.0, 2779.0]


def test_the_season_chart_plots_what_is_true_after_each_event(twic: FieldResult) -> None:
    """The line: 2736 at the start, 2759.4 after the Prelim, 2778.9 after the Final 8; the
    open square: 2779 on the next list, at the period's last event."""
    computed, _, listed = trajectories(twic, ["Nakamura,Hi"]).data
    assert list(computed.x) == ["start", PRELIM, FINAL]
    assert list(computed.y) == pytest.approx([2736.0, 2759.4, 2778.9], abs=1e-9)
    assert (list(listed.x), list(listed.y)) == ([FINAL], [2779.0])


def test_a_first_rating_row_shows_the_games_it_comes_from(newcomers: FieldResult) -> None:
    """Newbie (no rating) scores 1.5 of 3 against rated players in Spring and 1.5 of 2 in May
    (a win over P4, a draw with P5); the 2025-06 list gives him a first rating of 1850 from
    the five games pooled. His rows show those games and points, no expected score and no
    change (blank, not 0.00), and 1850 only as the next list's rating of May."""
    events = player_events(newcomers, "Newbie")
    assert events["Games"].tolist() == [3, 2]
    assert events["Score"].tolist() == [1.5, 1.5]
    for column in ("Expected", "Change", "Change (rounded)", AFTER_EVENT):
        assert events[column].isna().all(), column
    assert np.isnan(events[NEXT_LIST].iloc[0])
    assert events[NEXT_LIST].iloc[1] == 1850.0
    assert "first rating" in events["Note"].iloc[1]


def test_a_zero_score_first_event_counts_its_games(newcomers: FieldResult) -> None:
    """Zed loses all five games in Spring (a zero score in a first event is disregarded:
    still unrated), then scores 2.5 of 5 in May: 1800 on the next list."""
    events = player_events(newcomers, "Zed")
    assert (events["Games"].tolist(), events["Score"].tolist()) == ([5, 5], [0.0, 2.5])
    assert np.isnan(events[NEXT_LIST].iloc[0])
    assert events[NEXT_LIST].iloc[1] == 1800.0


def test_other_systems_keep_one_new_rating_per_event() -> None:
    """Classic, K 20: a rating moves at every event, so the row's 'New rating' is the rating
    after it (1500 + 20 x (1 - 0.5) = 1510) and there is no list column."""
    data = (b"event,date,round,white,black,white_rating,black_rating,result\n"
            b"Winter,2025-01-10,1,Ann,Bob,1500,1500,1\n")
    result = rate_field(read_event_file(data, source="s.csv"), system=System.CLASSIC, k=20)
    table = event_table(result)
    assert NEXT_LIST not in table.columns
    assert table.set_index("Player").loc["Ann", "New rating"] == 1510.0
    assert event_progress(result)["next_list"].isna().all()


def test_the_whole_field_table_and_json_give_a_first_rating_no_zeros(
        newcomers: FieldResult) -> None:
    """Newbie's totals: the 5 games against rated players (3 + 2) and 3.0 points in them, no
    expected score, change or rounded change (was 0, 0.0, 0.00, 0.00, 0 beside 1850); the
    CLI's JSON says the same, in its totals and in each event."""
    table = player_table(newcomers).set_index("Player")
    newbie = table.loc["Newbie"]
    assert (newbie["Games"], newbie["Score"], newbie["New rating"]) == (5, 3.0, 1850.0)
    assert np.isnan(newbie["Expected"])
    assert np.isnan(newbie["Change"])
    assert np.isnan(newbie["Change (rounded)"])
    assert table.loc["P2", "Games"] == 0  # rated, but met only unrated players: no rated game
    assert table.loc["P2", "Change"] == 0.0
    entry = next(p for p in json_payload(newcomers)["players"] if p["name"] == "Newbie")
    assert (entry["games"], entry["score"], entry["expected"], entry["change"],
            entry["change_rounded"]) == (5, 3.0, None, None, None)
    assert [(e["games"], e["score"], e["expected"], e["change"]) for e in entry["events"]] == [
        (3, 1.5, None, None), (2, 1.5, None, None)]


def test_name_positions_finds_each_name_or_says_minus_one() -> None:
    """Each name's place among the players (accents and case as written), -1 where absent."""
    names = pd.Index(["Ødegård, A.", "Bo", "bo", "Zed"], dtype=object)
    assert name_positions(names, ["Zed", "Bo", "Ødegård, A."]).tolist() == [2, 1, -1, 0]
    assert name_positions(names, []).tolist() == [-1, -1, -1, -1]
