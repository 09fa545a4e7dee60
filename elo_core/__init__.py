"""Exact chess rating calculations: FIDE, US Chess, classic Elo and Glicko-2."""

from elo_core.errors import EditionError, EloError, FileError, InputError, Problem

__all__ = ["EditionError", "EloError", "FileError", "InputError", "Problem"]
