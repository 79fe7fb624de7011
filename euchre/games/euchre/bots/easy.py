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

from euchre.actions import (
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    Action,
    discard,
    joker_suit,
)
from euchre.bots import explain as ex
from euchre.bots.base import Difficulty, Explanation, Factor
from euchre.bots.easy_habits import (
    MIN_CARDS,
    MIN_CARDS_WITH_HIGH,
    easy_play,
    hunch_for,
    impression_factors,
    suit_impression,
)
from euchre.bots.trick_reading import read_trick
from euchre.cards import Rank, Suit, is_trump
from euchre.games.euchre.bots.phased import PhasedBot
from euchre.games.euchre.bots.words import move_words
from euchre.games.euchre.view import SeatView

__all__ = ["EasyBot"]

ALONE_CARDS = 5










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
                                    move=move_words(PASS, view))
            return PASS, ex.say("I pass: ", *with_upcard, "I have only ", impression[0], " ",
                                impression[1], extra=extra, move=move_words(PASS, view))
        alone = count >= ALONE_CARDS and any(card.rank is Rank.JACK for card in high)
        action = ORDER_UP_ALONE if alone else ORDER_UP
        decision = f"I order up {suit.symbol}" + (" and go alone" if alone else "")
        return action, ex.say(decision, ": ", *with_upcard, "I have ", impression[0], " ",
                              impression[1], extra=extra, move=move_words(action, view))

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
                                impression[1], extra=named, move=move_words(name, view))
        if stuck:
            return name, ex.say(
                f"I must name a suit, so I pick {best.symbol}, my longest: I have ",
                impression[0], " ", impression[1], extra=named,
                move=move_words(name, view))
        only = "only " if count else ""
        return PASS, ex.say(f"I pass: my longest suit is {best.symbol} and I have {only}",
                            impression[0], extra=[ex.trump_suit_factor(best, public=False)],
                            move=move_words(PASS, view))

    def joker_suit(self, view: SeatView) -> tuple[Action, Explanation]:
        best = max(Suit, key=lambda suit: (suit_impression(view.hand, suit)[0], -suit))
        impression = impression_factors(view.hand, best)
        action = joker_suit(best)
        return action, ex.say(
            f"I make the joker a {best.symbol}, my longest suit: I have ", impression[0],
            extra=[ex.trump_suit_factor(best, public=True)],
            move=move_words(action, view))

    def defend_alone(self, view: SeatView) -> tuple[Action, Explanation]:
        return PASS, ex.say("I never defend alone", move=move_words(PASS, view))

    def discard(self, view: SeatView) -> tuple[Action, Explanation]:
        trump = view.trump
        card = min(view.hand, key=lambda c: (c.rank if c.rank is not None else 99,
                                             is_trump(c, trump), c))
        rank = Factor("discard_rank", card.rank.label if card.rank is not None else "joker",
                      f"{card.symbol} has my lowest rank")
        action = discard(card)
        return action, ex.say(f"I throw away {card.symbol}: ", rank,
                              move=move_words(action, view))

    # ---- play ---------------------------------------------------------------------------
    def play(self, view: SeatView) -> tuple[Action, Explanation]:
        return easy_play(read_trick(view), self._hunch(view), ex.winning_factor,
                         lambda action: move_words(action, view))










