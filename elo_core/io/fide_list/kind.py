"""Whether a file is one of FIDE's rating lists (its ZIP, the TXT header, the XML root), and the
size limit for lists: the whole list is accepted without a flag, above the upload limit."""

from __future__ import annotations

LIST_MAX_MB = 1536.0  # FIDE's XML is ~850 MB unzipped, the combined TXT ~300 MB, its ZIP ~40 MB
LIST_MAX_BYTES = int(LIST_MAX_MB * 1024 * 1024)
ZIP_MAGIC = b"PK\x03\x04"
TXT_START = b"ID Number"
XML_START = b"<playerslist"


def is_fide_list(head: bytes) -> bool:
    """A FIDE list's first bytes: a ZIP, the TXT header ('ID Number  Name ...') or the XML root
    (after an optional BOM, blank space or XML declaration)."""
    text = head[:512].lstrip(b"\xef\xbb\xbf").lstrip()
    if text.startswith(b"<?xml"):
        text = text[text.find(b"?>") + 2:].lstrip()
    return text.startswith((ZIP_MAGIC, TXT_START, XML_START))
