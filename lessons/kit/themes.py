"""The themes exercises are tagged with, and the families and tiers they come in."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum

from lessons.euchre.puzzles.themes import PUZZLE_THEMES, PuzzleTheme

__all__ = ["THEMES", "Family", "Theme", "ThemeInfo", "Tier", "card_play_theme", "themes_of"]


class Family(StrEnum):
    """The kinds of exercise on the Train page."""

    RANKING = "ranking"
    FOLLOW = "follow"
    BIDDING = "bidding"
    CARD_PLAY = "card-play"
    DROP_OUT = "drop-out"
    AUCTION = "auction"

    @property
    def label(self) -> str:
        return {
            Family.RANKING: "Bower ranking quizzes",
            Family.FOLLOW: "Follow-suit puzzles",
            Family.BIDDING: "Bidding drills",
            Family.CARD_PLAY: "Card play",
            Family.DROP_OUT: "Buck Euchre: dropping out",
            Family.AUCTION: "Five Hundred: the auction",
        }[self]

    @property
    def game_id(self) -> str:
        """The game whose play the family practises (as in ``euchre.games``)."""
        return {Family.DROP_OUT: "buck", Family.AUCTION: "five_hundred"}.get(self, "euchre")


class Tier(IntEnum):
    """Difficulty tiers, the same three in every family."""

    BEGINNER = 1
    INTERMEDIATE = 2
    ADVANCED = 3

    @property
    def label(self) -> str:
        return self.name.capitalize()


class Theme(StrEnum):
    """What an exercise practises; accuracy is tracked per theme."""

    BOWER_RANKING = "bower-ranking"
    LEFT_BOWER_SUIT = "left-bower-suit"
    TRICK_WINNER = "trick-winner"
    FOLLOW_SUIT = "follow-suit"
    TRUMP_LEAD = "trump-lead"
    CALLING_STRENGTH = "calling-strength"
    DEALER_PICKUP = "dealer-pickup"
    NAMING_SUIT = "naming-suit"
    GOING_ALONE = "going-alone"
    DROP_OUT_TRUMP = "drop-out-trump"
    DROP_OUT_NO_TRUMP = "drop-out-no-trump"
    AUCTION_OPENING = "auction-opening"
    AUCTION_CONTESTED = "auction-contested"
    # card play: the themes of the puzzle bank (``lessons.euchre.puzzles.themes``), same values
    MAKER_LEADS_TRUMP = "maker-leads-trump"
    DRAW_LAST_TRUMP = "draw-last-trump"
    SECOND_HAND_LOW = "second-hand-low"
    SECOND_HAND_TAKES = "second-hand-takes"
    THIRD_HAND_HIGH = "third-hand-high"
    DONT_OVERTAKE_PARTNER = "dont-overtake-partner"
    DONT_TRUMP_PARTNER = "dont-trump-partner"
    CASH_SIDE_ACE = "cash-side-ace"
    MAKER_CASHES_ACE = "maker-cashes-ace"
    SAVE_LEFT_BOWER = "save-left-bower"
    LEAD_TO_PARTNERS_VOID = "lead-to-partners-void"
    RUFF_WHEN_VOID = "ruff-when-void"
    WIN_CHEAPLY = "win-cheaply"
    ENDPLAY_TRICK_4 = "endplay-trick-4"
    CASH_PROMOTED_WINNER = "cash-promoted-winner"
    LAST_HAND_TAKES = "last-hand-takes"
    CANT_WIN_PLAY_LOW = "cant-win-play-low"
    FIND_THE_CARD = "find-the-card"

    @property
    def info(self) -> ThemeInfo:
        return THEMES[self]

    @property
    def label(self) -> str:
        return THEMES[self].label


@dataclass(frozen=True)
class ThemeInfo:
    label: str
    families: tuple[Family, ...]
    summary: str


THEMES: dict[Theme, ThemeInfo] = {
    Theme.BOWER_RANKING: ThemeInfo(
        "Ranking trumps and the bowers", (Family.RANKING,),
        "Right bower, left bower, then A K Q 10 9 of trump; know which trump is boss.",
    ),
    Theme.LEFT_BOWER_SUIT: ThemeInfo(
        "The left bower belongs to trump", (Family.RANKING, Family.FOLLOW),
        "The jack of the same colour as trump is a trump, not a card of its printed suit.",
    ),
    Theme.TRICK_WINNER: ThemeInfo(
        "Who wins the trick", (Family.RANKING,),
        "The highest trump wins; with no trump in the trick, the highest card of the suit led.",
    ),
    Theme.FOLLOW_SUIT: ThemeInfo(
        "Following suit", (Family.FOLLOW,),
        "Follow the suit led if you can; if you cannot, any card may be played, trumps too.",
    ),
    Theme.TRUMP_LEAD: ThemeInfo(
        "Trump led: the left bower is a trump", (Family.FOLLOW,),
        "When trump is led the left bower follows like any other trump; it must be played "
        "when it is your only trump.",
    ),
    Theme.CALLING_STRENGTH: ThemeInfo(
        "Counting tricks before calling", (Family.BIDDING,),
        "Order up when your hand should take three tricks with your partner's help.",
    ),
    Theme.DEALER_PICKUP: ThemeInfo(
        "The dealer's pick-up", (Family.BIDDING,),
        "The upcard goes into the dealer's hand: count it for the dealer's side.",
    ),
    Theme.NAMING_SUIT: ThemeInfo(
        "Round 2: naming a suit", (Family.BIDDING,),
        "After the upcard is turned down, read the passes and pick the suit you can win with.",
    ),
    Theme.GOING_ALONE: ThemeInfo(
        "Going alone", (Family.BIDDING,),
        "Play alone only when your hand can take all five tricks by itself often enough.",
    ),
    Theme.DROP_OUT_TRUMP: ThemeInfo(
        "Buck: dropping out against a maker", (Family.DROP_OUT,),
        "Stay in when your cards should take a trick; with no trick in sight, being bucked "
        "costs 5 and dropping out costs nothing.",
    ),
    Theme.DROP_OUT_NO_TRUMP: ThemeInfo(
        "Buck: dropping out of a no-trump hand", (Family.DROP_OUT,),
        "With no trump only the highest card of the suit led wins: count your aces and "
        "long suits before staying in.",
    ),
    Theme.AUCTION_OPENING: ThemeInfo(
        "Five Hundred: the first call", (Family.AUCTION,),
        "Count the tricks your hand and the kitty should take in your best denomination, "
        "and bid no more than your side can make: a failed contract loses its value.",
    ),
    Theme.AUCTION_CONTESTED: ThemeInfo(
        "Five Hundred: bidding over others", (Family.AUCTION,),
        "Once others have bid, a higher contract must still be made: outbid only when "
        "your hand is worth the extra tricks, and remember a pass is final.",
    ),
}
THEMES.update({
    Theme(theme.value): ThemeInfo(info.label, (Family.CARD_PLAY,), info.summary)
    for theme, info in PUZZLE_THEMES.items()
})


def card_play_theme(theme: PuzzleTheme) -> Theme:
    """The Train theme a puzzle theme is tracked under (the same value)."""
    return Theme(theme.value)


def themes_of(family: Family) -> tuple[Theme, ...]:
    """The themes a family's exercises practise, in display order."""
    return tuple(theme for theme, info in THEMES.items() if family in info.families)
