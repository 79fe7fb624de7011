"""A signed-in player's match in Chromium: after a browser refresh (the player stays
signed in) and after a restart of the server (signing in from another browser), it comes
back exactly where it was, and play goes on."""

from __future__ import annotations

from pathlib import Path

from .browser_app import running_app
from .conftest import BOT_PACE_SECONDS
from .driver import (
    FINISHED,
    WATCH_TABLE,
    MatchLog,
    assert_no_exception,
    go_to_play,
    screenshot,
    settle,
    sign_in,
    sign_up,
    start_match,
    table_position,
    take_turn,
    user_cards,
    wait_ready,
)

USERNAME = "Marguerite_52"
PASSWORD = "stay on the table 7"


def _new_page(browser):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.add_init_script(WATCH_TABLE)
    return page


def _where(page) -> tuple[tuple[int, int, str], list]:
    position = settle(page)
    assert_no_exception(page)
    return position, user_cards(page)


def test_a_signed_in_match_survives_a_refresh_and_a_server_restart(
        chromium, tmp_path: Path) -> None:
    with running_app(tmp_path, BOT_PACE_SECONDS, "restart-server-1.log") as server:
        page = _new_page(chromium)
        sign_up(page, server.url, USERNAME, PASSWORD)
        go_to_play(page)
        start_match(page, "Normal")
        log = MatchLog()
        while log.clicks < 2 and settle(page)[2] not in FINISHED:
            take_turn(page, server, log, go_alone_with_bowers=False)
        before = _where(page)

        page.reload()  # a new browser session, still signed in: the table comes back
        wait_ready(page)
        page.wait_for_selector(".eu-table", timeout=30_000)
        assert _where(page) == before, "the refresh lost the position"
        screenshot(page, "restored-after-refresh.png")
        page.close()

    with running_app(tmp_path, BOT_PACE_SECONDS, "restart-server-2.log") as server:
        page = _new_page(chromium)
        sign_in(page, server.url, USERNAME, PASSWORD)
        go_to_play(page)
        page.wait_for_selector(".eu-table", timeout=30_000)
        assert _where(page) == before, "the restart lost the position"
        screenshot(page, "restored-after-restart.png")
        if before[0][2] not in FINISHED:  # the match goes on from where it was
            take_turn(page, server, MatchLog(), go_alone_with_bowers=False)
            assert table_position(page)[:2] != before[0][:2]
        assert_no_exception(page)
        page.close()
