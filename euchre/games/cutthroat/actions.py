"""Cutthroat's own calls: the maker takes the dummy or goes alone (its other calls and card
plays are the family's, ``euchre.actions``).

>>> from euchre.actions import Action
>>> Action.parse("take dummy") is TAKE_DUMMY, GO_ALONE.describe(), TAKE_DUMMY.kind
(True, 'goes alone', <CutthroatKind.TAKE_DUMMY: 'take dummy'>)
"""

from __future__ import annotations

from enum import StrEnum

from euchre.actions import Action

__all__ = ["GO_ALONE", "TAKE_DUMMY", "CutthroatKind"]


class CutthroatKind(StrEnum):
    TAKE_DUMMY = "take dummy"
    GO_ALONE = "go alone"


TAKE_DUMMY = Action.declare(CutthroatKind.TAKE_DUMMY, "takes the dummy", "Take the dummy",
                           home=__name__)
GO_ALONE = Action.declare(CutthroatKind.GO_ALONE, "goes alone", "Go alone", home=__name__)
