"""Five Hundred hand and match records: JSON naming the game, with the rules, the deals and
every action, that replay to the identical state. Bad records raise ``RecordError``.

The shared codec (``euchre.record_codec``) reads them, once for the four-handed game
(seats South, West, North, East; score by partnership) and once for the three-handed
(South, West, East; score by player); the functions below pick by the rules' players.

>>> from euchre.games.five_hundred.hand import FiveHundredHand
>>> hand = FiveHundredHand.from_seed(4)
>>> while not hand.is_over:
...     hand = hand.apply(hand.legal_actions()[-1])
>>> record = hand_to_record(hand)
>>> record["game"], record["format"], hand_from_record(record) == hand
('five_hundred', 'five-hundred-hand', True)
>>> bad = {**record, "actions": record["actions"][:1] + [["South", "discard AS"]]}
>>> hand_from_record(bad)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
euchre.errors.RecordError: action 2 (South: 'discard AS') is illegal: ...
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from euchre.games.five_hundred.actions import FiveHundredAction
from euchre.games.five_hundred.deal import FiveHundredDeal
from euchre.games.five_hundred.hand import FiveHundredHand
from euchre.games.five_hundred.match import FiveHundredMatch, ThreeHandedFiveHundredMatch
from euchre.games.five_hundred.rules import FiveHundredRules
from euchre.games.five_hundred.seats import Player3
from euchre.record_codec import RecordCodec, parse_json, refusing_bad_input
from euchre.seats import Seat

__all__ = [
    "CODECS",
    "GAME",
    "HAND_FORMAT",
    "MATCH_FORMAT",
    "hand_from_json",
    "hand_from_record",
    "hand_to_json",
    "hand_to_record",
    "match_from_json",
    "match_from_record",
    "match_to_json",
    "match_to_record",
]

GAME = "five_hundred"
HAND_FORMAT = "five-hundred-hand"
MATCH_FORMAT = "five-hundred-match"
VERSION = 1


def _codec(seats: Any, match_type: Any) -> RecordCodec[FiveHundredRules, FiveHundredHand,
                                                        FiveHundredMatch]:
    return RecordCodec(
        game=GAME,
        game_name="Five Hundred",
        hand_format=HAND_FORMAT,
        match_format=MATCH_FORMAT,
        version=VERSION,
        rules_type=FiveHundredRules,
        read_deal=lambda data, rules: FiveHundredDeal.from_dict(data, rules.players),
        hand_type=FiveHundredHand,
        seat_type=seats,
        seat_word="player",
        match_type=match_type,
        parse_action=FiveHundredAction.parse,
        shared_wins=True,
    )


CODECS = {4: _codec(Seat, FiveHundredMatch), 3: _codec(Player3, ThreeHandedFiveHundredMatch)}
"""The reader and writer for each number of players."""


def _codec_of(record: Any) -> RecordCodec:
    """The codec for a record's rules (four players when it cannot tell: the four-handed
    reader then says what is wrong)."""
    rules = record.get("rules") if isinstance(record, Mapping) else None
    players = rules.get("players", 4) if isinstance(rules, Mapping) else 4
    return CODECS[3] if players == 3 and not isinstance(players, bool) else CODECS[4]


def hand_to_record(hand: FiveHundredHand) -> dict[str, Any]:
    return CODECS[hand.rules.players].hand_to_record(hand)


def hand_from_record(record: Any) -> FiveHundredHand:
    """Replay a hand record (``RecordError`` saying what is wrong)."""
    return _codec_of(record).hand_from_record(record)


def hand_to_json(hand: FiveHundredHand) -> str:
    return json.dumps(hand_to_record(hand), ensure_ascii=False, indent=1)


@refusing_bad_input
def hand_from_json(text: str | bytes) -> FiveHundredHand:
    return hand_from_record(parse_json(text))


def match_to_record(match: FiveHundredMatch) -> dict[str, Any]:
    return CODECS[match.rules.players].match_to_record(match)


def match_from_record(record: Any) -> FiveHundredMatch:
    """Replay a match record: every hand, the dealer rotation, the score and the winner."""
    return _codec_of(record).match_from_record(record)


def match_to_json(match: FiveHundredMatch) -> str:
    return json.dumps(match_to_record(match), ensure_ascii=False)


@refusing_bad_input
def match_from_json(text: str | bytes) -> FiveHundredMatch:
    return match_from_record(parse_json(text))
