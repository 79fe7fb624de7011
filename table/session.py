"""The table session: one match against bots, held as a small serialisable value.

A ``TableSession`` is immutable: every step (the user's action, one bot decision, a
hint, one reviewed decision, the next hand) returns a new session. It holds the match
(whose record replays exactly), the chosen level, whether it is a practice match (the
bots' full reasons told during the hand; no ranking points), every bot decision with its
explanation, the reviews of the user's decisions and the hints asked this hand. ``to_record`` /
``from_record`` turn it into JSON-ready data and back, checked against the replay.

Only the match record is kept by the store; everything else is recomputed from it on
demand, deterministically: every decision's bot is seeded from the match seed and the
position, so the bots' reasons, a hint and a hand's review come back exactly as they were.

The match may be of any game of the family (``euchre.games``): the session addresses it
through its registry entry (its seating, rules, records and bots). The user sits at the
bottom of the table; bots and the adviser are given ``match.view(seat)`` only.
Expert's decisions are computed in the server's pool of worker processes
(``table.bot_work``), which takes the same view and seed and so decides the same.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from euchre import IllegalActionError, RecordError, games
from euchre.bots import Decision, Difficulty, Explanation
from euchre.games import GameAction, GameHand, GameMatch, GameRules, GameSpec, GameView
from euchre.seats import Seating
from table import bot_work, players
from table.bot_work import BotJob, Purpose
from table.grading import DecisionPoint, ReviewedDecision
from table.log import Advice, BotTurn, explanation_from_dict, option_from_dict

__all__ = ["TABLE_FORMAT", "Step", "TableSession"]

TABLE_FORMAT = "euchre-table"
TABLE_VERSION = 1


class Step(Enum):
    """The kinds of work the table does on its own, one per page run."""

    RETELL = "ask a bot again for the reasons of a move of the current hand"
    BOT = "a bot decides"
    REVIEW = "Expert reviews one decision of the user"
    RETELL_REVIEWED = "ask a bot again for the reasons of a move of the hand before"


@dataclass(frozen=True)
class TableSession:
    """Everything about one match at the table (see the module doc)."""

    match: GameMatch
    difficulty: Difficulty
    bot_turns: tuple[BotTurn, ...] = ()
    reviews: tuple[ReviewedDecision, ...] = ()
    hints: tuple[Advice, ...] = ()  # asked during the current hand, the review reuses them
    review_requested: int | None = None  # an earlier hand the user asked to have reviewed
    practice: bool = False  # open explanations: full reasons live, no ranking points

    # ---- starting -----------------------------------------------------------------------
    @classmethod
    def start(
        cls, game_id: str, difficulty: Difficulty | str, rules: GameRules | None = None,
        seed: int | str | None = None, practice: bool = False,
    ) -> TableSession:
        """A new match of the game ``game_id`` (its default rules unless ``rules``)."""
        spec = games.game(game_id)
        return cls(spec.new_match(rules or spec.rules_type(), seed), Difficulty(difficulty),
                   practice=practice)

    # ---- the game -----------------------------------------------------------------------
    @property
    def game(self) -> GameSpec:
        return games.game(self.match.game_id)

    @property
    def seating(self) -> Seating:
        """The seats of this match: the game's, or the ones its rules set (Five Hundred's
        three-player game)."""
        return self.game.seating_for(self.rules)

    @property
    def user(self) -> int:
        """The user's seat (the game's seat at the bottom of the table)."""
        return self.seating.bottom

    @property
    def user_team(self) -> int:
        return self.seating.teams[self.user]

    @property
    def score_by_seat(self) -> tuple[int, ...]:
        """Every seat's match score (a partner's is the team's)."""
        score = self.match.score
        return tuple(score[team] for team in self.seating.teams)

    # ---- where the table is -----------------------------------------------------------
    @property
    def rules(self) -> GameRules:
        return self.match.rules

    @property
    def hand(self) -> GameHand:
        return self.match.current

    @property
    def hand_number(self) -> int:
        return self.match.hand_number

    @property
    def move(self) -> int:
        """How many actions the current hand has seen: identifies the position."""
        return len(self.match.current.history)

    @property
    def public_move(self) -> int:
        """How many of the current hand's actions the user knows of: the page's count of
        moves. Another player's secret move (``is_secret``: Five Hundred's contractor
        giving the joker a suit) is left out, so the page cannot tell it was made."""
        return sum(1 for seat, action in self.match.current.history
                   if seat == self.user or not action.is_secret)

    @property
    def position(self) -> tuple[int, int]:
        """The position as the page knows it: the hand and its public moves."""
        return (self.hand_number, self.public_move)

    @property
    def user_view(self) -> GameView:
        """What the user may see now: the only thing pages render during a hand."""
        return self.match.view(self.user)

    @property
    def cards_unseen(self) -> bool:
        """Whether the user's cards stay face down: blind misère, a call made without
        looking, is still open to the user (the engine's ``blind_misere_open``)."""
        return not self.match.hand_over and self.user_view.blind_call is not None

    def look(self) -> TableSession:
        """The user turns their cards face up: blind misère is no longer open to them."""
        return replace(self, match=self.match.look(self.user))

    @property
    def users_turn(self) -> bool:
        return not self.match.hand_over and self.match.to_act == self.user

    @property
    def bot_to_act(self) -> int | None:
        seat = self.match.to_act
        if self.match.hand_over or seat is None or seat == self.user:
            return None
        return seat

    def turns_of_hand(self, hand_number: int | None = None) -> tuple[BotTurn, ...]:
        number = self.hand_number if hand_number is None else hand_number
        return tuple(turn for turn in self.bot_turns if turn.hand_number == number)

    @property
    def current_hint(self) -> Advice | None:
        return self._hint_at(self.hand_number, self.move)

    def _hint_at(self, hand_number: int, move: int) -> Advice | None:
        return next((h for h in self.hints if (h.hand_number, h.move) == (hand_number, move)),
                    None)

    # ---- the user's actions -----------------------------------------------------------
    def play_user(self, action: GameAction | str,
                  expected_position: tuple[int, int]) -> TableSession:
        """The user's action. Refused (``IllegalActionError``) if the table moved on or
        the engine refuses it; the session is unchanged either way."""
        if expected_position != self.position:
            raise IllegalActionError(
                "The table moved on before your click arrived; nothing was played. "
                "Choose again.", rule="stale-action", seat=self.user,
            )
        return replace(self, match=self.match.apply(action, self.user))

    @property
    def last_user_move(self) -> int | None:
        """The move number of the user's last action in the current hand, if any."""
        return next((move for move in reversed(range(self.move))
                     if self.hand.history[move][0] == self.user), None)

    @property
    def can_take_back(self) -> bool:
        """Undo is offered: a practice match, a hand still being played, a move of the
        user's in it to take back."""
        return self.practice and not self.match.hand_over and self.last_user_move is not None

    @property
    def take_back_point(self) -> tuple[int, int | None]:
        """(hand, move) of the decision a take-back would return to: what a click on the
        undo button names, so that a second click does not take back one more."""
        return (self.hand_number, self.last_user_move)

    def take_back(self, expected_point: tuple[int, int | None]) -> TableSession:
        """Take back the user's last action of the current hand and every bot move after
        it: the hand is replayed from its deal up to that decision, which is the user's
        again. Only in a practice match (open explanations); a ranked match keeps every
        move, so it is refused there (``IllegalActionError``), as is a take-back once the
        hand is over or before the user has acted in it. ``expected_point`` is the
        ``take_back_point`` the page showed (bots may have moved since)."""
        if not self.practice:
            raise IllegalActionError(
                "Moves are taken back only in a practice match (open explanations): a "
                "ranked match keeps every move.", rule="take-back", seat=self.user)
        if expected_point != self.take_back_point:
            raise IllegalActionError(
                "The table moved on before your click arrived; nothing was taken back.",
                rule="stale-action", seat=self.user)
        move = self.last_user_move
        if move is None or self.match.hand_over:
            raise IllegalActionError(
                "There is no move of yours in this hand to take back"
                + (": it is over." if self.match.hand_over else "."),
                rule="take-back", seat=self.user)
        number = self.hand_number
        return replace(
            self, match=self.match.with_current_hand_cut(move),
            bot_turns=tuple(t for t in self.bot_turns
                            if t.hand_number != number or t.move < move),
            hints=tuple(h for h in self.hints if h.hand_number != number or h.move <= move))

    def refusals(self, candidates: Iterable[GameAction] | None = None) -> dict[GameAction, str]:
        """Why each of ``candidates`` cannot be taken now, in the engine's words as said to
        the user ("You must follow ♣ (you hold A♣).", "7♣ does not outrank the current bid,
        7♦: …"); the candidates are by default the plays of the cards in the user's hand
        during the card play. Legal candidates are left out."""
        if self.match.hand_over or not self.users_turn:
            return {}
        if candidates is None:
            if not self.user_view.card_play:
                return {}
            candidates = (self.game.parse_action(f"play {card.text}")
                          for card in self.hand.hand(self.user))
        reasons: dict[GameAction, str] = {}
        for action in candidates:
            why = _why_not(self.hand, action, self.user)
            if why is not None:
                reasons[action] = why
        return reasons

    # ---- bots ---------------------------------------------------------------------------
    def step_bot(self) -> TableSession:
        """One bot decision: the seat to act decides from its own view and it is applied.
        A secret move (``is_secret``) is applied together with the same bot's next
        decision, so that no position, pause or page shows it was made."""
        table = self._decide_bot()
        last = table.bot_turns[-1]
        while last.action.is_secret and table.bot_to_act == last.seat:
            table = table._decide_bot()
            last = table.bot_turns[-1]
        return table

    def _decide_bot(self) -> TableSession:
        seat = self.bot_to_act
        if seat is None:
            raise ValueError("no bot is to act now.")
        seed = players.decision_seed(self.match.seed, self.hand_number, self.move,
                                     self.seating.names[seat])
        started = time.perf_counter()
        decision: Decision = bot_work.decide(
            BotJob(Purpose.TABLE, self.difficulty, seed, self.match.view(seat), self.game.id))
        elapsed = decision.elapsed_ms or (time.perf_counter() - started) * 1000
        match = self.match.apply(decision.action, seat)
        turn = BotTurn(self.hand_number, self.move, seat, decision.action,
                       decision.explanation, elapsed)
        return replace(self, match=match, bot_turns=(*self.bot_turns, turn))

    def untold_bot_moves(self, hand_number: int | None = None) -> tuple[int, ...]:
        """Bot moves of a hand (the current one by default) whose explanation is not in the
        log: after a restore from a match record, which keeps the actions but not the
        reasons."""
        number = self.hand_number if hand_number is None else hand_number
        told = {turn.move for turn in self.turns_of_hand(number)}
        return tuple(move for move, (seat, _) in enumerate(self._hand(number).history)
                     if seat != self.user and move not in told)

    def retell_bot_move(self, hand_number: int | None = None) -> TableSession:
        """Ask the bot again for the reasons of the first untold move of a hand: it is given
        the same view and seed as at the table, so it makes the same decision."""
        number = self.hand_number if hand_number is None else hand_number
        move = self.untold_bot_moves(number)[0]
        hand = self._hand(number)
        state = next(before for m, before, _, _ in _positions(self.game, hand) if m == move)
        seat, action = hand.history[move]
        view = _view_at(state, seat, self._score_before(number), number)
        seed = players.decision_seed(self.match.seed, number, move, self.seating.names[seat])
        decision = bot_work.decide(BotJob(Purpose.TABLE, self.difficulty, seed, view,
                                          self.game.id))
        explanation = decision.explanation if decision.action == action else Explanation(
            "The reasons for this move could not be recovered after the page was reloaded.")
        turn = BotTurn(number, move, seat, action, explanation, decision.elapsed_ms)
        turns = sorted((*self.bot_turns, turn), key=lambda t: (t.hand_number, t.move))
        return replace(self, bot_turns=tuple(turns))

    # ---- Expert's advice ----------------------------------------------------------------
    def with_hint(self) -> TableSession:
        """Ask Expert what it would do in the user's position (the same answer every time
        it is asked for this position, and the same decision the hand's review quotes)."""
        if not self.users_turn:
            raise IllegalActionError("A hint is for your own turn; it is not your turn now.",
                                     rule="turn", seat=self.user)
        if self.current_hint is not None:
            return self
        decision = self._advice(self.hand_number, self.move, self.user_view)
        advice = Advice(self.hand_number, self.move, decision.action, decision.explanation)
        return replace(self, hints=(*self.hints, advice))

    def _advice(self, hand_number: int, move: int, view: GameView) -> Decision:
        """Expert's decision for the user's position (seeded by the match and position)."""
        return bot_work.decide(self._advice_job(hand_number, move, view))

    def _advice_job(self, hand_number: int, move: int, view: GameView) -> BotJob:
        seed = players.decision_seed(self.match.seed, hand_number, move, players.ADVICE)
        return BotJob(Purpose.ADVICE, self.difficulty, seed, view, self.game.id)

    # ---- after the hand -----------------------------------------------------------------
    def decision_points(self, hand_number: int | None = None) -> list[DecisionPoint]:
        """The user's real choices in a hand (forced moves are left out)."""
        number = self.hand_number if hand_number is None else hand_number
        return list(_user_choices(self.game, self._hand(number), self.user))

    def reviews_of_hand(self, hand_number: int | None = None) -> tuple[ReviewedDecision, ...]:
        number = self.hand_number if hand_number is None else hand_number
        return tuple(r for r in self.reviews if r.hand_number == number)

    @property
    def last_finished_hand(self) -> int | None:
        """The hand whose cards may all be shown: the current one once over, else the one
        before it."""
        if self.match.hand_over:
            return self.hand_number
        return self.hand_number - 1 if self.hand_number > 1 else None

    @property
    def review_hand(self) -> int | None:
        """The hand being reviewed: the current one once it is over, or the previous one
        when the user asked for its review during the next hand."""
        if self.match.hand_over:
            return self.hand_number
        if self.review_requested is not None and self.review_requested == self.hand_number - 1:
            return self.review_requested
        return None

    def review_complete(self, hand_number: int) -> bool:
        return len(self.reviews_of_hand(hand_number)) >= len(self.decision_points(hand_number))

    @property
    def review_pending(self) -> bool:
        hand = self.review_hand
        return hand is not None and not self.review_complete(hand)

    def ask_review(self, hand_number: int) -> TableSession:
        """Review an earlier hand (the one before the current hand) on the next steps."""
        if hand_number != self.last_finished_hand:
            raise ValueError(f"hand {hand_number} is not the last finished hand.")
        if self.match.hand_over:
            return self
        return replace(self, review_requested=hand_number)

    def review_next(self) -> TableSession:
        """One review step: Expert decides the user's next unreviewed decision of the hand
        under review; its figures for every option and its reasons come from that one
        decision. A hint asked there is that decision already (a followed hint is graded
        as Expert's own); otherwise it is taken with the hint's seed. With a worker pool
        the step sends the rest of the hand to the workers too, and also takes the
        decisions after it whose answers are already there (nothing is waited for)."""
        hand_number = self.review_hand
        if hand_number is None:
            raise ValueError("no finished hand is waiting for its review.")
        done = {r.move for r in self.reviews_of_hand(hand_number)}
        left = [p for p in self.decision_points(hand_number) if p.move not in done]
        jobs = {p.move: self._advice_job(hand_number, p.move, self._user_view_at(hand_number, p))
                for p in left if self._hint_at(hand_number, p.move) is None}
        bot_work.prefetch(jobs.values())  # the workers take the rest of the hand at once
        reviews = list(self.reviews)
        for index, point in enumerate(left):
            job = jobs.get(point.move)
            if index > 0 and job is not None and not bot_work.ready(job):
                break
            advice = self._hint_at(hand_number, point.move)
            if advice is None:
                decision = bot_work.decide(job)
                advice = Advice(hand_number, point.move, decision.action, decision.explanation)
            reviews.append(ReviewedDecision(hand_number, point.move, point.state.phase,
                                            point.chosen, advice.explanation.options,
                                            advice.action, advice.explanation,
                                            self.rules.point_scale))
        return replace(self, reviews=tuple(sorted(reviews,
                                                  key=lambda r: (r.hand_number, r.move))))

    def _user_view_at(self, hand_number: int, point: DecisionPoint) -> GameView:
        return _view_at(point.state, self.user, self._score_before(hand_number), hand_number)

    # ---- what the table does next on its own --------------------------------------------
    def next_step(self) -> Step | None:
        """The work due next, in order: reasons missing from the current hand's log, the
        bot to act, the review under way, then the missing reasons of the hand before
        (its tab shows them, reviewed or not)."""
        if self.untold_bot_moves():
            return Step.RETELL
        if self.bot_to_act is not None:
            return Step.BOT
        hand = self.review_hand
        if hand is not None and not self.review_complete(hand):
            return Step.REVIEW
        if self._earlier_hand_untold():
            return Step.RETELL_REVIEWED
        return None

    def _earlier_hand_untold(self) -> bool:
        """Whether the finished hand before the current one has bot moves without their
        reasons (after a restore from the match record)."""
        earlier = self.last_finished_hand
        return (earlier is not None and earlier != self.hand_number
                and bool(self.untold_bot_moves(earlier)))

    def take_step(self) -> TableSession:
        """Do the work ``next_step`` names (one bot decision or one Expert review)."""
        match self.next_step():
            case Step.RETELL:
                return self.retell_bot_move()
            case Step.BOT:
                return self.step_bot()
            case Step.REVIEW:
                return self.review_next()
            case Step.RETELL_REVIEWED:
                return self.retell_bot_move(self.last_finished_hand)
            case _:
                return self

    def next_hand(self) -> TableSession:
        return replace(self, match=self.match.next_hand(), hints=(), review_requested=None)

    # ---- hands of the match -------------------------------------------------------------
    def _hand(self, hand_number: int) -> GameHand:
        if not 1 <= hand_number <= len(self.match.hands):
            raise ValueError(f"the match has no hand {hand_number}.")
        return self.match.hands[hand_number - 1]

    def _score_before(self, hand_number: int) -> tuple[int, ...]:
        """The match score (by team, as ``match.score``) when a hand was dealt."""
        return tuple(self.match.score_history()[hand_number - 1][1:])

    def hand_at(self, hand_number: int) -> GameHand:
        return self._hand(hand_number)

    @property
    def ranking_points(self) -> int:
        """Ranking points the user (or the user's team) earned: the level's points for a
        won match (a shared win is a win), none for a practice match."""
        if self.user_team in self.winning_teams and not self.practice:
            return self.difficulty.ranking_points
        return 0

    @property
    def winning_teams(self) -> tuple[int, ...]:
        """The teams (indices of the match score) that won the finished match: one, or
        every team sharing the win where a game lets a tie be shared."""
        return tuple(int(team) for team in self.match.winners)

    # ---- records ------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        return {
            "format": TABLE_FORMAT,
            "version": TABLE_VERSION,
            "difficulty": self.difficulty.value,
            "match": self.game.match_to_record(self.match),
            "bot_turns": [turn.to_dict() for turn in self.bot_turns],
            "reviews": [review.to_dict() for review in self.reviews],
            "hints": [hint.to_dict() for hint in self.hints],
            "review_requested": self.review_requested,
            "practice": self.practice,
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
        match = games.load_match(record.get("match"))
        try:
            turns = tuple(_turn_from_dict(entry, match) for entry in record.get("bot_turns", []))
            reviews = tuple(_review_from_dict(entry, match) for entry in record.get("reviews", []))
            hints = tuple(_advice_from_dict(entry, match) for entry in record.get("hints", []))
            requested = record.get("review_requested")
            requested = None if requested is None else int(requested)
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, RecordError):
                raise
            raise RecordError(f"bad table record entry: {error}") from None
        practice = record.get("practice", False)
        if not isinstance(practice, bool):
            raise RecordError(f"bad practice mark {practice!r}: true or false.")
        return cls(match, difficulty, turns, reviews, hints, requested, practice)


