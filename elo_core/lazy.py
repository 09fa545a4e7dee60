"""Module attributes loaded on first use: a package lists its public names without importing the
modules that define them (so importing the package stays light)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_names(package: str, homes: dict[str, str],
               namespace: dict[str, Any]) -> Callable[[str], Any]:
    """A module `__getattr__`: a name's home module is imported the first time the name is asked
    for, and the value is kept in the package's namespace."""

    def load(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module '{package}' has no attribute '{name}'")
        value = getattr(importlib.import_module(home), name)
        namespace[name] = value
        return value

    return load
