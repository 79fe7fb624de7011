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
    DRAW_TRUMPS = (
        "five-hundred-draw-trumps", "Five Hundred: drawing trumps",
        "While the defenders may still hold trumps, the contractor's side leads trumps (the "
        "joker first when it must win), so the defenders cannot trump its side-suit "
        "winners.",
    )
    MISERE_DEFENCE = (
        "five-hundred-misere-defence", "Five Hundred: defending misère",
        "Against misère the defenders lead and play to force the contractor to win a "
        "trick: lead low cards of suits the contractor holds, keep your own low ones.",
    )
    MISERE_PLAY = (
        "five-hundred-misere-play", "Five Hundred: playing misère",
        "Playing misère, get rid of the cards that could win a trick while you can still "
        "play under another card.",
    )
    PLAY_JOKER_NO_TRUMPS = (
        "five-hundred-joker-no-trumps", "Five Hundred: playing the joker without trumps",
        "Without trumps (no trumps or misère) the joker wins any trick it is played to, "
        "but only one: play it when the trick matters, name the suit well when you lead "
        "it, and in misère be rid of it before it must win.",
    )
    LEAD_TO_PARTNER = (
        "five-hundred-lead-to-partner", "Five Hundred: leading to partner",
        "On lead, play to your partner: to the contractor, the suit its hand wants; in "
        "defence, through the contractor on your left, so that partner plays after it.",
    )
    CONTRACT_PLAY = (
        "five-hundred-contract-play", "Five Hundred: making the contract",
        "Count the tricks the contract still needs and the winners you hold: take the sure "
        "tricks and give the defence no chance to trump.",
    )
    DEFENCE = (
        "five-hundred-defence", "Five Hundred: defending a contract",
        "Each trick the defence takes scores ten and brings the contract nearer to going "
        "down: win cheaply, and do not waste a winner your partner's card already beat.",
    )
