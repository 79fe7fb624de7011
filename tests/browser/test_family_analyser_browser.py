"""The Hand analyser for the family in Chromium: a Five Hundred match in My stats opens one
of its positions in the analyser, which shows Expert's values for every legal option."""

from __future__ import annotations

import re

from euchre import games
from store.accounts import sign_up
from store.db import Database
from store.matches import finish_match, finished_match, start_match
from tests.store.support import play_saved_match

from .browser_app import AppServer
from .driver import assert_no_exception, screenshot, sign_in, wait_ready

USERNAME = "Ottoline_500"
PASSWORD = "bid ten no trumps 9"
IDLE = """() => { const app = document.querySelector("[data-testid='stApp']");
  return app && app.dataset.testScriptState === 'notRunning'; }"""


def _settle(page) -> None:
    page.wait_for_timeout(300)
    page.wait_for_function(IDLE, timeout=120_000)


def _recorded_five_hundred_match(server: AppServer) -> tuple[str, games.GameMatch]:
    """A finished Five Hundred match of the user, played by bots and saved move by move."""
    database = Database(f"sqlite:///{server.database}")
    try:
        user = sign_up(USERNAME, PASSWORD, db=database)
        match_id = start_match(user.id, "easy", {"single_round": True}, 5,
                               game="five_hundred", db=database)
        play_saved_match(database, user.id, match_id)
        finish_match(match_id, user.id, db=database)
        return match_id, finished_match(match_id, user.id, db=database).replay()
    finally:
        database.dispose()


def _last_choice(hand) -> int:
    """The last move of ``hand`` taken with more than one legal option (its number of
    moves before it)."""
    spec = games.game("five_hundred")
    state, choices = spec.hand_from_deal(hand.deal, hand.rules), []
    for number, (seat, action) in enumerate(hand.history):
        if len(state.legal_actions()) > 1:
            choices.append(number)
        state = state.apply(action, seat)
    return choices[-1]


def test_a_five_hundred_position_opens_from_my_stats_in_the_analyser(
        chromium, app_server: AppServer) -> None:
    match_id, match = _recorded_five_hundred_match(app_server)
    hand = match.hands[0]
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    sign_in(page, app_server.url, USERNAME, PASSWORD)
    page.goto(f"{app_server.url}/stats?match={match_id}")
    wait_ready(page)
    _settle(page)
    move = _last_choice(hand)
    thumb = page.locator("[data-testid='stSlider'] input[type='range']").first
    thumb.focus()
    for _ in range(len(hand.history) - move):  # back from the end of the hand
        thumb.press("ArrowLeft")
        _settle(page)
    seat = games.game("five_hundred").seating.names[hand.history[move][0]]

    page.get_by_role("link", name="Analyse this position with Expert").click()
    wait_ready(page)
    _settle(page)

    page.get_by_role("heading", name="Hand analyser").wait_for()
    page.get_by_role("heading", name=f"{seat}'s decision").wait_for(timeout=120_000)
    page.get_by_text(re.compile(r"^Expert would ")).wait_for()
    page.get_by_text(re.compile(r"^Expert took \d+\.\d\d s for this analysis\.")).wait_for()
    assert f"hand 1, after move {move}." in page.content()
    page.locator("[data-testid='stVegaLiteChart']").last.wait_for()
    page.locator("[data-testid='stDataFrame']").last.wait_for()
    assert 'aria-label="the card table"' in page.content()
    assert_no_exception(page)
    screenshot(page, "browser-test-analyser-five-hundred-from-stats.png")
    page.close()
