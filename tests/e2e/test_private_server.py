"""The app as shipped is private: `streamlit run app.py` with the repo's own config listens on
the loopback interface only and makes no outside connection while it starts (issue 18 item 3)."""

from __future__ import annotations

import ipaddress
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import tomllib
import urllib.request
from pathlib import Path

import pytest

from tests.e2e.streamlit_server import ROOT, STARTUP_SECONDS, free_port

pytestmark = pytest.mark.e2e
CONNECT = re.compile(r'connect\(\d+, \{sa_family=AF_INET6?, sin6?_port=htons\((?P<port>\d+)\),'
                     r'.*?(?:inet_addr\("(?P<v4>[^"]+)"\)|inet_pton\(AF_INET6, "(?P<v6>[^"]+)")')


def test_the_shipped_config_is_private() -> None:
    """The tracked .streamlit/config.toml sets a loopback address and no usage statistics."""
    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8"))
    assert config["server"]["address"] == "localhost"
    assert config["browser"]["gatherUsageStats"] is False


def _started(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    """Wait until the server answers and has printed its address (the start is over)."""
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        assert process.poll() is None, log.read_text(errors="replace")[-3000:]
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.status == 200 and "URL:" in log.read_text(errors="replace"):
                    return
        except OSError:
            pass
        time.sleep(0.3)
    pytest.fail(f"not started after {STARTUP_SECONDS} s:\n{log.read_text(errors='replace')}")


def _listening(port: int) -> list[str]:
    """The local addresses of the TCP sockets listening on `port`."""
    out = subprocess.run(["ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True,
                         check=True).stdout
    hosts = [line.split()[3].rsplit(":", 1)[0].strip("[]") for line in out.splitlines()]
    return ["0.0.0.0" if host == "*" else host for host in hosts]  # ss's '*': every interface


def test_the_server_listens_on_loopback_only_and_calls_nobody(tmp_path: Path) -> None:
    """Started as a user would (no address on the command line, headless as on a server):
    every listening socket is 127.0.0.1 or ::1, every connect() goes to a loopback address
    (before the fix: 0.0.0.0 and a DNS query to the resolver for the 'External URL'), and the
    log names one local URL."""
    strace = shutil.which("strace")
    if strace is None:
        pytest.fail("this test needs strace (apt-get install strace) to watch connections")
    port = free_port()
    trace, log = tmp_path / "connect.trace", tmp_path / "streamlit.log"
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("STREAMLIT_")}  # the shipped config only
    env["ELO_STORE_PATH"] = str(tmp_path / "runs.sqlite3")
    command = [strace, "-f", "-qq", "-e", "trace=connect", "-o", str(trace), sys.executable,
               "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.port", str(port),
               "--server.headless", "true", "--server.fileWatcherType", "none"]
    with log.open("wb") as sink:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=sink,
                                   stderr=subprocess.STDOUT, start_new_session=True)
    try:
        _started(f"http://127.0.0.1:{port}", process, log)
        addresses = _listening(port)
    finally:
        os.killpg(process.pid, signal.SIGTERM)  # strace and the server it started, only
        process.wait(timeout=60)
    outside = [m.group(0) for m in CONNECT.finditer(trace.read_text(errors="replace"))
               if not ipaddress.ip_address(m.group("v4") or m.group("v6")).is_loopback]
    assert outside == []
    assert addresses
    assert all(ipaddress.ip_address(a).is_loopback for a in addresses), addresses
    text = log.read_text(errors="replace")
    assert f"URL: http://localhost:{port}" in text
    assert "External URL" not in text
    assert "Network URL" not in text
