"""Bad arguments to any command exit 2 with one line on stderr."""

from __future__ import annotations

import pytest

from elo_core.cli import main


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Call the CLI; argparse errors exit through SystemExit, engine errors return 2."""
    try:
        code = main(argv)
    except SystemExit as exc:
        code = int(exc.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["game", "abc", "1500"], "'abc' is not a rating"),
        (["game", "1500", "-20"], "rating"),
        (["game", "1500", "1500", "--k", "0"], "must be positive"),
        (["event", "--rating", "abc", "--opponents", "1500", "--results", "1"],
         "'abc' is not a rating"),
        (["event", "--rating", "1500", "--opponents", "1500", "--results", "2"],
         "'2' is not a result"),
        (["event", "--rating", "1500", "--opponents", "1500,1600", "--results", "1"],
         "--opponents has 2 items but --results has 1"),
        (["event", "--rating", "1500", "--opponents", "1500", "--results", "1", "--system",
          "fide", "--date", "1990-01-01"], "1990-01-01"),
        (["game", "1500", "1500", "--system", "fide", "--date", "1990-01-01"], "1990-01-01"),
        (["event", "--rating", "1500", "--opponents", "x", "--results", "1"],
         "--opponents item 1"),
        (["event", "--rating", "1500", "--opponents", "1500", "--results", "1", "--date",
          "2024-13-01"], "is not a date"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(argv: list[str], fragment: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Bad input exits 2 with a single error line on stderr and no traceback."""
    code, out, err = _run(argv, capsys)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "error" in lines[0]
    assert fragment in lines[0]
    assert "Traceback" not in err

