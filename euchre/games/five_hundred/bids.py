"""The bids of the Australian auction, their order and their values (the Avondale schedule).

Denominations rank ♠ < ♣ < ♦ < ♥ < no trumps; a bid is higher with more tricks, or the
same number in a higher denomination. Misère ranks above 7NT and below 8♠; open (and
blind) misère above 10♦ and below 10♥.

>>> Bid.parse("7H").value, Bid.parse("6S").value, Bid.parse("10NT").value
(200, 40, 520)
>>> MISERE.value, OPEN_MISERE.value, BLIND_MISERE.value
(250, 500, 500)
>>> Bid.parse("7NT") < MISERE < Bid.parse("8S"), Bid.parse("10D") < OPEN_MISERE < Bid.parse("10H")
(True, True)
>>> OPEN_MISERE < BLIND_MISERE or BLIND_MISERE < OPEN_MISERE
False
>>> [bid.label for bid in LADDER[:3]], LADDER[-1].label
(['6♠', '6♣', '6♦'], '10 no trumps')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum
from functools import cached_property

from euchre.cards import Suit

__all__ = [
    "BLIND_MISERE",
    "LADDER",
    "MISERE",
    "OPEN_MISERE",
    "Bid",
    "BidKind",
    "Denomination",
    "suit_bid",
]

MIN_TRICKS, MAX_TRICKS = 6, 10


class Denomination(IntEnum):
    """What a trick bid names, in bidding order (low to high)."""

    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    NO_TRUMPS = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit (``None`` for no trumps)."""
        return _SUIT_OF_DENOMINATION[self]

    @property
    def letter(self) -> str:
        return "NT" if self is Denomination.NO_TRUMPS else self.suit.letter

    @property
    def symbol(self) -> str:
        return "NT" if self is Denomination.NO_TRUMPS else self.suit.symbol

    @classmethod
    def parse(cls, text: str) -> Denomination:
        """Read ``"H"``, ``"♥"``, ``"hearts"``, ``"NT"`` or ``"no trumps"``."""
        key = text.strip().upper().replace(" ", "").replace("-", "")
        if key in ("NT", "NOTRUMP", "NOTRUMPS", "N"):
            return cls.NO_TRUMPS
        suit = Suit.parse(text)
        return cls[suit.name]


_SUIT_OF_DENOMINATION = {denomination: None if denomination.name == "NO_TRUMPS"
                          else Suit[denomination.name] for denomination in Denomination}


class BidKind(StrEnum):
    TRICKS = "tricks"
    MISERE = "misere"
    OPEN_MISERE = "open misere"
    BLIND_MISERE = "blind misere"


