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
    MAKER_PLAY = (
        "buck-maker-play", "Buck: the maker's three tricks",
        "The maker must take three tricks or be bucked: draw trumps while you hold the "
        "highest, and keep a winner for the end.",
    )
    FIRST_TRICK = (
        "buck-first-trick", "Buck: taking your first trick",
        "Still in without a trick, you are bucked if none comes: take the first trick you "
        "surely can rather than hope for a better one.",
    )
    OWN_COUNT = (
        "buck-own-count", "Buck: playing for your own count",
        "Every player counts down alone: take the trick when your card wins it, whoever "
        "else it hurts, and save a winner only if it wins later too.",
    )
    LAST_IN = (
        "buck-last-in", "Buck: the last player in",
        "Playing last to a trick you see every card: win it as cheaply as you can, or "
        "throw your least useful card when it cannot be won.",
    )
    NO_TRUMP_PLAY = (
        "buck-no-trump-play", "Buck: the play with no trump",
        "With no trump the highest card of the suit led wins: count the aces and kings "
        "still out and lead your long suit's winners.",
    )
    LEAD = (
        "buck-lead", "Buck: choosing the lead",
        "On lead, play the card that takes a trick now if it will not later, or lead where "
        "the others must spend their winners.",
    )
    PLAY_UNDER = (
        "buck-play-under", "Buck: playing under",
        "When your card need not win this trick, keep your winners for tricks they surely "
        "take and throw the card least likely to take one.",
    )
