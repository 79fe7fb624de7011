"""Browser tests: the app under ``streamlit run`` driven by Debian's Chromium (Playwright).

The server runs ``tests/browser/serve_app.py``, which saves the table session to a file
after every change (through the table's save hook), so a test can compare what the
page shows with the engine's state.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from .browser_app import CHROMIUM, CHROMIUM_ARGS, OUTPUT, ROOT, AppServer

BOT_PACE_SECONDS = "0.3"
# The real Easy/Normal/Expert bots play; hints and reviews come from the tests' adviser.
SERVER_OPTIONS = ["--test-adviser"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_healthy(url: str, process: subprocess.Popen[bytes], log: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"streamlit exited with {process.returncode}:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.read().decode().strip() == "ok":
                    return
        except OSError:
            pass
        time.sleep(0.25)
    pytest.fail(f"streamlit did not report healthy within {timeout:.0f} s:\n{log.read_text()}")


@pytest.fixture(scope="session")
def app_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    OUTPUT.mkdir(exist_ok=True)
    work = tmp_path_factory.mktemp("app")
    port = _free_port()
    table_file = work / "table.json"
    log = OUTPUT / "streamlit-server.log"
    env = {**os.environ, "EUCHRE_BOT_PACE_SECONDS": BOT_PACE_SECONDS,
           "EUCHRE_TEST_TABLE_FILE": str(table_file),
           "EUCHRE_DATABASE_URL": f"sqlite:///{work / 'euchre.db'}"}
    with log.open("wb") as log_stream:
        process = subprocess.Popen(
            [sys.executable, str(ROOT / "tests" / "browser" / "serve_app.py"), str(port),
             *SERVER_OPTIONS],
            cwd=ROOT, env=env, stdout=log_stream, stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, process, log, timeout=60)
        yield AppServer(url, table_file)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
def chromium() -> Iterator[object]:
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (`apt-get install -y "
                    "chromium`, which `make test` does) to run the browser tests.")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()
