"""Hypothesis profiles: `mutate` (scripts/mutate.py) fixes the examples and drops time limits,
so a mutant's verdict depends on the code only, never on the load of the machine."""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("mutate", deadline=None, derandomize=True, database=None)
