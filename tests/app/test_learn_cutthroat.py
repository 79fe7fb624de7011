"""The Learn page's Cutthroat course: chosen at the top, graded like the four-handed one,
remembered by its own step keys without moving the four-handed course."""

from __future__ import annotations

from lessons.cutthroat.course import build_cutthroat_course
from lessons.euchre.course import build_course
from tests.app.learn_support import answer_all, choose_course, open_learn
from ui.lesson_widgets import red_suits

COURSE = build_cutthroat_course()
FOUR_HANDED = build_course()


def test_a_learner_switches_to_cutthroat_and_passes_its_first_step() -> None:
    app = open_learn()
    assert app.header[0].value == FOUR_HANDED[0].title
    choose_course(app, "cutthroat")
    assert app.title[0].value == "Learn Cutthroat"
    first, second = COURSE[0], COURSE[1]
    assert app.header[0].value == first.title
    assert f"Step 1 of {len(COURSE)}" in app.get("progress")[0].proto.text
    assert app.button(key="learn-next").disabled
    assert app.button(key=f"learn-goto-{second.key}").disabled

    answer_all(app, first, right=False)
    check = first.checks[0]
    errors = [error.value for error in app.error]
    assert errors and all(message.endswith("Try again.") and red_suits(check.why) not in message
                          for message in errors), "a first wrong try gets a hint"
    answer_all(app, first, right=False)
    errors = [error.value for error in app.error]
    assert any(message.startswith("Not quite — the answer is") and red_suits(check.why) in message
               for message in errors), errors
    assert app.button(key="learn-next").disabled, "a wrong answer must not unlock"

    answer_all(app, first, right=True)
    successes = [success.value for success in app.success]
    assert len([s for s in successes if s.startswith("Right.")]) == len(first.checks)
    assert not app.error
    assert not app.button(key="learn-next").disabled
    assert not app.button(key=f"learn-goto-{second.key}").disabled
    app.button(key="learn-next").click().run()
    assert app.header[0].value == second.title

    progress = app.session_state["learner_progress"]
    assert first.key in progress.steps_passed
    assert progress.course_step == 0 and not progress.course_complete

    app.switch_page("pages/progress.py").run()
    bars = [bar.proto.text for bar in app.get("progress")]
    assert bars == [f"Euchre (four players): 0 of {len(FOUR_HANDED)} steps passed",
                    f"Cutthroat (three players): 1 of {len(COURSE)} steps passed"]

    app.switch_page("pages/learn.py").run()
    app.segmented_control(key="learn_course").set_value("euchre").run()
    assert app.title[0].value == "Learn Euchre"
    assert app.header[0].value == FOUR_HANDED[0].title, "the four-handed course did not move"
    assert app.button(key="learn-next").disabled


def test_the_chosen_course_and_its_step_survive_a_visit_to_another_page() -> None:
    app = open_learn()
    choose_course(app, "cutthroat")
    answer_all(app, COURSE[0], right=True)
    app.button(key="learn-next").click().run()
    app.switch_page("pages/home.py").run()
    app.switch_page("pages/learn.py").run()
    assert app.title[0].value == "Learn Cutthroat"
    assert app.header[0].value == COURSE[1].title


def test_a_link_opens_the_cutthroat_course() -> None:
    app = open_learn(course="cutthroat")
    assert app.title[0].value == "Learn Cutthroat"
    assert app.header[0].value == COURSE[0].title
