"""Five Hundred in Chromium: choose the game, call on the bid ladder, exchange the kitty by
clicking three of thirteen cards and play the hand out by clicking; then read the table,
the review and the score chart.

At every point where it is the user's turn the page must hold no exception and none of
the cards the user cannot see (the other players' unplayed cards, the kitty, the others'
discards), compared with the engine's own state of the match. The real Normal bots play;
the real Expert gives the review. The user calls the lowest no-trump bid the ladder
allows, so as to win the auction and exchange the kitty; a hand a bot takes is played
out too, and the next one is dealt.
"""

from __future__ import annotations

import re

from euchre import Seat, games
from euchre.games.five_hundred import FiveHundredHand

from .browser_app import AppServer
from .driver import (
    FINISHED,
    PAGE_WITHOUT_EARLIER_HAND,
    REVIEW_DONE,
    assert_no_exception,
    click_and_time,
    open_play_page,
    screenshot,
    settle,
    start_match,
    table_position,
    wait_ready,
)

MAX_HANDS = 4
NO_TRUMP_BIDS = tuple(f"{tricks}NT" for tricks in range(6, 11))


def position_of(server: AppServer, hand_number: int, move: int) -> FiveHundredHand:
    """The hand at the position the page shows, replayed from the engine's record: the page
    counts only the moves South knows of (another player's secret joker suit is not one)."""
    match = games.load_match(server.table_record()["match"])
    played = match.hands[hand_number - 1]
    state = FiveHundredHand.from_deal(played.deal, played.rules)
    shown = 0
    for seat, action in played.history:
        if shown == move:
            break
        state = state.apply(action, seat)
        shown += seat == Seat.SOUTH or not action.is_secret
    return state


def assert_no_hidden_cards(page, server: AppServer) -> None:
    """No card face, card name or card button on the page is a card South may not know
    now. (A card's symbol is not looked for: the ladder's bids are written like cards,
    "7♦ · 180".)"""
    hand_number, move, _ = table_position(page)
    state = position_of(server, hand_number, move)
    assert state.to_act == Seat.SOUTH, "the replayed position is the one the page shows"
    hidden = state.hidden_from(Seat.SOUTH)  # empty when South, the contractor, plays last
    html, _ = page.evaluate(PAGE_WITHOUT_EARLIER_HAND)
    classes = " ".join(name for name in re.findall(r'class="([^"]*)"', html)
                       if "ladder" not in name)
    for card in hidden:
        assert card.spoken not in html.lower(), f"{card.spoken} leaked"
        code = re.compile(rf"(?<![0-9A-Za-z]){card.text}(?![0-9A-Za-z])")
        assert not code.search(classes), f"{card.text} leaked"


def user_cards(page):
    return page.locator("[class*='st-key-card_'] button:enabled").filter(visible=True)


def lowest_no_trump_bid(page):
    """The ladder's lowest no-trump bid open to the user now, if any."""
    ladder = page.locator(".st-key-eu_ladder")
    for text in NO_TRUMP_BIDS:
        button = ladder.locator(f"[class*='st-key-bid_ladder_bid-{text}_'] "
                                "button:enabled").filter(visible=True)
        if button.count():
            return button.first
    return None


def test_a_five_hundred_hand_with_the_auction_and_the_kitty_played_by_clicking(
        chromium, app_server: AppServer) -> None:
    server = app_server
    page = open_play_page(chromium, server, 1280, 1000)
    page.get_by_role("radio", name="Five Hundred").click()
    page.get_by_text("Your partner North and your opponents").wait_for()
    wait_ready(page)
    start_match(page, "Normal")
    board = page.locator(".eu-table")
    for name in ("You (South)", "West", "North", "East"):
        assert board.locator(f"[aria-label='{name}']").count() == 1
    assert "score · to 500, out at −500" in " ".join(board.inner_text().lower().split())

    called = kitty_shown = False
    exchanged_in = None
    for _ in range(1200):
        hand_number, _, phase = settle(page, timeout_ms=120_000)
        assert_no_exception(page)
        if phase in FINISHED:
            page.wait_for_function(REVIEW_DONE, timeout=180_000)
            assert_no_exception(page)
            next_hand = page.get_by_role("button", name="Next hand")
            if exchanged_in is not None or hand_number >= MAX_HANDS or next_hand.count() == 0:
                break
            click_and_time(page, next_hand)
            continue
        assert_no_hidden_cards(page, server)
        if phase == "auction":
            ladder = page.locator(".st-key-eu_ladder")
            assert ladder.locator("button").count() >= 28  # 25 bids, misères, Pass
            if not called:
                screenshot(page, "fh-bid-ladder.png")
                called = True
            button = (lowest_no_trump_bid(page)
                      or ladder.get_by_role("button", name="Pass", exact=True))
            click_and_time(page, button)
            continue
        if phase == "kitty exchange":
            cards = user_cards(page)
            assert cards.count() in (13, 12, 11)
            if not kitty_shown:
                assert cards.count() == 13
                assert page.get_by_text("took the kitty; discard three cards").count() == 1
                screenshot(page, "fh-kitty-exchange.png")
                kitty_shown = True
            exchanged_in = hand_number
            click_and_time(page, cards.last)
            continue
        assert phase == "play"
        click_and_time(page, user_cards(page).first)
        naming = page.locator("[class*='st-key-joker_name_'] button:enabled").filter(
            visible=True)
        if naming.count():
            click_and_time(page, naming.first)
    else:
        raise AssertionError("the hands did not end")
    assert exchanged_in is not None, "the user never won an auction and its kitty"

    record = server.table_record()
    match = games.load_match(record["match"])
    hand = match.hands[exchanged_in - 1]
    assert hand.contract.text in NO_TRUMP_BIDS and hand.contractor == Seat.SOUTH
    assert len(hand.own_discards(Seat.SOUTH)) == 3 and len(hand.tricks) == 10
    body = page.inner_text("body")
    assert "All four hands" in body and "Contractor's discards (You)" in body
    assert "Your kitty discard 1 of 3" in body
    ours, theirs = match.score
    assert board.locator(f"[aria-label='your team {ours}, opponents {theirs}']").count() == 1
    screenshot(page, "fh-review.png")
    page.get_by_role("tab", name="Score").click()
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for(timeout=30_000)
    screenshot(page, "fh-score.png")
    assert_no_exception(page)
    page.close()
