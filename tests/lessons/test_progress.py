"""Progress: accuracy per theme, streaks, missed themes coming back, and safe storage."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from lessons import registry
from lessons.euchre.themes import EuchreTheme
from lessons.kit.progress import RECENT, Progress

A, B, C = EuchreTheme.LEFT_BOWER_SUIT, EuchreTheme.TRUMP_LEAD, EuchreTheme.FOLLOW_SUIT


def test_streaks_count_graded_answers_only() -> None:
    progress = Progress()
    for correct in (True, True, None, True, False, True):
        progress = progress.record(A, correct)
    assert progress.streak == 1
    assert progress.best_streak == 3, "a judgment call neither breaks nor extends a streak"
    assert progress.judgment_calls == 1
    assert progress.theme(A).attempts == 5 and progress.theme(A).correct == 4
    assert progress.answered == 5


def test_recording_returns_a_new_value() -> None:
    before = Progress()
    after = before.record(A, True)
    assert before.answered == 0 and after.answered == 1


def test_missed_themes_come_back_more_often() -> None:
    progress = Progress()
    for _ in range(4):
        progress = progress.record(B, False).record(A, True).record(C, True)
    rng = random.Random(5)
    drawn = Counter(progress.pick_theme([A, B, C], rng) for _ in range(3000))
    assert drawn[B] > 2 * drawn[A] and drawn[B] > 2 * drawn[C]
    for _ in range(RECENT):
        progress = progress.record(B, True)
    drawn = Counter(progress.pick_theme([A, B, C], rng) for _ in range(3000))
    assert abs(drawn[B] - drawn[A]) < 300, "once mastered, a theme stops coming back extra"


def test_rows_show_accuracy_per_theme() -> None:
    progress = Progress().record(A, True).record(A, False).record(B, True)
    rows = {row["theme"]: row for row in registry.progress_rows(progress)}
    assert rows[A.label]["accuracy"] == 0.5 and rows[A.label]["answered"] == 2
    assert rows[B.label]["accuracy"] == 1.0
    assert C.label not in rows
    assert rows[A.label]["family"] == "Bower ranking quizzes, Follow-suit puzzles"


def test_a_theme_retired_since_it_was_saved_is_kept_and_not_shown() -> None:
    saved = Progress().record(A, True).to_dict()
    saved["themes"]["a-retired-theme"] = {"attempts": 3, "correct": 1, "recent": []}
    progress = Progress.from_dict(saved)
    assert progress.theme("a-retired-theme").attempts == 3
    assert progress.to_dict()["themes"]["a-retired-theme"]["attempts"] == 3
    assert [row["theme"] for row in registry.progress_rows(progress)] == [A.label]


def test_course_position() -> None:
    progress = Progress().at_step(3, passed="round-1")
    progress = progress.at_step(4, passed="round-2")
    assert progress.course_step == 4
    assert progress.steps_passed == {"round-1", "round-2"}
    assert not progress.course_complete
    assert progress.at_step(9, passed="faq", complete=True).course_complete


def test_round_trip_and_refusals() -> None:
    progress = Progress().at_step(2, "ranking").record(A, True).record(B, False).record(B, None)
    assert Progress.from_dict(progress.to_dict()) == progress
    assert Progress.from_dict(None) == Progress()
    data = progress.to_dict()
    data["themes"][A.value]["correct"] = 9
    with pytest.raises(ValueError, match="not readable"):
        Progress.from_dict(data)
    with pytest.raises(ValueError, match="not readable"):
        Progress.from_dict({"course_step": "three"})


OLD_COURSE = ("deck", "ranking", "round-1", "round-2", "alone", "play", "scoring", "match",
              "tips", "faq")


def test_steps_added_after_a_learner_finished_come_up_as_not_done() -> None:
    """A learner who finished the ten-step course meets the option steps added since: the
    course opens there, the steps passed stay open, and it is not finished until they pass."""
    saved = {"format": 1, "course_step": 9, "steps_passed": list(OLD_COURSE),
             "course_complete": True, "themes": {}, "streak": 0, "best_streak": 0,
             "judgment_calls": 0}
    progress = Progress.from_dict(saved)
    keys = [*OLD_COURSE[:8], "options-play", "options-deck", *OLD_COURSE[8:]]
    assert progress.finished(OLD_COURSE)
    assert not progress.finished(keys)
    assert progress.next_step(keys) == keys.index("options-play")
    assert all(progress.may_open(keys, index) for index in range(len(keys))
               if keys[index] != "options-deck")
    assert not progress.may_open(keys, keys.index("options-deck"))
    progress = progress.at_step(9, passed="options-play").at_step(10, passed="options-deck")
    assert progress.finished(keys)
    assert progress.next_step(keys) == len(keys) - 1


def test_a_new_learner_opens_only_the_first_step() -> None:
    keys = list(OLD_COURSE)
    progress = Progress()
    assert progress.next_step(keys) == 0
    assert [progress.may_open(keys, index) for index in range(3)] == [True, False, False]
    assert not progress.may_open(keys, len(keys)) and not progress.may_open(keys, -1)
    progress = progress.at_step(1, passed="deck")
    assert progress.next_step(keys) == 1 and progress.may_open(keys, 1)
    assert not progress.finished(keys)
