"""Five Hundred (Australian rules): an auction for the contract, a three-card kitty, misère,
and a joker above the bowers; first side to 500 by making a contract.

Four players in two partnerships by default; three players, each for themselves, as a
rules option (``FiveHundredRules(players=3)``).

>>> from euchre import games
>>> spec = games.game("five_hundred")
>>> spec.name, spec.seating.names, len(spec.deck(FiveHundredRules(players=3)))
('Five Hundred', ('South', 'West', 'North', 'East'), 33)
"""

from __future__ import annotations

from euchre.games.five_hundred import bots, records
from euchre.games.five_hundred.actions import (
    PASS,
    FiveHundredAction,
    Kind,
    bid,
    discard,
    joker_suit,
    play,
)
from euchre.games.five_hundred.bids import (
    BLIND_MISERE,
    LADDER,
    MISERE,
    OPEN_MISERE,
    Bid,
    BidKind,
    Denomination,
)
from euchre.games.five_hundred.deal import FiveHundredDeal
from euchre.games.five_hundred.hand import FiveHundredHand
from euchre.games.five_hundred.match import (
    FiveHundredMatch,
    SharedWin,
    ThreeHandedFiveHundredMatch,
)
from euchre.games.five_hundred.phases import FiveHundredPhase
from euchre.games.five_hundred.result import FiveHundredResult
from euchre.games.five_hundred.rules import FiveHundredRules
from euchre.games.five_hundred.seats import FOUR_HANDED, THREE_HANDED, Player3
from euchre.games.five_hundred.table_words import WORDS
from euchre.games.five_hundred.view import FiveHundredView
from euchre.games.registry import GameSpec, register

__all__ = [
    "BLIND_MISERE",
    "FIVE_HUNDRED",
    "FOUR_HANDED",
    "LADDER",
    "MISERE",
    "OPEN_MISERE",
    "PASS",
    "THREE_HANDED",
    "Bid",
    "BidKind",
    "Denomination",
    "FiveHundredAction",
    "FiveHundredDeal",
    "FiveHundredHand",
    "FiveHundredMatch",
    "FiveHundredPhase",
    "FiveHundredResult",
    "FiveHundredRules",
    "FiveHundredView",
    "Kind",
    "Player3",
    "SharedWin",
    "ThreeHandedFiveHundredMatch",
    "bid",
    "discard",
    "joker_suit",
    "play",
]

FIVE_HUNDRED = register(GameSpec(
    id=records.GAME,
    name="Five Hundred",
    summary=(
        "An auction for the contract: ten cards each, a joker above the bowers, a "
        "three-card kitty for the contractor, bids from six tricks to ten or misère; "
        "first side to 500."
    ),
    seating=FOUR_HANDED,
    rules_type=FiveHundredRules,
    hand_type=FiveHundredHand,
    match_type=FiveHundredMatch,
    deck=lambda rules: rules.cards(),
    new_hand=FiveHundredHand.from_seed,
    hand_from_deal=FiveHundredHand.from_deal,
    new_match=FiveHundredMatch.new,
    hand_to_record=records.hand_to_record,
    hand_from_record=records.hand_from_record,
    match_to_record=records.match_to_record,
    match_from_record=records.match_from_record,
    record_formats=(records.HAND_FORMAT, records.MATCH_FORMAT),
    parse_action=FiveHundredAction.parse,
    make_bot=bots.make_bot,
    level_words=bots.LEVEL_WORDS,
    words=WORDS,
    warm_up=bots.warm_up,
))
