"""Norm results in words, one wording for the CLI, the pages and the printed report."""

from __future__ import annotations

from elo_core.norms.result import Condition, Needed, NormCheck, Outlook
from elo_core.norms.rules import NormEdition, Sure

SURE_NOTE = {Sure.PRIMARY: "",
             Sure.SECONDARY: "rule read from secondary sources, not the edition's own text",
             Sure.UNVERIFIED: "unverified: the likely value, no text of this edition read"}
SOURCE_WORD = {Sure.PRIMARY: "edition's text", Sure.SECONDARY: "secondary sources",
               Sure.UNVERIFIED: "unverified"}
SURE_MARK = {Sure.PRIMARY: "", Sure.SECONDARY: " [secondary source]",
             Sure.UNVERIFIED: " [unverified]"}


PAIRING_NAMES = {"swiss": "Swiss", "round-robin": "round robin",
                 "double-round-robin": "double round robin"}


def pairing_text(pairing: str) -> str:
    """'Swiss', 'round robin', 'double round robin'."""
    return PAIRING_NAMES.get(str(pairing), str(pairing))


def points_text(points: float) -> str:
    """4.5, 7 -> '4.5', '7'."""
    return f"{points:g}"


def mark(condition: Condition) -> str:
    """'met', 'not met', 'not given' (the data it needs is missing) or 'arbiter to confirm'."""
    if condition.arbiter:
        return "arbiter to confirm"
    return {True: "met", False: "not met", None: "not given"}[condition.met]


def condition_text(condition: Condition) -> str:
    """'1.4.5a titled opponents: met - 5 of 9 ...' and a mark when the source is not primary."""
    if condition.arbiter:
        return f"{condition.rule}: {condition.detail}"
    return f"{condition.rule}: {mark(condition)} - {condition.detail}{SURE_MARK[condition.sure]}"


def verdict(norm: NormCheck) -> str:
    """The one-line answer for a norm."""
    if norm.met:
        return f"{norm.title} norm: every condition the file shows holds"
    if norm.title_result:
        short = [c.rule for c in norm.conditions if c.met is False and not c.arbiter]
        if short:
            return f"{norm.title} title result (Ra, Rp, 35 %), but not met: {', '.join(short)}"
        open_rules = [c.rule for c in norm.conditions if c.met is None and not c.arbiter]
        return (f"{norm.title} title result (Ra, Rp, 35 %); what is given cannot show "
                f"{', '.join(open_rules)}")
    return f"no {norm.title} norm"


def needed_text(needed: Needed, title: str) -> str:
    """What the rounds left must bring, in words."""
    if needed.outlook is Outlook.COMPLETE:
        if needed.points_needed is None:
            return f"event complete: no score over these games makes a {title} norm"
        return (f"event complete: {points_text(needed.points_needed)} was the least score that "
                f"made the {title} rating figures over these games")
    left = f"after round {needed.rounds_played} of {needed.rounds}, {needed.remaining} game" \
        f"{'s' if needed.remaining != 1 else ''} left"
    assumed = f"each remaining opponent taken at {needed.assumed_rating}"
    ra_note = f"; the Ra minimum asks the remaining opponents to average at least " \
        f"{needed.min_average_remaining}" if needed.min_average_remaining else \
        "; no rating of the remaining opponents lifts Ra to its minimum"
    if needed.any_remaining:
        ra_note = ("; Ra keeps its minimum whoever the remaining opponents are (even unrated "
                   f"ones, counted as {needed.min_average_remaining})")
    if needed.outlook is Outlook.CERTAIN:
        return f"{left}: the {title} figures are already certain ({assumed}, even losing " \
            f"every game){ra_note}"
    if needed.outlook is Outlook.GONE:
        return f"{left}: no longer possible ({assumed}){ra_note}"
    return f"{left}: {points_text(needed.points_needed or 0)} of {needed.remaining} needed " \
        f"({assumed}){ra_note}"


def edition_text(edition: NormEdition) -> str:
    """'FIDE Title Regulations, B01 of 1 January 2024 ...; unrated opponents count as 1400'."""
    note = SURE_NOTE[edition.unrated_sure]
    return (f"FIDE Title Regulations, {edition.text}; unrated opponents count as "
            f"{edition.unrated}" + (f" ({note})" if note else ""))
