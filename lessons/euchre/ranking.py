"""Bower ranking quizzes: order cards, pick the trick's winner, is it a trump, what suit is it.

Answers come from the engine: the order from ``card_power``, the winner from a trick
played through ``HandState.apply``, trump-ness and suit from ``is_trump`` and
``effective_suit``. A wrong answer is shown in a trick the engine plays.

>>> quiz = generate_ranking(seed=4, tier=Tier.BEGINNER, theme=EuchreTheme.BOWER_RANKING)
>>> quiz.kind, quiz.grade(list(quiz.solution)).correct
(<RankingKind.ORDER: 'order'>, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from euchre import (
    Card,
    HandState,
    Rank,
    Seat,
    Suit,
    Trick,
    card_power,
    effective_suit,
    is_trump,
    left_bower,
    right_bower,
    trump_order,
)
from lessons.euchre.explain import card_role, cards_text, suit_words, trick_story, why_beats
from lessons.euchre.positions import (
    DECK,
    bid_to_trump,
    cards_of_suit,
    deal_with,
    stage_trick,
    weakest,
)
from lessons.euchre.themes import EuchreTheme
from lessons.kit.exercise import AnswerForm, Demonstration, Feedback, Scene
from lessons.kit.themes import Theme, Tier

__all__ = ["RankingExercise", "RankingKind", "generate_ranking", "ranking_kinds"]


class RankingKind(StrEnum):
    ORDER = "order"
    TRICK = "trick"
    IS_TRUMP = "is-trump"
    COUNTS_AS = "counts-as"


_KIND_THEME = {
    RankingKind.ORDER: EuchreTheme.BOWER_RANKING,
    RankingKind.TRICK: EuchreTheme.TRICK_WINNER,
    RankingKind.IS_TRUMP: EuchreTheme.LEFT_BOWER_SUIT,
    RankingKind.COUNTS_AS: EuchreTheme.LEFT_BOWER_SUIT,
}


def ranking_themes(tier: Tier) -> tuple[Theme, ...]:
    """The themes ranking quizzes practise: the same three in every tier."""
    return (EuchreTheme.BOWER_RANKING, EuchreTheme.LEFT_BOWER_SUIT, EuchreTheme.TRICK_WINNER)


def ranking_kinds(tier: Tier) -> tuple[RankingKind, ...]:
    """The quiz kinds of a tier (every tier practises every ranking theme)."""
    if tier is Tier.BEGINNER:
        return (RankingKind.IS_TRUMP, RankingKind.COUNTS_AS, RankingKind.ORDER, RankingKind.TRICK)
    return (RankingKind.ORDER, RankingKind.TRICK, RankingKind.IS_TRUMP, RankingKind.COUNTS_AS)


@dataclass(frozen=True)
class RankingExercise:
    """One ranking quiz; ``solution`` holds the engine's answer as option keys."""

    tier: Tier
    theme: Theme
    seed: int
    kind: RankingKind
    prompt: str
    form: AnswerForm
    options: tuple[str, ...]
    scene: Scene
    solution: tuple[str, ...]
    trick: Trick | None = None
    family: str = "ranking"

    def label(self, option: str) -> str:
        if self.kind is RankingKind.TRICK:
            return f"{option}: {self.trick.card_of(Seat.parse(option)).symbol}"
        if self.kind is RankingKind.IS_TRUMP:
            return option.capitalize()
        if self.kind is RankingKind.COUNTS_AS:
            return suit_words(Suit.parse(option))
        return Card.parse(option).symbol

    def grade(self, answer: object) -> Feedback:
        trump = self.scene.trump
        match self.kind:
            case RankingKind.ORDER:
                return self._grade_order(_as_list(answer), trump)
            case RankingKind.TRICK:
                return self._grade_trick(_as_option(answer, self.options), trump)
            case _:
                return self._grade_card_suit(_as_option(answer, self.options), trump)

    # ---- grading ------------------------------------------------------------------------
    def _grade_order(self, answer: list[str], trump: Suit) -> Feedback:
        if sorted(answer) != sorted(self.options):
            raise ValueError(f"order all {len(self.options)} cards, each once.")
        led = trump if self.scene.led is None else self.scene.led
        right = [Card.parse(option) for option in self.solution]
        reasons = tuple(card_role(card, trump, led) + "." for card in right)
        answer_text = " › ".join(card.symbol for card in right)
        if answer == list(self.solution):
            return Feedback(True, f"Right: {answer_text}.", reasons, answer_text)
        given = [Card.parse(option) for option in answer]
        place = next(i for i, (a, b) in enumerate(zip(given, right, strict=True)) if a != b)
        weaker, stronger = given[place], right[place]
        headline = (
            f"Not quite: {stronger.symbol} is stronger than {weaker.symbol}, "
            f"because {why_beats(stronger, weaker, trump, led)}."
        )
        demo = _demonstrate_pair(weaker, stronger, trump, self.seed)
        return Feedback(False, headline, reasons, answer_text, demo)

    def _grade_trick(self, answer: str, trump: Suit) -> Feedback:
        trick = self.trick
        winner = trick.winner
        winning = trick.card_of(winner)
        led = effective_suit(trick.plays[0][1], trump)
        story = tuple(trick_story(trick, trump))
        answer_text = f"{winner.label} wins with {winning.symbol}"
        if Seat.parse(answer) == winner:
            return Feedback(True, f"Right: {answer_text}.", story, answer_text)
        chosen = trick.card_of(Seat.parse(answer))
        headline = (
            f"No: {answer_text}. {chosen.symbol} loses to it because "
            f"{why_beats(winning, chosen, trump, led)}."
        )
        return Feedback(False, headline, story, answer_text)

    def _grade_card_suit(self, answer: str, trump: Suit) -> Feedback:
        card = self.scene.cards[0]
        right = self.solution[0]
        answer_text = card_role(card, trump)
        if self.kind is RankingKind.IS_TRUMP:
            claimed = trump if answer == "yes" else _other_suit(card, trump)
        else:
            claimed = Suit.parse(answer)
        reasons = _jack_notes(card, trump)
        if answer == right:
            return Feedback(True, f"Right: {answer_text}.", reasons, answer_text)
        demo = _demonstrate_suit(card, claimed, trump, self.seed)
        return Feedback(False, f"Not right: {answer_text}.", reasons, answer_text, demo)


