"""Five Hundred's table options, each carrying its own words (``euchre.rule_options``).

>>> rules = FiveHundredRules(players=3, misere_any_time=True)
>>> FiveHundredRules.from_dict(rules.to_dict()) == rules, rules.deck_size
(True, 33)
>>> FiveHundredRules().describe()[0]
('Players', '4: two partnerships, partners opposite (43 cards)')
>>> FiveHundredRules(players=5)
Traceback (most recent call last):
...
ValueError: players must be 4 or 3 (got 5).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from euchre.cards import Card
from euchre.games.five_hundred.cards import deck, deck_description, deck_mask
from euchre.games.five_hundred.seats import Player3, seating_for
from euchre.games.protocol import GameRulesBase
from euchre.rule_options import option
from euchre.score_race import ScoreRace
from euchre.seats import Seat, Seating, Team

__all__ = ["NO_TRICK_POINTS_FROM", "POINTS_TO_WIN", "FiveHundredRules"]

POINTS_TO_WIN = 500  # and −500 loses
POINT_STEP = 20  # the schedule's step from one denomination to the next
NO_TRICK_POINTS_FROM = POINTS_TO_WIN - 10  # the option's threshold: one trick short of 500


def _on_off(on: str, off: str) -> dict[bool, str]:
    return {False: f"off: {off}", True: f"on: {on}"}


@dataclass(frozen=True)
class FiveHundredRules(GameRulesBase):
    """Every table option of Five Hundred; the defaults are the Australian four-handed game."""

    players: int = field(default=4, metadata=option(
        label="Players",
        help="Four players in two partnerships, or three each for themselves (the "
             "contractor against the other two).",
        words={4: "4: two partnerships, partners opposite (43 cards)",
               3: "3: each for themselves (33 cards)"},
    ))
    misere_any_time: bool = field(default=False, metadata=option(
        label="Misère at any time",
        help="On: misère may be bid whenever it outranks the bid so far. Off: only once "
             "someone has bid 7 of something.",
        words=_on_off("misère may be bid whenever it outranks the current bid",
                      "misère only after someone has bid 7"),
    ))
    blind_misere: bool = field(default=False, metadata=option(
        label="Blind misère",
        help="On: a player may bid blind misère (500, ranked with open misère) as their "
             "first call, before looking at their cards; it is played closed.",
        words=_on_off("blind misère may be a player's first call", "no blind misère"),
    ))
    sans_kitty: bool = field(default=False, metadata=option(
        label="Sans kitty",
        help="On: every contract is played without the kitty, which stays face down.",
        words=_on_off("no kitty exchange: the kitty stays face down",
                      "the contractor takes the kitty and discards three"),
    ))
    single_round: bool = field(default=False, metadata=option(
        label="Single-round auction",
        help="On (American): each player calls exactly once, bids still rising. Off "
             "(Australian): bidding goes round until all but one have passed.",
        words=_on_off("each player calls once", "several rounds until all but one pass"),
    ))
    no_trick_points_from_490: bool = field(default=False, metadata=option(
        label="Nothing for tricks from 490",
        help="On: a side on 490 or more scores nothing for tricks it wins against the "
             "contractor, so it must make a contract to reach 500. Off: every side scores "
             "10 a trick against the contractor.",
        words=_on_off("a side on 490 or more scores nothing for tricks against the "
                      "contractor", "10 a trick against the contractor, whatever the score"),
    ))

    @property
    def score_race(self) -> ScoreRace:
        """The race: up to 500, a side out at −500."""
        return ScoreRace(0, self.points_to_win, floor=self.losing_score)

    def __post_init__(self) -> None:
        if self.players not in (4, 3) or isinstance(self.players, bool):
            raise ValueError(f"players must be 4 or 3 (got {self.players!r}).")
        for option_field in fields(self)[1:]:
            if not isinstance(getattr(self, option_field.name), bool):
                raise ValueError(f"{option_field.name.replace('_', ' ')} must be true or false.")

    # ---- what the options imply -------------------------------------------------------
    @property
    def points_to_win(self) -> int:
        """A side wins by making a contract that brings it to 500 or more."""
        return POINTS_TO_WIN

    @property
    def point_scale(self) -> int:
        """The size of a small difference in a hand's points: one step of the schedule
        (the next denomination up for as many tricks is worth 20 more). Four-handed
        Euchre's hands are worth a point or a few; Five Hundred's are worth hundreds."""
        return POINT_STEP

    @property
    def losing_score(self) -> int:
        """A side at −500 or below loses."""
        return -POINTS_TO_WIN

    @property
    def seating(self) -> Seating:
        return seating_for(self.players)

    @property
    def seat_type(self) -> type[Seat] | type[Player3]:
        return Seat if self.players == 4 else Player3

    @property
    def score_keepers(self) -> type[Team] | type[Player3]:
        """What the match score is indexed by: the partnerships, or each of three players."""
        return Team if self.players == 4 else Player3

    @property
    def deck_mask(self) -> int:
        return deck_mask(self.players)

    @property
    def deck_size(self) -> int:
        return self.deck_mask.bit_count()

    @property
    def deck_description(self) -> str:
        return deck_description(self.players)

    def cards(self) -> tuple[Card, ...]:
        """Every card of the deck, in id order."""
        return deck(self.players)

    # ---- the shared rules protocol ----------------------------------------------------
