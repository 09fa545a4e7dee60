"""The command line run in-process for tests: exit code, stdout and stderr of one call."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest

from elo_core.cli import main


@dataclass
class Cli:
    """Runs `elo-core ARGS` in this process; argparse errors exit through SystemExit."""

    capsys: pytest.CaptureFixture[str]

    def run(self, argv: list[str]) -> tuple[int, str, str]:
        """Exit code, stdout and stderr of one call."""
        try:
            code = main(argv)
        except SystemExit as exc:
            code = int(exc.code or 0)
        captured = self.capsys.readouterr()
        return code, captured.out, captured.err

    def json(self, argv: list[str]) -> dict[str, Any]:
        """The JSON a successful call printed."""
        code, out, err = self.run(argv)
        assert code == 0, err
        data: dict[str, Any] = json.loads(out)
        return data
