"""The address a share link starts from: the one the browser used, and whether it can open
anywhere but here (support code for the pages, not a page)."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

import streamlit as st

from elo_core.display.safe_text import Surface, literal

LOCAL_NAMES = ("localhost", "localhost.localdomain")
# One line that scrolls sideways, in the code font on the theme's code background: a link is never
# cut mid-number (issue 18). Plain HTML, not st.code: st.code makes the browser load Streamlit's
# 1.5 MB syntax highlighter, which the page's first chart then waits for (issue 21).
LINK_STYLE = ("overflow-x: auto; white-space: pre; padding: 0.75rem 1rem; border-radius: 0.5rem;"
              " font-family: 'Source Code Pro', monospace; font-size: 0.875rem;"
              " line-height: 1.6; background: {background};")


def page_address(fallback: str) -> str:
    """The page's address as the browser opened it (host, port and path; `fallback`, a
    relative path, when the browser has not said)."""
    return st.context.url or fallback


def is_this_computer(url: str) -> bool:
    """True when `url` names this computer only (localhost, 127.x.x.x, ::1)."""
    host = (urlsplit(url).hostname or "").lower()
    if host in LOCAL_NAMES or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def local_note(url: str) -> str | None:
    """What to say under a link that opens on this computer only (None for any other)."""
    if not is_this_computer(url):
        return None
    host = urlsplit(url).hostname
    return (f"This link starts with {host}, this computer's own name for itself: it opens "
            "here, not on a friend's machine. To share it, serve the app on your network "
            "(README: 'Private by default; serving a room'), open the page from that address "
            "and copy the link again.")


def show_link(link: str, *, key: str) -> None:
    """`link` on one line that scrolls sideways (selectable as one piece of text), in a
    container keyed `key` (its element: `.st-key-<key> code`)."""
    style = LINK_STYLE.format(background=st.get_option("theme.secondaryBackgroundColor")
                              or "#f0f2f6")
    st.container(key=key).html(f'<div style="{literal(style, Surface.HTML)}"><code>'
                               f"{literal(link, Surface.HTML)}</code></div>")