# ---- generation -----------------------------------------------------------------------


def generate_ranking(seed: int, tier: Tier, theme: Theme | None = None) -> RankingExercise:
    """A ranking quiz of ``tier`` (of ``theme`` when given), reproducible from ``seed``."""
    tier = Tier(tier)
    rng = random.Random(f"ranking:{int(tier)}:{theme}:{seed}")
    kinds = [kind for kind in ranking_kinds(tier) if theme is None or _KIND_THEME[kind] is theme]
    if not kinds:
        raise ValueError(f"ranking quizzes do not practise {theme}.")
    kind = rng.choice(kinds)
    trump = Suit(rng.randrange(4))
    if kind is RankingKind.ORDER:
        return _order_quiz(seed, tier, trump, rng)
    if kind is RankingKind.TRICK:
        return _trick_quiz(seed, tier, trump, rng)
    return _card_suit_quiz(seed, tier, kind, trump, rng)


def _order_quiz(seed: int, tier: Tier, trump: Suit, rng: random.Random) -> RankingExercise:
    trumps = list(trump_order(trump, DECK))
    bowers = [right_bower(trump), left_bower(trump)]
    if tier is Tier.BEGINNER:
        led = trump
        cards = [rng.choice(bowers), *rng.sample(trumps[2:], 2)]
    elif tier is Tier.INTERMEDIATE:
        led = rng.choice([suit for suit in Suit if suit != trump])
        plain = sorted(cards_of_suit(trump, led))
        cards = [rng.choice(bowers), rng.choice(trumps[2:]), *rng.sample(plain, 2)]
    else:
        led = trump.same_colour
        plain = sorted(cards_of_suit(trump, led))
        others = [card for card in trumps if card != left_bower(trump)]
        cards = [left_bower(trump), *rng.sample(others, rng.choice((1, 2)))]
        cards += rng.sample(plain, 5 - len(cards))
    rng.shuffle(cards)
    solution = sorted(cards, key=lambda card: -card_power(card, trump, led))
    if cards == solution:  # never shown already in order: the learner orders them
        cards = cards[1:] + cards[:1]
    if led == trump:
        prompt = f"{suit_words(trump)} are trump. Order these cards from strongest to weakest."
    else:
        prompt = (
            f"{suit_words(trump)} are trump and {suit_words(led)} are led. Order these cards "
            "from strongest to weakest in this trick."
        )
    return RankingExercise(
        tier=tier,
        theme=EuchreTheme.BOWER_RANKING,
        seed=seed,
        kind=RankingKind.ORDER,
        prompt=prompt,
        form=AnswerForm.ORDER,
        options=tuple(card.text for card in cards),
        scene=Scene(trump=trump, led=None if led == trump else led, cards=tuple(cards)),
        solution=tuple(card.text for card in solution),
    )


