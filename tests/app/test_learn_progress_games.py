"""Learning progress per game and for all games, the puzzle rating per game, and the Train
page drawing due themes first."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pyarrow as pa
import pytest
from streamlit.testing.v1 import AppTest

import store
from euchre import games
from lessons import registry
from lessons.euchre.families import RANKING
from lessons.kit.families import generate
from lessons.kit.progress import Progress
from lessons.kit.schedule import ThemeSchedule, review_rating
from lessons.kit.themes import Tier
from store.accounts import sign_up
from store.db import Database
from tests.store.support import app_database
from ui.accuracy_chart import BAR_STEP
from ui.puzzle_rating import GUEST_HISTORY_KEY
from ui.theme_schedule import GUEST_SCHEDULE_KEY

ROOT = Path(__file__).resolve().parents[2]
EUCHRE, BUCK = registry.lessons_for("euchre"), registry.lessons_for("buck")


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with app_database(tmp_path) as database:
        yield database


def _progress_page(**state) -> AppTest:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    for key, value in state.items():
        app.session_state[key] = value
    app.run()
    app.switch_page("pages/progress.py").run()
    assert not app.exception
    return app


def _points(*ratings: float) -> list[tuple[datetime, float, float, bool]]:
    start = datetime(2026, 4, 1, tzinfo=UTC)
    return [(start + timedelta(minutes=index), rating, 300.0 - 10 * index, index % 2 == 0)
            for index, rating in enumerate(ratings)]


def _chart_frame(app: AppTest):
    [chart] = [c for c in app.get("arrow_vega_lite_chart") or app.get("vega_lite_chart")
               if "puzzle rating" in c.proto.spec]
    [frame] = [pa.ipc.open_stream(d.data.data).read_pandas() for d in chart.proto.datasets]
    return json.loads(chart.proto.spec), frame


def test_all_games_show_each_games_rating_on_one_chart_coloured_by_game() -> None:
    euchre_name, buck_name = games.game("euchre").name, games.game("buck").name
    progress = (Progress().record(EUCHRE.themes.TRUMP_LEAD, True)
                .record(BUCK.themes.DROP_OUT_TRUMP, False))
    app = _progress_page(learner_progress=progress, **{GUEST_HISTORY_KEY: {
        "euchre": _points(1530, 1560, 1540), "buck": _points(1470)}})
    assert {m.label: m.value for m in app.metric if m.label in (euchre_name, buck_name)} == {
        euchre_name: "1540", buck_name: "1470"}
    lines = " ".join(block.value for block in app.markdown)
    assert f"**{euchre_name}**: course 0 of" in lines and "puzzle rating 1540" in lines
    assert f"**{buck_name}**: course 0 of" in lines and "puzzle rating 1470" in lines
    spec, frame = _chart_frame(app)
    assert spec["encoding"]["color"]["field"] == "game"
    counts = frame.groupby("game").size().to_dict()
    assert counts == {euchre_name: 4, buck_name: 2}, "each game from its start, answer by answer"
    assert list(frame[frame.game == buck_name].rating) == [1500, 1470]
    assert "Training: all games" in [h.value for h in app.subheader]
    bars = [bar.proto.text for bar in app.get("progress")]
    assert bars == [f"{registry.course_for('euchre').label}: 0 of "
                    f"{len(registry.course_for('euchre').keys)} steps passed"], "named"


def test_one_game_shows_its_course_its_rating_over_time_and_its_themes_only() -> None:
    buck_name = games.game("buck").name
    progress = (Progress().record(EUCHRE.themes.TRUMP_LEAD, True)
                .record(BUCK.themes.DROP_OUT_TRUMP, False)
                .record(BUCK.themes.DROP_OUT_TRUMP, True))
    app = _progress_page(learner_progress=progress, **{GUEST_HISTORY_KEY: {
        "euchre": _points(1530), "buck": _points(1480, 1455)}})
    app.selectbox(key="progress_game").select("buck").run()
    assert not app.exception
    headers = [h.value for h in app.subheader]
    assert f"The {buck_name} course" in headers
    assert f"Card-play puzzle rating in {buck_name}" in headers
    steps = len(registry.course_for("buck").keys)
    assert [bar.proto.text for bar in app.get("progress")] == [f"0 of {steps} steps passed"]
    assert next(m.value for m in app.metric if m.label == "Puzzle rating") == "1455"
    assert next(m.value for m in app.metric if m.label == "Exercises answered") == "2"
    assert next(m.value for m in app.metric if m.label == "Accuracy") == "50%"
    _, frame = _chart_frame(app)
    assert list(frame.rating) == [1500, 1480, 1455], "the rating over time, from the start"
    assert list(app.dataframe[0].value["theme"]) == [BUCK.themes.DROP_OUT_TRUMP.label]

    app.selectbox(key="progress_game").select("five_hundred").run()
    infos = [info.value for info in app.info]
    assert any(text.startswith("No card-play puzzles of Five Hundred answered yet")
               for text in infos)


def _accuracy_spec(app: AppTest) -> dict:
    [chart] = [c for c in app.get("arrow_vega_lite_chart") or app.get("vega_lite_chart")
               if '"theme"' in c.proto.spec]
    return json.loads(chart.proto.spec)


def test_one_games_accuracy_chart_gives_each_theme_a_readable_bar_and_label() -> None:
    """A height fitted to the page squashed two themes to a sliver with labels overlapping:
    each theme gets a band of its own, the chart only fits its width."""
    progress = (Progress().record(BUCK.themes.DROP_OUT_TRUMP, False)
                .record(BUCK.themes.FIRST_TRICK, True))
    app = _progress_page(learner_progress=progress)
    app.selectbox(key="progress_game").select("buck").run()
    assert not app.exception
    spec = _accuracy_spec(app)
    assert spec["height"] == {"step": BAR_STEP} and BAR_STEP >= 30
    assert spec["autosize"]["type"] == "fit-x", "the page must not squeeze its height"
    assert spec["encoding"]["y"]["axis"]["labelLimit"] >= 300, "theme names are long"


def test_the_progress_page_names_the_themes_due_for_review() -> None:
    now = datetime.now(UTC)
    first, second = RANKING.themes(Tier.BEGINNER)[:2]
    schedule = (ThemeSchedule().review(first, review_rating(False), now - timedelta(minutes=5))
                .review(second, review_rating(True), now))
    progress = Progress().record(first, False).record(second, True)
    app = _progress_page(learner_progress=progress, **{GUEST_SCHEDULE_KEY: schedule})
    app.selectbox(key="progress_game").select(RANKING.game_id).run()
    due = next(c.value for c in app.caption if c.value.startswith("Due for review now"))
    assert first.label in due and second.label not in due


def test_a_due_theme_is_the_next_exercise_and_an_answer_reviews_its_theme() -> None:
    themes = RANKING.themes(Tier.BEGINNER)
    now = datetime.now(UTC)
    schedule = ThemeSchedule()
    for theme in themes:
        schedule = schedule.review(theme, review_rating(theme != themes[2]),
                                   now - timedelta(minutes=5))
    # a seed whose first draw, without the schedule, is another theme
    seed = next(seed for seed in range(100) if RANKING.next_key(
        Tier.BEGINNER, Progress(), random.Random(seed)).theme != themes[2])
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    app.session_state[GUEST_SCHEDULE_KEY] = schedule
    app.session_state["train_rng"] = random.Random(seed)
    app.run()
    app.switch_page("pages/train.py").run()
    app.segmented_control(key="train_family").set_value(RANKING).run()
    assert not app.exception
    key = app.session_state["train_current"]
    assert key.theme == themes[2], "the missed theme, due again, comes first"

    exercise = generate(key)
    wrong = next(option for option in exercise.options if option not in exercise.solution)
    if exercise.form.value == "order":
        app.multiselect(key=f"train-answer-{key.id}").set_value(list(exercise.solution)[::-1])
    else:
        app.radio(key=f"train-answer-{key.id}").set_value(wrong)
    app.button(key="train-check").click().run()
    after = app.session_state[GUEST_SCHEDULE_KEY]
    assert after.due_at(themes[2]) > datetime.now(UTC), "missed again: due in a minute"


def test_a_signed_in_learners_answers_are_kept_as_reviews_of_the_game(db: Database) -> None:
    user = sign_up("spaced", "a long password", db=db)
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    app.session_state["auth_user"] = user
    app.run()
    app.switch_page("pages/train.py").run()
    app.segmented_control(key="train_family").set_value(RANKING).run()
    key = app.session_state["train_current"]
    exercise = generate(key)
    if exercise.form.value == "order":
        app.multiselect(key=f"train-answer-{key.id}").set_value(list(exercise.solution))
    else:
        app.radio(key=f"train-answer-{key.id}").set_value(exercise.solution[0])
    app.button(key="train-check").click().run()
    assert not app.exception
    cards = store.theme_cards(user.id, game=RANKING.game_id, db=db)
    assert list(cards) == [key.theme.value]
    assert store.theme_cards(user.id, game="buck", db=db) == {}
    due = ThemeSchedule.from_dict(cards).due_at(key.theme)
    assert due > datetime.now(UTC) + timedelta(minutes=5), "right: due in ten minutes"


def test_a_guest_who_signs_in_keeps_the_guest_review_cards(db: Database) -> None:
    first, second = RANKING.themes(Tier.BEGINNER)[:2]
    missed_at = datetime.now(UTC) - timedelta(minutes=5)
    schedule = (ThemeSchedule().review(first, review_rating(False), missed_at)
                .review(second, review_rating(True), missed_at))
    app = _progress_page(**{GUEST_SCHEDULE_KEY: schedule})
    user = sign_up("was_guest", "a long password", db=db)
    app.session_state["auth_user"] = user
    app.selectbox(key="progress_game").select(RANKING.game_id).run()
    assert not app.exception
    kept = ThemeSchedule.from_dict(store.theme_cards(user.id, game=RANKING.game_id, db=db))
    assert kept.to_dict() == schedule.to_dict()
    due = next(c.value for c in app.caption if c.value.startswith("Due for review now"))
    assert first.label in due and second.label not in due
