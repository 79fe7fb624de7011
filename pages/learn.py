"""Learn: the rules step by step, each step ending with a check — four-handed Euchre by
default, or the Cutthroat, Buck Euchre or Five Hundred course chosen at the top (or opened with
``?course=cutthroat`` / ``?course=buck`` / ``?course=five_hundred``).

Each game's course (``lessons.registry``) supplies the text, the example tables and the checks,
whose answers come from the engines. The page only shows them, grades through
``Check.grade`` and remembers how far the learner got.
"""

from __future__ import annotations

import streamlit as st

from lessons import registry
from lessons.kit.course import Check, CheckResult, Course, Step
from ui.lesson_widgets import (
    inject_css,
    load_progress,
    pill_label,
    red_suits,
    save_progress,
    show_example,
)
from ui.shell import ensure_app_shell

ensure_app_shell()

VIEW_KEY = "learn_view"
RESULTS_KEY = "learn_results"
TRIES_KEY = "learn_wrong_tries"  # per check: wrong answers so far (a hint first, then the answer)
COURSE_KEY = "learn_course"  # the chooser widget
CHOSEN_KEY = "learn_course_chosen"  # the choice, kept while the learner visits other pages


def _view_key(course: Course) -> str:
    """Where the step on view is kept: each course keeps its own."""
    return VIEW_KEY if course.main else f"{VIEW_KEY}-{course.game_id}"


def _remember_course() -> None:
    st.session_state[CHOSEN_KEY] = st.session_state[COURSE_KEY]


def _chosen_course() -> Course:
    """The course picked with the chooser; a ``?course=<game>`` link picks it once."""
    wanted = st.query_params.pop("course", None)
    courses = registry.courses()
    if wanted in {course.game_id for course in courses}:
        st.session_state[CHOSEN_KEY] = wanted
    chosen = st.session_state.get(CHOSEN_KEY, courses[0].game_id)
    st.session_state[COURSE_KEY] = chosen
    return registry.course_for(chosen)


def _answer_key(step: Step, check: Check) -> str:
    return f"learn-{step.key}-{check.key}"


def _results() -> dict[str, tuple[frozenset[str], CheckResult]]:
    """Per check: the answer that was graded and its result."""
    return st.session_state.get(RESULTS_KEY, {})


def _answer(key: str) -> frozenset[str]:
    picked = st.session_state.get(key)
    if picked is None:
        return frozenset()
    return frozenset({picked}) if isinstance(picked, str) else frozenset(picked)


def _go_to(view_key: str, index: int) -> None:
    st.session_state[view_key] = index


def _check_step(game_id: str, index: int) -> None:
    """Grade every check of step ``index`` of a course; pass the step when all are right."""
    course = registry.course_for(game_id)
    step = course.steps[index]
    results = dict(_results())
    wrong_tries = dict(st.session_state.get(TRIES_KEY, {}))
    for check in step.checks:
        key = _answer_key(step, check)
        result = check.grade(st.session_state.get(key), attempt=wrong_tries.get(key, 0) + 1)
        if not result.correct and _answer(key):
            wrong_tries[key] = wrong_tries.get(key, 0) + 1
        results[key] = (_answer(key), result)
    st.session_state[RESULTS_KEY] = results
    st.session_state[TRIES_KEY] = wrong_tries
    if all(results[_answer_key(step, check)][1].correct for check in step.checks):
        save_progress(course.passed(load_progress(), step.key))


def _show_check(step: Step, check: Check, locked: bool) -> None:
    key = _answer_key(step, check)
    if check.multi:
        st.pills(red_suits(check.question), check.choices, selection_mode="multi", key=key,
                 disabled=locked, format_func=pill_label)
        st.caption("Select every right answer.")
    else:
        st.radio(red_suits(check.question), check.choices, index=None, key=key, disabled=locked,
                 format_func=red_suits)
    graded = _results().get(key)
    if graded is not None and graded[0] == _answer(key):  # feedback goes once the answer changes
        result = graded[1]
        (st.success if result.correct else st.error)(red_suits(result.message))


def _show_tips(step: Step) -> None:
    for tip in step.tips:
        with st.container(border=True):
            st.markdown(red_suits(tip.text))
            family = registry.families_practising(tip.theme)[0]
            st.page_link(
                "pages/train.py",
                label=f"Practise: {tip.theme.label} ({family.label.lower()})",
                icon=":material/fitness_center:",
                query_params={"family": family.id, "theme": tip.theme.value},
            )


def _show_finish(chosen: Course) -> None:
    """The end of a course: links to the Train families that practise its game, and Play."""
    if chosen.main:
        st.success("You have finished the course. Time to train and play!")
    else:
        st.success(f"You have finished the {chosen.label} course.")
    lessons = registry.lessons_for(chosen.game_id)
    families = lessons.families if lessons is not None else ()
    if families:
        columns = st.columns(len(families))
        for column, family in zip(columns, families, strict=True):
            column.page_link("pages/train.py", label=family.label,
                             icon=":material/fitness_center:",
                             query_params={"family": family.id})
    st.page_link("pages/play.py", label="Play a match", icon=":material/playing_cards:")


def main() -> None:
    inject_css()
    chosen = _chosen_course()
    course = chosen.steps
    view_key = _view_key(chosen)
    progress = load_progress()
    keys = chosen.keys
    reachable = progress.next_step(keys)
    if view_key not in st.session_state:
        st.session_state[view_key] = reachable
    index = st.session_state[view_key]
    if not progress.may_open(keys, index):
        index = reachable
    step = course[index]
    passed = step.key in progress.steps_passed

    st.title(chosen.title)
    st.segmented_control("Course", [item.game_id for item in registry.courses()], key=COURSE_KEY,
                         format_func=lambda game_id: registry.course_for(game_id).label,
                         required=True,
                         on_change=_remember_course)
    st.progress((index + 1) / len(course), text=f"Step {index + 1} of {len(course)}: {step.title}")
    with st.expander("Course outline"):
        for number, item in enumerate(course):
            mark = "✅" if item.key in progress.steps_passed else "▫️"
            st.button(f"{mark} {number + 1}. {item.title}", key=f"learn-goto-{item.key}",
                      on_click=_go_to, args=(view_key, number),
                      disabled=not progress.may_open(keys, number),
                      type="tertiary")

    st.header(step.title)
    st.markdown(red_suits(step.text))
    for example in step.examples:
        show_example(example)
    if step.tips:
        _show_tips(step)
    for question, answer in step.faq:
        with st.expander(question, expanded=True):
            st.markdown(red_suits(answer))

    st.subheader("Check")
    for check in step.checks:
        _show_check(step, check, locked=False)
    st.button("Check my answers", key=f"learn-check-{step.key}", type="primary",
              on_click=_check_step, args=(chosen.game_id, index))

    previous, following = st.columns(2)
    previous.button("← Previous step", key="learn-previous", disabled=index == 0,
                    on_click=_go_to, args=(view_key, index - 1))
    if index < len(course) - 1:
        following.button("Next step →", key="learn-next", disabled=not passed,
                         on_click=_go_to, args=(view_key, index + 1))
        if not passed:
            following.caption("Answer every check correctly to go on.")
    elif progress.finished(keys):
        _show_finish(chosen)


main()
