"""The table session: one match against bots, held as a small serialisable value.

A ``TableSession`` is immutable: every step (the user's action, one bot decision, a
hint, one reviewed decision, the next hand) returns a new session. It holds the match
(whose record replays exactly), the chosen level, every bot decision with its
explanation, the reviews of the user's decisions and the current hint. ``to_record`` /
``from_record`` turn it into JSON-ready data and back, checked against the replay.

The user always sits South; bots and the adviser are given ``match.view(seat)`` only.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from euchre import (
    Action,
    HandState,
    IllegalActionError,
    Match,
    Phase,
    RecordError,
    Rules,
    Seat,
    play,
)
from euchre.bots import Bot, Decision, Difficulty, Explanation, Factor, OptionValue
from euchre.records import match_from_record, match_to_record
from euchre.view import SeatView, seat_view
from ui import players

__all__ = [
    "TABLE_FORMAT",
    "USER",
    "Advice",
    "BotTurn",
    "Grade",
    "ReviewedDecision",
    "TableSession",
    "explanation_from_dict",
]

TABLE_FORMAT = "euchre-table"
TABLE_VERSION = 1
USER = Seat.SOUTH

# Expected-point loss (against Expert's best option) that separates the grades.
INACCURACY_LOSS = 0.15
MISTAKE_LOSS = 0.5


class Grade(StrEnum):
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"

    @classmethod
    def for_loss(cls, loss: float) -> Grade:
        if loss < INACCURACY_LOSS:
            return cls.GOOD
        return cls.INACCURACY if loss < MISTAKE_LOSS else cls.MISTAKE


@dataclass(frozen=True)
class BotTurn:
    """One bot decision as it was taken at the table."""

    hand_number: int
    move: int  # index of the action in the hand's history
    seat: Seat
    action: Action
    explanation: Explanation
    elapsed_ms: float = field(default=0.0, compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand_number,
            "move": self.move,
            "seat": self.seat.label,
            "action": self.action.text,
            "explanation": self.explanation.to_dict(),
            "elapsed_ms": round(self.elapsed_ms, 3),
        }


@dataclass(frozen=True)
class Advice:
    """Expert's suggestion for the user's decision at one position (the Hint)."""

    hand_number: int
    move: int
    action: Action
    explanation: Explanation

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand_number,
            "move": self.move,
            "action": self.action.text,
            "explanation": self.explanation.to_dict(),
        }


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the user compared with Expert's evaluation of every option."""

    hand_number: int
    move: int
    phase: Phase
    chosen: Action
    options: tuple[OptionValue, ...]  # best first
    explanation: Explanation | None = None  # Expert's reasons, asked for when not good

    @property
    def needs_explanation(self) -> bool:
        return self.grade is not Grade.GOOD and self.explanation is None

    @property
    def best(self) -> OptionValue:
        return self.options[0]

    @property
    def chosen_value(self) -> OptionValue | None:
        return next((o for o in self.options if o.action == self.chosen), None)

    @property
    def loss(self) -> float:
        """Expected points given up against Expert's best option (0 when it is the best)."""
        chosen = self.chosen_value
        if chosen is None:
            return 0.0
        return max(0.0, self.best.expected_points - chosen.expected_points)

    @property
    def grade(self) -> Grade:
        return Grade.for_loss(self.loss)

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand_number,
            "move": self.move,
            "action": self.chosen.text,
            "options": [o.to_dict() for o in self.options],
            "explanation": None if self.explanation is None else self.explanation.to_dict(),
        }


@dataclass(frozen=True)
class DecisionPoint:
    """A position in a finished hand where the user had a real choice."""

    move: int
    state: HandState  # the position before the user's action
    chosen: Action


