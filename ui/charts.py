"""The score over the match as an altair chart."""

from __future__ import annotations

import functools
import json

import altair as alt
import pandas as pd

from euchre import Team

__all__ = ["score_chart", "score_frame", "score_spec"]


def score_frame(history: list[tuple[int, int, int]], user_team: Team) -> pd.DataFrame:
    """One row per (hand, team) from ``Match.score_history()``."""
    names = {user_team: "Your team", user_team.other: "Opponents"}
    rows = []
    for hand, north_south, east_west in history:
        rows.append({"after hand": hand, "team": names[Team.NORTH_SOUTH], "points": north_south})
        rows.append({"after hand": hand, "team": names[Team.EAST_WEST], "points": east_west})
    return pd.DataFrame(rows)


def score_chart(history: list[tuple[int, int, int]], target: int, user_team: Team) -> alt.Chart:
    frame = score_frame(history, user_team)
    order = ["Your team", "Opponents"]
    colour = alt.Color("team:N", scale=alt.Scale(domain=order, range=["#1e6fd9", "#d9481e"]),
                       legend=alt.Legend(orient="bottom", title=None))
    last_hand = max(1, int(frame["after hand"].max()))
    lines = alt.Chart(frame).mark_line(point=True, strokeWidth=3).encode(
        x=alt.X("after hand:Q", title="after hand", scale=alt.Scale(domain=[0, last_hand]),
                axis=alt.Axis(tickMinStep=1, format="d")),
        y=alt.Y("points:Q", title="points", scale=alt.Scale(domain=[0, target + 2])),
        color=colour,
        tooltip=["after hand", "team", "points"],
    )
    goal = alt.Chart(pd.DataFrame({"points": [target]})).mark_rule(
        strokeDash=[6, 4], color="#888").encode(y="points:Q")
    return (lines + goal).properties(height=220, title=f"Score (first to {target})")


def score_spec(history: list[tuple[int, int, int]], target: int,
               user_team: Team) -> dict[str, object]:
    """``score_chart`` as a Vega-Lite spec, built once per score: the Play page draws it on
    every run, and building and validating the altair chart each time cost the server
    more than the rest of the page."""
    return json.loads(_score_spec_json(tuple(history), target, user_team))


@functools.lru_cache(maxsize=1024)
def _score_spec_json(history: tuple[tuple[int, int, int], ...], target: int,
                     user_team: Team) -> str:
    return score_chart(list(history), target, user_team).to_json()
