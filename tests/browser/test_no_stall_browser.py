"""Many hands at the fastest bot speed with no stall: Five Hundred (its auction and kitty
exchange, where a table once stayed at "North is thinking…") and Cutthroat (where a Pass
click once did nothing for 10 s). The user passes and plays the first card the page
offers; the next hand is dealt as soon as one ends. Every wait for the user's turn is
bounded: a table that stops moving fails the test with where it stood. Also: a lost
connection says so on the table."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from .browser_app import AppServer, running_app
from .driver import FINISHED, assert_no_exception, open_play_page, start_match, wait_ready

# The suite plays a short run; ``EUCHRE_STALL_HANDS=30`` plays the long one (a third of
# the hands Five Hundred, the rest Cutthroat), which takes several minutes.
STALL_HANDS = int(os.environ.get("EUCHRE_STALL_HANDS", "9"))
FIVE_HUNDRED_HANDS = STALL_HANDS // 3
CUTTHROAT_HANDS = STALL_HANDS - FIVE_HUNDRED_HANDS
STALL_SECONDS = 15  # far above a bot decision at the fastest speed, far below a freeze
TURN = """() => {
  const app = document.querySelector("[data-testid='stApp']");
  const table = document.querySelector('.eu-table');
  if (!table || !app || app.dataset.testScriptState !== 'notRunning') return false;
  if (['scored', 'thrown in'].includes(table.dataset.phase)) return true;
  return [...document.querySelectorAll("[class*='st-key-bid_'] button:enabled, "
      + "[class*='st-key-card_'] button:enabled, "
      + "[class*='st-key-joker_name_'] button:enabled")]
    .some((button) => button.checkVisibility());
}"""


@pytest.fixture(scope="module")
def fast_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[AppServer]:
    with running_app(tmp_path_factory.mktemp("fast"), "0.05",
                     log_name="no-stall-server.log") as server:
        yield server


def _users_turn(page, where: str) -> str:
    """Wait for the user's turn or the hand's end; the table's phase."""
    try:
        page.wait_for_function(TURN, timeout=STALL_SECONDS * 1000)
    except Exception as error:  # Playwright's timeout: the table stalled
        raise AssertionError(f"{where}: the table did not move for {STALL_SECONDS} s "
                             f"({page.evaluate(POSITION)})") from error
    assert_no_exception(page)
    return page.locator(".eu-table").get_attribute("data-phase")


POSITION = """() => { const t = document.querySelector('.eu-table');
  return t ? [t.dataset.hand, t.dataset.move, t.dataset.phase].join(' ') : 'no table'; }"""
# The position is read in the same step as the click, before it: read after, it could
# already be the next one (the user's turn again after their card won the trick), and
# the wait for a change would then wait for a click that never comes.
CLICK_FIRST = f"""(selectors) => {{
  for (const selector of selectors) {{
    const button = [...document.querySelectorAll(selector)]
      .find((b) => !b.disabled && b.checkVisibility());
    if (button) {{ const before = ({POSITION})(); button.click(); return [selector, before]; }}
  }}
  return null;
}}"""
MOVED_ON = f"(before) => ({POSITION})() !== before"
ONWARD = (".st-key-next_hand button", ".st-key-new_match button")
CHOICES = ("[class*='st-key-joker_name_'] button",
           "[class*='st-key-bid_pass'] button", "[class*='st-key-bid_ladder_pass'] button",
           "[class*='st-key-bid_'] button", "[class*='st-key-card_'] button")


def _click_and_see_it_taken(page, selectors: tuple[str, ...], where: str) -> str:
    """Click the first enabled, visible button of ``selectors`` (in order of preference)
    and wait until the table moves on; a click the table does not take within the stall
    limit fails. Returns the selector clicked."""
    deadline = time.monotonic() + STALL_SECONDS
    done = None
    while done is None and time.monotonic() < deadline:
        done = page.evaluate(CLICK_FIRST, list(selectors))
        if done is None:
            time.sleep(0.1)
    assert done is not None, f"{where}: nothing to click ({page.evaluate(POSITION)})"
    clicked, before = done
    left = max(1.0, deadline - time.monotonic())
    try:
        page.wait_for_function(MOVED_ON, arg=before, timeout=left * 1000)
    except Exception as error:  # Playwright's timeout: the click did nothing
        raise AssertionError(f"{where}: a click on {clicked} did nothing for "
                             f"{STALL_SECONDS} s ({before})") from error
    return clicked


def _play_hands(page, game: str, hands: int) -> int:
    """Play ``hands`` hands of ``game`` (new matches as needed); the hands played."""
    played = 0
    while played < hands:
        where = f"{game}, hand {played + 1}"
        phase = _users_turn(page, where)
        if phase in FINISHED:
            played += 1
            if _click_and_see_it_taken(page, ONWARD, where) == ONWARD[1]:
                _start(page, game)
            continue
        _click_and_see_it_taken(page, CHOICES, where)
    return played


def _start(page, game: str) -> None:
    wait_ready(page)
    page.get_by_role("radio", name=game).click()
    wait_ready(page)
    start_match(page, "Easy", speed="Fast")


def test_hands_of_five_hundred_and_cutthroat_at_the_fastest_speed_never_stall(
        chromium, fast_server: AppServer) -> None:
    started = time.monotonic()
    page = open_play_page(chromium, fast_server, 1280, 1000)
    _start(page, "Five Hundred")
    played = _play_hands(page, "Five Hundred", FIVE_HUNDRED_HANDS)
    page.close()
    five_hundred_seconds = time.monotonic() - started

    page = open_play_page(chromium, fast_server, 1280, 1000)
    _start(page, "Cutthroat")
    played += _play_hands(page, "Cutthroat", CUTTHROAT_HANDS)
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

