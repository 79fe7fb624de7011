"""Buck Euchre Easy: always legal, but loose — first impressions and instinct.

It makes trump on three cards of a suit or two with the jack or ace (the printed suit:
it forgets the left bower), throws away its lowest card, stays in whenever it holds a
trump or an ace (and drops out otherwise), and plays like every Easy: the highest card to
take a trick, the lowest when it cannot, and about two cards in five on a hunch.
"""

from __future__ import annotations

from euchre.actions import DROP_OUT, ORDER_UP, PASS, STAY_IN, Action, discard, name_trump
from euchre.bots import explain as ex
from euchre.bots.base import Difficulty, Explanation, Factor
from euchre.bots.easy import (
    easy_play,
    hunch_for,
    impression_factors,
    likes_suit,
    suit_impression,
)
from euchre.bots.trick_reading import read_trick
from euchre.cards import Card, Rank, Suit, is_trump
from euchre.games.buck.bots.phased import BuckBot
from euchre.games.buck.bots.words import move_words
from euchre.games.buck.view import BuckView

__all__ = ["EasyBuckBot", "looks_like_a_trick"]


def looks_like_a_trick(hand: tuple[Card, ...], trump: Suit | None) -> tuple[Card, ...]:
    """Easy's idea of a trick: its trumps and its aces."""
    return tuple(c for c in hand if is_trump(c, trump) or c.rank is Rank.ACE)


class EasyBuckBot(BuckBot):
    difficulty = Difficulty.EASY

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    # ---- bidding ------------------------------------------------------------------------
    def bid_round_one(self, view: BuckView) -> tuple[Action, Explanation]:
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
            only = "only " if count_f.value else ""
            return PASS, ex.say("I pass: ", *lead, f"I have {only}", count_f, " ", high_f,
                                extra=extra, move=move_words(PASS, view))
        head = f"I pick up {view.upcard.symbol}: " if lead else f"I order up {suit.symbol}: "
        return ORDER_UP, ex.say(head, *lead, "I have ", count_f, " ", high_f, extra=extra,
                                move=move_words(ORDER_UP, view))

    def bid_round_two(self, view: BuckView) -> tuple[Action, Explanation]:
        suits = [suit for suit in Suit if suit != view.turned_down]
        best = max(suits, key=lambda suit: (suit_impression(view.hand, suit)[0],
                                            len(suit_impression(view.hand, suit)[1]), -suit))
        count_f, high_f = impression_factors(view.hand, best)
        name = name_trump(best)
        if likes_suit(view.hand, best):
            return name, ex.say(f"I name {best.symbol}: I have ", count_f, " ", high_f,
                                extra=[ex.trump_suit_factor(best, public=True)],
                                move=move_words(name, view))
        only = "only " if count_f.value else ""
        return PASS, ex.say(f"I pass: my longest suit is {best.symbol} and I have {only}",
                            count_f, extra=[ex.trump_suit_factor(best, public=False)],
                            move=move_words(PASS, view))

    def dealer_discard(self, view: BuckView) -> tuple[Action, Explanation]:
        card = min(view.hand, key=lambda c: (c.rank, is_trump(c, view.trump), c))
        rank = Factor("discard_rank", card.rank.label, f"{card.symbol} has my lowest rank")
        action = discard(card)
        return action, ex.say(f"I throw away {card.symbol}: ", rank,
                              move=move_words(action, view))

    # ---- dropping out -------------------------------------------------------------------
    def drop_out(self, view: BuckView) -> tuple[Action, Explanation]:
        good = looks_like_a_trick(view.hand, view.trump)
        what = "trump or ace" if view.trump is not None else "ace"
        factor = Factor("trick_cards", len(good),
                        f"I hold {ex.count_text(len(good), what, what + 's')}"
                        + (f" ({ex.cards_text(good)})" if good else ""))
        if good:
            return STAY_IN, ex.say("I stay in: ", factor, move=move_words(STAY_IN, view))
        return DROP_OUT, ex.say("I drop out: ", factor, ", so I see no trick in my hand",
                                move=move_words(DROP_OUT, view))

    # ---- play ---------------------------------------------------------------------------
    def play(self, view: BuckView) -> tuple[Action, Explanation]:
        return easy_play(read_trick(view, partner=None, out=view.dropped),
                         hunch_for("buck-easy", self.seed, view), ex.winning_factor,
                         lambda action: move_words(action, view))
