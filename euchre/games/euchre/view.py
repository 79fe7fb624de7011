"""What one seat may know: the only thing bots and pages are given.

A view holds the seat's own cards, the upcard, every bid and declaration, every card
played and by whom, and the dealer's own discard (to the dealer only). It never holds
another seat's unplayed cards, the kitty, or someone else's discard.

>>> from euchre import HandState
>>> state = HandState.from_seed(7)
>>> view = state.view(Seat.SOUTH)
>>> view.hand == state.hand(Seat.SOUTH), view.to_act, view.legal_actions
(True, <Seat.NORTH: 2>, ())
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from euchre.actions import PASS, Action, ActionKind
from euchre.cards import Card, Suit
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.rules import Rules
from euchre.games.protocol import GameView
from euchre.seats import PARTNERSHIPS, Seat, Seating, Team
from euchre.tricks import Trick

if TYPE_CHECKING:
    from euchre.games.euchre.hand import HandState

__all__ = ["SeatView", "seat_view"]


@dataclass(frozen=True)
class SeatView(GameView):
    """A seat's knowledge of the hand (and of the match score, when part of a match)."""

    game_id: ClassVar[str] = "euchre"

    seat_type: ClassVar[type[Seat]] = Seat

    seat: Seat
    rules: Rules
    dealer: Seat
    phase: Phase
    to_act: Seat | None
    hand: tuple[Card, ...]
    upcard: Card
    upcard_suit: Suit | None
    upcard_taken: bool
    turned_down: Suit | None
    trump: Suit | None
    maker: Seat | None
    maker_alone: bool
    lone_defender: Seat | None
    sitting_out: frozenset[Seat]
    bids: tuple[tuple[Seat, Action], ...]
    dealer_discarded: bool
    own_discard: Card | None
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[Seat, Card], ...]
    tricks_won: tuple[int, int, int, int]
    legal_actions: tuple[Action, ...]
    score: tuple[int, int] = (0, 0)
    hand_number: int = 1
    hand_sizes: tuple[int, int, int, int] = field(default=(5, 5, 5, 5))
    seating: Seating = PARTNERSHIPS

    @property
    def own_discards(self) -> tuple[Card, ...]:
        """The dealer's own discard, for the dealer (the cards the seat set aside itself)."""
        return () if self.own_discard is None else (self.own_discard,)

    @property
    def team(self) -> Team:
        return self.seat.team

    @property
    def tricks_by_team(self) -> tuple[int, int]:
        t = self.tricks_won
        return (t[0] + t[2], t[1] + t[3])

    @property
    def round_one_bids(self) -> tuple[tuple[Seat, Action], ...]:
        """The bids on the upcard: up to four, ending at an order-up or the fourth pass."""
        bids: list[tuple[Seat, Action]] = []
        for who, action in self.bids:
            if action.kind is ActionKind.JOKER_SUIT:
                continue
            bids.append((who, action))
            if action.kind is ActionKind.ORDER_UP or len(bids) == 4:
                break
        return tuple(bids)

    def passed_in_round_one(self, seat: Seat) -> bool:
        """Did ``seat`` pass the upcard in round 1? (Public: everyone heard it.)"""
        return any(who == seat and action is PASS for who, action in self.round_one_bids)


def seat_view(state: HandState, seat: Seat, score: tuple[int, int] = (0, 0),
              hand_number: int = 1) -> SeatView:
    """Build ``seat``'s view of ``state`` (see the module doc for what it contains)."""
    is_dealer = seat == state.dealer
    sizes = tuple(len(state.hand(s)) for s in Seat)
    return SeatView(
        seat=seat,
        rules=state.rules,
        dealer=state.dealer,
        phase=state.phase,
        to_act=state.to_act,
        hand=state.hand(seat),
        upcard=state.upcard,
        upcard_suit=state.upcard_suit,
        upcard_taken=state.upcard_taken,
        turned_down=state.turned_down,
        trump=state.trump,
        maker=state.maker,
        maker_alone=state.maker_alone,
        lone_defender=state.lone_defender,
        sitting_out=state.sitting_out,
        bids=state.bids,
        dealer_discarded=state.discard is not None,
        own_discard=state.discard if is_dealer else None,
        tricks=state.tricks,
        current_trick=state.current_trick,
        tricks_won=state.tricks_won,
        legal_actions=state.legal_actions() if state.to_act == seat else (),
        score=score,
        hand_number=hand_number,
        hand_sizes=sizes,  # type: ignore[arg-type]
    )
