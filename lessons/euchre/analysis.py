"""The hand analyser: a position set up by hand or replayed from a record, and Expert's
values for every legal action as the feedback the Train page shows.

A set-up bidding position names the dealer, the bids so far, the upcard, the score and
the hand of the seat to decide (the seat whose turn the engine says it is after those
bids). The other three hands are dealt at random from the rest of the deck only to build
the engine's position; Expert is given that seat's view and nothing else. Every check
is the engine's: a card dealt twice or a hand of the wrong size is refused by
``HandState.from_deal``, a bid the rules do not allow by ``HandState.apply``.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass

from euchre import Action, ActionKind, Card, Deal, HandState, Phase, Rules, Seat
from euchre.bots import Decision, OptionValue
from euchre.games.euchre.view import SeatView, seat_view
from lessons.euchre.bidding import CLEAR_MARGIN_SE, describe_bid, margin_verdict
from lessons.kit.exercise import Feedback, OptionRow

__all__ = [
    "BIDDING_PHASES",
    "BiddingSetup",
    "SetupError",
    "analysis_feedback",
    "bid_refusals",
    "bidding_view",
    "option_label",
    "recorded_view",
    "seat_to_decide",
]

BIDDING_PHASES = (Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2)


class SetupError(ValueError):
    """A position that cannot be analysed, with the reason in words for the user."""


@dataclass(frozen=True)
class BiddingSetup:
    """A bidding decision as the user sets it up (score: North–South, East–West)."""

    dealer: Seat = Seat.NORTH
    hand: tuple[Card, ...] = ()
    upcard: Card | None = None
    score: tuple[int, int] = (0, 0)
    bids: tuple[Action, ...] = ()

    def key(self) -> str:
        """A text naming the position exactly (the seed of its deal and of Expert)."""
        upcard = "" if self.upcard is None else self.upcard.text
        return "|".join((self.dealer.letter, " ".join(card.text for card in self.hand),
                         upcard, f"{self.score[0]}-{self.score[1]}",
                         ",".join(bid.text for bid in self.bids)))

    @property
    def seed(self) -> int:
        return zlib.crc32(self.key().encode()) & 0x7FFFFFFF


def _bid_state(state: HandState, bids: tuple[Action, ...]) -> HandState:
    """``state`` after ``bids``, each by the seat whose turn it is; a refused bid is a
    ``SetupError`` naming it and the engine's reason."""
    for number, bid in enumerate(bids, start=1):
        if state.phase not in BIDDING_PHASES:
            raise SetupError(
                f"These bids are not possible: the bidding is over after bid {number - 1} "
                f"({_made_trump(state)}), so bid {number} ({describe_bid(bid)}) cannot follow. "
                "Remove it.")
        seat = state.to_act
        try:
            state = state.apply(bid, seat=seat)
        except ValueError as error:
            raise SetupError(f"These bids are not possible: bid {number}, {seat.label} "
                             f"{bid.describe()}, is refused. {error}") from None
    return state


def _made_trump(state: HandState) -> str:
    maker = state.maker
    if maker is None or state.trump is None:
        return "no one can bid now"
    return f"{maker.label} made {state.trump.symbol} trump"


def seat_to_decide(dealer: Seat, bids: tuple[Action, ...], upcard: Card | None = None,
                   rules: Rules | None = None) -> Seat:
    """Whose bid it is after ``bids`` with ``dealer`` dealing and ``upcard`` turned (the
    hands do not matter to the bidding: any deal with that upcard will do)."""
    rules = rules or Rules()
    setup = BiddingSetup(dealer, (), upcard or rules.deck.cards()[0], bids=bids)
    state = _bid_state(HandState(rules, _sampled_deal(setup, dealer, rules)), bids)
    if state.phase not in BIDDING_PHASES or state.to_act is None:
        raise SetupError(
            f"After these bids the bidding is over ({_made_trump(state)}): the analyser sets "
            "up a bidding decision, so remove the last bid.")
    return state.to_act


