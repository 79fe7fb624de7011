"""Reading a Cutthroat trick from a seat's view: who is winning, who plays after, who is a friend.

The two defenders play together for the hand; the maker plays alone. Every comparison
goes through the engine's ``card_power``.
"""

from __future__ import annotations

from dataclasses import dataclass

from euchre.bots.trick_reading import trick_strength
from euchre.cards import Card, Suit, card_power, effective_suit, is_trump
from euchre.games.cutthroat.seats import Player
from euchre.games.cutthroat.view import CutthroatView

__all__ = ["CutthroatTrick", "fellow_defender", "read_trick"]


def fellow_defender(view: CutthroatView) -> Player | None:
    """The other defender still playing (None for the maker, or when that defender sits out)."""
    if view.maker is None or view.maker == view.seat:
        return None
    other = next(p for p in Player if p not in (view.seat, view.maker))
    return None if other in view.sitting_out else other


@dataclass(frozen=True)
class CutthroatTrick:
    """The current trick as the seat to play sees it."""

    seat: Player
    maker: Player
    partner: Player | None  # the fellow defender, if any
    trump: Suit
    led: Suit | None  # None: this seat leads
    winner: Player | None
    winning_card: Card | None
    play_order: int  # 1 for the lead
    still_to_play: tuple[Player, ...]
    legal: tuple[Card, ...]

    @property
    def leading(self) -> bool:
        return self.led is None

    @property
    def partner_winning(self) -> bool:
        return self.partner is not None and self.winner == self.partner

    @property
    def plays_last(self) -> bool:
        return not self.still_to_play

    @property
    def maker_to_play(self) -> bool:
        return self.maker in self.still_to_play

    @property
    def can_follow(self) -> bool:
        return self.led is not None and any(
            effective_suit(card, self.trump) == self.led for card in self.legal)

    def beats_winner(self, card: Card) -> bool:
        if self.led is None or self.winning_card is None:
            return True
        return (card_power(card, self.trump, self.led)
                > card_power(self.winning_card, self.trump, self.led))

    @property
    def winners(self) -> tuple[Card, ...]:
        """Legal cards that would take the lead in the trick, weakest first."""
        return self.weakest_first(tuple(c for c in self.legal if self.beats_winner(c)))

    def weakest_first(self, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(sorted(cards, key=lambda c: (trick_strength(c, self.trump, self.led), c)))

    def is_trump(self, card: Card) -> bool:
        return is_trump(card, self.trump)


def read_trick(view: CutthroatView) -> CutthroatTrick:
    """Read the current trick of a view in the play phase (the view's seat is to play)."""
    trump = view.trump
    plays = view.current_trick
    legal = tuple(action.card for action in view.legal_actions if action.card is not None)
    active = [p for p in Player if p not in view.sitting_out]
    order = len(plays) + 1
    after: list[Player] = []
    seat = view.seat.left
    while len(after) < len(active) - order:
        if seat not in view.sitting_out:
            after.append(seat)
        seat = seat.left
    partner = fellow_defender(view)
    if not plays:
        return CutthroatTrick(view.seat, view.maker, partner, trump, None, None, None, 1,
                              tuple(after), legal)
    led = effective_suit(plays[0][1], trump)
    winner, best = plays[0]
    for who, card in plays[1:]:
        if card_power(card, trump, led) > card_power(best, trump, led):
            winner, best = who, card
    return CutthroatTrick(view.seat, view.maker, partner, trump, led, winner, best, order,
                          tuple(after), legal)
