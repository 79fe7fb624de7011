"""Puzzle ratings: players and puzzles rated against each other (OpenSkill's Bradley–Terry).

Solving a puzzle is a won game for the player against the puzzle, a wrong card a lost one;
both ratings move, the surprising result more than the expected one. The model is
``openskill``'s ``BradleyTerryFull`` (Weng and Lin's Bayesian approximation, the same
logistic win chance as Elo and Glicko) on the familiar scale: a new player starts at 1500
with a deviation of 350, so the first answers move the rating fast and later ones less.

The deviation is the model's own (``openskill``'s sigma). A rating is **provisional** while
its deviation is above ``PROVISIONAL_DEVIATION`` (200: two deviations either side span more
than the 600 points between Beginner and Advanced puzzles, so it cannot yet say which
tier suits the player); a new player's settles after some twenty answers. While it is
provisional one answer moves it by at most ``PROVISIONAL_STEP`` (a quarter) of its
deviation: at most 88 points for a new player's first answer instead of the model's 173
for a missed Beginner puzzle, so that no single answer reads as a verdict. The deviation
itself shrinks as the model says, answer by answer.
(``openskill`` is kept up to date and typed; the ``glicko2`` package's volatility step
uses the rating where Glickman's formula has the deviation.)

>>> player, puzzle = Rating(1500, 350), Rating(1500, 200)
>>> rate(player, puzzle, solved=True)[0].rating > 1500
True
>>> first_miss = rate(NEW_PLAYER, Rating(1200, 250), solved=False)[0]
>>> round(NEW_PLAYER.rating - first_miss.rating), first_miss.provisional
(88, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from openskill.models import BradleyTerryFull

from lessons.kit.themes import Tier

__all__ = [
    "NEW_PLAYER",
    "PROVISIONAL_DEVIATION",
    "PROVISIONAL_STEP",
    "PUZZLE_DEVIATION",
    "TIER_RATINGS",
    "Rating",
    "initial_puzzle_rating",
    "rate",
]

START = 1500.0
START_DEVIATION = 350.0
PUZZLE_DEVIATION = 250.0  # a new puzzle's rating comes from its tier: surer than a new player's
TIER_RATINGS = {Tier.BEGINNER: 1200.0, Tier.INTERMEDIATE: 1500.0, Tier.ADVANCED: 1800.0}
GAP_SHIFT = 100.0  # within a tier, a puzzle whose runner-up loses little is rated up to this higher
MIN_DEVIATION = 60.0  # a rating never becomes so sure that it stops moving
PROVISIONAL_DEVIATION = 200.0  # above it a rating is provisional (see the module's note)
PROVISIONAL_STEP = 0.25  # a provisional rating moves by at most this share of its deviation

# The update's logistic scale: two sure ratings 400 points apart expect a 10-to-1
# result, as in Elo and Glicko.
ELO_SCALE = 400 / math.log(10)
_MODEL = BradleyTerryFull(mu=START, sigma=START_DEVIATION, beta=ELO_SCALE / math.sqrt(2),
                          tau=START_DEVIATION / 300)


@dataclass(frozen=True)
class Rating:
    """A rating and its deviation (how unsure it still is), on the 1500 scale."""

    rating: float
    deviation: float

    def __str__(self) -> str:
        return f"{self.rating:.0f} ± {2 * self.deviation:.0f}"

    @property
    def provisional(self) -> bool:
        """Still too unsure to place the player: its deviation is above 200."""
        return self.deviation > PROVISIONAL_DEVIATION

    def moved_to(self, rating: float, deviation: float) -> Rating:
        """The rating after one answer: the model's ``rating`` and ``deviation``, the move
        capped at ``PROVISIONAL_STEP`` of the deviation while this rating is provisional."""
        if self.provisional:
            cap = PROVISIONAL_STEP * self.deviation
            rating = min(self.rating + cap, max(self.rating - cap, rating))
        return Rating(rating, max(deviation, MIN_DEVIATION))


NEW_PLAYER = Rating(START, START_DEVIATION)


def initial_puzzle_rating(tier: Tier, gap: float) -> Rating:
    """A puzzle's rating before anyone solved it: its tier's, a little higher the closer its
    runner-up card (``gap`` points behind the answer)."""
    closeness = max(0.0, min(1.0, 1.0 - gap / 2.0))  # 1 for a near tie, 0 from two points on
    return Rating(TIER_RATINGS[Tier(tier)] + GAP_SHIFT * (closeness - 0.5) * 2,
                  PUZZLE_DEVIATION)


def rate(player: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """Both ratings after ``player`` solved (or missed) ``puzzle``."""
    ranks = [0, 1] if solved else [1, 0]
    (after_player,), (after_puzzle,) = _MODEL.rate(
        [[_MODEL.rating(player.rating, player.deviation)],
         [_MODEL.rating(puzzle.rating, puzzle.deviation)]], ranks=ranks)
    return (player.moved_to(after_player.mu, after_player.sigma),
            puzzle.moved_to(after_puzzle.mu, after_puzzle.sigma))
