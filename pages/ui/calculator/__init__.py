"""Support code of the Calculator page (its link and its result parts)."""
