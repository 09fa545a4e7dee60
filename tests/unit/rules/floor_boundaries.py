"""US Chess rating floors one step either side of each threshold, worked by hand from RULES.md 3
(peak - 200 with the last two digits zeroed, 1200 to 2100; an established player only, 26 games
before the event; else the absolute floor 100). Shared by both engines' tests."""

from __future__ import annotations

# (peak, games played before the event: None = not given, the floor)
FLOORS = [
    (None, None, 100),
    (1399, None, 100),  # 1199 -> 1100: below 1200
    (1400, None, 1200),
    (1499, 100, 1200),
    (1500, 100, 1300),
    (2299, None, 2000),
    (2300, None, 2100),
    (2400, None, 2100),  # 2200 -> at most 2100
    (1800, 25, 100),  # 25 games: not yet established, no floor from the peak
    (1800, 26, 1600),
]
