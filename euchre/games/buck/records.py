"""Buck Euchre hand and match records: JSON naming the game, with the rules, the deals and
every action, that replay to the identical state. Bad records raise ``RecordError``.

>>> from euchre.games.buck.hand import BuckHand
>>> hand = BuckHand.from_seed(4)
>>> while not hand.is_over:
...     hand = hand.apply(hand.legal_actions()[-1])
>>> record = hand_to_record(hand)
>>> record["game"], record["format"], hand_from_record(record) == hand
('buck', 'buck-hand', True)
>>> bad = {**record, "actions": [["North", "drop out"]]}
>>> hand_from_record(bad)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
euchre.errors.RecordError: action 1 (North: 'drop out') is illegal: It is ...
"""

from __future__ import annotations

from euchre.games.buck.deal import BuckDeal
from euchre.games.buck.hand import BuckHand
from euchre.games.buck.match import BuckMatch
from euchre.games.buck.rules import BuckRules
from euchre.games.buck.seats import Player
from euchre.record_codec import RecordCodec

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
]

GAME = "buck"
HAND_FORMAT = "buck-hand"
MATCH_FORMAT = "buck-match"
VERSION = 1

CODEC: RecordCodec[BuckRules, BuckHand, BuckMatch] = RecordCodec(
    game=GAME,
    game_name="Buck Euchre",
    hand_format=HAND_FORMAT,
    match_format=MATCH_FORMAT,
    version=VERSION,
    rules_type=BuckRules,
    read_deal=lambda data, rules: BuckDeal.from_dict(data),
    hand_type=BuckHand,
    seat_type=Player,
    seat_word="player",
    match_type=BuckMatch,
    shared_wins=True,
)
"""Buck Euchre's reader and writer; the functions below are its methods."""

hand_to_record = CODEC.hand_to_record
hand_from_record = CODEC.hand_from_record
hand_to_json = CODEC.hand_to_json
hand_from_json = CODEC.hand_from_json
match_to_record = CODEC.match_to_record
match_from_record = CODEC.match_from_record
match_to_json = CODEC.match_to_json
match_from_json = CODEC.match_from_json
