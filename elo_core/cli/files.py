"""Reading a file named on the command line, with the upload size limit (kept apart from
cli/common so the commands without files do not load the readers)."""

from __future__ import annotations

from pathlib import Path

from elo_core.errors import FileError, Problem
from elo_core.io.games import MAX_MB_ENV, max_upload_bytes, too_big


def read_file(path: str, max_mb: float | None) -> bytes:
    """The file's bytes, refusing a missing or oversized file before reading it."""
    file = Path(path)
    try:
        size = file.stat().st_size
        limit, _ = max_upload_bytes(max_mb)
        if size > limit:
            hint = "use --max-mb to change it" if max_mb is not None else \
                f"set {MAX_MB_ENV} or use --max-mb to change it"
            raise FileError([too_big(size, limit, hint)], source=file.name)
        return file.read_bytes()
    except OSError as exc:
        raise FileError([Problem(message=f"cannot read the file: {exc.strerror}")],
                        source=path) from None
