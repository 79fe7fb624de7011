"""Expert's work in the server's worker pool: the same decisions as in place, and another
session's work goes on while Expert thinks."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest

from euchre import Match
from euchre.bots import Difficulty
from table import bot_work
from table.bot_work import BotJob, Purpose
from table.players import ADVICE, decision_seed
from table.session import TableSession

SEEDS = (3, 8, 21)


@pytest.fixture
def pool(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A pool of two worker processes, stopped after the test."""
    monkeypatch.setenv(bot_work.WORKERS_ENV, "2")
    bot_work.warm_up()
    try:
        yield
    finally:
        bot_work.shutdown()


def expert_jobs(seed: int) -> list[BotJob]:
    """Expert's advice for the seat to act at every position of a seeded hand (bids, the
    discard, the card play). Expert does a fixed amount of work per decision, so its
    figures do not depend on the machine's load."""
    match = Match.new(seed=seed)
    jobs = []
    while not match.hand_over:
        seat = match.to_act
        move = len(match.current.history)
        job_seed = decision_seed(seed, 1, move, ADVICE)
        jobs.append(BotJob(Purpose.ADVICE, Difficulty.NORMAL, job_seed, match.view(seat),
                           "euchre"))
        match = match.apply(match.legal_actions()[-1])
    return jobs


def test_the_pool_decides_exactly_as_the_server_process_would(pool: None) -> None:
    for seed in SEEDS:
        for job in expert_jobs(seed):
            pooled, direct = bot_work.decide(job), job.run()
            assert pooled == direct  # the action and the whole explanation, figures too
            assert pooled.explanation.to_dict() == direct.explanation.to_dict()


def play_hand_with_hints_and_review(seed: int) -> TableSession:
    """A Normal-level hand: a hint at every other decision of South, then the review."""
    table = TableSession.start("euchre", Difficulty.NORMAL, seed=seed)
    asked = 0
    while not table.match.hand_over:
        if table.users_turn:
            if asked % 2 == 0:
                table = table.with_hint()
            asked += 1
            table = table.play_user(table.hand.legal_actions()[0], table.position)
        else:
            table = table.take_step()
    while table.next_step() is not None:
        table = table.take_step()
    return table


def test_hints_and_reviews_through_the_pool_match_the_direct_path(
        pool: None, monkeypatch: pytest.MonkeyPatch) -> None:
    pooled = play_hand_with_hints_and_review(5)
    monkeypatch.setenv(bot_work.WORKERS_ENV, "0")
    direct = play_hand_with_hints_and_review(5)
    assert pooled.reviews and pooled.hints
    assert (pooled.reviews, pooled.hints, pooled.bot_turns) == (
        direct.reviews, direct.hints, direct.bot_turns)


def busy_units(stop: threading.Event, done: list[int]) -> None:
    """Another session's simple Python work: small units, counted as they finish."""
    while not stop.is_set():
        sum(range(2_000))
        done[0] += 1


def test_a_session_waiting_for_expert_leaves_the_server_process_free(pool: None) -> None:
    """The CPU a review costs the server process's session thread (whose GIL every other
    session shares), in place and through the pool; another session runs meanwhile."""
    jobs = [job for seed in (8, 9, 10) for job in expert_jobs(seed)  # three hands' reviews,
            if len(job.view.legal_actions) > 1]  # the decisions with a choice
    started = time.thread_time()
    for job in jobs:
        job.run()
    in_place = time.thread_time() - started

    stop, done = threading.Event(), [0]
    other = threading.Thread(target=busy_units, args=(stop, done))
    other.start()
    started = time.thread_time()
    try:
        for job in jobs:
            bot_work.decide(job)
        waiting = time.thread_time() - started
    finally:
        stop.set()
        other.join()

    assert in_place > 0.2, in_place  # Expert's review is real work in place...
    assert waiting < 0.1 * in_place, (waiting, in_place)  # ...and next to none here
    assert done[0] > 0


def test_a_review_sends_the_whole_hand_to_the_workers_at_once(
        pool: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first review step starts every decision of the hand in the pool; the later
    steps find theirs done and send nothing more."""
    from table.session import Step

    table = TableSession.start("euchre", Difficulty.NORMAL, seed=7)
    while not table.match.hand_over or table.next_step() is not Step.REVIEW:
        if table.users_turn:
            table = table.play_user(table.hand.legal_actions()[0], table.position)
        else:
            table = table.take_step()
    sent: list[BotJob] = []
    submit = bot_work._submit

    def counting_submit(pool, fn, *args):
        sent.extend(arg for arg in args if isinstance(arg, BotJob))
        return submit(pool, fn, *args)

    monkeypatch.setattr(bot_work, "_submit", counting_submit)
    points = len(table.decision_points())
    table = table.take_step()  # the first reviewed decision
    assert len(sent) == points > 1
    waited = time.monotonic()
    while not all(bot_work.ready(job) for job in sent[1:]) and time.monotonic() - waited < 60:
        time.sleep(0.05)
    table = table.take_step()  # every answer is there: the rest of the review in one step
    assert len(table.reviews_of_hand()) == points and table.next_step() is not Step.REVIEW
    assert len(sent) == points and not bot_work._ahead


def test_a_decision_the_workers_do_not_answer_in_time_is_taken_in_place(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker stuck on something else (here: asleep) does not hold the table: past the
    deadline the decision is taken in the server process, and it is the same decision."""
    monkeypatch.setenv(bot_work.WORKERS_ENV, "1")
    monkeypatch.setattr(bot_work, "WORKER_DEADLINE_SECONDS", 1.0)
    try:
        bot_work.warm_up()
        pool = bot_work._executor()
        assert pool is not None
        stuck = bot_work._submit(pool, time.sleep, 60)
        job = expert_jobs(SEEDS[0])[0]
        started = time.monotonic()
        decision = bot_work.decide(job)
        waited = time.monotonic() - started
        assert decision == job.run()
        assert 1.0 <= waited < 5.0, waited
        assert not stuck.done()
    finally:
        bot_work.shutdown(grace_seconds=0.5)
