"""The Learn page's Buck Euchre course: chosen at the top or opened by a link, every step
shown with its examples and checks, graded like the other courses and remembered by its own
step keys."""

from __future__ import annotations

from lessons.buck.course import build_buck_course
from lessons.euchre.course import build_course
from tests.app.learn_support import answer_all, choose_course, open_learn
from ui.lesson_widgets import red_suits

COURSE = build_buck_course()
FOUR_HANDED = build_course()


def _shown_text(app) -> str:
    return " ".join(str(element.value) for kind in ("markdown", "caption")
                    for element in app.get(kind))


def test_a_learner_works_through_every_buck_step() -> None:
    app = open_learn()
    choose_course(app, "buck")
    assert app.title[0].value == "Learn Buck Euchre"
    for number, step in enumerate(COURSE):
        assert app.header[0].value == step.title
        assert f"Step {number + 1} of {len(COURSE)}" in app.get("progress")[0].proto.text
        assert f"**{step.examples[0].caption}**" in _shown_text(app)
        for check in step.checks:
            key = f"learn-{step.key}-{check.key}"
            widget = app.pills(key=key) if check.multi else app.radio(key=key)
            assert widget.label == red_suits(check.question)
        if number == 0:
            answer_all(app, step, right=False)
            check = step.checks[0]
            assert all(error.value.endswith("Try again.")
                       and red_suits(check.why) not in error.value
                       for error in app.error), "a first wrong try gets a hint"
            answer_all(app, step, right=False)
            assert any(error.value.startswith("Not quite — the answer is")
                       and red_suits(check.why) in error.value for error in app.error)
            assert app.button(key="learn-next").disabled, "a wrong answer must not unlock"
        answer_all(app, step, right=True)
        rights = [s.value for s in app.success if s.value.startswith("Right.")]
        assert len(rights) == len(step.checks), step.key
        assert not app.error
        if number < len(COURSE) - 1:
            app.button(key="learn-next").click().run()
            assert not app.exception
    assert any(s.value == "You have finished the Buck Euchre (each for themselves) course."
               for s in app.success)
    links = {link.proto.label: link.proto for link in app.get("page_link")}
    assert "Play a match" in links
    assert "family=drop-out" in links["Buck Euchre: dropping out"].query_string
    assert "Bidding drills" not in links, "the four-handed drills are not Buck's"
    progress = app.session_state["learner_progress"]
    assert progress.finished([step.key for step in COURSE])
    assert progress.course_step == 0 and not progress.course_complete

    app.switch_page("pages/progress.py").run()
    bars = [bar.proto.text for bar in app.get("progress")]
    assert bars == [f"Euchre (four players): 0 of {len(FOUR_HANDED)} steps passed",
                    f"Buck Euchre (each for themselves): {len(COURSE)} of {len(COURSE)} steps "
                    "passed — course complete"]


def test_a_link_opens_the_buck_course() -> None:
    app = open_learn(course="buck")
    assert app.title[0].value == "Learn Buck Euchre"
    assert app.header[0].value == COURSE[0].title
    assert app.button(key=f"learn-goto-{COURSE[1].key}").disabled
