"""Many sessions at once: no result lost, no match counted twice, no stale overwrite."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy import func, select

from euchre import Team
from euchre.bots.base import Difficulty
from euchre.games.euchre.records import match_to_json
from store.db import Database
from store.errors import AlreadyRecordedError, StaleMatchError
from store.leaderboard import leaderboard
from store.matches import (
    finish_match,
    finished_matches,
    load_active_match,
    save_match,
    start_match,
)
from store.models import ActiveMatchRow, FinishedMatchRow
from tests.store.support import SHORT_RULES, add_user, decided_match, play_out, seed_won_by

THREADS = 8
NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST


def _run_together(count: int, work: Callable[[int, threading.Barrier], object]) -> list:
    barrier = threading.Barrier(count, timeout=60)
    with ThreadPoolExecutor(count) as pool:
        futures = [pool.submit(work, index, barrier) for index in range(count)]
        return [future.result() if future.exception() is None else future.exception()
                for future in futures]


def _plan(index: int) -> list[tuple[Difficulty, Team]]:
    """Three matches per player, differing by player, with known winners."""
    levels = list(Difficulty)
    return [(levels[(index + k) % 3], NS if (index + k) % 4 else EW) for k in range(3)]


def test_eight_players_finishing_matches_at_once_lose_no_result(db: Database):
    users = [add_user(db, f"player{index}") for index in range(THREADS)]
    records = {team: (seed_won_by(team), decided_match(seed_won_by(team))[0])
               for team in (NS, EW)}

    def player(index: int, barrier: threading.Barrier) -> int:
        user = users[index]
        for difficulty, winner in _plan(index):
            seed, record = records[winner]
            match_id = start_match(user, difficulty, SHORT_RULES, seed, db=db)
            save_match(match_id, user, record, 1, db=db)
            barrier.wait()  # every thread finishes its match at the same moment
            finish_match(match_id, user, db=db)
        return user

    outcomes = _run_together(THREADS, player)

    assert outcomes == users  # no thread failed
    expected = {f"player{index}": sum(level.ranking_points for level, winner in _plan(index)
                                      if winner is NS) for index in range(THREADS)}
    table = leaderboard(db=db)
    assert dict(zip(table["Player"], table["Points"], strict=True)) == expected
    assert table["Points"].sum() == sum(expected.values())
    assert set(table["Matches"]) == {3}
    with db.read() as session:
        assert session.scalar(select(func.count()).select_from(FinishedMatchRow)) == 3 * THREADS
        assert session.scalar(select(func.count()).select_from(ActiveMatchRow)) == 0


def test_one_match_finished_by_eight_tabs_at_once_counts_once(db: Database):
    user = add_user(db, "eager")
    seed = seed_won_by(NS)
    match_id = start_match(user, "expert", SHORT_RULES, seed, db=db)
    save_match(match_id, user, decided_match(seed)[0], 1, db=db)

    def tab(_index: int, barrier: threading.Barrier):
        barrier.wait()
        return finish_match(match_id, user, db=db).ranking_points

    outcomes = _run_together(THREADS, tab)

    assert Counter(type(outcome).__name__ for outcome in outcomes) == {
        "int": 1, "AlreadyRecordedError": THREADS - 1}
    assert all(isinstance(o, (int, AlreadyRecordedError)) for o in outcomes)
    assert [m.ranking_points for m in finished_matches(user, db=db)] == [100]
    assert list(leaderboard(db=db)["Points"]) == [100]


def test_two_tabs_saving_the_same_version_at_once_one_is_refused(db: Database):
    user = add_user(db, "twotabs")
    match_id = start_match(user, "normal", SHORT_RULES, 11, db=db)
    start = load_active_match(user, db=db).replay()
    copies = [match_to_json(play_out(start, max_actions=1)),
              match_to_json(play_out(start, max_actions=2))]

    def tab(index: int, barrier: threading.Barrier):
        barrier.wait()
        return save_match(match_id, user, copies[index], 1, db=db)

    for _round in range(3):
        outcomes = _run_together(2, tab)
        assert sorted(type(outcome).__name__ for outcome in outcomes) == [
            "StaleMatchError", "int"]
        winner = next(index for index, outcome in enumerate(outcomes) if outcome == 2)
        saved = load_active_match(user, db=db)
        assert (saved.version, saved.record_json) == (2, copies[winner])
        assert isinstance(outcomes[1 - winner], StaleMatchError)
        match_id = start_match(user, "normal", SHORT_RULES, 11, db=db)


def test_eight_tabs_starting_a_match_at_once_leave_one_in_progress(db: Database):
    user = add_user(db, "impatient")

    def tab(index: int, barrier: threading.Barrier) -> str:
        barrier.wait()
        return start_match(user, "easy", SHORT_RULES, index, db=db)

    outcomes = _run_together(THREADS, tab)

    assert all(isinstance(outcome, str) for outcome in outcomes), outcomes
    active = load_active_match(user, db=db)
    assert active is not None and active.id in outcomes
    abandoned = finished_matches(user, db=db)
    assert sorted(m.id for m in abandoned) == sorted(set(outcomes) - {active.id})
    assert {m.outcome.value for m in abandoned} == {"abandoned"}
