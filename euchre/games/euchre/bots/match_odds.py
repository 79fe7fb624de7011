"""The chance of winning the match from a score, to weigh a hand's points by the score.

A point is worth more when the opponents are close to the target and less once the
team is nearly there: at 9 points a lone march's extra points change little, and at
8–9 down a euchre costs the match. The chance comes from a simple model of a hand:
either team scores 1, 2 or 4 with the frequencies below, independently hand to hand.

>>> round(win_probability(0, 0, 10), 2)
0.5
>>> win_probability(9, 9, 10) > win_probability(8, 9, 10)
True
"""

from __future__ import annotations

from functools import cache

# (points, chance) for one side in one hand; the other side has the same, mirrored
HAND_POINTS = ((1, 0.33), (2, 0.15), (4, 0.02))

__all__ = ["hand_utility", "win_probability"]


@cache
def win_probability(own: int, other: int, target: int) -> float:
    """The chance that the team on ``own`` points beats a team on ``other`` to ``target``."""
    if own >= target:
        return 1.0
    if other >= target:
        return 0.0
    total = sum(chance for _, chance in HAND_POINTS) * 2
    value = 0.0
    for points, chance in HAND_POINTS:
        value += chance / total * win_probability(min(own + points, target), other, target)
        value += chance / total * win_probability(own, min(other + points, target), target)
    return value


def hand_utility(score: tuple[int, int], own_points: int, other_points: int,
                 target: int) -> float:
    """The match-win chance after a hand in which the teams score these points."""
    own, other = score
    return win_probability(min(own + own_points, target), min(other + other_points, target),
                           target)
