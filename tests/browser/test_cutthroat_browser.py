"""Cutthroat in Chromium: choose the game, bid, take the dummy and discard five of the ten
cards by clicking, play the hand out and read the review.

At every point where it is the user's turn the page must hold no exception and none of
the cards the user cannot see (the other players' unplayed cards, the dummy, the kitty,
the others' discards), compared with the engine's own state of the match. The real
Normal bots play; the real Expert gives the hint and the review.
"""

from __future__ import annotations

import re

from euchre import Card, games
from euchre.games.cutthroat import CutthroatHand, Player

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

MAX_HANDS = 6
MAKE_TRUMP = ("Order it up", "Pick it up", "Take the dummy")


def position_of(server: AppServer, hand_number: int, move: int) -> CutthroatHand:
    """The hand at the position the page shows, replayed from the engine's record."""
    match = games.load_match(server.table_record()["match"])
    played = match.hands[hand_number - 1]
    state = CutthroatHand.from_deal(played.deal, played.rules)
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


def choose_button(page, phase: str):
    """Make trump whenever possible (so that the user takes the dummy), else the first
    button."""
    buttons = page.locator(USER_BUTTONS).filter(visible=True)
    labels = [button.inner_text() for button in buttons.all()]
    wanted = next((label for label in MAKE_TRUMP if label in labels), None)
    if wanted is None and phase == "bidding round 2":
        wanted = next((label for label in labels if label.startswith("Name")), None)
    return buttons.filter(has_text=wanted).first if wanted is not None else buttons.first


def last_card(page) -> tuple[Card, object]:
    """The last card of the user's hand shown as a button: the card and its button."""
    holder = page.locator("[class*='st-key-card_']:has(button:enabled)").filter(
        visible=True).last
    key = re.search(r"st-key-card_[rb]_\d+_\d+_(\w+)", holder.get_attribute("class"))[1]
    return Card.parse(key), holder.locator("button").first


def discards_shown(page) -> list[Card]:
    row = page.locator("[aria-label='your discards']")
    if not row.count():
        return []
    return [Card.parse(text) for text in row.first.get_attribute("data-cards").split()]


def test_a_cutthroat_hand_with_the_merge_with_the_dummy_by_clicking(
        chromium, app_server: AppServer) -> None:
    page = open_play_page(chromium, app_server, 1280, 900)
    page.get_by_role("radio", name="Cutthroat").click()
    page.get_by_text("everyone plays for themselves").wait_for()
    wait_ready(page)
    start_match(page, "Normal")
    board = page.locator(".eu-table")
    assert board.locator("[aria-label='the dummy']").count() == 1
    assert board.locator("[aria-label='You (South)']").count() == 1
    assert board.locator("[aria-label='North']").count() == 0
    screenshot(page, "cutthroat-deal.png")

    merged, hinted = [], False
    for _ in range(400):
        hand_number, _, phase = settle(page, timeout_ms=120_000)
        assert_no_exception(page)
        if phase in FINISHED:
            page.wait_for_function(REVIEW_DONE, timeout=120_000)
            assert_no_exception(page)
            if merged or hand_number >= MAX_HANDS:
                break
            click_and_time(page, page.get_by_role("button", name="Next hand"))
            continue
        assert_no_hidden_cards(page, app_server)
        if not hinted and phase == "play" and not page.get_by_text(
                re.compile(r"^Only one legal card")).count():
            ask_hint(page)
            assert page.get_by_text(re.compile(r"^Expert would ")).count() == 1
            assert_no_hidden_cards(page, app_server)
            hinted = True
        if phase == "maker's discards":
            if len(merged) == 2:
                screenshot(page, "cutthroat-merge.png")
            chosen, button = last_card(page)
            merged.append(chosen)
        else:
            button = choose_button(page, phase)
        click_and_time(page, button)
        if phase == "maker's discards" and len(merged) < 5:
            wait_ready(page)
            assert discards_shown(page)[-len(merged):] == merged  # each one set aside, marked
    assert len(merged) == 5, "the user never made trump in the hands played"

    record = app_server.table_record()
    match = games.load_match(record["match"])
    hand = match.hands[-1]
    assert tuple(hand.maker_discards) == tuple(merged)
    body = page.inner_text("body")
    assert f"Hand {match.hand_number} is over" in body
    assert "All three hands and the dummy" in body and "Maker's discards (You)" in body
    html = page.content()
    for card in (*hand.deal.dummy, *hand.deal.hands[Player.WEST], *hand.deal.hands[Player.EAST]):
        assert card.spoken in html  # every card is shown once the hand is over
    assert "Your discard 1 of 5 after taking the dummy" in body
    scores = board.locator("[aria-label^='You ']").first.get_attribute("aria-label")
    you, west, east = match.score
    assert scores == f"You {you}, West {west}, East {east}"
    screenshot(page, "cutthroat-review.png")
    assert_no_exception(page)
    page.close()
