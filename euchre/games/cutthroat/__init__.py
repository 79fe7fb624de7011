"""Cutthroat: three-handed Euchre, each player for themselves, with a dummy hand.

>>> from euchre import games
>>> spec = games.game("cutthroat")
>>> spec.name, spec.seating.names, spec.seating.dummy_position
('Cutthroat', ('South', 'West', 'East'), <TablePosition.TOP: 'top'>)
"""

from __future__ import annotations

from euchre.games.cutthroat import bots, records
from euchre.games.cutthroat.deal import CutthroatDeal
from euchre.games.cutthroat.hand import CutthroatHand
from euchre.games.cutthroat.match import CutthroatMatch
from euchre.games.cutthroat.phases import CutthroatPhase
from euchre.games.cutthroat.result import CutthroatResult
from euchre.games.cutthroat.rules import DECK, CutthroatRules
from euchre.games.cutthroat.seats import CUTTHROAT_SEATING, Player
from euchre.games.cutthroat.table_words import WORDS
from euchre.games.cutthroat.view import CutthroatView
from euchre.games.registry import GameSpec, register

__all__ = [
    "CUTTHROAT",
    "CUTTHROAT_SEATING",
    "CutthroatDeal",
    "CutthroatHand",
    "CutthroatMatch",
    "CutthroatPhase",
    "CutthroatResult",
    "CutthroatRules",
    "CutthroatView",
    "Player",
]

CUTTHROAT = register(GameSpec(
    id=records.GAME,
    name="Cutthroat",
    summary=(
        "Three players, each for themselves: the maker plays alone against the other "
        "two and may take up a dummy hand of five cards."
    ),
    seating=CUTTHROAT_SEATING,
    rules_type=CutthroatRules,
    hand_type=CutthroatHand,
    match_type=CutthroatMatch,
    deck=lambda rules: DECK.cards(),
    new_hand=CutthroatHand.from_seed,
    hand_from_deal=CutthroatHand.from_deal,
    new_match=CutthroatMatch.new,
    hand_to_record=records.hand_to_record,
    hand_from_record=records.hand_from_record,
    match_to_record=records.match_to_record,
    match_from_record=records.match_from_record,
    record_formats=(records.HAND_FORMAT, records.MATCH_FORMAT),
    make_bot=bots.make_bot,
    level_words=bots.LEVEL_WORDS,
    words=WORDS,
    make_adviser=bots.make_adviser,
    warm_up=bots.warm_up,
))
