"""Is a file a spreadsheet (.xlsx, .ods)? Told by its content: a ZIP and the type it declares."""

from __future__ import annotations

import io
import zipfile

from elo_core.errors import FileError, Problem

SHEET_KINDS = ("xlsx", "ods")
ZIP_MAGIC = b"PK\x03\x04"
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # old Excel .xls, or an xlsx with a password
_XLSX_TYPES = (b"spreadsheetml.sheet.main+xml", b"ms-excel.sheet.macroEnabled.main+xml",
               b"spreadsheetml.template.main+xml")
_ODS_TYPES = (b"application/vnd.oasis.opendocument.spreadsheet",)  # (and -template)
_SMALL = 1 << 20  # a mimetype or [Content_Types].xml part is a few hundred bytes


def _part(archive: zipfile.ZipFile, name: str) -> bytes:
    """A small part of the archive ('' when it is missing or not small)."""
    try:
        info = archive.getinfo(name)
    except KeyError:
        return b""
    if info.file_size > _SMALL:
        return b""
    try:
        return archive.read(info)
    except (zipfile.BadZipFile, OSError, RuntimeError, NotImplementedError, EOFError):
        return b""


def sheet_kind(data: bytes) -> str | None:
    """'xlsx' or 'ods' from the content (whatever the file's name); 'xls' for an old binary
    Excel file (or a password-protected one); None for anything else, other ZIPs included."""
    if data.startswith(OLE_MAGIC):
        return "xls"
    if not data.startswith(ZIP_MAGIC):
        return None
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        return None
    with archive:
        if _part(archive, "mimetype").strip().startswith(_ODS_TYPES):
            return "ods"
        types = _part(archive, "[Content_Types].xml")
        if any(kind in types for kind in _XLSX_TYPES):
            return "xlsx"
    return None


def refuse_xls(source: str) -> FileError:
    """The error for an old .xls (or an encrypted workbook): what to do instead."""
    return FileError([Problem(message="an old Excel .xls workbook, or one with a password: "
                              "save it as .xlsx (Excel Workbook), .ods or CSV, without a "
                              "password, and upload that")], source=source)
