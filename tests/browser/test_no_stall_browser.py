"""Many hands at the fastest bot speed with no stall: Five Hundred (its auction and kitty
exchange, where a table once stayed at "North is thinking…") and Cutthroat (where a Pass
click once did nothing for 10 s), played by ``hands.play_hands``: a table that stops
moving fails the test with where it stood. Also: a lost connection says so on the
table."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from .browser_app import AppServer, running_app
from .driver import open_play_page, start_match
from .hands import play_hands, start_fast

# The suite plays a short run; ``EUCHRE_STALL_HANDS=30`` plays the long one (a third of
# the hands Five Hundred, the rest Cutthroat), which takes several minutes.
STALL_HANDS = int(os.environ.get("EUCHRE_STALL_HANDS", "9"))
FIVE_HUNDRED_HANDS = STALL_HANDS // 3
CUTTHROAT_HANDS = STALL_HANDS - FIVE_HUNDRED_HANDS


@pytest.fixture(scope="module")
def fast_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    with running_app(tmp_path_factory.mktemp("fast"), "0.05",
                     log_name="no-stall-server.log") as server:
        yield server


def test_hands_of_five_hundred_and_cutthroat_at_the_fastest_speed_never_stall(
        chromium, fast_server: AppServer) -> None:
    started = time.monotonic()
    page = open_play_page(chromium, fast_server, 1280, 1000)
    start_fast(page, "Five Hundred")
    played = play_hands(page, "Five Hundred", FIVE_HUNDRED_HANDS)
    page.close()
    five_hundred_seconds = time.monotonic() - started

    page = open_play_page(chromium, fast_server, 1280, 1000)
    start_fast(page, "Cutthroat")
    played += play_hands(page, "Cutthroat", CUTTHROAT_HANDS)
    page.close()
    assert played >= STALL_HANDS
    print(f"{played} hands in {time.monotonic() - started:.0f} s (Five Hundred "
          f"{five_hundred_seconds:.0f} s)")


def test_a_lost_connection_says_so_on_the_table(chromium, tmp_path: Path) -> None:
    with running_app(tmp_path, "5", log_name="connection-lost-server.log") as server:
        page = open_play_page(chromium, server, 1280, 1000)
        start_match(page, "Easy")
        notice = page.locator(".eu-connection-lost")
        assert notice.count() == 1 and not notice.is_visible()
    notice.wait_for(state="visible", timeout=20_000)  # the server is gone
    assert "connection to the server is lost" in notice.inner_text()
    page.close()

