"""Norm checks for a whole event file: every player, every norm title above their own."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from elo_core.errors import FileWarning, InputError
from elo_core.io.encoding import FileInput, file_bytes
from elo_core.io.games import EventFile
from elo_core.norms.big_swiss import big_swiss
from elo_core.norms.check import Setting, check_title
from elo_core.norms.event_facts import EventFacts, event_facts
from elo_core.norms.mix import Context, Exemption
from elo_core.norms.notices import norm_warnings
from elo_core.norms.result import PlayerNorms
from elo_core.norms.rounds import (
    MAX_ROUND,
    Pairing,
    PlayerRounds,
    pairing_of,
    player_rounds,
    zero_against_rated,
)
from elo_core.norms.rules import NormEdition, edition_for, edition_named, norms_for


@dataclass(frozen=True, kw_only=True, slots=True)
class NormOptions:
    """What the user may set: edition, pairing, rounds scheduled, event type, assumed rating."""

    edition: str | None = None  # None: chosen by the start date
    pairing: Pairing | None = None  # None: from the header or the pairings
    rounds: int | None = None  # None: TRF XXR, else the rounds in the file
    exemptions: frozenset[Exemption] = frozenset()
    assumed: int | None = None  # rating of each remaining opponent (None: the average so far)
    player: str = ""  # only this player ('' = all)
    event: str = ""  # the event of a file of several ('' = the first)


@dataclass(frozen=True, kw_only=True, slots=True)
class EventNorms:
    """The norm checks of one event."""

    edition: NormEdition
    facts: EventFacts
    context: Context
    rounds_played: int
    players: tuple[PlayerNorms, ...]
    events: tuple[str, ...] = ()  # every event in the file (the check is of facts.name's)
    warnings: tuple[FileWarning, ...] = ()  # what the check read one way of two

    @property
    def possible(self) -> tuple[PlayerNorms, ...]:
        """Players with a norm met, or one still possible in the rounds left."""
        return tuple(p for p in self.players if p.in_reach)


def _pick(players: dict[str, PlayerRounds], name: str) -> Iterable[PlayerRounds]:
    if not name:
        return players.values()
    wanted = name.casefold().strip()
    found = [p for p in players.values() if p.name.casefold() == wanted] or \
        [p for p in players.values() if wanted in p.name.casefold()]
    if not found:
        raise InputError(f"--player: no player named '{name}' in the file")
    return found


def check_event(event: EventFile, data: FileInput | None = None,
                options: NormOptions | None = None) -> EventNorms:
    """Every player's norms (the TRF, as bytes, a path or a binary file object, gives the
    header: start date, host, XXR rounds)."""
    options = options or NormOptions()
    data = None if data is None else file_bytes(data, what="TRF file")[0]
    names = list(dict.fromkeys(event.games["event"].astype(str)))
    chosen = options.event or (names[0] if names else "")
    if names and chosen not in names:
        raise InputError(f"--event: no event named '{chosen}' in the file (it has "
                         f"{len(names)}: {', '.join(names[:5])}{' ...' if len(names) > 5 else ''})")
    games = event.games[event.games["event"].astype(str) == chosen]
    facts = event_facts(event, data, games)
    edition = edition_named(options.edition) if options.edition else edition_for(facts.start)
    rounds = player_rounds(games, event.players, idle=len(names) <= 1)
    played = max((r.number for p in rounds.values() for r in p.rounds if r.opponent), default=0)
    last = max((r.number for p in rounds.values() for r in p.rounds), default=0)
    scheduled = options.rounds or facts.scheduled_rounds or last
    if not 1 <= scheduled <= MAX_ROUND and options.rounds:
        raise InputError(f"--rounds: {options.rounds} is not a number of rounds (1 to "
                         f"{MAX_ROUND})")
    if scheduled < last and options.rounds:
        raise InputError(f"--rounds: the file already has {last} rounds, more than {scheduled}")
    if scheduled < last:  # (the file's own XXR line, not anything the user typed)
        raise InputError(f"the file's XXR line says {scheduled} rounds, but its games run to "
                         f"round {last}: correct the XXR line, or give the rounds scheduled "
                         "(--rounds, or 'Rounds scheduled' on the page)")
    pairing = options.pairing or pairing_of(rounds, facts.description)
    has_titles = "title" in event.players.columns
    context = Context(edition=edition, pairing=pairing, rounds=scheduled, field_size=len(rounds),
                      exemptions=options.exemptions, has_titles=has_titles,
                      big_swiss=big_swiss(rounds, host=facts.host, rounds=played)
                      if pairing is Pairing.SWISS and has_titles else None)
    setting = Setting(context=context, facts=facts, zero_rated=zero_against_rated(rounds),
                      rounds_played=played, assumed=options.assumed)
    order = {str(name): i for i, name in enumerate(event.players.index)}
    out = []
    for player in sorted(_pick(rounds, options.player),
                         key=lambda p: order.get(p.name, len(order))):
        checks = [check_title(title, player, setting)
                  for title in norms_for(player.title, female=player.sex == "F")]
        out.append(PlayerNorms(name=player.name, fide_id=player.fide_id, title=player.title,
                               federation=player.federation, rating=player.rating,
                               games=player.games, points=player.points,
                               norms=tuple(c for c in checks if c is not None)))
    return EventNorms(edition=edition, facts=facts, context=context, rounds_played=played,
                      players=tuple(out), events=tuple(names),
                      warnings=norm_warnings(games, rounds))
