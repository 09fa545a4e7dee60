"""Benchmark helpers for the app: the Event upload page under AppTest (server side) and in headless
Chromium (what a user waits for). Run by scripts/bench_field.py, each part in its own process:

    python scripts/bench_app.py apptest FILE     -> JSON {upload, rerun}
    python scripts/bench_app.py browser FILE     -> JSON {first_paint, upload, pick, system, chart}
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
IDLE = ("() => { const app = document.querySelector(\"[data-testid='stApp']\");"
        " return app && app.getAttribute('data-test-script-state') === 'notRunning'"
        " && !document.querySelector(\"[data-testid='stSkeleton']\"); }")
RUNNING = ("() => document.querySelector(\"[data-testid='stApp']\")"
           ".getAttribute('data-test-script-state') === 'running'")


def apptest(path: Path) -> dict[str, float]:
    """Upload `path` on the Event upload page, then rerun three times with nothing changed."""
    from streamlit.testing.v1 import AppTest  # noqa: PLC0415 - only this subcommand needs it

    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=900)
    at.run()
    at.switch_page("pages/event_upload.py")
    at.run()
    start = time.perf_counter()
    at.file_uploader(key="upload_file").upload(path.name, path.read_bytes(), "text/csv")
    at.run()
    upload = time.perf_counter() - start
    assert not at.exception, [e.value for e in at.exception]
    reruns = []
    for _ in range(3):
        start = time.perf_counter()
        at.run()
        reruns.append(time.perf_counter() - start)
    return {"upload": upload, "rerun": sorted(reruns)[1]}


def _server() -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"),
               "--server.headless", "true", "--server.port", str(port),
               "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
               "--server.fileWatcherType", "none", "--server.maxUploadSize", "1000"]
    env = {**os.environ, "ELO_MAX_UPLOAD_MB": "1000"}
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    for _ in range(600):
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1):
                return process, url
        except OSError:
            time.sleep(0.2)
    process.terminate()
    raise RuntimeError("streamlit did not start")


def browser(path: Path) -> dict[str, float]:
    """Times from the user's action until the page is idle and the expected thing is drawn."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: PLC0415
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only this subcommand

    process, url = _server()
    out: dict[str, float] = {}
    try:
        with sync_playwright() as driver:
            chromium = driver.chromium.launch(executable_path=CHROMIUM, headless=True,
                                              args=["--no-sandbox", "--disable-gpu",
                                                    "--disable-dev-shm-usage"])
            warm = chromium.new_page()  # the server's first session loads its modules
            warm.goto(url)
            warm.wait_for_function(IDLE, timeout=120_000)
            warm.close()
            page = chromium.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(900_000)

            def timed(name: str, action: object, done: str | None = None) -> None:
                start = time.perf_counter()
                action()  # type: ignore[operator]
                with contextlib.suppress(PlaywrightTimeout):  # done before we looked
                    page.wait_for_function(RUNNING, timeout=3_000)
                page.wait_for_function(IDLE)
                if done is not None:
                    page.get_by_text(done).first.wait_for()
                out[name] = time.perf_counter() - start

            timed("first_paint", lambda: page.goto(url), "Expected score")
            page.goto(f"{url}/event_upload")
            page.wait_for_function(IDLE)
            timed("upload", lambda: page.locator(".st-key-upload_file input[type='file']")
                  .set_input_files(str(path)), "The whole field")
            name = "Player 00042"

            def choose(key: str, text: str, find: str | None = None) -> None:
                """Narrow the names with the search box (if the page shows one), then pick."""
                if find is not None and page.locator(f".st-key-{find} input").count():
                    page.locator(f".st-key-{find} input").fill(text)
                    page.keyboard.press("Enter")
                    page.wait_for_function(IDLE)
                page.locator(f".st-key-{key}").click()
                page.keyboard.type(text)
                page.keyboard.press("Enter")

            timed("pick", lambda: choose("upload_player", name, "upload_player_find"),
                  f"{name}: change per game")
            timed("chart", lambda: choose("upload_season", "Player 00007", "upload_season_find"))
            timed("system", lambda: choose("upload_system", "uscf"), "The whole field")
            chromium.close()
    finally:
        process.terminate()
        process.wait(timeout=30)
    return out


if __name__ == "__main__":
    kind, file = sys.argv[1], Path(sys.argv[2])
    print(json.dumps(apptest(file) if kind == "apptest" else browser(file)))
