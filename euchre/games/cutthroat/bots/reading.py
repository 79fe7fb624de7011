"""Reading a Cutthroat trick from a seat's view: the shared reading, with the other
defender as the seat's friend (the maker plays alone)."""

from __future__ import annotations

from euchre.bots.trick_reading import TrickReading, read_trick as read_table_trick
from euchre.games.cutthroat.seats import Player
from euchre.games.cutthroat.view import CutthroatView

__all__ = ["CutthroatTrick", "fellow_defender", "read_trick"]

CutthroatTrick = TrickReading


def fellow_defender(view: CutthroatView) -> Player | None:
    """The other defender still playing (None for the maker, or when that defender sits out)."""
    if view.maker is None or view.maker == view.seat:
        return None
    other = next(p for p in Player if p not in (view.seat, view.maker))
    return None if other in view.sitting_out else other


def read_trick(view: CutthroatView) -> TrickReading:
    """Read the current trick of a view in the play phase (the view's seat is to play)."""
    return read_table_trick(view, partner=fellow_defender(view))
