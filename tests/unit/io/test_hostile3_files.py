"""Issue 28's third corpus, files side (tests/data/hostile3/files): outputs, encodings,
spreadsheets written by programs, bounds and messages; each case gives its exact figure, a named
warning, or exit 2 saying where and why."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from elo_core.cli import main as cli_main
from elo_core.errors import FileError
from elo_core.field.rate import rate_field
from elo_core.io import EventFile, read_event_file, read_players_csv
from elo_core.io.players.matched import PlayersMatch
from elo_core.models import System

FILES = Path(__file__).resolve().parents[2] / "data" / "hostile3" / "files"
EXAMPLES = Path(__file__).resolve().parents[3] / "elo_core" / "data" / "examples"


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = cli_main(argv)
    except SystemExit as exc:
        code = int(exc.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _copy(tmp_path: Path, *names: str) -> list[str]:
    return [str(shutil.copy(FILES / name, tmp_path / name)) for name in names]


# -- outputs: never onto an input, a bad path said, a workbook never replaced silently ----------

ONTO_INPUT = [  # (argv with {g}, {p}, {t} for the copied inputs, the input written onto, what)
    (["field", "{g}", "--save-list", "{g}"], "{g}", "next rating list"),
    (["field", "{g}", "--players", "{p}", "--save-list", "{p}"], "{p}", "next rating list"),
    (["norms", "{t}", "--report", "{t}"], "{t}", "norm report"),
    (["convert", "{g}", "{p}", "--players", "{p}"], "{p}", "converted file"),
    (["convert", "{g}", "{g}"], "{g}", "converted file"),
]


@pytest.mark.parametrize(("argv", "target", "what"), ONTO_INPUT)
def test_output_onto_an_input_is_refused(argv: list[str], target: str, what: str,
                                         tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """An output naming an input file: exit 2 naming both, and the input is unchanged."""
    g, p, t = _copy(tmp_path, "out_games.csv", "out_players.csv", "out_event.trf")
    names = {"{g}": g, "{p}": p, "{t}": t}
    before = {name: Path(name).read_bytes() for name in (g, p, t)}
    code, _, err = _run([names.get(a, a) for a in argv], capsys)
    assert code == 2
    assert err == (f"elo-core: error: {names[target]}: 1 problem found\n  - the {what} would "
                   f"overwrite the input file '{Path(names[target]).name}': name another file\n")
    assert {name: Path(name).read_bytes() for name in (g, p, t)} == before


def test_output_through_a_link_to_the_input_is_refused(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """A symbolic link to the input is the input."""
    (g,) = _copy(tmp_path, "out_games.csv")
    link = tmp_path / "link.csv"
    link.symlink_to(g)
    code, _, err = _run(["field", g, "--save-list", str(link)], capsys)
    assert code == 2
    assert "the next rating list would overwrite the input file" in err


BAD_PATHS = [  # (output under tmp_path, the message after 'elo-core: error: PATH: ...')
    ("missing/list.csv", "the folder 'missing' does not exist: create it first, or write "
                         "the next rating list into a folder that exists"),
    ("folder", "this is a folder: name a file for the next rating list (inside the folder or "
               "elsewhere)"),
    ("folder/", "this is a folder: name a file for the next rating list (inside the folder or "
                "elsewhere)"),
    ("out_games.csv/list.csv", "'out_games.csv' is a file, not a folder: the next rating "
                               "list cannot be written inside it"),
]


@pytest.mark.parametrize(("output", "message"), BAD_PATHS)
def test_bad_output_path_is_one_line_exit_2(output: str, message: str, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """A missing folder, a folder, a file used as a folder: exit 2, said before any work."""
    (g,) = _copy(tmp_path, "out_games.csv")
    (tmp_path / "folder").mkdir()
    code, out, err = _run(["field", g, "--save-list", f"{tmp_path}/{output}"], capsys)
    assert code == 2
    assert out == ""
    assert err == (f"elo-core: error: {tmp_path}/{output}: 1 problem found\n  - "
                   f"{message.replace('{tmp}', str(tmp_path))}\n")


@pytest.mark.parametrize("command", ["norms", "convert"])
def test_bad_output_path_in_every_command(command: str, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """`norms --report` and `convert` into a missing folder: exit 2, no traceback."""
    (t,) = _copy(tmp_path, "out_event.trf")
    target = str(tmp_path / "no" / "out.html")
    argv = ["norms", t, "--report", target] if command == "norms" else \
        ["convert", t, str(tmp_path / "no" / "out.csv")]
    code, _, err = _run(argv, capsys)
    assert code == 2
    assert "the folder 'no' does not exist" in err


@pytest.mark.parametrize("suffix", [".xlsx", ".ods"])
def test_existing_workbook_needs_replace(suffix: str, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """An existing workbook is refused (kept byte for byte); --replace replaces it, said."""
    (g,) = _copy(tmp_path, "out_games.csv")
    book = tmp_path / f"season{suffix}"
    book.write_bytes(b"the user's own workbook")
    code, _, err = _run(["convert", g, str(book)], capsys)
    assert code == 2
    assert err == (f"elo-core: error: {book}: 1 problem found\n  - '{book.name}' already exists: "
                   "a workbook is never replaced silently (it may hold sheets of your own); "
                   "add --replace to replace it, or name another file\n")
    assert book.read_bytes() == b"the user's own workbook"
    code, out, err = _run(["convert", g, str(book), "--replace"], capsys)
    assert code == 0, err
    assert err == f"note: replaced the file that was at {book}\n"
    assert book.read_bytes()[:2] == b"PK"
    assert out.startswith(f"wrote {book}: {suffix[1:].upper()}, ")


def test_replaced_list_is_said_and_keeps_no_temporary(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """A CSV list written over an older list: said on stderr, only the list left in the folder,
    its rows the new ratings (Anna Berg 1800 + 13 = 1813 at K 20)."""
    (g,) = _copy(tmp_path, "out_games.csv")
    saved = tmp_path / "next.csv"
    saved.write_text("old list\n", encoding="utf-8")
    code, _, err = _run(["field", g, "--save-list", str(saved), "--json"], capsys)
    assert code == 0, err
    assert err.splitlines()[0] == f"note: replaced the file that was at {saved}"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["next.csv", "out_games.csv"]
    assert "Anna Berg,1813," in saved.read_text(encoding="utf-8")


# -- encodings: read in the encoding that fits, said; refused naming what was tried ------------

def _event(name: str, players: str | None = None) -> EventFile:
    data = (FILES / name).read_bytes()
    extra = (FILES / players).read_bytes() if players else None
    return read_event_file(data, source=name, players=extra)


ENCODED = [  # (file, the two names read, the warnings (code, value))
    ("enc_cp1251_russian.csv", ["Иванов Сергей", "Петров Алексей"],
     [("encoding_detected", "Windows-1251")]),
    ("enc_koi8r_russian.csv", ["Иванов Сергей", "Петров Алексей"],
     [("encoding_detected", "KOI8-R")]),
    ("enc_mac_roman_german.csv", ["Jürgen Köhler", "Björn Weiß"],
     [("encoding_detected", "Mac Roman")]),
    ("enc_cp1250_polish.csv", ["Łukasz Wójcik", "Paweł Świątek"],
     [("encoding_detected", "Windows-1250")]),
    ("enc_cp1252_western.csv", ["Jürgen Köhler", "Björn Weiß"], []),
    ("enc_cp1250_czech_ambiguous.csv", ["Dvoøák Jiøí", "Novák Petr"],
     [("encoding_ambiguous", "Dvoøák")]),
    ("enc_utf16_excel_unicode_text.csv", ["Jürgen Köhler", "Иванов Сергей"], []),
    ("enc_utf16le_no_bom.csv", ["Jürgen Köhler", "Björn Weiß"], []),
]


@pytest.mark.parametrize(("name", "players", "warnings"), ENCODED)
def test_encoding_read_and_said(name: str, players: list[str],
                                warnings: list[tuple[str, str]]) -> None:
    """Each file's names as written, and what the reading needs said; the figures follow
    (1800 beats 1700, then draws: 1.5 of 2 against 1.28 expected, K 20: +4.4)."""
    event = _event(name)
    result = rate_field(event, system=System.FIDE)
    table = result.players.set_index("player")
    assert list(table.index) == players
    assert table.loc[players[0], "change"] == pytest.approx(4.4)
    assert [(w.code, w.value) for w in event.warnings] == warnings


def test_ambiguous_encoding_names_both_readings() -> None:
    """Czech read as Western: the warning shows the name as Windows-1250 reads it."""
    (warning,) = _event("enc_cp1250_czech_ambiguous.csv").warnings
    assert warning.what == ("this file is not UTF-8: read as Windows-1252 (Western), but "
                            "Windows-1250 (Central European) fits it too and reads 'Dvoøák' as "
                            "'Dvořák': check the names, or save the file as UTF-8")


def test_encoding_that_fits_no_name_is_refused() -> None:
    """Greek (Windows-1253) is none of the five: refused, the Western reading shown."""
    with pytest.raises(FileError) as caught:
        _event("enc_greek_cp1253.csv")
    assert str(caught.value) == (
        "enc_greek_cp1253.csv: 1 problem found\n  - this file is not UTF-8, and its names read "
        "as names in none of Windows-1252 (Western), Windows-1250 (Central European), "
        "Windows-1251 (Cyrillic), Mac Roman, KOI8-R (Cyrillic) (Windows-1252 reads "
        "'Ðáðáäüðïõëïò'): save it as UTF-8 (in Excel: Save As, 'CSV UTF-8')")


def test_players_file_in_cp1251_matches_and_is_said() -> None:
    """A Windows-1251 players file: its ratings are used (Иванов 1810: +3.6 at 1.32
    expected), its encoding said in the players file's column."""
    event = _event("enc_cp1251_russian.csv", players="enc_cp1251_players.csv")
    table = rate_field(event, system=System.FIDE).players.set_index("player")
    assert table.loc["Иванов Сергей", "rating"] == 1810
    assert table.loc["Иванов Сергей", "change"] == pytest.approx(3.6)
    assert [(w.code, w.column) for w in event.warnings] == [
        ("encoding_detected", None), ("encoding_detected", "players file")]


