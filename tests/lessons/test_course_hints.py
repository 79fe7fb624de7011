"""Every check of every course has a hint of its own, said after a first wrong try: it points
at the idea without giving the answer, and no two checks share one."""

from __future__ import annotations

from collections import Counter

from lessons import registry
from lessons.kit.course import Check


def _checks() -> list[tuple[str, str, Check]]:
    return [(course.game_id, step.key, check) for course in registry.courses()
            for step in course.steps for check in step.checks]


def test_every_course_is_covered() -> None:
    assert {game_id for game_id, _, _ in _checks()} == {
        "euchre", "cutthroat", "buck", "five_hundred"}


def test_every_check_has_its_own_hint() -> None:
    checks = _checks()
    missing = [f"{game}/{step}/{check.key}" for game, step, check in checks if not check.hint]
    assert not missing, f"checks without a hint: {missing}"
    shared = [hint for hint, count in Counter(check.hint for _, _, check in checks).items()
              if count > 1]
    assert not shared, f"hints shared by several checks: {shared}"


def test_a_first_wrong_try_says_the_hint_and_not_the_answer() -> None:
    for game, step, check in _checks():
        wrong = [choice for choice in check.choices if choice not in check.answer]
        if check.multi:  # a wrong choice, or (where every choice is right) one left out
            result = check.grade(wrong[:1] or sorted(check.answer)[1:])
        else:
            result = check.grade(wrong[0])
        assert result.message == f"Not quite — {check.hint} Try again.", (game, step)
        assert check.why not in check.hint and "the answer is" not in check.hint
        if not check.multi:
            (answer,) = check.answer
            assert f" {answer} " not in f" {check.hint.rstrip('.')} ", (game, step, check.key)
