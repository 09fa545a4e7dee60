"""Event upload steps for AppTest: upload a file, find a table the page shows by its key."""

from __future__ import annotations

from typing import Any

import pandas as pd
from streamlit.testing.v1 import AppTest

PAGE = "pages/event_upload.py"


def upload(at: Any, h: Any, name: str, data: bytes, key: str = "upload_file", *,
           open_page: bool = True) -> AppTest:
    """Upload `data` as `name` with the uploader `key` (opening the Event upload page first)."""
    if open_page:
        h.open_page(at, PAGE)
    at.file_uploader(key=key).upload(name, data, "text/plain")
    return h.rerun(at)


# AppTest does not expose a dataframe's key: each table is found by a column only it has.
MARKS = {"upload_table": "Change (rounded)", "upload_problems": "Problem",
         "upload_skipped": "Problem", "upload_player_rows": "Rating in file",
         "upload_game_log": "opponent rating"}


def frame(at: AppTest, key: str) -> pd.DataFrame:
    """The dataframe shown as `key` (recognised by its MARKS column)."""
    for shown in at.dataframe:
        if MARKS[key] in shown.value.columns:
            return shown.value
    raise AssertionError(f"no dataframe '{key}' on the page")


def has_frame(at: AppTest, key: str) -> bool:
    """Whether the dataframe `key` is shown."""
    return any(MARKS[key] in shown.value.columns for shown in at.dataframe)
