"""The Five Hundred bot skeleton: the shared ``TurnBot`` with Five Hundred's phases."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

from euchre.bots.base import Explanation
from euchre.bots.phased import TurnBot
from euchre.games.five_hundred.actions import FiveHundredAction
from euchre.games.five_hundred.phases import FiveHundredPhase
from euchre.games.five_hundred.view import FiveHundredView

__all__ = ["FiveHundredBot"]


class FiveHundredBot(TurnBot):
    """Subclasses answer one phase at a time (the joker's suit is part of the play: it is
    offered with the first lead); ``decide`` checks the turn and times it."""

    view_type = FiveHundredView
    who = "a Five Hundred bot"
    phase_methods: ClassVar[Mapping[str, str]] = MappingProxyType({
        FiveHundredPhase.AUCTION: "bid",
        FiveHundredPhase.KITTY: "discard",
    })

    @abstractmethod
    def bid(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]: ...

    @abstractmethod
    def discard(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]: ...

    @abstractmethod
    def play(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]: ...
