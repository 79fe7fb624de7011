"""The family of games on one protocol: a registry from game id to ``GameSpec``.

>>> from euchre import games
>>> games.game_ids()
('euchre', 'cutthroat', 'buck', 'five_hundred')
>>> spec = games.game("euchre")
>>> spec.name, spec.seating.size, spec.seating.team_names
('Euchre', 4, ('North–South', 'East–West'))
>>> hand = spec.new_hand(7)
>>> isinstance(hand, games.GameHand), hand.sides
(True, (<Team.NORTH_SOUTH: 0>, <Team.EAST_WEST: 1>, <Team.NORTH_SOUTH: 0>, <Team.EAST_WEST: 1>))
>>> games.load_hand(spec.hand_to_record(hand)) == hand
True
>>> games.load_hand('{"game": "bridge"}')  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
euchre.errors.RecordError: the record cannot be read: unknown game 'bridge': the games are ...
"""

from euchre.games import euchre  # noqa: I001 (registration order: Euchre first)
from euchre.games import cutthroat
from euchre.games import buck
from euchre.games import five_hundred
from euchre.games.protocol import (
    PLAY_PHASE,
    CallLadder,
    GameAction,
    GameHand,
    GameHandBase,
    GameMatch,
    GameResult,
    GameRules,
    GameRulesBase,
    GameView,
    GameWords,
    LadderCall,
)
from euchre.games.registry import (
    GameSpec,
    game,
    game_ids,
    game_of_record,
    load_hand,
    load_match,
    register,
)

__all__ = [
    "PLAY_PHASE",
    "CallLadder",
    "GameAction",
    "GameHand",
    "GameHandBase",
    "GameMatch",
    "GameResult",
    "GameRules",
    "GameRulesBase",
    "GameSpec",
    "GameView",
    "GameWords",
    "LadderCall",
    "buck",
    "cutthroat",
    "euchre",
    "five_hundred",
    "game",
    "game_ids",
    "game_of_record",
    "load_hand",
    "load_match",
    "register",
]
