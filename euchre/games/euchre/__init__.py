"""Four-handed partnership Euchre: South and North against West and East, first team to 10.

Its hand (``HandState``) runs on a compiled core (``core``), its match is ``Match``; the
package registers the game as ``"euchre"``. ``euchre`` (the family's package) re-exports
this API, so ``from euchre import HandState`` keeps working.

>>> from euchre import games
>>> spec = games.game("euchre")
>>> spec.name, spec.hand_type is HandState, spec.seating is PARTNERSHIPS
('Euchre', True, True)
"""

from __future__ import annotations

from euchre.games.euchre import bots, records
from euchre.games.euchre.deal import Deal
from euchre.games.euchre.hand import HandState
from euchre.games.euchre.match import Match
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.result import HandResult
from euchre.games.euchre.rules import LoneDefenderScoring, OpeningLead, PartnerDealerPickup, Rules
from euchre.games.euchre.table_words import WORDS
from euchre.games.euchre.view import SeatView
from euchre.games.registry import GameSpec, register
from euchre.seats import PARTNERSHIPS, Seat, Team

__all__ = [
    "EUCHRE",
    "PARTNERSHIPS",
    "Deal",
    "HandResult",
    "HandState",
    "LoneDefenderScoring",
    "Match",
    "OpeningLead",
    "PartnerDealerPickup",
    "Phase",
    "Rules",
    "Seat",
    "SeatView",
    "Team",
]

EUCHRE = register(GameSpec(
    id=records.GAME,
    name="Euchre",
    summary=(
        "Four players in two partnerships, 24 cards, five tricks a hand: the side "
        "that makes trump must take three, and all five taken alone score four."
    ),
    seating=PARTNERSHIPS,
    rules_type=Rules,
    hand_type=HandState,
    match_type=Match,
    deck=lambda rules: rules.deck.cards(),
    new_hand=HandState.from_seed,
    hand_from_deal=HandState.from_deal,
    new_match=Match.new,
    hand_to_record=records.hand_to_record,
    hand_from_record=records.hand_from_record,
    match_to_record=records.match_to_record,
    match_from_record=records.match_from_record,
    record_formats=(records.HAND_FORMAT, records.MATCH_FORMAT),
    make_bot=bots.make_bot,
    level_words=bots.LEVEL_WORDS,
    words=WORDS,
    warm_up=bots.warm_up,
))
