"""What one Buck Euchre player may know: the only thing bots and pages are given.

A view holds the player's own cards (six for the dealer while discarding after the
pick-up), the upcard, every bid and drop-out decision, every card played and by whom,
the player's own discard and the four counts before the hand. It never holds another
player's unplayed cards (a dropped player's face-down hand included), the kitty or the
dealer's discard unless the player is the dealer.

>>> from euchre.games.buck.hand import BuckHand
>>> hand = BuckHand.from_seed(4)
>>> view = hand.view(Player.SOUTH)
>>> view.hand == hand.hand(Player.SOUTH), view.to_act, view.legal_actions, view.score
(True, <Player.EAST: 3>, (), (25, 25, 25, 25))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from euchre.actions import Action
from euchre.cards import Card, Suit
from euchre.games.buck.phases import BuckPhase
from euchre.games.buck.rules import BuckRules
from euchre.games.buck.seats import BUCK_SEATING, Player
from euchre.games.protocol import GameView
from euchre.seats import Seating
from euchre.tricks import Trick

if TYPE_CHECKING:
    from euchre.games.buck.hand import BuckHand

__all__ = ["BuckView", "buck_view"]

Counts = tuple[int, int, int, int]


@dataclass(frozen=True)
class BuckView(GameView):
    """A player's knowledge of the hand (and of the four counts, when part of a match)."""

    game_id: ClassVar[str] = "buck"

    seat_type: ClassVar[type[Player]] = Player

    seat: Player
    rules: BuckRules
    dealer: Player
    phase: BuckPhase
    to_act: Player | None
    hand: tuple[Card, ...]
    upcard: Card
    upcard_suit: Suit
    clubs_turned: bool
    upcard_taken: bool
    turned_down: Suit | None
    trump: Suit | None
    no_trump: bool
    maker: Player | None
    dropped: frozenset[Player]
    bids: tuple[tuple[Player, Action], ...]
    own_discards: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[Player, Card], ...]
    tricks_won: Counts
    legal_actions: tuple[Action, ...]
    score: Counts = (25, 25, 25, 25)
    hand_number: int = 1
    hand_sizes: Counts = (5, 5, 5, 5)
    seating: Seating = BUCK_SEATING

    @property
    def sitting_out(self) -> frozenset[Player]:
        return self.dropped

    @property
    def trump_turned(self) -> bool:
        """Clubs were turned up: trump with no bidding and no maker."""
        return self.clubs_turned

    @property
    def still_in(self) -> tuple[Player, ...]:
        """The players who have not dropped out, clockwise from South."""
        return tuple(player for player in Player if player not in self.dropped)

    @property
    def trump_fixed(self) -> bool:
        return self.trump is not None or self.no_trump


def buck_view(hand: BuckHand, seat: Player, score: tuple[int, ...] = (25, 25, 25, 25),
              hand_number: int = 1) -> BuckView:
    """Build ``seat``'s view of ``hand`` (see the module doc for what it contains)."""
    return BuckView(
        seat=seat,
        rules=hand.rules,
        dealer=hand.dealer,
        phase=hand.phase,
        to_act=hand.to_act,
        hand=hand.hand(seat),
        upcard=hand.upcard,
        upcard_suit=hand.upcard_suit,
        clubs_turned=hand.clubs_turned,
        upcard_taken=hand.upcard_taken,
        turned_down=hand.turned_down,
        trump=hand.trump,
        no_trump=hand.no_trump,
        maker=hand.maker,
        dropped=hand.dropped,
        bids=hand.bids,
        own_discards=hand.own_discards(seat),
        tricks=hand.tricks,
        current_trick=hand.current_trick,
        tricks_won=hand.tricks_won,
        legal_actions=hand.legal_actions() if hand.to_act == seat else (),
        score=tuple(score),  # type: ignore[arg-type]
        hand_number=hand_number,
        hand_sizes=tuple(len(hand.hand(player)) for player in Player),  # type: ignore[arg-type]
        seating=hand.seating,
    )
