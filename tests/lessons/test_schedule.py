"""The spaced-repetition schedule of themes: answers are reviews, due themes come first."""

from __future__ import annotations

import random
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest
from fsrs import Rating

from lessons.euchre.families import CARD_PLAY, RANKING
from lessons.kit.families import ExerciseFamily
from lessons.kit.progress import Progress
from lessons.kit.schedule import SLOW_SECONDS, ThemeSchedule, review_rating
from lessons.kit.themes import Theme, Tier

START = datetime(2026, 5, 4, 9, tzinfo=UTC)


def test_an_answer_is_a_review_right_good_slow_or_hinted_hard_wrong_again() -> None:
    assert review_rating(True) is Rating.Good
    assert review_rating(True, seconds=SLOW_SECONDS - 1) is Rating.Good
    assert review_rating(True, seconds=SLOW_SECONDS + 1) is Rating.Hard
    assert review_rating(True, hinted=True) is Rating.Hard
    assert review_rating(False) is Rating.Again
    assert review_rating(False, hinted=True, seconds=1) is Rating.Again


def test_a_missed_theme_is_due_sooner_than_a_hard_one_and_a_hard_one_than_a_good_one() -> None:
    schedule = ThemeSchedule()
    for _ in range(3):  # three right answers put the good theme into review (days)
        schedule = schedule.review("good", Rating.Good, START)
        schedule = schedule.review("hard", Rating.Good, START)
    schedule = schedule.review("good", Rating.Good, START + timedelta(days=1))
    schedule = schedule.review("hard", Rating.Hard, START + timedelta(days=1))
    schedule = schedule.review("missed", Rating.Again, START + timedelta(days=1))
    assert (schedule.due_at("missed") < schedule.due_at("hard") < schedule.due_at("good"))
    assert schedule.due_at("never") is None
    assert schedule.due(["never", "missed"], START + timedelta(days=2)) == ("missed",)


def test_the_schedule_survives_its_json_form_and_refuses_a_broken_card() -> None:
    schedule = ThemeSchedule().review("a", Rating.Again, START).review("b", Rating.Good, START)
    again = ThemeSchedule.from_dict(schedule.to_dict())
    assert again.to_dict() == schedule.to_dict()
    assert again.due_at("a") == schedule.due_at("a")
    with pytest.raises(ValueError, match="not readable"):
        ThemeSchedule.from_dict({"a": {"state": 1}})


def simulate(family: ExerciseFamily, tier: Tier, missed: Theme, *, scheduled: bool,
             answers: int = 240, seconds: int = 40, seed: int = 7) -> Counter[Theme]:
    """A learner who always misses ``missed`` and answers every other theme right, one
    exercise every ``seconds``: how often each theme was drawn."""
    rng = random.Random(seed)
    progress, schedule, now = Progress(), ThemeSchedule(), START
    drawn: Counter[Theme] = Counter()
    for _ in range(answers):
        key = family.next_key(tier, progress, rng, schedule=schedule if scheduled else None,
                              now=now)
        correct = key.theme != missed
        drawn[key.theme] += 1
        progress = progress.record(key.theme, correct)
        schedule = schedule.review(key.theme, review_rating(correct), now)
        now += timedelta(seconds=seconds)
    return drawn


@pytest.mark.parametrize(("family", "tier"), [(RANKING, Tier.BEGINNER),
                                              (CARD_PLAY, Tier.INTERMEDIATE)])
def test_a_missed_theme_is_drawn_more_often_than_a_mastered_one(family, tier) -> None:
    themes = family.themes(tier)
    missed = themes[0]
    drawn = simulate(family, tier, missed, scheduled=True)
    mastered = max(count for theme, count in drawn.items() if theme != missed)
    assert drawn[missed] > 2 * mastered
    assert set(drawn) == set(themes), "every theme still comes up"


def test_with_many_themes_the_schedule_brings_a_missed_one_back_more_than_misses_alone() -> None:
    tier = Tier.INTERMEDIATE
    missed = CARD_PLAY.themes(tier)[0]
    scheduled = simulate(CARD_PLAY, tier, missed, scheduled=True)
    unscheduled = simulate(CARD_PLAY, tier, missed, scheduled=False)
    assert scheduled[missed] > unscheduled[missed]


def test_a_theme_due_again_is_drawn_before_any_other() -> None:
    tier = Tier.INTERMEDIATE
    themes = CARD_PLAY.themes(tier)
    schedule, progress = ThemeSchedule(), Progress()
    for theme in themes:
        correct = theme != themes[5]
        schedule = schedule.review(theme, review_rating(correct), START)
        progress = progress.record(theme, correct)
    rng = random.Random(11)
    later = START + timedelta(minutes=2)
    drawn = Counter(CARD_PLAY.next_key(tier, progress, rng, schedule=schedule, now=later).theme
                    for _ in range(30))
    assert drawn == {themes[5]: 30}
    without = Counter(CARD_PLAY.next_key(tier, progress, rng).theme for _ in range(300))
    assert without[themes[5]] < 100, "by misses alone it would come up about one time in six"


def test_a_focus_theme_chosen_by_the_learner_wins_over_due_themes() -> None:
    themes = RANKING.themes(Tier.BEGINNER)
    schedule = ThemeSchedule().review(themes[0], Rating.Again, START)
    later = START + timedelta(minutes=5)
    rng = random.Random(3)
    assert {RANKING.next_key(Tier.BEGINNER, Progress(), rng, schedule=schedule,
                             now=later).theme for _ in range(20)} == {themes[0]}
    focused = {RANKING.next_key(Tier.BEGINNER, Progress(), rng, themes[1], schedule=schedule,
                                now=later).theme for _ in range(20)}
    assert focused == {themes[1]}
