"""FIDE's rating lists read by FIDE ID in every layout: combined, 163-character lines, single,
legacy, XML, ZIP; unrated players at 0, flags, bad numbers, the header's labels."""

from __future__ import annotations

import io
import math
import zipfile

import numpy as np
import pytest

from elo_core.errors import FileError
from elo_core.io.fide_list.kind import is_fide_list
from elo_core.io.fide_list.read import header_columns, line_ids, read_fide_list
from tests.support.fide_list_files import (
    CARLSEN,
    HEADER,
    combined,
    legacy,
    list_line,
    single,
    xml,
    zipped,
)


def test_header_labels_give_formats_offsets() -> None:
    """The combined header's labels sit at FORMATS.md's offsets; each runs to the next."""
    columns = header_columns(HEADER, "")
    assert columns["id"] == (0, 15)
    assert columns["name"] == (15, 76)
    assert columns["foa"] == (109, 113)
    assert columns["rating"] == (113, 119)
    assert columns["k"] == (123, 126)
    assert columns["blitz_k"] == (149, 152)
    assert columns["birth_year"] == (152, 158)
    assert columns["flag"] == (158, 162)


def test_carlsens_real_line_is_read_field_by_field() -> None:
    """The real line of FORMATS.md: 2823 / 2801 / 2860, K 10 in each, born 1990, GM, NOR."""
    assert list_line(1503014, "Carlsen, Magnus", fed="NOR", title="GM", standard=(2823, 0, 10),
                     rapid=(2801, 12, 10), blitz=(2860, 0, 10), born=1990) == CARLSEN
    found = read_fide_list(combined(CARLSEN), {1503014})
    row = found.rows.loc["1503014"]
    assert found.layout == "combined"
    assert found.listed == 1
    assert (row["rating"], row["k"], row["rapid_rating"], row["rapid_games"], row["rapid_k"],
            row["blitz_rating"], row["blitz_k"]) == (2823, 10, 2801, 12, 10, 2860, 10)
    assert (row["birth_year"], row["title"], row["federation"], row["sex"], row["line"]) == \
        (1990, "GM", "NOR", "M", 2)
    assert math.isnan(row["games"])  # 0 games: not given


def test_a_163_character_line_moves_the_columns_after_otit() -> None:
    """A long OTit runs over FOA and pushes the rest one column on: still read right."""
    long = list_line(4100018, "Arbiter, Long", o_title="SI,FI,LSI,SLI,NAAFM",
                     standard=(2105, 4, 20), rapid=(2050, 0, 20), blitz=(1990, 9, 20),
                     born=1961, flag="i")
    assert len(long) == 163
    row = read_fide_list(combined(CARLSEN, long), {4100018}).rows.loc["4100018"]
    assert (row["o_title"], row["foa"], row["rating"], row["games"], row["blitz_rating"],
            row["blitz_games"], row["birth_year"], row["flag"]) == \
        ("SI,FI,LSI,SLI,NAAFM", "", 2105, 4, 1990, 9, 1961, "i")


def test_unrated_players_at_zero_and_flags() -> None:
    """0 ratings and K are not given (NaN); the flag comes as written ('wi': woman, inactive)."""
    line = list_line(25000, "New, Player", sex="F", born=2012, flag="wi")
    row = read_fide_list(combined(line), {25000}).rows.loc["25000"]
    assert np.isnan([row["rating"], row["k"], row["rapid_rating"], row["blitz_k"]]).all()
    assert (row["flag"], row["sex"], row["birth_year"]) == ("wi", "F", 2012)


def test_only_wanted_ids_are_cut_and_ids_are_whole_numbers() -> None:
    """IDs are read from the line starts at once; unwanted lines are not parsed at all."""
    data = combined(CARLSEN, list_line(15030140, "Other, Longer ID", standard=(1500, 1, 40)))
    buffer = np.frombuffer(data, dtype=np.uint8)
    starts = np.flatnonzero(buffer == 10)[:-1] + 1
    assert line_ids(buffer, starts).tolist() == [1503014, 15030140]
    assert list(read_fide_list(data, {15030140}).rows.index) == ["15030140"]


def test_single_rapid_list_by_its_file_name() -> None:
    """rapid_rating_list.txt (136 characters, month label): the rapid rating and K."""
    data = single((22222, "Rapid, Rita", 1850, 7, 20, 1999, "w"))
    found = read_fide_list(data, {22222}, source="rapid_rating_list.txt")
    row = found.rows.loc["22222"]
    assert found.layout == "single (rapid)"
    assert found.controls == ("rapid",)
    assert (row["rapid_rating"], row["rapid_games"], row["rapid_k"], row["birth_year"],
            row["flag"]) == (1850, 7, 20, 1999, "w")
    assert math.isnan(row["rating"])


