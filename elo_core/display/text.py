"""Text shared by the pages, the report and the CLI: signed numbers, ratings, headlines, labels."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from elo_core.errors import FileWarning, InputError
from elo_core.models import Curve, Result, System
from elo_core.rules.expected import CLASSIC_LABEL
from elo_core.rules.performance import Performance
from elo_core.rules.rounding import half_away
from elo_core.systems.result import EventResult, GameLine, is_first_rating

# (largest distance of E from 0.5, label when you are the stronger side, when you are weaker)
_BANDS: tuple[tuple[float, str, str], ...] = (
    (0.03, "Even match", "Even match"),
    (0.10, "Slightly stronger", "Slightly weaker"),
    (0.25, "Stronger: clear favourite", "Weaker: clear underdog"),
    (0.40, "Much stronger: heavy favourite", "Much weaker: heavy underdog"),
)
_BEYOND = ("Far stronger: near-certain favourite", "Far weaker: long shot")


def assessment(expected: float, *, short: bool = False) -> str:
    """A label for expected score `expected` (0..1), from the player's side; `short` drops the
    favourite / underdog wording."""
    if isinstance(expected, bool) or not isinstance(expected, int | float) or math.isnan(
            expected) or not 0 <= expected <= 1:
        raise InputError(f"expected score must be between 0 and 1, got {expected!r}")
    distance = abs(expected - 0.5)
    stronger = expected >= 0.5
    label = _BEYOND[0] if stronger else _BEYOND[1]
    for limit, strong, weak in _BANDS:
        if distance < limit:
            label = strong if stronger else weak
            break
    return label.split(":")[0] if short else label


SYSTEM_NAMES = {System.FIDE: "FIDE", System.USCF: "US Chess", System.CLASSIC: "Classic Elo",
                System.GLICKO2: "Glicko-2"}  # in this order on the pages
CURVE_NAMES = {Curve.LOGISTIC: CLASSIC_LABEL, Curve.FIDE_TABLE: "FIDE table (400-point rule)",
               Curve.USCF: "US Chess logistic", Curve.GLICKO2: "Glicko-2"}
PERFORMANCE_LINEAR = ("linear performance: the opponents' average + 400 x (wins - losses) / "
                      "games, so one game is the opponent's rating +400 for a win, -400 for a "
                      "loss")
PERFORMANCE_FIDE = ("FIDE table performance: the opponents' average + FIDE's dp for the "
                    "percentage scored, so one game is the opponent's rating +800 for a win, "
                    "-800 for a loss")


def signed(value: float, places: int = 1) -> str:
    """'+15.8' / '-16.2', and '0.0' rather than '-0.0' (an ASCII minus: the text copies)."""
    text = f"{value:+.{places}f}"
    return f"{0:.{places}f}" if float(text) == 0 else text


def expected_text(expected: float, *, fide: bool) -> str:
    """An expected score as shown: FIDE's table value with its two decimals (0.08, 0.51), a
    logistic one to three significant digits (0.506, 0.0307)."""
    return f"{expected:.2f}" if fide else f"{expected:#.3g}"


def k_text(k: float) -> str:
    """K as shown: whole values as they are (32), a formula's K to two decimals (35.85)."""
    return f"{round(k, 2):g}"


def rating_text(value: float | None, system: System) -> str:
    """A rating as the system publishes it: FIDE whole points, the others one decimal."""
    if value is None:
        return "not rated yet"
    return f"{value:.0f}" if system == System.FIDE else f"{value:.1f}"


def change_text_of(change: float, rounded: float, *, whole: bool) -> str:
    """A change as shown: FIDE (`whole`) rounds it, with the unrounded change beside it."""
    if whole:
        return f"{signed(rounded, 0)} (unrounded {signed(change, 2)})"
    return signed(change)


def change_text(res: EventResult) -> str:
    """The event's change: FIDE's rounded change with the unrounded one beside it."""
    return change_text_of(res.change, res.change_rounded, whole=res.system == System.FIDE)


def curve_name(curve: Curve | str) -> str:
    """What the page and the report call an expectation model."""
    return CURVE_NAMES.get(Curve(curve), str(curve))


def shown_performance(res: EventResult) -> tuple[float | None, str]:
    """The performance a one-line summary shows, and its method: FIDE's table method under
    FIDE, the linear one under the other systems."""
    perf: Performance = res.performance
    if res.system == System.FIDE:
        return perf.fide, PERFORMANCE_FIDE
    return perf.linear, PERFORMANCE_LINEAR


def headline(res: EventResult, choice: str, *, warnings: Sequence[FileWarning] = ()
             ) -> dict[str, Any]:
    """What the saved-runs list keeps of a tournament run (JSON-friendly), the codes of the
    rounds' warnings with it."""
    return {"system": choice, "engine": res.system.value, "rating": res.rating,
            "warnings": [w.code for w in warnings],
            "change": res.change, "change_rounded": res.change_rounded,
            "new_rating": res.new_rating, "bonus": res.bonus, "score": res.score,
            "games": res.n_rated, "total_points": res.total_points,
            "first": is_first_rating(res)}


