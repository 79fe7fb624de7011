"""What Five Hundred's exercises practise."""

from __future__ import annotations

from lessons.kit.themes import Theme

__all__ = ["FiveHundredTheme"]


class FiveHundredTheme(Theme):
    """What Five Hundred's exercises practise."""

    AUCTION_OPENING = (
        "auction-opening", "Five Hundred: the first call",
        "Count the tricks your hand and the kitty should take in your best denomination, "
        "and bid no more than your side can make: a failed contract loses its value.",
    )
    AUCTION_CONTESTED = (
        "auction-contested", "Five Hundred: bidding over others",
        "Once others have bid, a higher contract must still be made: outbid only when "
        "your hand is worth the extra tricks, and remember a pass is final.",
    )
