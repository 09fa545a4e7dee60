"""Checks that belong to an event, not to a format: run once for every reader's games."""
