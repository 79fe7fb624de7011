"""On a phone (390×844): Train puts the exercise in the first screen, Play the user's cards."""

from __future__ import annotations

import pytest

from .browser_app import OUTPUT, AppServer
from .driver import open_play_page, settle, start_match, wait_ready

PHONE = (390, 844)
USER_CARDS = ".eu-hand, [class*='st-key-card_']"
TRAIN_PROMPT = "[class*='st-key-train_exercise'] [data-testid='stMarkdown']"


def top_and_bottom(page, selector: str) -> tuple[float, float]:
    """Where the first element matching ``selector`` starts and ends in the viewport, with
    the page scrolled to its top."""
    return page.evaluate("""(selector) => {
      for (const main of document.querySelectorAll("[data-testid='stMain']")) main.scrollTop = 0;
      window.scrollTo(0, 0);
      const box = document.querySelector(selector).getBoundingClientRect();
      return [box.top, box.bottom];
    }""", selector)


def test_train_on_a_phone_shows_the_exercise_in_the_first_screen(
        chromium, app_server: AppServer) -> None:
    page = chromium.new_page(viewport={"width": PHONE[0], "height": PHONE[1]})
    page.goto(f"{app_server.url}/train")
    wait_ready(page)
    page.wait_for_selector("[class*='st-key-train_exercise']")
    wait_ready(page)
    page.wait_for_timeout(500)
    top, bottom = top_and_bottom(page, TRAIN_PROMPT)
    page.screenshot(path=OUTPUT / "phone-train.png")
    assert top >= 0 and bottom <= PHONE[1], (top, bottom)


@pytest.mark.parametrize("game", ["Euchre", "Five Hundred"])
def test_play_on_a_phone_shows_the_users_cards_in_the_first_screen(
        chromium, app_server: AppServer, game: str) -> None:
    page = open_play_page(chromium, app_server, *PHONE)
    page.get_by_role("radio", name=game, exact=True).click()
    wait_ready(page)
    start_match(page, "Normal")
    settle(page)
    page.wait_for_timeout(500)
    top, _ = top_and_bottom(page, USER_CARDS)
    bottom = page.evaluate("""(selector) => Math.max(...[...document.querySelectorAll(selector)]
      .map((card) => card.getBoundingClientRect().bottom))""", USER_CARDS)
    name = game.lower().replace(" ", "-")
    page.screenshot(path=OUTPUT / f"phone-play-{name}.png")
    assert top >= 0 and bottom <= PHONE[1], (top, bottom)
