"""The table keeps moving when the messages that pace it go astray.

- On a server whose event loop runs behind its scripts (``EUCHRE_TEST_LOOP_LAG``, see
  ``serve_app.py``), a pacer's tick could arrive while the run before it was finishing,
  and Streamlit then dropped that run's last messages, among them the timer of the next
  tick: the table froze. ``ui.fragment_ticks`` repairs that; these hands fail without it.
- A browser that never gets a pacer's timer (``EUCHRE_TEST_NO_TIMERS``) still sees the
  bots play, one step at a time: the page's watchdog wakes the table when a step is
  overdue.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from .browser_app import AppServer, running_app
from .driver import open_play_page
from .hands import CHOICES, TURN, click_and_see_it_taken, play_hands, start_fast

LAG_SECONDS = "0.15"  # longer than the pacer's tick, so that every tick can meet it
LAGGING_HANDS = 1  # of each game (without the repair, the first hand stalls)
WOKEN_MOVES = 4  # bot moves the watchdog wakes, one at a time
USER = "South"  # the user's seat in Cutthroat


@pytest.fixture(scope="module")
def lagging_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    with running_app(tmp_path_factory.mktemp("lagging"), "0.05",
                     log_name="lagging-server.log",
                     extra_env={"EUCHRE_TEST_LOOP_LAG": LAG_SECONDS}) as server:
        yield server


def test_hands_on_a_server_whose_event_loop_lags_never_stall(
        chromium, lagging_server: AppServer) -> None:
    played = 0
    for game in ("Five Hundred", "Cutthroat"):
        page = open_play_page(chromium, lagging_server, 1280, 1000)
        start_fast(page, game)
        played += play_hands(page, game, LAGGING_HANDS)
        page.close()
    assert played == 2 * LAGGING_HANDS


def _bot_moves(server: AppServer) -> list[dict]:
    return [change for change in server.timeline() if change["actor"] not in (None, USER)]


def test_a_table_without_its_pacer_moves_on_by_its_watchdog(chromium, tmp_path: Path) -> None:
    with running_app(tmp_path, "0.05", log_name="no-pacer-server.log",
                     extra_env={"EUCHRE_TEST_NO_TIMERS": "1"}) as server:
        page = open_play_page(chromium, server, 1280, 1000)
        start_fast(page, "Cutthroat")
        deadline = time.monotonic() + 20 * WOKEN_MOVES
        while len(_bot_moves(server)) < WOKEN_MOVES and time.monotonic() < deadline:
            if page.evaluate(TURN):
                click_and_see_it_taken(page, CHOICES, "Cutthroat without a pacer")
            else:
                time.sleep(0.2)
        page.close()
    changes = server.timeline()
    waits = [after["at"] - before["at"] for before, after in itertools.pairwise(changes)
             if after["actor"] not in (None, USER)]
    assert len(waits) >= WOKEN_MOVES, f"the bots made {len(waits)} moves: {changes}"
    # no pacer ticked (a bot's move waited for the watchdog), and none waited long
    assert all(2.0 < wait < 6.0 for wait in waits), waits