def bid_refusals(setup: BiddingSetup, bids: tuple[Action, ...],
                 rules: Rules | None = None) -> dict[Action, str | None]:
    """Each of ``bids`` with the engine's reason it cannot follow ``setup.bids`` (None when
    it can): the seat whose turn it is may not make it, or the bidding is over."""
    rules = rules or Rules()
    probe = BiddingSetup(setup.dealer, (), setup.upcard or rules.deck.cards()[0],
                         bids=setup.bids)
    try:
        state = _bid_state(HandState(rules, _sampled_deal(probe, setup.dealer, rules)),
                           setup.bids)
    except SetupError as error:
        return dict.fromkeys(bids, str(error))
    if state.phase not in BIDDING_PHASES or state.to_act is None:
        over = f"The bidding is over: {_made_trump(state)}."
        return dict.fromkeys(bids, over)
    refusals: dict[Action, str | None] = {}
    for bid in bids:
        try:
            state.apply(bid, seat=state.to_act)
        except ValueError as error:
            refusals[bid] = getattr(error, "to_player", None) or str(error)
        else:
            refusals[bid] = None
    return refusals


def bidding_view(setup: BiddingSetup, rules: Rules | None = None) -> SeatView:
    """The view of the seat to decide in ``setup`` (``SetupError`` if it is impossible)."""
    rules = rules or Rules()
    if setup.upcard is None:
        raise SetupError("Choose the upcard: click a card with “Upcard” selected.")
    for points in setup.score:
        if not 0 <= points < rules.points_to_win:
            raise SetupError(f"A score must be between 0 and {rules.points_to_win - 1}: "
                             f"at {rules.points_to_win} the match is over.")
    seat = seat_to_decide(setup.dealer, setup.bids, setup.upcard, rules)
    deal = _sampled_deal(setup, seat, rules)
    try:
        state = HandState.from_deal(deal, rules)
    except ValueError as error:
        raise SetupError(f"This deal is not possible: {error}") from None
    state = _bid_state(state, setup.bids)
    return seat_view(state, seat, score=setup.score)


def _sampled_deal(setup: BiddingSetup, seat: Seat, rules: Rules) -> Deal:
    """The set-up cards for ``seat`` and the upcard; the others' hands at random. Not
    validated here: ``HandState.from_deal`` checks it."""
    known = set(setup.hand) | {setup.upcard}
    unseen = [card for card in rules.deck.cards() if card not in known]
    random.Random(setup.seed).shuffle(unseen)
    hands: list[tuple[Card, ...]] = []
    for other in Seat:
        if other is seat:
            hands.append(tuple(sorted(setup.hand)))
        else:
            hands.append(tuple(sorted(unseen[:5])))
            unseen = unseen[5:]
    return Deal(setup.dealer, tuple(hands), setup.upcard, tuple(sorted(unseen)))  # type: ignore[arg-type]


def recorded_view(hand: HandState, move: int, score: tuple[int, int],
                  hand_number: int) -> SeatView:
    """The view of the seat to act after the first ``move`` actions of ``hand`` (a recorded
    hand, replayed from its deal by the engine)."""
    actions = hand.history
    if not 0 <= move <= len(actions):
        raise SetupError(f"Hand {hand_number} has {len(actions)} moves: choose a move from 0 "
                         f"to {len(actions)}.")
    state = HandState(hand.rules, hand.deal)
    for seat, action in actions[:move]:
        state = state.apply(action, seat=seat)
    if state.to_act is None:
        raise SetupError(f"Hand {hand_number} is over after move {move}: there is no "
                         "decision left to analyse. Choose an earlier move.")
    return seat_view(state, state.to_act, score=score, hand_number=hand_number)


# ---- the feedback ------------------------------------------------------------------------


