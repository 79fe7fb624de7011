"""The table session inside Streamlit: where it is kept, how it changes, how it is paced.

Every change builds a new ``TableSession`` first and then assigns it once (``commit``),
so a click that stops a run half-way can never leave half a change behind. User
actions arrive through widget callbacks; bot decisions and review steps are taken one
per run by ``advance``, when they are due, so the page shows each one before the next.

Saving and restoring: ``app.py`` calls ``use_store`` once with an object that has
``owner()`` (who is signed in, or None), ``save(table)`` (called after every change,
``None`` when the user leaves the match) and ``load()`` (the owner's saved table, called
when a browser session starts or its owner changes).

One player, two tabs: the saved match has one line of play. When a tab's change cannot
be saved because another tab saved first, the store calls ``mark_elsewhere``: this tab
stops (no bot moves, no clicks) and says the match goes on elsewhere, until the player
takes it over here (``on_play_here``), which loads the latest saved position; the other
tab is then stopped the same way at its next change.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Protocol

import streamlit as st

from euchre import ORDER_UP, ORDER_UP_ALONE, Action, IllegalActionError, games, name_trump
from euchre.bots import Difficulty
from table import bot_work
from table.session import Step, TableSession

__all__ = [
    "SPEEDS",
    "SPEED_KEY",
    "TableStore",
    "advance",
    "change_count",
    "change_drawn",
    "commit",
    "current_table",
    "elsewhere",
    "mark_elsewhere",
    "mark_shown",
    "notify",
    "on_ask_review",
    "on_hint",
    "on_leave",
    "on_look",
    "on_next_hand",
    "on_play_here",
    "on_start",
    "on_take_back",
    "on_user_action",
    "pop_notice",
    "seconds_until_due",
    "session_table",
    "since_shown",
    "use_store",
]

TABLE_KEY = "euchre_table"
CHANGED_AT_KEY = "euchre_table_changed_at"
CHANGES_KEY = "euchre_table_changes"
SHOWN_AT_KEY = "euchre_table_shown_at"
OWNER_KEY = "euchre_table_owner"
NOTICE_KEY = "euchre_table_notice"
ELSEWHERE_KEY = "euchre_table_elsewhere"

BOT_PACE_ENV = "EUCHRE_BOT_PACE_SECONDS"
DEFAULT_BOT_PACE = 0.9
TRICK_PAUSE_FACTOR = 1.8  # a finished trick stays on the table a little longer
SPEED_KEY = "euchre_bot_speed"
SPEEDS = {"Slow": 2.0, "Normal": 1.0, "Fast": 0.4}  # times the pace


class TableStore(Protocol):
    def owner(self) -> object | None: ...

    def save(self, table: TableSession | None) -> None: ...

    def load(self) -> TableSession | None: ...


_store: TableStore | None = None


def use_store(store: TableStore | None) -> None:
    """Save the table after every change and restore it in a fresh browser session."""
    global _store
    _store = store


def current_table() -> TableSession | None:
    """The session's table. When the session starts, or someone signs in or out, the
    signed-in player's saved table replaces it (signing out clears it)."""
    owner = _store.owner() if _store is not None else None
    if TABLE_KEY not in st.session_state or st.session_state.get(OWNER_KEY) != owner:
        had_owner = st.session_state.get(OWNER_KEY) is not None
        saved = _store.load() if _store is not None and owner is not None else None
        st.session_state[OWNER_KEY] = owner
        st.session_state.pop(ELSEWHERE_KEY, None)
        if saved is not None or had_owner or TABLE_KEY not in st.session_state:
            st.session_state[TABLE_KEY] = saved
            _count_change()
    return st.session_state[TABLE_KEY]


def session_table() -> TableSession | None:
    """The table as this run left it, without asking the store (for the pacer's ticks)."""
    return st.session_state.get(TABLE_KEY)


def commit(table: TableSession | None) -> None:
    """Make ``table`` the session's table (one assignment), then save it."""
    st.session_state[TABLE_KEY] = table
    _count_change()
    if _store is not None:
        _store.save(table)


