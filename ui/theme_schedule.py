"""The learner's spaced-repetition schedule of themes (``lessons.kit.schedule``): a
signed-in learner's in the store, a guest's in the session only.

The Train page marks when each exercise was shown, reviews its theme with the answer (a
slow right answer is Hard) and asks for the schedule of the family's game when it draws
the next exercise, so due themes come first.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

import streamlit as st

import store
from lessons import registry
from lessons.kit.schedule import ThemeSchedule, next_card, review_rating
from lessons.kit.themes import Theme
from store.errors import StoreError
from ui.auth import current_user

__all__ = ["mark_shown", "review_theme", "seconds_since_shown", "theme_schedule"]

GUEST_SCHEDULE_KEY = "theme_schedule_guest"
SHOWN_KEY = "theme_schedule_shown"  # (exercise id, monotonic time it was first shown)


def _game_of(theme_id: str) -> str | None:
    for lessons in registry.all_lessons():
        if lessons.themes is not None and theme_id in lessons.themes._value2member_map_:
            return lessons.game_id
    return None


def _adopt_guest_cards(user_id: int) -> None:
    """A guest who signs in brings the guest's cards along when the account has none yet
    (as the guest's progress comes along)."""
    guest = st.session_state.pop(GUEST_SCHEDULE_KEY, None)
    if not isinstance(guest, ThemeSchedule) or not guest.cards or store.theme_cards(user_id):
        return
    for theme_id, card in guest.cards.items():
        game, due = _game_of(theme_id), guest.due_at(theme_id)
        if game is not None and due is not None:
            store.record_theme_review(user_id, theme_id, game=game,
                                      rule=lambda _, card=card, due=due: (dict(card), due))


def theme_schedule(game: str) -> ThemeSchedule:
    """The learner's review cards of ``game``'s themes (a guest's cover every game)."""
    user = current_user()
    if user is None:
        return st.session_state.get(GUEST_SCHEDULE_KEY) or ThemeSchedule()
    try:
        _adopt_guest_cards(user.id)
        return ThemeSchedule.from_dict(store.theme_cards(user.id, game=game))
    except (StoreError, ValueError):
        return ThemeSchedule()


def review_theme(game: str, theme: Theme, correct: bool | None, *,
                 seconds: float | None = None, hinted: bool = False) -> None:
    """Review ``theme`` of ``game`` with one graded answer (a judgment call, ``None``, is
    no review)."""
    if correct is None:
        return
    rating = review_rating(correct, hinted=hinted, seconds=seconds)
    now = datetime.now(UTC)
    user = current_user()
    if user is None:
        schedule = st.session_state.get(GUEST_SCHEDULE_KEY) or ThemeSchedule()
        st.session_state[GUEST_SCHEDULE_KEY] = schedule.review(theme, rating, now)
        return
    try:
        _adopt_guest_cards(user.id)
        store.record_theme_review(user.id, str(theme), game=game,
                                  rule=lambda card: next_card(card, rating, now))
    except (StoreError, ValueError) as error:
        st.warning(f"When this theme comes back could not be saved: {error}")


def mark_shown(exercise_id: str) -> None:
    """Note when the exercise ``exercise_id`` was first shown (again later: kept)."""
    shown = st.session_state.get(SHOWN_KEY)
    if shown is None or shown[0] != exercise_id:
        st.session_state[SHOWN_KEY] = (exercise_id, time.monotonic())


def seconds_since_shown(exercise_id: str) -> float | None:
    """How long ago ``exercise_id`` was first shown (None if it was not marked)."""
    shown = st.session_state.get(SHOWN_KEY)
    return None if shown is None or shown[0] != exercise_id else time.monotonic() - shown[1]
