"""TRF-16 export: column-exact 001 lines, points and ranks; read back, the same games, players
and figures (the three real TRFs, a CSV season's event and a PGN event)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from elo_core.errors import FileError, InputError
from elo_core.field.rate import rate_field
from elo_core.field.standings import PLAYER_COLUMNS
from elo_core.io import EventFile, read_event_file
from elo_core.io.trf.write import write_trf
from elo_core.models import System
from tests.support.real_files import REAL

DATA = Path(__file__).resolve().parents[3] / "data"
TRFS = [REAL / "karl-mala-2005.trf", REAL / "capo-dorso-2012.trfx",
        DATA / "gros-2010-after-round4.trf"]
GAME_KEYS = ["event", "date", "white", "black", "white_rating", "black_rating", "white_score",
             "black_score", "played"]
IDENTITY = ["rating", "birth_year", "start_number", "fide_id", "title", "federation", "sex",
            "birth_date"]


def read(path: Path) -> EventFile:
    return read_event_file(path.read_bytes(), source=path.name)


def back(event: EventFile, name: str | None = None) -> tuple[EventFile, str]:
    text = write_trf(event, event=name).text
    return read_event_file(text.encode(), source="back.trf"), text


def games_of(event: EventFile, keys: list[str]) -> pd.DataFrame:
    frame = event.games[keys].astype({k: str for k in keys if k in
                                      ("event", "white", "black", "round", "note")})
    return frame.sort_values([k for k in keys if k != "date"]).reset_index(drop=True)


def same_figures(a: EventFile, b: EventFile, system: System) -> None:
    """rate_field's table for the two files: every figure column (all columns for two TRFs)."""
    left = rate_field(a, system=system).players
    right = rate_field(b, system=system).players
    columns = list(left.columns) if a.format == "trf" else PLAYER_COLUMNS
    pd.testing.assert_frame_equal(left[columns].sort_values("player").reset_index(drop=True),
                                  right[columns].sort_values("player").reset_index(drop=True))


@pytest.mark.parametrize("path", TRFS, ids=lambda p: p.name)
def test_real_trfs_read_back_the_same(path: Path) -> None:
    """Every game (round, colours, result codes, notes), every player's identity and the
    figures under FIDE and classic Elo are the same after writing and reading again (US
    Chess's bonus rules are not modelled before 2017, so these events are not rated by it)."""
    original = read(path)
    again, _ = back(original)
    keys = [*GAME_KEYS, "round", "note"]
    pd.testing.assert_frame_equal(games_of(original, keys), games_of(again, keys))
    pd.testing.assert_frame_equal(original.players[IDENTITY].sort_index(),
                                  again.players[IDENTITY].sort_index())
    for system in (System.FIDE, System.CLASSIC):
        same_figures(original, again, system)


@pytest.mark.parametrize("path", TRFS, ids=lambda p: p.name)
def test_points_and_ranks_in_their_columns(path: Path) -> None:
    """Columns 81-84 hold the sum of the player's results (forfeit wins and byes included),
    86-89 the rank: 1 + players with more points + equals with a lower starting rank."""
    original = read(path)
    again, text = back(original)
    lines = [line for line in text.splitlines() if line.startswith("001")]
    found = {line[14:47].strip(): (float(line[80:84]), int(line[85:89]), int(line[4:8]))
             for line in lines}
    games = original.games
    for name, (points, _, _) in found.items():
        mine = games.loc[games["white"] == name, "white_score"].sum() + \
            games.loc[games["black"] == name, "black_score"].sum()
        assert points == pytest.approx(mine)
    for name, (points, rank, start) in found.items():
        ahead = sum(p > points or (p == points and s < start) for p, _, s in found.values())
        assert rank == ahead + 1, name
    assert again.trf_points == {name: value[0] for name, value in found.items()}


def test_a_line_is_column_exact() -> None:
    """Karl-Mala's first player, field by field at the TRF-16 columns (1-based inclusive)."""
    _, text = back(read(REAL / "karl-mala-2005.trf"))
    line = next(line for line in text.splitlines() if line.startswith("001    1"))
    assert line[:3] == "001"
    assert line[4:8] == "   1"
    assert line[10:13] == "  g"
    assert line[14:47] == "Vasquez,Rodrigo".ljust(33)
    assert line[48:52] == "2558"
    assert line[53:56] == "CHI"
    assert line[57:68] == "    3400042"
    assert line[69:79] == "1969/12/06"
    assert line[80:84] == " 6.0"
    assert line[91:101] == " 141 w 1  "
    assert line[151:] == "  31 w ="


def test_bye_codes_written_as_read() -> None:
    """Gros after round 4: 'H', 'U' and 'Z' absences and a forfeit come back with their codes."""
    original = read(DATA / "gros-2010-after-round4.trf")
    _, text = back(original)
    written = {line[14:47].strip(): line for line in text.splitlines() if line.startswith("001")}
    assert written["Moreno Romero Ernesto"][91:] == "0000 - Z  " * 4 + "0000 - Z"
    assert written["Riesco Lecuona Juan Manuel"][111:121] == "0000 - H  "
    assert written["Bello Castano Diego"][91:101] == "  42 b +  "