# ---- replay helpers -------------------------------------------------------------------------
def _why_not(hand: GameHand, action: GameAction, seat: int) -> str | None:
    """The engine's refusal of ``action`` by ``seat`` said to that player (None if legal)."""
    if hand.to_act == seat:
        return hand.why_not(action)
    try:
        hand.apply(action, seat)
    except IllegalActionError as error:
        return error.to_player
    return None


def _positions(game: GameSpec, hand: GameHand) -> Iterator[tuple[int, GameHand, int, GameAction]]:
    """(move, state before it, seat, action) for every action of a hand, by replay."""
    state = game.hand_from_deal(hand.deal, hand.rules)
    for move, (seat, action) in enumerate(hand.history):
        yield move, state, seat, action
        state = state.apply(action, seat)


def _user_choices(game: GameSpec, hand: GameHand, user: int) -> Iterator[DecisionPoint]:
    for move, state, seat, action in _positions(game, hand):
        if seat == user and len(state.legal_actions()) > 1:
            yield DecisionPoint(move, state, action)


def _view_at(state: GameHand, seat: int, score: tuple[int, ...], hand_number: int) -> GameView:
    """``seat``'s view of a position of hand ``hand_number``, with the match score then."""
    return replace(state.view(seat), score=score, hand_number=hand_number)


