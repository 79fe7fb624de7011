"""The Cutthroat bot skeleton: route each view to the method for its phase, time the decision."""

from __future__ import annotations

import time
from abc import abstractmethod

from euchre.actions import Action
from euchre.bots.base import Bot, Decision, Explanation
from euchre.games.cutthroat.hand import CutthroatPhase
from euchre.games.cutthroat.view import CutthroatView

__all__ = ["CutthroatBot", "check_turn"]


def check_turn(view: CutthroatView) -> CutthroatView:
    """Refuse anything but a Cutthroat view in which its seat has something to decide."""
    if not isinstance(view, CutthroatView):
        raise TypeError(f"a Cutthroat bot decides from a CutthroatView, not "
                        f"{type(view).__name__}.")
    if view.to_act != view.seat or not view.legal_actions:
        raise ValueError(f"it is not {view.seat.label}'s turn to act ({view.phase}).")
    return view


class CutthroatBot(Bot):
    """Subclasses answer one phase at a time; ``decide`` checks the turn and times it."""

    def decide(self, view: CutthroatView) -> Decision:  # type: ignore[override]
        check_turn(view)
        start = time.perf_counter()
        action, why = self._choose(view)
        elapsed = (time.perf_counter() - start) * 1000.0
        if action not in view.legal_actions:
            raise RuntimeError(f"{type(self).__name__} chose {action}, which is not legal.")
        return Decision(view.seat, action, why, elapsed)  # type: ignore[arg-type]

    def _choose(self, view: CutthroatView) -> tuple[Action, Explanation]:
        match view.phase:
            case CutthroatPhase.BIDDING_ROUND_1:
                return self.bid_round_one(view)
            case CutthroatPhase.BIDDING_ROUND_2:
                return self.bid_round_two(view)
            case CutthroatPhase.DEALER_DISCARD:
                return self.dealer_discard(view)
            case CutthroatPhase.MAKER_CHOICE:
                return self.maker_choice(view)
            case CutthroatPhase.DUMMY_DISCARD:
                return self.dummy_discard(view)
            case CutthroatPhase.DEFEND_ALONE:
                return self.defend_alone(view)
            case _:
                return self.play(view)

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
