"""Bad arguments to any command exit 2 with one line on stderr."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.unit.cli.cli_runner import Cli


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
                                            cli: Cli) -> None:
    """Bad input exits 2 with a single error line on stderr and no traceback."""
    code, out, err = cli.run(argv)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "error" in lines[0]
    assert fragment in lines[0]
    assert "Traceback" not in err

