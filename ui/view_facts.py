"""What a seat's view says about the features only some games of the family have.

Every game's view has the seat, its cards, the bids, trump, the maker and the tricks. A
lone player (four-handed Euchre, Cutthroat), a lone defender, a dummy, the upcard's
suit made trump with no bidding or a hand played with no trump (Buck Euchre) belong to
some games only: the table reads them here, with the value a game without the feature
has, so that its drawing does not branch on which game it is.
"""

from __future__ import annotations

from euchre import ActionKind, Card
from euchre.games import GameView

__all__ = [
    "dropped_out",
    "lone_defender",
    "maker_alone",
    "no_trump",
    "own_discards",
    "sitting_out",
    "trump_fixed",
    "trump_turned",
]


def maker_alone(view: GameView) -> bool:
    return bool(getattr(view, "maker_alone", False))


def lone_defender(view: GameView) -> int | None:
    return getattr(view, "lone_defender", None)


def sitting_out(view: GameView) -> frozenset[int]:
    """The seats that do not play this hand's tricks (a lone player's partner, a seat
    that dropped out)."""
    seats = getattr(view, "sitting_out", None)
    if seats is None:
        seats = getattr(view, "dropped", frozenset())
    return frozenset(seats)


def dropped_out(view: GameView, seat: int) -> bool:
    """Whether ``seat`` chose to sit this hand out (Buck Euchre's drop-out)."""
    return any(who == seat and action.kind is ActionKind.DROP_OUT for who, action in view.bids)


def no_trump(view: GameView) -> bool:
    """Whether the hand is played with no trump (everyone passed twice, in Buck Euchre)."""
    return bool(getattr(view, "no_trump", False))


def trump_turned(view: GameView) -> bool:
    """Whether the upcard's suit became trump with no bidding (clubs turned, in Buck
    Euchre): trump with no maker."""
    return bool(getattr(view, "clubs_turned", False))


def trump_fixed(view: GameView) -> bool:
    """Whether the bidding has settled trump (or that there is none)."""
    return view.trump is not None or no_trump(view)


def own_discards(view: GameView) -> tuple[Card, ...]:
    """The cards the seat discarded itself this hand (a dealer's; a Cutthroat maker's five)."""
    discards = getattr(view, "own_discards", None)
    if discards is not None:
        return tuple(discards)
    single = getattr(view, "own_discard", None)
    return () if single is None else (single,)
