"""FIDE's two conversion tables (Rating Regulations 8.1.1 and 8.1.2), embedded as published."""

from __future__ import annotations

import bisect

# Table 8.1.2: (lowest |D|, highest |D|, expected score of the higher-rated side in hundredths).
# |D| above 735 gives 100 / 0. The table is not a formula: it is copied as published.
PD_ROWS: tuple[tuple[int, int, int], ...] = (
    (0, 3, 50), (4, 10, 51), (11, 17, 52), (18, 25, 53), (26, 32, 54), (33, 39, 55),
    (40, 46, 56), (47, 53, 57), (54, 61, 58), (62, 68, 59), (69, 76, 60), (77, 83, 61),
    (84, 91, 62), (92, 98, 63), (99, 106, 64), (107, 113, 65), (114, 121, 66), (122, 129, 67),
    (130, 137, 68), (138, 145, 69), (146, 153, 70), (154, 162, 71), (163, 170, 72),
    (171, 179, 73), (180, 188, 74), (189, 197, 75), (198, 206, 76), (207, 215, 77),
    (216, 225, 78), (226, 235, 79), (236, 245, 80), (246, 256, 81), (257, 267, 82),
    (268, 278, 83), (279, 290, 84), (291, 302, 85), (303, 315, 86), (316, 328, 87),
    (329, 344, 88), (345, 357, 89), (358, 374, 90), (375, 391, 91), (392, 411, 92),
    (412, 432, 93), (433, 456, 94), (457, 484, 95), (485, 517, 96), (518, 559, 97),
    (560, 619, 98), (620, 735, 99),
)
PD_MAX_DIFF = 735
_UPPER = tuple(row[1] for row in PD_ROWS)

# Table 8.1.1: rating difference dp for a whole-percent score p = 0..100.
DP_BY_PERCENT: tuple[int, ...] = (
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383,
    -366, -351, -336, -322, -309, -296, -284, -273, -262, -251,
    -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,
    -149, -141, -133, -125, -117, -110, -102, -95, -87, -80,
    -72, -65, -57, -50, -43, -36, -29, -21, -14, -7,
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65,
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230,
    240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
    366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
    800,
)


def pd_hundredths(diff: int) -> int:
    """Expected score in hundredths for a player `diff` points above (negative: below) the other.

    `diff` is a whole number of rating points, already capped by the 400-point rule if it applies.
    """
    magnitude = abs(diff)
    high = 100 if magnitude > PD_MAX_DIFF else PD_ROWS[bisect.bisect_left(_UPPER, magnitude)][2]
    return high if diff >= 0 else 100 - high


def dp_for_percent(percent: int) -> int:
    """Rating difference for a whole-percent score, from table 8.1.1."""
    if not 0 <= percent <= 100:
        raise ValueError(f"percent must be 0..100, got {percent}")
    return DP_BY_PERCENT[percent]
