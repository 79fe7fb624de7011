"""Easy: always legal, but loose — it bids on a first impression and plays on instinct.

It counts the cards printed in the suit and looks for the jack and the ace ("I have two
hearts and the ace"), so it forgets the left bower and ignores its seat and the upcard's
owner. In play it grabs tricks with its highest card, even from its partner, trumps in
when it cannot follow, and otherwise plays its lowest card — except that about two cards
in five it plays on a hunch (any legal card, drawn from its seed and the position). It
never plays alone unless it holds five cards of the suit with the jack, and never defends
alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from euchre.actions import (
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    Action,
    discard,
    joker_suit,
    name_trump,
    play,
)
from euchre.bots import explain as ex
from euchre.bots.base import Difficulty, Explanation, Factor
from euchre.bots.hand_strength import play_strength
from euchre.bots.phased import PhasedBot
from euchre.bots.trick_reading import TrickReading, read_trick
from euchre.cards import Card, Rank, Suit, is_trump
from euchre.games.euchre.view import SeatView

__all__ = ["EasyBot", "easy_card", "easy_play", "hunch_for", "impression_factors",
           "impression_round_one", "impression_round_two", "likes_suit", "suit_impression"]

MIN_CARDS = 3  # bid with this many cards of the suit...
MIN_CARDS_WITH_HIGH = 2  # ...or this many with its jack or ace
ALONE_CARDS = 5
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


class EasyBot(PhasedBot):
    difficulty = Difficulty.EASY

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def _hunch(self, view: SeatView) -> random.Random:
        """The bot's whim for this position: the same view and seed give the same whim."""
        return hunch_for("easy", self.seed, view)

    # ---- bidding ------------------------------------------------------------------------
    def bid_round_one(self, view: SeatView) -> tuple[Action, Explanation]:
        suit = view.upcard_suit
        cards = view.hand
        extra: list[Factor] = [ex.trump_suit_factor(suit, public=True)]
        with_upcard: list = []
        if view.seat == view.dealer:
            cards = (*cards, view.upcard)
            upcard = Factor("with_upcard", view.upcard.text,
                            f"with the upcard {view.upcard.symbol}")
            extra.append(upcard)
            with_upcard = [upcard, " "]
        count, high = suit_impression(cards, suit)
        impression = impression_factors(cards, suit)
        likes = count >= MIN_CARDS or (count >= MIN_CARDS_WITH_HIGH and high)
        if not likes:
            if not count:
                return PASS, ex.say("I pass: ", *with_upcard, "I have ", impression[0],
                                    extra=[*extra, impression[1]],
                                    move=ex.move_words(PASS, view))
            return PASS, ex.say("I pass: ", *with_upcard, "I have only ", impression[0], " ",
                                impression[1], extra=extra, move=ex.move_words(PASS, view))
        alone = count >= ALONE_CARDS and any(card.rank is Rank.JACK for card in high)
        action = ORDER_UP_ALONE if alone else ORDER_UP
        decision = f"I order up {suit.symbol}" + (" and go alone" if alone else "")
        return action, ex.say(decision, ": ", *with_upcard, "I have ", impression[0], " ",
                              impression[1], extra=extra, move=ex.move_words(action, view))

    def bid_round_two(self, view: SeatView) -> tuple[Action, Explanation]:
        suits = [suit for suit in Suit if suit != view.turned_down]
        best = max(suits, key=lambda suit: (suit_impression(view.hand, suit)[0],
                                            len(suit_impression(view.hand, suit)[1]), -suit))
        count, high = suit_impression(view.hand, best)
        impression = impression_factors(view.hand, best)
        stuck = view.rules.stick_the_dealer and view.seat == view.dealer
        name = Action.parse(f"name {best.letter}")
        named = [ex.trump_suit_factor(best, public=True)]
        if count >= MIN_CARDS or (count >= MIN_CARDS_WITH_HIGH and high):
            return name, ex.say(f"I name {best.symbol}: I have ", impression[0], " ",
                                impression[1], extra=named, move=ex.move_words(name, view))
        if stuck:
            return name, ex.say(
                f"I must name a suit, so I pick {best.symbol}, my longest: I have ",
                impression[0], " ", impression[1], extra=named,
                move=ex.move_words(name, view))
        only = "only " if count else ""
        return PASS, ex.say(f"I pass: my longest suit is {best.symbol} and I have {only}",
                            impression[0], extra=[ex.trump_suit_factor(best, public=False)],
                            move=ex.move_words(PASS, view))

    def joker_suit(self, view: SeatView) -> tuple[Action, Explanation]:
        best = max(Suit, key=lambda suit: (suit_impression(view.hand, suit)[0], -suit))
        impression = impression_factors(view.hand, best)
        action = joker_suit(best)
        return action, ex.say(
            f"I make the joker a {best.symbol}, my longest suit: I have ", impression[0],
            extra=[ex.trump_suit_factor(best, public=True)],
            move=ex.move_words(action, view))

    def defend_alone(self, view: SeatView) -> tuple[Action, Explanation]:
        return PASS, ex.say("I never defend alone", move=ex.move_words(PASS, view))

    def discard(self, view: SeatView) -> tuple[Action, Explanation]:
        trump = view.trump
        card = min(view.hand, key=lambda c: (c.rank if c.rank is not None else 99,
                                             is_trump(c, trump), c))
        rank = Factor("discard_rank", card.rank.label if card.rank is not None else "joker",
                      f"{card.symbol} has my lowest rank")
        action = discard(card)
        return action, ex.say(f"I throw away {card.symbol}: ", rank,
                              move=ex.move_words(action, view))

    # ---- play ---------------------------------------------------------------------------
    def play(self, view: SeatView) -> tuple[Action, Explanation]:
        return easy_play(read_trick(view), self._hunch(view), ex.winning_factor,
                         lambda action: ex.move_words(action, view))


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
