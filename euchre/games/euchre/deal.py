"""A deal: who deals, the four hands, the upcard and the rest of the kitty.

>>> deal = Deal.from_text(
...     dealer="N",
...     hands={"S": "JD QH 9S TS AC", "W": "9H TH KH AH JC", "N": "JH 9D TD QD KD",
...            "E": "AD 9C TC QC KC"},
...     upcard="QS")
>>> deal.upcard.symbol, len(deal.kitty)
('Q♠', 3)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from euchre.cards import Card, Deck, cards_from_mask, mask_of
from euchre.seats import Seat

__all__ = ["Deal"]

HAND_SIZE = 5


@dataclass(frozen=True)
class Deal:
    """The cards of one hand as dealt. ``kitty`` holds the undealt cards under the upcard."""

    dealer: Seat
    hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    upcard: Card
    kitty: tuple[Card, ...]

    @classmethod
    def random(cls, deck: Deck, dealer: Seat, rng: random.Random | int | str) -> Deal:
        """A uniformly shuffled deal from ``deck`` (``rng`` may be a seed).

        >>> deal = Deal.random(Deck.STANDARD_24, Seat.NORTH, 7)
        >>> [len(hand) for hand in deal.hands], len(deal.kitty)
        ([5, 5, 5, 5], 3)
        >>> len(Deal.random(Deck.PIQUET_32, Seat.NORTH, 7).kitty)   # 12 undealt with the upcard
        11
        """
        if not isinstance(rng, random.Random):
            rng = random.Random(rng)
        cards = list(deck.cards())
        rng.shuffle(cards)
        hands = tuple(tuple(sorted(cards[i * HAND_SIZE:(i + 1) * HAND_SIZE])) for i in range(4))
        dealt = 4 * HAND_SIZE
        return cls(Seat(dealer), hands, cards[dealt], tuple(sorted(cards[dealt + 1:])))

    @classmethod
    def from_text(
        cls,
        dealer: Seat | str,
        hands: Mapping[Seat | str, str | Iterable[Card | str]],
        upcard: Card | str,
        kitty: str | Iterable[Card | str] | None = None,
        deck: Deck = Deck.STANDARD_24,
    ) -> Deal:
        """Set up a deal by hand; a missing ``kitty`` is the rest of ``deck``. Validated."""
        seats = {Seat.parse(seat): _cards(cards) for seat, cards in hands.items()}
        missing = [seat.label for seat in Seat if seat not in seats]
        if missing:
            names = ", ".join(missing)
            raise ValueError(f"the deal needs a hand for every seat (missing {names}).")
        up = Card.parse(upcard)
        if kitty is None:
            used = mask_of([up]) | mask_of(c for cards in seats.values() for c in cards)
            kitty_cards = cards_from_mask(deck.mask & ~used)
        else:
            kitty_cards = _cards(kitty)
        deal = cls(
            Seat.parse(dealer), tuple(tuple(sorted(seats[seat])) for seat in Seat), up,
            tuple(sorted(kitty_cards)),
        )
        deal.validate(deck)
        return deal

    def validate(self, deck: Deck) -> None:
        """Refuse a deal that is not a complete, duplicate-free split of ``deck``."""
        seen: dict[Card, str] = {}
        places = [(seat.label, cards) for seat, cards in zip(Seat, self.hands, strict=True)]
        places += [("the upcard", (self.upcard,)), ("the kitty", self.kitty)]
        for place, cards in places:
            for card in cards:
                if not deck.mask >> card & 1:
                    raise ValueError(
                        f"{card.symbol} ({place}) is not in the deck of {deck.description}."
                    )
                if card in seen:
                    raise ValueError(f"{card.symbol} is dealt twice ({seen[card]} and {place}).")
                seen[card] = place
        for seat, cards in zip(Seat, self.hands, strict=True):
            if len(cards) != HAND_SIZE:
                raise ValueError(
                    f"{seat.label} has {len(cards)} cards; every hand has {HAND_SIZE}."
                )
        if len(seen) != deck.size:
            missing = cards_from_mask(deck.mask & ~mask_of(seen))
            raise ValueError(
                "the deal leaves out " + ", ".join(c.symbol for c in missing) + " of the deck."
            )

    def hand_masks(self) -> list[int]:
        return [mask_of(cards) for cards in self.hands]

    def to_dict(self) -> dict[str, object]:
        return {
            "dealer": self.dealer.label,
            "hands": {
                seat.label: [c.text for c in cards]
                for seat, cards in zip(Seat, self.hands, strict=True)
            },
            "upcard": self.upcard.text,
            "kitty": [c.text for c in self.kitty],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object], deck: Deck) -> Deal:
        if not isinstance(data, Mapping):
            raise ValueError("the deal must be a JSON object.")
        for key in ("dealer", "hands", "upcard", "kitty"):
            if key not in data:
                raise ValueError(f"the deal has no {key!r}.")
        hands = data["hands"]
        if not isinstance(hands, Mapping):
            raise ValueError("the deal's hands must map seats to lists of cards.")
        return cls.from_text(data["dealer"], hands, data["upcard"], data["kitty"], deck)


def _cards(cards: str | Iterable[Card | str]) -> tuple[Card, ...]:
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    if not isinstance(cards, Iterable):
        raise ValueError(f"{cards!r} is not a list of cards.")
    return tuple(Card.parse(card) for card in cards)
