"""Four-handed partnership Euchre in the registry, through its own classes (``euchre.HandState``,
``euchre.Match``) and record readers."""

from __future__ import annotations

from euchre import records
from euchre.games.registry import GameSpec, register
from euchre.hand import HandState
from euchre.match import Match
from euchre.rules import Rules
from euchre.seating import PARTNERSHIPS

__all__ = ["EUCHRE"]

EUCHRE = register(GameSpec(
    id=records.GAME,
    name="Euchre",
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
))
