"""Browser journey: a games workbook (.xlsx) uploaded on Event upload, the table downloaded as
Excel (the same rows as the page's table) and the event as TRF (our writer's bytes); screenshots
at 1400 and 390 px wide."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from playwright.sync_api import Page

from elo_core.cli.convert import converted
from elo_core.io import read_event_file
from elo_core.io.trf.write import write_trf

pytestmark = pytest.mark.e2e

GROS = Path(__file__).resolve().parents[1] / "data" / "gros-2010-after-round4.trf"
SHOTS = Path("/tmp/shots-sheets")


def test_workbook_upload_excel_table_and_trf(page: Page, open_app: Callable[[str], Page],
                                            settle: Any, tmp_path: Path) -> None:
    """Gros as .xlsx: 52 players in the table; its Excel download has 52 rows under the header;
    the TRF download is what `elo-core convert` writes for the same games."""
    workbook = tmp_path / "gros.xlsx"
    event = read_event_file(GROS.read_bytes(), source=GROS.name)
    workbook.write_bytes(converted(event, ".xlsx")[0])
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(str(workbook))
    settle(page)
    with page.expect_download() as caught:
        page.get_by_role("button", name="Download the table (Excel)").click()
    book = openpyxl.load_workbook(io.BytesIO(Path(caught.value.path()).read_bytes()))
    assert book["Table"].max_row == 53
    with page.expect_download() as caught:
        page.get_by_role("button", name="Download this event as TRF").click()
    trf = Path(caught.value.path()).read_text()
    again = read_event_file(workbook.read_bytes(), source="gros.xlsx")
    assert trf == write_trf(again).text
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "upload-xlsx-1400.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 900})
    settle(page)
    page.screenshot(path=str(SHOTS / "upload-xlsx-390.png"), full_page=True)
