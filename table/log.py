"""The table's log: every bot decision as it was taken (its explanation included) and the
hints the user asked for, and how they are read back from a saved table."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from euchre.bots import Explanation, Factor, OptionValue
from euchre.games import GameAction
from table.grading import Grade, loss_against

__all__ = ["Advice", "BotTurn", "explanation_from_dict", "option_from_dict"]


@dataclass(frozen=True)
class BotTurn:
    """One bot decision as it was taken at the table."""

    hand_number: int
    move: int  # index of the action in the hand's history
    seat: int  # the game's seat (an IntEnum with a ``label``), as in the hand's history
    action: GameAction
    explanation: Explanation
    elapsed_ms: float = field(default=0.0, compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand_number,
            "move": self.move,
            "seat": self.seat.label,
            "action": self.action.text,
            "explanation": self.explanation.to_dict(),
            "elapsed_ms": round(self.elapsed_ms, 3),
        }


@dataclass(frozen=True)
class Advice:
    """Expert's suggestion for the user's decision at one position (the Hint)."""

    hand_number: int
    move: int
    action: GameAction
    explanation: Explanation

    def close_calls(self, scale: float = 1.0) -> tuple[OptionValue, ...]:
        """The other options a review would grade good had the user taken them (the
        review's rule, ``scale`` its game's): worth about as much as Expert's choice, so
        the hint is a close call."""
        options = self.explanation.options
        return tuple(
            option for option in options if option.action != self.action
            and Grade.for_loss(loss_against(options, self.action, option.action),
                               scale) is Grade.GOOD
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand_number,
            "move": self.move,
            "action": self.action.text,
            "explanation": self.explanation.to_dict(),
        }


def explanation_from_dict(data: Mapping[str, Any],
                          parse: Callable[[str], GameAction]) -> Explanation:
    """An explanation saved by ``Explanation.to_dict`` (a factor without its ``public``
    mark, from an older record, is private); ``parse`` reads its options' actions (the
    game's own action texts)."""
    factors = tuple(Factor(str(f["name"]), f["value"], str(f["text"]), f.get("public") is True)
                    for f in data["factors"])
    options = tuple(option_from_dict(o, parse) for o in data["options"])
    return Explanation(str(data["summary"]), factors, options, str(data.get("live", "")))


def option_from_dict(data: Mapping[str, Any], parse: Callable[[str], GameAction]
            ) -> OptionValue:
    paired = data.get("paired_error")
    return OptionValue(parse(data["action"]), float(data["expected_points"]),
                       float(data.get("std_error", 0.0)), int(data.get("samples", 0)),
                       None if paired is None else float(paired))
