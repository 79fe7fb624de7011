"""A few first drills of every family and tier are valued when the server starts (its
starters), and the Train page gives a session one of its family's starters first, drawn
by the session: no learner waits for it, and learners do not all meet the same one."""

from __future__ import annotations

import time

import pytest

from lessons.drill_pool import STARTERS, drill_families, drill_pool, starter_keys, warm_drills
from lessons.euchre.families import BIDDING
from lessons.kit.families import DrillFamily
from lessons.kit.themes import Tier
from tests.app.train_support import open_train

SAMPLES = "6"  # a quick Expert: the starters are the point here, not their figures


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_DRILL_SAMPLES", SAMPLES)


def test_the_warm_up_values_the_starters_of_every_drill_family_and_tier() -> None:
    seconds = warm_drills()
    for family in drill_families():
        for tier in Tier:
            keys = starter_keys(family, tier)
            assert keys == starter_keys(family, tier), "the same starters in every process"
            assert len(keys) == STARTERS[tier] > 1
            for key in keys:
                assert key.family is family and key.theme in family.themes(tier)
                assert drill_pool(family).ready(key) and key.id in seconds
            # every tier's first starter is ready before any tier's second
            assert max(seconds[starter_keys(family, t)[0].id] for t in Tier) <= min(
                seconds[starter_keys(family, t)[1].id] for t in Tier)


@pytest.mark.parametrize("family", drill_families(), ids=lambda family: family.id)
def test_a_sessions_first_drill_is_one_of_its_familys_starters_and_is_shown_at_once(
        family: DrillFamily) -> None:
    warm_drills((family,))
    started = time.perf_counter()
    app = open_train(family, Tier.BEGINNER)
    assert time.perf_counter() - started < 10  # the page runs; the drill was ready
    assert app.session_state["train_current"] in starter_keys(family, Tier.BEGINNER)
    assert not app.exception


def test_sessions_do_not_all_start_with_the_same_drill() -> None:
    warm_drills((BIDDING,))
    firsts = {open_train(BIDDING, Tier.BEGINNER, seed=seed).session_state["train_current"]
              for seed in range(8)}
    assert len(firsts) > 1 and firsts <= set(starter_keys(BIDDING, Tier.BEGINNER))
