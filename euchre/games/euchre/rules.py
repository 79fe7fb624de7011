"""Table rules: one frozen, serialisable value holding every option of the rules text.

>>> rules = Rules(stick_the_dealer=False, points_to_win=7)
>>> Rules.from_dict(rules.to_dict()) == rules
True
>>> Rules(points_to_win=12)
Traceback (most recent call last):
...
ValueError: points to win must be one of 5, 7, 10, 11, 15 (got 12).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property

import numpy as np

from euchre.cards import Deck
from euchre.games.protocol import GameRulesBase
from euchre.rule_options import option
from euchre.score_race import ScoreRace

__all__ = ["LoneDefenderScoring", "OpeningLead", "PartnerDealerPickup", "Rules"]

POINTS_TO_WIN_CHOICES = (5, 7, 10, 11, 15)


class OpeningLead(StrEnum):
    """Who leads the first trick when someone plays alone."""

    LEFT_OF_DEALER = "left-of-dealer"
    LEFT_OF_LONER = "left-of-loner"


class LoneDefenderScoring(StrEnum):
    """What a lone defender scores for euchring the makers."""

    TWO_OR_FOUR = "2-or-4"
    ALWAYS_FOUR = "always-4"


class PartnerDealerPickup(StrEnum):
    """What the dealer does when the dealer's partner orders the upcard up alone."""

    SITS_OUT = "sits-out"
    PICKS_UP_THEN_SITS_OUT = "picks-up-then-sits-out"


@dataclass(frozen=True)
class Rules(GameRulesBase):
    """Every table option of four-handed Euchre; the defaults are the standard game."""

    stick_the_dealer: bool = field(default=True, metadata=option(
        label="Stick the dealer",
        help="On: the dealer may not pass in round 2 and must name a suit.",
        words={True: "on: the dealer must name a suit in round 2",
               False: "off: if all four pass twice the hand is thrown in"},
    ))
    points_to_win: int = field(default=10, metadata=option(
        label="Points to win",
        help="The first team to reach this score wins the match.",
        choices=POINTS_TO_WIN_CHOICES,
    ))
    defend_alone: bool = field(default=False, metadata=option(
        label="Defend alone",
        help="A defender may play alone against a lone maker's team.",
        words={True: "on: a defender may play alone against the makers", False: "off"},
    ))
    lone_defender_scoring: LoneDefenderScoring = field(
        default=LoneDefenderScoring.TWO_OR_FOUR, metadata=option(
            label="Lone defender's euchre",
            help="What a defender playing alone scores for euchring the makers.",
            words={LoneDefenderScoring.TWO_OR_FOUR: "+2 for 3–4 tricks, +4 for all 5",
                   LoneDefenderScoring.ALWAYS_FOUR: "+4 for any euchre"},
        ))
    opening_lead: OpeningLead = field(default=OpeningLead.LEFT_OF_DEALER, metadata=option(
        label="Opening lead with a loner",
        help="Who leads the first trick when someone plays alone.",
        words={OpeningLead.LEFT_OF_DEALER: "left of the dealer (skipping anyone sitting out)",
               OpeningLead.LEFT_OF_LONER: "left of the lone player (the lone defender if both)"},
    ))
    deck: Deck = field(default=Deck.STANDARD_24, metadata=option(
        label="Deck",
        help="Which cards are dealt; every hand still has five.",
        words={deck: deck.description for deck in Deck},
    ))
    partner_dealer_pickup: PartnerDealerPickup = field(
        default=PartnerDealerPickup.SITS_OUT, metadata=option(
            label="Partner of a lone maker deals",
            help="What the dealer does when the dealer's partner orders the upcard up alone.",
            words={PartnerDealerPickup.SITS_OUT: "dealer sits out without picking up",
                   PartnerDealerPickup.PICKS_UP_THEN_SITS_OUT:
                       "dealer picks up, discards, then sits out"},
        ))

    @property
    def score_race(self) -> ScoreRace:
        """The race: up from 0 to the points to win."""
        return ScoreRace(0, self.points_to_win)

    def __post_init__(self) -> None:
        for name in ("stick_the_dealer", "defend_alone"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name.replace('_', ' ')} must be true or false.")
        if self.points_to_win not in POINTS_TO_WIN_CHOICES or isinstance(self.points_to_win, bool):
            choices = ", ".join(map(str, POINTS_TO_WIN_CHOICES))
            raise ValueError(
                f"points to win must be one of {choices} (got {self.points_to_win!r})."
            )
        for name, kind in (
            ("lone_defender_scoring", LoneDefenderScoring),
            ("opening_lead", OpeningLead),
            ("deck", Deck),
            ("partner_dealer_pickup", PartnerDealerPickup),
        ):
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, kind(value))
            except ValueError:
                choices = ", ".join(repr(member.value) for member in kind)
                raise ValueError(
                    f"{name.replace('_', ' ')} must be one of {choices} (got {value!r})."
                ) from None

    @cached_property
    def core(self) -> np.ndarray:
        """The options as the engine core reads them (see ``core.new_state``)."""
        return np.array(
            [
                int(self.stick_the_dealer),
                int(self.defend_alone),
                int(self.lone_defender_scoring is LoneDefenderScoring.ALWAYS_FOUR),
                int(self.opening_lead is OpeningLead.LEFT_OF_LONER),
                int(self.partner_dealer_pickup is PartnerDealerPickup.PICKS_UP_THEN_SITS_OUT),
                self.deck.index,
            ],
            dtype=np.int64,
        )
