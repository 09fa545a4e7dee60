"""Real-browser check on a 200,000-game season: after the upload, sorting the whole-field table
and picking a player still give the right rows (correctness only: no timing is asserted)."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest
from playwright.sync_api import Page, expect

from elo_core.display.field_tables import player_table
from elo_core.display.player_view import player_events
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
HEADER_Y, FIRST_ROW_Y = 18, 53  # the grid's header row and first data row, in pixels
VISIBLE_GRIDS = "[data-testid='stDataFrame']:visible"  # (not those in a folded expander)


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_big_csv",
                                                  ROOT / "scripts" / "make_big_csv.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def season(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """200,000 games, 10,000 players, 12 monthly events, written to a temporary folder."""
    path = tmp_path_factory.mktemp("big") / "season.csv"
    _generator().make_games(200_000, 10_000, 12).to_csv(path, index=False)
    return path


class Grid:
    """One st.dataframe. It draws on a canvas; the grid's accessible table (th and td elements
    for the rows in view) gives the text, clicks on the canvas sort."""

    def __init__(self, page: Page, index: int) -> None:
        self.page = page
        self.columns: dict[str, float] = {"Player": 40}  # the first column, always this wide
        self.canvas = page.locator(VISIBLE_GRIDS).nth(index).locator(
            "[data-testid='data-grid-canvas']")

    def show(self) -> None:
        """Scroll the grid to the middle of the view (clear of the top bar) and focus it, which
        makes it build its accessible table."""
        self.canvas.evaluate("e => e.scrollIntoView({block: 'center', behavior: 'instant'})")
        self.canvas.focus()
        expect(self.canvas.locator("th").first).to_be_attached()

    def headers(self) -> list[str]:
        self.show()
        return [text.strip("↑↓ ") for text in self.canvas.locator("th").all_inner_texts()]

    def sorted_by(self) -> tuple[str, str] | None:
        """(column, '↑' or '↓') of the sorted column, None when unsorted."""
        for text in self.canvas.locator("th").all_inner_texts():
            if text[:1] in ("↑", "↓"):
                return text.strip("↑↓ "), text[0]
        return None

    def first_row(self) -> dict[str, str]:
        cells = self.canvas.locator("tbody tr").first.locator("td").all_inner_texts()
        return dict(zip(self.headers(), cells, strict=True))

    def _box(self) -> dict[str, float]:
        box = self.canvas.bounding_box()
        assert box is not None
        return dict(box)

    def _copy(self, x: float) -> str:
        """The first-row cell at x, copied (Ctrl+C) to the emptied clipboard."""
        box = self._box()
        self.page.evaluate("() => navigator.clipboard.writeText('')")
        self.page.mouse.click(box["x"] + x, box["y"] + FIRST_ROW_Y)
        self.page.keyboard.press("Control+c")
        for _ in range(20):
            self.page.wait_for_timeout(100)
            if text := str(self.page.evaluate("() => navigator.clipboard.readText()")):
                return text
        return ""

    def locate_second(self) -> float:
        """The middle of the second column (its edges are resize handles in the header): the
        first-row cells are copied from the left until the value changes twice."""
        self.show()
        name = self._copy(self.columns["Player"])
        xs = range(int(self.columns["Player"]) + 10, int(self._box()["width"]), 10)
        left = next(x for x in xs if self._copy(x) not in ("", name))
        value = self._copy(left)
        right = next(x for x in range(left + 10, left + 400, 10) if self._copy(x) != value)
        self.columns[self.headers()[1]] = (left + right - 10) / 2
        return self.columns[self.headers()[1]]

    def sort(self, column: str, arrow: str) -> None:
        """Click the column's header until it is sorted in the `arrow` direction (each click
        waits for the sort to show)."""
        x = self.columns[column]
        box = self._box()
        for _ in range(3):
            before = self.sorted_by()
            if before == (column, arrow):
                return
            self.page.mouse.click(box["x"] + x, box["y"] + HEADER_Y)
            for _ in range(100):
                if self.sorted_by() != before:
                    break
                self.page.wait_for_timeout(100)
        raise AssertionError(f"could not sort by {column} {arrow}: {self.sorted_by()}")


def test_sort_and_pick_a_player_on_a_big_season(page: Page, open_app: Callable[[str], Page],
                                                settle: Callable[[Page], None],
                                                season: Path) -> None:
    """Sort by player and by rating (first row = the engine's extreme), then find and pick a
    player: their chart and their event rows (first event as the engine rates it) appear."""
    data = season.read_bytes()
    result = rate_field(read_event_file(data, source=season.name), system=System.FIDE)
    table = player_table(result)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(str(season))
    settle(page)
    expect(page.get_by_text("The whole field", exact=True)).to_be_visible()
    expect(page.locator("[data-testid='stException']")).to_have_count(0)

    field = Grid(page, 1)
    assert field.headers()[:4] == ["Player", "Rating", "Change", "New rating"]  # phone-first
    field.locate_second()
    assert field.first_row()["Player"] in set(table["Player"])
    field.sort("Player", "↑")
    assert field.first_row()["Player"] == min(table["Player"])
    field.sort("Player", "↓")
    assert field.first_row()["Player"] == max(table["Player"])
    field.sort("Rating", "↑")
    assert float(field.first_row()["Rating"]) == table["Rating"].min()
    field.sort("Rating", "↓")
    top = field.first_row()
    assert float(top["Rating"]) == table["Rating"].max()

    name = "Player 00042"
    finder = page.locator(".st-key-upload_player_find input")  # 10,000 names: search first
    finder.fill("00042")
    finder.press("Enter")
    settle(page)
    picker = page.locator(".st-key-upload_player")
    picker.click()
    page.keyboard.type(name)
    expect(page.get_by_role("option", name=name, exact=True)).to_be_visible()  # (then Enter)
    page.keyboard.press("Enter")
    settle(page)
    expect(page.get_by_text(f"{name}: change per game")).to_be_visible()
    expect(picker.get_by_role("combobox")).to_have_value(name)
    mine = player_events(result, name)
    grids = [Grid(page, i) for i in range(page.locator(VISIBLE_GRIDS).count())]
    events_grid = next(g for g in grids if {"Rating before", "Rating in file"} <= set(g.headers()))
    for _ in range(50):  # the grid's accessible table follows the new rows a moment later
        shown = events_grid.first_row()
        if float(shown["Rating before"]) == mine["Rating before"].iloc[0]:
            break
        page.wait_for_timeout(200)
    assert shown["Event"] == mine["Event"].iloc[0]
    assert float(shown["Rating before"]) == mine["Rating before"].iloc[0]
    assert float(shown["Rating in file"]) == mine["Rating in file"].iloc[0]
    assert field.sorted_by() == ("Rating", "↓")  # the big table was not redrawn
    assert field.first_row() == top
