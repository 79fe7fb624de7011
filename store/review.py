"""Replaying a recorded match hand by hand, for the stats page's match review.

Every position comes from the engine: a hand is rebuilt from its deal and its actions
are applied one by one; the text of each position is the engine's own rendering.

>>> from euchre import Match
>>> match = Match.new(seed=3).apply("pass")
>>> [step.description for step in hand_steps(match, 0)]
['The deal: North deals, the upcard is 10♣.', 'Action 1: East passes.']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from euchre import HandState, Match, Team
from euchre.games.euchre.render import render_hand

__all__ = ["ReviewStep", "hand_steps", "hand_table"]


@dataclass(frozen=True)
class ReviewStep:
    """One moment of a hand: what just happened, and the whole table as text."""

    description: str
    position: str


def hand_steps(match: Match, index: int) -> list[ReviewStep]:
    """The positions of hand ``index`` (0-based): the deal, then after every action."""
    hand = match.hands[index]
    state = HandState(match.rules, hand.deal)
    steps = [ReviewStep(
        f"The deal: {state.dealer.label} deals, the upcard is {state.upcard.symbol}.",
        render_hand(state),
    )]
    for number, (seat, action) in enumerate(hand.history, start=1):
        state = state.apply(action, seat)
        steps.append(ReviewStep(f"Action {number}: {seat.label} {action.describe()}.",
                                render_hand(state)))
    return steps


def hand_table(match: Match) -> list[dict[str, Any]]:
    """One row per hand: dealer, trump, makers, tricks, points and the score after it."""
    rows = []
    north_south = east_west = 0
    for number, hand in enumerate(match.hands, start=1):
        row: dict[str, Any] = {"Hand": number, "Dealer": hand.dealer.label}
        if hand.is_over:
            result = hand.result()
            north_south += result.points[Team.NORTH_SOUTH]
            east_west += result.points[Team.EAST_WEST]
            row |= {
                "Trump": result.trump.symbol if result.trump is not None else "—",
                "Maker": (result.maker.label + (" alone" if result.maker_alone else "")
                          if result.maker is not None else "—"),
                "Tricks N–S": result.tricks_by_team[Team.NORTH_SOUTH],
                "Tricks E–W": result.tricks_by_team[Team.EAST_WEST],
                "Result": result.summary(),
                "Score": f"{north_south}–{east_west}",
            }
        else:
            row |= {"Trump": "—", "Maker": "—", "Tricks N–S": 0, "Tricks E–W": 0,
                    "Result": "not finished", "Score": f"{north_south}–{east_west}"}
        rows.append(row)
    return rows
