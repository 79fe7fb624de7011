"""Bot skeletons that route each view to the method for its phase and time the decision.

``TurnBot`` serves any game of the family: a subclass names its view type and which
method answers which phase.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any, ClassVar

from euchre.actions import Action
from euchre.bots.base import Bot, Decision, Explanation

__all__ = ["TurnBot", "check_view_turn", "timed"]


def check_view_turn(view: Any, view_type: type, who: str = "a bot") -> Any:
    """Refuse anything but a ``view_type`` view in which its seat has something to decide."""
    if not isinstance(view, view_type):
        raise TypeError(f"{who} decides from a {view_type.__name__}, not "
                        f"{type(view).__name__}.")
    if view.to_act != view.seat or not view.legal_actions:
        raise ValueError(f"it is not {view.seat.label}'s turn to act ({view.phase}).")
    return view




def timed(bot: Bot, view: Any, choose) -> Decision:
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
        return timed(self, view, self._choose)

    def _choose(self, view: Any) -> tuple[Action, Explanation]:
        return getattr(self, self.phase_methods.get(view.phase, "play"))(view)