@dataclass(frozen=True)
class TableSession:
    """Everything about one match at the table (see the module doc)."""

    match: Match
    difficulty: Difficulty
    bot_turns: tuple[BotTurn, ...] = ()
    reviews: tuple[ReviewedDecision, ...] = ()
    hint: Advice | None = None

    # ---- starting -----------------------------------------------------------------------
    @classmethod
    def start(
        cls, difficulty: Difficulty | str, rules: Rules | None = None,
        seed: int | str | None = None,
    ) -> TableSession:
        return cls(Match.new(rules or Rules(), seed), Difficulty(difficulty))

    # ---- where the table is -----------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def hand(self) -> HandState:
        return self.match.current

    @property
    def hand_number(self) -> int:
        return self.match.hand_number

    @property
    def move(self) -> int:
        """How many actions the current hand has seen: identifies the position."""
        return len(self.match.current.history)

    @property
    def position(self) -> tuple[int, int]:
        return (self.hand_number, self.move)

    @property
    def user_view(self) -> SeatView:
        """What the user may see now: the only thing pages render during a hand."""
        return self.match.view(USER)

    @property
    def users_turn(self) -> bool:
        return not self.match.hand_over and self.match.to_act == USER

    @property
    def bot_to_act(self) -> Seat | None:
        seat = self.match.to_act
        if self.match.hand_over or seat is None or seat == USER:
            return None
        return seat

    def turns_of_hand(self, hand_number: int | None = None) -> tuple[BotTurn, ...]:
        number = self.hand_number if hand_number is None else hand_number
        return tuple(turn for turn in self.bot_turns if turn.hand_number == number)

    @property
    def current_hint(self) -> Advice | None:
        hint = self.hint
        if hint is None or (hint.hand_number, hint.move) != self.position:
            return None
        return hint

    # ---- the user's actions -----------------------------------------------------------
    def play_user(self, action: Action | str, expected_position: tuple[int, int]) -> TableSession:
        """The user's action. Refused (``IllegalActionError``) if the table moved on or
        the engine refuses it; the session is unchanged either way."""
        if expected_position != self.position:
            raise IllegalActionError(
                "The table moved on before your click arrived; nothing was played. "
                "Choose again.", rule="stale-action", seat=USER,
            )
        match = self.match.apply(action, USER)
        return replace(self, match=match, hint=None)

    def refusals(self) -> dict[Action, str]:
        """Why each card in the user's hand cannot be played now, in the engine's words."""
        if self.match.hand_over or self.hand.phase is not Phase.PLAY:
            return {}
        reasons: dict[Action, str] = {}
        for card in self.hand.hand(USER):
            action = play(card)
            try:
                self.hand.apply(action, USER)
            except IllegalActionError as error:
                reasons[action] = str(error)
        return reasons

    # ---- bots ---------------------------------------------------------------------------
    def step_bot(self) -> TableSession:
        """One bot decision: the seat to act decides from its own view and it is applied."""
        seat = self.bot_to_act
        if seat is None:
            raise ValueError("no bot is to act now.")
        seed = players.decision_seed(self.match.seed, self.hand_number, self.move, seat.label)
        bot = players.table_bot(self.difficulty, seed)
        started = time.perf_counter()
        decision: Decision = bot.decide(self.match.view(seat))
        elapsed = decision.elapsed_ms or (time.perf_counter() - started) * 1000
        match = self.match.apply(decision.action, seat)
        turn = BotTurn(self.hand_number, self.move, seat, decision.action,
                       decision.explanation, elapsed)
        return replace(self, match=match, bot_turns=(*self.bot_turns, turn))

    @property
    def untold_bot_moves(self) -> tuple[int, ...]:
        """Bot moves of the current hand whose explanation is not in the log (after a
        restore from a match record, which keeps the actions but not the reasons)."""
        told = {turn.move for turn in self.turns_of_hand()}
        return tuple(move for move, (seat, _) in enumerate(self.hand.history)
                     if seat != USER and move not in told)

    def retell_bot_move(self) -> TableSession:
        """Ask the bot again for the reasons of the first untold move: it is given the same
        view and seed as at the table, so it makes the same decision."""
        move = self.untold_bot_moves[0]
        state = next(before for m, before, _, _ in _positions(self.hand) if m == move)
        seat, action = self.hand.history[move]
        view = seat_view(state, seat, self.match.score_before_hand, self.hand_number)
        seed = players.decision_seed(self.match.seed, self.hand_number, move, seat.label)
        decision = players.table_bot(self.difficulty, seed).decide(view)
        explanation = decision.explanation if decision.action == action else Explanation(
            "The reasons for this move could not be recovered after the page was reloaded.")
        turn = BotTurn(self.hand_number, move, seat, action, explanation, decision.elapsed_ms)
        turns = sorted((*self.bot_turns, turn), key=lambda t: (t.hand_number, t.move))
        return replace(self, bot_turns=tuple(turns))

    def with_hint(self) -> TableSession:
        """Ask Expert what it would do in the user's position."""
        if not self.users_turn:
            raise IllegalActionError("A hint is for your own turn; it is not your turn now.",
                                     rule="turn", seat=USER)
        if self.current_hint is not None:
            return self
        seed = players.decision_seed(self.match.seed, self.hand_number, self.move, "hint")
        decision = players.adviser(seed).decide(self.user_view)
        advice = Advice(self.hand_number, self.move, decision.action, decision.explanation)
        return replace(self, hint=advice)

    # ---- after the hand -----------------------------------------------------------------
    def decision_points(self) -> list[DecisionPoint]:
        """The user's real choices in the current hand (forced moves are left out)."""
        return list(_user_choices(self.hand))

    def reviews_of_hand(self, hand_number: int | None = None) -> tuple[ReviewedDecision, ...]:
        number = self.hand_number if hand_number is None else hand_number
        return tuple(r for r in self.reviews if r.hand_number == number)

    @property
    def review_pending(self) -> bool:
        if not self.match.hand_over:
            return False
        reviews = self.reviews_of_hand()
        return (len(reviews) < len(self.decision_points())
                or any(r.needs_explanation for r in reviews))

    def review_next(self) -> TableSession:
        """One review step with Expert: evaluate the user's next decision of the finished
        hand, or, once all are evaluated, explain the next one that was not good."""
        if not self.match.hand_over:
            raise ValueError("the hand is still being played.")
        reviews = self.reviews_of_hand()
        done = {r.move for r in reviews}
        points = self.decision_points()
        point = next((p for p in points if p.move not in done), None)
        if point is not None:
            options = tuple(self._adviser(point, "review").evaluate(self._view_at(point)))
            reviewed = ReviewedDecision(self.hand_number, point.move, point.state.phase,
                                        point.chosen, options)
            return replace(self, reviews=(*self.reviews, reviewed))
        unexplained = next((r for r in reviews if r.needs_explanation), None)
        if unexplained is None:
            return self
        point = next(p for p in points if p.move == unexplained.move)
        # The same seed as the evaluation, so the reasons quote the same simulation.
        decision = self._adviser(point, "review").decide(self._view_at(point))
        explained = replace(unexplained, explanation=decision.explanation)
        return replace(self, reviews=tuple(explained if r is unexplained else r
                                           for r in self.reviews))

    def _view_at(self, point: DecisionPoint) -> SeatView:
        return seat_view(point.state, USER, self.match.score_before_hand, self.hand_number)

    def _adviser(self, point: DecisionPoint, purpose: str) -> Bot:
        seed = players.decision_seed(self.match.seed, self.hand_number, point.move, purpose)
        return players.adviser(seed)

    def next_hand(self) -> TableSession:
        return replace(self, match=self.match.next_hand(), hint=None)

    @property
    def ranking_points(self) -> int:
        """Ranking points the user's team earned: the level's points for a won match."""
        if self.match.winner is USER.team:
            return self.difficulty.ranking_points
        return 0

    # ---- records ------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        return {
            "format": TABLE_FORMAT,
            "version": TABLE_VERSION,
            "difficulty": self.difficulty.value,
            "match": match_to_record(self.match),
            "bot_turns": [turn.to_dict() for turn in self.bot_turns],
            "reviews": [review.to_dict() for review in self.reviews],
            "hint": None if self.hint is None else self.hint.to_dict(),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_record(), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> TableSession:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise RecordError(f"the table record is not valid JSON: {error}") from None
        return cls.from_record(data)

    @classmethod
    def from_record(cls, record: Any) -> TableSession:
        """Restore a session saved by ``to_record``; every entry is checked by replay."""
        if not isinstance(record, Mapping) or record.get("format") != TABLE_FORMAT:
            raise RecordError(f"not a {TABLE_FORMAT} record.")
        if record.get("version") != TABLE_VERSION:
            raise RecordError(f"unsupported table record version {record.get('version')!r}.")
        try:
            difficulty = Difficulty(record.get("difficulty"))
        except ValueError:
            raise RecordError(f"unknown difficulty {record.get('difficulty')!r}.") from None
        match = match_from_record(record.get("match"))
        try:
            turns = tuple(_turn_from_dict(entry, match) for entry in record.get("bot_turns", []))
            reviews = tuple(_review_from_dict(entry, match) for entry in record.get("reviews", []))
            hint = record.get("hint")
            advice = None if hint is None else _advice_from_dict(hint)
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, RecordError):
                raise
            raise RecordError(f"bad table record entry: {error}") from None
        return cls(match, difficulty, turns, reviews, advice)


