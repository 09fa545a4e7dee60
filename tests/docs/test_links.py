"""README.md and docs/: every relative link, anchor and repository path they name exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("**/*.md"))]
TOP = ("elo_core", "pages", "tests", "scripts", "docs", "assets", ".streamlit", ".ci")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
# A path into the repository, in prose, in backticks or in a code block: `elo_core/rules/x.py`.
REPO_PATH = re.compile(r"(?<![\w./-])((?:" + "|".join(re.escape(t) for t in TOP) + r")/[\w./-]*)")
OUTSIDE = re.compile(r"`(\.\./[^`]*)`")
TOP_FILES = re.compile(r"`(app\.py|Makefile|pyproject\.toml|README\.md)`")


def slug(heading: str) -> str:
    """The anchor a repository page gives a Markdown heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every heading's anchor on `page`."""
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    return {slug(h) for h in re.findall(r"^#{1,6} (.+)$", text, flags=re.M)}


def broken(page: Path, text: str) -> list[str]:
    """What `text` (the content of `page`) names that the repository does not hold."""
    found: list[str] = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):
            continue  # http:, https:, mailto:
        path_part, _, anchor = target.partition("#")
        linked = (page.parent / path_part).resolve() if path_part else page
        if not linked.is_relative_to(ROOT) or not linked.exists():
            found.append(f"link {target}")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            found.append(f"anchor {target}")
    for named in REPO_PATH.findall(LINK.sub("", text)):  # links were checked above
        path = named.rstrip(".")
        if not (ROOT / path).exists():
            found.append(f"path {path}")
    found += [f"outside the repository {named}" for named in OUTSIDE.findall(text)]
    found += [f"path {named}" for named in TOP_FILES.findall(text) if not (ROOT / named).exists()]
    return found


def test_the_documentation_pages_are_there() -> None:
    """The README and the topic pages it links to."""
    names = {p.name for p in PAGES}
    assert {"README.md", "architecture.md", "cli.md", "rules.md", "speed.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_and_path_exists(page: Path) -> None:
    """Relative links (with their anchors) and repository paths named on the page exist."""
    assert broken(page, page.read_text(encoding="utf-8")) == []


def test_every_docs_page_is_linked_from_the_readme() -> None:
    """Each page in docs/ is reachable from the front page."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    linked = {t.partition("#")[0] for t in LINK.findall(readme)}
    assert [p.name for p in PAGES[1:] if f"docs/{p.name}" not in linked] == []


def test_the_check_finds_what_is_missing() -> None:
    """A missing file, a missing anchor, a stale path and a path outside the checkout are found."""
    readme = ROOT / "README.md"
    text = ("[a](docs/nothing.md) [b](docs/cli.md#no-such-heading) [c](#) "
            "`elo_core/editions.py` and `../shared/data/x.trf`; `elo_core/rules/editions.py`.")
    assert broken(readme, text) == ["link docs/nothing.md", "anchor docs/cli.md#no-such-heading",
                                    "path elo_core/editions.py",
                                    "outside the repository ../shared/data/x.trf"]
    assert slug("FIDE's rating list in, the next list out") == \
        "fides-rating-list-in-the-next-list-out"
