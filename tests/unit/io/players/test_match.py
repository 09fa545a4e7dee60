"""Players file feedback: how many profiles matched, which rows matched nobody."""

from __future__ import annotations

from pathlib import Path

import pytest

import elo_core.io.read as read_module
from elo_core.io import read_event_file
from elo_core.io.players.matched import PlayersMatch

TEMPLATES = Path(__file__).resolve().parents[4] / "elo_core" / "data" / "templates"


def test_template_profiles_match_and_a_misspelt_row_is_listed() -> None:
    """The games template names Anna Berg, Carl Dahl, Eva Falk and Gus Holm: the three template
    profiles match; '  Ana   Berg ' on line 5 matches nobody (spaces trimmed as the reader)."""
    games = (TEMPLATES / "games.csv").read_bytes()
    players = (TEMPLATES / "players.csv").read_bytes() + b"  Ana   Berg ,1700,50,,,\n"
    found = read_event_file(games, source="games.csv", players=players).players_match
    assert isinstance(found, PlayersMatch)
    assert (found.rows, found.matched) == (4, 3)
    assert found.unmatched == ((5, "Ana Berg"),)
    assert found.sentence() == (
        "Players file: 3 of 4 profiles matched a player of the event file. No player of that "
        "name in the event file (check the spelling): line 5 'Ana Berg'.")


def test_the_event_file_carries_the_match_made_while_reading(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """read_event_file matches the players file once and keeps the match: the same figures as
    players_match, and no second match is needed (the page shows event.players_match)."""
    games = (TEMPLATES / "games.csv").read_bytes()
    players = (TEMPLATES / "players.csv").read_bytes() + b"  Ana   Berg ,1700,50,,,\n"
    calls = []
    real = read_module.players_match
    monkeypatch.setattr(read_module, "players_match",
                        lambda *a, **k: calls.append(1) or real(*a, **k))
    event = read_event_file(games, source="games.csv", players=players)
    assert len(calls) == 1
    assert event.players_match == PlayersMatch(rows=4, matched=3, unmatched=((5, "Ana Berg"),))
    assert read_event_file(games, source="games.csv").players_match is None
