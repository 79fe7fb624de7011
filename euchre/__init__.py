"""Four-handed partnership Euchre: cards, table rules, hands, matches, views and records.

Quick start (see the README for more):

>>> from euchre import HandState
>>> state = HandState.from_seed(2024)
>>> while not state.is_over:
...     state = state.apply(state.legal_actions()[0])
>>> sum(state.result().tricks_by_team)
5
"""

from euchre.actions import (
    DEFEND_ALONE,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    Action,
    ActionKind,
    discard,
    joker_suit,
    name_trump,
    play,
)
from euchre.cards import (
    Card,
    Deck,
    Rank,
    Seat,
    Suit,
    Team,
    card_power,
    effective_suit,
    is_trump,
    left_bower,
    right_bower,
    trump_order,
)
from euchre.deal import Deal
from euchre.errors import IllegalActionError, RecordError
from euchre.hand import HandResult, HandState, Phase, Trick
from euchre.match import Match
from euchre.rules import LoneDefenderScoring, OpeningLead, PartnerDealerPickup, Rules
from euchre.view import SeatView

__all__ = [
    "DEFEND_ALONE",
    "ORDER_UP",
    "ORDER_UP_ALONE",
    "PASS",
    "Action",
    "ActionKind",
    "Card",
    "Deal",
    "Deck",
    "HandResult",
    "HandState",
    "IllegalActionError",
    "LoneDefenderScoring",
    "Match",
    "OpeningLead",
    "PartnerDealerPickup",
    "Phase",
    "Rank",
    "RecordError",
    "Rules",
    "Seat",
    "SeatView",
    "Suit",
    "Team",
    "Trick",
    "card_power",
    "discard",
    "effective_suit",
    "is_trump",
    "joker_suit",
    "left_bower",
    "name_trump",
    "play",
    "right_bower",
    "trump_order",
]
