"""FIDE's rating lists (fixed-width TXT and XML): recognising, reading, players from a list."""
