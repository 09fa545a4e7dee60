"""Reading a file named on the command line, with the upload size limit (kept apart from
cli/common so the commands without files do not load the readers)."""

from __future__ import annotations

import stat
from pathlib import Path

from elo_core.cli.outputs import write_output
from elo_core.display.event_report import event_report
from elo_core.display.report import html_to_pdf
from elo_core.errors import FileError, Problem
from elo_core.field.next_list import list_csv, next_list
from elo_core.field.rate import FieldResult
from elo_core.io.fide_list.kind import LIST_MAX_BYTES, is_fide_list
from elo_core.io.games import MAX_MB_ENV, max_upload_bytes, too_big


def read_file(path: str, max_mb: float | None, *, rating_list: bool = False) -> bytes:
    """The file's bytes, refusing a missing, oversized or not regular file (a pipe, a device
    such as /dev/zero) before reading it; never more than the limit is read. With
    `rating_list`, a FIDE rating list (told by its first bytes) has the lists' own limit, so
    FIDE's whole list is read without a flag."""
    file = Path(path)
    try:
        info = file.stat()
        if not stat.S_ISREG(info.st_mode):
            raise FileError([Problem(message="not a regular file (a folder, pipe or device): "
                                     "give a CSV, TRF or PGN file")], source=path)
        limit, _ = max_upload_bytes(max_mb)
        if rating_list and info.st_size > limit:
            with file.open("rb") as handle:
                if is_fide_list(handle.read(512)):
                    limit = max(limit, LIST_MAX_BYTES)
        hint = "use --max-mb to change it" if max_mb is not None else \
            f"set {MAX_MB_ENV} or use --max-mb to change it"
        if info.st_size > limit:
            raise FileError([too_big(info.st_size, limit, hint)], source=file.name)
        # (a file growing while it is read stops at the limit)
        data = _read_at_most(file, limit + 1, expected=info.st_size)
        if len(data) > limit:
            raise FileError([too_big(len(data), limit, hint)], source=file.name)
        return data
    except OSError as exc:
        raise FileError([Problem(message=f"cannot read the file: {exc.strerror}")],
                        source=path) from None


CHUNK = 1 << 24  # bytes read at a time: the buffer never has the size of the limit


def _read_at_most(file: Path, most: int, *, expected: int = 0) -> bytes:
    """The file's bytes, at most `most` of them: first the `expected` size and one byte more in
    one read (one buffer: a 90 MB file read in chunks and joined touched 180 MB and took 0.1 s
    more), then what is left in chunks (a file that grew; a limit of 999,999 MB must not
    allocate a buffer of that size for a file of 300 bytes)."""
    parts = []
    left = most
    with file.open("rb") as handle:
        size = min(expected + 1, left)
        while left > 0:
            part = handle.read(size)
            size = min(CHUNK, left - len(part))
            if not part:
                break
            parts.append(part)
            left -= len(part)
    return parts[0] if len(parts) == 1 else b"".join(parts)


def save_list(result: FieldResult, out: Path) -> None:
    """Write the next rating list of a rated file (`field --save-list`) to a path checked by
    `output_path` before the work (written beside, then renamed)."""
    write_output(out, list_csv(next_list(result)), what="next rating list")


def write_report(result: FieldResult, out: Path) -> None:
    """Write the arbiter's report (`field --report`) to a path checked by `output_path` before
    the work: HTML, or PDF for a name ending '.pdf' (printed by the local Chromium)."""
    page = event_report(result)
    data = html_to_pdf(page) if out.suffix.lower() == ".pdf" else page.encode("utf-8")
    write_output(out, data, what="report")
