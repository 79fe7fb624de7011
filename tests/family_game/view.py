"""What one Heads-up Euchre player may know: its cards, the upcard, the bids and the tricks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from euchre.cards import Card, Suit
from euchre.games import GameView
from euchre.seats import Seating
from euchre.tricks import Trick
from tests.family_game.rules import SEATING, HeadsUpRules, Player

if TYPE_CHECKING:
    from tests.family_game.hand import HeadsUpHand

__all__ = ["HeadsUpView", "heads_up_view"]


@dataclass(frozen=True)
class HeadsUpView(GameView):
    """A player's knowledge of the hand: only the features of the protocol it has."""

    game_id: ClassVar[str] = "heads_up"
    seat_type: ClassVar[type[Player]] = Player

    seat: Player
    rules: HeadsUpRules
    dealer: Player
    phase: Any
    to_act: Player | None
    hand: tuple[Card, ...]
    upcard: Card
    upcard_suit: Suit
    upcard_taken: bool
    turned_down: Suit | None
    trump: Suit | None
    maker: Player | None
    bids: tuple[tuple[Player, Any], ...]
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[Player, Card], ...]
    tricks_won: tuple[int, int]
    legal_actions: tuple[Any, ...]
    score: tuple[int, ...] = (0, 0)
    hand_number: int = 1
    hand_sizes: tuple[int, int] = (5, 5)
    seating: Seating = SEATING


def heads_up_view(hand: HeadsUpHand, seat: Player, score: tuple[int, ...],
                  hand_number: int) -> HeadsUpView:
    return HeadsUpView(
        seat=seat, rules=hand.rules, dealer=hand.dealer, phase=hand.phase, to_act=hand.to_act,
        hand=hand.hand(seat), upcard=hand.upcard, upcard_suit=hand.upcard.suit,
        upcard_taken=hand.upcard_taken, turned_down=hand.turned_down, trump=hand.trump,
        maker=hand.maker, bids=hand.bids, tricks=hand.tricks,
        current_trick=hand.current_trick, tricks_won=hand.tricks_won,
        legal_actions=hand.legal_actions() if hand.to_act == seat else (),
        score=score, hand_number=hand_number,
        hand_sizes=(len(hand.hand(Player.SOUTH)), len(hand.hand(Player.NORTH))))
