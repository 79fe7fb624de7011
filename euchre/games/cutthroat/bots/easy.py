"""Cutthroat Easy: always legal, but loose — first impressions and instinct, like four-handed Easy.

It counts the cards printed in a suit and looks for the jack and the ace (so it forgets
the left bower and ignores the upcard's owner), makes trump on three cards of a suit or
two with the jack or ace, always takes the dummy unless it holds five of the suit with
the jack, keeps its five strongest cards, never defends alone, grabs tricks with its
highest card (even from the other defender) and about two cards in five plays on a hunch.
"""

from __future__ import annotations

import random

from euchre.actions import PASS, Action, discard
from euchre.bots import explain as ex
from euchre.bots.base import Difficulty, Explanation, Factor
from euchre.bots.easy_habits import (
    easy_play,
    hunch_for,
    impression_factors,
    impression_round_one,
    impression_round_two,
    suit_impression,
)
from euchre.bots.hand_strength import play_strength
from euchre.cards import Rank
from euchre.games.cutthroat.actions import GO_ALONE, TAKE_DUMMY
from euchre.games.cutthroat.bots.phased import CutthroatBot
from euchre.games.cutthroat.bots.reading import read_trick
from euchre.games.cutthroat.bots.words import keep_factor, move_words, winning_factor
from euchre.games.cutthroat.view import CutthroatView

__all__ = ["EasyCutthroatBot"]

MIN_CARDS = 3  # make trump with this many cards of the suit...
MIN_CARDS_WITH_HIGH = 2  # ...or this many with its jack or ace
ALONE_CARDS = 5
HUNCH_SHARE = 0.4  # share of card plays made on a hunch: a random legal card


class EasyCutthroatBot(CutthroatBot):
    difficulty = Difficulty.EASY

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def _hunch(self, view: CutthroatView) -> random.Random:
        """The bot's whim for this position: the same view and seed give the same whim."""
        return hunch_for("cutthroat-easy", self.seed, view)

    # ---- bidding ------------------------------------------------------------------------
    def bid_round_one(self, view: CutthroatView) -> tuple[Action, Explanation]:
        return impression_round_one(view, lambda action: move_words(action, view))

    def bid_round_two(self, view: CutthroatView) -> tuple[Action, Explanation]:
        stuck = view.rules.stick_the_dealer and view.seat == view.dealer
        return impression_round_two(view, lambda action: move_words(action, view), stuck)

    def dealer_discard(self, view: CutthroatView) -> tuple[Action, Explanation]:
        card = min(view.hand, key=lambda c: (c.rank, c.suit == view.trump, c))
        rank = Factor("discard_rank", card.rank.label, f"{card.symbol} has my lowest rank")
        action = discard(card)
        return action, ex.say(f"I throw away {card.symbol}: ", rank,
                              move=move_words(action, view))

    def maker_choice(self, view: CutthroatView) -> tuple[Action, Explanation]:
        count_f, high_f = impression_factors(view.hand, view.trump)
        count, high = suit_impression(view.hand, view.trump)
        if count >= ALONE_CARDS and any(card.rank is Rank.JACK for card in high):
            return GO_ALONE, ex.say("I go alone: I have ", count_f, " ", high_f,
                                    move=move_words(GO_ALONE, view))
        return TAKE_DUMMY, ex.say("I take the dummy: more cards to choose from, and I have ",
                                  count_f, " ", high_f, move=move_words(TAKE_DUMMY, view))

    def dummy_discard(self, view: CutthroatView) -> tuple[Action, Explanation]:
        ranked = sorted(view.hand, key=lambda c: (-play_strength(c, view.trump), c))
        kept = tuple(ranked[:5])
        card = ranked[-1]
        action = discard(card)
        return action, ex.say(f"I throw away {card.symbol}, my weakest card: ",
                              keep_factor(kept), ", my strongest",
                              move=move_words(action, view))

    def defend_alone(self, view: CutthroatView) -> tuple[Action, Explanation]:
        return PASS, ex.say("I never defend alone", move=move_words(PASS, view))

    # ---- play ---------------------------------------------------------------------------
    def play(self, view: CutthroatView) -> tuple[Action, Explanation]:
        return easy_play(read_trick(view), self._hunch(view), winning_factor,
                         lambda action: move_words(action, view))
