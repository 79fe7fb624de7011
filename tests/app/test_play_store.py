"""A signed-in player's match on the Play page: saved after every action, restored in a
fresh browser session, recorded with its ranking points when it ends."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import Match, Rules, Seat
from euchre.bots import Difficulty
from euchre.games.euchre.records import match_from_json
from store.accounts import sign_up
from store.db import Database
from store.matches import finished_matches, load_active_match
from table.session import TableSession
from tests.store.support import app_database
from ui import table_state, table_store
from ui.setup import PRACTICE_KEY
from ui.table_store import AccountTableStore

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "correct horse battery"


@pytest.fixture
def db(tmp_path: Path, first_legal_bots, monkeypatch: pytest.MonkeyPatch) -> Iterator[Database]:
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")
    table_state.use_store(AccountTableStore())
    try:
        with app_database(tmp_path) as database:
            yield database
    finally:
        table_state.use_store(None)


def play_page(user=None, table: TableSession | None = None) -> AppTest:
    app = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=30)
    if user is not None:
        app.session_state["auth_user"] = user
    if table is not None:
        app.session_state[table_state.TABLE_KEY] = table
    return app.run()


def user_buttons(app: AppTest) -> list:
    return [b for b in app.button if b.key and b.key.startswith(("bid_", "card_"))
            and not b.disabled]


def click_until(app: AppTest, done) -> TableSession:
    for _ in range(300):
        table = app.session_state[table_state.TABLE_KEY]
        if done(table):
            return table
        buttons = user_buttons(app) if table.users_turn else []
        (buttons[0].click() if buttons else app).run()
        assert not app.exception, app.exception
    raise AssertionError("the table never got there")


def test_every_action_is_saved_and_a_new_session_restores_the_match(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    user = sign_up("ada", PASSWORD)
    app = play_page(user)
    app.button(key="setup_start").click().run()
    table = click_until(app, lambda t: t.move >= 6)
    saved = load_active_match(user.id)
    assert saved is not None and saved.difficulty is Difficulty.NORMAL
    assert saved.replay() == table.match  # saved after the latest action

    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "60")  # no bot moves on while we look
    refreshed = play_page(user)  # a refresh: a new browser session, signed in again
    restored = refreshed.session_state[table_state.TABLE_KEY]
    assert restored.match == table.match and restored.difficulty is table.difficulty
    assert f'data-move="{table.move}"' in "".join(h.proto.body for h in refreshed.get("html"))
    # The record keeps the bots' moves; their reasons are asked again, one move per run.
    for _ in range(20):
        restored = refreshed.session_state[table_state.TABLE_KEY]
        if not restored.untold_bot_moves():
            break
        refreshed.run()
    assert restored.turns_of_hand() == table.turns_of_hand()
    assert restored.match == table.match


def test_a_guest_match_is_not_saved(db: Database) -> None:
    user = sign_up("grace", PASSWORD)
    app = play_page()
    app.button(key="setup_start").click().run()
    click_until(app, lambda t: t.move >= 4)
    assert load_active_match(user.id) is None
    assert play_page().session_state[table_state.TABLE_KEY] is None


def test_leaving_a_match_records_it_as_abandoned(db: Database) -> None:
    user = sign_up("alan", PASSWORD)
    app = play_page(user)
    app.button(key="setup_start").click().run()
    click_until(app, lambda t: t.move >= 2)
    app.button(key="leave").click().run()
    assert load_active_match(user.id) is None
    [record] = finished_matches(user.id)
    assert record.outcome.value == "abandoned" and record.ranking_points == 0


def _one_action_from_the_end() -> TableSession:
    """A Normal match (to 5) that North–South win with South's next, last action."""
    for seed in range(80):
        table = TableSession(Match.new(Rules(points_to_win=5), seed=seed), Difficulty.NORMAL)
        while not table.match.is_over:
            before = table
            if table.users_turn:
                table = table.play_user(table.user_view.legal_actions[0], table.position)
            elif table.bot_to_act is not None:
                table = table.step_bot()
            else:
                table = table.next_hand()
        if table.match.winner is Seat.SOUTH.team and before.users_turn:
            return before
    raise AssertionError("no seed ends with a winning action of South")


