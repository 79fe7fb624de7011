"""What four-handed Euchre's exercises practise: the rules, the calls, and card play (the
card-play themes are the puzzle bank's, ``lessons.euchre.puzzles.themes``, by the same ids).
"""

from __future__ import annotations

from lessons.euchre.puzzles.themes import PUZZLE_THEMES
from lessons.kit.themes import Theme

__all__ = ["EuchreTheme"]

_RULES_AND_CALLS = (
    ("BOWER_RANKING", (
        "bower-ranking", "Ranking trumps and the bowers",
        "Right bower, left bower, then A K Q 10 9 of trump; know which trump is boss.",
    )),
    ("LEFT_BOWER_SUIT", (
        "left-bower-suit", "The left bower belongs to trump",
        "The jack of the same colour as trump is a trump, not a card of its printed "
        "suit.",
    )),
    ("TRICK_WINNER", (
        "trick-winner", "Who wins the trick",
        "The highest trump wins; with no trump in the trick, the highest card of the "
        "suit led.",
    )),
    ("FOLLOW_SUIT", (
        "follow-suit", "Following suit",
        "Follow the suit led if you can; if you cannot, any card may be played, trumps "
        "too.",
    )),
    ("TRUMP_LEAD", (
        "trump-lead", "Trump led: the left bower is a trump",
        "When trump is led the left bower follows like any other trump; it must be "
        "played when it is your only trump.",
    )),
    ("CALLING_STRENGTH", (
        "calling-strength", "Counting tricks before calling",
        "Order up when your hand should take three tricks with your partner's help.",
    )),
    ("DEALER_PICKUP", (
        "dealer-pickup", "The dealer's pick-up",
        "The upcard goes into the dealer's hand: count it for the dealer's side.",
    )),
    ("NAMING_SUIT", (
        "naming-suit", "Round 2: naming a suit",
        "After the upcard is turned down, read the passes and pick the suit you can win "
        "with.",
    )),
    ("GOING_ALONE", (
        "going-alone", "Going alone",
        "Play alone only when your hand can take all five tricks by itself often "
        "enough.",
    )),
)

#: Four-handed Euchre's themes: the rules and the calls, then card play.
EuchreTheme = Theme("EuchreTheme", [
    *_RULES_AND_CALLS,
    *((theme.name, (theme.value, info.label, info.summary))
      for theme, info in PUZZLE_THEMES.items()),
])