def _trick_wanted(trick: Trick, trump: Suit, tier: Tier) -> bool:
    cards = [card for _, card in trick.plays]
    led = effective_suit(cards[0], trump)
    left = left_bower(trump)
    off_suit = any(effective_suit(card, trump) != led for card in cards[1:])
    if tier is Tier.BEGINNER:
        return left not in cards and right_bower(trump) not in cards and led != trump.same_colour
    if tier is Tier.INTERMEDIATE:
        return off_suit and left not in cards
    return left in cards or (led == trump.same_colour and any(is_trump(c, trump) for c in cards))


def _trick_quiz(seed: int, tier: Tier, trump: Suit, rng: random.Random) -> RankingExercise:
    for _ in range(400):
        dealer = Seat(rng.randrange(4))
        deal = deal_with(dealer, {}, rng)
        state = bid_to_trump(HandState.from_deal(deal), trump, Seat(rng.randrange(4)))
        trick_number = rng.randrange(3)
        while len(state.tricks) <= trick_number:
            state = state.apply(rng.choice(state.legal_actions()))
        trick = state.tricks[trick_number]
        if _trick_wanted(trick, trump, tier):
            break
    else:
        raise RuntimeError(f"no {tier.label} trick found for seed {seed}")
    led = effective_suit(trick.plays[0][1], trump)
    prompt = f"{suit_words(trump)} are trump. Which card wins this trick?"
    return RankingExercise(
        tier=tier,
        theme=EuchreTheme.TRICK_WINNER,
        seed=seed,
        kind=RankingKind.TRICK,
        prompt=prompt,
        form=AnswerForm.SINGLE,
        options=tuple(seat.label for seat, _ in trick.plays),
        scene=Scene(trump=trump, led=led, trick=trick.plays),
        solution=(trick.winner.label,),
        trick=trick,
    )


