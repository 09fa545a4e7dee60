"""`field --event-time-control NAME=CONTROL`: an event rated under the rules chosen for it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from elo_core.cli import main

SHARED = Path(__file__).resolve().parents[4] / "shared" / "data"
needs_shared = pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/data not present")


@needs_shared
def test_twic_blitz_cup_rated_as_blitz(capsys: pytest.CaptureFixture[str]) -> None:
    """TWIC's PGN gives no time control: the Blitz Cup is blitz by choice, the rest standard."""
    pgn = str(SHARED / "twic-232-games.pgn")
    assert main(["field", pgn, "--json", "--event-time-control",
                 "Anti-cheating Blitz Cup=blitz"]) == 0
    events = {e["name"]: e for e in json.loads(capsys.readouterr().out)["events"]}
    cup = events["Anti-cheating Blitz Cup"]
    assert (cup["time_control"], cup["time_control_from"]) == ("blitz", "choice for this event")
    chebanenko = events["Chebanenko Memorial"]
    assert (chebanenko["time_control"], chebanenko["time_control_from"]) == (
        "standard", "option (not in the file)")


@needs_shared
def test_unknown_event_and_bad_control_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    pgn = str(SHARED / "twic-232-games.pgn")
    assert main(["field", pgn, "--event-time-control", "Nope=blitz"]) == 2
    assert "no event named 'Nope' in the file" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["field", pgn, "--event-time-control", "Nope=bullet"])
    assert "'bullet' is not a time control (use one of standard, rapid, blitz)" in \
        capsys.readouterr().err
