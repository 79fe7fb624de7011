"""An Easy player's habits in any game played with Euchre's cards: bid on a first
impression of a suit, play on instinct, now and then on a hunch."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from euchre.actions import (
    ORDER_UP,
    PASS,
    Action,
    name_trump,
    play,
)
from euchre.bots import explain as ex
from euchre.bots.base import Explanation, Factor
from euchre.bots.hand_strength import play_strength
from euchre.bots.trick_reading import TrickReading
from euchre.cards import Card, Rank, Suit

MIN_CARDS = 3  # bid with this many cards of the suit...


MIN_CARDS_WITH_HIGH = 2  # ...or this many with its jack or ace


HUNCH_SHARE = 0.4  # share of card plays made on a hunch: a random legal card


def _suit_word(suit: Suit, count: int) -> str:
    return ex.count_text(count, suit.noun[:-1], suit.noun)


def suit_impression(cards: tuple[Card, ...], suit: Suit) -> tuple[int, tuple[Card, ...]]:
    """How many cards of ``suit`` (as printed) and which of its jack and ace are among them."""
    of_suit = [card for card in cards if card.suit == suit]
    high = tuple(card for card in of_suit if card.rank in (Rank.JACK, Rank.ACE))
    return len(of_suit), high


def likes_suit(cards: tuple[Card, ...], suit: Suit) -> bool:
    """Easy's first impression: three cards of the suit, or two with its jack or ace."""
    count, high = suit_impression(cards, suit)
    return count >= MIN_CARDS or (count >= MIN_CARDS_WITH_HIGH and bool(high))


def impression_factors(cards: tuple[Card, ...], suit: Suit) -> tuple[Factor, Factor]:
    """The impression in words: the cards of the suit, and its jack and ace among them."""
    count, high = suit_impression(cards, suit)
    names = ex.join_words(["the " + ("jack" if c.rank is Rank.JACK else "ace") for c in high])
    high_text = f"with {names}" if high else "with neither the jack nor the ace"
    return (
        Factor("suit_cards", count, _suit_word(suit, count)),
        Factor("suit_high", ex.card_list_value(high), high_text),
    )


def impression_round_one(view: Any,
                         move: Callable[[Action], str]) -> tuple[Action, Explanation]:
    """Easy's order-up in a game of individual players: three cards of the upcard's suit,
    or two with its jack or ace (the dealer counts the upcard)."""
    suit = view.upcard_suit
    cards = view.hand
    extra: list[Factor] = [ex.trump_suit_factor(suit, public=True)]
    lead: list = []
    if view.seat == view.dealer:
        cards = (*cards, view.upcard)
        upcard = Factor("with_upcard", view.upcard.text,
                        f"with the upcard {view.upcard.symbol}")
        extra.append(upcard)
        lead = [upcard, " "]
    count_f, high_f = impression_factors(cards, suit)
    if not likes_suit(cards, suit):
        if not count_f.value:
            return PASS, ex.say("I pass: ", *lead, "I have ", count_f,
                                extra=[*extra, high_f], move=move(PASS))
        return PASS, ex.say("I pass: ", *lead, "I have only ", count_f, " ", high_f,
                            extra=extra, move=move(PASS))
    return ORDER_UP, ex.say(f"I order up {suit.symbol}: ", *lead, "I have ", count_f, " ",
                            high_f, extra=extra, move=move(ORDER_UP))


def impression_round_two(view: Any, move: Callable[[Action], str],
                         stuck: bool = False) -> tuple[Action, Explanation]:
    """Easy's naming in a game of individual players: its longest suit if it likes it
    (``stuck``: a dealer who must name a suit names it anyway)."""
    suits = [suit for suit in Suit if suit != view.turned_down]
    best = max(suits, key=lambda suit: (suit_impression(view.hand, suit)[0],
                                        len(suit_impression(view.hand, suit)[1]), -suit))
    count_f, high_f = impression_factors(view.hand, best)
    name = name_trump(best)
    named = [ex.trump_suit_factor(best, public=True)]
    if likes_suit(view.hand, best):
        return name, ex.say(f"I name {best.symbol}: I have ", count_f, " ", high_f,
                            extra=named, move=move(name))
    if stuck:
        return name, ex.say(f"I must name a suit, so I pick {best.symbol}, my longest: "
                            "I have ", count_f, " ", high_f, extra=named,
                            move=move(name))
    only = "only " if count_f.value else ""
    return PASS, ex.say(f"I pass: my longest suit is {best.symbol} and I have {only}",
                        count_f, extra=[ex.trump_suit_factor(best, public=False)],
                        move=move(PASS))


def hunch_for(game: str, seed: int, view: Any) -> random.Random:
    """An Easy bot's whim in a position of any game: the same view and seed give the same
    whim."""
    played = " ".join(card.text for card in view.played_cards)
    hand = " ".join(card.text for card in view.hand)
    return random.Random(f"{game}:{seed}:{view.hand_number}:{hand}:{played}")


def easy_play(reading: TrickReading, hunch: random.Random,
              winning_factor: Callable[[Any, Card, bool], Factor],
              move: Callable[[Action], str]) -> tuple[Action, Explanation]:
    """Easy's card in any game: the only legal card, a hunch about two times in five, else
    its instinct (``easy_card``). ``winning_factor(seat, card, friend winning)`` words who
    has the trick; ``move`` the move."""
    def plays(card: Card, *parts: ex.Part) -> tuple[Action, Explanation]:
        action = play(card)
        return action, ex.say(*parts, move=move(action))

    if len(reading.legal) == 1:
        card = reading.legal[0]
        return plays(card, f"I play {card.symbol}, my only legal card")
    if hunch.random() < HUNCH_SHARE:
        card = reading.legal[hunch.randrange(len(reading.legal))]
        return plays(card, f"I play {card.symbol} on a hunch, ",
                     ex.legal_options_factor(len(reading.legal)))
    winning = None
    if reading.winner is not None:
        winning = winning_factor(reading.winner, reading.winning_card, reading.partner_winning)
    card, *parts = easy_card(reading, winning)
    return plays(card, *parts)


def easy_card(reading: TrickReading, winning: Factor | None) -> tuple[Card, ...]:
    """Easy's instinct with a card (any game): lead the strongest; take the trick with the
    highest card of the suit led or the cheapest trump, else throw the weakest. Returns
    the card, then the parts of the sentence saying why (``winning``: who has the trick)."""
    trump = reading.trump
    strongest = max(reading.legal, key=lambda c: (play_strength(c, trump), -c))
    if reading.leading:
        choice = ex.card_choice_factor("highest", strongest)
        return strongest, f"I lead {strongest.symbol}: ", choice  # type: ignore[return-value]
    winners = reading.winners
    if not winners:
        card = reading.weakest_first(reading.legal)[0]
        return (card, f"I play {card.symbol}: ", winning, " and ",  # type: ignore[return-value]
                ex.can_win_factor(False), ", so ", ex.card_choice_factor("lowest", card))
    if reading.can_follow:
        card = winners[-1]
        return (card, f"I play {card.symbol}: ", winning, " and ",  # type: ignore[return-value]
                ex.can_win_factor(True), "; ", ex.card_choice_factor("highest", card))
    card = winners[0]
    follow = ex.can_follow_factor(False, reading.led)
    return (card, f"I trump it with {card.symbol}: ", follow, " and ",  # type: ignore[return-value]
            ex.card_choice_factor("cheapest winner", card))
