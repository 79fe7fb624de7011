"""How the user's decisions are graded against Expert's: the loss in expected points, the
grades and their thresholds, and a reviewed decision with Expert's figures.

The thresholds are in points of a game whose hands are worth a few points (Euchre's); a
game whose points are larger scales them by its rules' ``point_scale`` (Five Hundred's
20, one step of its schedule).

>>> [str(Grade.for_loss(loss)) for loss in (0.1, 0.3, 0.6)], str(Grade.for_loss(6, scale=20))
(['good', 'inaccuracy', 'mistake'], 'inaccuracy')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from euchre.bots import Explanation, OptionValue
from euchre.games import GameAction, GameHand

__all__ = ["INACCURACY_LOSS", "MISTAKE_LOSS", "DecisionPoint", "Grade", "ReviewedDecision",
           "loss_against"]


# Expected-point loss (against Expert's best option) that separates the grades, in points
# of a game whose hands are worth a few points (Euchre's); a game whose points are larger
# scales them by its rules' ``point_scale``.
INACCURACY_LOSS = 0.15


MISTAKE_LOSS = 0.5


class Grade(StrEnum):
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    UNRATED = "unrated"  # Expert gave figures for other options, not for the one chosen

    @classmethod
    def for_loss(cls, loss: float, scale: float = 1.0) -> Grade:
        """The grade of giving up ``loss`` expected points (thresholds times ``scale``)."""
        if loss < INACCURACY_LOSS * scale:
            return cls.GOOD
        return cls.INACCURACY if loss < MISTAKE_LOSS * scale else cls.MISTAKE


def loss_against(options: tuple[OptionValue, ...], expert: GameAction, chosen: GameAction) -> float:
    """Expected points ``chosen`` gives up against Expert's choice ``expert``, by Expert's
    figures ``options`` (0 when it is Expert's choice or either is not rated)."""
    values = {option.action: option.expected_points for option in options}
    if chosen == expert or chosen not in values or expert not in values:
        return 0.0
    return max(0.0, values[expert] - values[chosen])


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the user compared with Expert's decision in the same position.

    ``options`` are Expert's figures for every legal action (best first), ``advice`` is
    what Expert itself would do there (the hint's answer) and ``explanation`` its reasons.
    """

    hand_number: int
    move: int
    phase: str
    chosen: GameAction
    options: tuple[OptionValue, ...]  # best first; empty if Expert could not rate them
    advice: GameAction | None = None
    explanation: Explanation | None = None
    scale: float = 1.0  # the game's grade scale (its rules' ``point_scale``)

    @property
    def rated(self) -> bool:
        return bool(self.options)

    @property
    def expert_choice(self) -> GameAction:
        if self.advice is not None:
            return self.advice
        return self.options[0].action if self.options else self.chosen

    def value_of(self, action: GameAction) -> OptionValue | None:
        return next((o for o in self.options if o.action == action), None)

    @property
    def chosen_value(self) -> OptionValue | None:
        return self.value_of(self.chosen)

    @property
    def expert_value(self) -> OptionValue | None:
        return self.value_of(self.expert_choice)

    @property
    def agrees(self) -> bool:
        return self.chosen == self.expert_choice

    @property
    def loss(self) -> float:
        """Expected points given up against Expert's choice (0 when the user made it)."""
        return loss_against(self.options, self.expert_choice, self.chosen)

    @property
    def grade(self) -> Grade:
        """The loss's grade; ``UNRATED`` when Expert's figures leave out the user's choice
        (Cutthroat's Expert weighs only the most promising fives of a merge with the
        dummy), so that no loss is claimed without a figure for it."""
        if self.rated and not self.agrees and self.chosen_value is None:
            return Grade.UNRATED
        return Grade.for_loss(self.loss, self.scale)

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand_number,
            "move": self.move,
            "action": self.chosen.text,
            "options": [o.to_dict() for o in self.options],
            "advice": None if self.advice is None else self.advice.text,
            "explanation": None if self.explanation is None else self.explanation.to_dict(),
        }


@dataclass(frozen=True)
class DecisionPoint:
    """A position in a finished hand where the user had a real choice."""

    move: int
    state: GameHand  # the position before the user's action
    chosen: GameAction
