"""Progress: how far the courses got, streaks, and accuracy per theme as a chart."""

from __future__ import annotations

import altair as alt
import pandas as pd
import streamlit as st

from euchre import games
from lessons import registry
from ui.auth import current_user
from ui.game_choice import select_game
from ui.lesson_widgets import load_progress
from ui.puzzle_rating import rating_history
from ui.rating_chart import rating_chart
from ui.shell import ensure_app_shell

ensure_app_shell()


def accuracy_chart(frame: pd.DataFrame) -> alt.Chart:
    """Accuracy per theme (0–100 %), with how many exercises each bar rests on."""
    return (
        alt.Chart(frame)
        .mark_bar()
        .encode(
            y=alt.Y("theme:N", sort="x", title=None),
            x=alt.X("accuracy:Q", title="accuracy", scale=alt.Scale(domain=[0, 1]),
                    axis=alt.Axis(format="%")),
            color=alt.Color("accuracy:Q", legend=None,
                            scale=alt.Scale(domain=[0, 1], scheme="redyellowgreen")),
            tooltip=["theme", "family", "answered", "correct",
                     alt.Tooltip("accuracy:Q", format=".0%")],
        )
        .properties(height=34 * len(frame) + 30)
    )


def show_puzzle_rating() -> None:
    """The card-play puzzle rating after each rated answer."""
    st.subheader("Card-play puzzle rating")
    history = rating_history()
    if not history:
        st.info("No card-play puzzles answered yet: choose Card play on the Train page, "
                "and your rating will be charted here.")
        return
    first, last = history[0], history[-1]
    st.metric("Puzzle rating", f"{last[1]:.0f}", delta=f"{last[1] - 1500:+.0f} since the start",
              help=f"± {2 * last[2]:.0f} (two deviations) after {len(history)} rated answers, "
              f"the first on {first[0]:%Y-%m-%d}.")
    st.altair_chart(rating_chart(history), width="stretch")
    if current_user() is None:
        st.caption("As a guest your rating lasts only this session: sign in to keep it.")


def show_by_game(progress) -> None:
    """Each game's course and exercises in a line, for the games practised."""
    lines = []
    for game_id in games.game_ids():
        done = registry.game_progress(progress, game_id)
        if done is None or not (done.steps_passed or done.answered):
            continue
        line = (f"- **{games.game(game_id).name}**: course {done.steps_passed} of "
                f"{done.steps} steps")
        if done.answered:
            line += f"; {done.answered} exercises, {done.accuracy:.0%} right"
        lines.append(line)
    if lines:
        st.markdown("\n".join(lines))


def main() -> None:
    progress = load_progress()
    courses = registry.courses()
    main_course = next(course for course in courses if course.main)
    st.title("Learning progress")

    keys = main_course.keys
    passed = sum(1 for key in keys if key in progress.steps_passed)
    st.subheader("The course")
    st.progress(passed / len(keys), text=f"{passed} of {len(keys)} steps passed"
                + (" — course complete" if progress.finished(keys) else ""))
    for other in courses:
        other_keys = other.keys
        done = sum(1 for key in other_keys if key in progress.steps_passed)
        if other.main or not done:
            continue
        st.progress(done / len(other_keys),
                    text=f"{other.label}: {done} of {len(other_keys)} steps passed"
                    + (" — course complete" if progress.finished(other_keys) else ""))

    show_puzzle_rating()
    st.subheader("Training")
    columns = st.columns(3)
    columns[0].metric("Current streak", progress.streak)
    columns[1].metric("Best streak", progress.best_streak)
    columns[2].metric("Judgment calls seen", progress.judgment_calls)
    game = select_game("progress_game")
    if game is None:
        show_by_game(progress)
    rows = registry.progress_rows(progress, game)
    if not rows:
        st.info("No exercises answered yet" + (f" in {games.game(game).name}" if game else "")
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


main()
