"""Value parsers for one cell: numbers, ratings, dates, names, time controls."""
