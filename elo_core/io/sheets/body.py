"""The rows below a sheet's header as cell strings, column by column: each column's distinct
values are rendered once (100,000 games hold a few thousand distinct cells)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.io.sheets.cells import cell_text


def _codes(values: Sequence[object]) -> tuple[np.ndarray, list[object]]:
    """Each cell's code among the column's distinct values (-1: no value). True and 1.0 are
    equal to a hash: booleans are coded apart, as their own text."""
    column = pd.Series(list(values), dtype=object)
    kinds = column.map(type)
    is_bool = (kinds == bool).to_numpy()  # noqa: E721 - the exact type, 1.0 is not True
    if is_bool.any():
        column = column.where(~is_bool, column.map(lambda v: "TRUE" if v else "FALSE"))
    codes, uniques = pd.factorize(column)
    return np.asarray(codes), list(uniques)


def _column(values: Sequence[object], role: str
            ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The column's distinct texts (the last one '', for no value), each cell's index among
    them, and per cell whether a number was read as a date serial."""
    codes, uniques = _codes(values)
    found = [cell_text(value, role) for value in uniques]
    texts = np.array([text for text, _ in found] + [""], dtype=object)
    serial = np.array([flag for _, flag in found] + [False], dtype=bool)
    return texts, codes, serial[codes]


def _filled(values: Sequence[object]) -> np.ndarray:
    """Which cells hold something (not None, not empty text)."""
    codes, uniques = _codes(values)
    given = np.array([value != "" for value in uniques] + [False], dtype=bool)
    return np.asarray(given[codes], dtype=bool)


@dataclass(frozen=True, kw_only=True, slots=True)
class BodyCells:
    """The cells in the header's columns as the sheet renders them, by column: its distinct
    texts and each row's index among them (every row, blank rows included); by row, whether
    every such cell is empty (`blank`) or spaces with one not empty (`spaces`); and the body
    rows (0-based) where a number was read as a date serial and where cells lie outside the
    header's columns."""

    texts: list[np.ndarray]
    codes: list[np.ndarray]
    blank: np.ndarray
    spaces: np.ndarray
    serials: tuple[int, ...]
    outside: tuple[int, ...]


def body_cells(rows: Sequence[Sequence[object]], *, left: int, right: int,
               roles: Sequence[str]) -> BodyCells:
    """The rows' cells in columns [left, right) as text, which rows are blank, and what lies
    outside, located."""
    width = max([len(row) for row in rows] + [right])
    padded = [row if len(row) == width else [*row, *[None] * (width - len(row))]
              for row in rows]
    columns = list(zip(*padded, strict=True)) if rows else [()] * width
    texts, codes, serials = [], [], np.zeros(len(rows), dtype=bool)
    blank, spaces = np.ones(len(rows), dtype=bool), np.ones(len(rows), dtype=bool)
    for c, role in zip(range(left, right), roles, strict=True):
        text, code, serial = _column(columns[c], role)
        texts.append(text)
        codes.append(code)
        serials |= serial
        blank &= (text == "")[code]
        spaces &= np.array([not cell.strip() for cell in text], dtype=bool)[code]
    outside = np.zeros(len(rows), dtype=bool)
    for c in [*range(left), *range(right, width)]:
        outside |= _filled(columns[c])
    return BodyCells(texts=texts, codes=codes, blank=blank, spaces=spaces & ~blank,
                     serials=tuple(np.flatnonzero(serials).tolist()),
                     outside=tuple(np.flatnonzero(outside).tolist()))
