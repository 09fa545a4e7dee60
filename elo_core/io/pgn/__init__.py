"""PGN files: scanning tags, the fast path, comments, dates and checks."""
