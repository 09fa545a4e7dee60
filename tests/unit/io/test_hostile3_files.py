"""Issue 28's third corpus, files side (tests/data/hostile3/files): outputs, encodings,
spreadsheets written by programs, bounds and messages; each case gives its exact figure, a named
warning, or exit 2 saying where and why."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from elo_core.cli import main as cli_main

FILES = Path(__file__).resolve().parents[2] / "data" / "hostile3" / "files"


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
    assert err == f"note: replaced the file that was at {saved}\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["next.csv", "out_games.csv"]
    assert "Anna Berg,1813," in saved.read_text(encoding="utf-8")
