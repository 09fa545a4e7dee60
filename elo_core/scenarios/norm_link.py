"""The Tournament page's norm inputs as link parameters (kept in the address and saved runs),
strictly checked like the scenario's own parameters.

    nt    your title: FM, CM, WFM, WCM, WIM, WGM or IM          default: none
    nf    your federation, three letters                        default: none
    nr    rounds scheduled, 1 to 99                             default: the rounds entered
    np    pairing: swiss, round-robin, double-round-robin       default: swiss
    ne    Title Regulations edition, by name                    default: by the event date
    nn    players in the event, 2 to 999                        default: 10
    na    rating of each remaining opponent, 1000 to 3000       default: the average so far
    nw    1: women's norms too                                  default: 0
    nx    event types, comma separated (zonal, world-cup...)    default: none
    nm    each round's opponent title and federation, 'GM:GER,:FRA,,IM:'   default: none
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from elo_core.errors import InputError
from elo_core.norms.mix import Exemption
from elo_core.norms.rounds import Pairing
from elo_core.norms.rules import ALL_TITLES, EDITION_NAMES

NORM_PARAMS = ("nt", "nf", "nr", "np", "ne", "nn", "na", "nw", "nx", "nm")
OWN_TITLES = ("FM", "CM", "WFM", "WCM", "WIM", "WGM", "IM")  # a GM chases no norm
DEFAULT_FIELD = 10
_FEDERATION = re.compile(r"[A-Za-z]{3}")
_WHOLE = re.compile(r"\d{1,4}")
MAX_OPPONENTS = 99

Params = Mapping[str, str | Sequence[str]]


@dataclass(frozen=True, kw_only=True, slots=True)
class NormInputs:
    """What the norm panel asks besides the rounds; `opponents`: (title, federation) per row."""

    title: str = ""
    federation: str = ""
    rounds: int | None = None
    pairing: Pairing = Pairing.SWISS
    edition: str | None = None
    field_size: int = DEFAULT_FIELD
    assumed: int | None = None
    female: bool = False
    types: frozenset[Exemption] = frozenset()
    opponents: tuple[tuple[str, str], ...] = ()


def encode_norms(norms: NormInputs) -> dict[str, str]:
    """The link parameters of `norms`, only those that differ from the default."""
    out: dict[str, str] = {}
    for name, value, default in (
            ("nt", norms.title, ""), ("nf", norms.federation.upper(), ""),
            ("nr", norms.rounds, None), ("np", norms.pairing.value, Pairing.SWISS.value),
            ("ne", norms.edition, None), ("nn", norms.field_size, DEFAULT_FIELD),
            ("na", norms.assumed, None), ("nw", "1" if norms.female else "", "")):
        if value != default:
            out[name] = str(value)
    if norms.types:
        out["nx"] = ",".join(sorted(t.value for t in norms.types))
    pairs = [f"{title}:{fed.upper()}" if title or fed else "" for title, fed in norms.opponents]
    if any(pairs):
        out["nm"] = ",".join(pairs).rstrip(",")
    return out


def one_param(params: Params, name: str) -> str | None:
    """The one value of parameter `name` (None when absent); twice is an InputError."""
    raw = params.get(name)
    if raw is None:
        return None
    values = [raw] if isinstance(raw, str) else list(raw)
    if len(values) != 1:
        raise InputError(f"parameter '{name}' is given {len(values)} times: expected it once")
    return values[0]


def _whole(params: Params, name: str, what: str, low: int, high: int) -> int | None:
    raw = one_param(params, name)
    if raw is None:
        return None
    if not (_WHOLE.fullmatch(raw) and low <= int(raw) <= high):
        raise InputError(f"parameter '{name}': expected {what} from {low} to {high}, got {raw!r}")
    return int(raw)


def _choice(params: Params, name: str, what: str, options: Sequence[str]) -> str | None:
    raw = one_param(params, name)
    if raw is not None and raw not in options:
        raise InputError(f"parameter '{name}': expected {what} (one of {', '.join(options)}), "
                         f"got {raw!r}")
    return raw


def _opponent(cell: str, index: int) -> tuple[str, str]:
    title, _, federation = cell.partition(":")
    if title and title not in ALL_TITLES:
        raise InputError(f"parameter 'nm', opponent {index}: expected a title (one of "
                         f"{', '.join(ALL_TITLES)}) or nothing, got {title!r}")
    if federation and not _FEDERATION.fullmatch(federation):
        raise InputError(f"parameter 'nm', opponent {index}: expected a federation of three "
                         f"letters or nothing, got {federation!r}")
    return title, federation.upper()


def decode_norms(params: Params) -> NormInputs:
    """Read the norm parameters; a bad one is an InputError naming it and what was expected."""
    federation = one_param(params, "nf") or ""
    if federation and not _FEDERATION.fullmatch(federation):
        raise InputError(f"parameter 'nf': expected a federation of three letters, got "
                         f"{federation!r}")
    female = _choice(params, "nw", "0 or 1", ("0", "1"))
    types = [t for t in (one_param(params, "nx") or "").split(",") if t]
    known = [t.value for t in Exemption]
    for kind in types:
        if kind not in known:
            raise InputError(f"parameter 'nx': expected event types among {', '.join(known)}, "
                             f"got {kind!r}")
    mix = (one_param(params, "nm") or "").split(",") if one_param(params, "nm") else []
    if len(mix) > MAX_OPPONENTS:
        raise InputError(f"parameter 'nm': at most {MAX_OPPONENTS} opponents, got {len(mix)}")
    field = _whole(params, "nn", "the players in the event", 2, 999)
    return NormInputs(
        title=_choice(params, "nt", "your title", OWN_TITLES) or "",
        federation=federation.upper(),
        rounds=_whole(params, "nr", "the rounds scheduled", 1, 99),
        pairing=Pairing(_choice(params, "np", "a pairing", [p.value for p in Pairing])
                        or Pairing.SWISS.value),
        edition=_choice(params, "ne", "a Title Regulations edition", EDITION_NAMES),
        field_size=DEFAULT_FIELD if field is None else field,
        assumed=_whole(params, "na", "the remaining opponents' rating", 1000, 3000),
        female=female == "1", types=frozenset(Exemption(t) for t in types),
        opponents=tuple(_opponent(cell, i + 1) for i, cell in enumerate(mix)))
