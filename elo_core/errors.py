"""One error family for everything the engine refuses, with where and what was given."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

MAX_PROBLEMS = 200  # problems kept (and shown) per file; the rest are counted, "and N more"


class EloError(ValueError):
    """Base class: an input the rating engine cannot accept."""


class InputError(EloError):
    """A single bad value (a rating, a result, a K, a date...)."""


class EditionError(EloError):
    """A date outside the rule editions the engine knows."""


SHORT_VALUE = 30  # characters of a long bad value quoted in a problem (the length is said)
LONG_QUOTE = 100  # a quoted text longer than this in a message is cut the same way
_QUOTED = re.compile(r"'([^'\n]{" + str(LONG_QUOTE + 1) + r",})'")
_SHORTENED = re.compile(r".*… \([0-9,]+ characters\)", re.DOTALL)


def short_value(text: str, limit: int = SHORT_VALUE) -> str:
    """A value as a message quotes it: long ones cut, with the length said (a value already cut
    this way is left as it is)."""
    if len(text) <= limit or _SHORTENED.fullmatch(text):
        return text
    return f"{text[:limit]}… ({len(text):,} characters)"


@dataclass(frozen=True, kw_only=True, slots=True)
class Problem:
    """One problem in a file: what is wrong, and where (line or row, column).

    A long value (over SHORT_VALUE characters) is cut, in `value` and where the message quotes
    it, so the explanation after it is read; so is any quoted text over LONG_QUOTE characters.
    """

    message: str
    line: int | None = None
    column: str | None = None
    value: str | None = None
    count: int = 1  # how many problems this entry stands for ('and 9,500 more rows like it')
    unit: str = "row"  # what `line` counts: a table's rows, or a text file's lines (PGN, TRF)

    def __post_init__(self) -> None:
        message = self.message
        if self.value is not None and len(self.value) > SHORT_VALUE:
            short = short_value(self.value)
            message = message.replace(self.value, short)
            object.__setattr__(self, "value", short)
        if len(message) > LONG_QUOTE:
            message = _QUOTED.sub(lambda m: f"'{short_value(m.group(1))}'", message)
        object.__setattr__(self, "message", message)

    def __str__(self) -> str:
        where = []
        if self.line is not None:
            where.append(f"{self.unit} {self.line}")
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


def counted_in_lines(error: FileError) -> FileError:
    """The same error with its problems located by line, as in a PGN or TRF file, not by row."""
    if type(error) is not FileError:  # (a subclass carries more: it is left as it is)
        return error
    return FileError([replace(p, unit="line") for p in error.problems], source=error.source,
                     total=error.total)


@dataclass(frozen=True, kw_only=True, slots=True)
class MissingRules:
    """One event a system has no rules for: its name, its date, where that came from (or its
    time control), and the rule that is missing."""

    event: str
    date: str
    detail: str
    reason: str


class NoRulesError(FileError):
    """A file read without fault that the chosen system cannot rate: the rules in force on
    some event's date are not modelled. Names the systems that can rate it."""

    def __init__(self, problems: list[Problem], *, source: str, system: str,
                 missing: tuple[MissingRules, ...], usable: tuple[str, ...]) -> None:
        super().__init__(problems, source=source)
        self.system = system
        self.missing = missing
        self.usable = usable


MAX_WHERE = 20  # rows (or lines, players) a warning names one by one; the rest are counted


@dataclass(frozen=True, kw_only=True, slots=True)
class FileWarning:
    """Something a file says that was read one way of two, contradicts itself, or was dropped:
    the figures are computed, but the user is told what, where and the value found.

    `code` is a stable name for the kind of warning (`thousands_separator`, `rating_differs`...),
    for tests and pipelines; `what` is the sentence a user reads. `rows` are file rows or lines
    (the header being row 1, as in Problem.line); `players` the names concerned.
    """

    code: str
    what: str
    rows: tuple[int, ...] = ()
    column: str | None = None
    players: tuple[str, ...] = ()
    value: str | None = None
    unit: str = "row"  # what `rows` count: a table's rows, or a text file's lines (PGN, TRF)

    def __post_init__(self) -> None:
        if self.value is not None:
            object.__setattr__(self, "value", short_value(self.value))

    def where(self) -> dict[str, object]:
        """Where, for the JSON: rows, column and players (only the keys that apply)."""
        out: dict[str, object] = {}
        if self.rows:
            out["rows"] = list(self.rows[:MAX_WHERE])
            if len(self.rows) > MAX_WHERE:
                out["more_rows"] = len(self.rows) - MAX_WHERE
        if self.column is not None:
            out["column"] = self.column
        if self.players:
            out["players"] = list(self.players[:MAX_WHERE])
            if len(self.players) > MAX_WHERE:
                out["more_players"] = len(self.players) - MAX_WHERE
        return out

    def as_json(self) -> dict[str, object]:
        """{code, what, where, value}: the form of every `warnings` entry in the CLI's JSON."""
        return {"code": self.code, "what": self.what, "where": self.where(), "value": self.value}

    def where_text(self) -> str:
        """'rows 3, 7 and 2 more, column 'white_rating'' (empty when nothing is located)."""
        parts = []
        if self.rows:
            shown = ", ".join(str(r) for r in self.rows[:MAX_WHERE])
            more = f" and {len(self.rows) - MAX_WHERE:,} more" if len(self.rows) > MAX_WHERE else ""
            parts.append(f"{self.unit}{'s' if len(self.rows) > 1 else ''} {shown}{more}")
        if self.column is not None:
            parts.append(f"column '{self.column}'")
        return ", ".join(parts)

    def __str__(self) -> str:
        where = self.where_text()
        return f"{where}: {self.what}" if where else self.what

    def as_problem(self) -> Problem:
        """The same finding as a problem (for --strict: a warning refuses the file)."""
        return Problem(message=f"{self.what} (warning '{self.code}', refused under --strict)",
                       line=self.rows[0] if self.rows else None, column=self.column,
                       value=self.value, unit=self.unit)


def strict_check(warnings: tuple[FileWarning, ...] | list[FileWarning], source: str = "") -> None:
    """Under --strict, any warning refuses the input: a FileError with one problem each."""
    if warnings:
        raise FileError([w.as_problem() for w in warnings], source=source)
