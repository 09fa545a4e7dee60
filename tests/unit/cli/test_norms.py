"""`elo-core norms`: the interface's JSON keys and types, the text, the report, bad input."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tests.unit.norms.norm_files import full_bye_event, gm_event

if TYPE_CHECKING:
    from tests.unit.cli.cli_runner import Cli

EXAMPLES = Path(__file__).resolve().parents[3] / "elo_core" / "data" / "examples"
CAPO = str(EXAMPLES / "capo-dorso-2012.trfx")


def _gm_event(tmp_path: Path, name: str = "Seeker, Sam") -> str:
    """The GM-norm event (Ra 2400, Rp 2620) written to a file."""
    path = tmp_path / "norm.trf"
    path.write_bytes(gm_event(name))
    return str(path)


def test_json_interface(cli: Cli, tmp_path: Path) -> None:
    """The interface keys with integer ra and rp; met true for the GM norm, whose every condition
    the file shows holds."""
    out = cli.json(["norms", _gm_event(tmp_path), "--json"])
    assert out["edition"] == "2024"
    player = out["players"][0]
    assert list(player)[:5] == ["name", "fide_id", "title", "games", "points"]
    assert "norms" in player
    assert (player["name"], player["fide_id"], player["title"], player["games"],
            player["points"]) == ("Seeker, Sam", "1001", "FM", 9, 7.0)
    gm = player["norms"][0]
    assert list(gm)[:7] == ["title", "games_counted", "ra", "rp", "met", "conditions", "needed"]
    assert (gm["title"], gm["games_counted"], gm["ra"], gm["rp"], gm["met"]) == ("GM", 9, 2400,
                                                                                2620, True)
    assert isinstance(gm["ra"], int)
    assert isinstance(gm["rp"], int)
    assert all(list(c)[:3] == ["rule", "met", "detail"] for c in gm["conditions"])
    assert all(c["met"] is True for c in gm["conditions"] if not c["arbiter"])
    assert any(c["arbiter"] and c["met"] is None for c in gm["conditions"])
    assert gm["needed"]["outlook"] == "event complete"
    # the least score at Ra 2400: 6.5/9 = 72 % -> 166 -> 2566; 7/9 = 78 % -> 220 -> 2620
    assert gm["needed"]["points_needed"] == 7.0


def test_player_text_and_report(cli: Cli, tmp_path: Path) -> None:
    """--player prints the working; --report writes HTML with the names escaped."""
    path = _gm_event(tmp_path, name="<b>Seeker</b>, Sam")
    report = tmp_path / "norm.html"
    code, out, err = cli.run(["norms", path, "--player", "seeker", "--report", str(report)])
    assert code == 0, err
    assert "GM norm: every condition the file shows holds" in out
    assert "Ra 2400, p 78 %, dp +220, Rp 2620" in out
    page = report.read_text(encoding="utf-8")
    assert "&lt;b&gt;Seeker&lt;/b&gt;" in page
    assert "<b>Seeker" not in page
    assert "Rp = Ra + dp" in page


def test_capo_no_norm_summary(cli: Cli) -> None:
    """The bundled Capo d'Orso: no player with a norm met or possible."""
    code, out, _ = cli.run(["norms", CAPO])
    assert code == 0
    assert "0 of 84 players with a norm met or still possible" in out


def test_bad_input_exit_2(cli: Cli, tmp_path: Path) -> None:
    """An unknown player, too few rounds and a file that is not an event: exit 2, no traceback."""
    code, _, err = cli.run(["norms", CAPO, "--player", "Nobody Here"])
    assert code == 2
    assert "no player named 'Nobody Here'" in err
    code, _, err = cli.run(["norms", CAPO, "--rounds", "7"])
    assert code == 2
    assert "9 rounds" in err
    code, _, err = cli.run(["norms", CAPO, "--rounds", "100000"])
    assert code == 2
    assert "1 to 99" in err
    bad = tmp_path / "bad.trf"
    bad.write_text("012 nothing\n")
    code, _, err = cli.run(["norms", str(bad)])
    assert code == 2
    assert "Traceback" not in err


def test_cli_warns_and_strict_refuses(cli: Cli, tmp_path: Path) -> None:
    """stderr carries the warning, --json lists it, --strict exits 2."""
    path = tmp_path / "f.trf"
    path.write_bytes(full_bye_event())
    code, _, err = cli.run(["norms", str(path)])
    assert code == 0
    assert "warning:" in err
    assert "'F' full-point byes" in err
    out = cli.json(["norms", str(path), "--json"])
    assert [w["code"] for w in out["warnings"]] == ["norm_full_bye"]
    code, _, err = cli.run(["norms", str(path), "--strict"])
    assert code == 2
