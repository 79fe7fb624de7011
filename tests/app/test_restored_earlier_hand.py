"""After a refresh during a hand, the tab of the hand before shows the bots' reasons
again: the restored table asks for them too, not only for the current hand's."""

from __future__ import annotations

import pytest

from euchre import Match
from euchre.bots import Difficulty
from euchre.games import cutthroat
from table.session import TableSession


def play_on(table: TableSession, until) -> TableSession:
    """The user takes the first legal action, the bots theirs, until ``until(table)``."""
    for _ in range(200):
        if until(table):
            return table
        if table.match.hand_over:
            table = table.next_hand()
        elif table.users_turn:
            table = table.play_user(table.user_view.legal_actions[0], table.position)
        else:
            table = table.step_bot()
    raise AssertionError("the table never got there")


def restored_and_stepped(table: TableSession) -> TableSession:
    """The table as a refresh restores it (the match record only), then every step the
    page takes by itself while it waits for the user."""
    restored = TableSession(table.match, table.difficulty)
    for _ in range(200):
        if restored.next_step() is None:
            return restored
        restored = restored.take_step()
    raise AssertionError("the restored table never settled")


@pytest.mark.parametrize("new_match", [
    lambda: Match.new(seed=11),
    lambda: cutthroat.CutthroatMatch.new(seed=11),
], ids=["euchre", "cutthroat"])
def test_a_refresh_in_hand_two_retells_the_bots_of_hand_one(new_match) -> None:
    table = play_on(TableSession(new_match(), Difficulty.NORMAL),
                    lambda t: t.hand_number == 2 and t.users_turn)
    earlier_turns = table.turns_of_hand(1)
    assert earlier_turns

    restored = restored_and_stepped(table)
    assert restored.match == table.match  # nothing was played meanwhile
    assert not restored.untold_bot_moves(1)
    assert restored.turns_of_hand(1) == earlier_turns