def _history_entry(match: GameMatch, hand_number: int, move: int) -> tuple[int, GameAction]:
    if not 1 <= hand_number <= len(match.hands):
        raise RecordError(f"entry for hand {hand_number}, which the match does not have.")
    history = match.hands[hand_number - 1].history
    if not 0 <= move < len(history):
        raise RecordError(f"entry for move {move} of hand {hand_number}, which was not played.")
    return history[move]






def _spec(match: GameMatch) -> GameSpec:
    return games.game(match.game_id)


def _seating(match: GameMatch) -> Seating:
    return _spec(match).seating_for(match.rules)


def _seat_named(match: GameMatch, name: Any) -> int:
    seating = _seating(match)
    if name not in seating.names:
        raise RecordError(f"{name!r} is not a seat of the table: {', '.join(seating.names)}.")
    return seating.names.index(name)


def _turn_from_dict(data: Mapping[str, Any], match: GameMatch) -> BotTurn:
    hand_number, move = int(data["hand"]), int(data["move"])
    parse = _spec(match).parse_action
    seat, action = _seat_named(match, data["seat"]), parse(data["action"])
    entry = _history_entry(match, hand_number, move)
    if entry != (seat, action) or seat == _seating(match).bottom:
        raise RecordError(f"bot turn {data['seat']} {data['action']!r} (hand {hand_number}, "
                          f"move {move}) is not what the match record says.")
    return BotTurn(hand_number, move, entry[0], action,
                   explanation_from_dict(data["explanation"], parse),
                   float(data.get("elapsed_ms", 0.0)))


