"""What kind of game a PGN holds: chess from the usual start (rated), a variant or a set-up
position (not rated), a game with no move (a forfeit beside games with moves)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning, Problem

STANDARD_VARIANTS = frozenset(("", "standard", "chess", "normal", "classical", "?", "-"))
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"  # FEN without the move counters
FORFEIT_NOTE = "forfeit (no moves)"
ENDED_NOTE = "not decided by play (Termination)"


def _kind(variant: str, setup: str, fen: str, titles: str = "") -> str:
    """'' for chess from the usual start between people, else what the game is (for the
    warning). lichess marks a program's account with the title BOT."""
    if "BOT" in titles.upper().split("/"):
        return "a game against a program (title BOT)"
    name = " ".join(variant.split())
    if name.lower() not in STANDARD_VARIANTS:
        return f"variant '{name}'"
    position = " ".join(fen.split()[:4])
    if fen.strip() and position != START:
        return "a set-up start position (FEN)" if setup.strip() == "1" or not setup.strip() \
            else "a FEN start position"
    return ""


def unrated_kinds(variant: np.ndarray, setup: np.ndarray, fen: np.ndarray, lines: np.ndarray,
                  titles: np.ndarray | None = None
                  ) -> tuple[np.ndarray, list[Problem], list[FileWarning]]:
    """Games the rating rules do not rate (Chess960, crazyhouse and other variants; odds games
    and studies from a set-up position): (which to keep, one skipped entry each, one
    game_kind_not_rated warning per kind; `titles`: 'WhiteTitle/BlackTitle', a BOT's games).
    A standard-position FEN is chess."""
    columns = [np.asarray(c).astype(str).astype(object) for c in (variant, setup, fen)]
    columns.append(np.full(len(lines), "", dtype=object) if titles is None else
                   np.asarray(titles).astype(str).astype(object))
    codes = np.zeros(len(lines), dtype=np.int64)  # each distinct (variant, setup, fen, titles)
    for cells in columns:  # (integer codes combined one column at a time: no text joined)
        found, distinct = pd.factorize(cells)
        codes = pd.factorize(codes * max(len(distinct), 1) + found)[0]
    first = np.full(codes.max(initial=-1) + 1, len(lines), dtype=np.int64)
    np.minimum.at(first, codes, np.arange(len(lines)))  # each kind's first game
    kinds = np.array([_kind(*(str(c[i]) for c in columns)) for i in first.tolist()] + [""],
                     dtype=object)
    per_game = kinds[codes]
    out = per_game == ""
    skipped: list[Problem] = []
    warnings: list[FileWarning] = []
    for kind in dict.fromkeys(per_game[~out].tolist()):
        at = lines[per_game == kind]
        column = "Variant" if kind.startswith("variant") else \
            "WhiteTitle/BlackTitle" if "BOT" in kind else "FEN"
        value = kind.split("'")[1] if kind.startswith("variant") else None
        skipped += [Problem(message=f"{kind}: not rated (the rules rate standard chess "
                            "between people from the usual start)", line=int(line),
                            column=column, value=value)
                    for line in at]
        warnings.append(FileWarning(
            code="game_kind_not_rated", rows=tuple(int(x) for x in at), column=column,
            value=value or kind,
            what=f"{len(at):,} game{'s' if len(at) > 1 else ''} of {kind} left out: the "
                 "rating rules rate standard chess between people from the usual start "
                 "position only"))
    return out, skipped, warnings


def moveless_forfeits(events: np.ndarray, moves: np.ndarray, played: np.ndarray,
                      lines: np.ndarray) -> tuple[np.ndarray, list[FileWarning]]:
    """Games whose movetext is a result alone, in an event whose other games have moves: no
    move was made, so a forfeit (TWIC and ChessBase write them so), not rated. An event with no
    moves at all is a results-only export: its games are read as played, and that is said."""
    codes, names = pd.factorize(events)
    with_moves = np.bincount(codes, weights=moves, minlength=len(names)) > 0
    forfeit = ~moves & played & with_moves[codes]
    warnings = []
    if forfeit.any():
        at = lines[forfeit]
        warnings.append(FileWarning(
            code="pgn_forfeit_no_moves", rows=tuple(int(x) for x in at), column="movetext",
            what=f"{len(at):,} game{'s' if len(at) > 1 else ''} with a result but no move, in "
                 "an event whose other games have moves: read as forfeits (points counted, "
                 "not rated)"))
    bare = np.asarray(names, dtype=object)[~with_moves]
    if len(bare):
        shown = ", ".join(f"'{name}'" for name in bare[:5].tolist())
        more = f" and {len(bare) - 5:,} more" if len(bare) > 5 else ""
        warnings.append(FileWarning(
            code="pgn_results_only", column="movetext", value=str(bare[0]),
            rows=tuple(int(x) for x in lines[~with_moves[codes]][:1]),
            what=f"no game of {shown}{more} has moves (a results-only export): every game "
                 "is read as played from its Result tag; a forfeit must be written as one"))
    return forfeit, warnings


