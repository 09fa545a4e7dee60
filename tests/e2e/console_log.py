"""Console errors a page logs while a journey runs, less Streamlit's own two probes of a page's
address (streamlit/streamlit#7074: opened on /tournament, the browser first asks
/tournament/_stcore/health and /tournament/_stcore/host-config, gets 404, then asks the app's
root; Streamlit has no setting to skip them)."""

from __future__ import annotations

import re

from playwright.sync_api import ConsoleMessage, Page

PAGE_PROBE = re.compile(r"/[A-Za-z0-9_]+/_stcore/(health|host-config)$")


def _known_probe(message: ConsoleMessage) -> bool:
    url = (message.location or {}).get("url", "")
    return "404" in message.text and bool(PAGE_PROBE.search(url))


def record_errors(page: Page) -> list[str]:
    """Start recording: the list fills with each console error (text and where) from now on."""
    errors: list[str] = []

    def keep(message: ConsoleMessage) -> None:
        if message.type == "error" and not _known_probe(message):
            errors.append(f"{message.text} ({(message.location or {}).get('url', '')})")

    page.on("console", keep)
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    return errors
