"""The first drill of every family is valued when the server starts (its starter), and the
Train page gives a session its family's starter first: no learner waits for it."""

from __future__ import annotations

import time

import pytest

from lessons.drill_pool import drill_families, drill_pool, starter_key, warm_drills
from lessons.kit.families import DrillFamily
from lessons.kit.themes import Tier
from tests.app.train_support import open_train

SAMPLES = "6"  # a quick Expert: the starters are the point here, not their figures


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_DRILL_SAMPLES", SAMPLES)


def test_the_warm_up_values_a_starter_for_every_drill_family_and_tier() -> None:
    seconds = warm_drills()
    for family in drill_families():
        for tier in Tier:
            key = starter_key(family, tier)
            assert key == starter_key(family, tier), "the same starter in every process"
            assert key.family is family and key.theme in family.themes(tier)
            assert drill_pool(family).ready(key) and key.id in seconds


@pytest.mark.parametrize("family", drill_families(), ids=lambda family: family.id)
def test_a_sessions_first_drill_is_its_familys_starter_and_is_shown_at_once(
        family: DrillFamily) -> None:
    warm_drills((family,))
    started = time.perf_counter()
    app = open_train(family, Tier.BEGINNER)
    assert time.perf_counter() - started < 10  # the page runs; the drill was ready
    assert app.session_state["train_current"] == starter_key(family, Tier.BEGINNER)
    assert not app.exception
