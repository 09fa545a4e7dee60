"""Where tests find the real event files they read: `tests/data/real/` (sources in its README)."""

from __future__ import annotations

from pathlib import Path

REAL = Path(__file__).resolve().parents[1] / "data" / "real"
