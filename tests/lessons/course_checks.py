"""What every course test asks of a step's checks: the right answer is graded right, every
other choice (and, where several are right, a right one left out) wrong with the reason, no
answer is not right, and an unknown one is refused. A first wrong try gets a hint, not the
answer; the answer and its reason come with the next wrong try."""

from __future__ import annotations

import pytest

from lessons.kit.course import REVEAL_ON, Step


def assert_checks_grade(step: Step) -> None:
    for check in step.checks:
        assert check.answer and check.answer <= set(check.choices)
        assert len(set(check.choices)) == len(check.choices)
        assert len(check.choices) >= 3, f"{check.key}: a two-way check is passed by guessing"
        right = sorted(check.answer) if check.multi else next(iter(check.answer))
        result = check.grade(right)
        assert result.correct and result.message == f"Right. {check.why}"
        wrong: list[str | list[str]] = [
            [choice] if check.multi else choice
            for choice in check.choices if choice not in check.answer]
        if check.multi and len(check.answer) > 1:
            wrong.append(sorted(check.answer)[1:])  # one right choice left out
        assert wrong, f"{check.key} cannot be answered wrong"
        for answer in wrong:
            first = check.grade(answer)
            assert not first.correct and first.message.startswith("Not quite — ")
            assert "the answer is" not in first.message and check.why not in first.message, (
                "a first wrong try is given a hint, not the answer")
            assert first.message == f"Not quite — {check.hint} Try again.", (
                "a first wrong try is given the check's own hint")
            result = check.grade(answer, attempt=REVEAL_ON)
            assert not result.correct
            assert result.message.startswith("Not quite — the answer is")
            assert check.why in result.message
        assert not check.grade(None).correct
        with pytest.raises(ValueError):
            check.grade("not a choice")
