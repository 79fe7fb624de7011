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


DROP_OUT = Action.declare(BuckKind.DROP_OUT, "drops out", home=__name__)
STAY_IN = Action.declare(BuckKind.STAY_IN, "stays in", home=__name__)
