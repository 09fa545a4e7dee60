"""The pages' layout: short page scripts, support code in a folder per page, shared parts below."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = ROOT / "pages"
UI = PAGES / "ui"
MAX_PAGE_LINES = 150
FLAT_ALLOWED = {"__init__.py"}  # the agreed short list of modules directly in pages/ui/
SHARED = ("common", "server")  # used by the page folders; they never import them


def _imports(path: Path) -> set[str]:
    """Every module a file imports (at any depth of the file)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{alias.name}" for alias in node.names)
    return out


def test_every_page_script_is_at_most_150_lines() -> None:
    """A page reads widgets, makes one call and renders: its logic lives in pages/ui or elo_core."""
    long = {p.name: n for p in PAGES.glob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_PAGE_LINES}
    assert long == {}


def test_no_flat_module_at_the_top_of_pages_ui() -> None:
    """Support code sits in a folder per page (or common/, server/), never flat in pages/ui/."""
    flat = {p.name for p in UI.glob("*.py")} - FLAT_ALLOWED
    assert flat == set()


def test_every_support_folder_is_a_package_with_a_docstring() -> None:
    """Each folder under pages/ui/ has an __init__.py, and every module a one-line docstring."""
    folders = [p for p in UI.iterdir() if p.is_dir() and not p.name.startswith(("_", "."))]
    assert {p.name for p in folders} >= {"common", "server", "calculator", "tournament",
                                         "event_upload", "analysis", "home", "learn"}
    assert [p.name for p in folders if not (p / "__init__.py").exists()] == []
    undocumented = [str(p.relative_to(ROOT)) for p in UI.rglob("*.py")
                    if not ast.get_docstring(ast.parse(p.read_text(encoding="utf-8")))]
    assert undocumented == []


def test_shared_parts_never_import_a_page_folder() -> None:
    """common/ and server/ sit below the page folders: they import no page's support code."""
    page_folders = {p.name for p in UI.iterdir() if p.is_dir() and p.name not in SHARED}
    upward = sorted(
        f"{path.relative_to(ROOT)} imports {module}"
        for shared in SHARED for path in (UI / shared).rglob("*.py")
        for module in _imports(path)
        if module.startswith("pages.ui.") and module.split(".")[2] in page_folders)
    assert upward == []
