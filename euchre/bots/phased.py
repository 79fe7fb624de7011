"""Bot skeletons that route each view to the method for its phase and time the decision.

``TurnBot`` serves any game of the family: a subclass names its view type and which
method answers which phase. ``PhasedBot`` is four-handed Euchre's.
"""

from __future__ import annotations

import time
from abc import abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar

from euchre.actions import Action
from euchre.bots.base import Bot, Decision, Explanation
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.view import SeatView

__all__ = ["PhasedBot", "TurnBot", "check_turn", "check_view_turn"]


def check_view_turn(view: Any, view_type: type, who: str = "a bot") -> Any:
    """Refuse anything but a ``view_type`` view in which its seat has something to decide."""
    if not isinstance(view, view_type):
        raise TypeError(f"{who} decides from a {view_type.__name__}, not "
                        f"{type(view).__name__}.")
    if view.to_act != view.seat or not view.legal_actions:
        raise ValueError(f"it is not {view.seat.label}'s turn to act ({view.phase}).")
    return view


def check_turn(view: SeatView) -> None:
    """Refuse a view in which its seat has nothing to decide."""
    check_view_turn(view, SeatView)


def _timed(bot: Bot, view: Any, choose) -> Decision:
    start = time.perf_counter()
    action, why = choose(view)
    elapsed = (time.perf_counter() - start) * 1000.0
    if action not in view.legal_actions:
        raise RuntimeError(f"{type(bot).__name__} chose {action}, which is not legal.")
    return Decision(view.seat, action, why, elapsed)


class TurnBot(Bot):
    """A bot of any game: ``decide`` checks the turn, calls the method its phase names
    (``phase_methods``: phase value -> method name; ``play`` otherwise) and times it."""

    view_type: ClassVar[type]
    who: ClassVar[str] = "a bot"
    phase_methods: ClassVar[Mapping[str, str]] = {}

    def check(self, view: Any) -> Any:
        return check_view_turn(view, self.view_type, self.who)

    def decide(self, view: Any) -> Decision:
        self.check(view)
        return _timed(self, view, self._choose)

    def _choose(self, view: Any) -> tuple[Action, Explanation]:
        return getattr(self, self.phase_methods.get(view.phase, "play"))(view)


class PhasedBot(Bot):
    """Subclasses answer one phase at a time; ``decide`` checks the turn and times it."""

    def decide(self, view: SeatView) -> Decision:
        check_turn(view)
        return _timed(self, view, self._choose)

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
