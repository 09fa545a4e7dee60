"""User text made safe for exports and for the screen: CSV cells a spreadsheet would run as a
formula are neutralised; text shown on any screen surface goes through `literal`, the one
escaping function, so it reads as typed (no link, image, styling or template field)."""

from __future__ import annotations

import enum
import html
import math
import re
from typing import Any

import pandas as pd

DANGEROUS_START = ("=", "+", "-", "@", "\t", "\r")


class Surface(enum.StrEnum):
    """Where user text is shown, which decides what in it could be read as markup."""

    MARKDOWN = "markdown"  # Streamlit: st.markdown, alerts, captions, metric labels, help, tabs
    PLOTLY = "plotly"  # titles, legends, ticks, annotations, hover text and hovertemplates
    HTML = "html"  # a whole HTML document (the printable report)


# Markdown: every ASCII punctuation character that can start markup (links, images, emphasis,
# code, HTML, entities, tables, math, directives such as :red[...]) is backslash-escaped.
_MARKDOWN = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~:$&])")
# Escapes cannot stop GitHub-style autolinks: Streamlit's markdown links a bare 'https://...',
# 'www.' or 'name@host' found in the text after the escapes are read. An invisible word joiner
# after 'http(s)', 'www' and '@' breaks the pattern; the text reads the same.
_AUTOLINK = re.compile(r"(?i)(https?(?=://)|www(?=\.)|@)")
WORD_JOINER = "\u2060"
# Plotly reads <a>, <b>, <span style=...>, <br> and entities in every text property, and
# %{...} as a template field in hovertemplate / texttemplate; entities keep '{' and '}' literal
# (Plotly decodes them only after it has filled the template).
_PLOTLY = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", "{": "&#123;", "}": "&#125;"})


def literal(text: object, surface: Surface) -> str:
    """Text from a user, a file or a link, escaped so `surface` shows it exactly as written.
    Newlines become spaces on the markdown and Plotly surfaces (a value cannot start a new
    markdown block or an unexpected line in a label)."""
    if surface is Surface.HTML:
        return html.escape(str(text), quote=True)
    flat = " ".join(str(text).splitlines())
    if surface is Surface.PLOTLY:
        return flat.translate(_PLOTLY)
    return _MARKDOWN.sub(r"\\\1", _AUTOLINK.sub(r"\1" + WORD_JOINER, flat))


def neutralise(value: Any) -> Any:
    """A text cell that a spreadsheet would run as a formula gets a leading apostrophe."""
    if isinstance(value, str) and value.startswith(DANGEROUS_START):
        return "'" + value
    return value


CSV_PLACES = 4


def safe_csv(table: pd.DataFrame) -> bytes:
    """CSV bytes (UTF-8 with BOM, for Excel) with formula-like text cells neutralised, whole
    numbers written without '.0' (2558, not 2558.0, also in a column with fractions, as the
    next list writes them) and other numbers to at most CSV_PLACES decimals, as in the CLI's
    JSON (a US Chess K of 13.559322033898304 is written 13.5593)."""
    safe = table.copy()
    for column in safe.columns:
        values = safe[column]
        if values.dtype == object or pd.api.types.is_string_dtype(values.dtype):
            safe[column] = neutralised_column(values)
        elif pd.api.types.is_float_dtype(values.dtype):
            finite = values.dropna()
            if len(finite) and bool((finite == finite.round()).all()) and bool(
                    (finite.abs() < 2**53).all()):
                safe[column] = values.astype("Int64")
            else:
                safe[column] = values.round(CSV_PLACES).map(_number_text)
    return safe.to_csv(index=False).encode("utf-8-sig")


def _number_text(value: float) -> str:
    """A number as the CSVs write it: whole without '.0', blank when missing."""
    if math.isnan(value):
        return ""
    return str(int(value)) if value.is_integer() and abs(value) < 2**53 else repr(value)


def neutralised_column(column: pd.Series) -> pd.Series:
    """`neutralise` on a whole text column at once (cells that are not text stay as they are)."""
    try:
        risky = column.str.startswith(DANGEROUS_START, na=False).astype(bool)
    except AttributeError:  # no text in the column at all
        return column
    if not risky.any():
        return column
    return column.where(~risky, "'" + column[risky].astype(str))


def markdown_text(text: object) -> str:
    """`literal(text, Surface.MARKDOWN)`: for every Streamlit surface that renders markdown."""
    return literal(text, Surface.MARKDOWN)
