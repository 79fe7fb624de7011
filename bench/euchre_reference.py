"""A plain rule-based four-handed Euchre player: the yardstick the bots are measured against.

Written apart from the app's bots (it shares only the engine's card tables, through
``bench.trick_reference``), so that beating it says something about them. A club
player's simplest habits:

- Bidding: it counts its sure tricks in a suit (``trick_reference.sure_tricks``; as the
  dealer, with the upcard picked up and its worst card thrown) and adds one trick for its
  partner; it makes trump at three, the upcard's suit in round 1, its best other suit in
  round 2, and goes alone only when its own cards count all five tricks. A stuck dealer
  names its best suit; with a joker turned up, the dealer gives it its best suit.
- The dealer's discard: the card least worth keeping (``trick_reference.discard_choice``).
- It never defends alone. Play: the makers draw trumps, everyone cashes winners and leads
  short suits, and follows low behind a winning partner, else wins cheaply.

Deterministic: every choice follows from the seat's view alone.
"""

from __future__ import annotations

from bench.trick_reference import best_trump, choose_card, counted, discard_choice
from euchre.actions import PASS, Action, ActionKind
from euchre.bots.base import Bot, Decision, Explanation
from euchre.cards import Card
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.view import SeatView

__all__ = ["ALONE_TRICKS", "MAKE_TRICKS", "PARTNER_SHARE", "ReferenceEuchreBot"]

PARTNER_SHARE = 1  # the trick a partner usually brings
MAKE_TRICKS = 3  # the makers' target
ALONE_TRICKS = 5  # alone only with all five counted


class ReferenceEuchreBot(Bot):
    """The yardstick for four-handed Euchre: sure tricks to bid, plain play; no search."""

    name = "reference"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: SeatView) -> Decision:  # type: ignore[override]
        if view.to_act != view.seat or not view.legal_actions:
            raise ValueError(f"it is not {view.seat.label}'s turn to act ({view.phase}).")
        deck = view.rules.deck.cards()
        if view.phase is Phase.PLAY:
            partner = (int(view.seat) + 2) % 4
            attacking = view.maker is not None and (int(view.maker) - int(view.seat)) % 2 == 0
            action, why = choose_card(view, deck, attacking,
                                      lambda seat: int(seat) == partner)
        elif view.phase is Phase.DEALER_DISCARD:
            card = discard_choice(view.hand, int(view.trump), deck)
            action = _find(view, ActionKind.DISCARD, card)
            why = "It is my card least worth keeping."
        elif view.phase is Phase.DEFEND_ALONE:
            action, why = PASS, "I defend with my partner."
        else:
            action, why = self._bid(view, deck)
        return Decision(view.seat, action, Explanation(why, live=action.describe()))

    def _bid(self, view: SeatView, deck: tuple[Card, ...]) -> tuple[Action, str]:
        legal = view.legal_actions
        if view.phase is Phase.JOKER_SUIT:
            suit, count = best_trump(view.hand, (a.suit for a in legal), deck)
            action = next(a for a in legal if int(a.suit) == suit)
            return action, f"I count {counted(count, 'sure trick')} with that suit trump."
        if view.phase is Phase.BIDDING_ROUND_1:
            extra = view.upcard if view.seat == view.dealer else None
            suit, count = best_trump(view.hand, (int(view.upcard_suit),), deck, extra)
            kinds = (ActionKind.ORDER_UP,)
        else:
            suits = sorted({int(a.suit) for a in legal if a.kind is ActionKind.NAME_TRUMP})
            suit, count = best_trump(view.hand, suits, deck)
            kinds = (ActionKind.NAME_TRUMP,)
        calls = [a for a in legal if a.kind in kinds and (a.suit is None or int(a.suit) == suit)]
        forced = PASS not in legal
        if count + PARTNER_SHARE < MAKE_TRICKS and not forced:
            return PASS, (f"I count {counted(count, 'sure trick')}, my partner's one more is "
                          "not three.")
        alone = count >= ALONE_TRICKS
        call = next((a for a in calls if a.alone == alone), calls[0])
        if alone and call.alone:
            return call, "My cards count all five tricks: I go alone."
        return call, f"I count {counted(count, 'sure trick')} and one from my partner."


def _find(view: SeatView, kind: str, card: Card) -> Action:
    return next(a for a in view.legal_actions if a.kind == kind and a.card == card)
