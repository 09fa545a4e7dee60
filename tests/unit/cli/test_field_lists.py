"""`elo-core field GAMES --players LIST --json` with FIDE's list: the list's rating and K per
player for the event's time control; a list over the upload limit is still read."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.fide_list_files import CARLSEN, combined, list_line, zipped
from tests.unit.cli.cli_runner import Cli

ANAND = list_line(5000017, "Anand, Viswanathan", fed="IND", title="GM", standard=(2750, 3, 10),
                  rapid=(2700, 9, 10), blitz=(2690, 0, 10), born=1969, flag="i")
GAMES = ("event,date,white,black,white_rating,black_rating,result,white_id,black_id,"
         "time_control\nOpen,2026-03-10,Magnus,Vishy,2800,2700,0.5,1503014,5000017,{tc}\n")


@pytest.mark.parametrize(("tc", "ratings"), [("standard", (2823, 2750)),
                                              ("rapid", (2801, 2700)),
                                              ("blitz", (2860, 2690))])
def test_json_gives_the_lists_rating_and_k_for_the_time_control(
        cli: Cli, tmp_path: Path, tc: str, ratings: tuple[int, int]) -> None:
    """Each player's `rating` and `k` are the list's for the event's time control."""
    games = tmp_path / "g.csv"
    games.write_text(GAMES.format(tc=tc))
    listed = tmp_path / "players_list.zip"
    listed.write_bytes(zipped(combined(CARLSEN, ANAND)))
    data = cli.json(["field", str(games), "--players", str(listed), "--json"])
    by_name = {p["name"]: p for p in data["players"]}
    assert (by_name["Magnus"]["rating"], by_name["Vishy"]["rating"]) == ratings
    assert (by_name["Magnus"]["k"], by_name["Vishy"]["k"]) == (10, 10)
    assert (by_name["Vishy"]["fide_id"], by_name["Vishy"]["inactive"]) == ("5000017", "inactive")
    assert data["warnings"] == []


def test_a_list_over_the_upload_limit_is_read_a_csv_is_not(
        cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a 1 KB limit a 2 KB list passes (lists have their own limit); the same size of
    players CSV is refused with the upload limit's message."""
    monkeypatch.setenv("ELO_MAX_UPLOAD_MB", str(1 / 1024))
    games = tmp_path / "g.csv"
    games.write_text(GAMES.format(tc="standard"))
    listed = tmp_path / "players_list_foa.txt"
    listed.write_bytes(combined(CARLSEN, ANAND, *[list_line(9000 + i, "Filler, F")
                                                  for i in range(10)]))
    assert listed.stat().st_size > 1024
    assert cli.json(["field", str(games), "--players", str(listed), "--json"])["players"]
    plain = tmp_path / "players.csv"
    plain.write_text("player,rating\n" + "".join(f"P{i},1500\n" for i in range(200)))
    code, _, err = cli.run(["field", str(games), "--players", str(plain), "--json"])
    assert code == 2
    assert "over the limit of 1 KB" in err


def test_save_list_then_next_month_equals_both_months(cli: Cli, tmp_path: Path) -> None:
    """`--save-list`: month 2 rated with month 1's list gives the new ratings of one file with
    both months (Ann 1800 beats Bob 1700: +7 (PD 0.64, K 20 x 0.36 = 7.2); then loses: 1807 v
    1693, diff 114 -> PD 0.66, 20 x -0.66 = -13.2 -> 1794)."""
    head = "event,date,white,black,white_rating,black_rating,result\n"
    march, april = "A,2026-03-10,Ann,Bob,1800,1700,1\n", "B,2026-04-10,Ann,Bob,1800,1700,0\n"
    for name, text in (("m1.csv", head + march), ("m2.csv", head + april),
                       ("both.csv", head + march + april)):
        (tmp_path / name).write_text(text)
    saved = tmp_path / "list.csv"
    cli.json(["field", str(tmp_path / "m1.csv"), "--save-list", str(saved), "--json"])
    assert saved.read_text().splitlines()[:3] == ["player,rating,peak_rating,next_k",
                                                  "Ann,1807,1807,20", "Bob,1693,1700,20"]
    after = cli.json(["field", str(tmp_path / "m2.csv"), "--players", str(saved), "--json"])
    both = cli.json(["field", str(tmp_path / "both.csv"), "--json"])
    assert {p["name"]: p["new_rating"] for p in after["players"]} == \
        {p["name"]: p["new_rating"] for p in both["players"]} == {"Ann": 1794, "Bob": 1706}
    code, _, err = cli.run(["field", str(tmp_path / "m1.csv"), "--save-list",
                            str(tmp_path / "no" / "such" / "list.csv")])
    assert code == 2
    assert "the folder 'such' does not exist" in err


def test_report_writes_the_arbiters_html_and_says_an_unwritable_path(cli: Cli,
                                                                      tmp_path: Path) -> None:
    """`--report OUT.html`: the arbiter's report (Ann 1800 beats Bob 1700: K 20, +7.2 and
    -7.2, Ann first in the standings); a folder that does not exist is exit 2 and a message."""
    (tmp_path / "a.csv").write_text("event,date,white,black,white_rating,black_rating,result\n"
                                    "A,2026-03-10,Ann,Bob,1800,1700,1\n")
    out = tmp_path / "report.html"
    code, _, err = cli.run(["field", str(tmp_path / "a.csv"), "--report", str(out)])
    assert code == 0, err
    page = out.read_text(encoding="utf-8")
    assert "<h1>A: rating report</h1>" in page
    assert "<td class='num'>7.2</td>" in page
    assert "<td class='num'>-7.2</td>" in page
    assert page.index("<td>Ann</td>") < page.index("<td>Bob</td>")
    code, _, err = cli.run(["field", str(tmp_path / "a.csv"), "--report",
                            str(tmp_path / "no" / "report.html")])
    assert code == 2
    assert "the folder 'no' does not exist" in err
    code, _, err = cli.run(["field", str(tmp_path / "a.csv"), "--report", str(tmp_path / "a.csv")])
    assert code == 2
    assert "the report would overwrite the input file 'a.csv'" in err
    assert (tmp_path / "a.csv").read_text().startswith("event,date")
