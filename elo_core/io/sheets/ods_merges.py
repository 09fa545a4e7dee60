"""Merged cells of one table of an .ods file, read from its content.xml (calamine gives them for
.xlsx only): each as ((first row, first column), (last row, last column)), 0-based."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
import zipfile

Merge = tuple[tuple[int, int], tuple[int, int]]
_TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
_SPANS = (b"number-columns-spanned", b"number-rows-spanned")
_CHUNK = 1 << 20


def _count(element: ET.Element, name: str) -> int:
    """A repeat or span attribute (1 when absent or not a positive whole number)."""
    try:
        value = int(element.get(_TABLE + name, "1"))
    except ValueError:
        return 1
    return value if value > 0 else 1


def _has_spans(archive: zipfile.ZipFile) -> bool:
    """Whether content.xml names a span at all (most sheets have none: no parse then)."""
    tail = b""
    with archive.open("content.xml") as handle:
        while chunk := handle.read(_CHUNK):
            window = tail + chunk
            if any(span in window for span in _SPANS):
                return True
            tail = window[-32:]
    return False


def ods_merges(data: bytes, sheet: str) -> list[Merge]:
    """The merged ranges of the table named `sheet` (empty when the file has none)."""
    merges: list[Merge] = []
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        if "content.xml" not in archive.namelist() or not _has_spans(archive):
            return merges
        with archive.open("content.xml") as handle:
            depth = 0  # tables open (a table inside a cell is not the sheet's grid)
            inside = False
            row = current = column = 0
            for event, element in ET.iterparse(handle, events=("start", "end")):
                tag = element.tag
                if tag == _TABLE + "table":
                    depth += 1 if event == "start" else -1
                    if event == "start" and depth == 1:
                        inside = element.get(_TABLE + "name") == sheet
                        row = 0
                    elif event == "end" and depth == 0 and inside:
                        break
                    continue
                if not inside or depth != 1:
                    continue
                if tag == _TABLE + "table-row":
                    if event == "start":
                        current, column = row, 0
                        row += _count(element, "number-rows-repeated")
                    else:
                        element.clear()
                elif event == "start" and tag in (_TABLE + "table-cell",
                                                  _TABLE + "covered-table-cell"):
                    across = _count(element, "number-columns-spanned")
                    down = _count(element, "number-rows-spanned")
                    if across > 1 or down > 1:
                        merges.append(((current, column),
                                       (current + down - 1, column + across - 1)))
                    column += _count(element, "number-columns-repeated")
    return merges