def test_convert_writes_cyrillic_names_into_the_trf(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """`convert` of a Windows-1251 CSV: the TRF holds the names, not Windows-1252 mojibake,
    and the encoding is said; --strict refuses to write."""
    (source,) = _copy(tmp_path, "enc_cp1251_russian.csv")
    code, _, err = _run(["convert", source, str(tmp_path / "ev.trf")], capsys)
    assert code == 0, err
    lines = (tmp_path / "ev.trf").read_text(encoding="utf-8").splitlines()
    assert [line[14:46].strip() for line in lines if line.startswith("001")] == \
        ["Иванов Сергей", "Петров Алексей"]
    assert err.startswith("warning: this file is not UTF-8: read as Windows-1251 (Cyrillic)")
    code, _, err = _run(["convert", source, str(tmp_path / "strict.trf"), "--strict"], capsys)
    assert code == 2
    assert "(warning 'encoding_detected', refused under --strict)" in err
    assert not (tmp_path / "strict.trf").exists()


# -- spreadsheets written by programs ----------------------------------------------------------

STALE_FORMULAS = [  # (file, the problem): never a black win or an unrated player
    ("sheet_formulas_no_cached_value.xlsx",
     "row 2: 6 formula cells in sheet 'games' (C2, D2, E2, C3, D3, E3) hold no calculated value "
     "(the workbook was written by a program, not saved by Excel or LibreOffice): open it in "
     "Excel or LibreOffice and save it, or save the sheet as CSV"),
    ("sheet_formulas_cached_zero.xlsx",
     "row 2: 6 formula cells in sheet 'games' (C2, D2, E2, C3, D3, E3) hold no calculated value "
     "(the workbook was written by a program, not saved by Excel or LibreOffice): open it in "
     "Excel or LibreOffice and save it, or save the sheet as CSV"),
    ("sheet_ods_formula_without_value.ods",
     "row 2: 2 formula cells in sheet 'Games' (E2, E3) hold no calculated value (the workbook "
     "was written by a program, not saved by Excel or LibreOffice): open it in Excel or "
     "LibreOffice and save it, or save the sheet as CSV"),
    ("sheet_ods_formula_filled_down.ods",
     "row 4: sheet row 4 is repeated 1,048,574 times with a value or formula in it (1,048,574 "
     "filled cells: a formula filled down to the end of the sheet?): delete the rows below the "
     "games and save again"),
]


@pytest.mark.parametrize(("name", "problem"), STALE_FORMULAS)
def test_formulas_never_calculated_are_refused(name: str, problem: str) -> None:
    """Formulas without a calculated value, and a fill unfolding to a million rows (a 954-byte
    .ods that took 34 s and 1 GB before): refused, the cells named, before unfolding."""
    with pytest.raises(FileError) as caught:
        _event(name)
    assert [str(p) for p in caught.value.problems] == [problem]


def test_formulas_saved_with_their_values_are_read() -> None:
    """The same formulas as Excel saves them (values stored): read, Anna Berg +4.4."""
    event = _event("sheet_formulas_calculated.xlsx")
    table = rate_field(event, system=System.FIDE).players.set_index("player")
    assert table.loc["Anna Berg", "change"] == pytest.approx(4.4)
    assert event.warnings == ()


def test_hidden_template_sheet_is_not_read() -> None:
    """A hidden 'Template' sheet first: the visible season is read (Anna Berg +4.4, not the
    template's 'Sample White'), and which sheet was read is said."""
    event = _event("sheet_hidden_template_first.xlsx")
    table = rate_field(event, system=System.FIDE).players.set_index("player")
    assert sorted(table.index) == ["Anna Berg", "Carl Dahl"]
    assert table.loc["Anna Berg", "change"] == pytest.approx(4.4)
    assert [(w.code, w.value, w.what) for w in event.warnings] == [
        ("sheet_hidden_not_read", "Template", "the visible sheet 'Season 2025' was read; the "
                                              "hidden sheet 'Template' was not (a template?)")]


# -- bounds --------------------------------------------------------------------------------------

def test_huge_size_limit_on_a_small_file_reads_it(capsys: pytest.CaptureFixture[str]) -> None:
    """`--max-mb 999999` on a 294-byte file: read in chunks, rated (Anna Berg 1800 -> 1813),
    not a MemoryError from a buffer the size of the limit."""
    code, out, err = _run(["field", str(FILES / "out_games.csv"), "--max-mb", "999999",
                           "--json"], capsys)
    assert code == 0, err
    assert '"new_rating": 1813.0' in out


# -- messages that blame the right thing ---------------------------------------------------------

def test_byes_written_two_ways_are_no_similar_players() -> None:
    """'BYE' and 'Bye' are byes, not two players with names alike at row 2**63 - 1."""
    event = _event("msg_byes_upper_and_title_case.csv")
    assert event.warnings == ()
    table = rate_field(event, system=System.FIDE).players.set_index("player")
    assert sorted(table.index) == ["Anna Berg", "Carl Dahl", "Eva Fors"]


REFUSED_RIGHTLY = [  # (file, players file or None, the one problem as shown)
    ("msg_two_pgn_files_joined_with_cat.pgn", None,
     "line 11: a game's tags start right after the previous game's result '1-0' on the same "
     "line (two PGN files joined, the first not ending with a line break?): put a blank line "
     "between them"),
    ("msg_games_with_fide_ids.csv", "msg_fide_list_saved_as_csv.csv",
     "row 1: this is FIDE's rating list saved as a table (columns separated by commas, as Excel "
     "or LibreOffice save it), not the fixed-width list FIDE publishes: give the TXT, XML or "
     "ZIP as downloaded from ratings.fide.com"),
    ("msg_games_with_fide_ids.csv", "msg_fide_list_saved_as_csv_semicolons.csv",
     "row 1: this is FIDE's rating list saved as a table (columns separated by semicolons, as "
     "Excel or LibreOffice save it), not the fixed-width list FIDE publishes: give the TXT, XML "
     "or ZIP as downloaded from ratings.fide.com"),
]


@pytest.mark.parametrize(("name", "players", "problem"), REFUSED_RIGHTLY)
def test_refusal_names_the_real_cause(name: str, players: str | None, problem: str) -> None:
    """Two PGN files joined, FIDE's list re-saved as CSV: the cause named, not a missing name
    or a broken fixed-width column."""
    with pytest.raises(FileError) as caught:
        _event(name, players)
    assert [str(p) for p in caught.value.problems] == [problem]


def test_trf_xxr_below_its_rounds_blames_the_xxr_line(capsys: pytest.CaptureFixture[str]) -> None:
    """Karl Mala 2005 (7 rounds) with 'XXR 5' added: the file's XXR line is named, not a
    --rounds nobody typed; a typed --rounds 5 is still named as typed."""
    path = str(FILES / "msg_trf_xxr_below_rounds.trf")
    code, _, err = _run(["norms", path], capsys)
    assert code == 2
    assert err == ("elo-core: error: the file's XXR line says 5 rounds, but its games run to "
                   "round 7: correct the XXR line, or give the rounds scheduled (--rounds, or "
                   "'Rounds scheduled' on the page)\n")
    code, _, err = _run(["norms", path, "--rounds", "6"], capsys)
    assert code == 2
    assert err == "elo-core: error: --rounds: the file already has 7 rounds, more than 6\n"
    code, out, err = _run(["norms", path, "--rounds", "7"], capsys)
    assert code == 0, err
    assert "round 7 of 7" in out


# -- the players file: what was matched, and whose ratings were used -----------------------------

def test_players_sheet_match_is_counted() -> None:
    """A workbook as the players file: '4 of 4 profiles matched' (it said 0 of 0 though its
    ratings were used: Anna Berg 1810)."""
    games = (FILES / "out_games.csv").read_bytes()
    sheet = (FILES / "players_sheet.xlsx").read_bytes()
    event = read_event_file(games, source="out_games.csv", players=sheet)
    found = event.players_match
    assert isinstance(found, PlayersMatch)
    assert found.sentence() == "Players file: 4 of 4 profiles matched a player of the event file."
    assert event.players.loc["Anna Berg", "rating"] == 1810


def test_next_list_under_a_trf_says_its_ratings_are_not_used() -> None:
    """Capo d'Orso 2012 with its own next list as the players file: 84 of 84 match, but the
    TRF's ratings win for the 78 whose rating moved; that is said, with an example."""
    trf = (EXAMPLES / "capo-dorso-2012.trfx").read_bytes()
    listed = (FILES / "players_capo_next_list.csv").read_bytes()
    event = read_event_file(trf, source="capo.trfx", players=listed)
    found = event.players_match
    assert isinstance(found, PlayersMatch)
    assert (found.matched, found.rows) == (84, 84)
    said = [w for w in event.warnings if w.code == "players_file_rating_not_used"]
    assert [(len(w.players), w.value, w.what) for w in said] == [(
        78, "2351 / 2338",
        "78 players' rating in the players file differ from the event file's own, which is "
        "used (e.g. 'Seletsky Grigory': 2351 in the players file, 2338 in the event file): a "
        "players file fills only what the event file leaves blank")]
    assert event.players.loc["Seletsky Grigory", "rating"] == 2338


def test_players_file_in_utf16_by_the_public_reader() -> None:
    """read_players_csv of a UTF-16 players file (Excel's "Unicode Text", tab-separated):
    read, not refused as binary."""
    text = "player\trating\tgames_played\nИванов Сергей\t1810\t40\n"
    table = read_players_csv(text.encode("utf-16"), source="players.txt")
    assert table.loc["Иванов Сергей", "rating"] == 1810
