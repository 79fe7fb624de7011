"""What Buck Euchre's exercises practise."""

from __future__ import annotations

from lessons.kit.themes import Theme

__all__ = ["BuckTheme"]


class BuckTheme(Theme):
    """What Buck Euchre's exercises practise."""

    DROP_OUT_TRUMP = (
        "drop-out-trump", "Buck: dropping out against a maker",
        "Stay in when your cards should take a trick; with no trick in sight, being "
        "bucked costs 5 and dropping out costs nothing.",
    )
    DROP_OUT_NO_TRUMP = (
        "drop-out-no-trump", "Buck: dropping out of a no-trump hand",
        "With no trump only the highest card of the suit led wins: count your aces and "
        "long suits before staying in.",
    )
    BID_ORDER_UP = (
        "bid-order-up", "Buck: ordering up or passing",
        "Make trump only with tricks to count on: a maker who takes fewer than three "
        "tricks adds 5, and passing still lets you play or drop out.",
    )
    BID_NAME_TRUMP = (
        "bid-name-trump", "Buck: naming trump in round 2",
        "Name the suit where your bowers and length are, or pass: after four passes the "
        "hand is played with no trump and nobody is set.",
    )
