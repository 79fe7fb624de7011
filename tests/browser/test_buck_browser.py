"""Buck Euchre in Chromium: choose the game, bid, drop out of a hand and play a hand out by
clicking, and read the table, the review and the score chart.

At every point where it is the user's turn the page must hold no exception and none of
the cards the user cannot see (the other players' unplayed cards, the kitty, the others'
discards), compared with the engine's own state of the match. The real Normal bots play;
the real Expert gives the hint and the review.
"""

from __future__ import annotations

import re

from euchre import games
from euchre.games.buck import BuckHand, Player

from .browser_app import AppServer
from .driver import (
    FINISHED,
    PAGE_WITHOUT_EARLIER_HAND,
    REVIEW_DONE,
    USER_BUTTONS,
    ask_hint,
    assert_no_exception,
    click_and_time,
    open_play_page,
    screenshot,
    settle,
    start_match,
    table_position,
    wait_ready,
)

MAX_HANDS = 8
# A hand in which one player takes all five tricks ends the match; with the user out of
# the hand that is not rare (three players left), so a few matches may end before the user
# has dropped out of one hand and played out another. This many is only a guard.
MAX_MATCHES = 8
OUT_OR_OVER = """() => document.body.innerText.includes('You dropped out of this hand')
  || ['scored', 'thrown in'].includes(document.querySelector('.eu-table')?.dataset.phase)"""
DROP_OUT_PHASE = "drop-out decisions"


def position_of(server: AppServer, hand_number: int, move: int) -> BuckHand:
    """The hand at the position the page shows, replayed from the engine's record."""
    match = games.load_match(server.table_record()["match"])
    played = match.hands[hand_number - 1]
    state = BuckHand.from_deal(played.deal, played.rules)
    for seat, action in played.history[:move]:
        state = state.apply(action, seat)
    return state


def assert_no_hidden_cards(page, server: AppServer) -> None:
    """Nothing in the page's HTML or text names a card South may not know now."""
    hand_number, move, _ = table_position(page)
    hidden = position_of(server, hand_number, move).hidden_from(Player.SOUTH)
    assert hidden, "there are always unseen cards during a hand"
    html, text = page.evaluate(PAGE_WITHOUT_EARLIER_HAND)
    classes = " ".join(re.findall(r'class="([^"]*)"', html))
    for card in hidden:
        assert card.symbol not in text and card.symbol not in html, f"{card.symbol} leaked"
        assert card.spoken not in html.lower(), f"{card.spoken} leaked"
        code = re.compile(rf"(?<![0-9A-Za-z]){card.text}(?![0-9A-Za-z])")
        assert not code.search(text) and not code.search(classes), f"{card.text} leaked"


def heading_size(page) -> tuple[float, float]:
    """The score heading's height and line height, measured once it is drawn (a rerun can
    replace the element while it is being measured: then measure the new one)."""
    heading = page.locator(".eu-table .eu-label",
                           has_text=re.compile("count", re.IGNORECASE)).first
    for _ in range(5):
        wait_ready(page)
        heading.wait_for(state="visible", timeout=30_000)
        height, line = heading.evaluate(
            "e => [e.isConnected ? e.getBoundingClientRect().height : 0,"
            " parseFloat(getComputedStyle(e).lineHeight)"
            " || 1.2 * parseFloat(getComputedStyle(e).fontSize)]")
        if height > 0 and line == line:  # drawn, and not NaN
            return height, line
        page.wait_for_timeout(500)
    return height, line


def visible_buttons(page):
    return page.locator(USER_BUTTONS).filter(visible=True)


def choose_button(page, phase: str, dropped_before: bool):
    """Pass every bid (so that someone else makes trump, or nobody does), drop out at the
    first drop-out decision and stay in afterwards; discard the last card, play the first
    card that may be played."""
    buttons = visible_buttons(page)
    if phase == DROP_OUT_PHASE:
        return buttons.filter(has_text="Stay in" if dropped_before else "Drop out").first
    if phase.startswith("bidding"):
        return buttons.filter(has_text=re.compile(r"^Pass$")).first
    return buttons.last if phase == "dealer's discard" else buttons.first


