"""Cutthroat hand and match records: JSON naming the game, with the rules, the deals and
every action, that replay to the identical state. Bad records raise ``RecordError``.

>>> from euchre.games.cutthroat.hand import CutthroatHand
>>> hand = CutthroatHand.from_seed(4)
>>> while not hand.is_over:
...     hand = hand.apply(hand.legal_actions()[-1])
>>> record = hand_to_record(hand)
>>> record["game"], record["format"], hand_from_record(record) == hand
('cutthroat', 'cutthroat-hand', True)
>>> bad = {**record, "actions": record["actions"][:1] + [["South", "go alone"]]}
>>> hand_from_record(bad)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
euchre.errors.RecordError: action 2 (South: 'go alone') is illegal: It is East's turn ...
"""

from __future__ import annotations

from euchre.games.cutthroat.deal import CutthroatDeal
from euchre.games.cutthroat.hand import CutthroatHand
from euchre.games.cutthroat.match import CutthroatMatch
from euchre.games.cutthroat.rules import CutthroatRules
from euchre.games.cutthroat.seats import Player
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

GAME = "cutthroat"
HAND_FORMAT = "cutthroat-hand"
MATCH_FORMAT = "cutthroat-match"
VERSION = 1

CODEC: RecordCodec[CutthroatRules, CutthroatHand, CutthroatMatch] = RecordCodec(
    game=GAME,
    game_name="Cutthroat",
    hand_format=HAND_FORMAT,
    match_format=MATCH_FORMAT,
    version=VERSION,
    rules_type=CutthroatRules,
    read_deal=lambda data, rules: CutthroatDeal.from_dict(data),
    hand_type=CutthroatHand,
    seat_type=Player,
    seat_word="player",
    match_type=CutthroatMatch,
)
"""Cutthroat's reader and writer; the functions below are its methods."""

hand_to_record = CODEC.hand_to_record
hand_from_record = CODEC.hand_from_record
hand_to_json = CODEC.hand_to_json
hand_from_json = CODEC.hand_from_json
match_to_record = CODEC.match_to_record
match_from_record = CODEC.match_from_record
match_to_json = CODEC.match_to_json
match_from_json = CODEC.match_from_json
