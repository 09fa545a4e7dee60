"""'Download as TRF' for one event of the uploaded file (FIDE TRF-16, as `elo-core convert`
writes it), or why this event has no TRF form. The file is written when the button is clicked;
the session keeps only whether each event can be written (and what a TRF leaves out)."""

from __future__ import annotations

from typing import Any

import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.display.text import file_stem
from elo_core.errors import EloError
from elo_core.io.games import EventFile
from elo_core.io.trf.write import HEADER_CODES, write_trf


def _checked(views: dict[str, Any], event: str) -> str | EloError:
    """What the event's TRF leaves out ('' for nothing), or why it cannot be written; found
    once per event and file."""
    store: dict[str, str | EloError] = views.setdefault("trf", {})
    if event not in store:
        source: EventFile = views["event"]
        try:
            store[event] = "; ".join(w.what for w in write_trf(source, event=event).warnings)
        except EloError as exc:  # (a writer refusal, said under the button)
            store[event] = exc
    return store[event]


SET_HERE = ("022", "032", "042", "052", "072", "092", "102", "112", "122")


def _header_inputs(source: EventFile) -> dict[str, str]:
    """The header lines the user types (a blank box: the line as the file has it, if any)."""
    read: dict[str, list[str]] = {}
    for code, text in source.trf_header:
        read.setdefault(code, []).append(text)
    given = {}
    with st.expander("TRF header lines (place, federation, dates, arbiters...)"):
        st.caption("Blank: the line as the uploaded TRF has it (a spreadsheet or PGN has none). "
                   "What you type replaces it in the TRF you download.")
        cols = st.columns(3)
        for index, code in enumerate(SET_HERE):
            text = cols[index % 3].text_input(
                f"{code} {HEADER_CODES[code]}", key=f"upload_trf_{code}", max_chars=200,
                placeholder=" / ".join(read.get(code, [])), persist_state="session")
            if text.strip():
                given[code] = text.strip()
    return given


def trf_download(views: dict[str, Any], event: str) -> None:
    """The button (or, for an event a TRF cannot hold, the first reason)."""
    done = _checked(views, event)
    if isinstance(done, EloError):
        problems = getattr(done, "problems", ())
        more = getattr(done, "total", 1) - 1
        st.caption(f"No TRF for this event: {markdown_text(problems[0] if problems else done)}"
                   + (f" (and {more:,} more)" if more > 0 else ""))
        return
    source: EventFile = views["event"]
    given = _header_inputs(source)

    def written() -> bytes:
        return write_trf(source, event=event, header=given).text.encode("utf-8")

    st.download_button("Download this event as TRF", written,
                       file_name=f"{file_stem(event, default='event')}.trf", mime="text/plain",
                       key="upload_trf", on_click="ignore",
                       help="FIDE's tournament report file (TRF-16): one line per player with "
                            "the points (byes and forfeits included), the rank by points and "
                            "every round" + (f". Not in a TRF: {done}" if done else ""))
