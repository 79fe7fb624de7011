"""Heads-up Euchre's seats and table options: two players, South and North, face to face."""

from __future__ import annotations

from dataclasses import dataclass, field

from euchre.cards import Deck
from euchre.games import GameRulesBase
from euchre.rule_options import option
from euchre.score_race import ScoreRace
from euchre.seats import SeatEnum, Seating, TablePosition

__all__ = ["DECK", "SEATING", "HeadsUpRules", "Player"]

DECK = Deck.STANDARD_24
POINTS_TO_WIN_CHOICES = (3, 5, 7)


class Player(SeatEnum):
    """The two players; the deal passes between them."""

    SOUTH = 0
    NORTH = 1


SEATING = Seating(names=("South", "North"), positions=(TablePosition.BOTTOM, TablePosition.TOP),
                  teams=(0, 1), team_names=("South", "North"))


@dataclass(frozen=True)
class HeadsUpRules(GameRulesBase):
    """Heads-up Euchre's one option: the points that win the match."""

    points_to_win: int = field(default=5, metadata=option(
        label="Points to win", help="The first player to reach this score wins.",
        choices=POINTS_TO_WIN_CHOICES))

    def __post_init__(self) -> None:
        if self.points_to_win not in POINTS_TO_WIN_CHOICES or isinstance(self.points_to_win,
                                                                         bool):
            raise ValueError(f"points to win must be one of {POINTS_TO_WIN_CHOICES}.")

    @property
    def score_race(self) -> ScoreRace:
        return ScoreRace(0, self.points_to_win)
