"""A plain rule-based Cutthroat player: the yardstick the bots are measured against.

Written apart from the app's bots (it shares only the engine's card tables, through
``bench.trick_reference``). A club player's simplest habits:

- Bidding: it counts its sure tricks in a suit (``trick_reference.sure_tricks``; as the
  dealer, with the upcard picked up and its worst card thrown), adds one trick for the
  dummy it will take, and makes trump at three: the upcard's suit in round 1, its best
  other suit in round 2 (a stuck dealer names its best suit).
- As maker it always takes the dummy (the points are the same alone, and the merge can
  only keep the better cards) and throws, one at a time, the card least worth keeping.
- It never defends alone. Play: the maker draws trumps; everyone cashes winners and
  leads short suits; a defender plays low while the other defender is winning the trick,
  else wins it as cheaply as possible.

Deterministic: every choice follows from the player's view alone.
"""

from __future__ import annotations

from bench.trick_reference import best_trump, choose_card, counted, discard_choice
from euchre.actions import PASS, Action, ActionKind
from euchre.bots.base import Bot, Decision, Explanation
from euchre.cards import Card
from euchre.games.cutthroat.actions import TAKE_DUMMY
from euchre.games.cutthroat.phases import CutthroatPhase as P
from euchre.games.cutthroat.view import CutthroatView

__all__ = ["DUMMY_SHARE", "MAKE_TRICKS", "ReferenceCutthroatBot"]

DUMMY_SHARE = 1  # the trick the dummy's five cards usually add
MAKE_TRICKS = 3  # the maker's target


class ReferenceCutthroatBot(Bot):
    """The yardstick for Cutthroat: sure tricks to bid, the dummy always, plain play."""

    name = "reference"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: CutthroatView) -> Decision:  # type: ignore[override]
        if view.to_act != view.seat or not view.legal_actions:
            raise ValueError(f"it is not {view.seat.label}'s turn to act ({view.phase}).")
        deck = view.rules.deck.cards()
        if view.phase is P.PLAY:
            maker = view.maker
            action, why = choose_card(
                view, deck, view.seat == maker,
                lambda seat: view.seat != maker and seat not in (maker, view.seat))
        elif view.phase in (P.DEALER_DISCARD, P.DUMMY_DISCARD):
            card = discard_choice(view.hand, int(view.trump), deck)
            action = next(a for a in view.legal_actions
                          if a.kind is ActionKind.DISCARD and a.card == card)
            why = "It is my card least worth keeping."
        elif view.phase is P.MAKER_CHOICE:
            action, why = TAKE_DUMMY, "The dummy can only add to my cards."
        elif view.phase is P.DEFEND_ALONE:
            action, why = PASS, "I defend with the other defender."
        else:
            action, why = self._bid(view, deck)
        return Decision(view.seat, action, Explanation(why, live=action.describe()))

    def _bid(self, view: CutthroatView, deck: tuple[Card, ...]) -> tuple[Action, str]:
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
        if count + DUMMY_SHARE < MAKE_TRICKS and PASS in legal:
            return PASS, (f"I count {counted(count, 'sure trick')}, the dummy's one more is "
                          "not three.")
        return call, f"I count {counted(count, 'sure trick')} and one from the dummy."
