"""Follow-suit puzzles: given trump, the cards played so far and a hand, pick every legal card.

The position is a real hand bid and played through the engine; the legal cards are
``state.legal_plays_for(South)`` and an illegal pick is shown with the engine's own
refusal. Most puzzles hide a left-bower trap (see ``Trap``).

>>> puzzle = generate_follow(seed=1, tier=Tier.ADVANCED)
>>> puzzle.trap is not Trap.NONE
True
>>> puzzle.grade(list(puzzle.solution)).correct
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from euchre import (
    Card,
    HandState,
    IllegalActionError,
    Seat,
    Suit,
    effective_suit,
    is_trump,
    left_bower,
    play,
    trump_order,
)
from lessons.euchre.explain import cards_text, suit_words
from lessons.euchre.positions import (
    DECK,
    PositionError,
    bid_to_trump,
    cards_of_suit,
    deal_with,
    play_until,
    seat_before,
)
from lessons.euchre.themes import EuchreTheme
from lessons.kit.exercise import AnswerForm, Feedback, Scene
from lessons.kit.themes import Theme, Tier

__all__ = [
    "FollowExercise",
    "Trap",
    "classify_trap",
    "follow_theme_weights",
    "follow_themes",
    "generate_follow",
]

LEARNER = Seat.SOUTH


class Trap(StrEnum):
    """The left-bower traps a follow-suit puzzle can hide."""

    NONE = "none"
    CANNOT_FOLLOW_PRINTED_SUIT = "the left bower cannot follow its printed suit"
    ONLY_TRUMP_IS_LEFT_BOWER = "trump led and the left bower is the only trump"
    LEFT_BOWER_LED = "the left bower is led: a trump lead"

    @property
    def theme(self) -> Theme:
        if self is Trap.NONE:
            return EuchreTheme.FOLLOW_SUIT
        if self is Trap.CANNOT_FOLLOW_PRINTED_SUIT:
            return EuchreTheme.LEFT_BOWER_SUIT
        return EuchreTheme.TRUMP_LEAD


# A trap listed twice comes up twice as often: two beginner puzzles in three are traps.
_TRAPS_BY_TIER = {
    Tier.BEGINNER: (Trap.CANNOT_FOLLOW_PRINTED_SUIT, Trap.CANNOT_FOLLOW_PRINTED_SUIT, Trap.NONE),
    Tier.INTERMEDIATE: (Trap.CANNOT_FOLLOW_PRINTED_SUIT, Trap.NONE,
                        Trap.ONLY_TRUMP_IS_LEFT_BOWER),
    Tier.ADVANCED: (Trap.CANNOT_FOLLOW_PRINTED_SUIT, Trap.ONLY_TRUMP_IS_LEFT_BOWER,
                    Trap.LEFT_BOWER_LED),
}


def follow_themes(tier: Tier) -> tuple[Theme, ...]:
    """The themes the puzzles of ``tier`` practise."""
    return tuple(dict.fromkeys(trap.theme for trap in _TRAPS_BY_TIER[Tier(tier)]))


def follow_theme_weights(tier: Tier) -> dict[Theme, int]:
    """How often each theme of ``tier`` comes up: left-bower traps are the point."""
    return dict(Counter(trap.theme for trap in _TRAPS_BY_TIER[Tier(tier)]))


def classify_trap(hand: Iterable[Card], led_card: Card | None, trump: Suit) -> Trap:
    """Which trap (if any) a hand faces against a led card, read from the cards alone."""
    if led_card is None:
        return Trap.NONE
    hand = tuple(hand)
    left = left_bower(trump)
    if led_card == left:
        return Trap.LEFT_BOWER_LED
    led = effective_suit(led_card, trump)
    if left in hand and led == trump.same_colour:
        return Trap.CANNOT_FOLLOW_PRINTED_SUIT
    trumps = [card for card in hand if is_trump(card, trump)]
    if led == trump and trumps == [left]:
        return Trap.ONLY_TRUMP_IS_LEFT_BOWER
    return Trap.NONE


@dataclass(frozen=True)
class FollowExercise:
    """One follow-suit puzzle; South is to play and ``solution`` is the engine's legal set."""

    tier: Tier
    theme: Theme
    seed: int
    trap: Trap
    prompt: str
    options: tuple[str, ...]
    scene: Scene
    solution: frozenset[str]
    state: HandState
    form: AnswerForm = AnswerForm.MULTI
    family: str = "follow"

    def label(self, option: str) -> str:
        return Card.parse(option).symbol

    def grade(self, answer: object) -> Feedback:
        chosen = _as_cards(answer, self.options)
        legal = frozenset(Card.parse(text) for text in self.solution)
        hand = [Card.parse(text) for text in self.options]
        reasons = tuple(explain_legal_cards(hand, self.scene.trick, self.scene.trump))
        answer_text = "Legal: " + cards_text(sorted(legal, key=hand.index))
        if chosen == legal:
            return Feedback(True, f"Right. {answer_text}.", reasons, answer_text)
        details = []
        for card in sorted(chosen - legal, key=hand.index):
            try:
                self.state.apply(play(card), seat=LEARNER)
            except IllegalActionError as refusal:
                details.append(f"{card.symbol} is not allowed — the table refuses it: "
                               f"{refusal.to_player}")
        for card in sorted(legal - chosen, key=hand.index):
            details.append(f"{card.symbol} was legal too: {_why_legal(card, hand, self.scene)}.")
        headline = f"Not quite. {answer_text}."
        return Feedback(False, headline, reasons, answer_text, details=tuple(details))


