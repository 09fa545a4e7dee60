"""One upload limit, one wording, on every uploader of the app (support code, not a page)."""

from __future__ import annotations

from dataclasses import dataclass

from elo_core.errors import EloError
from elo_core.io.games import MAX_MB_ENV, max_upload_bytes, size_text, uploader_mb


@dataclass(frozen=True, kw_only=True, slots=True)
class UploadLimit:
    """What an uploader is given: its own limit (MB), its help, or why the limit is unusable."""

    widget_mb: int | None = None
    help: str | None = None
    problem: EloError | None = None


def upload_limit() -> UploadLimit:
    """$ELO_MAX_UPLOAD_MB (default 50 MB) for the widgets: the figure the widget shows ("50MB
    per file") and the help's "Up to 50 MB per file" are the same limit the readers apply."""
    try:
        limit_bytes, limit_mb = max_upload_bytes()
    except EloError as bad:  # reported by the page, never silently replaced by the default
        return UploadLimit(problem=bad)
    return UploadLimit(widget_mb=uploader_mb(limit_mb),
                       help=f"Up to {size_text(limit_bytes)} per file ({MAX_MB_ENV} sets the "
                            "limit); a bigger file is refused with its size.")
