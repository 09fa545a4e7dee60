"""Issue 18 item 4: one upload limit with one wording on every uploader of the app."""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

UPLOADERS = (("pages/event_upload.py", "upload_file"), ("pages/analysis.py", "an_file"))
HELP = ("Up to 50 MB per file (ELO_MAX_UPLOAD_MB sets the limit); a bigger file is refused with "
        "its size.")


@pytest.mark.parametrize(("page", "key"), UPLOADERS)
def test_every_uploader_says_50_mb(at: AppTest, h: Any, page: str, key: str,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Default: the widget's own limit is 50 (it shows "50MB per file"; was 54 on Event
    upload and 2048, "2GB", on the Analysis lab) and the help says the same 50 MB."""
    monkeypatch.delenv("ELO_MAX_UPLOAD_MB", raising=False)
    h.open_page(at, page)
    uploader = at.file_uploader(key=key).proto
    assert uploader.max_upload_size_mb == 50
    assert uploader.help == HELP


def test_the_players_uploader_also_takes_fides_whole_list(at: AppTest, h: Any,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The one exception, said in its help: FIDE's rating list (about 300 MB unzipped) has a
    limit of its own, 1,536 MB, so the widget lets 1,612 MB through; a players CSV still has
    the 50 MB limit, in the same words as every other uploader."""
    monkeypatch.delenv("ELO_MAX_UPLOAD_MB", raising=False)
    h.open_page(at, "pages/event_upload.py")
    uploader = at.file_uploader(key="upload_players_file").proto
    assert uploader.max_upload_size_mb == 1612
    assert "Lists up to 1536 MB are read. " + HELP in uploader.help


def test_a_bad_limit_is_said_on_the_analysis_lab(at: AppTest, h: Any,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """ELO_MAX_UPLOAD_MB=lots is refused with its name on the Analysis lab too; its examples
    still open."""
    monkeypatch.setenv("ELO_MAX_UPLOAD_MB", "lots")
    h.open_page(at, "pages/analysis.py")
    assert h.errors(at) == [
        "ELO_MAX_UPLOAD_MB is set to 'lots', which is not a size in MB: set it to a positive "
        "number such as 50, or unset it for the default. Until then only the examples can be "
        "analysed."]
    assert "Games played" in h.metrics(at)
