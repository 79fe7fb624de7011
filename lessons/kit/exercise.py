"""What every exercise shares: the scene shown, the answer form, and the feedback.

An exercise is generated from a seed (so it can be rebuilt exactly from
``(family, tier, theme, seed)``) and graded by its own ``grade`` method, which reads
the right answer from the engine position it was built on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from euchre import Action, Card, Seat, Suit, Trick
from lessons.kit.themes import Theme, Tier

__all__ = [
    "AnswerForm",
    "Demonstration",
    "Exercise",
    "Feedback",
    "OptionRow",
    "Scene",
]


class AnswerForm(StrEnum):
    """How the learner answers: pick one option, pick every right option, or order them."""

    SINGLE = "single"
    MULTI = "multi"
    ORDER = "order"


@dataclass(frozen=True)
class Scene:
    """What the learner sees: only cards the learner (South) could see at the table."""

    trump: Suit | None = None
    led: Suit | None = None
    trick: tuple[tuple[Seat, Card], ...] = ()
    hand: tuple[Card, ...] = ()
    cards: tuple[Card, ...] = ()
    dealer: Seat | None = None
    upcard: Card | None = None
    turned_down: Suit | None = None
    bids: tuple[tuple[Seat, Action], ...] = ()
    score: tuple[int, ...] | None = None  # the two teams' points, or each player's count
    score_names: tuple[str, ...] = ()  # whose count each is, when players score apart
    no_trump: bool = False  # a hand played with no trump (Buck Euchre)


@dataclass(frozen=True)
class Demonstration:
    """A trick the engine played to show what goes wrong, with the story of it."""

    caption: str
    trick: Trick
    trump: Suit
    story: tuple[str, ...]


@dataclass(frozen=True)
class OptionRow:
    """One bidding option as the Expert valued it (for the chart and the table)."""

    action: Action
    label: str
    expected_points: float
    std_error: float
    samples: int
    gap_error: float = 0.0  # the standard error of its gap to the best bid (0 for the best)


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer. ``correct`` is ``None`` for a judgment call (not graded)."""

    correct: bool | None
    headline: str
    reasons: tuple[str, ...]
    answer: str
    demonstration: Demonstration | None = None
    options: tuple[OptionRow, ...] = ()
    bot_explanation: str = ""
    details: tuple[str, ...] = field(default=())
    option_kind: str = "bid"  # what the options are, as the chart and table name them
    points_axis: str = "expected points for your team (left of 0: the opponents gain)"

    @property
    def graded(self) -> bool:
        return self.correct is not None


class Exercise(Protocol):
    """The interface the Train page relies on."""

    family: str  # the id of its family
    tier: Tier
    theme: Theme
    seed: int
    prompt: str
    form: AnswerForm
    options: tuple[str, ...]
    scene: Scene

    def label(self, option: str) -> str:
        """How an option is shown (e.g. ``"J♦"`` for ``"JD"``)."""
        ...

    def grade(self, answer: object) -> Feedback:
        """Judge an answer (an option, a set of options or an ordered list of them)."""
        ...
