"""Shared test set-up: make the project root importable, seat a simple bot, and check that
no test leaves a process behind."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
# The app's warm-up values starter drills on hundreds of deals: not behind the tests' backs
# (tests that want them warm them themselves; this reaches the browser tests' servers too).
os.environ.setdefault("EUCHRE_WARM_DRILLS", "0")

import pytest  # noqa: E402

from tests.processes import marked_processes  # noqa: E402

# Every process this test process starts (servers, bot workers, browsers, PostgreSQL)
# inherits the mark, and keeps it once orphaned; each test process has its own.
TEST_RUN_MARK = "EUCHRE_TEST_RUN"
os.environ[TEST_RUN_MARK] = f"{os.getpid()}-{uuid.uuid4().hex}"
LEFT_BEHIND_GRACE_SECONDS = 15.0


def _command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()[:200]
    except OSError:
        return "?"


def _left_behind(mark: str) -> list[int]:
    """The marked processes still running, but for this process's own multiprocessing
    resource tracker (which ends with this process)."""
    from multiprocessing import resource_tracker

    own_tracker = getattr(resource_tracker._resource_tracker, "_pid", None)
    return [pid for pid in marked_processes(TEST_RUN_MARK, mark) if pid != own_tracker]


@pytest.fixture(scope="session", autouse=True)
def no_process_left_behind() -> Iterator[None]:
    """After the last test: every process the tests started has ended (the bot pool of
    this process is stopped first, as it is at exit); any left is reported and killed."""
    yield
    if "table.bot_work" in sys.modules:
        sys.modules["table.bot_work"].shutdown()
    mark = os.environ[TEST_RUN_MARK]
    deadline = time.monotonic() + LEFT_BEHIND_GRACE_SECONDS
    while _left_behind(mark) and time.monotonic() < deadline:
        time.sleep(0.25)
    left = _left_behind(mark)
    described = [f"{pid}: {_command_line(pid)}" for pid in left]
    for pid in left:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    if left:
        pytest.fail("the tests left processes behind:\n" + "\n".join(described),
                    pytrace=False)


# ---- a table bot for the Play page tests --------------------------------------------------
# The Play page asks ``table.players`` for its bots; tests seat this simple, predictable one.
from collections.abc import Callable  # noqa: E402

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