def test_a_won_match_is_recorded_with_its_ranking_points(db: Database) -> None:
    user = sign_up("edsger", PASSWORD)
    table = _one_action_from_the_end()
    app = play_page(user, table)
    user_buttons(app)[0].click().run()
    [record] = finished_matches(user.id)
    assert record.outcome.value == "won" and record.ranking_points == 30
    assert match_from_json(record.record_json) == app.session_state[table_state.TABLE_KEY].match
    captions = " ".join(c.value for c in app.caption)
    assert "Recorded on the leaderboard: won, +30 ranking points." in captions
    assert load_active_match(user.id) is None


def test_a_second_tab_cannot_overwrite_the_match(db: Database) -> None:
    user = sign_up("barbara", PASSWORD)
    first = play_page(user)
    first.button(key="setup_start").click().run()
    click_until(first, lambda t: t.users_turn)
    second = play_page(user)  # the same match opened in another tab
    click_until(second, lambda t: t.move > first.session_state[table_state.TABLE_KEY].move)
    user_buttons(first)[0].click().run()  # the first tab's copy is now stale
    saved = load_active_match(user.id).replay()
    assert saved == second.session_state[table_state.TABLE_KEY].match
    [warning] = [w.value for w in first.warning]
    assert warning == (
        "You are playing this match in another tab or window, and it went on there, so "
        "this tab has stopped (its last move was not made).")
    assert not re.search(r"\bversion\b|\d", warning)
    shown = "".join(h.proto.body for h in first.get("html"))
    assert not user_buttons(first) and "data-move" not in shown  # no table, no cards
    first.run()  # nothing moves on in the stopped tab
    assert load_active_match(user.id).replay() == saved


def test_a_second_tab_can_take_the_match_over_and_the_first_is_told(db: Database) -> None:
    user = sign_up("barbara", PASSWORD)
    first = play_page(user)
    first.button(key="setup_start").click().run()
    click_until(first, lambda t: t.users_turn)
    second = play_page(user)
    click_until(second, lambda t: t.move > first.session_state[table_state.TABLE_KEY].move)
    user_buttons(first)[0].click().run()  # stopped: the match went on in the second tab

    first.button(key="play_here").click().run()  # take it over here

    assert not first.warning
    taken = first.session_state[table_state.TABLE_KEY]
    assert taken.match == load_active_match(user.id).replay()
    table = click_until(first, lambda t: t.move > taken.move)  # play on here: it is saved
    assert load_active_match(user.id).replay() == table.match
    for _ in range(3):  # the second tab's next change (a run first draws what it has)
        second.run()
        if second.warning:
            break
        buttons = user_buttons(second)
        (buttons[0].click() if buttons else second).run()
        if second.warning:
            break
    assert [w.value for w in second.warning] == [table_store.PLAYED_ELSEWHERE]
    assert load_active_match(user.id).replay() == table.match


def test_a_practice_match_stays_practice_after_a_refresh(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    user = sign_up("hopper", PASSWORD)
    app = play_page(user)
    app.toggle(key=PRACTICE_KEY).set_value(True).run()
    app.button(key="setup_start").click().run()
    table = click_until(app, lambda t: t.move >= 3)
    assert table.practice and load_active_match(user.id).practice

    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "60")
    refreshed = play_page(user)  # a new browser session: the match comes from the server
    restored = refreshed.session_state[table_state.TABLE_KEY]
    assert restored.practice and restored.match == table.match
    assert "practice, open explanations" in " ".join(m.value for m in refreshed.markdown)


def test_a_won_practice_match_is_recorded_without_ranking_points(db: Database) -> None:
    user = sign_up("lovelace", PASSWORD)
    table = replace(_one_action_from_the_end(), practice=True)
    app = play_page(user, table)
    user_buttons(app)[0].click().run()
    [record] = finished_matches(user.id)
    assert record.outcome.value == "won" and record.ranking_points == 0 and record.practice
    captions = " ".join(c.value for c in app.caption)
    assert ("Recorded in your results as a practice match: won, no ranking points; practice "
            "matches stay off the leaderboard.") in captions
    success = " ".join(s.value for s in app.success)
    assert "practice match" in success and "earns no ranking points" in success