def explain_legal_cards(
    hand: list[Card], trick: tuple[tuple[Seat, Card], ...], trump: Suit
) -> list[str]:
    """Why the legal cards are legal, in sentences (every suit read with ``effective_suit``)."""
    left = left_bower(trump)
    if not trick:
        return ["You lead this trick: any card may be led."]
    leader, led_card = trick[0]
    led = effective_suit(led_card, trump)
    if led_card == left:
        lines = [
            f"{leader.label} led {led_card.symbol}, the left bower: with {trump.symbol} trump "
            f"that is a trump lead, so you must follow with a trump if you can."
        ]
    elif led == trump:
        lines = [f"{leader.label} led {led_card.symbol}, a trump: you must follow with a trump."]
    else:
        lines = [f"{leader.label} led {led_card.symbol}: {led.symbol} is the suit to follow."]
    followers = [card for card in hand if effective_suit(card, trump) == led]
    if followers:
        lines.append(f"You hold {cards_text(followers)}: you must play "
                     + ("it." if len(followers) == 1 else "one of them."))
    else:
        lines.append(f"You hold no {led.symbol} (the left bower counts as a trump), "
                     "so you may play any card.")
    if left in hand and led == left.suit:
        lines.append(f"{left.symbol} is not a {left.suit.symbol} this hand: it is the left bower, "
                     f"a {trump.symbol}, so it cannot follow {left.suit.symbol}.")
    if left in hand and led == trump:
        if followers == [left]:
            lines.append(f"{left.symbol} is the left bower, a trump: it is your only trump, "
                         "so you must play it.")
        else:
            lines.append(f"{left.symbol} is the left bower, a trump: it may follow a trump "
                         "lead, like your other trumps.")
    printed = [card for card in hand if card.suit == left.suit and card != left]
    if led == trump and printed:
        verb = "does" if len(printed) == 1 else "do"
        lines.append(f"Your {cards_text(printed)} {verb} not follow: {left.suit.symbol} is not "
                     "trump, only its jack is.")
    return lines


def _why_legal(card: Card, hand: list[Card], scene: Scene) -> str:
    trump = scene.trump
    if not scene.trick:
        return "you lead, so any card may be led"
    led = effective_suit(scene.trick[0][1], trump)
    if effective_suit(card, trump) == led:
        kind = "a trump" if led == trump else f"a {led.symbol}"
        return f"it is {kind}, so it follows the suit led"
    return f"you have no {led.symbol}, so any card may be played"


# ---- generation -----------------------------------------------------------------------


