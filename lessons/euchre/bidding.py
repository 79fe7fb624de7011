"""Bidding drills: call or pass with South's hand, graded by the Expert's simulation.

A drill is a real hand dealt by the engine and bid up to South's turn (round 1 or
round 2). The Expert evaluates South's *view* — never the hidden cards — and returns
every legal bid with its expected net points. Every bid is played out on the same
sampled deals, so the noise in the gap between two bids is the standard error of their
per-deal difference (the paired error), not their two errors combined. A drill is graded
only when the best bid beats every other by a clear margin (``CLEAR_MARGIN_SE`` paired
standard errors and at least ``MIN_GAP`` points); otherwise the close bids are a
judgment call and only a bid clearly worse than the best counts as wrong.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import ClassVar, Protocol

from euchre import (
    PASS,
    Action,
    ActionKind,
    Card,
    Deal,
    HandState,
    Phase,
    Seat,
    SeatView,
    Suit,
    is_trump,
    left_bower,
    right_bower,
)
from euchre.bots.base import Decision, OptionValue
from euchre.games.euchre.view import seat_view
from lessons.euchre.themes import EuchreTheme
from lessons.kit.exercise import Scene
from lessons.kit.simulated import (
    CLEAR_MARGIN_SE,
    MIN_GAP,
    SimulatedDrill,
    draw_theme,
    explanation_text,
    first_clear,
    gap_noise,
    margin_verdict,
)
from lessons.kit.themes import Theme, Tier

__all__ = [
    "CLEAR_MARGIN_SE",
    "MIN_GAP",
    "BiddingDrill",
    "Evaluator",
    "bidding_position",
    "bidding_themes",
    "build_drill",
    "describe_bid",
    "gap_noise",
    "margin_verdict",
]

LEARNER = Seat.SOUTH

_THEMES_BY_TIER = {
    Tier.BEGINNER: (EuchreTheme.CALLING_STRENGTH,),
    Tier.INTERMEDIATE: (EuchreTheme.CALLING_STRENGTH, EuchreTheme.DEALER_PICKUP,
                        EuchreTheme.NAMING_SUIT),
    Tier.ADVANCED: (EuchreTheme.DEALER_PICKUP, EuchreTheme.NAMING_SUIT, EuchreTheme.GOING_ALONE),
}


class Evaluator(Protocol):
    """What a drill needs from the Expert: values for every bid, and its reasons."""

    def evaluate(self, view: SeatView) -> tuple[OptionValue, ...]: ...

    def decide(self, view: SeatView) -> Decision: ...


def bidding_themes(tier: Tier) -> tuple[Theme, ...]:
    return _THEMES_BY_TIER[Tier(tier)]


def describe_bid(action: Action, upcard_text: str = "", dealer: bool = False) -> str:
    """Words for a bid: "Pass", "Order up Q♥" ("Pick up Q♥" for the dealer), "Name ♠ alone"…"""
    alone = " alone" if action.alone else ""
    if action.kind is ActionKind.PASS:
        return "Pass"
    if action.kind is ActionKind.ORDER_UP:
        verb = "Pick up" if dealer else "Order up"
        return f"{verb} {upcard_text}".rstrip() + alone
    if action.kind is ActionKind.NAME_TRUMP:
        return f"Name {action.suit.symbol}{alone}"
    return action.describe().capitalize()


# ---- positions -------------------------------------------------------------------------


def _trumps(cards: list[Card], suit: Suit) -> list[Card]:
    return [card for card in cards if is_trump(card, suit)]


def _strong_for(cards: list[Card], suit: Suit) -> bool:
    """A hand worth thinking about going alone with: three trumps or more, bowers among them."""
    trumps = _trumps(cards, suit)
    bowers = {right_bower(suit), left_bower(suit)} & set(trumps)
    return len(trumps) >= 3 and bool(bowers) and len(trumps) + len(bowers) >= 5


def _in_contention(cards: list[Card], suit: Suit) -> bool:
    """Two trumps or more: a hand where calling is a real question."""
    return len(_trumps(cards, suit)) >= 2


def bidding_position(
    seed: int, tier: Tier, theme: Theme | None = None, variant: int = 0
) -> tuple[HandState, tuple[int, int], Theme]:
    """A hand bid up to South's turn for a drill of ``tier``: (state, score, theme).

    Most positions give South a real question (two trumps or more in a suit South may
    call, a strong hand for the loner theme); about one in four is any hand at all.
    ``variant`` draws another position from the same seed.
    """
    tier = Tier(tier)
    rng, chosen = draw_theme("bidding", _THEMES_BY_TIER[tier], seed, tier, theme, variant)
    score = (0, 0) if tier is Tier.BEGINNER else (rng.randrange(6), rng.randrange(6))
    any_hand = chosen is not EuchreTheme.GOING_ALONE and rng.random() < 0.25
    round_two = chosen is EuchreTheme.NAMING_SUIT or (
        chosen is EuchreTheme.GOING_ALONE and rng.random() < 0.3)
    wanted = _strong_for if chosen is EuchreTheme.GOING_ALONE else _in_contention
    for attempt in range(2000):
        if chosen is EuchreTheme.DEALER_PICKUP:
            dealer = rng.choice((Seat.SOUTH, Seat.NORTH))
        elif chosen is EuchreTheme.CALLING_STRENGTH:
            dealer = rng.choice((Seat.EAST, Seat.WEST))
        else:
            dealer = Seat(rng.randrange(4))
        state = HandState.from_seed(f"bidding:{int(tier)}:{chosen}:{seed}:{attempt}",
                                    dealer=dealer)
        up = state.upcard
        cards = list(state.hand(LEARNER))
        if dealer == LEARNER and not round_two:
            cards.append(up)
        suits = [suit for suit in Suit if suit != up.suit] if round_two else [up.suit]
        if not any_hand and not any(wanted(cards, suit) for suit in suits):
            continue
        if round_two:
            for _ in range(4):
                state = state.apply(PASS)
        while state.to_act != LEARNER:
            state = state.apply(PASS)
        return state, score, chosen
    raise RuntimeError(f"no {chosen.label} position found for seed {seed}")


# ---- drills ----------------------------------------------------------------------------


@dataclass(frozen=True)
class BiddingDrill(SimulatedDrill):
    """One bidding decision for South with the Expert's values for every legal bid."""

    view: SeatView
    family: str = "bidding"
    seen_all_best: Action | None = None  # the best bid if the play-outs saw every card
    points_meaning: ClassVar[str] = (
        "Every player played the cards from their own hand, without seeing the others'. "
        "Points are your team's minus the opponents', averaged over those deals.")

    def label(self, option: str) -> str:
        return describe_bid(Action.parse(option), self.view.upcard.symbol,
                            dealer=self.view.dealer == LEARNER)

    @property
    def depends_on_valuation(self) -> bool:
        """Played out by players who see every card, another bid comes out best."""
        return self.seen_all_best is not None and self.seen_all_best != self.best.action

    @property
    def clear(self) -> bool:
        """Graded only if, besides a clear margin, the best bid is also best when the
        play-outs see every card: otherwise the answer depends on how well the hidden
        cards are guessed, a judgment call."""
        return super().clear and not self.depends_on_valuation

    def close_to_best(self, option: str) -> bool:
        """Within the noise of the best, or the best when the play-outs see every card."""
        return super().close_to_best(option) or (
            self.depends_on_valuation and option == self.seen_all_best.text)

    def simulation_note(self) -> str:
        note = super().simulation_note()
        if not self.depends_on_valuation:
            return note
        other = self.label(self.seen_all_best.text)
        return (f"{note} Played out by players who could see every card, "
                f"{_lower_first(other)} would come out best instead: the best bid depends on "
                "how well the hidden cards are guessed, so this drill is a judgment call.")


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _prompt(view: SeatView) -> str:
    seat_words = {
        0: "you are the dealer",
        1: "you bid first, left of the dealer",
        2: "your partner is the dealer",
        3: "you are right of the dealer",
    }[(LEARNER - view.dealer) % 4]
    own, other = view.score
    score = f"You lead {own}–{other}" if own > other else (
        f"You trail {own}–{other}" if own < other else f"The score is {own}–{other}")
    if view.phase is Phase.BIDDING_ROUND_1:
        verb = "pick up" if view.dealer == LEARNER else "order up"
        ask = f"Pass, {verb} the {view.upcard.symbol}, or {verb.split()[0]} it up alone?"
    else:
        stuck = view.dealer == LEARNER and view.rules.stick_the_dealer
        ask = ("Everyone passed: as the dealer you must name a suit (alone or not)."
               if stuck else "Pass, or name a suit (alone or not)?")
        ask = f"The {view.upcard.symbol} was turned down. " + ask
    return f"{view.dealer.label} deals — {seat_words}. {score}. {ask}"


