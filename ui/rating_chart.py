"""Charts of a learner's puzzle rating over the rated answers: one game's with its
uncertainty, and every game's together, coloured by game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

import altair as alt
import pandas as pd

from lessons.kit.rating import NEW_PLAYER

__all__ = ["rating_chart", "ratings_by_game_chart"]


def rating_chart(history: Sequence[tuple[datetime, float, float, bool]]) -> alt.LayerChart:
    """The puzzle rating from the start and after each rated answer, with a band of ± two
    deviations."""
    start = NEW_PLAYER
    frame = pd.DataFrame({
        "answer": list(range(len(history) + 1)),
        "when": [None, *(when for when, *_ in history)],
        "rating": [start.rating, *(rating for _, rating, _, _ in history)],
        "low": [start.rating - 2 * start.deviation,
                *(rating - 2 * deviation for _, rating, deviation, _ in history)],
        "high": [start.rating + 2 * start.deviation,
                 *(rating + 2 * deviation for _, rating, deviation, _ in history)],
        "result": ["start", *("solved" if solved else "missed" for *_, solved in history)],
    })
    x = alt.X("answer:Q", title="rated puzzles answered",
              axis=alt.Axis(tickMinStep=1, format="d"))
    base = alt.Chart(frame)
    band = base.mark_area(opacity=0.15, color="#1e6fd9").encode(x=x, y="low:Q", y2="high:Q")
    line = base.mark_line(color="#1e6fd9").encode(
        x=x, y=alt.Y("rating:Q", title="puzzle rating", scale=alt.Scale(zero=False)))
    points = base.mark_point(filled=True, size=50).encode(
        x=x, y="rating:Q",
        color=alt.Color("result:N", scale=alt.Scale(domain=["start", "solved", "missed"],
                                                    range=["#607d8b", "#2e7d32", "#c62828"])),
        tooltip=[alt.Tooltip("when:T", format="%Y-%m-%d %H:%M"),
                 alt.Tooltip("rating:Q", format=".0f"), "result"])
    return alt.layer(band, line, points).properties(height=260)


def ratings_by_game_chart(histories: Mapping[str, Sequence[tuple[datetime, float, float, bool]]],
                          ) -> alt.Chart:
    """Each game's puzzle rating from the start and after each of its rated answers, one
    line per game (``histories`` by game name), coloured by game."""
    rows = []
    for game, history in histories.items():
        rows.append({"game": game, "answer": 0, "when": None, "rating": NEW_PLAYER.rating,
                     "result": "start"})
        rows.extend({"game": game, "answer": number, "when": when, "rating": rating,
                     "result": "solved" if solved else "missed"}
                    for number, (when, rating, _, solved) in enumerate(history, start=1))
    frame = pd.DataFrame(rows, columns=["game", "answer", "when", "rating", "result"])
    return (
        alt.Chart(frame)
        .mark_line(point=True)
        .encode(
            x=alt.X("answer:Q", title="rated puzzles answered in the game",
                    axis=alt.Axis(tickMinStep=1, format="d")),
            y=alt.Y("rating:Q", title="puzzle rating", scale=alt.Scale(zero=False)),
            color=alt.Color("game:N", title="Game", scale=alt.Scale(scheme="tableau10")),
            tooltip=["game", alt.Tooltip("when:T", format="%Y-%m-%d %H:%M"),
                     alt.Tooltip("rating:Q", format=".0f"), "result"],
        )
        .properties(height=260)
    )
