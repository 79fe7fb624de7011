"""Signing in in Chromium: the browser stays signed in across a refresh and a typed
address (an HttpOnly cookie), and a stranger's failed sign-ins from another address do
not lock the owner out."""

from __future__ import annotations

from pathlib import Path

from .browser_app import running_app
from .conftest import BOT_PACE_SECONDS
from .driver import assert_no_exception, screenshot, sign_up, wait_ready

USERNAME = "Kept_Player"
PASSWORD = "stay signed in 42"
SIDEBAR = "[data-testid='stSidebar']"


def _context(chromium, address: str):
    """A browser of its own, seen by the app at ``address`` (through the trusted proxy's
    ``X-Forwarded-For``)."""
    return chromium.new_context(viewport={"width": 1280, "height": 900},
                                extra_http_headers={"X-Forwarded-For": address})


def _signed_in_as(page) -> str | None:
    """The name under "Signed in as" in the sidebar, or None for a guest."""
    page.get_by_text("Sign out").or_(page.get_by_text("Sign in or sign up")).first.wait_for(
        timeout=30_000)
    text = page.locator(SIDEBAR).inner_text()
    if "Signed in as" not in text:
        return None
    return text.split("Signed in as", 1)[1].split()[0]


def _try_sign_in(page, url: str, password: str) -> str:
    """Submit the sign-in form; the message the page answers with."""
    page.goto(f"{url}/account")
    wait_ready(page)
    form = page.locator("[data-testid='stForm']").filter(
        has=page.get_by_role("button", name="Sign in"))
    form.locator("input[aria-label='Username']").fill(USERNAME)
    form.locator("input[aria-label='Password']").fill(password)
    form.get_by_role("button", name="Sign in").click()
    answer = page.locator("[data-testid='stAlert']").first
    answer.wait_for(timeout=30_000)
    return answer.inner_text()


def test_a_player_stays_signed_in_and_a_stranger_cannot_lock_them_out(
        chromium, tmp_path: Path) -> None:
    with running_app(tmp_path, BOT_PACE_SECONDS, "sign-in-server.log",
                     extra_env={"EUCHRE_TRUSTED_PROXY_HOPS": "1"}) as server:
        home = _context(chromium, "198.51.100.20")
        page = home.new_page()
        sign_up(page, server.url, USERNAME, PASSWORD)
        for _ in range(100):  # the browser fetches its cookie right after signing in
            cookies = {cookie["name"]: cookie for cookie in home.cookies()}
            if "euchre_signin" in cookies:
                break
            page.wait_for_timeout(100)
        kept = cookies["euchre_signin"]
        assert kept["httpOnly"] and kept["sameSite"] == "Strict"
        assert "euchre_signin" not in page.evaluate("document.cookie")

        page.reload()
        wait_ready(page)
        assert _signed_in_as(page) == USERNAME, "a refresh signed the player out"
        page.goto(f"{server.url}/play")  # a typed address
        wait_ready(page)
        assert _signed_in_as(page) == USERNAME, "a typed address signed the player out"
        screenshot(page, "signed-in-after-typed-address.png")
        home.close()

        stranger = _context(chromium, "203.0.113.7")
        page = stranger.new_page()
        answers = [_try_sign_in(page, server.url, "not the password") for _ in range(6)]
        assert answers[0] == "That username and password do not match an account."
        assert answers[-1].startswith("Too many failed sign-ins for this username.")
        stranger.close()

        owner = _context(chromium, "198.51.100.99")
        page = owner.new_page()
        assert _try_sign_in(page, server.url, PASSWORD) == (
            "Signed in. Your wins now count for the leaderboard.")
        assert _signed_in_as(page) == USERNAME
        assert_no_exception(page)
        owner.close()