def _card_suit_quiz(
    seed: int, tier: Tier, kind: RankingKind, trump: Suit, rng: random.Random
) -> RankingExercise:
    jacks = [Card.of(Rank.JACK, suit) for suit in Suit]
    if tier is Tier.BEGINNER and rng.random() < 0.5:
        card = rng.choice(DECK.cards())
    elif tier is Tier.ADVANCED:
        card = left_bower(trump) if rng.random() < 0.5 else rng.choice(jacks)
    else:
        card = rng.choice(jacks)
    if kind is RankingKind.IS_TRUMP:
        prompt = f"{suit_words(trump)} are trump. Is {card.symbol} a trump?"
        options: tuple[str, ...] = ("yes", "no")
        solution = ("yes" if is_trump(card, trump) else "no",)
    else:
        prompt = f"{suit_words(trump)} are trump. Which suit does {card.symbol} count as?"
        options = tuple(suit.letter for suit in Suit)
        solution = (effective_suit(card, trump).letter,)
    return RankingExercise(
        tier=tier,
        theme=EuchreTheme.LEFT_BOWER_SUIT,
        seed=seed,
        kind=kind,
        prompt=prompt,
        form=AnswerForm.SINGLE,
        options=options,
        scene=Scene(trump=trump, cards=(card,)),
        solution=solution,
    )


# ---- what goes wrong ---------------------------------------------------------------------


def _demonstrate_pair(weaker: Card, stronger: Card, trump: Suit, seed: int) -> Demonstration:
    """The engine plays ``weaker`` (led) and ``stronger`` in one trick."""
    _, trick = stage_trick(trump, [weaker, stronger], random.Random(f"pair:{seed}"))
    caption = (
        f"You ranked {weaker.symbol} above {stronger.symbol}. In this trick the engine "
        f"gives it to {trick.winner.label}, who played {trick.card_of(trick.winner).symbol}."
    )
    return Demonstration(caption, trick, trump, tuple(trick_story(trick, trump)))


def _demonstrate_suit(card: Card, claimed: Suit, trump: Suit, seed: int) -> Demonstration:
    """A trick led in the suit the learner thought ``card`` belongs to, with ``card`` in it."""
    lead = weakest(cards_of_suit(trump, claimed) - {card}, trump, claimed)
    if claimed != trump and is_trump(card, trump):
        lead = max(cards_of_suit(trump, claimed) - {card}, key=lambda c: c.rank)
    _, trick = stage_trick(trump, [lead, card], random.Random(f"suit:{seed}"))
    outcome = "takes the trick" if trick.card_of(trick.winner) == card else "cannot win it"
    lead_kind = "a trump" if is_trump(lead, trump) else f"a {claimed.symbol}"
    caption = (
        f"Here {lead.symbol} is led, {lead_kind}. {card.symbol} is not a {claimed.symbol} this "
        f"hand, so it does not follow suit and {outcome}."
    )
    return Demonstration(caption, trick, trump, tuple(trick_story(trick, trump)))


def _other_suit(card: Card, trump: Suit) -> Suit:
    """A plain suit ``card`` does not belong to, to lead against it when it is a trump."""
    if card.suit is not None and card.suit != trump:
        return card.suit
    return next(suit for suit in (trump.same_colour, *Suit) if suit != trump)


_COUNT_WORDS = {5: "five", 6: "six", 7: "seven"}


def _jack_notes(card: Card, trump: Suit) -> tuple[str, ...]:
    if card == left_bower(trump):
        printed = card.suit.symbol
        rest = sorted(cards_of_suit(trump, card.suit), key=lambda other: -other.rank)
        count = _COUNT_WORDS.get(len(rest), str(len(rest)))
        return (
            f"So {printed} is a card short this hand: only {count} {printed} are left "
            f"({cards_text(rest)}), and {card.symbol} does not follow a {printed} lead.",
        )
    if card.rank is Rank.JACK and card != right_bower(trump):
        return (
            f"Only the two red or the two black jacks are bowers: {card.symbol} is the other "
            f"colour, so it stays an ordinary {card.suit.symbol} between the queen and the ten.",
        )
    return ()


def _as_option(answer: object, options: tuple[str, ...]) -> str:
    if not isinstance(answer, str) or answer not in options:
        raise ValueError(f"choose one of: {', '.join(options)}.")
    return answer


def _as_list(answer: object) -> list[str]:
    if isinstance(answer, str) or not isinstance(answer, list | tuple):
        raise ValueError("give the cards as a list, strongest first.")
    return [str(option) for option in answer]
