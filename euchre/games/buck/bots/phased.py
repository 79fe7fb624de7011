"""The Buck Euchre bot skeleton: the shared ``TurnBot`` with Buck's phases."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

from euchre.actions import Action
from euchre.bots.base import Explanation
from euchre.bots.phased import TurnBot
from euchre.games.buck.phases import BuckPhase
from euchre.games.buck.view import BuckView

__all__ = ["BuckBot"]


class BuckBot(TurnBot):
    """Subclasses answer one phase at a time; ``decide`` checks the turn and times it."""

    view_type = BuckView
    who = "a Buck Euchre bot"
    phase_methods: ClassVar[Mapping[str, str]] = MappingProxyType({
        BuckPhase.BIDDING_ROUND_1: "bid_round_one",
        BuckPhase.BIDDING_ROUND_2: "bid_round_two",
        BuckPhase.DEALER_DISCARD: "dealer_discard",
        BuckPhase.DROP_OUT: "drop_out",
    })

    @abstractmethod
    def bid_round_one(self, view: BuckView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def bid_round_two(self, view: BuckView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def dealer_discard(self, view: BuckView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def drop_out(self, view: BuckView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def play(self, view: BuckView) -> tuple[Action, Explanation]: ...
