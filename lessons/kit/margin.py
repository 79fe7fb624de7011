"""When one card is clearly best, and how hard a puzzle is.

The Expert plays every legal card out on the same sampled deals, so the noise in the gap
between the best card and another is the standard error of their per-deal difference
(the paired error, ``OptionValue.paired_error``), not their two errors combined.

A position becomes a puzzle when the best card beats **every** other legal card by more
than ``CLEAR_MARGIN_SE`` = 4 paired standard errors **and** by at least ``MIN_GAP`` =
0.25 points a hand (your side's points minus the opponents'), first in a screening
simulation of ``SCREEN_SAMPLES`` = 96 deals and then again, with another evaluation seed,
in a confirming simulation of ``CONFIRM_SAMPLES`` = 240 deals. Both must name the same
card; the bank stores the confirming figures.
Four standard errors twice over leave a chance of roughly 1 in 30,000 per simulation
that luck alone made the card look best; 0.25 points is a quarter of a single point on
every hand, about one hand in twelve going from made to euchred.

A game scoring in other units passes its ``unit`` (the points worth one of Euchre's: Five
Hundred's 10, a trick to the defence), and every gap here is that many times larger.

Difficulty (three tiers, by the confirmed gap to the runner-up and the trick):

- Beginner: the runner-up loses at least ``BEGINNER_GAP`` = 1.0 point, from trick 2 on;
- Advanced: the runner-up loses less than ``ADVANCED_GAP`` = 0.5 points, or less than
  1.0 point on the opening lead or trick 1 (everything is still hidden);
- Intermediate: the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from euchre.bots.base import OptionValue
from lessons.kit.themes import Tier

__all__ = [
    "ADVANCED_GAP",
    "BEGINNER_GAP",
    "CLEAR_MARGIN_SE",
    "CONFIRM_SAMPLES",
    "MIN_GAP",
    "SCREEN_SAMPLES",
    "Verdict",
    "difficulty_tier",
    "judge",
    "two_looks",
]

CLEAR_MARGIN_SE = 4.0  # the best card beats each other card by more than this many paired SEs
MIN_GAP = 0.25  # …and by at least this many points a hand
SCREEN_SAMPLES = 96  # sampled deals of the first look at every candidate position
CONFIRM_SAMPLES = 240  # sampled deals of the second look, with another seed
BEGINNER_GAP = 1.0  # a runner-up this far behind is a plain mistake
ADVANCED_GAP = 0.5  # a runner-up this close is a fine point


@dataclass(frozen=True)
class Verdict:
    """The best card against the runner-up, and whether it clears the margin rule."""

    best: OptionValue
    runner_up: OptionValue
    gap: float  # points the runner-up loses against the best
    noise: float  # the paired standard error of that gap
    clear: bool  # the best beats every other card by the margin rule


def _noise(option: OptionValue) -> float:
    if option.paired_error is None:
        raise ValueError(f"{option.action.text} has no paired error: the values must come "
                         "from one simulation.")
    return option.paired_error


def clears(best: OptionValue, other: OptionValue, unit: float = 1.0) -> bool:
    """Does ``best`` beat ``other`` by the margin rule? (``unit``: a game's points worth one
    of Euchre's, so that the least gap is ``MIN_GAP`` of them.)"""
    gap = best.expected_points - other.expected_points
    return gap > CLEAR_MARGIN_SE * _noise(other) and gap >= MIN_GAP * unit


def judge(values: Sequence[OptionValue], unit: float = 1.0) -> Verdict:
    """The verdict on one simulation's values for every legal card (two at least), in a
    game whose ``unit`` points are worth one of Euchre's."""
    if len(values) < 2:
        raise ValueError("a puzzle needs at least two legal cards.")
    ordered = sorted(values, key=lambda value: -value.expected_points)
    best, runner_up = ordered[0], ordered[1]
    if best.paired_error not in (None, 0.0):
        raise ValueError("the paired errors must be measured against the best card.")
    clear = all(clears(best, other, unit) for other in ordered[1:])
    return Verdict(best, runner_up, best.expected_points - runner_up.expected_points,
                   _noise(runner_up), clear)


def two_looks(first: Sequence[OptionValue], second: Callable[[], Sequence[OptionValue]],
              unit: float = 1.0) -> tuple[OptionValue, ...] | None:
    """The rule's two looks: the second look's values, best first, when one option clears
    the rule in the ``first`` values and the same option clears it again in the values
    ``second()`` gives (asked only when the first look clears); else None."""
    if len(first) < 2:
        return None
    verdict = judge(first, unit)
    if not verdict.clear:
        return None
    values = second()
    if len(values) < 2:
        return None
    again = judge(values, unit)
    if not again.clear or again.best.action != verdict.best.action:
        return None
    return tuple(sorted(values, key=lambda value: -value.expected_points))


def difficulty_tier(gap: float, trick: int, unit: float = 1.0) -> Tier:
    """The tier of a puzzle whose runner-up loses ``gap`` points, at trick ``trick`` (in a
    game whose ``unit`` points are worth one of Euchre's)."""
    gap = gap / unit
    if gap < ADVANCED_GAP or (trick <= 1 and gap < BEGINNER_GAP):
        return Tier.ADVANCED
    if gap >= BEGINNER_GAP and trick >= 2:
        return Tier.BEGINNER
    return Tier.INTERMEDIATE