def _count_change() -> None:
    st.session_state[CHANGED_AT_KEY] = time.monotonic()
    st.session_state[CHANGES_KEY] = change_count() + 1


def change_count() -> int:
    """How many times this browser session's table has changed (the pacer alternates with
    its parity, see ``pages/play.py``)."""
    return st.session_state.get(CHANGES_KEY, 0)


def notify(message: str) -> None:
    """Show ``message`` to the user once, at the top of the next run."""
    st.session_state[NOTICE_KEY] = message


def pop_notice() -> str | None:
    """The message for the user from the last refused click, shown once."""
    return st.session_state.pop(NOTICE_KEY, None)


def mark_elsewhere(message: str) -> None:
    """The match goes on in another tab: stop this one, saying ``message``."""
    st.session_state[ELSEWHERE_KEY] = message


def elsewhere() -> str | None:
    """Why this tab's match is stopped (it goes on in another tab), or None."""
    return st.session_state.get(ELSEWHERE_KEY)


def on_play_here() -> None:
    """Take the match over in this tab: its latest saved position replaces this tab's."""
    st.session_state.pop(ELSEWHERE_KEY, None)
    st.session_state[TABLE_KEY] = _store.load() if _store is not None else None
    _count_change()


def _change(step: Callable[[TableSession], TableSession]) -> None:
    table = current_table()
    if elsewhere():
        return
    if table is None:
        notify("There is no match in progress: start one first.")
        return
    try:
        new_table = step(table)
    except IllegalActionError as error:
        notify(error.to_player)
        return
    except ValueError as error:
        notify(f"That is not possible now: {error}")
        return
    commit(new_table)


# ---- callbacks ------------------------------------------------------------------------
def on_start(game_id: str, difficulty_key: str, rules_keys: dict[str, str],
             practice_key: str | None = None) -> None:
    """Start a match of ``game_id`` with the level and table rules chosen in the widgets
    named (and, ticked in ``practice_key``, as a practice match with open explanations)."""
    try:
        options = {name: st.session_state[key] for name, key in rules_keys.items()}
        rules = games.game(game_id).rules_type(**options)
        difficulty = Difficulty(st.session_state[difficulty_key])
    except (KeyError, TypeError, ValueError) as error:
        notify(f"Those table rules cannot be used: {error}")
        return
    practice = practice_key is not None and st.session_state.get(practice_key) is True
    bot_work.warm_up()  # Expert's workers load while the first cards are dealt
    commit(TableSession.start(game_id, difficulty, rules, practice=practice))


def on_user_action(action_text: str, position: tuple[int, int],
                   alone_key: str | None = None) -> None:
    """Play the user's action (its text, read by the table's game); with ``alone_key``
    ticked, its "alone" form."""
    alone = alone_key is not None and bool(st.session_state.get(alone_key))

    def act(table: TableSession) -> TableSession:
        action = table.game.parse_action(action_text)
        return table.play_user(_alone_form(action) if alone else action, position)

    _change(act)


def _alone_form(action: Action) -> Action:
    if action is ORDER_UP:
        return ORDER_UP_ALONE
    if action.suit is not None and not action.alone:
        return name_trump(action.suit, alone=True)
    return action


def on_take_back(point: tuple[int, int | None]) -> None:
    """Practice matches: take back the user's last decision and the bots' moves after it
    (``point``: the decision the page offered to return to)."""
    _change(lambda table: table.take_back(point))


def on_hint() -> None:
    _change(lambda table: table.with_hint())


def on_look() -> None:
    """The user looks at their cards (blind misère is then closed to them)."""
    _change(lambda table: table.look())


def on_ask_review(hand_number: int) -> None:
    _change(lambda table: table.ask_review(hand_number))


def on_next_hand() -> None:
    _change(lambda table: table.next_hand())


def on_leave() -> None:
    commit(None)


