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

import functools
import json
from collections.abc import Callable, Mapping
from dataclasses import fields
from typing import Any, ParamSpec, TypeVar

from euchre.actions import Action
from euchre.cards import Seat, Team
from euchre.deal import Deal
from euchre.errors import IllegalActionError, RecordError
from euchre.hand import HandState
from euchre.match import Match
from euchre.rules import Rules

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
    "parse_json",
]

GAME = "euchre"  # the game id these records name; records written before it name none
HAND_FORMAT = "euchre-hand"
MATCH_FORMAT = "euchre-match"
VERSION = 1

_P = ParamSpec("_P")
_R = TypeVar("_R")


def _refusing_bad_input(reader: Callable[_P, _R]) -> Callable[_P, _R]:
    """Whatever a reader trips over in a hostile record becomes a ``RecordError``."""

    @functools.wraps(reader)
    def read(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return reader(*args, **kwargs)
        except RecordError:
            raise
        except RecursionError:
            raise RecordError("the record is nested too deeply to read.") from None
        except (ValueError, TypeError, KeyError, IndexError, AttributeError,
                OverflowError) as error:
            raise RecordError(f"the record cannot be read: {error}") from None

    return read


# ---- hands ----------------------------------------------------------------------------
def hand_to_record(state: HandState, *, include_rules: bool = True) -> dict[str, Any]:
    record: dict[str, Any] = {"format": HAND_FORMAT, "version": VERSION}
    if include_rules:
        record["game"] = GAME
        record["rules"] = state.rules.to_dict()
    record["deal"] = state.deal.to_dict()
    record["actions"] = [[seat.label, action.text] for seat, action in state.history]
    record["result"] = state.result().to_dict() if state.is_over else None
    return record


@_refusing_bad_input
def hand_from_record(record: Any, rules: Rules | None = None, where: str = "") -> HandState:
    """Replay a hand record; ``rules`` is used when the record carries none (inside a match)."""
    _expect_format(record, HAND_FORMAT, where)
    if "rules" in record:
        rules = _read_rules(record["rules"], where)
    elif rules is None:
        raise RecordError(f"{where}the record has no rules.")
    try:
        deal = Deal.from_dict(record.get("deal"), rules.deck)
    except ValueError as error:
        raise RecordError(f"{where}bad deal: {error}") from None
    state = HandState(rules, deal)
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise RecordError(f"{where}'actions' must be a list of [seat, action] pairs.")
    for number, entry in enumerate(actions, start=1):
        state = _replay_action(state, entry, f"{where}action {number}")
    _check_result(state, record.get("result"), where)
    return state


def _replay_action(state: HandState, entry: Any, where: str) -> HandState:
    if not (isinstance(entry, list) and len(entry) == 2 and all(isinstance(x, str) for x in entry)):
        raise RecordError(f"{where}: expected [seat, action], got {entry!r}.")
    try:
        seat = Seat.parse(entry[0])
        action = Action.parse(entry[1])
        return state.apply(action, seat=seat)
    except IllegalActionError as error:
        raise RecordError(f"{where} ({entry[0]}: {entry[1]!r}) is illegal: {error}") from None
    except ValueError as error:
        raise RecordError(f"{where}: {error}") from None


def _check_result(state: HandState, stored: Any, where: str) -> None:
    replayed = state.result().to_dict() if state.is_over else None
    if stored != replayed:
        if replayed is None:
            raise RecordError(f"{where}the record claims a result but the hand is not finished.")
        raise RecordError(
            f"{where}the stored result does not match the replay: "
            f"{_result_differences(stored, replayed)}."
        )


def _result_differences(stored: Any, replayed: dict[str, Any]) -> str:
    """Each field of the stored result that the replay contradicts, in words."""
    if not isinstance(stored, Mapping) or stored.get("points") != replayed["points"]:
        return f"the record says {_points_text(stored)}, the cards give {_points_text(replayed)}"
    differing = [key for key in replayed if stored.get(key) != replayed[key]]
    differing += sorted(key for key in stored if key not in replayed)
    return "; ".join(
        f"the record says {key} is {json.dumps(stored.get(key), ensure_ascii=False)}, "
        f"the cards give {json.dumps(replayed.get(key), ensure_ascii=False)}"
        for key in differing
    )


def _points_text(result: Any) -> str:
    if isinstance(result, Mapping) and isinstance(result.get("points"), Mapping):
        return ", ".join(f"{team} {points}" for team, points in result["points"].items())
    return "no result" if result is None else repr(result)


def hand_to_json(state: HandState) -> str:
    return json.dumps(hand_to_record(state), ensure_ascii=False, indent=1)


@_refusing_bad_input
def hand_from_json(text: str | bytes) -> HandState:
    return hand_from_record(parse_json(text))


# ---- matches --------------------------------------------------------------------------
def match_to_record(match: Match) -> dict[str, Any]:
    return {
        "format": MATCH_FORMAT,
        "version": VERSION,
        "game": GAME,
        "rules": match.rules.to_dict(),
        "seed": match.seed,
        "hands": [hand_to_record(hand, include_rules=False) for hand in match.hands],
        "score": {team.label: match.score[team] for team in Team},
        "winner": None if match.winner is None else match.winner.label,
    }


@_refusing_bad_input
def match_from_record(record: Any) -> Match:
    """Replay a match record: every hand, the dealer rotation, the score and the winner."""
    _expect_format(record, MATCH_FORMAT, "")
    rules = _read_rules(record.get("rules"), "")
    seed = record.get("seed")
    if not isinstance(seed, int | str) or isinstance(seed, bool):
        raise RecordError("the match seed must be an integer or a string.")
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands:
        raise RecordError("'hands' must be a non-empty list of hand records.")
    match: Match | None = None
    for number, hand_record in enumerate(hands, start=1):
        where = f"hand {number}: "
        state = hand_from_record(hand_record, rules, where)
        if state.rules != rules:
            differing = [field.name.replace("_", " ") for field in fields(Rules)
                         if getattr(state.rules, field.name) != getattr(rules, field.name)]
            raise RecordError(f"{where}the hand's rules differ from the match's rules "
                              f"({', '.join(differing)}).")
        if match is None:
            _check_seeded_deal(state, rules, seed, number, where)
            match = Match(rules, seed, (), state)
            continue
        if match.is_over:
            raise RecordError(f"{where}the match was already over after hand {number - 1}.")
        if not match.current.is_over:
            raise RecordError(f"{where}hand {number - 1} was not finished.")
        expected = match.current.dealer.left
        if state.dealer != expected:
            raise RecordError(f"{where}the dealer should be {expected} (the deal passes left), "
                              f"not {state.dealer}.")
        _check_seeded_deal(state, rules, seed, number, where)
        match = Match(rules, seed, (*match.finished, match.current), state, match.score)
    assert match is not None
    score = {team.label: match.score[team] for team in Team}
    if record.get("score") != score:
        raise RecordError(f"the stored score {record.get('score')!r} does not match the replay "
                          f"({score}).")
    winner = None if match.winner is None else match.winner.label
    if record.get("winner") != winner:
        raise RecordError(f"the stored winner {record.get('winner')!r} does not match the replay "
                          f"({winner!r}).")
    return match


def _check_seeded_deal(
    state: HandState, rules: Rules, seed: int | str, number: int, where: str
) -> None:
    """A match's cards come from its seed: a hand dealt otherwise was edited."""
    if state.deal != Match._deal_hand(rules, seed, number - 1, state.dealer).deal:
        raise RecordError(
            f"{where}the deal is not the one the match seed {seed!r} deals for this hand."
        )


def match_to_json(match: Match) -> str:
    return json.dumps(match_to_record(match), ensure_ascii=False)


@_refusing_bad_input
def match_from_json(text: str | bytes) -> Match:
    return match_from_record(parse_json(text))


# ---- shared checks --------------------------------------------------------------------
def parse_json(text: str | bytes) -> Any:
    """JSON text as Python values; anything unreadable is a ``RecordError``."""
    try:
        return json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise RecordError(f"the record is not valid JSON: {error}") from None
    except RecursionError:
        raise RecordError("the record is nested too deeply to read.") from None
    except ValueError as error:  # e.g. a number past Python's int-from-string digit limit
        raise RecordError(f"the record has a number that cannot be read: {error}") from None


def _expect_format(record: Any, expected: str, where: str) -> None:
    if not isinstance(record, Mapping):
        raise RecordError(f"{where}a record must be a JSON object.")
    if record.get("format") != expected:
        raise RecordError(f"{where}not a {expected} record (format is {record.get('format')!r}).")
    if record.get("version") != VERSION:
        raise RecordError(f"{where}unsupported record version {record.get('version')!r} "
                          f"(this engine reads version {VERSION}).")
    game = record.get("game", GAME)
    if game != GAME:
        raise RecordError(f"{where}the record is for the game {game!r}, not four-handed "
                          f"Euchre ({GAME!r}).")


def _read_rules(data: Any, where: str) -> Rules:
    try:
        return Rules.from_dict(data)
    except (TypeError, ValueError) as error:
        raise RecordError(f"{where}bad rules: {error}") from None
