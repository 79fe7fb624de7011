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

import json
from collections.abc import Mapping
from typing import Any

from euchre.actions import Action
from euchre.errors import IllegalActionError, RecordError
from euchre.games.cutthroat.deal import CutthroatDeal
from euchre.games.cutthroat.hand import CutthroatHand
from euchre.games.cutthroat.match import CutthroatMatch
from euchre.games.cutthroat.rules import CutthroatRules
from euchre.games.cutthroat.seats import Player
from euchre.records import _refusing_bad_input, parse_json

__all__ = [
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


# ---- hands ----------------------------------------------------------------------------
def hand_to_record(hand: CutthroatHand, *, include_rules: bool = True) -> dict[str, Any]:
    record: dict[str, Any] = {"format": HAND_FORMAT, "version": VERSION}
    if include_rules:
        record["game"] = GAME
        record["rules"] = hand.rules.to_dict()
    record["deal"] = hand.deal.to_dict()
    record["actions"] = [[player.label, action.text] for player, action in hand.history]
    record["result"] = hand.result().to_dict() if hand.is_over else None
    return record


@_refusing_bad_input
def hand_from_record(record: Any, rules: CutthroatRules | None = None,
                     where: str = "") -> CutthroatHand:
    """Replay a hand record; ``rules`` is used when the record carries none (inside a match)."""
    _expect_format(record, HAND_FORMAT, where)
    if "rules" in record:
        rules = _read_rules(record["rules"], where)
    elif rules is None:
        raise RecordError(f"{where}the record has no rules.")
    try:
        deal = CutthroatDeal.from_dict(record.get("deal"))
    except ValueError as error:
        raise RecordError(f"{where}bad deal: {error}") from None
    hand = CutthroatHand(rules, deal)
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise RecordError(f"{where}'actions' must be a list of [player, action] pairs.")
    for number, entry in enumerate(actions, start=1):
        hand = _replay_action(hand, entry, f"{where}action {number}")
    replayed = hand.result().to_dict() if hand.is_over else None
    stored = record.get("result")
    if stored != replayed:
        if replayed is None:
            raise RecordError(f"{where}the record claims a result but the hand is not finished.")
        raise RecordError(f"{where}the stored result does not match the replay: the record "
                          f"says {_points_text(stored)}, the cards give {_points_text(replayed)}.")
    return hand


def _replay_action(hand: CutthroatHand, entry: Any, where: str) -> CutthroatHand:
    if not (isinstance(entry, list) and len(entry) == 2 and all(isinstance(x, str) for x in entry)):
        raise RecordError(f"{where}: expected [player, action], got {entry!r}.")
    try:
        return hand.apply(Action.parse(entry[1]), seat=Player.parse(entry[0]))
    except IllegalActionError as error:
        raise RecordError(f"{where} ({entry[0]}: {entry[1]!r}) is illegal: {error}") from None
    except ValueError as error:
        raise RecordError(f"{where}: {error}") from None


def _points_text(result: Any) -> str:
    if isinstance(result, Mapping) and isinstance(result.get("points"), Mapping):
        return ", ".join(f"{player} {value}" for player, value in result["points"].items())
    return "no result" if result is None else json.dumps(result, ensure_ascii=False)


def hand_to_json(hand: CutthroatHand) -> str:
    return json.dumps(hand_to_record(hand), ensure_ascii=False, indent=1)


@_refusing_bad_input
def hand_from_json(text: str | bytes) -> CutthroatHand:
    return hand_from_record(parse_json(text))


# ---- matches --------------------------------------------------------------------------
def match_to_record(match: CutthroatMatch) -> dict[str, Any]:
    return {
        "format": MATCH_FORMAT,
        "version": VERSION,
        "game": GAME,
        "rules": match.rules.to_dict(),
        "seed": match.seed,
        "hands": [hand_to_record(hand, include_rules=False) for hand in match.hands],
        "score": {player.label: match.score[player] for player in Player},
        "winner": None if match.winner is None else match.winner.label,
    }


@_refusing_bad_input
def match_from_record(record: Any) -> CutthroatMatch:
    """Replay a match record: every hand, the dealer rotation, the score and the winner."""
    _expect_format(record, MATCH_FORMAT, "")
    rules = _read_rules(record.get("rules"), "")
    seed = record.get("seed")
    if not isinstance(seed, int | str) or isinstance(seed, bool):
        raise RecordError("the match seed must be an integer or a string.")
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands:
        raise RecordError("'hands' must be a non-empty list of hand records.")
    match: CutthroatMatch | None = None
    for number, hand_record in enumerate(hands, start=1):
        where = f"hand {number}: "
        if isinstance(hand_record, Mapping) and "rules" in hand_record:
            raise RecordError(f"{where}a hand inside a match takes the match's rules.")
        hand = hand_from_record(hand_record, rules, where)
        if match is not None:
            if match.is_over:
                raise RecordError(f"{where}the match was already over after hand {number - 1}.")
            if not match.current.is_over:
                raise RecordError(f"{where}hand {number - 1} was not finished.")
            expected = match.current.dealer.left
            if hand.dealer != expected:
                raise RecordError(f"{where}the dealer should be {expected} (the deal passes "
                                  f"clockwise), not {hand.dealer}.")
        if hand.deal != CutthroatMatch.deal_hand(rules, seed, number - 1, hand.dealer).deal:
            raise RecordError(
                f"{where}the deal is not the one the match seed {seed!r} deals for this hand.")
        if match is None:
            match = CutthroatMatch(rules, seed, (), hand)
        else:
            match = CutthroatMatch(rules, seed, match.hands, hand, match.score)
    assert match is not None
    score = {player.label: match.score[player] for player in Player}
    if record.get("score") != score:
        raise RecordError(f"the stored score {record.get('score')!r} does not match the replay "
                          f"({score}).")
    winner = None if match.winner is None else match.winner.label
    if record.get("winner") != winner:
        raise RecordError(f"the stored winner {record.get('winner')!r} does not match the replay "
                          f"({winner!r}).")
    return match


def match_to_json(match: CutthroatMatch) -> str:
    return json.dumps(match_to_record(match), ensure_ascii=False)


@_refusing_bad_input
def match_from_json(text: str | bytes) -> CutthroatMatch:
    return match_from_record(parse_json(text))


# ---- shared checks --------------------------------------------------------------------
def _expect_format(record: Any, expected: str, where: str) -> None:
    if not isinstance(record, Mapping):
        raise RecordError(f"{where}a record must be a JSON object.")
    game = record.get("game", GAME)
    if game != GAME:
        raise RecordError(f"{where}the record is for the game {game!r}, not Cutthroat ({GAME!r}).")
    if record.get("format") != expected:
        raise RecordError(f"{where}not a {expected} record (format is {record.get('format')!r}).")
    if record.get("version") != VERSION:
        raise RecordError(f"{where}unsupported record version {record.get('version')!r} "
                          f"(this engine reads version {VERSION}).")


def _read_rules(data: Any, where: str) -> CutthroatRules:
    try:
        return CutthroatRules.from_dict(data)
    except (TypeError, ValueError) as error:
        raise RecordError(f"{where}bad rules: {error}") from None
