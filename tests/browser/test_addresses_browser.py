"""Addresses a user may type: one below a page opens that page, not a blank screen."""

from __future__ import annotations

import re

from .browser_app import AppServer
from .driver import screenshot, wait_ready


def test_an_address_below_a_page_opens_the_page(chromium, app_server: AppServer) -> None:
    page = chromium.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{app_server.url}/learn/extra")
    wait_ready(page)
    assert page.url == f"{app_server.url}/learn"
    page.get_by_role("heading", name="Learn Euchre").wait_for()
    screenshot(page, "address-below-a-page.png")
    page.goto(f"{app_server.url}/train/extra/more?family=follow")  # a tip's link, mistyped
    wait_ready(page)
    page.get_by_text(re.compile(r"^Follow-suit puzzles · ")).wait_for()
    page.close()
