"""FIDE's XML rating list: the `<player>` records of the wanted FIDE IDs, found by scanning for
their `<fideid>` and parsed one record at a time (the whole file is never built as a tree)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from elo_core.errors import FileError, Problem
from elo_core.io.fide_list.kind import XML_START

_ID = re.compile(rb"<fideid>\s*(\d+)\s*</fideid>")
# XML element -> the list's field (the TXT reader's names)
ELEMENTS = {"name": "name", "country": "federation", "sex": "sex", "title": "title",
            "w_title": "w_title", "o_title": "o_title", "foa_title": "foa", "rating": "rating",
            "games": "games", "k": "k", "rapid_rating": "rapid_rating",
            "rapid_games": "rapid_games", "rapid_k": "rapid_k", "blitz_rating": "blitz_rating",
            "blitz_games": "blitz_games", "blitz_k": "blitz_k", "birthday": "birth_year",
            "flag": "flag"}


def xml_rows(data: bytes, wanted: set[int], *, source: str = ""
             ) -> tuple[list[dict[str, str]], int]:
    """The wanted players' records (with their line) and how many players the list holds."""
    head = data[:4096].lstrip(b"\xef\xbb\xbf").lstrip()
    if head.startswith(b"<?xml"):
        head = head[head.find(b"?>") + 2:].lstrip()
    if not head.startswith(XML_START):
        raise FileError([Problem(message="this XML is not FIDE's list (its root is not "
                                 "<playerslist>)", line=1)], source=source)
    records: list[dict[str, str]] = []
    problems: list[Problem] = []
    listed, line, counted = 0, 1, 0
    for match in _ID.finditer(data):
        listed += 1
        if int(match.group(1)) not in wanted:
            continue
        start = data.rfind(b"<player>", 0, match.start())
        end = data.find(b"</player>", match.end())
        line += data.count(b"\n", counted, max(start, counted))
        counted = max(start, counted)
        if start < 0 or end < 0:
            problems.append(Problem(message="a <fideid> outside a <player> record", line=line,
                                    column="fideid", value=match.group(1).decode()))
            continue
        try:
            element = ET.fromstring(data[start:end + len(b"</player>")])
        except ET.ParseError as exc:
            problems.append(Problem(message=f"this <player> record is not well-formed XML "
                                    f"({exc})", line=line, column="player"))
            continue
        record = {"id": str(int(match.group(1))), "line": str(line)}
        for child in element:
            field = ELEMENTS.get(child.tag)
            if field is not None:
                record[field] = (child.text or "").strip()
        records.append(record)
    if problems:
        raise FileError(problems, source=source)
    return records, listed
