"""Time `make run` on a fresh clone until the app serves, beside the full developer install
(`.[dev]`, what `make test` installs), in the same run: seconds and the .venv's size.

Usage: python scripts/bench_install.py [--keep]   (downloads every package twice: no pip cache)
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SERVE_SECONDS = 900


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _size_mb(folder: Path) -> float:
    total = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())
    return total / 1e6


def _clone(into: Path) -> Path:
    target = into / "clone"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(target)], check=True)
    return target


def make_run(clone: Path) -> tuple[float, float]:
    """Seconds from `make run` to a healthy server, and the .venv's size in MB."""
    port = _free_port()
    env = {**os.environ, "PIP_NO_CACHE_DIR": "1", "STREAMLIT_SERVER_PORT": str(port),
           "STREAMLIT_SERVER_HEADLESS": "true", "STREAMLIT_BROWSER_GATHER_USAGE_STATS": "false"}
    env.pop("PYTHONPATH", None)
    start = time.perf_counter()
    process = subprocess.Popen(["make", "run"], cwd=clone, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        while time.perf_counter() - start < SERVE_SECONDS:
            if process.poll() is not None:
                raise SystemExit(f"make run exited with {process.returncode}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health",
                                            timeout=2) as response:
                    if response.status == 200:
                        return time.perf_counter() - start, _size_mb(clone / ".venv")
            except (urllib.error.URLError, OSError):
                pass
            time.sleep(0.5)
        raise SystemExit(f"the app did not serve within {SERVE_SECONDS} s")
    finally:
        os.killpg(process.pid, 15)
        process.wait(timeout=30)


def dev_install(clone: Path) -> tuple[float, float]:
    """Seconds for the full developer install (`.[dev]`, as before), and the .venv's size."""
    env = {**os.environ, "PIP_NO_CACHE_DIR": "1"}
    env.pop("PYTHONPATH", None)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "venv", ".venv"], cwd=clone, check=True, env=env)
    subprocess.run([".venv/bin/python", "-m", "pip", "install", "--quiet", "-e", ".[dev]"],
                   cwd=clone, check=True, env=env)
    return time.perf_counter() - start, _size_mb(clone / ".venv")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--keep", action="store_true", help="keep the two clones")
    keep = parser.parse_args().keep
    work = Path(tempfile.mkdtemp(prefix="bench-install-"))
    try:
        run_s, run_mb = make_run(_clone(work / "run"))
        dev_s, dev_mb = dev_install(_clone(work / "dev"))
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)
    print(f"| `make run` on a fresh clone until the app serves (no pip cache) | {run_s:.0f} s, a "
          f"{run_mb:.0f} MB `.venv` | the developer install (`.[dev]`, what `make run` did "
          f"before) {dev_s:.0f} s without serving, {dev_mb:.0f} MB | {run_s / dev_s:.2f}x the "
          f"time, {run_mb / dev_mb:.2f}x the size | {os.getloadavg()[0]:.1f} |")


if __name__ == "__main__":
    main()
