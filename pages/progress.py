"""Progress: for all games and for each game, the course steps done, accuracy per theme and
the card-play puzzle rating over time."""

from __future__ import annotations

from datetime import UTC, datetime

import pandas as pd
import streamlit as st

from euchre import games
from lessons import registry
from lessons.kit.progress import Progress
from ui.accuracy_chart import accuracy_chart
from ui.auth import current_user
from ui.game_choice import game_label, select_game
from ui.lesson_widgets import load_progress
from ui.puzzle_rating import rating_histories
from ui.rating_chart import rating_chart, ratings_by_game_chart
from ui.shell import ensure_app_shell
from ui.theme_schedule import theme_schedule

ensure_app_shell()


def _course_bar(progress: Progress, game_id: str, label: str | None = None) -> int:
    """The course of ``game_id`` as a bar (``label`` before its count); steps passed."""
    keys = registry.course_for(game_id).keys
    done = sum(1 for key in keys if key in progress.steps_passed)
    st.progress(done / len(keys), text=(f"{label}: " if label else "")
                + f"{done} of {len(keys)} steps passed"
                + (" — course complete" if progress.finished(keys) else ""))
    return done


def show_courses(progress: Progress) -> None:
    """The main course, and every other course with a step passed, each bar named."""
    st.subheader("The courses")
    for lessons in registry.all_lessons():
        course = lessons.course
        if course.main or any(key in progress.steps_passed for key in course.keys):
            _course_bar(progress, lessons.game_id, course.label)


def show_by_game(progress: Progress, ratings: dict[str, float]) -> None:
    """Each game's course, exercises and puzzle rating in a line, for the games practised."""
    lines = []
    for game_id in games.game_ids():
        done = registry.game_progress(progress, game_id)
        if done is None or not (done.steps_passed or done.answered or game_id in ratings):
            continue
        line = (f"- **{games.game(game_id).name}**: course {done.steps_passed} of "
                f"{done.steps} steps")
        if done.answered:
            line += f"; {done.answered} exercises, {done.accuracy:.0%} right"
        if game_id in ratings:
            line += f"; puzzle rating {ratings[game_id]:.0f}"
        lines.append(line)
    if lines:
        st.markdown("\n".join(lines))


def show_all_ratings(histories: dict[str, list]) -> None:
    """Every game's puzzle rating now, and over time on one chart coloured by game."""
    st.subheader("Card-play puzzle ratings")
    if not histories:
        st.info("No card-play puzzles answered yet: choose Card play on the Train page, "
                "and your rating in each game will be charted here.")
        return
    columns = st.columns(len(histories))
    for column, (game_id, history) in zip(columns, histories.items(), strict=True):
        last = history[-1]
        column.metric(game_label(game_id), f"{last[1]:.0f}",
                      delta=f"{last[1] - 1500:+.0f} since the start",
                      help=f"± {2 * last[2]:.0f} (two deviations) after {len(history)} "
                      "rated answers.")
    st.altair_chart(ratings_by_game_chart(
        {game_label(game_id): history for game_id, history in histories.items()}),
        width="stretch")
    _guest_note()


def show_game_rating(game_id: str, history: list) -> None:
    """One game's card-play puzzle rating after each rated answer."""
    name = game_label(game_id)
    st.subheader(f"Card-play puzzle rating in {name}")
    if not history:
        st.info(f"No card-play puzzles of {name} answered yet: your rating in this game "
                "will be charted here once you answer one.")
        return
    first, last = history[0], history[-1]
    st.metric("Puzzle rating", f"{last[1]:.0f}", delta=f"{last[1] - 1500:+.0f} since the start",
              help=f"± {2 * last[2]:.0f} (two deviations) after {len(history)} rated answers, "
              f"the first on {first[0]:%Y-%m-%d}.")
    st.altair_chart(rating_chart(history), width="stretch")
    _guest_note()


def _guest_note() -> None:
    if current_user() is None:
        st.caption("As a guest your ratings last only this session: sign in to keep them.")


def show_themes(progress: Progress, game_id: str | None) -> None:
    """Accuracy by theme (of ``game_id``, or every game's), and the themes due again."""
    if game_id is not None:
        show_due(game_id)
    rows = registry.progress_rows(progress, game_id)
    if not rows:
        st.info("No exercises answered yet" + (f" in {game_label(game_id)}" if game_id else "")
                + ": your accuracy per theme will appear here.")
        st.page_link("pages/train.py", label="Start training", icon=":material/fitness_center:")
        return
    frame = pd.DataFrame(rows)
    st.altair_chart(accuracy_chart(frame), width="stretch")
    st.dataframe(frame, hide_index=True, column_config={
        "accuracy": st.column_config.NumberColumn(format="percent")})
    weakest = frame.sort_values(["accuracy", "answered"], ascending=[True, False]).iloc[0]
    st.caption(f"Your weakest theme so far: **{weakest['theme']}** — it will come up more "
               "often in mixed training.")


def show_due(game_id: str) -> None:
    """The themes of ``game_id`` due for review now (missed ones come back soonest)."""
    lessons = registry.lessons_for(game_id)
    if lessons is None or lessons.themes is None:
        return
    due = theme_schedule(game_id).due(list(lessons.themes), datetime.now(UTC))
    if due:
        st.caption("Due for review now, drawn first in this game's mixed training: "
                   + ", ".join(f"**{theme.label}**" for theme in due) + ".")


def main() -> None:
    progress = load_progress()
    st.title("Learning progress")
    game = select_game("progress_game")
    histories = rating_histories()
    if game is None:
        show_courses(progress)
        show_by_game(progress, {game_id: history[-1][1]
                                for game_id, history in histories.items()})
        show_all_ratings(histories)
    else:
        st.subheader(f"The {game_label(game)} course")
        if registry.lessons_for(game) is not None:
            _course_bar(progress, game)
        show_game_rating(game, histories.get(game, []))
    st.subheader("Training" + (f" in {game_label(game)}" if game else ": all games"))
    columns = st.columns(3)
    done = None if game is None else registry.game_progress(progress, game)
    if done is None:
        columns[0].metric("Current streak", progress.streak)
        columns[1].metric("Best streak", progress.best_streak)
        columns[2].metric("Judgment calls seen", progress.judgment_calls)
    else:
        columns[0].metric("Exercises answered", done.answered)
        columns[1].metric("Accuracy", "—" if done.accuracy is None else f"{done.accuracy:.0%}")
    show_themes(progress, game)


main()