# ---- replay helpers -------------------------------------------------------------------------
def _positions(hand: HandState) -> Iterator[tuple[int, HandState, Seat, Action]]:
    """(move, state before it, seat, action) for every action of a hand, by replay."""
    state = HandState(hand.rules, hand.deal)
    for move, (seat, action) in enumerate(hand.history):
        yield move, state, seat, action
        state = state.apply(action, seat)


def _user_choices(hand: HandState) -> Iterator[DecisionPoint]:
    for move, state, seat, action in _positions(hand):
        if seat == USER and len(state.legal_actions()) > 1:
            yield DecisionPoint(move, state, action)


def _history_entry(match: Match, hand_number: int, move: int) -> tuple[Seat, Action]:
    if not 1 <= hand_number <= len(match.hands):
        raise RecordError(f"entry for hand {hand_number}, which the match does not have.")
    history = match.hands[hand_number - 1].history
    if not 0 <= move < len(history):
        raise RecordError(f"entry for move {move} of hand {hand_number}, which was not played.")
    return history[move]


def explanation_from_dict(data: Mapping[str, Any]) -> Explanation:
    factors = tuple(Factor(str(f["name"]), f["value"], str(f["text"])) for f in data["factors"])
    return Explanation(str(data["summary"]), factors, tuple(_option(o) for o in data["options"]))


