"""The registry of games: a game id names a ``GameSpec`` that says how to deal, play and load it.

Pages, bots, records and the store address a game by its id; records name it in their
``"game"`` field (records written before that field existed are four-handed Euchre).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from euchre.actions import Action
from euchre.cards import Card
from euchre.errors import RecordError
from euchre.games.protocol import GameHand, GameMatch, GameRules
from euchre.record_codec import parse_json
from euchre.seats import Seating

__all__ = [
    "LEGACY_GAME",
    "GameSpec",
    "game",
    "game_ids",
    "game_of_record",
    "load_hand",
    "load_match",
    "register",
]

LEGACY_GAME = "euchre"  # the game of a record that names none


@dataclass(frozen=True)
class GameSpec:
    """Everything the rest of the code needs to know to offer, deal, play and load a game."""

    id: str
    name: str
    seating: Seating
    rules_type: type[GameRules]
    hand_type: type[GameHand]
    match_type: type[GameMatch]
    deck: Callable[[Any], tuple[Card, ...]]  # rules -> every card dealt in a hand
    new_hand: Callable[..., GameHand]  # (seed, rules=None, dealer=None)
    hand_from_deal: Callable[..., GameHand]  # (deal, rules=None)
    new_match: Callable[..., GameMatch]  # (rules=None, seed=None, first_dealer=None)
    hand_to_record: Callable[[Any], dict[str, Any]]
    hand_from_record: Callable[[Any], GameHand]
    match_to_record: Callable[[Any], dict[str, Any]]
    match_from_record: Callable[[Any], GameMatch]
    parse_action: Callable[[str], Any] = Action.parse  # an action's text -> the action

    def seating_for(self, rules: Any) -> Seating:
        """The seating a hand under ``rules`` is played in: the rules' own when they set
        one (Five Hundred's three-player game), else the game's."""
        seating = getattr(rules, "seating", None)
        return seating if isinstance(seating, Seating) else self.seating


_GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    """Add a game to the registry (each id once)."""
    if spec.id in _GAMES and _GAMES[spec.id] is not spec:
        raise ValueError(f"a game with the id {spec.id!r} is already registered.")
    _GAMES[spec.id] = spec
    return spec


def game_ids() -> tuple[str, ...]:
    """The ids of every registered game, in registration order."""
    return tuple(_GAMES)


def game(game_id: str) -> GameSpec:
    """The game registered as ``game_id`` (``ValueError`` naming the known ids otherwise)."""
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(repr(key) for key in _GAMES)
        raise ValueError(f"unknown game {game_id!r}: the games are {known}.") from None


def game_of_record(record: Any) -> GameSpec:
    """The game a hand or match record names (four-handed Euchre when it names none)."""
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object.")
    try:
        return game(record.get("game", LEGACY_GAME))
    except ValueError as error:
        raise RecordError(f"the record cannot be read: {error}") from None


def load_hand(record: str | bytes | Mapping[str, Any]) -> GameHand:
    """Replay a hand record (JSON text or its parsed object) with its own game's reader."""
    data = _parsed(record)
    return game_of_record(data).hand_from_record(data)


def load_match(record: str | bytes | Mapping[str, Any]) -> GameMatch:
    """Replay a match record (JSON text or its parsed object) with its own game's reader."""
    data = _parsed(record)
    return game_of_record(data).match_from_record(data)


def _parsed(record: str | bytes | Mapping[str, Any]) -> Any:
    return parse_json(record) if isinstance(record, str | bytes) else record