@dataclass(frozen=True, order=False)
class Bid:
    """One call above a pass: a number of tricks in a denomination, or a misère."""

    kind: BidKind
    tricks: int = 0
    denomination: Denomination | None = None

    def __post_init__(self) -> None:
        if self.kind is BidKind.TRICKS:
            if not MIN_TRICKS <= self.tricks <= MAX_TRICKS or self.denomination is None:
                raise ValueError(f"a bid names {MIN_TRICKS} to {MAX_TRICKS} tricks and a "
                                 "denomination (♠, ♣, ♦, ♥ or NT).")
        elif self.tricks or self.denomination is not None:
            raise ValueError("a misère names no tricks and no denomination.")

    @cached_property
    def rank(self) -> int:
        """Position on the bidding ladder (open and blind misère share one)."""
        if self.kind is BidKind.MISERE:
            return _ladder_index(7, Denomination.NO_TRUMPS) * 2 + 1
        if self.kind in (BidKind.OPEN_MISERE, BidKind.BLIND_MISERE):
            return _ladder_index(10, Denomination.DIAMONDS) * 2 + 1
        return _ladder_index(self.tricks, self.denomination) * 2

    @property
    def value(self) -> int:
        """Points by the Avondale schedule."""
        if self.kind is BidKind.MISERE:
            return 250
        if self.kind is not BidKind.TRICKS:
            return 500
        return 40 + 100 * (self.tricks - MIN_TRICKS) + 20 * self.denomination

    @property
    def is_misere(self) -> bool:
        """Misère, open misère or blind misère: a contract to lose every trick alone."""
        return self.kind is not BidKind.TRICKS

    @property
    def trump(self) -> Suit | None:
        """The trump suit of the contract (none in no trumps and misère)."""
        return None if self.denomination is None else self.denomination.suit

    @property
    def is_no_trumps(self) -> bool:
        return self.denomination is Denomination.NO_TRUMPS

    @property
    def text(self) -> str:
        """Record form: ``"7H"``, ``"10NT"``, ``"misere"``, ``"open misere"``."""
        if self.kind is BidKind.TRICKS:
            return f"{self.tricks}{self.denomination.letter}"
        return self.kind.value

    @property
    def label(self) -> str:
        """For people: ``"7♥"``, ``"8 no trumps"``, ``"misère"``, ``"open misère"``."""
        if self.kind is BidKind.TRICKS:
            if self.denomination is Denomination.NO_TRUMPS:
                return f"{self.tricks} no trumps"
            return f"{self.tricks}{self.denomination.symbol}"
        return self.kind.value.replace("misere", "misère")

    @classmethod
    def parse(cls, text: str) -> Bid:
        """Read ``"7H"``, ``"7 ♥"``, ``"10NT"``, ``"misere"``, ``"open misère"``."""
        key = " ".join(str(text).strip().lower().replace("è", "e").split())
        for kind in (BidKind.MISERE, BidKind.OPEN_MISERE, BidKind.BLIND_MISERE):
            if key == kind.value:
                return _MISERES[kind]
        digits = ""
        while len(digits) < len(key) and key[len(digits)].isdigit():
            digits += key[len(digits)]
        if digits and key[len(digits):].strip():
            tricks = int(digits)
            if MIN_TRICKS <= tricks <= MAX_TRICKS:
                try:
                    return suit_bid(tricks, Denomination.parse(key[len(digits):]))
                except ValueError:
                    pass
        raise ValueError(f"{text!r} is not a bid: write 6 to 10 tricks and a denomination "
                         "(S, C, D, H or NT), e.g. '7H' or '8NT', or 'misere', 'open misere', "
                         "'blind misere'.")

    def __lt__(self, other: Bid) -> bool:
        return self.rank < other.rank

    def __le__(self, other: Bid) -> bool:
        return self.rank <= other.rank

    def __gt__(self, other: Bid) -> bool:
        return self.rank > other.rank

    def __ge__(self, other: Bid) -> bool:
        return self.rank >= other.rank

    def __str__(self) -> str:
        return self.label


def _ladder_index(tricks: int, denomination: Denomination) -> int:
    return (tricks - MIN_TRICKS) * len(Denomination) + denomination


def suit_bid(tricks: int, denomination: Denomination | str) -> Bid:
    """The bid of ``tricks`` in ``denomination``."""
    if isinstance(denomination, str):
        denomination = Denomination.parse(denomination)
    return Bid(BidKind.TRICKS, tricks, Denomination(denomination))


MISERE = Bid(BidKind.MISERE)
OPEN_MISERE = Bid(BidKind.OPEN_MISERE)
BLIND_MISERE = Bid(BidKind.BLIND_MISERE)
_MISERES = {bid.kind: bid for bid in (MISERE, OPEN_MISERE, BLIND_MISERE)}

LADDER: tuple[Bid, ...] = tuple(sorted(
    [suit_bid(tricks, denomination) for tricks in range(MIN_TRICKS, MAX_TRICKS + 1)
     for denomination in Denomination] + [MISERE, OPEN_MISERE, BLIND_MISERE],
    key=lambda bid: (bid.rank, bid.kind is BidKind.BLIND_MISERE),
))
"""Every bid from 6♠ to 10NT in rank order (open misère before blind misère, same rank)."""
