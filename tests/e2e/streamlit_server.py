"""The app's own Streamlit server for browser tests: its command, a free port, its health check."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STARTUP_SECONDS = 90


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def streamlit_command(port: int) -> list[str]:
    """The project's own streamlit (the .venv's when tests run from it)."""
    venv_streamlit = ROOT / ".venv" / "bin" / "streamlit"
    base = [str(venv_streamlit)] if venv_streamlit.exists() else [sys.executable, "-m",
                                                                   "streamlit"]
    return [*base, "run", str(ROOT / "app.py"), "--server.headless", "true",
            "--server.port", str(port), "--server.address", "127.0.0.1",
            "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"]


def wait_healthy(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    """Return once `url` answers its health check; fail with the log's end otherwise."""
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"streamlit exited with {process.returncode} before it was healthy:\n"
                        f"{log.read_text(errors='replace')[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.3)
    pytest.fail(f"streamlit was not healthy after {STARTUP_SECONDS} s:\n"
                f"{log.read_text(errors='replace')[-3000:]}")
