"""The player's card-play puzzle rating in each game (a puzzle family's ``game_id``): a
signed-in player's in the store, a guest's in the session only.

A signed-in answer moves the player's rating and the puzzle's (``store.puzzle_ratings``);
a guest's moves only the guest's own rating, so puzzle ratings are made by players whose
answers are kept.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

import streamlit as st

import store
from lessons.kit.families import BankPuzzle, PuzzleFamily
from lessons.kit.rating import NEW_PLAYER, Rating, rate
from store.errors import DatabaseUnavailableError, StoreError
from ui.auth import current_user

__all__ = ["RatedAnswer", "RatingPoint", "player_rating", "puzzle_rating_lookup",
           "rate_answer", "rating_histories", "rating_history"]

GUEST_HISTORY_KEY = "puzzle_rating_guest_history"  # {game id: [RatingPoint, …]}
RatingPoint = tuple[datetime, float, float, bool]  # (time, rating, deviation, solved)


@dataclass(frozen=True)
class RatedAnswer:
    """One answer's effect on the player's rating."""

    before: Rating
    after: Rating
    puzzle: Rating  # the puzzle's rating the answer was rated against

    @property
    def change(self) -> float:
        return self.after.rating - self.before.rating


def _guest_histories() -> dict[str, list[RatingPoint]]:
    return st.session_state.setdefault(GUEST_HISTORY_KEY, {})


def _guest_history(game: str) -> list[RatingPoint]:
    return _guest_histories().setdefault(game, [])


def player_rating(game: str) -> Rating:
    """The player's rating in ``game`` now (a new player's before the first rated answer)."""
    user = current_user()
    if user is None:
        history = _guest_history(game)
        return Rating(history[-1][1], history[-1][2]) if history else NEW_PLAYER
    try:
        stored = store.player_puzzle_rating(user.id, game=game)
    except StoreError:
        return NEW_PLAYER
    return NEW_PLAYER if stored is None else Rating(*stored)


def puzzle_rating_lookup(family: PuzzleFamily) -> Callable[[BankPuzzle], Rating]:
    """Each of ``family``'s puzzles' rating: the stored one once rated answers moved it,
    else its start."""
    try:
        stored = store.puzzle_ratings(game=family.game_id)
    except StoreError:
        stored = {}

    def rating_of(puzzle: BankPuzzle) -> Rating:
        found = stored.get(puzzle.id)
        return family.start_rating(puzzle) if found is None else Rating(*found)

    return rating_of


def _rule(player: tuple[float, float], puzzle: tuple[float, float], solved: bool
          ) -> tuple[tuple[float, float], tuple[float, float]]:
    after_player, after_puzzle = rate(Rating(*player), Rating(*puzzle), solved)
    return ((after_player.rating, after_player.deviation),
            (after_puzzle.rating, after_puzzle.deviation))


def rate_answer(family: PuzzleFamily, puzzle: BankPuzzle, solved: bool) -> RatedAnswer:
    """Rate one answer to a puzzle of ``family`` in its game, keep it (the store for a
    signed-in player, the session for a guest)."""
    game = family.game_id
    before = player_rating(game)
    puzzle_now = puzzle_rating_lookup(family)(puzzle)
    start = family.start_rating(puzzle)
    user = current_user()
    if user is not None:
        try:
            (rating, deviation), _ = store.record_puzzle_attempt(
                user.id, puzzle.id, solved, game=game,
                new_player=(NEW_PLAYER.rating, NEW_PLAYER.deviation),
                new_puzzle=(start.rating, start.deviation),
                rule=_rule)
            return RatedAnswer(before, Rating(rating, deviation), puzzle_now)
        except StoreError as error:
            st.warning(f"Your puzzle rating could not be saved: {error}")
            return RatedAnswer(before, before, puzzle_now)
    after, _ = rate(before, puzzle_now, solved)
    _guest_history(game).append((datetime.now(UTC), after.rating, after.deviation, solved))
    return RatedAnswer(before, after, puzzle_now)


def rating_histories() -> dict[str, list[RatingPoint]]:
    """Each game's (time, rating, deviation, solved) after each rated answer, oldest
    first, for the games with rated answers."""
    user = current_user()
    if user is None:
        return {game: list(points) for game, points in _guest_histories().items() if points}
    try:
        attempts = store.puzzle_rating_history(user.id)
    except DatabaseUnavailableError:
        raise  # the page says the database is away, not that nothing was answered
    except StoreError:
        return {}
    histories: dict[str, list[RatingPoint]] = {}
    for a in attempts:
        histories.setdefault(a.game, []).append((a.attempted_at, a.rating, a.deviation,
                                                 a.solved))
    return histories


def rating_history(game: str) -> list[RatingPoint]:
    """``game``'s (time, rating, deviation, solved) after each rated answer, oldest first."""
    return rating_histories().get(game, [])
