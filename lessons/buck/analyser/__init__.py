"""Buck Euchre's Hand analyser: a call (making trump, dropping out), a card to play, or a
whole deal, set up on the family's form."""

from __future__ import annotations

from euchre.actions import ORDER_UP, PASS, Action, name_trump
from euchre.cards import Suit
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from lessons.kit.game_lessons import Analyser
from ui.analyser_setup import FamilyAnalyser, family_analyser

__all__ = ["ANALYSER", "CALLS"]

CALLS: tuple[Action, ...] = (PASS, ORDER_UP, *(name_trump(suit) for suit in Suit), STAY_IN,
                             DROP_OUT)

CONFIG = FamilyAnalyser(
    game_id="buck",
    calls=lambda rules: CALLS,
    points_meaning=("Points are what comes off the seat's count this hand — one a trick, "
                    "minus five when it is bucked or set — averaged over those deals; "
                    "dropping out is 0."),
    points_axis="expected points off your count (left of 0: your count goes up)",
    introduction=(
        "Set up a Buck Euchre position by clicking cards: a call (the dealer, the seat to "
        "decide and its five cards, the upcard, the calls and drop-outs so far), a card to "
        "play (the same, then the cards played) or a whole deal to step through. The cards "
        "you do not place are dealt by a numbered shuffle. Expert sees only what the "
        "deciding seat knows, deals the rest many ways and values every legal option."),
)

ANALYSER: Analyser = family_analyser(CONFIG)
