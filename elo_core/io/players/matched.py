"""What matching a players file found: its rows matched to the event's players, or a FIDE list's."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True, slots=True)
class PlayersMatch:
    """How many profiles of the players file belong to a player of the event file, and the
    (line, name) of each row that matched nobody."""

    rows: int
    matched: int
    unmatched: tuple[tuple[int, str], ...]

    def sentence(self) -> str:
        """'Players file: 3 of 4 profiles matched a player of the event file.'"""
        text = (f"Players file: {self.matched} of {self.rows} profile"
                f"{'' if self.rows == 1 else 's'} matched a player of the event file.")
        if self.unmatched:
            listed = "; ".join(f"line {line} '{name}'" for line, name in self.unmatched)
            text += (f" No player of that name in the event file (check the spelling): "
                     f"{listed}.")
        return text


@dataclass(frozen=True, kw_only=True, slots=True)
class ListMatch:
    """How many players of the games were found in FIDE's list by FIDE ID (the page's line
    under 'What was read'), and who was not: no ID, or an ID the list lacks."""

    players: int
    found: int
    without_id: tuple[str, ...]
    not_listed: tuple[str, ...]

    def sentence(self) -> str:
        """'FIDE rating list: 3 of the 4 players of the games found by FIDE ID; no FIDE ID:
        Zed (rated from the games file's ratings).'"""
        text = (f"FIDE rating list: {self.found:,} of the {self.players:,} players of the games "
                "found by FIDE ID.")
        for what, names in (("No FIDE ID", self.without_id),
                            ("Not in the list", self.not_listed)):
            if names:
                more = f" and {len(names) - 10:,} more" if len(names) > 10 else ""
                text += f" {what}: {', '.join(names[:10])}{more}."
        if self.without_id or self.not_listed:
            text += " They are rated from the games file's ratings."
        return text
