"""A bot skeleton that routes each view to the method for its phase and times the decision."""

from __future__ import annotations

import time
from abc import abstractmethod

from euchre.actions import Action
from euchre.bots.base import Bot, Decision, Explanation
from euchre.hand import Phase
from euchre.view import SeatView

__all__ = ["PhasedBot", "check_turn"]


def check_turn(view: SeatView) -> None:
    """Refuse a view in which its seat has nothing to decide."""
    if not isinstance(view, SeatView):
        raise TypeError(f"a bot decides from a SeatView, not {type(view).__name__}.")
    if view.to_act != view.seat or not view.legal_actions:
        raise ValueError(f"it is not {view.seat.label}'s turn to act ({view.phase}).")


class PhasedBot(Bot):
    """Subclasses answer one phase at a time; ``decide`` checks the turn and times it."""

    def decide(self, view: SeatView) -> Decision:
        check_turn(view)
        start = time.perf_counter()
        action, why = self._choose(view)
        elapsed = (time.perf_counter() - start) * 1000.0
        if action not in view.legal_actions:
            raise RuntimeError(f"{type(self).__name__} chose {action}, which is not legal.")
        return Decision(view.seat, action, why, elapsed)

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
