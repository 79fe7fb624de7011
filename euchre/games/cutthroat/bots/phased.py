"""The Cutthroat bot skeleton: the shared ``TurnBot`` with Cutthroat's phases."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

from euchre.actions import Action
from euchre.bots.base import Explanation
from euchre.bots.phased import TurnBot, check_view_turn
from euchre.games.cutthroat.phases import CutthroatPhase
from euchre.games.cutthroat.view import CutthroatView

__all__ = ["CutthroatBot", "check_turn"]


def check_turn(view: CutthroatView) -> CutthroatView:
    """Refuse anything but a Cutthroat view in which its seat has something to decide."""
    return check_view_turn(view, CutthroatView, "a Cutthroat bot")


class CutthroatBot(TurnBot):
    """Subclasses answer one phase at a time; ``decide`` checks the turn and times it."""

    view_type = CutthroatView
    who = "a Cutthroat bot"
    phase_methods: ClassVar[Mapping[str, str]] = MappingProxyType({
        CutthroatPhase.BIDDING_ROUND_1: "bid_round_one",
        CutthroatPhase.BIDDING_ROUND_2: "bid_round_two",
        CutthroatPhase.DEALER_DISCARD: "dealer_discard",
        CutthroatPhase.MAKER_CHOICE: "maker_choice",
        CutthroatPhase.DUMMY_DISCARD: "dummy_discard",
        CutthroatPhase.DEFEND_ALONE: "defend_alone",
    })

    @abstractmethod
    def bid_round_one(self, view: CutthroatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def bid_round_two(self, view: CutthroatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def dealer_discard(self, view: CutthroatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def maker_choice(self, view: CutthroatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def dummy_discard(self, view: CutthroatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def defend_alone(self, view: CutthroatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def play(self, view: CutthroatView) -> tuple[Action, Explanation]: ...
