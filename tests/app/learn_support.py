"""What the Learn page's course tests share: opening the page, choosing a course, and
answering a step's checks right or wrong."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from lessons.kit.course import Step
from lessons.registry import course_for

ROOT = Path(__file__).resolve().parents[2]


def open_learn(course: str | None = None) -> AppTest:
    """The app on the Learn page, opened with ``?course=<course>`` when given."""
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60).run()
    if course is not None:
        app.query_params["course"] = course
    app.switch_page("pages/learn.py").run()
    assert not app.exception
    return app


def choose_course(app: AppTest, game_id: str) -> None:
    """Pick ``game_id``'s course with the chooser at the top (the four-handed one first)."""
    chooser = app.segmented_control(key="learn_course")
    assert chooser.value == "euchre", "the four-handed course comes first"
    assert [option.content for option in chooser.proto.options] == [
        "Euchre (four players)", "Cutthroat (three players)",
        "Buck Euchre (each for themselves)", "Five Hundred (bidding to 500)"]
    chooser.set_value(game_id).run()
    assert not app.exception
    assert app.title[0].value == course_for(game_id).title


def answer_all(app: AppTest, step: Step, right: bool) -> None:
    """Answer every check of ``step`` (the first one wrong unless ``right``), then check."""
    for number, check in enumerate(step.checks):
        key = f"learn-{step.key}-{check.key}"
        answer = sorted(check.answer)
        if not right and number == 0:
            answer = [next(choice for choice in check.choices if choice not in check.answer)]
        if check.multi:
            app.pills(key=key).set_value(answer)
        else:
            app.radio(key=key).set_value(answer[0])
    app.button(key=f"learn-check-{step.key}").click().run()
    assert not app.exception
