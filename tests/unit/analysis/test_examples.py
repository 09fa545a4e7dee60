"""Bundled examples: listed with descriptions, shipped in the package, readable."""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core.analysis import example, examples, read_games
from elo_core.errors import InputError

FOLDER = Path(__file__).resolve().parents[3] / "elo_core" / "data" / "examples"


def test_four_examples_default_first() -> None:
    """The Capo d'Orso TRF(x) opens first; every file's bytes are the packaged file's."""
    found = examples()
    assert [e.name for e in found] == ["capo-dorso-2012.trfx", "karl-mala-2005.trf",
                                       "gros-2010-after-round4.trf", "twic-232-games.pgn"]
    for item in found:
        assert item.data == (FOLDER / item.name).read_bytes()
        assert item.description


def test_the_readme_credits_every_file() -> None:
    """Each bundled file has a line (with its source) in the folder's README."""
    readme = (FOLDER / "README.md").read_text()
    for item in examples():
        assert f"`{item.name}`" in readme


@pytest.mark.parametrize(("name", "rated"), [
    ("capo-dorso-2012.trfx", 362), ("karl-mala-2005.trf", 287),
    ("gros-2010-after-round4.trf", 59), ("twic-232-games.pgn", 224)])
def test_each_example_has_enough_rated_games(name: str, rated: int) -> None:
    """Games with both ratings per file (counted when the files were chosen)."""
    assert int(read_games(example(name).data, source=name).rated.sum()) == rated


def test_unknown_example_names_the_known_ones() -> None:
    """A typo gets the list."""
    with pytest.raises(InputError, match=r"known: capo-dorso-2012\.trfx"):
        example("nope.trf")
