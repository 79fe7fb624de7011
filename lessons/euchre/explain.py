"""Words for feedback: what a card is given trump, and the story of a trick.

Every statement is read from the engine (``effective_suit``, ``is_trump``, ``card_power``,
``trump_order``, a ``Trick``'s winner); nothing here decides a rule.

>>> from euchre import Card, Suit
>>> card_role(Card.parse("JD"), Suit.HEARTS)
'J♦ is the left bower: with ♥ trump it is a ♥, the 2nd-highest trump'
>>> card_role(Card.parse("KD"), Suit.HEARTS, led=Suit.DIAMONDS)
'K♦ follows the led suit ♦'
"""

from __future__ import annotations

from collections.abc import Iterable

from euchre import (
    Card,
    Deck,
    Suit,
    Trick,
    card_power,
    effective_suit,
    is_trump,
    left_bower,
    right_bower,
    trump_order,
)

__all__ = [
    "card_role",
    "cards_text",
    "ordinal",
    "role_predicate",
    "suit_words",
    "trick_story",
    "trump_rank",
    "why_beats",
]


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th…"""
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(
        number % 10, "th"
    )
    return f"{number}{suffix}"


def cards_text(cards: Iterable[Card]) -> str:
    """``"J♦, 9♠ and A♣"`` (or ``"no card"``)."""
    symbols = [card.symbol for card in cards]
    if not symbols:
        return "no card"
    if len(symbols) == 1:
        return symbols[0]
    return ", ".join(symbols[:-1]) + " and " + symbols[-1]


def suit_words(suit: Suit) -> str:
    """``"♥ (hearts)"``."""
    return f"{suit.symbol} ({suit.noun})"


def trump_rank(card: Card, trump: Suit, deck: Deck = Deck.STANDARD_24) -> int:
    """Position of a trump among the deck's trumps, 1 for the highest."""
    return trump_order(trump, deck).index(card) + 1


def card_role(card: Card, trump: Suit, led: Suit | None = None) -> str:
    """One sentence on what ``card`` is when ``trump`` is trump (and ``led`` was led)."""
    return f"{card.symbol} {role_predicate(card, trump, led)}"


def role_predicate(card: Card, trump: Suit, led: Suit | None = None) -> str:
    """``card_role`` without the card: "is the right bower, the highest trump"…"""
    if card == right_bower(trump):
        return "is the right bower, the highest trump"
    if card == left_bower(trump):
        return (
            f"is the left bower: with {trump.symbol} trump it is a {trump.symbol}, "
            f"the {ordinal(trump_rank(card, trump))}-highest trump"
        )
    if is_trump(card, trump):
        return f"is a trump, the {ordinal(trump_rank(card, trump))}-highest"
    if led is None:
        return f"is not a trump: it counts as a {effective_suit(card, trump).symbol}"
    if card_power(card, trump, led) > 0:
        return f"follows the led suit {led.symbol}"
    return f"is neither a trump nor a {led.symbol}, so it cannot win the trick"


def why_beats(stronger: Card, weaker: Card, trump: Suit, led: Suit) -> str:
    """Why ``stronger`` takes a trick led in ``led`` from ``weaker`` (from their trick power)."""
    if card_power(stronger, trump, led) <= card_power(weaker, trump, led):
        raise ValueError(f"{stronger.symbol} does not beat {weaker.symbol} here")
    strong_trump, weak_trump = is_trump(stronger, trump), is_trump(weaker, trump)
    if strong_trump and weak_trump:
        return (
            f"both are trumps and {stronger.symbol} is the "
            f"{ordinal(trump_rank(stronger, trump))}-highest, {weaker.symbol} only the "
            f"{ordinal(trump_rank(weaker, trump))}-highest"
        )
    if strong_trump:
        return f"{stronger.symbol} is a trump and {weaker.symbol} is not: any trump beats it"
    if card_power(weaker, trump, led) == 0:
        return (
            f"{stronger.symbol} follows the led suit {led.symbol}; {weaker.symbol} is neither "
            "a trump nor of the led suit, so it cannot win"
        )
    return f"both follow the led suit {led.symbol} and {stronger.symbol} ranks higher"


def trick_story(trick: Trick, trump: Suit) -> list[str]:
    """The trick in sentences: what was led, what each card was, and who won it and why."""
    led_card = trick.plays[0][1]
    led = effective_suit(led_card, trump)
    lines = [f"{trick.leader.label} led {led_card.symbol}: the suit to follow is {led.symbol}."]
    if led_card == left_bower(trump):
        lines[0] = (
            f"{trick.leader.label} led {led_card.symbol}, the left bower: that is a trump lead "
            f"({led.symbol}), not a {led_card.suit.symbol} lead."
        )
    for seat, card in trick.plays[1:]:
        role = role_predicate(card, trump, led)
        lines.append(f"{seat.label} played {card.symbol}, which {role}.")
    winner_card = trick.card_of(trick.winner)
    why = (
        "the highest trump in the trick"
        if is_trump(winner_card, trump)
        else f"the highest {led.symbol}, and nobody played a trump"
    )
    lines.append(f"{trick.winner.label} wins with {winner_card.symbol}, {why}.")
    return lines
