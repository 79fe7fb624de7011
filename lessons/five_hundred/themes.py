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
    KITTY_TRUMPS = (
        "kitty-trumps", "Five Hundred: the kitty in a trick contract",
        "Keep your trumps and your aces; throw the short side suits' small cards, so you "
        "can trump those suits early.",
    )
    KITTY_MISERE = (
        "kitty-misere", "Five Hundred: the kitty in misère",
        "Throw the cards the others could force to win a trick: the joker, the high cards "
        "of your short suits.",
    )
    MISERE_OVER_SEVEN = (
        "misere-over-seven", "Five Hundred: misère after a seven",
        "Once someone has bid seven, misère (250) outranks 7NT: call it with a hand of low "
        "cards that nobody can force to win a trick.",
    )
    MISERE_OPEN = (
        "misere-open", "Five Hundred: open misère",
        "Open misère is worth 500 and may be called at any time, but your hand is shown "
        "after the first trick: call it only when no lead can force you to win a trick.",
    )
    JOKER_NO_TRUMPS = (
        "joker-no-trumps", "Five Hundred: the joker's suit in no trumps",
        "Before the first lead you may make the joker the top card of one suit, or keep it "
        "suitless, to win any trick you are void in.",
    )
