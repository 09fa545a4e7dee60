"""Small real event files bundled with the package, for pages that open on an example."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

from elo_core.errors import InputError


@dataclass(frozen=True, kw_only=True, slots=True)
class Example:
    """One bundled file: its file name, what it holds, and its bytes."""

    name: str
    description: str
    data: bytes


# File name -> what a user reads before choosing it (sources: data/examples/README.md).
DESCRIPTIONS: dict[str, str] = {
    "capo-dorso-2012.trfx": "Open Capo D'Orso 2012, Palau (Italy): 84 players, 9 rounds (FIDE TRF)",
    "karl-mala-2005.trf": "Karl-Mala-Gedenkturnier 2005, Frankfurt: 284 players, 7 rounds "
                          "(FIDE TRF; about half the players unrated)",
    "gros-2010-after-round4.trf": "Open Internacional de Gros 2010, Donostia, after round 4: "
                                  "52 players (FIDE TRF)",
    "twic-232-games.pgn": "232 top-level games from The Week in Chess, May 2020 "
                          "(PGN; Lindores Abbey, Chebanenko Memorial, a blitz cup)",
}
DEFAULT_EXAMPLE = "capo-dorso-2012.trfx"


def examples() -> tuple[Example, ...]:
    """Every bundled example, the default one first."""
    names = [DEFAULT_EXAMPLE, *(n for n in DESCRIPTIONS if n != DEFAULT_EXAMPLE)]
    return tuple(example(name) for name in names)


def example(name: str) -> Example:
    """One bundled example by file name (InputError naming the known ones otherwise)."""
    if name not in DESCRIPTIONS:
        raise InputError(f"no bundled example called {name!r} (known: {', '.join(DESCRIPTIONS)})")
    data = (resources.files("elo_core") / "data" / "examples" / name).read_bytes()
    return Example(name=name, description=DESCRIPTIONS[name], data=data)
