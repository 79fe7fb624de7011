"""A plain rule-based Buck Euchre player: the yardstick the bots are measured against.

Written apart from the app's bots (it shares only the engine's card tables, through
``bench.trick_reference``). A club player's simplest habits:

- Bidding: it counts its sure tricks in a suit (``trick_reference.sure_tricks``; as the
  dealer, with the upcard picked up and its worst card thrown) and makes trump when they
  reach the maker's three: the upcard's suit in round 1, its best other suit in round 2.
- Dropping out: it stays in with a sure trick or two trumps (in a no-trump hand, a sure
  trick), and otherwise drops out rather than risk being bucked.
- Play: the maker draws trumps; everyone cashes winners and leads short suits; following,
  it wins the trick as cheaply as possible, else throws its cheapest card.

Deterministic: every choice follows from the player's view alone.
"""

from __future__ import annotations

from bench.trick_reference import (
    best_trump,
    choose_card,
    counted,
    discard_choice,
    is_trump,
    mode_of,
    sure_tricks,
)
from euchre.actions import PASS, Action, ActionKind
from euchre.bots.base import Bot, Decision, Explanation
from euchre.cards import Card
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from euchre.games.buck.phases import BuckPhase as P
from euchre.games.buck.view import BuckView

__all__ = ["MAKE_TRICKS", "STAY_TRUMPS", "ReferenceBuckBot"]

MAKE_TRICKS = 3  # the maker's target
STAY_TRUMPS = 2  # trumps enough to expect a trick


class ReferenceBuckBot(Bot):
    """The yardstick for Buck Euchre: sure tricks to bid and to stay in, plain play."""

    name = "reference"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: BuckView) -> Decision:  # type: ignore[override]
        if view.to_act != view.seat or not view.legal_actions:
            raise ValueError(f"it is not {view.seat.label}'s turn to act ({view.phase}).")
        deck = view.rules.deck.cards()
        if view.phase is P.PLAY:
            action, why = choose_card(view, deck, view.seat == view.maker, lambda seat: False)
        elif view.phase is P.DEALER_DISCARD:
            card = discard_choice(view.hand, int(view.trump), deck)
            action = next(a for a in view.legal_actions
                          if a.kind is ActionKind.DISCARD and a.card == card)
            why = "It is my card least worth keeping."
        elif view.phase is P.DROP_OUT:
            action, why = self._stay_or_drop(view, deck)
        else:
            action, why = self._bid(view, deck)
        return Decision(view.seat, action, Explanation(why, live=action.describe()))

    def _stay_or_drop(self, view: BuckView, deck: tuple[Card, ...]) -> tuple[Action, str]:
        trump = None if view.trump is None else int(view.trump)
        sure = sure_tricks(view.hand, trump, deck)
        trumps = sum(1 for card in view.hand if is_trump(mode_of(trump), card))
        if sure >= 1 or (trump is not None and trumps >= STAY_TRUMPS):
            return STAY_IN, (f"I count {counted(sure, 'sure trick')} and hold "
                             f"{counted(trumps, 'trump')}.")
        return DROP_OUT, "I have no sure trick and too few trumps: I would be bucked."

    def _bid(self, view: BuckView, deck: tuple[Card, ...]) -> tuple[Action, str]:
        legal = view.legal_actions
        if view.phase is P.BIDDING_ROUND_1:
            extra = view.upcard if view.seat == view.dealer else None
            suit, count = best_trump(view.hand, (int(view.upcard_suit),), deck, extra)
            call = next(a for a in legal if a.kind is ActionKind.ORDER_UP)
        else:
            suits = sorted(int(a.suit) for a in legal if a.kind is ActionKind.NAME_TRUMP)
            suit, count = best_trump(view.hand, suits, deck)
            call = next(a for a in legal
                        if a.kind is ActionKind.NAME_TRUMP and int(a.suit) == suit)
        if count < MAKE_TRICKS:
            return PASS, (f"I count {counted(count, 'sure trick')}, fewer than the three I "
                          "must take.")
        return call, f"I count {counted(count, 'sure trick')}."
