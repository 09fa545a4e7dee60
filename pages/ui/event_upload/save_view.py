"""Event upload's 'Save this run': the uploaded files and the page's choices into the saved-runs
store (support code for pages/event_upload.py, not a page)."""

from __future__ import annotations

from pathlib import Path

from pages.ui.common import keys, run_store
from pages.ui.event_upload import link


def save_form(file_name: str, *, games: int, players: int | None = None,
              system: str | None = None) -> None:
    """Name the run and save it: the file (and players file) with every choice as it is now;
    Saved runs reopens it here (and lists its file, `games`, and for a whole field `players`
    and `system`)."""
    sent = run_store.file_run_form(form="upload_save", name_key=keys.UP_RUN_NAME,
                                   placeholder=Path(file_name).stem or "Event")
    if sent is None:
        return
    inputs, files = link.saved_inputs()
    run_store.save_file_run(sent[0], kind="event_upload", name=sent[1], inputs=inputs,
                            headline={"file": file_name, "games": games,
                                      **({} if players is None else {"players": players}),
                                      **({} if system is None else {"system": system})},
                            files=files)