def option_label(action: Action, view: SeatView) -> str:
    """How an option is named in the chart and the table: "Order up Q♥", "J♦"…"""
    if action.kind is ActionKind.PLAY:
        return action.card.symbol
    if action.kind is ActionKind.DISCARD:
        return f"Discard {action.card.symbol}"
    return describe_bid(action, view.upcard.symbol, dealer=view.dealer == view.seat)


def _option_kind(view: SeatView) -> str:
    if view.phase is Phase.PLAY:
        return "card"
    if view.phase is Phase.DEALER_DISCARD:
        return "discard"
    return "bid" if view.phase in BIDDING_PHASES else "option"


def _phrase(label: str) -> str:
    """An option's label inside a sentence: "order up Q♥", but a card stays "A♣"."""
    return label[:1].lower() + label[1:] if label[1:2].islower() else label


def _would(action: Action, view: SeatView) -> str:
    """What "Expert would …" do: "play A♣", "pass", "discard 9♠"."""
    label = option_label(action, view)
    return f"play {label}" if action.kind is ActionKind.PLAY else _phrase(label)


def analysis_feedback(view: SeatView, decision: Decision) -> Feedback:
    """Expert's decision for ``view`` as feedback: its choice, every legal action with its
    figures (the chart and the table), the margin over the next best and its reasons."""
    explanation = decision.explanation
    values = tuple(sorted(explanation.options, key=lambda value: -value.expected_points))
    chosen = _would(decision.action, view)
    reasons_text = "\n".join(
        f"- {text[:1].upper()}{text[1:]}"
        for text in (explanation.summary,
                     *(factor.text.strip() for factor in explanation.factors
                       if factor.name != "samples")))
    if len(values) < 2:
        headline = (f"Expert would {chosen}. "
                    + ("It is the only legal action here: there is nothing to weigh."
                       if len(view.legal_actions) == 1 else explanation.summary))
        return Feedback(None, headline, (), decision.action.text,
                        bot_explanation=reasons_text, option_kind=_option_kind(view))
    best, runner_up = values[0], values[1]
    rows = tuple(
        OptionRow(value.action, option_label(value.action, view), value.expected_points,
                  value.std_error, value.samples,
                  0.0 if value is best else float(value.paired_error or 0.0))
        for value in values)
    gap, noise, clear = margin_verdict(best, runner_up)
    best_label, runner_label = option_label(best.action, view), option_label(runner_up.action,
                                                                             view)
    worth = f"Expert would {chosen}. {best_label} is worth {best.expected_points:+.2f} points"
    if round(gap, 2) == 0:  # as shown: identical figures are equal, not a close call
        headline = f"{worth} on average, and {_phrase(runner_label)} is worth exactly the same."
    else:
        verdict = (f"a clear margin, over {CLEAR_MARGIN_SE:.0f} times the noise" if clear
                   else "a close call, within the simulation's noise")
        headline = (f"{worth} on average, {gap:.2f} more than {_phrase(runner_label)} "
                    f"(noise ±{noise:.2f}): {verdict}.")
    reasons = (
        f"Expert dealt the cards {view.seat.label} cannot see {best.samples} ways, "
        "consistent with everything that seat knows, and played every legal action out on "
        "the same deals. Points are the team's minus the opponents', averaged over those "
        "deals.",
        *_choice_note(decision.action, best, view),
    )
    return Feedback(None, headline, reasons, best.action.text, options=rows,
                    bot_explanation=reasons_text, option_kind=_option_kind(view))


def _choice_note(action: Action, best: OptionValue, view: SeatView) -> tuple[str, ...]:
    """Why Expert's choice is not the option with the most points, when it is not."""
    if action == best.action:
        return ()
    return (f"Expert chooses {_phrase(option_label(action, view))} over "
            f"{_phrase(option_label(best.action, view))}: its reasons below say why (a bid "
            "must beat passing by a margin, a loner beat the partnered call, or the score "
            "changes which is better).",)
