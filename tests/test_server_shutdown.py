"""Stopping the server (SIGTERM, SIGINT) stops its bot workers: none is left running."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path

import pytest

from tests.processes import marked_processes

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from streamlit_client import StreamlitClient  # noqa: E402

MARK = "EUCHRE_TEST_SERVER_MARK"


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_for_health(url: str, server: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and server.poll() is None:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as answer:
                if answer.read().strip() == b"ok":
                    return
        except OSError:
            time.sleep(0.25)
    raise AssertionError("the server did not start")


async def _start_a_match(url: str) -> None:
    """A match's start sets the bot workers going (``bot_work.warm_up``)."""
    async with StreamlitClient(url, "play") as client:
        await client.open(60)
        await client.click("setup_start", 60)


def _wait_until(condition: object, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.2)
    return bool(condition())  # type: ignore[operator]


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_stopping_the_server_stops_its_bot_workers(tmp_path: Path, stop: signal.Signals):
    mark = uuid.uuid4().hex
    port = _free_port()
    env = {**os.environ, MARK: mark, "EUCHRE_BOT_WORKERS": "2",
           "EUCHRE_DATABASE_URL": f"sqlite:///{tmp_path / 'euchre.db'}"}
    server = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(ROOT / "server.py"),
         "--server.port", str(port), "--server.address", "127.0.0.1",
         "--server.headless", "true", "--server.fileWatcherType", "none"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}"
        _wait_for_health(url, server)
        asyncio.run(_start_a_match(url))
        assert _wait_until(lambda: len(marked_processes(MARK, mark)) >= 3, 60), \
            "the workers did not start"

        server.send_signal(stop)
        server.wait(30)

        assert _wait_until(lambda: not marked_processes(MARK, mark), 10), \
            marked_processes(MARK, mark)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
        for pid in marked_processes(MARK, mark):
            os.kill(pid, signal.SIGKILL)
