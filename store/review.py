"""Replaying a recorded match of any game hand by hand, for My stats' match review.

Every position comes from the engine: a hand is rebuilt from its deal with its game's own
rules and its actions are applied one by one; the words are the game's own (its seats'
names, each action's description, each hand's result).

>>> from euchre import games
>>> spec = games.game("euchre")
>>> match = spec.new_match(None, 3).apply("pass")
>>> [step.description for step in hand_steps(spec, match.hands[0], user=0)][:2]
['The deal: North deals.', 'Move 1: East passes.']
>>> hand_rows(spec, match, user=0)[0]["Result"], score_columns(spec, match)
('not finished', ('North–South', 'East–West'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from euchre.games import GameHand, GameMatch, GameSpec

__all__ = ["ReviewStep", "hand_rows", "hand_steps", "score_columns"]


@dataclass(frozen=True)
class ReviewStep:
    """One moment of a hand: what just happened, and the hand as it then stood."""

    description: str
    hand: GameHand


def _name(spec: GameSpec, seat: int, user: int) -> str:
    name = spec.seating.names[seat]
    return f"{name} (you)" if seat == user else name


def hand_steps(spec: GameSpec, hand: GameHand, user: int) -> list[ReviewStep]:
    """The positions of ``hand``: the deal, then after every action (``user``'s seat is
    marked "(you)")."""
    state = spec.hand_from_deal(hand.deal, hand.rules)
    steps = [ReviewStep(f"The deal: {_name(spec, hand.dealer, user)} deals.", state)]
    for number, (seat, action) in enumerate(hand.history, start=1):
        state = state.apply(action, seat)
        steps.append(ReviewStep(
            f"Move {number}: {_name(spec, int(seat), user)} {action.describe()}.", state))
    return steps


def score_columns(spec: GameSpec, match: GameMatch) -> tuple[str, ...]:
    """The names of the score's entries: the sides when the game scores by side."""
    sides = len(match.score)
    if sides == len(spec.seating.team_names):
        return spec.seating.team_names
    return spec.seating.names[:sides]


def hand_rows(spec: GameSpec, match: GameMatch, user: int) -> list[dict[str, Any]]:
    """One row per hand: the dealer, the result, and the score after it."""
    history = match.score_history()
    rows = []
    for number, hand in enumerate(match.hands, start=1):
        row: dict[str, Any] = {"Hand": number, "Dealer": _name(spec, hand.dealer, user)}
        if hand.is_over and number < len(history):
            row["Result"] = hand.result().summary()
            row["Score"] = "–".join(str(points) for points in history[number][1:])
        else:
            row["Result"] = "not finished"
            row["Score"] = "–".join(str(points) for points in history[-1][1:])
        rows.append(row)
    return rows
