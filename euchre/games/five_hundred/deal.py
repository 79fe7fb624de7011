"""The cards of one Five Hundred hand as dealt: ten to each player and three to the kitty.

>>> deal = FiveHundredDeal.random(7, Seat.WEST)
>>> [len(hand) for hand in deal.hands], len(deal.kitty), deal.players
([10, 10, 10, 10], 3, 4)
>>> FiveHundredDeal.from_dict(deal.to_dict()) == deal
True
>>> len(FiveHundredDeal.random(7, Player3.EAST, players=3).hands)
3
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from euchre.cards import Card, cards_from_mask, mask_of
from euchre.games.five_hundred.cards import deck, deck_description, deck_mask
from euchre.games.five_hundred.seats import Player3
from euchre.seats import Seat

__all__ = ["HAND_SIZE", "KITTY_SIZE", "FiveHundredDeal", "seats_for"]

HAND_SIZE = 10
KITTY_SIZE = 3
DEAL_PATTERN = (3, 4, 3)  # cards to each player per round, one to the kitty after each


def seats_for(players: int) -> type[Seat] | type[Player3]:
    return Seat if players == 4 else Player3


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda card: card.order_key))


@dataclass(frozen=True)
class FiveHundredDeal:
    """The dealer, every player's ten cards (by seat) and the kitty; ``players`` is the
    number of hands (4 or 3), which fixes the deck."""

    dealer: Seat | Player3
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...]

    @property
    def players(self) -> int:
        return len(self.hands)

    @classmethod
    def random(cls, rng: random.Random | int | str, dealer: Seat | Player3 | str | int,
               players: int = 4) -> FiveHundredDeal:
        """A shuffled deal (``rng`` may be a seed), dealt left of the dealer 3, 4, 3 to each
        player with one card to the kitty after each round."""
        if not isinstance(rng, random.Random):
            rng = random.Random(rng)
        seats = seats_for(players)
        dealer = seats.parse(dealer)
        cards = list(deck(players))
        rng.shuffle(cards)
        hands: list[list[Card]] = [[] for _ in range(players)]
        kitty: list[Card] = []
        order = [seats((dealer + 1 + i) % players) for i in range(players)]
        for size in DEAL_PATTERN:
            for seat in order:
                hands[seat].extend(cards[:size])
                del cards[:size]
            kitty.append(cards.pop(0))
        return cls(dealer, tuple(_sorted(hand) for hand in hands), _sorted(kitty))

    @classmethod
    def from_text(
        cls,
        dealer: Seat | Player3 | str | int,
        hands: Mapping[Seat | Player3 | str | int, str | Iterable[Card | str]],
        kitty: str | Iterable[Card | str] | None = None,
        players: int | None = None,
    ) -> FiveHundredDeal:
        """Set up a deal by hand; ``players`` defaults to the number of hands given, a
        missing ``kitty`` is the rest of the deck. Validated.

        >>> deal = FiveHundredDeal.from_text("S", {
        ...     "S": "AS KS QS JS TS 9S 8S 7S 6S 5S", "W": "AC KC QC JC TC 9C 8C 7C 6C 5C",
        ...     "E": "AD KD QD JD TD 9D 8D 7D 6D 5D", "N": "AH KH QH JH TH 9H 8H 7H 6H 5H"})
        >>> [card.symbol for card in deal.kitty]
        ['4♦', '4♥', 'Joker']
        """
        players = len(hands) if players is None else players
        if players not in (3, 4):
            raise ValueError(f"Five Hundred is dealt to 4 or 3 players, not {players}.")
        seats = seats_for(players)
        given = {seats.parse(seat): _cards(cards) for seat, cards in hands.items()}
        missing = [seat.label for seat in seats if seat not in given]
        if missing:
            raise ValueError(f"the deal needs a hand for every player (missing "
                             f"{', '.join(missing)}).")
        if kitty is None:
            used = mask_of(card for cards in given.values() for card in cards)
            kitty_cards = cards_from_mask(deck_mask(players) & ~used)
        else:
            kitty_cards = _cards(kitty)
        deal = cls(seats.parse(dealer), tuple(_sorted(given[seat]) for seat in seats),
                   _sorted(kitty_cards))
        deal.validate()
        return deal

    def validate(self) -> None:
        """Refuse a deal that is not a complete, duplicate-free split of its deck.

        >>> deal = FiveHundredDeal.random(1, "S")
        >>> FiveHundredDeal(deal.dealer, deal.hands, deal.kitty[:2]).validate()
        Traceback (most recent call last):
        ...
        ValueError: the kitty has 2 cards; it is dealt 3.
        """
        if self.players not in (3, 4):
            raise ValueError(f"the deal has {self.players} hands; Five Hundred deals 4 or 3.")
        seats = seats_for(self.players)
        if not isinstance(self.dealer, seats):
            raise ValueError(f"the dealer {self.dealer!r} is not a seat of the "
                             f"{self.players}-player game.")
        mask = deck_mask(self.players)
        seen: dict[Card, str] = {}
        places = [(seat.label, cards) for seat, cards in zip(seats, self.hands, strict=True)]
        places.append(("the kitty", self.kitty))
        for place, cards in places:
            for card in cards:
                if not mask >> card & 1:
                    raise ValueError(f"{card.symbol} ({place}) is not in the "
                                     f"{self.players}-player deck of "
                                     f"{deck_description(self.players)}.")
                if card in seen:
                    raise ValueError(f"{card.symbol} is dealt twice ({seen[card]} and {place}).")
                seen[card] = place
        for seat, cards in zip(seats, self.hands, strict=True):
            if len(cards) != HAND_SIZE:
                raise ValueError(f"{seat.label} has {len(cards)} cards; every hand has "
                                 f"{HAND_SIZE}.")
        if len(self.kitty) != KITTY_SIZE:
            raise ValueError(f"the kitty has {len(self.kitty)} cards; it is dealt {KITTY_SIZE}.")

    def to_dict(self) -> dict[str, object]:
        seats = seats_for(self.players)
        return {
            "dealer": self.dealer.label,
            "hands": {seat.label: [card.text for card in cards]
                      for seat, cards in zip(seats, self.hands, strict=True)},
            "kitty": [card.text for card in self.kitty],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object], players: int | None = None) -> FiveHundredDeal:
        """Read a deal saved by ``to_dict`` (``ValueError`` saying what is wrong)."""
        if not isinstance(data, Mapping):
            raise ValueError("the deal must be a JSON object.")
        for key in ("dealer", "hands", "kitty"):
            if key not in data:
                raise ValueError(f"the deal has no {key!r}.")
        hands = data["hands"]
        if not isinstance(hands, Mapping):
            raise ValueError("the deal's hands must map players to lists of cards.")
        if players is not None and len(hands) != players:
            raise ValueError(f"the deal has {len(hands)} hands; the rules are for {players} "
                             "players.")
        return cls.from_text(data["dealer"], hands, data["kitty"], players)


def _cards(cards: object) -> tuple[Card, ...]:
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    if not isinstance(cards, Iterable):
        raise ValueError(f"{cards!r} is not a list of cards.")
    return tuple(Card.parse(card) for card in cards)
