"""One record codec for every game of the family: hands and matches as JSON that replay.

A game describes itself (its id and name, its record formats and version, its rules type,
how to read a deal, its hand and match classes, what its seats are called) and gets the
whole reader and writer: the deal must be a complete split of the deck, every action must
be legal for the seat named, the stored result, dealer rotation, seeded deals, score and
winner must be the ones the replay produces. Anything else is a ``RecordError`` saying
what is wrong, including input built to break the reader (nesting too deep to follow,
numbers with more digits than Python converts, values of unexpected types).

Records name their game; one that names none is read as the codec's own game (records
written before they named it are four-handed Euchre).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, Generic, ParamSpec, TypeVar

from euchre.actions import Action
from euchre.errors import IllegalActionError, RecordError

__all__ = ["RecordCodec", "parse_json", "refusing_bad_input"]

_P = ParamSpec("_P")
_R = TypeVar("_R")
RulesT = TypeVar("RulesT")
HandT = TypeVar("HandT")
MatchT = TypeVar("MatchT")


def refusing_bad_input(reader: Callable[_P, _R]) -> Callable[_P, _R]:
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


@dataclass(frozen=True)
class RecordCodec(Generic[RulesT, HandT, MatchT]):
    """A game's hand and match records, written and replayed.

    ``read_deal(data, rules)`` raises ``ValueError`` for a bad deal; ``hand_type(rules,
    deal)`` starts a hand; ``seat_type.parse`` reads a seat name; ``match_type`` is a
    ``MatchLoop`` (its constructor, ``deal_hand`` and ``score_keepers``).
    """

    game: str  # the id the records name
    game_name: str  # the game in words, for a record of another game
    hand_format: str
    match_format: str
    version: int
    rules_type: type[RulesT]
    read_deal: Callable[[Any, RulesT], Any]
    hand_type: Callable[[RulesT, Any], HandT]
    seat_type: Any
    seat_word: str  # what a record's action pairs call a seat ("seat", "player")
    match_type: Any
    shared_wins: bool = False  # a tie can be shared: match records also list "winners"
    parse_action: Callable[[str], Any] = Action.parse  # a game with its own action type

    # ---- hands ------------------------------------------------------------------------
    def hand_to_record(self, state: HandT, *, include_rules: bool = True) -> dict[str, Any]:
        """The hand as a record; a hand inside a match leaves its rules to the match's."""
        hand: Any = state
        record: dict[str, Any] = {"format": self.hand_format, "version": self.version}
        if include_rules:
            record["game"] = self.game
            record["rules"] = hand.rules.to_dict()
        record["deal"] = hand.deal.to_dict()
        record["actions"] = [[seat.label, action.text] for seat, action in hand.history]
        record["result"] = hand.result().to_dict() if hand.is_over else None
        return record

    @refusing_bad_input
    def hand_from_record(self, record: Any, rules: RulesT | None = None,
                         where: str = "") -> HandT:
        """Replay a hand record; ``rules`` is used when the record carries none (in a match)."""
        self._expect_format(record, self.hand_format, where)
        if "rules" in record:
            rules = self._read_rules(record["rules"], where)
        elif rules is None:
            raise RecordError(f"{where}the record has no rules.")
        try:
            deal = self.read_deal(record.get("deal"), rules)
        except ValueError as error:
            raise RecordError(f"{where}bad deal: {error}") from None
        state = self.hand_type(rules, deal)
        actions = record.get("actions")
        if not isinstance(actions, list):
            raise RecordError(
                f"{where}'actions' must be a list of [{self.seat_word}, action] pairs.")
        for number, entry in enumerate(actions, start=1):
            state = self._replay_action(state, entry, f"{where}action {number}")
        _check_result(state, record.get("result"), where)
        return state

    def _replay_action(self, state: Any, entry: Any, where: str) -> Any:
        if not (isinstance(entry, list) and len(entry) == 2
                and all(isinstance(x, str) for x in entry)):
            raise RecordError(f"{where}: expected [{self.seat_word}, action], got {entry!r}.")
        try:
            seat = self.seat_type.parse(entry[0])
            action = self.parse_action(entry[1])
            return state.apply(action, seat=seat)
        except IllegalActionError as error:
            raise RecordError(f"{where} ({entry[0]}: {entry[1]!r}) is illegal: {error}") from None
        except ValueError as error:
            raise RecordError(f"{where}: {error}") from None

    def hand_to_json(self, state: HandT) -> str:
        return json.dumps(self.hand_to_record(state), ensure_ascii=False, indent=1)

    @refusing_bad_input
    def hand_from_json(self, text: str | bytes) -> HandT:
        return self.hand_from_record(parse_json(text))

    # ---- matches ----------------------------------------------------------------------
    def match_to_record(self, match: MatchT) -> dict[str, Any]:
        """The match as a record: its rules and seed, every hand, the score and the winner."""
        played: Any = match
        record = {
            "format": self.match_format,
            "version": self.version,
            "game": self.game,
            "rules": played.rules.to_dict(),
            "seed": played.seed,
            "hands": [self.hand_to_record(hand, include_rules=False) for hand in played.hands],
            "score": self._score_labels(played),
            "winner": None if played.winner is None else played.winner.label,
        }
        if self.shared_wins:
            record["winners"] = [winner.label for winner in played.winners]
        return record

    @refusing_bad_input
    def match_from_record(self, record: Any) -> MatchT:
        """Replay a match record: every hand, the dealer rotation, the score and the winner."""
        self._expect_format(record, self.match_format, "")
        rules = self._read_rules(record.get("rules"), "")
        seed = record.get("seed")
        if not isinstance(seed, int | str) or isinstance(seed, bool):
            raise RecordError("the match seed must be an integer or a string.")
        hands = record.get("hands")
        if not isinstance(hands, list) or not hands:
            raise RecordError("'hands' must be a non-empty list of hand records.")
        match: Any = None
        for number, hand_record in enumerate(hands, start=1):
            where = f"hand {number}: "
            state: Any = self.hand_from_record(hand_record, rules, where)
            self._check_match_rules(state.rules, rules, where)
            if match is not None:
                self._check_next_hand(match, state, number, where)
            if state.deal != self.match_type.deal_hand(rules, seed, number - 1,
                                                       state.dealer).deal:
                raise RecordError(f"{where}the deal is not the one the match seed {seed!r} "
                                  "deals for this hand.")
            if match is None:
                match = self.match_type(rules, seed, (), state)
            else:
                match = self.match_type(rules, seed, match.hands, state, match.score)
        score = self._score_labels(match)
        if record.get("score") != score:
            raise RecordError(f"the stored score {record.get('score')!r} does not match the "
                              f"replay ({score}).")
        winner = None if match.winner is None else match.winner.label
        if record.get("winner") != winner:
            raise RecordError(f"the stored winner {record.get('winner')!r} does not match the "
                              f"replay ({winner!r}).")
        if self.shared_wins:
            winners = [seat.label for seat in match.winners]
            if record.get("winners") != winners:
                raise RecordError(f"the stored winners {record.get('winners')!r} do not match "
                                  f"the replay ({winners!r}).")
        result: MatchT = match
        return result

    def _check_match_rules(self, hand_rules: Any, rules: Any, where: str) -> None:
        """A hand inside a match is played under the match's rules, whatever it carries."""
        if hand_rules != rules:
            differing = [field.name.replace("_", " ") for field in fields(self.rules_type)
                         if getattr(hand_rules, field.name) != getattr(rules, field.name)]
            raise RecordError(f"{where}the hand's rules differ from the match's rules "
                              f"({', '.join(differing)}).")

    @staticmethod
    def _check_next_hand(match: Any, state: Any, number: int, where: str) -> None:
        """A later hand follows a finished one, in a match not yet won, dealt one seat left."""
        if match.is_over:
            raise RecordError(f"{where}the match was already over after hand {number - 1}.")
        if not match.current.is_over:
            raise RecordError(f"{where}hand {number - 1} was not finished.")
        expected = match.current.dealer.left
        if state.dealer != expected:
            raise RecordError(f"{where}the dealer should be {expected} (the deal passes left), "
                              f"not {state.dealer}.")

    def _score_labels(self, match: Any) -> dict[str, int]:
        return {side.label: match.score[side] for side in self.match_type.score_keepers}

    def match_to_json(self, match: MatchT) -> str:
        return json.dumps(self.match_to_record(match), ensure_ascii=False)

    @refusing_bad_input
    def match_from_json(self, text: str | bytes) -> MatchT:
        return self.match_from_record(parse_json(text))

    # ---- shared checks ----------------------------------------------------------------
    def _expect_format(self, record: Any, expected: str, where: str) -> None:
        if not isinstance(record, Mapping):
            raise RecordError(f"{where}a record must be a JSON object.")
        if record.get("format") != expected:
            raise RecordError(
                f"{where}not a {expected} record (format is {record.get('format')!r}).")
        if record.get("version") != self.version:
            raise RecordError(f"{where}unsupported record version {record.get('version')!r} "
                              f"(this engine reads version {self.version}).")
        game = record.get("game", self.game)
        if game != self.game:
            raise RecordError(f"{where}the record is for the game {game!r}, not "
                              f"{self.game_name} ({self.game!r}).")

    def _read_rules(self, data: Any, where: str) -> RulesT:
        try:
            rules: RulesT = self.rules_type.from_dict(data)  # type: ignore[attr-defined]
        except (TypeError, ValueError) as error:
            raise RecordError(f"{where}bad rules: {error}") from None
        return rules


def _check_result(state: Any, stored: Any, where: str) -> None:
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
        return ", ".join(f"{side} {points}" for side, points in result["points"].items())
    return "no result" if result is None else repr(result)
