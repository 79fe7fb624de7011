"""A signed-in learner's course position and training record live in the store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import store
from lessons.euchre.course import build_course
from lessons.euchre.families import RANKING
from store.accounts import sign_up
from store.db import Database
from tests.store.support import app_database

ROOT = Path(__file__).resolve().parents[2]
COURSE = build_course()


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with app_database(tmp_path) as database:
        yield database


def _open(page: str, user=None) -> AppTest:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    if user is not None:
        app.session_state["auth_user"] = user
    app.run()
    app.switch_page(page).run()
    assert not app.exception
    return app


def _pass_step(app: AppTest, step) -> None:
    for check in step.checks:
        key = f"learn-{step.key}-{check.key}"
        if check.multi:
            app.pills(key=key).set_value(sorted(check.answer))
        else:
            app.radio(key=key).set_value(next(iter(check.answer)))
    app.button(key=f"learn-check-{step.key}").click().run()
    app.button(key="learn-next").click().run()


def test_a_signed_in_learner_resumes_the_course_in_a_new_session(db: Database) -> None:
    user = sign_up("learner", "a long password", db=db)
    app = _open("pages/learn.py", user)
    for step in COURSE[:3]:
        _pass_step(app, step)
    saved = store.load_progress(user.id, db=db)
    assert saved["course_step"] == 3
    assert set(saved["steps_passed"]) == {step.key for step in COURSE[:3]}

    later = _open("pages/learn.py", user)
    assert later.header[0].value == COURSE[3].title
    guest = _open("pages/learn.py")
    assert guest.header[0].value == COURSE[0].title, "a guest never sees someone's progress"


def test_training_answers_are_saved_for_a_signed_in_user(db: Database) -> None:
    from lessons.kit.families import generate

    user = sign_up("trainee", "a long password", db=db)
    app = _open("pages/train.py", user)
    app.segmented_control(key="train_family").set_value(RANKING).run()
    key = app.session_state["train_current"]
    exercise = generate(key)
    widget = f"train-answer-{key.id}"
    if exercise.form.value == "order":
        app.multiselect(key=widget).set_value(list(exercise.solution))
    else:
        app.radio(key=widget).set_value(exercise.solution[0])
    app.button(key="train-check").click().run()
    saved = store.load_progress(user.id, db=db)
    assert saved["themes"][key.theme.value]["correct"] == 1
    assert saved["streak"] == 1


def test_a_guest_who_signs_in_keeps_the_guest_progress(db: Database) -> None:
    app = _open("pages/learn.py")
    _pass_step(app, COURSE[0])
    user = sign_up("late", "a long password", db=db)
    app.session_state["auth_user"] = user
    app.run()
    assert app.header[0].value == COURSE[1].title
    assert store.load_progress(user.id, db=db)["course_step"] == 1


OLD_COURSE = ("deck", "ranking", "round-1", "round-2", "alone", "play", "scoring", "match",
              "tips", "faq")


def test_a_learner_who_finished_the_old_course_is_sent_to_the_new_steps(db: Database) -> None:
    """Progress saved by the ten-step course (finished) opens at the first option step,
    which shows as not done; the steps already passed stay passed and open."""
    user = sign_up("veteran", "a long password", db=db)
    store.save_progress(user.id, {
        "format": 1, "course_step": 9, "steps_passed": list(OLD_COURSE),
        "course_complete": True, "themes": {}, "streak": 0, "best_streak": 0,
        "judgment_calls": 0,
    }, db=db)
    app = _open("pages/learn.py", user)
    assert app.header[0].value == "Table options: passing out and lone hands"
    outline = {button.key: button for button in app.button
               if button.key and button.key.startswith("learn-goto-")}
    assert outline["learn-goto-options-play"].label.startswith("▫️")
    assert outline["learn-goto-tips"].label.startswith("✅")
    assert not outline["learn-goto-faq"].disabled, "a passed step stays open"
    assert outline["learn-goto-options-deck"].disabled

    app.button(key="learn-goto-faq").click().run()
    assert app.header[0].value == COURSE[-1].title
    assert not any("You have finished the course" in s.value for s in app.success)

    progress = _open("pages/progress.py", user)
    text = progress.get("progress")[0].proto.text
    assert text == f"Euchre (four players): {len(OLD_COURSE)} of {len(COURSE)} steps passed"

    app.button(key="learn-goto-options-play").click().run()
    for key in ("options-play", "options-deck"):
        _pass_step(app, next(step for step in COURSE if step.key == key))
    assert app.header[0].value == "Strategy tips"
    app.button(key="learn-goto-faq").click().run()
    assert any("You have finished the course" in s.value for s in app.success)
    saved = store.load_progress(user.id, db=db)
    assert set(saved["steps_passed"]) == {step.key for step in COURSE}


def test_learning_progress_shows_each_game_and_filters_the_themes_by_game() -> None:
    from lessons import registry
    from lessons.kit.progress import Progress

    euchre, buck = registry.lessons_for("euchre"), registry.lessons_for("buck")
    progress = (Progress().record(euchre.themes.TRUMP_LEAD, True)
                .record(buck.themes.DROP_OUT_TRUMP, False)
                .record(buck.themes.DROP_OUT_TRUMP, True))
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    app.session_state["learner_progress"] = progress
    app.run()
    app.switch_page("pages/progress.py").run()
    assert not app.exception
    by_game = " ".join(block.value for block in app.markdown)
    assert "**Euchre**: course 0 of" in by_game and "1 exercises, 100% right" in by_game
    assert "**Buck Euchre**: course 0 of" in by_game and "2 exercises, 50% right" in by_game
    assert "Five Hundred" not in by_game, "a game not practised is left out"
    assert set(app.dataframe[0].value["theme"]) == {
        euchre.themes.TRUMP_LEAD.label, buck.themes.DROP_OUT_TRUMP.label}

    app.selectbox(key="progress_game").select("buck").run()
    assert list(app.dataframe[0].value["theme"]) == [buck.themes.DROP_OUT_TRUMP.label]
    app.selectbox(key="progress_game").select("cutthroat").run()
    assert [info.value for info in app.info][-1].startswith(
        "No exercises answered yet in Cutthroat")
