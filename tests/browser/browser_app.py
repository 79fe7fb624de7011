"""What the browser tests (and ``bench/browser_matches.py``) share: where outputs go, how
to start the app under ``streamlit run`` and tell that it is ready, and Chromium."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "test-output"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
APP_READY = "[data-testid='stApp'][data-test-script-state='notRunning']"


class ServerError(RuntimeError):
    """The app server exited or never reported healthy."""


@dataclass
class AppServer:
    url: str
    table_file: Path
    database: Path
    log: Path

    def log_size(self) -> int:
        return self.log.stat().st_size

    def log_since(self, size: int) -> str:
        """What the server logged after the log had ``size`` bytes."""
        with self.log.open("rb") as stream:
            stream.seek(size)
            return stream.read().decode(errors="replace")

    def table_record(self) -> dict:
        return json.loads(self.table_file.read_text())

    def timeline(self) -> list[dict]:
        """Every saved change so far, on the server's clock (see ``serve_app.py``)."""
        from .serve_app import timeline_file

        path = timeline_file(self.table_file)
        if not path.exists():
            return []
        return [json.loads(line) for line in path.read_text().splitlines()]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_healthy(url: str, process: subprocess.Popen[bytes], log: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise ServerError(f"streamlit exited with {process.returncode}:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.read().decode().strip() == "ok":
                    return
        except OSError:
            pass
        time.sleep(0.25)
    raise ServerError(f"streamlit did not report healthy within {timeout:.0f} s:\n"
                      f"{log.read_text()}")


@contextmanager
def running_app(work: Path, bot_pace_seconds: str, log_name: str = "streamlit-server.log",
                port: int | None = None,
                extra_env: dict[str, str] | None = None) -> Iterator[AppServer]:
    """``streamlit run server.py`` on a free port, with its database and table mirror in
    ``work`` (a second server on the same folder finds the same database), stopped after.
    ``extra_env`` adds settings (e.g. ``EUCHRE_TRUSTED_PROXY_HOPS``)."""
    OUTPUT.mkdir(exist_ok=True)
    port = port or free_port()
    table_file = work / "table.json"
    database = work / "euchre.db"
    log = OUTPUT / log_name
    env = {**os.environ, "EUCHRE_BOT_PACE_SECONDS": bot_pace_seconds,
           "EUCHRE_TEST_TABLE_FILE": str(table_file),
           "EUCHRE_DATABASE_URL": f"sqlite:///{database}", **(extra_env or {})}
    with log.open("ab") as log_stream:
        process = subprocess.Popen(
            [sys.executable, str(ROOT / "tests" / "browser" / "serve_app.py"), str(port)],
            cwd=ROOT, env=env, stdout=log_stream, stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, process, log, timeout=60)
        yield AppServer(url, table_file, database, log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def chromium_browser() -> Iterator[object]:
    """Debian's Chromium under Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()
