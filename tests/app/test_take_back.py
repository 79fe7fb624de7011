"""Undo in practice matches: the learner takes back the last decision of the hand (and the
bots' moves after it); a ranked match refuses; the record keeps only the moves that stand."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import IllegalActionError, games
from euchre.bots import Difficulty
from store.accounts import sign_up
from store.db import Database
from store.errors import InvalidRecordError
from store.matches import load_active_match, take_back_moves
from table.session import TableSession
from tests.store.support import app_database
from ui import table_state
from ui.setup import PRACTICE_KEY
from ui.table_store import AccountTableStore

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "correct horse battery"


def after_two_user_moves(game_id: str, practice: bool) -> TableSession:
    """A table of ``game_id`` where the user has acted twice this hand and the bots after."""
    table = TableSession.start(game_id, Difficulty.EASY, seed=11, practice=practice)
    acted = 0
    while acted < 2 or table.bot_to_act is not None:
        if table.users_turn:
            if acted == 2:
                break
            table = table.play_user(table.user_view.legal_actions[-1], table.position)
            acted += 1
        else:
            table = table.step_bot()
    return table


@pytest.mark.parametrize("game_id", games.game_ids())
def test_a_practice_match_takes_back_the_last_decision_and_the_bots_moves_after_it(
        game_id: str, first_legal_bots) -> None:
    table = after_two_user_moves(game_id, practice=True)
    move = table.last_user_move
    assert table.can_take_back and move is not None
    before = table.match.with_current_hand_cut(move)
    back = table.take_back(table.take_back_point)
    assert back.match == before and back.move == move
    assert back.users_turn, "the decision is the user's again"
    assert all(t.move < move for t in back.turns_of_hand()), "the bots' later moves are gone"
    assert back.hand.history == table.hand.history[:move]
    record = TableSession.from_json(back.to_json())  # the record keeps only what stands
    assert record.match == back.match and record.hand.history == table.hand.history[:move]
    other = next(a for a in back.user_view.legal_actions if a != table.hand.history[move][1]) \
        if len(back.user_view.legal_actions) > 1 else back.user_view.legal_actions[0]
    assert back.play_user(other, back.position).hand.history[move] == (back.user, other)
    with pytest.raises(IllegalActionError, match="moved on"):  # a second click of the same undo
        back.take_back(table.take_back_point)


@pytest.mark.parametrize("game_id", games.game_ids())
def test_a_ranked_match_refuses_to_take_a_move_back(game_id: str, first_legal_bots) -> None:
    table = after_two_user_moves(game_id, practice=False)
    assert not table.can_take_back
    with pytest.raises(IllegalActionError, match="only in a practice match"):
        table.take_back(table.take_back_point)


def test_the_undo_button_is_offered_in_practice_only(first_legal_bots) -> None:
    for practice in (True, False):
        table = after_two_user_moves("euchre", practice)
        app = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=30)
        app.session_state[table_state.TABLE_KEY] = table
        app.run()
        offered = [b for b in app.button if b.key == "take_back"]
        assert bool(offered) is practice
        if practice:
            offered[0].click().run()
            shown = app.session_state[table_state.TABLE_KEY]
            assert shown.hand.history == table.hand.history[:table.last_user_move]


@pytest.fixture
def db(tmp_path: Path, first_legal_bots, monkeypatch: pytest.MonkeyPatch) -> Iterator[Database]:
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")
    table_state.use_store(AccountTableStore())
    try:
        with app_database(tmp_path) as database:
            yield database
    finally:
        table_state.use_store(None)


def _play_until(app: AppTest, done) -> TableSession:
    for _ in range(300):
        table = app.session_state[table_state.TABLE_KEY]
        if done(table):
            return table
        buttons = [b for b in app.button if b.key and b.key.startswith(("bid_", "card_"))
                   and not b.disabled] if table.users_turn else []
        (buttons[0].click() if buttons else app).run()
        assert not app.exception, app.exception
    raise AssertionError("the table never got there")


def test_a_signed_in_practice_match_saves_only_the_moves_that_stand(db: Database) -> None:
    user = sign_up("grace", PASSWORD)
    app = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=30)
    app.session_state["auth_user"] = user
    app.run()
    app.toggle(key=PRACTICE_KEY).set_value(True).run()
    app.button(key="setup_start").click().run()
    table = _play_until(app, lambda t: t.can_take_back and t.users_turn and t.move >= 6)
    app.button(key="take_back").click().run()
    back = app.session_state[table_state.TABLE_KEY]
    assert back.move == table.last_user_move
    saved = load_active_match(user.id)
    assert saved.replay() == back.match, "the saved record keeps only the moves that stand"
    _play_until(app, lambda t: t.move > back.move + 1)  # and play goes on, saved as before
    assert load_active_match(user.id).replay() == app.session_state[table_state.TABLE_KEY].match


def test_the_store_refuses_to_take_back_moves_of_a_ranked_match(db: Database) -> None:
    user = sign_up("turing", PASSWORD)
    app = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=30)
    app.session_state["auth_user"] = user
    app.run()
    app.button(key="setup_start").click().run()
    table = _play_until(app, lambda t: t.move >= 4)
    saved = load_active_match(user.id)
    with pytest.raises(InvalidRecordError, match="only in a practice match"):
        take_back_moves(saved.id, user.id, 1, saved.version)
    assert load_active_match(user.id).replay() == table.match
