"""The address a share link starts from: the one the browser used, and whether it can open
anywhere but here (support code for the pages, not a page)."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

import streamlit as st

LOCAL_NAMES = ("localhost", "localhost.localdomain")


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
