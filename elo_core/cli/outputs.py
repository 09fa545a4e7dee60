"""Every file the command line writes: checked before any work, never onto an input, never
half-written (written beside, then renamed), and a workbook never replaced without --replace."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from elo_core.errors import FileError, Problem

# A user's workbook may hold sheets of their own: never replaced silently.
WORKBOOKS = (".xlsx", ".ods")


def _refuse(message: str, path: str) -> FileError:
    return FileError([Problem(message=message, value=path)], source=path)


def _same_file(out: Path, given: Path) -> bool:
    """True when writing `out` would change `given` (the same path, a link to it, a hard link)."""
    try:
        if out.exists() and given.exists():
            return os.path.samefile(out, given)
        return out.resolve() == given.resolve()
    except OSError:
        return False


def output_path(path: str, *, what: str, inputs: Sequence[str | None] = (),
                replace: bool = False) -> Path:
    """The checked path of an output (`what`: 'next rating list', 'norm report'...), before the
    work is done: a missing folder, a folder given as the file, an input file, a path that is not
    a regular file and an existing workbook (without `replace`) are refused, naming the path."""
    out = Path(path)
    if path.endswith(("/", os.sep)) or out.is_dir():
        raise _refuse(f"this is a folder: name a file for the {what} (inside the folder or "
                      "elsewhere)", path)
    folder = out.parent
    if not folder.exists():
        raise _refuse(f"the folder '{folder.name}' does not exist: create it first, or write the "
                      f"{what} into a folder that exists", path)
    if not folder.is_dir():
        raise _refuse(f"'{folder.name}' is a file, not a folder: the {what} cannot be written "
                      "inside it", path)
    for given in inputs:
        if given and _same_file(out, Path(given)):
            raise _refuse(f"the {what} would overwrite the input file "
                          f"'{Path(given).name}': name another file", path)
    if out.exists() and not out.is_file():
        raise _refuse(f"'{out.name}' is not a regular file (a pipe or device): give the {what} a "
                      "file name", path)
    if out.exists() and out.suffix.lower() in WORKBOOKS and not replace:
        raise _refuse(f"'{out.name}' already exists: a workbook is never replaced silently (it may "
                      "hold sheets of your own); add --replace to replace it, or name another "
                      "file", path)
    if not os.access(folder, os.W_OK):
        raise _refuse(f"cannot write the {what}: the folder '{folder.name}' is not writable",
                      path)
    return out


def _new_file_mode() -> int:
    """The mode a new file gets here (0o666 less the umask)."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_output(out: Path, data: bytes, *, what: str) -> None:
    """Write `data` to a temporary file beside `out`, then rename it over `out`: a reader never
    sees half a file, and a failed write leaves what was there. Replacing a file is said on
    stderr; the file keeps its permissions."""
    existed = out.exists()
    mode = out.stat().st_mode & 0o7777 if existed else _new_file_mode()
    temporary = ""
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".part",
                                             dir=out.parent)
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, out)
    except OSError as exc:
        if temporary:
            Path(temporary).unlink(missing_ok=True)
        raise _refuse(f"cannot write the {what}: {exc.strerror}", str(out)) from None
    if existed:
        print(f"note: replaced the file that was at {out}", file=sys.stderr)
