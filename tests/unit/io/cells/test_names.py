"""One person, one name: names cleaned alike in every reader; look-alike names warned about."""

from __future__ import annotations

import unicodedata

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.errors import FileError
from elo_core.io import read_event_file
from elo_core.io.cells import names as names_module
from elo_core.io.cells.names import clean_name, clean_names, look_alike_key, plain_texts

HEADER = b"white,black,white_rating,black_rating,result\n"


@pytest.mark.parametrize(("text", "expected"), [
    ("Jose\u0301 Ruiz", "Jos\u00e9 Ruiz"),  # NFD -> NFC
    ("Anna\u200bBerg", "Anna Berg"),  # a zero-width space is a space
    ("\ufeffAnna Berg", "Anna Berg"),  # a BOM left by joined exports
    ("An\u00adna Berg", "Anna Berg"),  # a soft hyphen
    ("Anna\u00a0 Berg ", "Anna Berg"),  # no-break space, repeated, trailing
    ("\u200eAnna Berg\u200f", "Anna Berg"),  # direction marks
])
def test_a_name_has_one_written_form(text: str, expected: str) -> None:
    """NFC, no invisible characters, one space between words."""
    assert clean_name(text) == expected


@given(st.text(max_size=20))
def test_cleaning_is_idempotent_and_nfc(text: str) -> None:
    """Cleaning twice changes nothing; the result is NFC."""
    once = clean_name(text)
    assert clean_name(once) == once
    assert unicodedata.is_normalized("NFC", once)


def test_nfc_and_nfd_spellings_are_one_player() -> None:
    """Issue 17 item 3: 'José' typed NFC and NFD were two players who look identical."""
    event = read_event_file(HEADER + "Jos\u00e9 Ruiz,Anna Berg,1800,1700,1\n"
                            "Jose\u0301 Ruiz,Carl Dahl,1800,1600,0\n".encode(), source="t.csv")
    assert event.n_players == 3
    assert event.warnings == ()


def test_a_game_against_oneself_after_cleaning_is_refused() -> None:
    """'Anna\u200bBerg' v 'Anna Berg' was rated +10 / -10 as two players."""
    with pytest.raises(FileError) as caught:
        read_event_file(HEADER + "Anna\u200bBerg,Anna Berg,1800,1700,1\n".encode(),
                        source="t.csv")
    assert [str(p) for p in caught.value.problems] == [
        "row 2, column 'black': 'Anna Berg' is paired with themself"]


def test_names_differing_in_case_are_a_warning() -> None:
    """'Anna Berg' and 'anna berg' are rated as two players, with a similar_names warning."""
    event = read_event_file(HEADER + b"Anna Berg,Carl Dahl,1800,1700,1\n"
                            b"Eva Falk,anna berg,1800,1700,0\n", source="t.csv")
    (warning,) = event.warnings
    assert warning.as_json() == {
        "code": "similar_names", "value": "anna berg",
        "what": "'Anna Berg' and 'anna berg' differ only in case, accents or spaces: they are "
                "rated as 2 different players (write one person's name one way)",
        "where": {"rows": [2, 3], "players": ["Anna Berg", "anna berg"]}}


def test_a_cp1252_line_does_not_turn_utf8_rows_into_mojibake() -> None:
    """One cp1252 byte made the whole file cp1252 ('JosÃ© Ruiz'); now that line alone is."""
    data = (HEADER + "Jos\u00e9 Ruiz,Anna Berg,1800,1700,1\n".encode()
            + "M\u00fcller,Anna Berg,1800,1700,1\n".encode("cp1252"))
    event = read_event_file(data, source="t.csv")
    assert sorted(set(event.games["white"])) == ["Jos\u00e9 Ruiz", "M\u00fcller"]
    assert [(w.code, w.rows) for w in event.warnings] == [("mixed_encoding", (3,))]


def test_players_file_names_match_the_same_way() -> None:
    """A players-file 'Jose\u0301 Ruiz' (NFD) gives its K to the games' 'José Ruiz' (NFC)."""
    games = HEADER + "Jos\u00e9 Ruiz,Anna Berg,1800,1700,1\n".encode()
    players = "player,rating,k\nJose\u0301 Ruiz,1800,40\nAnn Berg,1700,20\n".encode()
    event = read_event_file(games, source="t.csv", players=players)
    assert event.players.loc["Jos\u00e9 Ruiz", "k"] == 40
    assert [(w.code, w.rows, w.players) for w in event.warnings] == [
        ("players_row_unmatched", (3,), ("Ann Berg",))]


def test_look_alike_key_ignores_case_accents_and_spaces() -> None:
    assert look_alike_key("Ánna  Berg") == look_alike_key("annaberg") == "annaberg"


@given(st.text(alphabet=st.characters(max_codepoint=127)) | st.text())
def test_look_alike_key_ascii_shortcut_matches_the_rule(name: str) -> None:
    """ASCII names take a shortcut: the key is the one the full rule (casefold, NFKD, no
    combining marks, no spaces) gives."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    assert look_alike_key(name) == "".join(
        c for c in decomposed if not unicodedata.combining(c) and not c.isspace())


def test_a_pgn_warning_names_lines_not_rows() -> None:
    """A PGN has lines, not rows: the look-alike warning names the lines its games start on."""
    game = ('[Event "Club"]\n[Date "2024.01.0{d}"]\n[White "{w}"]\n[Black "{b}"]\n'
            '[Result "1-0"]\n\n1. e4 1-0\n\n')
    data = (game.format(d=1, w="Anna Berg", b="Carl") + game.format(d=2, w="anna berg", b="Carl"))
    (warning,) = [w for w in read_event_file(data.encode(), source="club.pgn").warnings
                  if w.code == "similar_names"]
    assert warning.rows == (1, 9)
    assert str(warning).startswith("lines 1, 9: 'Anna Berg' and 'anna berg' differ only")


texts = st.text(alphabet=st.sampled_from(list("aZ9 ,.-\t\u00a0\u200b\x1cé?")), max_size=8)


@given(st.lists(texts, max_size=12))
def test_the_vectorised_names_equal_the_one_by_one_ones(values: list[str]) -> None:
    """A plain text is its own clean form; clean_names and the look-alike keys of many names
    equal clean_name and look_alike_key one by one."""
    column = np.array(values, dtype=object)
    for value, plain in zip(values, plain_texts(column), strict=True):
        assert not plain or clean_name(value) == value
    assert clean_names(column).tolist() == [clean_name(v) for v in values]
    keys = names_module.look_alike_keys(column)
    assert keys.tolist() == [look_alike_key(v) for v in values]


def test_plain_texts_are_words_of_printable_ascii_one_space_apart() -> None:
    column = np.array(["Carlsen,M", "Anna Berg", " Anna", "Anna  Berg", "Anna\tBerg", "Jos\u00e9",
                       "", "?"], dtype=object)
    assert plain_texts(column).tolist() == [True, True, False, False, False, False, False, True]
