"""No clock in any Expert decision: the move and every figure depend only on the position
and the seed, whatever the machine's load and whatever the clock says.

The same decisions of every game's Expert (each phase with a choice, the four-handed
dealer's discard and Cutthroat's discards from the dummy among them) are made three
times: on a calm machine, with processes burning the CPU beside them, and with a clock
that leaps ten seconds at every reading. Every move and every option's figures must
come out the same.
"""

from __future__ import annotations

import itertools
import multiprocessing
import time
import zlib
from collections.abc import Iterator

import pytest

from euchre import games
from euchre.bots.base import Decision, Difficulty

HANDS_PER_GAME = 12
PER_PHASE = 3
BURNERS = 2
MUST_HAVE = {"euchre": "dealer's discard", "cutthroat": "maker's discards"}


def _positions(game_id: str) -> list[tuple[str, object]]:
    """Up to ``PER_PHASE`` positions with a choice per phase, from hands Normal plays."""
    spec = games.game(game_id)
    by_phase: dict[str, list[tuple[str, object]]] = {}
    for number in range(HANDS_PER_GAME):
        hand = spec.new_hand(f"no-clock-{number}")
        normal = spec.bot(Difficulty.NORMAL, number)
        move = 0
        while not hand.is_over:
            seat = hand.to_act
            view = hand.view(seat)
            found = by_phase.setdefault(str(hand.phase), [])
            if len(view.legal_actions) > 1 and len(found) < PER_PHASE:
                found.append((f"{game_id}:{number}:{move}", view))
            hand = hand.apply(normal.decide(view).action, seat)
            move += 1
    return [position for phase in sorted(by_phase) for position in by_phase[phase]]


@pytest.fixture(scope="module")
def positions() -> list[tuple[str, str, object]]:
    found = [(game_id, label, view) for game_id in games.game_ids()
             for label, view in _positions(game_id)]
    phases = {(game_id, str(view.phase)) for game_id, _label, view in found}
    for game_id, phase in MUST_HAVE.items():
        assert (game_id, phase) in phases
    for game_id in games.game_ids():  # compile (or load) the machine code before any run
        games.game(game_id).warm_up()
    return found


def _decide_all(positions: list[tuple[str, str, object]]) -> list[Decision]:
    """Each position decided by a fresh Expert of its game, seeded by the position."""
    return [games.game(game_id).bot(Difficulty.EXPERT, zlib.crc32(label.encode())).decide(view)
            for game_id, label, view in positions]


def _burn(stop) -> None:  # type: ignore[no-untyped-def]
    while not stop.is_set():
        sum(i * i for i in range(10_000))


@pytest.fixture(scope="module")
def calm(positions: list[tuple[str, str, object]]) -> list[Decision]:
    return _decide_all(positions)


def _differences(first: list[Decision], second: list[Decision]) -> tuple[int, int]:
    """(moves that differ, decisions whose explanation or figures differ)."""
    moves = sum(a.action != b.action for a, b in zip(first, second, strict=True))
    figures = sum(a.explanation != b.explanation for a, b in zip(first, second, strict=True))
    return moves, figures


def test_every_game_and_phase_is_covered(positions: list[tuple[str, str, object]]) -> None:
    assert {game_id for game_id, _label, _view in positions} == set(games.game_ids())
    assert all(view.legal_actions and len(view.legal_actions) > 1
               for _game_id, _label, view in positions)


def test_a_busy_machine_changes_no_move_and_no_figure(
        positions: list[tuple[str, str, object]], calm: list[Decision]) -> None:
    context = multiprocessing.get_context("fork")
    stop = context.Event()
    burners = [context.Process(target=_burn, args=(stop,), daemon=True)
               for _ in range(BURNERS)]
    for process in burners:
        process.start()
    try:
        busy = _decide_all(positions)
        assert all(process.is_alive() for process in burners)
    finally:
        stop.set()
        for process in burners:
            process.join(timeout=10)
    assert _differences(calm, busy) == (0, 0)
    assert busy == calm


def _leaping_clock() -> Iterator[float]:
    return itertools.count(1_000.0, 10.0)


def test_a_clock_that_leaps_changes_no_move_and_no_figure(
        positions: list[tuple[str, str, object]], calm: list[Decision],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every reading of the clock ten seconds after the last: a decision that stopped at a
    deadline would stop after its first batch of deals."""
    for name in ("perf_counter", "monotonic", "time", "process_time"):
        ticks = _leaping_clock()
        monkeypatch.setattr(time, name, lambda ticks=ticks: next(ticks))
    leaping = _decide_all(positions)
    monkeypatch.undo()
    assert _differences(calm, leaping) == (0, 0)
    assert leaping == calm
