"""Benchmark helpers for the app: the Event upload page under AppTest (server side) and in headless
Chromium (what a user waits for). Run by scripts/bench_field.py, each part in its own process:

    python scripts/bench_app.py apptest FILE     -> JSON {upload, rerun}
    python scripts/bench_app.py browser FILE     -> JSON {bare_first_paint, first_paint, upload,
                                                     pick, chart, system_first, system}
    (system_first: FIDE -> US Chess; system: the median of that, -> Classic Elo and -> FIDE)
    python scripts/bench_app.py charts -          -> JSON {one_chart, scurve, tournament, analysis}
    (first chart drawn, fresh browser context each: a one-chart Streamlit page and three pages,
    in turn over five rounds; medians, and each page's median ratio to the one-chart page)
    python scripts/bench_app.py memory FILE      -> JSON {idle_mb, busy_mb, after_mb, ttl_s}
    (the server's RSS idle, after SESSIONS sessions each uploaded FILE, and once they closed
    and the session TTL passed)
"""

from __future__ import annotations

import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
IDLE = ("() => { const app = document.querySelector(\"[data-testid='stApp']\");"
        " return app && app.getAttribute('data-test-script-state') === 'notRunning'"
        " && !document.querySelector(\"[data-testid='stSkeleton']\"); }")


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
    time.sleep(2)  # the page rates the other systems in the background (about 0.5 s of CPU):
    reruns = []  # reruns are timed once that is done, as a user's next click would be
    for _ in range(3):
        start = time.perf_counter()
        at.run()
        reruns.append(time.perf_counter() - start)
    return {"upload": upload, "rerun": sorted(reruns)[1]}


def _server(app: Path, *extra: str) -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "streamlit", "run", str(app),
               "--server.headless", "true", "--server.port", str(port),
               "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
               "--server.fileWatcherType", "none", "--server.maxUploadSize", "1000", *extra]
    env = {**{key: value for key, value in os.environ.items()  # (as in bench_field.py)
              if key != "PYTHONDONTWRITEBYTECODE"}, "ELO_MAX_UPLOAD_MB": "1000",
           "MALLOC_ARENA_MAX": "2"}  # (as `make run` starts the server)
    process = subprocess.Popen(command, cwd=app.parent, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    for _ in range(600):
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1):
                return process, url
        except OSError:
            time.sleep(0.2)
    process.terminate()
    raise RuntimeError("streamlit did not start")


