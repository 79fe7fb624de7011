"""Playing hands in Chromium as fast as the table goes, failing on the first stall.

The user passes and plays the first card the page offers; the next hand is dealt as soon
as one ends. Every wait is bounded: a table that stops moving fails with where it stood.
Used by the tests of a table that never freezes (``test_no_stall_browser.py``,
``test_lagging_server_browser.py``).
"""

from __future__ import annotations

import time

from .driver import FINISHED, assert_no_exception, start_match, wait_ready

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


def users_turn(page, where: str) -> str:
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


def click_and_see_it_taken(page, selectors: tuple[str, ...], where: str) -> str:
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


def play_hands(page, game: str, hands: int) -> int:
    """Play ``hands`` hands of ``game`` (new matches as needed); the hands played."""
    played = 0
    while played < hands:
        where = f"{game}, hand {played + 1}"
        phase = users_turn(page, where)
        if phase in FINISHED:
            played += 1
            if click_and_see_it_taken(page, ONWARD, where) == ONWARD[1]:
                start_fast(page, game)
            continue
        click_and_see_it_taken(page, CHOICES, where)
    return played


def start_fast(page, game: str) -> None:
    wait_ready(page)
    page.get_by_role("radio", name=game).click()
    wait_ready(page)
    start_match(page, "Easy", speed="Fast")


