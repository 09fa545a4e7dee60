"""Event upload's rating-list parts: the players upload that also takes FIDE's list (its types,
its own size limit) and the download of the next list (`field --save-list`)."""

from __future__ import annotations

import math
from functools import partial

import streamlit as st

from elo_core.field.next_list import list_csv, next_list
from elo_core.field.rate import FieldResult
from elo_core.io.fide_list.kind import LIST_MAX_BYTES, LIST_MAX_MB

PLAYERS_TYPES = ["csv", "tsv", "txt", "xlsx", "ods", "zip", "xml"]


def players_mb(widget_mb: int | None) -> int | None:
    """The players upload's limit in the widget's MB: high enough for FIDE's whole list (the
    engine refuses a players CSV over the upload limit with its own message)."""
    if widget_mb is None:
        return None
    return max(widget_mb, math.ceil(LIST_MAX_BYTES / 1_000_000) + 1)


def players_help(limit_help: str | None) -> str:
    """What the players upload takes, and its limits."""
    return ("A players CSV (matched by name), or FIDE's rating list as downloaded: the ZIP, the "
            "TXT (combined, standard, rapid or blitz list) or the XML, matched by FIDE ID (CSV "
            "white_id / black_id, PGN WhiteFideId / BlackFideId, TRF). From the list each "
            "player takes the rating and K of the event's time control, birth year, title, "
            f"federation and the inactive flag. Lists up to {LIST_MAX_MB:g} MB are read. "
            + (limit_help or ""))


def _list_bytes(result: FieldResult) -> bytes:
    return list_csv(next_list(result))


def next_list_download(result: FieldResult, stem: str) -> None:
    """The next rating list as a players CSV, written when clicked."""
    st.download_button(
        "Download the next rating list (players CSV)", partial(_list_bytes, result),
        file_name=f"{stem}-next-list.csv", mime="text/csv", key="upload_download_list",
        on_click="ignore",
        help="Every player after the file: rating, games played, peak, birth year, the K the "
             "FIDE rules give for the next period (next_k), title and FIDE ID, with what the "
             "next file needs to go on (an unrated player's pooled results, who fell off the "
             "list). Upload it as the players file of next month's games: the figures are "
             "those of rating both months in one file.")