def headline_text(h: Mapping[str, Any]) -> str:
    """'+5 -> 2055; 2 of 3', 'first rating 1885; ...' (FIDE in whole points, as on the page).
    Headlines saved before 'engine' and 'rating' were stored are read as well as they allow."""
    fide = h.get("engine", h.get("system")) == System.FIDE.value
    new = h.get("new_rating")
    new_text = "unrated" if new is None else f"{float(new):.0f}" if fide else f"{float(new):.1f}"
    if "rating" in h and h["rating"] is None and new is not None:
        move = f"first rating {new_text}"
    else:
        change = float(h["change"])
        step = (signed(float(h.get("change_rounded", half_away(change, 0))), 0) if fide
                else signed(change))
        move = f"{step} -> {new_text}"
    bonus = float(h.get("bonus") or 0.0)
    extra = f" (bonus {signed(bonus)})" if bonus > 0 else ""
    codes = [str(c) for c in h.get("warnings") or ()]
    said = f"; {len(codes)} warning{'s' if len(codes) != 1 else ''} ({', '.join(codes)})" \
        if codes else ""
    return f"{move}{extra}; {float(h['score']):g} of {int(h['games'])}{said}"


def calculator_headline(expected: float, k: float | None, changes: Mapping[str, float], *,
                        whole: bool) -> dict[str, Any]:
    """What the saved-runs list keeps of a calculator run: E, K and the three changes as the
    page shows them (`whole`: FIDE's whole-number changes)."""
    return {"expected": round(expected, 4), "k": k, "whole": whole, **changes}


def calculator_headline_text(h: Mapping[str, Any]) -> str:
    """'E 0.506; win +15.8, draw -0.2, loss -16.2' (FIDE: 'E 0.96' and whole points)."""
    places = 0 if h.get("whole") else 1
    shown = expected_text(float(h["expected"]), fide=bool(h.get("whole")))  # as on the page
    return (f"E {shown}; win {signed(float(h['win']), places)}, "
            f"draw {signed(float(h['draw']), places)}, loss {signed(float(h['loss']), places)}")


def upload_headline_text(h: Mapping[str, Any]) -> str:
    """'gros.trf: 89 games, 52 players; FIDE' (an Event upload run in the saved-runs list);
    'three.csv: 3 games' (an Analysis lab run)."""
    system = h.get("system")
    name = SYSTEM_NAMES.get(System(system), str(system)) if system in set(System) else system
    players = f", {counted(int(h['players']), 'player')}" if "players" in h else ""
    return (f"{h['file']}: {counted(int(h['games']), 'game')}{players}"
            + (f"; {name}" if name else ""))


# ---- one vocabulary for rounds: win / draw / loss, unplayed (bye or forfeit), not rated -------
UNPLAYED_TEXT = {Result.WIN: "unplayed: bye or forfeit win (1 point)",
                 Result.DRAW: "unplayed: half-point bye (½ point)",
                 Result.LOSS: "unplayed: bye or forfeit loss (0 points)"}
NOT_RATED = "not rated"


def result_text(line: GameLine) -> str:
    """A round's result in words: 'win', 'draw', 'loss', or what an unplayed round was."""
    return line.result.value if line.played else UNPLAYED_TEXT[line.result]


def opponent_rating_text(line: GameLine) -> str:
    """The opponent's rating; 'not rated' for an unrated opponent; blank for an unplayed round."""
    if not line.played:
        return ""
    return NOT_RATED if line.opponent_rating is None else f"{line.opponent_rating:g}"


def record_parts(res: EventResult) -> tuple[str, str]:
    """'3W 1D 1L' over the board, and what else there was: '1 not rated, 1 unplayed' ('' when
    nothing), to show apart where space is short."""
    played = [line for line in res.games if line.played]
    counts = {r: sum(line.result == r for line in played) for r in Result}
    board = f"{counts[Result.WIN]}W {counts[Result.DRAW]}D {counts[Result.LOSS]}L"
    unrated = sum(not line.rated for line in played)
    unplayed = len(res.games) - len(played)
    extra = [f"{unrated} {NOT_RATED}"] * bool(unrated) + [f"{unplayed} unplayed"] * bool(unplayed)
    return board, ", ".join(extra)


def record_text(res: EventResult) -> str:
    """Every round counted: '3W 1D 1L (1 not rated), 1 unplayed'."""
    board, _ = record_parts(res)
    played = [line for line in res.games if line.played]
    unrated = sum(not line.rated for line in played)
    if unrated:
        board += f" ({unrated} {NOT_RATED})"
    unplayed = len(res.games) - len(played)
    return board + (f", {unplayed} unplayed" if unplayed else "")


def score_text(res: EventResult) -> str:
    """'2 of 5 rated (40 %); 3.5 / 7 in all': the rated score, and every point when the
    byes, forfeits or unrated games make a difference."""
    text = f"{res.score:g} of {res.n_rated} rated"
    if res.n_rated:
        text += f" ({100 * res.score / res.n_rated:.0f} %)"
    if res.n_rated != len(res.games) or res.total_points != res.score:
        text += f"; {res.total_points:g} / {len(res.games)} in all"
    return text
PERFORMANCE_PERFECT = ("perfect performance: the lowest rating whose FIDE expected score (the "
                       "table, without the 400-point rule) reaches your score; unlike the "
                       "linear one it still means something at 0 % and 100 %")


def file_stem(*names: str, default: str = "tournament") -> str:
    """A download's file name from the names given: 'Club open 2025', 'Ada' ->
    'club-open-2025-ada' (letters and digits kept, anything else one '-')."""
    text = "-".join(name for name in names if name.strip())
    words = "".join(c.lower() if c.isalnum() else " " for c in text).split()
    return "-".join(words) or default


def counted(count: int, noun: str) -> str:
    """'1 event', '3 events', '1,200 items': a count with its noun in the right number."""
    return f"{count:,} {noun}{'' if count == 1 else 's'}"
