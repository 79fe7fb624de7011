"""Buck Euchre's own calls: once trump is fixed, each player but the maker stays in or drops
out (its other calls and card plays are the family's, ``euchre.actions``).

>>> from euchre.actions import Action
>>> Action.parse("drop out") is DROP_OUT, STAY_IN.describe(), DROP_OUT.kind
(True, 'stays in', <BuckKind.DROP_OUT: 'drop out'>)
"""

from __future__ import annotations

from enum import StrEnum

from euchre.actions import Action

__all__ = ["DROP_OUT", "STAY_IN", "BuckKind"]


class BuckKind(StrEnum):
    DROP_OUT = "drop out"
    STAY_IN = "stay in"


DROP_OUT = Action.declare(
    BuckKind.DROP_OUT, "drops out", "Drop out", home=__name__,
    help="Lay your hand face down and sit this hand out: your score does not change.")
STAY_IN = Action.declare(
    BuckKind.STAY_IN, "stays in", "Stay in", home=__name__,
    help="Play this hand: each trick you take counts one point off your score; taking none "
         "(being bucked) adds 5.")
