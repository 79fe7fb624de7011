"""Stopping the server (SIGTERM, SIGINT) stops its bot workers: none is left running."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
import uuid
from pathlib import Path

import pytest

from tests.processes import marked_processes
from tests.server_process import ROOT, app_server

sys.path.insert(0, str(ROOT / "bench"))
from streamlit_client import StreamlitClient

MARK = "EUCHRE_TEST_SERVER_MARK"


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
    env = {MARK: mark, "EUCHRE_BOT_WORKERS": "2",
           "EUCHRE_DATABASE_URL": f"sqlite:///{tmp_path / 'euchre.db'}"}
    try:
        with app_server(env) as (url, server):
            asyncio.run(_start_a_match(url))
            assert _wait_until(lambda: len(marked_processes(MARK, mark)) >= 3, 60), \
                "the workers did not start"

            server.send_signal(stop)
            server.wait(30)

            assert _wait_until(lambda: not marked_processes(MARK, mark), 10), \
                marked_processes(MARK, mark)
    finally:
        for pid in marked_processes(MARK, mark):
            os.kill(pid, signal.SIGKILL)
