"""One error family for everything the engine refuses, with where and what was given."""

from __future__ import annotations

from dataclasses import dataclass

MAX_PROBLEMS = 200  # problems kept (and shown) per file; the rest are counted, "and N more"


class EloError(ValueError):
    """Base class: an input the rating engine cannot accept."""


class InputError(EloError):
    """A single bad value (a rating, a result, a K, a date...)."""


class EditionError(EloError):
    """A date outside the rule editions the engine knows."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Problem:
    """One problem in a file: what is wrong, and where (line or row, column)."""

    message: str
    line: int | None = None
    column: str | None = None
    value: str | None = None
    count: int = 1  # how many problems this entry stands for ('and 9,500 more rows like it')

    def __str__(self) -> str:
        where = []
        if self.line is not None:
            where.append(f"row {self.line}")
        if self.column is not None:
            where.append(f"column '{self.column}'")
        prefix = ", ".join(where)
        return f"{prefix}: {self.message}" if prefix else self.message


class FileError(EloError):
    """A file that cannot be used, with every problem found (not only the first)."""

    def __init__(self, problems: list[Problem] | tuple[Problem, ...], *, source: str = "",
                 total: int | None = None) -> None:
        kept = tuple(problems[:MAX_PROBLEMS])
        self.problems: tuple[Problem, ...] = kept
        found = sum(problem.count for problem in problems)
        self.total = max(found, total or 0)  # every problem found, kept or not
        self.more = self.total - len(kept)  # found but not kept: "and N more"
        self.source = source
        head = f"{source}: " if source else ""
        count = self.total
        summary = f"{head}{count:,} problem{'s' if count != 1 else ''} found"
        detail = "\n".join(f"  - {p}" for p in kept[:50])
        more = f"\n  ... and {count - 50:,} more" if count > 50 else ""
        super().__init__(f"{summary}\n{detail}{more}")
