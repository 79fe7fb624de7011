"""Playing hands and matches with a bot in every seat, timing every decision.

Any game of the registry plays here: a hand or match is driven only through its
``to_act``, ``view``, ``apply`` and ``is_over`` (``hand_over`` and ``next_hand`` for a
match), and each bot receives only its own seat's view.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from euchre.bots import Bot
from euchre.bots.base import Decision

__all__ = ["DecisionLog", "play_hand", "play_match"]

# Called after each decision with the view the bot saw and what it decided.
DecisionLog = Callable[[Any, Decision], None]
HandT = TypeVar("HandT")
MatchT = TypeVar("MatchT")


def _decide(bot: Bot, view: Any, times: list[float]) -> Decision:
    start = time.perf_counter()
    decision = bot.decide(view)
    times.append((time.perf_counter() - start) * 1000.0)
    return decision


def play_hand(
    state: HandT, bots: Mapping[Any, Bot], times: Mapping[Any, list[float]],
    log: DecisionLog | None = None,
) -> HandT:
    """Play ``state`` to the end; each bot only ever receives its seat's view."""
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        decision = _decide(bots[seat], view, times[seat])
        if log is not None:
            log(view, decision)
        state = state.apply(decision.action, seat)
    return state


def play_match(
    match: MatchT, bots: Mapping[Any, Bot], times: Mapping[Any, list[float]],
    log: DecisionLog | None = None, max_hands: int | None = None,
    on_hand_over: Callable[[MatchT], None] | None = None,
) -> MatchT:
    """Play ``match`` until a team wins (or ``max_hands`` hands are over)."""
    played = 0
    while True:
        while not match.hand_over:
            seat = match.to_act
            view = match.view(seat)
            decision = _decide(bots[seat], view, times[seat])
            if log is not None:
                log(view, decision)
            match = match.apply(decision.action, seat)
        played += 1
        if on_hand_over is not None:
            on_hand_over(match)
        if match.is_over or (max_hands is not None and played >= max_hands):
            return match
        match = match.next_hand()
