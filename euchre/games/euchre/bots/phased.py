"""Four-handed Euchre's bot skeleton: each view routed to the method for its phase, timed."""

from __future__ import annotations

from abc import abstractmethod

from euchre.actions import Action
from euchre.bots.base import Bot, Decision, Explanation
from euchre.bots.phased import check_view_turn, timed
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.view import SeatView

__all__ = ["PhasedBot", "check_turn"]


def check_turn(view: SeatView) -> None:
    """Refuse a view in which its seat has nothing to decide."""
    check_view_turn(view, SeatView)


class PhasedBot(Bot):
    """Subclasses answer one phase at a time; ``decide`` checks the turn and times it."""

    def decide(self, view: SeatView) -> Decision:
        check_turn(view)
        return timed(self, view, self._choose)

    def _choose(self, view: SeatView) -> tuple[Action, Explanation]:
        phase = view.phase
        if phase is Phase.PLAY:
            return self.play(view)
        if phase is Phase.BIDDING_ROUND_1:
            return self.bid_round_one(view)
        if phase is Phase.BIDDING_ROUND_2:
            return self.bid_round_two(view)
        if phase is Phase.DEALER_DISCARD:
            return self.discard(view)
        if phase is Phase.DEFEND_ALONE:
            return self.defend_alone(view)
        return self.joker_suit(view)

    @abstractmethod
    def bid_round_one(self, view: SeatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def bid_round_two(self, view: SeatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def discard(self, view: SeatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def defend_alone(self, view: SeatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def joker_suit(self, view: SeatView) -> tuple[Action, Explanation]: ...

    @abstractmethod
    def play(self, view: SeatView) -> tuple[Action, Explanation]: ...
