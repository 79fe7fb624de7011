"""Cutthroat's table options, each carrying its own words.

>>> rules = CutthroatRules(stick_the_dealer=True, points_to_win=7)
>>> CutthroatRules.from_dict(rules.to_dict()) == rules
True
>>> CutthroatRules().describe()[0]
('Stick the dealer', 'off: if all three pass twice the hand is thrown in')
>>> CutthroatRules(points_to_win=12)
Traceback (most recent call last):
...
ValueError: points to win must be one of 5, 7, 10, 11, 15 (got 12).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from euchre.cards import Deck
from euchre.games.protocol import GameRulesBase
from euchre.rule_options import option
from euchre.score_race import ScoreRace

__all__ = ["DECK", "POINTS_TO_WIN_CHOICES", "CutthroatRules"]

DECK = Deck.STANDARD_24  # Cutthroat is played with the 24-card deck, bowers as usual
POINTS_TO_WIN_CHOICES = (5, 7, 10, 11, 15)


@dataclass(frozen=True)
class CutthroatRules(GameRulesBase):
    """Every table option of Cutthroat; the defaults are the game as its rules describe it."""

    stick_the_dealer: bool = field(default=False, metadata=option(
        label="Stick the dealer",
        help="On: the dealer may not pass in round 2 and must name a suit.",
        words={True: "on: the dealer must name a suit in round 2",
               False: "off: if all three pass twice the hand is thrown in"},
    ))
    points_to_win: int = field(default=10, metadata=option(
        label="Points to win",
        help="The first player to reach this score wins the match.",
        choices=POINTS_TO_WIN_CHOICES,
    ))

    @property
    def score_race(self) -> ScoreRace:
        """The race: up from 0 to the points to win."""
        return ScoreRace(0, self.points_to_win)

    def __post_init__(self) -> None:
        if not isinstance(self.stick_the_dealer, bool):
            raise ValueError("stick the dealer must be true or false.")
        if self.points_to_win not in POINTS_TO_WIN_CHOICES or isinstance(self.points_to_win, bool):
            choices = ", ".join(map(str, POINTS_TO_WIN_CHOICES))
            raise ValueError(
                f"points to win must be one of {choices} (got {self.points_to_win!r})."
            )

    @property
    def deck(self) -> Deck:
        return DECK
