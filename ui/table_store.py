"""A signed-in player's table in the database (``store.matches``).

The match starts on the server with the table's own seed, is saved after every action (the
moves made since the last save: the server applies them to the position it kept and
refuses any the rules do not allow; a second tab's stale copy is refused, and
that tab is told the match goes on elsewhere: ``ui.table_state.mark_elsewhere``), is
restored after a refresh or a server restart, and is recorded once it has a winner:
the server replays it and awards the ranking points (none for a practice match, a mark the
server keeps from the start). Guests' tables are not saved. While the database is
unavailable the match goes on in the session and the player is told; the first save after
it is back sends every move made since the last one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import streamlit as st

from store.errors import (
    DatabaseUnavailableError,
    MatchClosedError,
    StaleMatchError,
    StoreError,
)
from store.matches import (
    FinishedMatch,
    Move,
    abandon_match,
    finish_match,
    load_active_match,
    save_moves,
    start_match,
    take_back_moves,
)
from table.session import TableSession
from ui.auth import current_user
from ui.table_state import mark_elsewhere, notify

__all__ = ["ENDED_ELSEWHERE", "PLAYED_ELSEWHERE", "AccountTableStore", "recorded_result"]

SAVED_KEY = "euchre_table_saved"
PLAYED_ELSEWHERE = ("You are playing this match in another tab or window, and it went on "
                    "there, so this tab has stopped (its last move was not made).")
ENDED_ELSEWHERE = "This match was finished or given up in another tab or window."


@dataclass(frozen=True)
class SavedMatch:
    """Which server match this browser session's table is, and how far it was saved."""

    user_id: int
    match_id: str
    seed: int | str
    version: int
    actions: int  # actions of the whole match in the saved record
    result: FinishedMatch | None = None


def _actions(table: TableSession) -> int:
    return sum(len(hand.history) for hand in table.match.hands)


def _moves_after(table: TableSession, saved: int) -> list[Move]:
    """The match's moves after the first ``saved`` (every hand's, in order)."""
    moves = [Move(number, seat.label, action.text)
             for number, hand in enumerate(table.match.hands, start=1)
             for seat, action in hand.history]
    return moves[saved:]


def recorded_result() -> FinishedMatch | None:
    """The server's record of this session's finished match, if it was recorded."""
    saved = st.session_state.get(SAVED_KEY)
    return None if saved is None else saved.result


class AccountTableStore:
    """The table store of ``ui.table_state`` for signed-in players."""

    def owner(self) -> int | None:
        user = current_user()
        return None if user is None else user.id

    def load(self) -> TableSession | None:
        user = current_user()
        if user is None:
            return None
        try:
            active = load_active_match(user.id)
            if active is None:
                return None
            table = TableSession(active.replay(), active.difficulty, practice=active.practice)
        except DatabaseUnavailableError:
            raise  # the page says so, and the next run asks again
        except (StoreError, ValueError) as error:
            notify(f"Your saved match could not be restored: {error}")
            return None
        st.session_state[SAVED_KEY] = SavedMatch(user.id, active.id, active.seed,
                                                 active.version, _actions(table))
        return table

    def save(self, table: TableSession | None) -> None:
        user = current_user()
        saved: SavedMatch | None = st.session_state.get(SAVED_KEY)
        if user is None:
            return
        starting = False
        try:
            if table is None:
                if saved is not None and saved.result is None and saved.user_id == user.id:
                    abandon_match(saved.match_id, user.id)
                st.session_state.pop(SAVED_KEY, None)
                return
            starting = (saved is None or saved.user_id != user.id
                        or saved.seed != table.match.seed)
            if starting:
                match_id = start_match(user.id, table.difficulty, table.rules.to_dict(),
                                       table.match.seed, practice=table.practice,
                                       game=table.game.id, user_seat=int(table.user))
                saved = SavedMatch(user.id, match_id, table.match.seed, 1, 0)
                starting = False
            if _actions(table) < saved.actions and saved.result is None:  # taken back
                version = take_back_moves(saved.match_id, user.id, _actions(table),
                                          saved.version, game=table.game.id)
                saved = replace(saved, version=version, actions=_actions(table))
            if _actions(table) != saved.actions and saved.result is None:
                version = save_moves(saved.match_id, user.id,
                                     _moves_after(table, saved.actions), saved.version,
                                     game=table.game.id)
                saved = replace(saved, version=version, actions=_actions(table))
            if table.match.is_over and saved.result is None:
                saved = replace(saved, result=finish_match(saved.match_id, user.id,
                                                           game=table.game.id))
        except MatchClosedError:
            if table is not None:
                mark_elsewhere(ENDED_ELSEWHERE)
            return
        except StaleMatchError as error:
            if starting:  # another tab started a match at the same moment
                notify(f"Your match could not be saved: {error}")
            else:
                mark_elsewhere(PLAYED_ELSEWHERE)
            return
        except DatabaseUnavailableError as error:
            notify(str(error))  # kept in this session; the next save sends every move since
            return
        except StoreError as error:
            notify(f"Your match could not be saved: {error}")
            return
        finally:
            if saved is not None and table is not None:
                st.session_state[SAVED_KEY] = saved