def test_a_buck_hand_dropping_out_and_a_hand_played_out_by_clicking(
        chromium, app_server: AppServer) -> None:
    page = open_play_page(chromium, app_server, 1280, 900)
    page.get_by_role("radio", name="Buck Euchre").click()
    page.get_by_text("everyone plays for themselves").wait_for()
    wait_ready(page)
    start_match(page, "Normal")
    board = page.locator(".eu-table")
    for name in ("You (South)", "West", "North", "East"):
        assert board.locator(f"[aria-label='{name}']").count() == 1
    assert board.locator("[aria-label='You 25, West 25, North 25, East 25']").count() == 1
    assert "count · 25 down to 0" in board.inner_text().lower()  # drawn in capitals
    height, line = heading_size(page)
    assert 0 < height < 1.5 * line, "the score heading fits on one line at 1280 px"
    screenshot(page, "buck-deal.png")

    dropped_in, played, hinted, matches = None, set(), False, 1
    for _ in range(600):
        hand_number, _, phase = settle(page, timeout_ms=120_000)
        assert_no_exception(page)
        if phase in FINISHED:
            page.wait_for_function(REVIEW_DONE, timeout=180_000)
            assert_no_exception(page)
            if dropped_in == hand_number:
                body = page.inner_text("body")
                assert "All four hands" in body and re.search(r"You( · dealer)? · dropped out",
                                                              body)
                assert "Stay in or drop out (" in body  # the decision, reviewed
            if (dropped_in and played - {dropped_in}) or hand_number >= MAX_HANDS:
                break
            if page.get_by_role("button", name="Next hand").count() == 0:
                # A player who takes all five tricks wins at once: play a new match.
                matches += 1
                assert matches <= MAX_MATCHES, (
                    f"{MAX_MATCHES} matches ended before the user played a hand out")
                page.get_by_role("button", name="Play a new match").click()
                wait_ready(page)
                page.get_by_role("radio", name="Buck Euchre").click()
                page.get_by_text("everyone plays for themselves").wait_for()
                wait_ready(page)
                start_match(page, "Normal")
                dropped_in, played = None, set()
                continue
            click_and_time(page, page.get_by_role("button", name="Next hand"))
            continue
        assert_no_hidden_cards(page, app_server)
        if phase == DROP_OUT_PHASE and not hinted:
            suggestion = ask_hint(page)
            assert suggestion in ("stay in", "drop out")
            assert page.get_by_text(re.compile(r"^Expert would (stay in|drop out)")).count() == 1
            assert_no_hidden_cards(page, app_server)
            hinted = True
        if phase == "play":
            played.add(hand_number)  # the user plays this hand's cards
        button = choose_button(page, phase, dropped_in is not None)
        dropping = phase == DROP_OUT_PHASE and dropped_in is None
        click_and_time(page, button)
        if dropping:
            dropped_in = hand_number
            wait_ready(page)
            you = board.locator("[aria-label='You (South)']")
            you.get_by_text("Dropped out").wait_for(timeout=30_000)
            # said while the others play on (a hand they end at once goes to its review)
            page.wait_for_function(OUT_OR_OVER, timeout=30_000)
            screenshot(page, "buck-drop-out.png")
    assert dropped_in is not None, "the user was never asked to stay in or drop out"
    assert played - {dropped_in}, "the user never played a hand out"

    record = app_server.table_record()
    match = games.load_match(record["match"])
    assert Player.SOUTH in match.hands[dropped_in - 1].dropped
    assert match.hands[dropped_in - 1].result().points_by_seat[Player.SOUTH] == 0
    scores = board.locator("[aria-label^='You ']").first.get_attribute("aria-label")
    you, west, north, east = match.score
    assert scores == f"You {you}, West {west}, North {north}, East {east}"
    page.get_by_role("tab", name="Score").click()
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for(timeout=30_000)
    screenshot(page, "buck-review.png")
    assert_no_exception(page)
    page.close()