def test_single_list_without_a_telling_name_is_standard() -> None:
    """A single list whose name does not say its time control is taken as standard, and says so."""
    found = read_fide_list(single((7, "A, B", 2001, 0, 40, 2010, "")), {7}, source="list.txt")
    assert found.controls == ("standard",)
    assert "not in the file name" in found.control_from
    assert found.rows.loc["7", "rating"] == 2001


def test_legacy_layout_without_foa() -> None:
    """players_list.txt: SRtng at 109, the rest as FORMATS.md gives them."""
    data = legacy(31000, "Old, Style", {"SRtng": "2310", "SGm": "3", "SK": "20",
                                        "RRtng": "2250", "Rk": "20", "BRtng": "0", "BK": "0",
                                        "B-day": "1980", "Flag": "w"})
    found = read_fide_list(data, {31000})
    row = found.rows.loc["31000"]
    assert found.layout == "legacy"
    assert (row["rating"], row["games"], row["k"], row["rapid_rating"], row["rapid_k"],
            row["w_title"], row["birth_year"]) == (2310, 3, 20, 2250, 20, "WGM", 1980)
    assert math.isnan(row["blitz_rating"])


def test_xml_and_zip() -> None:
    """The XML list (empty elements as <title></title>) and FIDE's ZIP of it or of the TXT."""
    data = xml({"fideid": "1503014", "name": "Carlsen, Magnus", "country": "NOR", "sex": "M",
                "title": "GM", "rating": "2823", "k": "10", "rapid_rating": "2801",
                "rapid_k": "10", "blitz_rating": "2860", "blitz_k": "10", "birthday": "1990"},
               {"fideid": "99", "name": "X", "rating": "0"})
    for list_bytes in (data, zipped(data, "players_list_xml_foa.xml")):
        found = read_fide_list(list_bytes, {1503014})
        row = found.rows.loc["1503014"]
        assert found.layout == "xml"
        assert found.listed == 2
        assert (row["rating"], row["rapid_rating"], row["blitz_k"], row["title"],
                row["federation"], row["line"]) == (2823, 2801, 10, "GM", "NOR", 2)
    assert read_fide_list(zipped(combined(CARLSEN)), {1503014}).rows.loc[
        "1503014", "blitz_rating"] == 2860


def test_a_bad_number_in_a_wanted_line_is_a_problem_with_its_line() -> None:
    """'28x3' in SRtng is refused with its line and column, not read as unrated."""
    bad = CARLSEN[:113] + "28x3  " + CARLSEN[119:]
    with pytest.raises(FileError) as caught:
        read_fide_list(combined(bad), {1503014})
    problem = caught.value.problems[0]
    assert (problem.line, problem.column, problem.value) == (2, "rating", "28x3")


def test_what_is_and_is_not_a_list() -> None:
    """Told by the first bytes: the TXT header, the XML root (after a declaration), a ZIP."""
    assert is_fide_list(combined(CARLSEN))
    assert is_fide_list(b'<?xml version="1.0"?>\n<playerslist>')
    assert is_fide_list(zipped(b"x"))
    assert not is_fide_list(b"player,rating\nAnn,1500\n")
    with pytest.raises(FileError, match="holds one list file"):
        read_fide_list(_two_member_zip(), {1})
    with pytest.raises(FileError, match="not a FIDE rating list"):
        read_fide_list(zipped(b"player,rating\nAnn,1500\n", "players.csv"), {1})


def _two_member_zip() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("a.txt", "x")
        archive.writestr("b.txt", "y")
    return out.getvalue()


def test_ids_of_a_last_line_shorter_than_the_id_digits() -> None:
    """A list ending in a short line (no newline after it): its ID is read, nothing past it."""
    data = combined(CARLSEN)[:-2] + b"\r\n42"
    buffer = np.frombuffer(data, dtype=np.uint8)
    starts = np.flatnonzero(buffer == 10) + 1
    assert line_ids(buffer, starts).tolist() == [1503014, 42]
    assert line_ids(np.frombuffer(b"7", dtype=np.uint8), np.array([0])).tolist() == [7]


def test_a_cut_line_is_a_problem_and_utf8_names_keep_their_columns() -> None:
    """A wanted line that stops before the ratings is refused with its line (not read as
    unrated); a list saved again as UTF-8 ('Čarlsen') is read by characters, as written."""
    with pytest.raises(FileError, match="cut short") as caught:
        read_fide_list((HEADER + "\r\n1503014  Carlsen\r\n").encode(), {1503014})
    assert caught.value.problems[0].line == 2
    utf8 = (HEADER + "\r\n" + CARLSEN.replace("Carlsen", "Čarlsen")).encode()
    row = read_fide_list(utf8, {1503014}).rows.loc["1503014"]
    assert (row["name"], row["rating"], row["blitz_rating"]) == ("Čarlsen, Magnus", 2823, 2860)