def generate_follow(seed: int, tier: Tier, theme: Theme | None = None) -> FollowExercise:
    """A follow-suit puzzle of ``tier`` (of ``theme`` when given), reproducible from ``seed``."""
    tier = Tier(tier)
    rng = random.Random(f"follow:{int(tier)}:{theme}:{seed}")
    traps = [trap for trap in _TRAPS_BY_TIER[tier] if theme is None or trap.theme is theme]
    if not traps:
        raise ValueError(f"{tier.label} follow-suit puzzles do not practise {theme}.")
    trap = traps[seed % len(traps)]
    for _ in range(100):
        try:
            state = _build_position(trap, tier, rng)
        except PositionError:
            continue
        break
    else:
        raise RuntimeError(f"no follow-suit puzzle found for seed {seed}")
    trump = state.trump
    trick = state.current_trick
    hand = state.hand(LEARNER)
    prompt = (
        f"{suit_words(trump)} are trump and it is your turn (South). "
        + ("You lead. " if not trick else "")
        + "Select every card you may legally play."
    )
    scene = Scene(
        trump=trump,
        led=effective_suit(trick[0][1], trump) if trick else None,
        trick=trick,
        hand=hand,
        dealer=state.dealer,
        upcard=state.upcard,
        turned_down=state.turned_down,
        bids=state.bids,
    )
    return FollowExercise(
        tier=tier,
        theme=trap.theme,
        seed=seed,
        trap=classify_trap(hand, trick[0][1] if trick else None, trump),
        prompt=prompt,
        options=tuple(card.text for card in hand),
        scene=scene,
        solution=frozenset(card.text for card in state.legal_plays_for(LEARNER)),
        state=state,
    )


def _build_position(trap: Trap, tier: Tier, rng: random.Random) -> HandState:
    """Deal and bid a hand in which South faces ``trap``, then play up to South's turn."""
    trump = Suit(rng.randrange(4))
    left = left_bower(trump)
    printed = sorted(cards_of_suit(trump, left.suit))  # the left bower's suit, without it
    others = [card for card in trump_order(trump, DECK) if card != left]
    plain_suits = [suit for suit in Suit if suit not in (trump, left.suit)]
    before = rng.randrange(1, 4)
    hand: list[Card] = []
    avoid: set[Card] = set()
    if trap is Trap.CANNOT_FOLLOW_PRINTED_SUIT:
        led_card = rng.choice(printed)
        hand = [left]
        if rng.random() < 0.6:
            hand += rng.sample([card for card in printed if card != led_card], rng.choice((1, 2)))
        else:
            avoid |= set(printed)
        if tier is Tier.ADVANCED and rng.random() < 0.5:
            hand.append(rng.choice(others))
    elif trap is Trap.ONLY_TRUMP_IS_LEFT_BOWER:
        led_card = rng.choice(others)
        hand = [left]
        avoid |= set(others)
        if tier is Tier.ADVANCED or rng.random() < 0.5:
            hand += rng.sample(printed, rng.choice((1, 2)))
    elif trap is Trap.LEFT_BOWER_LED:
        led_card = left
        hand = rng.sample(printed, rng.choice((1, 2)))
        if rng.random() < 0.5:
            hand += rng.sample(others, rng.choice((1, 2)))
        else:
            avoid |= set(others)
    else:
        avoid.add(left)
        led_suit = rng.choice([*plain_suits, trump])
        suit_cards = sorted(cards_of_suit(trump, led_suit) - {left})
        led_card = rng.choice(suit_cards)
        if tier is Tier.BEGINNER and rng.random() < 0.15:
            before = 0
        elif tier is Tier.INTERMEDIATE:
            avoid |= set(suit_cards)
        else:
            hand = rng.sample([card for card in suit_cards if card != led_card],
                              rng.choice((1, 2)))
    leader = seat_before(LEARNER, before)
    fixed: dict[Seat, list[Card]] = {LEARNER: hand}
    if before:
        fixed[leader] = [led_card]
    deal = deal_with(seat_before(leader, 1), fixed, rng, avoid={LEARNER: avoid},
                     upcard_not_suit=trump)
    state = bid_to_trump(HandState.from_deal(deal), trump, Seat(rng.randrange(4)))
    if before:
        state = state.apply(play(led_card), seat=leader)
    return play_until(state, LEARNER, rng)


def _as_cards(answer: object, options: tuple[str, ...]) -> frozenset[Card]:
    if isinstance(answer, str) or not isinstance(answer, Iterable):
        raise ValueError("select the cards as a list.")
    picked = [str(option) for option in answer]
    unknown = [text for text in picked if text not in options]
    if unknown:
        raise ValueError(f"{', '.join(unknown)} is not in your hand.")
    return frozenset(Card.parse(text) for text in picked)