def _review_from_dict(data: Mapping[str, Any], match: GameMatch) -> ReviewedDecision:
    hand_number, move = int(data["hand"]), int(data["move"])
    game = _spec(match)
    chosen = game.parse_action(data["action"])
    if _history_entry(match, hand_number, move) != (_seating(match).bottom, chosen):
        raise RecordError(f"review of {data['action']!r} (hand {hand_number}, move {move}) "
                          "is not what the match record says.")
    phase = next(state.phase for m, state, _, _ in _positions(game, match.hands[hand_number - 1])
                 if m == move)
    options = tuple(option_from_dict(o, game.parse_action) for o in data["options"])
    why = data.get("explanation")
    explanation = None if why is None else explanation_from_dict(why, game.parse_action)
    advice = data.get("advice")
    return ReviewedDecision(hand_number, move, phase, chosen, options,
                            None if advice is None else game.parse_action(advice),
                            explanation, match.rules.point_scale)


def _advice_from_dict(data: Mapping[str, Any], match: GameMatch) -> Advice:
    hand_number, move = int(data["hand"]), int(data["move"])
    if not 1 <= hand_number <= len(match.hands):
        raise RecordError(f"hint for hand {hand_number}, which the match does not have.")
    parse = _spec(match).parse_action
    return Advice(hand_number, move, parse(data["action"]),
                  explanation_from_dict(data["explanation"], parse))
