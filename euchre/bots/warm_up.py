"""Load (or compile) Expert's machine code before anyone waits for it.

Expert's search is compiled by numba and cached next to the sources
(``compiled_cache``). The cache serves every later start of the same code, but numba
keys it on each source file's modification time, so a fresh checkout, a deploy or an
update of an Expert source makes the next first decision compile everything: about ten
seconds or more, paid by the first learner to ask for a drill, a hint or an Expert
opponent. ``warm_up`` takes that cost up front: one bid, one discard and one card play
of a small Expert cover every compiled function a four-handed decision uses, a bid and
card plays of a small Cutthroat Expert cover its n-seat search, one hand of a small
Five Hundred Expert at every seat covers its play-out, and one hand of a small Buck
Euchre Expert at every seat (a bid, the dealer's discard, drop-outs and the play)
covers Buck's. ``GAME_WARM_UPS`` names each game's part, one for every game of the family.

Run ``python -m euchre.bots.warm_up`` before starting the server (``make run`` does),
and the app calls ``warm_up_in_background`` once per process for other launches.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from euchre.games.buck import BuckHand
from euchre.games.buck.bots.expert import ExpertBuckBot
from euchre.games.cutthroat import CutthroatHand, CutthroatPhase
from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot
from euchre.games.cutthroat.bots.normal import NormalCutthroatBot
from euchre.games.euchre.bots.expert import warm_up as warm_up_euchre
from euchre.games.five_hundred import FiveHundredHand
from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

__all__ = ["GAME_WARM_UPS", "WARM_UP_THREAD", "warm_up", "warm_up_in_background"]

_SAMPLES = 8
WARM_UP_THREAD = "warm-up"  # the name of the background thread
_started = False
_lock = threading.Lock()


def warm_up() -> float:
    """Make every game's first Expert decisions (compiling whatever is not cached);
    returns the seconds it took."""
    start = time.perf_counter()
    for game_warm_up in GAME_WARM_UPS.values():
        game_warm_up()
    return time.perf_counter() - start


def _warm_up_cutthroat() -> None:
    """Cutthroat's Expert: its first bid and every card play of one hand."""
    expert = ExpertCutthroatBot(seed=0, samples=_SAMPLES, time_budget_ms=60_000)
    normal = NormalCutthroatBot()
    hand = CutthroatHand.from_seed("warm-up")
    asked_to_bid = False
    while not hand.is_over:
        view = hand.view(hand.to_act)
        wanted = hand.phase is CutthroatPhase.PLAY or not asked_to_bid
        asked_to_bid = True
        bot = expert if wanted else normal
        hand = hand.apply(bot.decide(view).action, hand.to_act)


def _warm_up_five_hundred() -> None:
    """Five Hundred's Expert: every decision of one hand (auction, kitty, play)."""
    expert = ExpertFiveHundredBot(seed=0, bid_samples=2, kitty_samples=2, play_samples=2)
    hand = FiveHundredHand.from_seed("warm-up")
    while not hand.is_over:
        hand = hand.apply(expert.decide(hand.view(hand.to_act)).action, hand.to_act)


def _warm_up_buck() -> None:
    """Buck Euchre's Expert: every decision of one hand (an order-up, the dealer's
    discard, two drop-outs, a stay-in and the play)."""
    expert = ExpertBuckBot(seed=0, bid_samples=2, play_samples=2)
    hand = BuckHand.from_seed("warm-up-1")
    while not hand.is_over:
        hand = hand.apply(expert.decide(hand.view(hand.to_act)).action, hand.to_act)


GAME_WARM_UPS: dict[str, Callable[[], None]] = {
    "euchre": warm_up_euchre,
    "cutthroat": _warm_up_cutthroat,
    "five_hundred": _warm_up_five_hundred,
    "buck": _warm_up_buck,
}


def warm_up_in_background(*also: Callable[[], object]) -> None:
    """Once per process: warm up in a daemon thread, then call each of ``also`` (other
    slow values worth computing before they are asked for)."""
    global _started
    with _lock:
        if _started:
            return
        _started = True

    def run() -> None:
        warm_up()
        for task in also:
            task()

    threading.Thread(target=run, name=WARM_UP_THREAD, daemon=True).start()


if __name__ == "__main__":
    print(f"Expert's compiled code is ready ({warm_up():.1f} s).")
