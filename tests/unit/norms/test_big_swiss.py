"""1.4.3d: 20 rated foreigners of 3 federations, 10 of them GM/IM/WGM/WIM, in every round."""

from __future__ import annotations

from elo_core.norms.big_swiss import big_swiss
from elo_core.norms.rounds import Kind, PlayerRounds, Round


def _player(name: str, fed: str, title: str, kinds: list[Kind],
            rating: float | None = 2300.0) -> PlayerRounds:
    rounds = tuple(Round(number=i, kind=k, points=0.5, opponent=None, note="", line=i)
                   for i, k in enumerate(kinds, start=1))
    return PlayerRounds(name=name, fide_id="", title=title, federation=fed, sex="",
                        rating=rating, rounds=rounds)


def _field(foreign: int, titled: int, feds: tuple[str, ...] = ("GER", "FRA", "NED"),
           kinds: list[Kind] | None = None) -> dict[str, PlayerRounds]:
    kinds = kinds or [Kind.PLAYED] * 9
    players = {f"F{i}": _player(f"F{i}", feds[i % len(feds)], "GM" if i < titled else "",
                                kinds) for i in range(foreign)}
    players["Host"] = _player("Host", "ESP", "", kinds)
    return players


def test_exactly_the_minimum_holds() -> None:
    """20 foreigners of 3 federations, 10 titled, present every round: exempt."""
    assert big_swiss(_field(20, 10), host="ESP", rounds=9) is True


def test_one_short_fails() -> None:
    """19 foreigners, or 9 titled, or 2 federations: not exempt."""
    assert big_swiss(_field(19, 10), host="ESP", rounds=9) is False
    assert big_swiss(_field(20, 9), host="ESP", rounds=9) is False
    assert big_swiss(_field(20, 10, feds=("GER", "FRA")), host="ESP", rounds=9) is False


def test_missing_rounds() -> None:
    """A player missing two rounds is not counted, one missing one is; a pairing-allocated bye
    is not a miss; FID
    players are never foreigners; no host federation: the file cannot tell."""
    field = _field(20, 10)
    two_missed = [Kind.PLAYED] * 7 + [Kind.BYE, Kind.FORFEIT_LOSS]
    field["F19"] = _player("F19", "NED", "", two_missed)
    assert big_swiss(field, host="ESP", rounds=9) is False
    field["F19"] = _player("F19", "NED", "", [Kind.PLAYED] * 8 + [Kind.PAIRING_BYE])
    assert big_swiss(field, host="ESP", rounds=9) is True
    field["F19"] = _player("F19", "NED", "", [Kind.PLAYED] * 8 + [Kind.BYE])  # one missed
    assert big_swiss(field, host="ESP", rounds=9) is True
    field["F19"] = _player("F19", "FID", "", [Kind.PLAYED] * 9)
    assert big_swiss(field, host="ESP", rounds=9) is False
    assert big_swiss(_field(20, 10), host="", rounds=9) is None


def test_an_unrated_foreigner_is_not_counted() -> None:
    """20 foreigners of whom one is unrated: 19 rated, not exempt."""
    field = _field(20, 10)
    field["F19"] = _player("F19", "NED", "", [Kind.PLAYED] * 9, rating=None)
    assert big_swiss(field, host="ESP", rounds=9) is False


def test_one_round_is_judged_and_no_round_is_not() -> None:
    """After round 1 the field can already hold the minimum; before any round there is none."""
    field = _field(20, 10, kinds=[Kind.PLAYED])
    assert big_swiss(field, host="ESP", rounds=1) is True
    assert big_swiss(field, host="ESP", rounds=0) is None


def test_missing_the_first_round_counts_as_a_miss() -> None:
    """F19 absent from rounds 1 and 2 (rounds 3-9 only): two missed, not counted, 19 left."""
    field = _field(20, 10)
    late = tuple(Round(number=i, kind=Kind.PLAYED, points=0.5, opponent=None, note="", line=i)
                 for i in range(3, 10))
    field["F19"] = PlayerRounds(name="F19", fide_id="", title="", federation="NED", sex="",
                                rating=2300.0, rounds=late)
    assert big_swiss(field, host="ESP", rounds=9) is False
