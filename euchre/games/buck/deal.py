"""The cards of one Buck Euchre hand as dealt: four hands of five, the upcard and the kitty.

>>> deal = BuckDeal.random(7, Player.WEST)
>>> [len(hand) for hand in deal.hands], len(deal.kitty)
([5, 5, 5, 5], 3)
>>> BuckDeal.from_dict(deal.to_dict()) == deal
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from euchre.cards import Card, cards_from_mask, mask_of
from euchre.games.buck.rules import DECK
from euchre.games.buck.seats import Player

__all__ = ["HAND_SIZE", "KITTY_SIZE", "BuckDeal"]

HAND_SIZE = 5
KITTY_SIZE = 3  # the undealt cards under the upcard

Hands = tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]


@dataclass(frozen=True)
class BuckDeal:
    """Five cards to each player; the four left over face down, the top one turned up."""

    dealer: Player
    hands: Hands
    upcard: Card
    kitty: tuple[Card, ...]

    @classmethod
    def random(cls, rng: random.Random | int | str, dealer: Player | str | int) -> BuckDeal:
        """A uniformly shuffled deal of the 24-card deck (``rng`` may be a seed)."""
        if not isinstance(rng, random.Random):
            rng = random.Random(rng)
        cards = list(DECK.cards())
        rng.shuffle(cards)
        hands = tuple(tuple(sorted(cards[i * HAND_SIZE:(i + 1) * HAND_SIZE])) for i in range(4))
        return cls(Player.parse(dealer), hands, cards[20], tuple(sorted(cards[21:])))  # type: ignore[arg-type]

    @classmethod
    def from_text(
        cls,
        dealer: Player | str | int,
        hands: Mapping[Player | str | int, str | Iterable[Card | str]],
        upcard: Card | str,
        kitty: str | Iterable[Card | str] | None = None,
    ) -> BuckDeal:
        """Set up a deal by hand; a missing ``kitty`` is the rest of the deck. Validated.

        >>> deal = BuckDeal.from_text("E", {"S": "9C TC JC QC KC", "W": "9D TD JD QD KD",
        ...     "N": "9H TH JH QH KH", "E": "9S TS JS QS KS"}, upcard="AC")
        >>> [card.text for card in deal.kitty]
        ['AD', 'AH', 'AS']
        """
        players = {Player.parse(player): _cards(cards) for player, cards in hands.items()}
        missing = [player.label for player in Player if player not in players]
        if missing:
            raise ValueError(f"the deal needs a hand for every player (missing "
                             f"{', '.join(missing)}).")
        up = Card.parse(upcard)
        if kitty is None:
            used = mask_of([up]) | mask_of(c for cs in players.values() for c in cs)
            kitty_cards = cards_from_mask(DECK.mask & ~used)
        else:
            kitty_cards = _cards(kitty)
        deal = cls(
            Player.parse(dealer), tuple(tuple(sorted(players[p])) for p in Player),  # type: ignore[arg-type]
            up, tuple(sorted(kitty_cards)),
        )
        deal.validate()
        return deal

    def validate(self) -> None:
        """Refuse a deal that is not a complete, duplicate-free split of the 24-card deck.

        >>> deal = BuckDeal.random(1, "S")
        >>> BuckDeal(deal.dealer, deal.hands, deal.upcard, deal.kitty[:2]).validate()
        Traceback (most recent call last):
        ...
        ValueError: the kitty has 2 cards; 3 lie under the upcard.
        """
        if not isinstance(self.dealer, Player):
            raise ValueError(f"the dealer {self.dealer!r} is not a Buck Euchre player.")
        if len(self.hands) != len(Player):
            raise ValueError(f"the deal has {len(self.hands)} hands; Buck Euchre deals four.")
        seen: dict[Card, str] = {}
        places = [(player.label, cards) for player, cards in zip(Player, self.hands, strict=True)]
        places += [("the upcard", (self.upcard,)), ("the kitty", self.kitty)]
        for place, cards in places:
            for card in cards:
                if not DECK.mask >> card & 1:
                    raise ValueError(
                        f"{card.symbol} ({place}) is not in the deck of {DECK.description}."
                    )
                if card in seen:
                    raise ValueError(f"{card.symbol} is dealt twice ({seen[card]} and {place}).")
                seen[card] = place
        for player, cards in zip(Player, self.hands, strict=True):
            if len(cards) != HAND_SIZE:
                raise ValueError(
                    f"{player.label} has {len(cards)} cards; every hand has {HAND_SIZE}."
                )
        if len(self.kitty) != KITTY_SIZE:
            raise ValueError(
                f"the kitty has {len(self.kitty)} cards; {KITTY_SIZE} lie under the upcard."
            )
        if len(seen) != DECK.size:
            missing = cards_from_mask(DECK.mask & ~mask_of(seen))
            raise ValueError(
                "the deal leaves out " + ", ".join(c.symbol for c in missing) + " of the deck."
            )

    def to_dict(self) -> dict[str, object]:
        return {
            "dealer": self.dealer.label,
            "hands": {player.label: [c.text for c in cards]
                      for player, cards in zip(Player, self.hands, strict=True)},
            "upcard": self.upcard.text,
            "kitty": [c.text for c in self.kitty],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> BuckDeal:
        """Read a deal saved by ``to_dict`` (``ValueError`` saying what is wrong)."""
        if not isinstance(data, Mapping):
            raise ValueError("the deal must be a JSON object.")
        for key in ("dealer", "hands", "upcard", "kitty"):
            if key not in data:
                raise ValueError(f"the deal has no {key!r}.")
        hands = data["hands"]
        if not isinstance(hands, Mapping):
            raise ValueError("the deal's hands must map players to lists of cards.")
        return cls.from_text(data["dealer"], hands, data["upcard"], data["kitty"])  # type: ignore[arg-type]


def _cards(cards: object) -> tuple[Card, ...]:
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    if not isinstance(cards, Iterable):
        raise ValueError(f"{cards!r} is not a list of cards.")
    return tuple(Card.parse(card) for card in cards)
