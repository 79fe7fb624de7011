"""Normal's point count for the auction: tricks a hand should take in each denomination.

``count_tricks`` counts the hand's own sure and likely tricks with the engine's tables
(the joker and the bowers are trumps; a suit's ace and guarded king are tricks; long
trumps and short side suits take tricks by ruffing), then adds what the kitty and, with
four players, the partner are expected to bring. (Misère has its own count:
``misere``.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from euchre.cards import Card
from euchre.games.five_hundred.bids import Denomination
from euchre.games.five_hundred.cards import EFFECTIVE_SUIT, NO_SUIT, NT_SUITLESS, POWER

__all__ = ["KITTY_TRICKS", "PARTNER_TRICKS", "TrickCount", "count_tricks"]

KITTY_TRICKS = 0.5  # three more cards to choose from
PARTNER_TRICKS = 1.5  # with four players, a partner's expected share
TOP_TRUMP_TRICKS = {120: 1.0, 119: 1.0, 118: 0.85, 112: 0.7, 111: 0.5, 110: 0.35}
LONG_TRUMP_TRICKS = 0.75  # each trump beyond the third
ACE_TRICKS = 0.9
GUARDED_KING_TRICKS = 0.5
VOID_TRICKS = 0.5  # a side suit void, with three trumps or more
SINGLETON_TRICKS = 0.25


@dataclass(frozen=True)
class TrickCount:
    """A denomination's count: the hand's own tricks and the total with help."""

    denomination: Denomination
    own: float
    total: float
    trumps: int


def _mode(denomination: Denomination) -> int:
    suit = denomination.suit
    return NT_SUITLESS if suit is None else int(suit)


def count_tricks(hand: Sequence[Card], denomination: Denomination, players: int,
                 with_kitty: bool = True) -> TrickCount:
    """The point count of ``hand`` played in ``denomination``."""
    mode = _mode(denomination)
    suits: dict[int, list[int]] = {suit: [] for suit in range(4)}
    own = 0.0
    trumps = 0
    for card in hand:
        suit = EFFECTIVE_SUIT[mode][card]
        if suit == NO_SUIT:
            own += 1.0
            continue
        power = POWER[mode][suit][card]
        if mode < NT_SUITLESS and suit == mode:
            trumps += 1
            own += TOP_TRUMP_TRICKS.get(power, 0.0)
        else:
            suits[suit].append(power)
    if trumps > 3:
        extra = trumps - 3
        tops = sum(1 for card in hand if POWER[mode][mode][card] >= 110) if mode < 4 else 0
        own += max(0, extra - max(0, tops - 3)) * LONG_TRUMP_TRICKS
    for suit, powers in suits.items():
        if mode < NT_SUITLESS and suit == mode:
            continue
        if 12 in powers:
            own += ACE_TRICKS
        if 11 in powers and len(powers) >= 2:
            own += GUARDED_KING_TRICKS
        if mode >= NT_SUITLESS and 12 in powers and len(powers) >= 5:
            own += 0.6 * (len(powers) - 4)
        if mode < NT_SUITLESS and trumps >= 3:
            if not powers:
                own += VOID_TRICKS
            elif len(powers) == 1:
                own += SINGLETON_TRICKS
    total = own + (KITTY_TRICKS if with_kitty else 0.0)
    if players == 4:
        total += PARTNER_TRICKS
    return TrickCount(denomination, round(own, 2), round(total, 2), trumps)
