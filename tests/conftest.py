"""Hypothesis profiles for the whole suite.

`suite` (the default): no deadline. A deadline is a timed assertion, and on 2 shared cores an
example that takes 20 ms alone can take 400 ms (the 23 properties that kept the 200 ms default
run whole engines, pandas frames or URL round trips). A slow property is made smaller, never
timed. `mutate` (scripts/mutate.py sets ELO_HYPOTHESIS_PROFILE=mutate) also fixes the
examples, so a mutant's verdict depends on the code only.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("suite", deadline=None)
settings.register_profile("mutate", parent=settings.get_profile("suite"), derandomize=True,
                          database=None)
settings.load_profile(os.environ.get("ELO_HYPOTHESIS_PROFILE", "suite"))
