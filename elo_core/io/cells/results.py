"""One vocabulary for results, read the same in every input (files, the CLI, the page's rounds)."""

from __future__ import annotations

# Text of a result, normalised (lower case, no spaces, '.' decimals, '-' separators), mapped to
# (points of the first side, points of the second side, played over the board, note).
ResultValue = tuple[float, float, bool, str]
_WIN: ResultValue = (1.0, 0.0, True, "")
_DRAW: ResultValue = (0.5, 0.5, True, "")
_LOSS: ResultValue = (0.0, 1.0, True, "")
# '+' and '-' alone are forfeits, as in a TRF and on a crosstable: never a game played
RESULTS: dict[str, ResultValue] = {
    **dict.fromkeys(("1", "1.0", "1.00", "w", "win", "1-0", "won"), _WIN),
    **dict.fromkeys(("0.5", ".5", "0.50", "½", "1/2", "=", "d", "draw", "1/2-1/2", "½-½",
                     "0.5-0.5", "=-=", "drawn", "remis"), _DRAW),
    **dict.fromkeys(("0", "0.0", "0.00", "l", "loss", "0-1", "lost"), _LOSS),
    **dict.fromkeys(("+", "+-", "1f", "1-0f", "1f-0f", "1-0ff"), (1.0, 0.0, False, "forfeit")),
    **dict.fromkeys(("-", "-+", "0f", "0-1f", "0f-1f", "0-1ff"), (0.0, 1.0, False, "forfeit")),
    **dict.fromkeys(("--", "0f-0f", "-/-"), (0.0, 0.0, False, "double forfeit")),
}
RESULT_HINT = "is not a result (use 1, 0.5 or 0)"


def normalise_result(text: str) -> str:
    """Lower-case, drop spaces, decimal comma -> point, ':' and dashes -> '-'."""
    out = str(text).strip().lower().replace(" ", "").replace(",", ".")
    for dash in (":", "–", "—", "‒"):
        out = out.replace(dash, "-")
    return out


def one_side(text: str) -> tuple[float | None, str]:
    """A player's own result (the CLI's --results, the page's rounds): its points, or None and
    why not. A game's result written for both sides ('1-0') or a forfeit ('+') is not one."""
    key = normalise_result(text)
    found = RESULTS.get(key)
    if found is None:
        return None, f"'{text}' {RESULT_HINT}; or w, d, l"
    if not found[2]:
        return None, (f"'{text}' is a {found[3]} (not played, so not rated), as in every file "
                      "this tool reads: for a game played write 1, 0.5 or 0 (w, d, l)")
    if "-" in key or key in ("=-=",):
        return None, (f"'{text}' is a game's result from white's side: give the player's own, "
                      "1, 0.5 or 0 (w, d, l)")
    return found[0], ""


# Unrated, however written: in a file's rating cell, on the command line, in the page's rounds
UNRATED_WORDS = frozenset(("", "-", "unrated", "unr", "ur", "u", "nr", "n/r", "not rated"))
