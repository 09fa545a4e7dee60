"""The `cli` fixture: run the command line in-process and read what it printed."""

from __future__ import annotations

import pytest

from tests.unit.cli.cli_runner import Cli


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Cli:
    """The command line, called in-process."""
    return Cli(capsys)
