"""The Euchre family: cards and tricks shared by every game, the games (``euchre.games``) and,
re-exported here, four-handed partnership Euchre's table rules, hands, matches and views.

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
    Suit,
    card_power,
    effective_suit,
    is_trump,
    left_bower,
    right_bower,
    trump_order,
)
from euchre.errors import IllegalActionError, RecordError
from euchre.games.euchre import (
    Deal,
    HandResult,
    HandState,
    LoneDefenderScoring,
    Match,
    OpeningLead,
    PartnerDealerPickup,
    Phase,
    Rules,
    Seat,
    SeatView,
    Team,
)
from euchre.tricks import Trick

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
