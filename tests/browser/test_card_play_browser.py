"""Card-play puzzles in Chromium: the table hides the other hands, a right and a wrong card
move the rating, and a wrong card's refuting deal is shown."""

from __future__ import annotations

import re

from euchre import Card, Seat
from lessons.euchre.card_play import bank

from .browser_app import AppServer
from .driver import screenshot, wait_ready

CARD_BUTTONS = "[class*='st-key-card_'] button:visible"
IDLE = """() => { const app = document.querySelector("[data-testid='stApp']");
  return app && app.dataset.testScriptState === 'notRunning'; }"""


def _settle(page) -> None:
    page.wait_for_timeout(300)
    page.wait_for_function(IDLE, timeout=60_000)


def _shown_puzzle(page):
    """The bank puzzle on the page, found from what the page shows: the seat, the hand and
    move numbers on the table, and the cards of the hand."""
    table = page.locator(".eu-table")
    hand, move = int(table.get_attribute("data-hand")), int(table.get_attribute("data-move"))
    seat = Seat.parse(re.search(r"You are (\w+)\.", page.inner_text("body")).group(1))
    keys = [page.locator(CARD_BUTTONS).nth(i).evaluate(
        "b => b.closest('[class*=\"st-key-card_\"]').className")
        for i in range(page.locator(CARD_BUTTONS).count())]
    cards = {re.search(r"st-key-card_[rb]_puzzle-\S+_(\w\w)\b", key).group(1) for key in keys}
    [puzzle] = [p for p in bank() if p.source.hand_number == hand and p.source.move == move
                and p.seat is seat and set(p.position["hand"]) == cards]
    return puzzle


def _hidden_cards(puzzle) -> set[Card]:
    deal = puzzle.source.record["deal"]
    seen = set(puzzle.position["hand"]) | {deal["upcard"]}
    seen |= {card for trick in puzzle.position["tricks"] for _, card in trick["plays"]}
    seen |= {card for _, card in puzzle.position["current_trick"]}
    return {Card.parse(card) for who, hand in deal["hands"].items() for card in hand
            if who != puzzle.seat.label and card not in seen}


def _rating(page) -> int:
    metric = page.locator("[data-testid='stMetric']", has_text="Puzzle rating")
    return int(metric.locator("[data-testid='stMetricValue']").inner_text())


def test_solving_card_play_puzzles_right_and_wrong(chromium, app_server: AppServer) -> None:
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{app_server.url}/train?family=card-play")
    wait_ready(page)
    _settle(page)
    page.get_by_text(re.compile(r"^Card play · ")).wait_for()
    rating = _rating(page)
    assert rating == 1500
    outcomes = set()
    for _ in range(12):
        puzzle = _shown_puzzle(page)
        html = page.content()
        assert 'aria-label="the card table"' in html
        assert not [card for card in _hidden_cards(puzzle)
                    if f'aria-label="{card.spoken}"' in html]
        want_right = "right" not in outcomes
        card = (puzzle.values[0] if want_right else puzzle.values[-1]).action.card
        page.locator(f"[class*='st-key-card_'][class*='_{card.text}'] button:visible").click()
        _settle(page)
        after = _rating(page)
        if want_right:
            page.get_by_text(re.compile(r"^Right: ")).wait_for()
            assert after > rating
            outcomes.add("right")
        else:
            page.get_by_text(re.compile(r"^Not this time: ")).wait_for()
            assert after < rating
            outcomes.add("wrong")
            break
        rating = after
        page.get_by_role("button", name="Next puzzle →").click()
        _settle(page)
    assert outcomes == {"right", "wrong"}
    assert page.locator("[data-testid='stVegaLiteChart']").last.is_visible()
    assert page.locator("[data-testid='stDataFrame']").last.is_visible()
    page.get_by_role("button", name="Show me a deal where this card goes wrong").click()
    _settle(page)
    page.get_by_text("The hands at this moment").wait_for()
    page.get_by_text(f"Your card: {card.symbol}").wait_for()
    page.get_by_text(f"The best card: {puzzle.answer.card.symbol}").wait_for()
    screenshot(page, "browser-test-card-play-refutation.png")
    page.close()
