"""Cutthroat's Hand analyser: a call (the bidding, the dummy or alone, defending alone), a
card to play, or a whole deal with its dummy and merge, set up on the family's form."""

from __future__ import annotations

from euchre.actions import DEFEND_ALONE, ORDER_UP, PASS, Action, name_trump
from euchre.cards import Suit
from euchre.games.cutthroat.actions import GO_ALONE, TAKE_DUMMY
from lessons.kit.game_lessons import Analyser
from ui.analyser_setup import FamilyAnalyser, family_analyser

__all__ = ["ANALYSER", "CALLS"]

CALLS: tuple[Action, ...] = (PASS, ORDER_UP, *(name_trump(suit) for suit in Suit), TAKE_DUMMY,
                             GO_ALONE, DEFEND_ALONE)

CONFIG = FamilyAnalyser(
    game_id="cutthroat",
    calls=lambda rules: CALLS,
    points_meaning=("Points are the seat's own points this hand minus the mean of the other "
                    "two players' points, averaged over those deals."),
    points_axis="expected points against the other two (left of 0: they gain)",
    introduction=(
        "Set up a Cutthroat position by clicking cards: a call (the dealer, the seat to "
        "decide and its five cards, the upcard, the calls so far: the maker's dummy or "
        "going alone, a defender going alone), a card to play (the same, then the cards "
        "played) or a whole deal with the dummy, to step through. The cards you do not "
        "place are dealt by a numbered shuffle. Expert sees only what the deciding seat "
        "knows, deals the rest many ways and values every legal option."),
)

ANALYSER: Analyser = family_analyser(CONFIG)
