"""Buck Euchre Easy: always legal, but loose — first impressions and instinct.

It makes trump on three cards of a suit or two with the jack or ace (the printed suit:
it forgets the left bower), throws away its lowest card, stays in whenever it holds a
trump or an ace (and drops out otherwise), and plays like every Easy: the highest card to
take a trick, the lowest when it cannot, and about two cards in five on a hunch.
"""

from __future__ import annotations

from euchre.actions import Action, discard
from euchre.bots import explain as ex
from euchre.bots.base import Difficulty, Explanation, Factor
from euchre.bots.easy_habits import easy_play, hunch_for, impression_round_one, impression_round_two
from euchre.bots.trick_reading import read_trick
from euchre.cards import Card, Rank, Suit, is_trump
from euchre.games.buck.actions import DROP_OUT, STAY_IN
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
        return impression_round_one(view, lambda action: move_words(action, view))

    def bid_round_two(self, view: BuckView) -> tuple[Action, Explanation]:
        return impression_round_two(view, lambda action: move_words(action, view))

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
