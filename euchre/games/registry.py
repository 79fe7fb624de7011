"""The registry of games: a game id names a ``GameSpec``, everything a game says of itself.

A game's spec says how to deal, play and load it (its seating, rules, hand and match
types, records), which bots play it at each level and what those levels do, its words for
the table (``GameWords``) and how to warm its compiled code. Pages, bots, records, the
store and the tournament address a game by its id and ask its spec; none of them knows
which game it is. Records name their game in their ``"game"`` field (records written
before that field existed are four-handed Euchre's, the first game registered).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from euchre.actions import Action
from euchre.bots.base import Bot, Difficulty
from euchre.cards import Card
from euchre.errors import RecordError
from euchre.games.protocol import GameHand, GameMatch, GameRules, GameWords
from euchre.record_codec import parse_json
from euchre.score_race import ScoreRace
from euchre.seats import Seating

__all__ = [
    "GameSpec",
    "game",
    "game_ids",
    "game_of_record",
    "load_hand",
    "load_match",
    "register",
]

def _nothing_to_warm() -> None:
    return None


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
    make_bot: Callable[[Difficulty, int], Bot]  # (level, seed) -> a bot of that level
    level_words: Mapping[Difficulty, str]  # what each level does, in the set-up form's words
    words: GameWords
    parse_action: Callable[[str], Any] = Action.parse  # an action's text -> the action
    make_adviser: Callable[[int], Bot] | None = None  # Expert for hints (default: the table's)
    warm_up: Callable[[], None] = _nothing_to_warm  # load or compile its bots' machine code
    record_formats: tuple[str, ...] = ()  # the "format" of its records (hands, matches)
    summary: str = ""  # one line on what makes it different, for the Home page
    early_end: str = ""  # how a match can end before the target is reached, for the set-up

    def seating_for(self, rules: Any) -> Seating:
        """The seating a hand under ``rules`` is played in: the rules' own when they set
        one (Five Hundred's three-player game), else the game's."""
        return rules.seating or self.seating

    def score_race(self, rules: Any = None) -> ScoreRace:
        """The race the game's scores run under ``rules`` (its standard rules by default)."""
        return (rules if rules is not None else self.rules_type()).score_race

    def bot(self, level: Difficulty | str, seed: int = 0) -> Bot:
        """A bot of ``level`` for this game, its choices reproducible from ``seed``."""
        return self.make_bot(Difficulty(level), seed)

    def adviser(self, seed: int) -> Bot:
        """The Expert that gives hints and reviews the user's decisions: the same work
        whatever the load, so the same answer for the same position and seed."""
        if self.make_adviser is not None:
            return self.make_adviser(seed)
        return self.bot(Difficulty.EXPERT, seed)


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
    """The game a hand or match record names; a record written before records named their
    game is read by the game whose record format it has."""
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object.")
    if "game" not in record:
        named = next((spec for spec in _GAMES.values()
                      if record.get("format") in spec.record_formats), None)
        if named is None:
            raise RecordError(f"the record cannot be read: it names no game, and no game "
                              f"writes records of the format {record.get('format')!r}.")
        return named
    try:
        return game(record["game"])
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
