"""The rating rules themselves: FIDE's tables, editions by date, expected scores, K, rounding,
performance, first ratings and the US Chess and Glicko-2 formulas."""
