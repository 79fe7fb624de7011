"""The Hand analyser in Chromium: a card to play set up by clicking is analysed with every
legal card's figures, and an impossible trick is refused with the engine's reason."""

from __future__ import annotations

import re

from euchre import Card
from ui.cards import card_button_key

from .browser_app import AppServer
from .driver import screenshot, wait_ready

IDLE = """() => { const app = document.querySelector("[data-testid='stApp']");
  return app && app.dataset.testScriptState === 'notRunning'; }"""


def _settle(page) -> None:
    page.wait_for_timeout(300)
    page.wait_for_function(IDLE, timeout=120_000)


def _choose(page, key: str, option: str) -> None:
    page.locator(f".st-key-{key}").get_by_role("radio", name=option, exact=True).click()
    _settle(page)


def _click_cards(page, target: str, cards: str) -> None:
    _choose(page, "analyse_play_target", target)
    for text in cards.split():
        key = card_button_key("analyse_play", Card.parse(text))
        page.locator(f".st-key-{key} button").first.click()
        _settle(page)


def test_a_card_to_play_is_set_up_and_analysed(chromium, app_server: AppServer) -> None:
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{app_server.url}/analyse")
    wait_ready(page)
    _settle(page)
    _choose(page, "analyse_mode", "A card to play")
    _choose(page, "analyse_play_trump", "♥")
    _choose(page, "analyse_play_maker", "East")
    _click_cards(page, "Upcard", "9H")
    _click_cards(page, "Cards played", "AS KS QS 9S JH")
    page.get_by_text(re.compile(r"South to play \(5 cards played so far\)")).wait_for()
    _click_cards(page, "Hand to play", "TC AC KD")

    page.get_by_role("button", name="Analyse").click()
    _settle(page)
    page.get_by_text("South holds 3 cards and played 1: a hand has 5 cards, so South "
                     "holds 4 now.").wait_for()
    assert not page.locator("[data-testid='stDataFrame']").count()

    _click_cards(page, "Hand to play", "QD")
    page.get_by_role("button", name="Analyse").click()
    _settle(page)
    page.get_by_role("heading", name="South's decision").wait_for()
    page.get_by_text(re.compile(r"^Expert would play ")).wait_for()
    page.get_by_text(re.compile(r"^Expert took \d+\.\d\d s for this analysis\.")).wait_for()
    html = page.content()
    assert 'aria-label="the card table"' in html
    page.locator("[data-testid='stVegaLiteChart']").last.wait_for()
    page.locator("[data-testid='stDataFrame']").last.wait_for()
    screenshot(page, "browser-test-analyser-card-play.png")
    page.close()