def build_drill(
    seed: int,
    tier: Tier,
    theme: Theme | None,
    evaluator: Evaluator,
    tries: int = 1,
) -> BiddingDrill:
    """Deal a drill position and have ``evaluator`` value every bid (about a second each).

    With ``tries`` > 1, positions are drawn from the seed until one is clear enough to
    grade; if none is, the last is kept as a judgment call.
    """
    return first_clear(partial(_evaluated_drill, seed, tier, theme, evaluator), tries)


def _evaluated_drill(
    seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator, variant: int
) -> BiddingDrill:
    state, score, chosen = bidding_position(seed, tier, theme, variant)
    view = seat_view(state, LEARNER, score=score)
    decision = evaluator.decide(view)
    seen_all = getattr(evaluator, "evaluate_seen_all", None)
    # The decision carries the values of the simulation it chose from (what ``evaluate``
    # returns), which saves simulating twice; without them, ask ``evaluate``.
    values = decision.explanation.options
    if {value.action for value in values} != set(view.legal_actions):
        values = evaluator.evaluate(view)
    values = tuple(sorted(values, key=lambda value: -value.expected_points))
    if len(values) < 2:
        raise RuntimeError("a drill needs at least two bids to choose from")
    scene = Scene(
        trump=None,
        hand=view.hand,
        dealer=view.dealer,
        upcard=view.upcard,
        turned_down=view.turned_down,
        bids=view.bids,
        score=score,
    )
    return BiddingDrill(
        tier=Tier(tier),
        theme=chosen,
        seed=seed,
        prompt=_prompt(view),
        options=tuple(action.text for action in view.legal_actions),
        scene=scene,
        view=view,
        values=values,
        explanation=explanation_text(decision),
        expert_choice=decision.action,
        variant=variant,
        seen_all_best=None if seen_all is None else _best_of(seen_all(view)),
    )


