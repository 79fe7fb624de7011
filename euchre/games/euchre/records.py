"""Hand and match records: JSON with the rules, the deals and every action, that replay.

A record is checked on the way in: the deal must be a complete split of the deck, every
action must be legal for the seat named, and the stored result must be the one the
replay produces. Anything else is refused with a ``RecordError`` saying what is wrong,
including input built to break the reader (nesting too deep to follow, numbers with more
digits than Python converts, values of unexpected types).

>>> from euchre import HandState
>>> state = HandState.from_seed(11)
>>> while not state.is_over:
...     state = state.apply(state.legal_actions()[0])
>>> hand_from_json(hand_to_json(state)) == state
True
>>> from euchre import Match
>>> match = Match.new(seed=5).apply("pass")
>>> match_from_json(match_to_json(match)) == match
True
>>> hand_from_json('{"format": "euchre-hand", "version": 9}')
Traceback (most recent call last):
...
euchre.errors.RecordError: unsupported record version 9 (this engine reads version 1).

Records name their game (``"game": "euchre"``); one written before they did is read as
four-handed Euchre.
"""

from __future__ import annotations

from euchre.games.euchre.deal import Deal
from euchre.games.euchre.hand import HandState
from euchre.games.euchre.match import Match
from euchre.games.euchre.rules import Rules
from euchre.record_codec import RecordCodec, parse_json
from euchre.seats import Seat

__all__ = [
    "CODEC",
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
    "parse_json",
]

GAME = "euchre"  # the game id these records name; records written before it name none
HAND_FORMAT = "euchre-hand"
MATCH_FORMAT = "euchre-match"
VERSION = 1

CODEC: RecordCodec[Rules, HandState, Match] = RecordCodec(
    game=GAME,
    game_name="four-handed Euchre",
    hand_format=HAND_FORMAT,
    match_format=MATCH_FORMAT,
    version=VERSION,
    rules_type=Rules,
    read_deal=lambda data, rules: Deal.from_dict(data, rules.deck),
    hand_type=HandState,
    seat_type=Seat,
    seat_word="seat",
    match_type=Match,
)
"""Four-handed Euchre's reader and writer; the functions below are its methods."""

hand_to_record = CODEC.hand_to_record
hand_from_record = CODEC.hand_from_record
hand_to_json = CODEC.hand_to_json
hand_from_json = CODEC.hand_from_json
match_to_record = CODEC.match_to_record
match_from_record = CODEC.match_from_record
match_to_json = CODEC.match_to_json
match_from_json = CODEC.match_from_json