def test_csv_season_needs_an_event_and_reads_back() -> None:
    """A three-event CSV asks for --event (naming them); one event reads back the same."""
    season = read(DATA / "season_classic.csv")
    with pytest.raises(FileError, match=r"3 events .*'January'; 'February'; 'March'"):
        write_trf(season)
    with pytest.raises(FileError, match="no event 'May'"):
        write_trf(season, event="May")
    january = read_event_file(
        b"\n".join(line for line in (DATA / "season_classic.csv").read_bytes().splitlines()
                   if b"January" in line or line.startswith(b"white")), source="jan.csv")
    again, text = back(season, "January")
    assert text.splitlines()[0] == "012 January"
    pd.testing.assert_frame_equal(games_of(january, [*GAME_KEYS, "round"]),
                                  games_of(again, [*GAME_KEYS, "round"]))
    same_figures(january, again, System.FIDE)


def test_pgn_event_reads_back() -> None:
    """Chebanenko Memorial 2020 (10 players, 45 games, rounds 1-9) from TWIC's PGN."""
    twic = read(REAL / "twic-232-games.pgn")
    again, _ = back(twic, "Chebanenko Memorial")
    games = twic.games[twic.games["event"] == "Chebanenko Memorial"]
    event = EventFile(format="pgn", games=games, players=twic.players, source="twic.pgn")
    pd.testing.assert_frame_equal(games_of(event, [*GAME_KEYS, "round"]).drop(columns="date"),
                                  games_of(again, [*GAME_KEYS, "round"]).drop(columns="date"))
    assert again.games["date"].max() == games["date"].max()
    same_figures(event, again, System.FIDE)
    same_figures(event, again, System.CLASSIC)


def test_what_a_trf_cannot_hold() -> None:
    """Two ratings for one player, a fractional rating: refused with the row; K and games
    played (not in a TRF-16 line) and the time control: warnings."""
    head = b"white,black,white_rating,black_rating,result,round\n"
    two = read_event_file(head + b"Ann,Bob,1800,1700,1,1\nAnn,Cid,1810,1600,1,2\n",
                          source="x.csv")
    with pytest.raises(FileError, match="'Ann' has ratings 1800, 1810"):
        write_trf(two)
    half = read_event_file(head + b"Ann,Bob,1800.5,1700,1,1\n", source="x.csv")
    with pytest.raises(FileError, match=r"rating 1800\.5: a TRF rating is a whole number"):
        write_trf(half)
    more = read_event_file(b"white,black,white_rating,black_rating,result,time_control,"
                           b"white_k\nAnn,Bob,1800,1700,1,rapid,40\n", source="x.csv")
    codes = {w.code for w in write_trf(more).warnings}
    assert codes == {"trf_profile_not_written", "trf_time_control"}


def test_every_header_line_read_is_written_back() -> None:
    """Capo d'Orso 2012: 022 Palau (SS), 032 ITA, 042 2012-02-06 (the start, not the end date),
    052 2012-09-06, 072 73 (the file's rated players, not the 84 with a rating), 092 and both
    112 deputy arbiters come back as the file has them."""
    source = read_event_file((REAL / "capo-dorso-2012.trfx").read_bytes(),
                             source="capo-dorso-2012.trfx")
    head = [line for line in write_trf(source).text.splitlines() if not line.startswith("001")]
    assert head[:10] == ["012 4° Open Capo D' Orso 2012", "022 Palau (SS)", "032 ITA",
                         "042 2012-02-06", "052 2012-09-06", "062 84", "072 73", "082 0",
                         "092 IndividualDutch FIDE (JaVaFo)", "102 Franco De Sio"]
    assert head[10:12] == ["112 Roberto Ricca", "112 Costantino Biello"]


def test_header_lines_set_by_the_user() -> None:
    """From a CSV (no header of its own): 022 and 102 given are written in code order; a given
    042 replaces the first game's date; an empty 072 leaves it out; an unknown code or a
    second line in a text is refused by name."""
    source = read_event_file(b"event,date,white,black,white_rating,black_rating,result\n"
                             b"Open,2026-03-10,Ann,Bob,1800,1700,1\n"
                             b"Open,2026-03-12,Bob,Ann,1700,1800,0\n", source="g.csv")
    text = write_trf(source, header={"102": "IA Ann Berg", "022": "Graz", "042": "2026/03/09",
                                     "072": ""}).text
    head = [line for line in text.splitlines() if not line.startswith("001")]
    assert head == ["012 Open", "022 Graz", "042 2026/03/09", "052 2026/03/12", "062 2",
                    "102 IA Ann Berg"]
    with pytest.raises(InputError, match="TRF header '099' is not a header line"):
        write_trf(source, header={"099": "x"})
    with pytest.raises(InputError, match=r"TRF header 102 \(chief arbiter\): one line"):
        write_trf(source, header={"102": "A\nB"})