# ---- pacing ---------------------------------------------------------------------------
def bot_pace() -> float:
    """Seconds between two bot decisions on screen: the pace (``EUCHRE_BOT_PACE_SECONDS``,
    default 0.9) times the speed the user chose."""
    try:
        pace = max(0.0, float(os.environ.get(BOT_PACE_ENV, DEFAULT_BOT_PACE)))
    except ValueError:
        pace = DEFAULT_BOT_PACE
    return pace * SPEEDS.get(st.session_state.get(SPEED_KEY) or "Normal", 1.0)


def seconds_until_due(table: TableSession | None) -> float | None:
    """How long until the table's next step (a bot decision, a review step, …) is due;
    None if there is nothing to do until the user acts."""
    step = None if table is None else table.next_step()
    if step is None:
        return None
    if step is not Step.BOT:
        return 0.0
    pace = bot_pace()
    hand = table.hand
    if table.user_view.card_play and not hand.current_trick and hand.tricks:
        pace *= TRICK_PAUSE_FACTOR
    return max(0.0, _on_screen_since() + pace - time.monotonic())


def _on_screen_since() -> float:
    """When the table's latest change was sent to the browser (or made, if not yet sent)."""
    return max(st.session_state.get(CHANGED_AT_KEY, 0.0),
               st.session_state.get(SHOWN_AT_KEY, 0.0))


MIN_SECONDS_ON_SCREEN = 0.15  # every step stays in view at least this long
STALLED_SECONDS = 3.0  # a step overdue this long goes on even on a tick of the other pacer


def rerun_is_due(tick_parity: int, changes: int, wait: float | None, shown_for: float) -> bool:
    """Whether a pacer's tick should rerun the page: a step is due (``wait`` ≤ 0) and the
    latest position has been in view long enough.

    A tick of the pacer drawn with the latest change may move on after
    ``MIN_SECONDS_ON_SCREEN``. A tick of the other pacer comes from a browser that has
    not received the latest change yet, so it waits; but once the step is overdue by
    ``STALLED_SECONDS`` that change is taken as lost on its way to the browser, and the
    rerun sends the page again rather than leave the table waiting for ever.

    >>> rerun_is_due(0, 4, 0.0, 0.2), rerun_is_due(1, 4, 0.0, 0.2), rerun_is_due(1, 4, 0.0, 3.5)
    (True, False, True)
    >>> rerun_is_due(0, 4, None, 10.0), rerun_is_due(0, 4, 0.4, 10.0)
    (False, False)
    """
    if wait is None or wait > 0:
        return False
    latest = changes % 2 == tick_parity
    return shown_for >= (MIN_SECONDS_ON_SCREEN if latest else STALLED_SECONDS)


def mark_shown() -> None:
    """The page calls this once it has drawn the table: the pace counts from here, so a
    slow run cannot make two decisions reach the browser together."""
    st.session_state[SHOWN_AT_KEY] = time.monotonic()


def since_shown() -> float:
    return time.monotonic() - _on_screen_since()


def change_drawn() -> bool:
    """Whether a run of the page drew the table since its latest change.

    A run that made a change can be stopped before it draws the table (a click or a
    widget change reruns the page at once); the next run must then draw that position
    rather than take the next step, or the browser would never show it."""
    return st.session_state.get(SHOWN_AT_KEY, 0.0) >= st.session_state.get(CHANGED_AT_KEY, 0.0)


def advance(table: TableSession | None) -> TableSession | None:
    """Take the one step that is due now, if any (see ``TableSession.next_step``): each
    is at most one bot decision or one Expert decision, and only once the latest change
    was drawn, so the page shows every step."""
    wait = seconds_until_due(table)
    if table is None or wait is None or wait > 0 or elsewhere() or not change_drawn():
        return table
    try:
        new_table = table.take_step()
    except IllegalActionError as error:
        notify(f"A bot's move was refused by the rules ({error}); the table is paused.")
        return table
    commit(new_table)
    return new_table