def _option(data: Mapping[str, Any]) -> OptionValue:
    return OptionValue(Action.parse(data["action"]), float(data["expected_points"]),
                       float(data.get("std_error", 0.0)), int(data.get("samples", 0)))


def _turn_from_dict(data: Mapping[str, Any], match: Match) -> BotTurn:
    hand_number, move = int(data["hand"]), int(data["move"])
    seat, action = Seat.parse(data["seat"]), Action.parse(data["action"])
    if _history_entry(match, hand_number, move) != (seat, action) or seat == USER:
        raise RecordError(f"bot turn {data['seat']} {data['action']!r} (hand {hand_number}, "
                          f"move {move}) is not what the match record says.")
    return BotTurn(hand_number, move, seat, action, explanation_from_dict(data["explanation"]),
                   float(data.get("elapsed_ms", 0.0)))


def _review_from_dict(data: Mapping[str, Any], match: Match) -> ReviewedDecision:
    hand_number, move = int(data["hand"]), int(data["move"])
    chosen = Action.parse(data["action"])
    if _history_entry(match, hand_number, move) != (USER, chosen):
        raise RecordError(f"review of {data['action']!r} (hand {hand_number}, move {move}) "
                          "is not what the match record says.")
    phase = next(state.phase for m, state, _, _ in _positions(match.hands[hand_number - 1])
                 if m == move)
    options = tuple(_option(o) for o in data["options"])
    if not options:
        raise RecordError(f"review of hand {hand_number}, move {move} has no options.")
    why = data.get("explanation")
    explanation = None if why is None else explanation_from_dict(why)
    return ReviewedDecision(hand_number, move, phase, chosen, options, explanation)


def _advice_from_dict(data: Mapping[str, Any]) -> Advice:
    return Advice(int(data["hand"]), int(data["move"]), Action.parse(data["action"]),
                  explanation_from_dict(data["explanation"]))
