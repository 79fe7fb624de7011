"""Buck Euchre: four players each for themselves, counting down from 25 to zero.

>>> from euchre import games
>>> spec = games.game("buck")
>>> spec.name, spec.seating.names, spec.seating.teams
('Buck Euchre', ('South', 'West', 'North', 'East'), (0, 1, 2, 3))
"""

from __future__ import annotations

from euchre.games.buck import bots, records
from euchre.games.buck.deal import BuckDeal
from euchre.games.buck.hand import BuckHand
from euchre.games.buck.match import BuckMatch
from euchre.games.buck.phases import BuckPhase
from euchre.games.buck.result import BuckResult
from euchre.games.buck.rules import DECK, BuckRules
from euchre.games.buck.seats import BUCK_SEATING, Player
from euchre.games.buck.table_words import WORDS
from euchre.games.buck.view import BuckView
from euchre.games.registry import GameSpec, register

__all__ = [
    "BUCK",
    "BUCK_SEATING",
    "BuckDeal",
    "BuckHand",
    "BuckMatch",
    "BuckPhase",
    "BuckResult",
    "BuckRules",
    "BuckView",
    "Player",
]

BUCK = register(GameSpec(
    id=records.GAME,
    name="Buck Euchre",
    summary=(
        "Four players, each for themselves, counting down from 25: any player but the"
        " maker may drop out of a hand, and one who stays in and takes no trick is "
        "bucked (+5)."
    ),
    early_end=(
        "A player who takes all five tricks in a hand wins at once, whatever the counts, "
        "so a match can end after a single hand."
    ),
    seating=BUCK_SEATING,
    rules_type=BuckRules,
    hand_type=BuckHand,
    match_type=BuckMatch,
    deck=lambda rules: DECK.cards(),
    new_hand=BuckHand.from_seed,
    hand_from_deal=BuckHand.from_deal,
    new_match=BuckMatch.new,
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
