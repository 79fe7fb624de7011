"""Buck Euchre's table options, each carrying its own words.

>>> rules = BuckRules(starting_score=15)
>>> BuckRules.from_dict(rules.to_dict()) == rules
True
>>> BuckRules().describe()
[('Starting score', '25')]
>>> BuckRules(starting_score=12)
Traceback (most recent call last):
...
ValueError: the starting score must be one of 10, 15, 20, 25 (got 12).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from euchre.cards import Deck
from euchre.games.protocol import GameRulesBase
from euchre.rule_options import option
from euchre.score_race import ScoreRace

__all__ = ["DECK", "STARTING_SCORE_CHOICES", "BuckRules"]

DECK = Deck.STANDARD_24  # Buck Euchre is played with the 24-card deck, bowers as usual
STARTING_SCORE_CHOICES = (10, 15, 20, 25)


@dataclass(frozen=True)
class BuckRules(GameRulesBase):
    """Every table option of Buck Euchre; the defaults are the game as its rules describe it."""

    starting_score: int = field(default=25, metadata=option(
        label="Starting score",
        help="Every player's count at the start; it goes down by a point a trick, and the "
             "first player at 0 or below wins.",
        choices=STARTING_SCORE_CHOICES,
    ))

    @property
    def score_race(self) -> ScoreRace:
        """The race: every count down from the starting score to 0."""
        return ScoreRace(self.starting_score, 0)

    def __post_init__(self) -> None:
        if (self.starting_score not in STARTING_SCORE_CHOICES
                or isinstance(self.starting_score, bool)):
            choices = ", ".join(map(str, STARTING_SCORE_CHOICES))
            raise ValueError(
                f"the starting score must be one of {choices} (got {self.starting_score!r})."
            )

    @property
    def deck(self) -> Deck:
        return DECK
