"""Shared test set-up: make the project root importable."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
# The app's warm-up values starter drills on hundreds of deals: not behind the tests' backs
# (tests that want them warm them themselves; this reaches the browser tests' servers too).
os.environ.setdefault("EUCHRE_WARM_DRILLS", "0")


# ---- a table bot for the Play page tests --------------------------------------------------
# The Play page asks ``table.players`` for its bots; tests seat this simple, predictable one.
from collections.abc import Callable  # noqa: E402

import pytest  # noqa: E402

from euchre.bots import Bot, Decision, Difficulty, Explanation, Factor, OptionValue  # noqa: E402
from euchre.games.euchre.view import SeatView  # noqa: E402


class FirstLegalBot(Bot):
    """Plays the first legal action; ``evaluate`` rates each later option a point lower.

    Its explanation names every card it holds, so tests can check that the page keeps
    a bot's hidden cards out of what it shows.
    """

    difficulty = Difficulty.EASY

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: SeatView) -> Decision:
        action = view.legal_actions[0]
        held = " ".join(card.symbol for card in view.hand)
        explanation = Explanation(
            f"first legal action (holding {held})",
            (Factor("legal actions", len(view.legal_actions), "how many choices there were"),
             Factor("hand", held, f"the cards held: {held}")),
            self.evaluate(view),
        )
        return Decision(view.seat, action, explanation, elapsed_ms=0.1)

    def evaluate(self, view: SeatView) -> tuple[OptionValue, ...]:
        return tuple(OptionValue(action, -float(index), 0.01, 8)
                     for index, action in enumerate(view.legal_actions))


def seat_test_bots(monkeypatch: pytest.MonkeyPatch, make: Callable[[int], Bot]) -> None:
    """Seat ``make(seed)`` at every bot seat of the Play page and as its adviser, whatever
    the game; their decisions are taken in the test's own process."""
    import table.players

    monkeypatch.setenv("EUCHRE_BOT_WORKERS", "0")

    monkeypatch.setattr(table.players, "table_bot", lambda game_id, level, seed: make(seed))
    monkeypatch.setattr(table.players, "adviser", lambda game_id, seed: make(seed))


@pytest.fixture
def first_legal_bots(monkeypatch: pytest.MonkeyPatch) -> type[FirstLegalBot]:
    """Seat ``FirstLegalBot`` at every bot seat and as the hint/review adviser."""
    seat_test_bots(monkeypatch, FirstLegalBot)
    return FirstLegalBot
