"""The S-curve explorer's table of common gaps and its note, both following the 400-point rule."""

from __future__ import annotations

import pandas as pd

from elo_core.rules.expected import fide_table, logistic_diff

COMMON_GAPS = (0, 50, 100, 150, 200, 300, 400, 500, 600, 800)
STRONGER, WEAKER = "E stronger (logistic)", "E weaker (logistic)"
FIDE_CAPPED, FIDE_NO_CAP = "FIDE table (stronger, 400-point rule)", "FIDE table (stronger, no cap)"


def fide_column(cap: int | None) -> str:
    """The FIDE column's heading: it says whether the 400-point rule is applied."""
    return FIDE_NO_CAP if cap is None else FIDE_CAPPED


def common_gaps_table(cap: int | None) -> pd.DataFrame:
    """Expected scores at common gaps: the logistic curve for both sides (3 decimals) and FIDE's
    table for the stronger side (2 decimals, as published), capped at `cap` when given."""
    return pd.DataFrame({
        "Gap": list(COMMON_GAPS),
        STRONGER: [round(logistic_diff(g), 3) for g in COMMON_GAPS],
        WEAKER: [round(logistic_diff(-g), 3) for g in COMMON_GAPS],
        fide_column(cap): [fide_table(g, cap) for g in COMMON_GAPS],
    })


def column_formats(cap: int | None) -> dict[str, str]:
    """printf formats that show every value of a column with the same number of decimals."""
    return {STRONGER: "%.3f", WEAKER: "%.3f", fide_column(cap): "%.2f"}


def column_labels(cap: int | None) -> dict[str, tuple[str, str]]:
    """Short headers for a phone (all four columns fit at 390 px) and what each column holds."""
    return {STRONGER: ("Stronger", "The stronger side's expected score (logistic curve)"),
            WEAKER: ("Weaker", "The weaker side's expected score (logistic curve)"),
            fide_column(cap): ("FIDE", f"The stronger side's expected score in {fide_column(cap)}, "
                                       "as published (2 decimals)")}


def common_gaps_markdown(cap: int | None) -> str:
    """The common-gap table as a Markdown table under the short headers, each column with its
    fixed number of decimals, then one line saying what each column holds.

    Markdown, not an interactive grid: the page's first chart is drawn once every element on
    the page can be drawn, and a grid makes the browser load and run about 1.2 MB more script
    (measured on the S-curve page: first chart 1.45x a one-chart page with the grid, 1.17x
    without it, same run)."""
    table, labels, formats = common_gaps_table(cap), column_labels(cap), column_formats(cap)
    heads = ["Gap", *(labels[name][0] for name in formats)]
    lines = ["| " + " | ".join(heads) + " |", "|" + "---:|" * len(heads)]
    for row in table.itertuples(index=False):
        cells = [str(row[0]), *(fmt % value for fmt, value in
                                zip(formats.values(), row[1:], strict=True))]
        lines.append("| " + " | ".join(cells) + " |")
    rule = "the 400-point rule applied" if cap is not None else "no cap (the rule is off)"
    return ("\n".join(lines) + "\n\n**Gap**: the stronger side's rating minus the weaker's. "
            "**Stronger**, **Weaker**: each side's expected score on the logistic curve (3 "
            "decimals). **FIDE**: the stronger side's expected score in FIDE's table as "
            f"published (2 decimals), {rule}.")


def curve_note(cap: int | None) -> str:
    """What the chart shows, with the 400-point rule described only when it is drawn."""
    steps = ("The curve is the classic Elo formula; the steps are FIDE's published table, which "
             "rounds the expectation to whole percents. ")
    rule = ("Beyond the dashed lines FIDE stops counting the gap: a 600-point favourite is "
            "expected to score like a 400-point one. " if cap is not None else
            "The 400-point rule is off: the table runs on to 0.99 at 620 points and 1.00 beyond "
            "735. ")
    return steps + rule + ("An expected score counts a draw as half a point, so it is not the "
                           "chance of winning.")
