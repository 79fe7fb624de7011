"""Five Hundred's Hand analyser: an auction call, the kitty discards, a card to play (the
joker's suit too), or a whole deal, set up on the family's form."""

from __future__ import annotations

from functools import cache
from typing import Any

from euchre.cards import Suit
from euchre.games import game
from euchre.games.five_hundred.actions import PASS, FiveHundredAction, joker_suit
from lessons.kit.game_lessons import Analyser
from ui.analyser_setup import FamilyAnalyser, family_analyser

__all__ = ["ANALYSER", "calls"]


@cache
def calls(rules: Any) -> tuple[FiveHundredAction, ...]:
    """Every call of the auction (the pass, the ladder's bids and misères, as the engine's
    call ladder lists them), then the joker's suits."""
    hand = game("five_hundred").new_hand(1, rules)
    ladder = hand.view(hand.to_act).call_ladder
    return (PASS, *(call.action for call in ladder.calls()),
            *(joker_suit(suit) for suit in Suit))


CONFIG = FamilyAnalyser(
    game_id="five_hundred",
    calls=calls,
    points_meaning=("Points are the seat's side's score this hand minus the other side's, "
                    "by the Avondale schedule, averaged over those deals."),
    points_axis="expected points for your side this hand (left of 0: your side loses points)",
    introduction=(
        "Set up a Five Hundred position by clicking cards: an auction call (the dealer, the "
        "seat to decide and its ten cards, the calls so far), the kitty discards or a card "
        "to play (the joker's suit in no trumps too), or a whole deal with its kitty to "
        "step through. The cards you do not place are dealt by a numbered shuffle. Expert "
        "sees only what the deciding seat knows, deals the rest many ways and values every "
        "legal option."),
)

ANALYSER: Analyser = family_analyser(CONFIG)
