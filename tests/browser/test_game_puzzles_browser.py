"""A Five Hundred card-play puzzle in Chromium: the table drawn from the acting seat with
the other hands hidden, the legal cards clickable, and the answer graded."""

from __future__ import annotations

import re

from .browser_app import AppServer
from .driver import screenshot, wait_ready

IDLE = """() => { const app = document.querySelector("[data-testid='stApp']");
  return app && app.dataset.testScriptState === 'notRunning'; }"""


def _settle(page) -> None:
    page.wait_for_timeout(300)
    page.wait_for_function(IDLE, timeout=60_000)


def test_a_five_hundred_puzzle_is_answered_at_its_table(chromium, app_server: AppServer
                                                         ) -> None:
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{app_server.url}/train?family=card-play-five_hundred")
    wait_ready(page)
    _settle(page)
    page.get_by_text(re.compile(r"^Five Hundred: card play · ")).wait_for()
    seat = re.search(r"You are (\w+)\.", page.inner_text("body")).group(1)
    table = page.locator(".eu-table")
    assert table.get_attribute("data-to-act") == seat
    assert page.get_by_text(f"You ({seat})").count() >= 1
    enabled = page.locator("[class*='st-key-card_'] button:visible:enabled")
    assert enabled.count() >= 2
    screenshot(page, "browser-test-five-hundred-puzzle.png")
    enabled.first.click()
    _settle(page)
    page.get_by_text(re.compile(r"^(Right|Not this time): ")).wait_for()
    page.locator("[data-testid='stVegaLiteChart']").last.wait_for(timeout=30_000)
    screenshot(page, "browser-test-five-hundred-puzzle-answered.png")
    page.close()
