"""Buck Euchre's words for a bot's move and its place in the race down to zero.

The shared vocabulary (``euchre.bots.explain``) says the figures; this module adds what
only Buck has: dropping out, the hand without trumps, and the four counts. Figures of
points are *points gained*: how far the move is expected to bring the bot's own count
down (a trick gains 1; being bucked or set loses 5), so a higher figure is better.
"""

from __future__ import annotations

from euchre.actions import Action
from euchre.bots import explain as ex
from euchre.bots.base import Factor
from euchre.games.buck.actions import BuckKind
from euchre.games.buck.view import BuckView

__all__ = ["GAIN_WORDS", "contract_factor", "move_words", "score_factor", "trump_words"]

GAIN_WORDS = "points gained (a point gained is a point off my count)"


def move_words(action: Action, view: BuckView) -> str:
    """The move in the first person, naming only what the table sees."""
    return ex.table_move_words(action, view, {BuckKind.DROP_OUT: "I drop out",
                                              BuckKind.STAY_IN: "I stay in"})


def trump_words(view: BuckView) -> str:
    """"♥ are trump", "clubs were turned up: ♣ are trump" or "nobody made trump"."""
    if view.clubs_turned:
        return f"a club was turned up, so {view.trump.symbol} are trump"
    if view.no_trump:
        return "everyone passed twice, so the hand is played without trumps"
    return f"{view.trump.symbol} are trump"


def contract_factor(view: BuckView) -> Factor:
    """Public: how trump was fixed and who made it (so who must take three tricks)."""
    if view.maker is None:
        return Factor("contract", "none", trump_words(view) + " and there is no maker",
                      public=True)
    who = "I" if view.maker == view.seat else view.maker.label
    return Factor("contract", view.maker.letter, f"{who} made {view.trump.symbol} trump",
                  public=True)


def score_factor(view: BuckView) -> Factor:
    """Public: my count and the lowest other count before this hand."""
    mine = view.score[view.seat]
    others = [view.score[p] for p in type(view.seat) if p != view.seat]
    best = min(others)
    return Factor("score", mine, f"my count is {mine} and the lowest other count is {best}",
                  public=True)
