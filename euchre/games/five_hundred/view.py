"""What one Five Hundred player may know: the only thing bots and pages are given.

A view holds the player's own cards (thirteen for the contractor during the kitty
exchange), every auction call, the contract, every card played and by whom, the suit
led to each trick, and the contractor's own discards (to the contractor only). It never
holds another player's unplayed cards, the kitty, or the discards of anyone else. Open
misère's hand is in every view from the end of the first trick; the joker's suit, when
the contractor gave it one, once the joker is seen (or to the contractor).

>>> from euchre.games.five_hundred.hand import FiveHundredHand
>>> hand = FiveHundredHand.from_seed(7, dealer="E")
>>> view = hand.view(1)
>>> view.hand == hand.hand(1), view.to_act, view.legal_actions, view.kitty_size
(True, <Seat.SOUTH: 0>, (), 3)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from euchre.cards import Card, Suit
from euchre.games.five_hundred.actions import FiveHundredAction, bid
from euchre.games.five_hundred.bids import BLIND_MISERE, Bid
from euchre.games.five_hundred.cards import EFFECTIVE_SUIT, NO_SUIT, mode_of
from euchre.games.five_hundred.ladder import call_ladder
from euchre.games.five_hundred.phases import FiveHundredPhase
from euchre.games.five_hundred.rules import FiveHundredRules
from euchre.games.protocol import CallLadder, GameView, LadderCall
from euchre.seats import Seating
from euchre.tricks import Trick

if TYPE_CHECKING:
    from euchre.games.five_hundred.hand import FiveHundredHand

__all__ = ["FiveHundredView", "five_hundred_view"]


@dataclass(frozen=True)
class FiveHundredView(GameView):
    """A player's knowledge of the hand (and of the match score, when part of a match)."""

    game_id: ClassVar[str] = "five_hundred"

    seat: Any
    rules: FiveHundredRules
    dealer: Any
    phase: FiveHundredPhase
    to_act: Any
    hand: tuple[Card, ...]
    bids: tuple[tuple[Any, FiveHundredAction], ...]
    passed: frozenset[Any]
    high_bid: Bid | None
    high_bidder: Any
    contract: Bid | None
    contractor: Any
    trump: Suit | None
    joker_suit: Suit | None  # as far as this seat knows (see the module doc)
    sitting_out: frozenset[Any]
    kitty_size: int
    own_discards: tuple[Card, ...]
    exposed_hand: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    led_suits: tuple[Suit | None, ...]
    current_trick: tuple[tuple[Any, Card], ...]
    current_led: Suit | None
    tricks_won: tuple[int, ...]
    legal_actions: tuple[FiveHundredAction, ...]
    score: tuple[int, ...]
    hand_number: int
    hand_sizes: tuple[int, ...]
    seating: Seating
    blind_misere_open: bool = False  # the seat may still call blind misère, unseen cards

    @property
    def seat_type(self) -> Any:  # type: ignore[override]
        return self.rules.seat_type

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def maker(self) -> Any:
        """The contractor: the seat that won the auction (None before it is won)."""
        return self.contractor

    @property
    def has_auction(self) -> bool:
        return True

    @property
    def call_ladder(self) -> CallLadder:
        """The auction's calls as a grid (the bids these rules know)."""
        return call_ladder(self.rules)

    @property
    def blind_call(self) -> LadderCall | None:
        """Blind misère while the seat may still call it without looking at its cards."""
        if not self.blind_misere_open:
            return None
        value = BLIND_MISERE.value
        return LadderCall(bid(BLIND_MISERE), BLIND_MISERE.label, BLIND_MISERE.text,
                          f"Call {BLIND_MISERE.label} · {value}",
                          f"Misère called without looking at your cards: worth {value} points "
                          "if you take no trick, and it must be your first call.")

    def effective_suit(self, card: Card) -> Suit | None:
        """The suit ``card`` counts as in play, as this seat knows it (``None``: a suitless
        joker, or any card before the contract is known)."""
        if self.contract is None:
            return None if card.is_joker else card.suit
        suit = EFFECTIVE_SUIT[mode_of(self.trump, self.joker_suit)][card]
        return None if suit == NO_SUIT else Suit(suit)

    def shown_voids(self) -> dict[Any, frozenset[Suit]]:
        """Suits each seat has shown it lacks by not following the suit led."""
        voids: dict[Any, set[Suit]] = {seat: set() for seat in self.rules.seat_type}
        finished = [(trick.plays, led) for trick, led in zip(self.tricks, self.led_suits,
                                                             strict=True)]
        for plays, led in [*finished, (self.current_trick, self.current_led)]:
            if led is None:
                continue
            for seat, card in plays[1:]:
                if self.effective_suit(card) != led:
                    voids[seat].add(led)
        return {seat: frozenset(suits) for seat, suits in voids.items()}


def five_hundred_view(hand: FiveHundredHand, seat: Any, score: tuple[int, ...] | None = None,
                      hand_number: int = 1) -> FiveHundredView:
    """Build ``seat``'s view of ``hand`` (see the module doc for what it contains)."""
    joker = Card.joker()
    joker_seen = (seat == hand.contractor or joker in hand.exposed_hand
                  or any(card == joker for trick in hand.tricks for _, card in trick.plays)
                  or any(card == joker for _, card in hand.current_trick))
    keepers = len(hand.rules.score_keepers)
    return FiveHundredView(
        seat=seat,
        rules=hand.rules,
        dealer=hand.dealer,
        phase=hand.phase,
        to_act=hand.to_act,
        hand=hand.hand(seat),
        bids=hand.bids,
        passed=hand.passed,
        high_bid=hand.high_bid,
        high_bidder=hand.high_bidder,
        contract=hand.contract,
        contractor=hand.contractor,
        trump=hand.trump,
        joker_suit=hand.joker_suit if joker_seen else None,
        sitting_out=hand.sitting_out,
        kitty_size=len(hand.kitty),
        own_discards=hand.own_discards(seat),
        exposed_hand=hand.exposed_hand,
        tricks=hand.tricks,
        led_suits=hand.led_suits,
        current_trick=hand.current_trick,
        current_led=hand.current_led,
        tricks_won=hand.tricks_won,
        legal_actions=hand.legal_actions() if hand.to_act == seat else (),
        score=(0,) * keepers if score is None else score,
        hand_number=hand_number,
        hand_sizes=tuple(len(hand.hand(other)) for other in hand.seats),
        seating=hand.seating,
        blind_misere_open=hand.blind_misere_open(seat),
    )


