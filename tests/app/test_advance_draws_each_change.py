"""A change the page made but did not draw (its run was stopped by a click) is drawn
by the next run before the table takes another step, so the browser shows every
position (issue 24: a four-handed hand once went from move 15 to move 17 on screen)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
import streamlit as st

from euchre.bots import Difficulty
from table.session import TableSession
from ui import table_state


@pytest.fixture
def bot_to_act() -> Iterator[TableSession]:
    """A fresh session state holding a table where a bot is to act, long due."""
    for key in list(st.session_state.keys()):
        del st.session_state[key]
    table = TableSession.start("euchre", Difficulty.EASY, seed=7)
    while table.bot_to_act is None:
        table = table.play_user(table.user_view.legal_actions[0], table.position)
    st.session_state[table_state.TABLE_KEY] = table
    st.session_state[table_state.OWNER_KEY] = None
    yield table
    for key in list(st.session_state.keys()):
        del st.session_state[key]


def test_a_change_not_drawn_yet_is_drawn_before_the_next_step(bot_to_act) -> None:
    now = time.monotonic()
    st.session_state[table_state.SHOWN_AT_KEY] = now - 10.0  # the change came after
    st.session_state[table_state.CHANGED_AT_KEY] = now - 5.0  # the last drawing
    assert not table_state.change_drawn()
    assert table_state.advance(bot_to_act) is bot_to_act


def test_once_drawn_the_step_that_is_due_is_taken(bot_to_act) -> None:
    now = time.monotonic()
    st.session_state[table_state.CHANGED_AT_KEY] = now - 10.0
    st.session_state[table_state.SHOWN_AT_KEY] = now - 5.0
    assert table_state.change_drawn()
    moved = table_state.advance(bot_to_act)
    assert moved.position != bot_to_act.position
