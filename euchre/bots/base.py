"""The one bot interface: a bot sees a seat's view and returns a decision with its reasons.

A ``Decision`` carries the action and an ``Explanation``: the factors and figures behind
the choice (structured, so pages can show them) and a sentence rendered from them in
plain words. Every figure an explanation states must be true of the position.

Each factor is public (the others at the table can work it out from the hand's record:
the bidding, the cards played, voids shown by play) or private (about the bot's own
cards). While a hand is being played the table hears only ``Explanation.public()``: the
move in plain words and its public factors. The full explanation is for after the hand.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from euchre.games.protocol import GameView

__all__ = ["Bot", "Decision", "Difficulty", "Explanation", "Factor", "OptionValue"]


class Difficulty(StrEnum):
    EASY = "easy"
    NORMAL = "normal"
    EXPERT = "expert"

    @property
    def label(self) -> str:
        return self.value.capitalize()

    @property
    def ranking_points(self) -> int:
        """Ranking points a user's team earns for winning a match at this level."""
        return {Difficulty.EASY: 10, Difficulty.NORMAL: 30, Difficulty.EXPERT: 100}[self]


@dataclass(frozen=True)
class Factor:
    """One consideration behind a decision: a name, its figure, and the figure in words.

    ``public``: the other players can know it from the hand's record once the move is
    made; a factor is private (about the bot's own hand) unless it says otherwise."""

    name: str
    value: float | int | str | bool
    text: str
    public: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "value": self.value, "text": self.text,
                "public": self.public}


@dataclass(frozen=True)
class OptionValue:
    """A simulated option: its mean value for the bot's team and how sure that mean is."""

    action: Any  # the game's action
    expected_points: float
    std_error: float = 0.0
    samples: int = 0
    # The standard error of the per-deal difference between the best option of the same
    # simulation and this one (0 for the best itself; None when not known). Every option
    # is played out on the same sampled deals, so this paired error is smaller than the
    # two options' own errors combined.
    paired_error: float | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "action": self.action.text,
            "expected_points": self.expected_points,
            "std_error": self.std_error,
            "samples": self.samples,
        }
        if self.paired_error is not None:
            data["paired_error"] = self.paired_error
        return data


@dataclass(frozen=True)
class Explanation:
    """Why a bot chose what it chose: a sentence, the factors, and any simulated options.

    ``live`` is the sentence the table may hear while the hand is being played: the move
    and public factors only (empty: nothing but the move itself is told)."""

    summary: str
    factors: tuple[Factor, ...] = ()
    options: tuple[OptionValue, ...] = ()
    live: str = ""

    def factor(self, name: str) -> Factor | None:
        return next((f for f in self.factors if f.name == name), None)

    def public(self) -> Explanation:
        """What the table may hear during the hand: the live sentence and the public
        factors; no simulated options (their values come from the bot's own cards)."""
        factors = tuple(factor for factor in self.factors if factor.public)
        return Explanation(self.live, factors, (), self.live)

    def to_dict(self) -> dict[str, Any]:
        return {
            "summary": self.summary,
            "factors": [f.to_dict() for f in self.factors],
            "options": [o.to_dict() for o in self.options],
            "live": self.live,
        }


@dataclass(frozen=True)
class Decision:
    """What a bot does in a position, and why."""

    seat: Any  # the game's seat (an IntEnum with a ``label``)
    action: Any
    explanation: Explanation
    elapsed_ms: float = field(default=0.0, compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat.label,
            "action": self.action.text,
            "explanation": self.explanation.to_dict(),
            "elapsed_ms": self.elapsed_ms,
        }


class Bot(ABC):
    """A player. Given only a seat's view, returns a legal action with its explanation."""

    difficulty: Difficulty

    @abstractmethod
    def decide(self, view: GameView) -> Decision:
        """Choose one of ``view.legal_actions`` (the view's seat must be the one to act)."""