def _first_paint(chromium: Any, app: Path, text: str, repeat: int = 3) -> float:
    """Median time from opening the address until `text` is drawn and the page is idle, in a
    new tab each time, after a first session has loaded the server's modules."""
    process, url = _server(app)
    times = []
    try:
        warm = chromium.new_page()
        warm.goto(url)
        warm.wait_for_function(IDLE, timeout=120_000)
        warm.close()
        for _ in range(repeat):
            page = chromium.new_page(viewport={"width": 1400, "height": 1000})
            start = time.perf_counter()
            page.goto(url)
            page.get_by_text(text).first.wait_for(timeout=120_000)
            page.wait_for_function(IDLE, polling=20, timeout=120_000)
            times.append(time.perf_counter() - start)
            page.close()
    finally:
        process.terminate()
        process.wait(timeout=30)
    return sorted(times)[len(times) // 2]


def browser(path: Path) -> dict[str, float]:
    """What a user waits for in Chromium: the app's first paint beside an empty Streamlit page's
    (the plain alternative), the upload of `path` drawn, and each interaction after it, timed
    from the key press that commits it until its result is drawn and the page is idle."""
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only this subcommand

    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as driver:
        chromium = driver.chromium.launch(executable_path=CHROMIUM, headless=True,
                                          args=["--no-sandbox", "--disable-gpu",
                                                "--disable-dev-shm-usage"])
        bare = Path(tmp) / "bare.py"
        bare.write_text('import streamlit as st\n\nst.title("Expected score")\n',
                        encoding="utf-8")
        out["bare_first_paint"] = _first_paint(chromium, bare, "Expected score")
        out["first_paint"] = _first_paint(chromium, ROOT / "app.py", "Expected score")
        process, url = _server(ROOT / "app.py")
        try:
            _interactions(chromium, url, path, out)
        finally:
            process.terminate()
            process.wait(timeout=30)
        chromium.close()
    return out


def _interactions(chromium: Any, url: str, path: Path, out: dict[str, float]) -> None:
    page = chromium.new_page(viewport={"width": 1400, "height": 1000})
    page.set_default_timeout(900_000)
    page.goto(f"{url}/event_upload")
    page.wait_for_function(IDLE)

    def timed(name: str, commit: Any, done: Any) -> None:
        """`commit()` is the user's last key press or click; `done()` waits for what only the
        new state draws, then the page must be idle."""
        start = time.perf_counter()
        commit()
        done()
        page.wait_for_function(IDLE, polling=20)
        out[name] = time.perf_counter() - start

    def drawn(text: str, within: str = "") -> Any:
        scope = page.locator(within) if within else page
        return scope.get_by_text(text).first.wait_for

    timed("upload", lambda: page.locator(".st-key-upload_file input[type='file']")
          .set_input_files(str(path)), drawn("The whole field"))

    def choose(key: str, text: str, find: str | None = None) -> None:
        """Narrow the names with the search box (if the page shows one) and type the choice:
        everything but the final Enter, which `timed` measures."""
        if find is not None and page.locator(f".st-key-{find} input").count():
            page.locator(f".st-key-{find} input").fill(text)
            page.keyboard.press("Enter")
            page.get_by_text("names match").or_(page.locator(f".st-key-{key}")).first.wait_for()
            page.wait_for_function(IDLE, polling=20)
        page.locator(f".st-key-{key}").click()
        page.keyboard.type(text)

    name = "Player 00042"
    choose("upload_player", name, "upload_player_find")
    timed("pick", lambda: page.keyboard.press("Enter"), drawn(f"{name}: change per game"))
    choose("upload_season", "Player 00007", "upload_season_find")
    timed("chart", lambda: page.keyboard.press("Enter"),
          drawn("Player 00007", ".st-key-upload_season_chart"))
    switches = []  # FIDE -> US Chess (the first a user makes), -> Classic Elo, back to FIDE
    for system, k_rule in (("US Chess", "US Chess K = 800"), ("Classic Elo", "classic 'auto' K"),
                           ("FIDE", "FIDE K by the event's date")):
        choose("upload_system", system)
        timed("system", lambda: page.keyboard.press("Enter"), drawn(k_rule))
        switches.append(out["system"])
    out["system_first"], out["system"] = switches[0], sorted(switches)[1]


CHART = "[data-testid='stPlotlyChart'] .main-svg"  # a plotly chart drawn
CHART_PAGES = ("scurve", "tournament", "analysis")
ONE_CHART = ("import plotly.graph_objects as go\nimport streamlit as st\n\n"
             "st.title('One chart')\n"
             "st.plotly_chart(go.Figure(go.Scatter(x=[1, 2, 3], y=[1, 3, 2])))\n")


def _chart_time(chromium: Any, url: str) -> float:
    """Seconds from opening `url` in a fresh browser context (nothing cached) until its first
    plotly chart is drawn."""
    context = chromium.new_context(viewport={"width": 1400, "height": 1000})
    try:
        page = context.new_page()
        start = time.perf_counter()
        page.goto(url)
        page.locator(CHART).first.wait_for(timeout=120_000)
        return time.perf_counter() - start
    finally:
        context.close()


def charts(_: Path, rounds: int = 5) -> dict[str, float]:
    """First chart drawn: a one-chart Streamlit page (plotly's bundle and one small figure,
    the plain alternative) beside the S-curve, Tournament and Analysis lab pages. Both servers
    run at once and each round opens the one-chart page, then each of the three pages, so a
    drift of the machine's speed meets all of them alike: the median time of each over the
    rounds, and the median of each page's ratio to the one-chart page of the same round."""
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only this subcommand

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as driver:
        chromium = driver.chromium.launch(executable_path=CHROMIUM, headless=True,
                                          args=["--no-sandbox", "--disable-gpu",
                                                "--disable-dev-shm-usage"])
        one = Path(tmp) / "one_chart.py"
        one.write_text(ONE_CHART, encoding="utf-8")
        servers = [_server(one), _server(ROOT / "app.py")]
        try:
            for _, url in servers:  # a first visit loads each server's modules
                warm = chromium.new_context()
                warm.new_page().goto(url)
                warm.pages[0].wait_for_function(IDLE, timeout=120_000)
                warm.close()
            urls = {"one_chart": servers[0][1],
                    **{name: f"{servers[1][1]}/{name}" for name in CHART_PAGES}}
            times: dict[str, list[float]] = {name: [] for name in urls}
            for _ in range(rounds):
                for name, url in urls.items():
                    times[name].append(_chart_time(chromium, url))
        finally:
            for process, _ in servers:
                process.terminate()
                process.wait(timeout=30)
        chromium.close()
    out = {name: statistics.median(seen) for name, seen in times.items()}
    for name in CHART_PAGES:
        out[f"{name}_ratio"] = statistics.median(
            page / one for page, one in zip(times[name], times["one_chart"], strict=True))
    return out


SESSIONS = 10
TTL = 5  # seconds (Streamlit's default is 120): the bench waits it out, then SETTLE more
SETTLE = 20


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text(encoding="ascii").splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def memory(path: Path) -> dict[str, float]:
    """The server's RSS idle (after one visit, closed), after SESSIONS sessions in turn each
    uploaded `path` to the Event upload page (the last still open), and after they all closed
    and the session TTL passed."""
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only this subcommand

    process, url = _server(ROOT / "app.py", "--server.disconnectedSessionTTL", str(TTL))
    out: dict[str, float] = {"ttl_s": TTL + SETTLE}
    try:
        with sync_playwright() as driver:
            chromium = driver.chromium.launch(executable_path=CHROMIUM, headless=True,
                                              args=["--no-sandbox", "--disable-gpu",
                                                    "--disable-dev-shm-usage"])
            warm = chromium.new_context()
            page = warm.new_page()
            page.goto(f"{url}/event_upload")
            page.wait_for_function(IDLE, timeout=120_000)
            warm.close()
            time.sleep(TTL + SETTLE)
            out["idle_mb"] = _rss_mb(process.pid)
            for _ in range(SESSIONS):
                context = chromium.new_context(viewport={"width": 1400, "height": 1000})
                page = context.new_page()
                page.set_default_timeout(600_000)
                page.goto(f"{url}/event_upload")
                page.wait_for_function(IDLE)
                page.locator(".st-key-upload_file input[type='file']").set_input_files(str(path))
                page.get_by_text("The whole field").first.wait_for()
                page.wait_for_function(IDLE, polling=50)
                out["busy_mb"] = max(out.get("busy_mb", 0.0), _rss_mb(process.pid))
                context.close()
            chromium.close()
        time.sleep(TTL + SETTLE)
        out["after_mb"] = _rss_mb(process.pid)
    finally:
        process.terminate()
        process.wait(timeout=30)
    return out


if __name__ == "__main__":
    kind, file = sys.argv[1], Path(sys.argv[2])
    work = {"apptest": apptest, "browser": browser, "charts": charts, "memory": memory}[kind]
    print(json.dumps(work(file)))
