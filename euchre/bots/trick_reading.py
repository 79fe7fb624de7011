"""Reading the trick in progress from a view: who leads it, who is winning, who is still to play.

Any game of the family reads its tricks here: the seats are the view's seat type, the
seats sitting out are skipped, and the seat's friend this trick (a partner, another
defender, nobody) is given by the game. All comparisons go through the engine's
``card_power``; nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from euchre.bots.hand_strength import play_strength
from euchre.cards import Card, Suit, card_power, effective_suit, is_trump

_FOUR_HANDED = object()  # read_trick's default friend: the four-handed partner

__all__ = ["TrickReading", "played_by_seat", "read_trick", "role_of", "trick_strength",
           "winning_play"]


def trick_strength(card: Card, trump: Suit, led: Suit | None) -> tuple[int, int]:
    """How much a card is worth in this trick (its power), then in general (as a lead).

    The second figure orders cards that cannot win (power 0) from weakest to strongest.
    """
    if led is None:
        return (play_strength(card, trump), play_strength(card, trump))
    return (card_power(card, trump, led), play_strength(card, trump))


@dataclass(frozen=True)
class TrickReading:
    """The current trick as the seat to play sees it."""

    seat: Any  # the game's seat type (four-handed ``Seat``, Cutthroat's ``Player``, ...)
    trump: Suit | None  # None: a hand without trumps
    led: Suit | None  # None: this seat leads
    winner: Any | None
    winning_card: Card | None
    play_order: int  # 1 for the lead
    still_to_play: tuple[Any, ...]  # active seats after this one in this trick
    legal: tuple[Card, ...]
    partner: Any | None = None  # the seat playing with this one this trick, if any
    maker: Any | None = None

    @property
    def leading(self) -> bool:
        return self.led is None

    @property
    def partner_winning(self) -> bool:
        return self.partner is not None and self.winner == self.partner

    @property
    def maker_to_play(self) -> bool:
        return self.maker in self.still_to_play

    @property
    def plays_last(self) -> bool:
        return not self.still_to_play

    @property
    def can_follow(self) -> bool:
        return self.led is not None and any(
            effective_suit(card, self.trump) == self.led for card in self.legal)

    def beats_winner(self, card: Card) -> bool:
        if self.led is None or self.winning_card is None:
            return True
        return card_power(card, self.trump, self.led) > card_power(
            self.winning_card, self.trump, self.led)

    @property
    def winners(self) -> tuple[Card, ...]:
        """Legal cards that would take the lead in the trick, weakest first."""
        return self.weakest_first(tuple(card for card in self.legal if self.beats_winner(card)))

    def weakest_first(self, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(sorted(cards, key=lambda card: (trick_strength(card, self.trump, self.led),
                                                     card)))

    def is_trump(self, card: Card) -> bool:
        return is_trump(card, self.trump)


def read_trick(view: Any, partner: Any = _FOUR_HANDED,
               out: Collection[Any] | None = None) -> TrickReading:
    """Read the current trick of a view in the play phase (the view's seat is to play).

    ``partner``: the seat's friend this trick (default: four-handed Euchre's partner);
    ``out``: the seats sitting out (default: the view's ``sitting_out``)."""
    trump = view.trump
    plays = view.current_trick
    legal = tuple(action.card for action in view.legal_actions if action.card is not None)
    out = view.sitting_out if out is None else out
    if partner is _FOUR_HANDED:
        partner = view.seat.partner
    active = [seat for seat in type(view.seat) if seat not in out]
    order = len(plays) + 1
    after: list[Any] = []
    seat = view.seat.left
    while len(after) < len(active) - order:
        if seat not in out:
            after.append(seat)
        seat = seat.left
    maker = view.maker
    if not plays:
        return TrickReading(view.seat, trump, None, None, None, 1, tuple(after), legal,
                            partner, maker)
    led = effective_suit(plays[0][1], trump)
    winner, best = plays[0]
    for who, card in plays[1:]:
        if card_power(card, trump, led) > card_power(best, trump, led):
            winner, best = who, card
    return TrickReading(view.seat, trump, led, winner, best, order, tuple(after), legal,
                        partner, maker)


def role_of(view: Any) -> str:
    """"maker", "maker's partner" or "defender" once trump is made."""
    if view.maker == view.seat:
        return "maker"
    if view.maker == view.seat.partner:
        return "maker's partner"
    return "defender"


def winning_play(view: Any) -> tuple[Any, Card] | None:
    """Who is winning the trick in progress, and with what (None before its lead)."""
    if not view.current_trick:
        return None
    trump = view.trump
    led = effective_suit(view.current_trick[0][1], trump)
    return max(view.current_trick, key=lambda play: card_power(play[1], trump, led))


def played_by_seat(view: Any) -> dict[Any, tuple[Card, ...]]:
    """The cards each seat has played this hand (finished tricks, then the current one)."""
    played: dict[Any, list[Card]] = {seat: [] for seat in type(view.seat)}
    for trick in view.tricks:
        for who, card in trick.plays:
            played[who].append(card)
    for who, card in view.current_trick:
        played[who].append(card)
    return {seat: tuple(cards) for seat, cards in played.items()}
