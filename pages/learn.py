"""Learn: the rules of four-handed Euchre step by step, each step ending with a check.

The course (``lessons.course``) supplies the text, the example tables and the checks,
whose answers come from the engine. The page only shows them, grades through
``Check.grade`` and remembers how far the learner got.
"""

from __future__ import annotations

import streamlit as st

from lessons.course import Check, CheckResult, Step, build_course
from lessons.themes import Family
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


def _go_to(index: int) -> None:
    st.session_state[VIEW_KEY] = index


def _check_step(index: int) -> None:
    """Grade every check of step ``index``; pass the step when all are right."""
    course = build_course()
    step = course[index]
    results = dict(_results())
    for check in step.checks:
        key = _answer_key(step, check)
        results[key] = (_answer(key), check.grade(st.session_state.get(key)))
    st.session_state[RESULTS_KEY] = results
    if all(results[_answer_key(step, check)][1].correct for check in step.checks):
        keys = [item.key for item in course]
        progress = load_progress()
        progress = progress.at_step(progress.course_step, passed=step.key)
        save_progress(progress.at_step(progress.next_step(keys),
                                       complete=progress.finished(keys)))


def _show_check(step: Step, check: Check, locked: bool) -> None:
    key = _answer_key(step, check)
    if check.multi:
        st.pills(check.question, check.choices, selection_mode="multi", key=key,
                 disabled=locked, format_func=pill_label)
        st.caption("Select every right answer.")
    else:
        st.radio(check.question, check.choices, index=None, key=key, disabled=locked,
                 format_func=red_suits)
    graded = _results().get(key)
    if graded is not None and graded[0] == _answer(key):  # feedback goes once the answer changes
        result = graded[1]
        (st.success if result.correct else st.error)(result.message)


def _show_tips(step: Step) -> None:
    for tip in step.tips:
        with st.container(border=True):
            st.markdown(tip.text)
            family = tip.theme.info.families[0]
            st.page_link(
                "pages/train.py",
                label=f"Practise: {tip.theme.label} ({family.label.lower()})",
                icon=":material/fitness_center:",
                query_params={"family": family.value, "theme": tip.theme.value},
            )


def main() -> None:
    inject_css()
    course = build_course()
    progress = load_progress()
    keys = [item.key for item in course]
    reachable = progress.next_step(keys)
    if VIEW_KEY not in st.session_state:
        st.session_state[VIEW_KEY] = reachable
    index = st.session_state[VIEW_KEY]
    if not progress.may_open(keys, index):
        index = reachable
    step = course[index]
    passed = step.key in progress.steps_passed

    st.title("Learn Euchre")
    st.progress((index + 1) / len(course), text=f"Step {index + 1} of {len(course)}: {step.title}")
    with st.expander("Course outline"):
        for number, item in enumerate(course):
            mark = "✅" if item.key in progress.steps_passed else "▫️"
            st.button(f"{mark} {number + 1}. {item.title}", key=f"learn-goto-{item.key}",
                      on_click=_go_to, args=(number,),
                      disabled=not progress.may_open(keys, number),
                      type="tertiary")

    st.header(step.title)
    st.markdown(step.text)
    for example in step.examples:
        show_example(example)
    if step.tips:
        _show_tips(step)
    for question, answer in step.faq:
        with st.expander(question, expanded=True):
            st.markdown(answer)

    st.subheader("Check")
    for check in step.checks:
        _show_check(step, check, locked=False)
    st.button("Check my answers", key=f"learn-check-{step.key}", type="primary",
              on_click=_check_step, args=(index,))

    previous, following = st.columns(2)
    previous.button("← Previous step", key="learn-previous", disabled=index == 0,
                    on_click=_go_to, args=(index - 1,))
    if index < len(course) - 1:
        following.button("Next step →", key="learn-next", disabled=not passed,
                         on_click=_go_to, args=(index + 1,))
        if not passed:
            following.caption("Answer every check correctly to go on.")
    elif progress.finished(keys):
        st.success("You have finished the course. Time to train and play!")
        columns = st.columns(len(Family))
        for column, family in zip(columns, Family, strict=True):
            column.page_link("pages/train.py", label=family.label, icon=":material/fitness_center:",
                             query_params={"family": family.value})
        st.page_link("pages/play.py", label="Play a match", icon=":material/playing_cards:")


main()
