"""The Learn page as a new learner uses it: every step, wrong answers first, then right ones."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from lessons.euchre.course import build_course
from ui.lesson_widgets import red_suits

ROOT = Path(__file__).resolve().parents[2]
COURSE = build_course()


def _open_learn() -> AppTest:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60).run()
    app.switch_page("pages/learn.py").run()
    assert not app.exception
    return app


def _answer(app: AppTest, step, check, choice) -> None:
    key = f"learn-{step.key}-{check.key}"
    if check.multi:
        app.pills(key=key).set_value(list(choice))
    else:
        app.radio(key=key).set_value(choice)


def _answer_all(app: AppTest, step, right: bool) -> None:
    for number, check in enumerate(step.checks):
        answer = sorted(check.answer)
        if not right and number == 0:
            wrong = [c for c in check.choices if c not in check.answer]
            answer = wrong[:1] or answer[1:]
        _answer(app, step, check, answer if check.multi else answer[0])
    app.button(key=f"learn-check-{step.key}").click().run()
    assert not app.exception


def test_a_new_learner_walks_through_the_whole_course() -> None:
    app = _open_learn()
    for index, step in enumerate(COURSE):
        assert app.header[0].value == step.title
        assert f"Step {index + 1} of {len(COURSE)}" in app.get("progress")[0].proto.text
        if index < len(COURSE) - 1:
            assert app.button(key="learn-next").disabled

        _answer_all(app, step, right=False)
        first = step.checks[0]
        errors = [error.value for error in app.error]
        assert errors and all(message.endswith("Try again.")
                              and red_suits(first.why) not in message
                              for message in errors), "a first wrong try gets a hint"
        assert red_suits(f"Not quite — {first.hint} Try again.") in errors, (
            "the hint is the check's own")
        _answer_all(app, step, right=False)
        errors = [error.value for error in app.error]
        assert any(message.startswith("Not quite — the answer is")
                   and red_suits(first.why) in message
                   for message in errors), errors
        if index < len(COURSE) - 1:
            assert app.button(key="learn-next").disabled, "a wrong answer must not unlock"

        _answer_all(app, step, right=True)
        successes = [success.value for success in app.success]
        assert len([s for s in successes if s.startswith("Right.")]) == len(step.checks)
        assert not app.error
        if index < len(COURSE) - 1:
            assert not app.button(key="learn-next").disabled
            app.button(key="learn-next").click().run()
    assert any("You have finished the course" in s.value for s in app.success)
    labels = [link.proto.label for link in app.get("page_link")]
    assert "Play a match" in labels and "Bidding drills" in labels
    assert app.session_state["learner_progress"].course_complete


def test_feedback_on_an_answer_goes_away_once_the_answer_changes() -> None:
    app = _open_learn()
    step = COURSE[0]
    _answer_all(app, step, right=False)
    assert len(app.error) == 1
    first = step.checks[0]
    _answer(app, step, first, sorted(first.answer) if first.multi else sorted(first.answer)[0])
    app.run()
    assert not app.error, "the old verdict no longer applies to the new answer"
    assert len(app.success) == len(step.checks) - 1  # the other answers are unchanged


def test_the_course_remembers_where_the_learner_stopped_and_locks_later_steps() -> None:
    app = _open_learn()
    for step in COURSE[:2]:
        _answer_all(app, step, right=True)
        app.button(key="learn-next").click().run()
    assert app.header[0].value == COURSE[2].title
    assert app.button(key=f"learn-goto-{COURSE[4].key}").disabled
    assert not app.button(key=f"learn-goto-{COURSE[0].key}").disabled

    app.switch_page("pages/home.py").run()
    app.switch_page("pages/learn.py").run()
    assert app.header[0].value == COURSE[2].title

    app.button(key=f"learn-goto-{COURSE[0].key}").click().run()
    assert app.header[0].value == COURSE[0].title
    assert not app.button(key="learn-next").disabled, "a passed step stays passed"


def test_the_tips_link_each_habit_to_its_drill_theme() -> None:
    app = _open_learn()
    for step in COURSE[:-2]:
        _answer_all(app, step, right=True)
        app.button(key="learn-next").click().run()
    assert app.header[0].value == "Strategy tips"
    links = [link for link in app.get("page_link") if link.proto.label.startswith("Practise")]
    tips = COURSE[-2].tips
    assert len(links) == len(tips)
    for link, tip in zip(links, tips, strict=True):
        assert tip.theme.label in link.proto.label
        assert f"theme={tip.theme.value}" in link.proto.query_string


def test_every_answer_pill_is_drawn_alike() -> None:
    """Pills show their choice as plain text: no suit split off as an icon (Streamlit
    would draw a leading ♣ or ♠ apart, with a gap), no red label (a red pill looks
    selected), so ♣ clubs, ♦ diamonds, ♥ hearts and ♠ spades read the same."""
    app = _open_learn()
    seen = 0
    for index, step in enumerate(COURSE):
        for check in step.checks:
            if check.multi:
                options = app.pills(key=f"learn-{step.key}-{check.key}").proto.options
                assert [option.content_icon for option in options] == [""] * len(options)
                contents = [option.content.replace("\u00a0", " ") for option in options]
                assert contents == list(check.choices), contents
                seen += 1
        if index < len(COURSE) - 1:
            _answer_all(app, step, right=True)
            app.button(key="learn-next").click().run()
    assert seen >= 3
