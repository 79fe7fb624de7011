"""What a seat's view says about the features only some games of the family have.

Every game's view has the seat, its cards, the bids, trump and the tricks. A lone player
(four-handed Euchre, Cutthroat), a lone defender, a dummy, the upcard's suit made trump
with no bidding or a hand played with no trump (Buck Euchre), an upcard (every game but
Five Hundred), an auction for a contract, a kitty and an exposed hand (Five Hundred)
belong to some games only: the table reads them here, with the value a game without the feature
has, so that its drawing does not branch on which game it is.
"""

from __future__ import annotations

from typing import Any

from euchre import Card
from euchre.games import GameView
from euchre.games.buck.actions import BuckKind

__all__ = [
    "contract",
    "dropped_out",
    "exposed_hand",
    "has_auction",
    "kitty_size",
    "lone_defender",
    "maker",
    "maker_alone",
    "no_trump",
    "own_discards",
    "sitting_out",
    "trump_fixed",
    "trump_turned",
    "upcard",
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
    return any(who == seat and action.kind is BuckKind.DROP_OUT for who, action in view.bids)


def no_trump(view: GameView) -> bool:
    """Whether the hand is played with no trump (everyone passed twice, in Buck Euchre)."""
    return bool(getattr(view, "no_trump", False))


def trump_turned(view: GameView) -> bool:
    """Whether the upcard's suit became trump with no bidding (clubs turned, in Buck
    Euchre): trump with no maker."""
    return bool(getattr(view, "clubs_turned", False))


def trump_fixed(view: GameView) -> bool:
    """Whether the bidding has settled trump (or that there is none: a no-trump or misère
    contract)."""
    return view.trump is not None or no_trump(view) or contract(view) is not None


def maker(view: GameView) -> int | None:
    """The seat that made trump: the maker, or the contractor who won the auction."""
    seat = getattr(view, "maker", None)
    return getattr(view, "contractor", None) if seat is None else seat


def contract(view: GameView) -> Any:
    """The contract won in an auction (a Five Hundred ``Bid``), None before or without one."""
    return getattr(view, "contract", None)


def has_auction(view: GameView) -> bool:
    """Whether the hand opens with an auction for a contract (Five Hundred's bid ladder)."""
    return hasattr(view, "high_bid")


def upcard(view: GameView) -> Card | None:
    """The card turned up for the bidding (None in a game without one)."""
    return getattr(view, "upcard", None)


def kitty_size(view: GameView) -> int:
    """How many cards lie face down in a kitty the seat has not seen (0 without one)."""
    return int(getattr(view, "kitty_size", 0) or 0)


def exposed_hand(view: GameView) -> tuple[Card, ...]:
    """The cards a player has laid face up for everyone (open misère, from the end of the
    first trick)."""
    return tuple(getattr(view, "exposed_hand", ()) or ())


def own_discards(view: GameView) -> tuple[Card, ...]:
    """The cards the seat discarded itself this hand (a dealer's; a Cutthroat maker's five)."""
    discards = getattr(view, "own_discards", None)
    if discards is not None:
        return tuple(discards)
    single = getattr(view, "own_discard", None)
    return () if single is None else (single,)