def _best_of(values: tuple[OptionValue, ...]) -> Action:
    return max(values, key=lambda value: value.expected_points).action


# ---- what goes wrong ---------------------------------------------------------------------

Player = Callable[[SeatView], Action]


def sample_deal(view: SeatView, rng: random.Random) -> Deal:
    """A deal South cannot tell from the real one: the unseen cards dealt at random."""
    seen = set(view.hand) | {view.upcard}
    unseen = [card for card in view.rules.deck.cards() if card not in seen]
    rng.shuffle(unseen)
    hands = {LEARNER: list(view.hand)}
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        hands[seat] = [unseen.pop() for _ in range(5)]
    return Deal.from_text(view.dealer, hands, view.upcard)


def replay_to_learner(deal: Deal, view: SeatView) -> HandState:
    state = HandState.from_deal(deal, view.rules)
    for seat, action in view.bids:
        state = state.apply(action, seat=seat)
    return state


def play_out(state: HandState, players: Callable[[Seat], Player]) -> HandState:
    """Finish a hand with ``players(seat)`` choosing each seat's actions from its view."""
    while not state.is_over:
        seat = state.to_act
        state = state.apply(players(seat)(state.view(seat)), seat=seat)
    return state


def costly_deal(
    drill: BiddingDrill, answer: str, players: Callable[[Seat], Player], tries: int = 24
) -> tuple[HandState, HandState] | None:
    """A sampled deal where ``answer`` does worse than the Expert's bid, both played out.

    Prefers a deal where the answer's bid gets euchred. Returns (after the answer, after
    the Expert's bid) or ``None`` if no such deal turned up in ``tries`` deals.
    """
    best = drill.best.action
    wrong = Action.parse(answer)
    rng = random.Random(f"costly:{drill.seed}:{drill.variant}:{answer}")
    fallback = None
    for _ in range(tries):
        start = replay_to_learner(sample_deal(drill.view, rng), drill.view)
        after_wrong = play_out(start.apply(wrong, seat=LEARNER), players)
        after_best = play_out(start.apply(best, seat=LEARNER), players)
        wrong_net = _net(after_wrong)
        best_net = _net(after_best)
        if wrong_net >= best_net:
            continue
        result = after_wrong.result()
        if result.makers is LEARNER.team and result.euchred:
            return after_wrong, after_best
        fallback = fallback or (after_wrong, after_best)
    return fallback


def _net(state: HandState) -> int:
    points = state.result().points
    team = LEARNER.team
    return points[team] - points[team.other]
