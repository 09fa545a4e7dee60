"""The players file's extra columns (what `--save-list` writes): per time control, the list's K,
off the list, pooled results; bad values are problems with their line and column."""

from __future__ import annotations

import math

import pytest

from elo_core.errors import FileError
from elo_core.io import read_players_csv
from elo_core.io.players.profile_columns import for_control, parse_pool, pool_text


def test_per_control_columns_and_the_fallback_to_the_standard_ones() -> None:
    """rapid_rating serves the rapid list; without blitz columns blitz uses the standard ones."""
    table = read_players_csv(b"player,rating,rapid_rating,list_k,off_list,fide_id,title\n"
                             b"Ann,1800,1750,40,0,001503014,WFM\nBob,,,,1,,\n")
    assert for_control(table, "rapid").loc["Ann", "rating"] == 1750
    assert for_control(table, "blitz").loc["Ann", "rating"] == 1800
    assert (table.loc["Ann", "list_k"], table.loc["Ann", "fide_id"], table.loc["Ann", "title"]) \
        == (40, "1503014", "WFM")
    assert table.loc["Bob", "off_list"] == 1
    assert math.isnan(table.loc["Bob", "rating"])


def test_pooled_results_read_back_and_bad_ones_are_refused() -> None:
    """'DATE SCORE RATING...' per event; a score above the games, or no date, is a problem."""
    pool = parse_pool("2026-03-12 0.5 1700 1800; 2026-04-02 1 1600")
    assert isinstance(pool, list)
    assert pool_text(pool) == "2026-03-12 0.5 1700 1800; 2026-04-02 1 1600"
    with pytest.raises(FileError) as caught:
        read_players_csv(b"player,rating,pending,off_list\nDan,,2026-03-12 3 1700,0\n"
                         b"Eve,,x,2\n")
    found = {(p.line, p.column) for p in caught.value.problems}
    assert found == {(2, "pending"), (3, "pending"), (3, "off_list")}