UNKNOWN_RATING = frozenset(("?", "??"))  # PGN's 'unknown'; '-' (and blank) is 'unrated'


def unknown_ratings(white: np.ndarray, black: np.ndarray, lines: np.ndarray,
                    considered: np.ndarray) -> tuple[np.ndarray, list[Problem], list[FileWarning]]:
    """Games with an Elo tag '?' (unknown, not unrated) among the `considered` (games not left
    out already): neither side can be rated from them, so they are left out: (which to keep,
    one skipped entry each, one rating_unknown warning per tag naming the games by their
    number in the file and line)."""
    out = np.ones(len(lines), dtype=bool)
    skipped: list[Problem] = []
    warnings: list[FileWarning] = []
    for tag, values in (("WhiteElo", white), ("BlackElo", black)):
        codes, distinct = pd.factorize(np.asarray(values).astype(str).astype(object))
        found = np.append(pd.Index(distinct).str.strip().isin(sorted(UNKNOWN_RATING)),
                          False)[codes]  # (each distinct tag once)
        unknown = np.flatnonzero(np.asarray(found) & out & considered)
        if not len(unknown):
            continue
        out[unknown] = False
        games = ", ".join(f"game {i + 1} (line {lines[i]})" for i in unknown[:5].tolist())
        more = f" and {len(unknown) - 5:,} more" if len(unknown) > 5 else ""
        skipped += [Problem(message=f"game {i + 1}: {tag} '?' (unknown): not rated",
                            line=int(lines[i]), column=tag, value="?") for i in unknown]
        warnings.append(FileWarning(
            code="rating_unknown", rows=tuple(int(x) for x in lines[unknown]), column=tag,
            value="?",
            what=f"{tag} '?' (unknown) in {games}{more}: left out, since a game with a rating "
                 "unknown cannot be rated for either side (unknown is not unrated: write '-' "
                 "or leave the tag out for an unrated player)"))
    return out, skipped, warnings


# PGN's Termination values (the standard's, as lichess writes them too) by what they say of
# the result: reached over the board (lichess's 'Abandoned' is a player leaving a game under
# way, lost as on time, and lichess rates it), or given without play deciding it (not rated,
# as a forfeit is).
PLAYED_ENDINGS = frozenset(("", "normal", "time forfeit", "adjudication", "unterminated",
                            "abandoned"))
UNPLAYED_ENDINGS = frozenset(("rules infraction", "death", "emergency"))


def termination_forfeits(endings: np.ndarray, played: np.ndarray, lines: np.ndarray
                         ) -> tuple[np.ndarray, list[FileWarning]]:
    """Games whose Termination says play did not decide them ('rules infraction': a loss given
    for breaking a rule; 'death'; 'emergency'): points counted, not rated, as a
    forfeit is (one pgn_termination_not_rated per value). A value PGN does not define is said
    (pgn_termination_unknown) and the game rated as played."""
    codes, values = pd.factorize(pd.Series(endings.astype(str)).str.strip().str.lower())
    kinds = np.asarray(values, dtype=object)
    out = np.zeros(len(lines), dtype=bool)
    warnings = []
    for k, value in enumerate(kinds.tolist()):
        at = np.flatnonzero((codes == k) & played)
        if value in PLAYED_ENDINGS or not len(at):
            continue
        rows = tuple(int(x) for x in lines[at])
        count = f"{len(at):,} game{'s' if len(at) > 1 else ''}"
        if value in UNPLAYED_ENDINGS:
            out[at] = True
            warnings.append(FileWarning(
                code="pgn_termination_not_rated", rows=rows, column="Termination", value=value,
                what=f"{count} ended by '{value}' (Termination): the result was not reached "
                     "by play, so it is counted like a forfeit, points given, not rated"))
        else:
            warnings.append(FileWarning(
                code="pgn_termination_unknown", rows=rows, column="Termination", value=value,
                what=f"{count} with Termination '{value}', which PGN does not define: rated as "
                     "played; check how the game ended"))
    return out, warnings
