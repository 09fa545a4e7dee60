"""CSV event files: the header words, the table's text, the fast and the exact readers."""
