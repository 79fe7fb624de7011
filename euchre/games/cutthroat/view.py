"""What one Cutthroat player may know: the only thing bots and pages are given.

A view holds the player's own cards (ten for the maker while discarding from the merge
with the dummy), the upcard, every bid and declaration, every card played and by whom,
and the player's own discards. It never holds another player's unplayed cards, the
dummy's cards, the kitty, or anyone else's discards.

>>> from euchre.games.cutthroat.hand import CutthroatHand
>>> hand = CutthroatHand.from_seed(7)
>>> view = hand.view(Player.SOUTH)
>>> view.hand == hand.hand(Player.SOUTH), view.to_act, view.legal_actions, view.dummy_size
(True, <Player.WEST: 1>, (), 5)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from euchre.actions import Action
from euchre.cards import Card, Suit
from euchre.games.cutthroat.phases import CutthroatPhase
from euchre.games.cutthroat.rules import CutthroatRules
from euchre.games.cutthroat.seats import CUTTHROAT_SEATING, Player
from euchre.games.protocol import GameView
from euchre.seats import Seating
from euchre.tricks import Trick

if TYPE_CHECKING:
    from euchre.games.cutthroat.hand import CutthroatHand

__all__ = ["CutthroatView", "cutthroat_view"]


@dataclass(frozen=True)
class CutthroatView(GameView):
    """A player's knowledge of the hand (and of the match score, when part of a match)."""

    game_id: ClassVar[str] = "cutthroat"

    seat_type: ClassVar[type[Player]] = Player

    seat: Player
    rules: CutthroatRules
    dealer: Player
    phase: CutthroatPhase
    to_act: Player | None
    hand: tuple[Card, ...]
    upcard: Card
    upcard_suit: Suit
    upcard_taken: bool
    turned_down: Suit | None
    trump: Suit | None
    maker: Player | None
    took_dummy: bool | None
    maker_alone: bool
    lone_defender: Player | None
    sitting_out: frozenset[Player]
    bids: tuple[tuple[Player, Action], ...]
    own_discards: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[Player, Card], ...]
    tricks_won: tuple[int, int, int]
    legal_actions: tuple[Action, ...]
    score: tuple[int, int, int] = (0, 0, 0)
    hand_number: int = 1
    hand_sizes: tuple[int, int, int] = (5, 5, 5)
    dummy_size: int = 5
    seating: Seating = CUTTHROAT_SEATING


def cutthroat_view(hand: CutthroatHand, seat: Player, score: tuple[int, int, int] = (0, 0, 0),
                   hand_number: int = 1) -> CutthroatView:
    """Build ``seat``'s view of ``hand`` (see the module doc for what it contains)."""
    return CutthroatView(
        seat=seat,
        rules=hand.rules,
        dealer=hand.dealer,
        phase=hand.phase,
        to_act=hand.to_act,
        hand=hand.hand(seat),
        upcard=hand.upcard,
        upcard_suit=hand.upcard_suit,
        upcard_taken=hand.upcard_taken,
        turned_down=hand.turned_down,
        trump=hand.trump,
        maker=hand.maker,
        took_dummy=hand.took_dummy,
        maker_alone=hand.maker_alone,
        lone_defender=hand.lone_defender,
        sitting_out=hand.sitting_out,
        bids=hand.bids,
        own_discards=hand.own_discards(seat),
        tricks=hand.tricks,
        current_trick=hand.current_trick,
        tricks_won=hand.tricks_won,
        legal_actions=hand.legal_actions() if hand.to_act == seat else (),
        score=score,
        hand_number=hand_number,
        hand_sizes=tuple(len(hand.hand(player)) for player in Player),  # type: ignore[arg-type]
        dummy_size=len(hand.dummy),
        seating=hand.seating,
    )
