"""The table's layout in Chromium: the table talk keeps its newest line in view, the score
box's labels stay on one line each, and "Leave this match" is at hand from the table."""

from __future__ import annotations

from .browser_app import AppServer
from .driver import (
    FINISHED,
    USER_BUTTONS,
    assert_no_exception,
    click_and_time,
    open_play_page,
    screenshot,
    settle,
    start_match,
    wait_ready,
)

TALK = "[class*='st-key-talk']"
TALK_SCROLL = """(selector) => {
  const box = document.querySelector(selector);
  return {top: box.scrollTop, height: box.scrollHeight, view: box.clientHeight};
}"""


def choose_game(page, name: str) -> None:
    page.get_by_role("radio", name=name).click()
    wait_ready(page)


def test_the_talk_keeps_its_newest_line_in_view_and_the_labels_fit(
        chromium, app_server: AppServer) -> None:
    page = open_play_page(chromium, app_server, 1280, 900)
    choose_game(page, "Five Hundred")
    start_match(page, "Easy", speed="Fast")
    for _ in range(60):
        _, _, phase = settle(page, timeout_ms=120_000)
        assert_no_exception(page)
        scroll = page.evaluate(TALK_SCROLL, TALK)
        if scroll["height"] > scroll["view"] + 100 or phase in FINISHED:
            break
        click_and_time(page, page.locator(USER_BUTTONS).filter(visible=True).first)
    page.wait_for_timeout(500)
    scroll = page.evaluate(TALK_SCROLL, TALK)
    screenshot(page, "five-hundred-talk.png")
    assert scroll["height"] > scroll["view"], "the talk never filled its box"
    assert scroll["top"] + scroll["view"] >= scroll["height"] - 4, scroll

    labels = page.locator(".eu-area-score .eu-nowrap")
    assert labels.count() == 2
    for index in range(labels.count()):  # "Score · to 500," and "out at −500", one line each
        assert labels.nth(index).evaluate("e => e.getClientRects().length") == 1
    box = page.locator(".eu-area-score")
    assert box.evaluate("e => e.scrollWidth <= e.clientWidth + 1")

    leave = page.get_by_role("button", name="Leave this match")
    assert leave.is_visible() and leave.bounding_box()["y"] < 200  # by the table's heading
    assert leave.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), "its label fits"

    for _ in range(80):  # to the end of the hand: the talk then shows every full reason
        _, _, phase = settle(page, timeout_ms=120_000)
        if phase in FINISHED:
            break
        click_and_time(page, page.locator(USER_BUTTONS).filter(visible=True).first)
    page.wait_for_timeout(800)
    scroll = page.evaluate(TALK_SCROLL, TALK)
    assert scroll["top"] + scroll["view"] >= scroll["height"] - 4, scroll
    page.get_by_role("tab", name="Score").click()  # away and back: still the newest line
    page.wait_for_timeout(300)
    page.get_by_role("tab", name="Table talk").click()
    page.wait_for_timeout(500)
    scroll = page.evaluate(TALK_SCROLL, TALK)
    assert scroll["top"] + scroll["view"] >= scroll["height"] - 4, scroll
