"""The score over the match as an altair chart: one line per team (per player when each
plays alone), with the goal marked: up to the points to win (and the losing score, Five
Hundred's −500, when the game has one), or down from each player's starting count to 0
(Buck Euchre). Lines of equal scores are drawn side by side, each shifted a line's width."""

from __future__ import annotations

import functools
import json

import altair as alt
import pandas as pd

from euchre.score_race import ScoreRace
from euchre.seats import Seating
from ui.games import team_labels

__all__ = ["line_offsets", "score_chart", "score_frame", "score_spec"]

COLOURS = ("#1e6fd9", "#d9481e", "#7b3fb5", "#2e8b57")  # the user's line first
LINE_WIDTH = 3


def line_offsets(lines: int) -> tuple[float, ...]:
    """Each line's vertical shift in pixels, a line's width apart and centred on the true
    value, so that players with equal scores draw side by side instead of one over the
    other (the tooltip and the axis still read the true points)."""
    return tuple((index - (lines - 1) / 2) * LINE_WIDTH for index in range(lines))


def _line_names(user_team: int, seating: Seating) -> tuple[str, ...]:
    """Each team's line name ("Your team" / "Opponents"; "You", "West", "East")."""
    return team_labels(seating, seating.members(user_team)[0])


def score_frame(history: list[tuple[int, ...]], user_team: int,
                seating: Seating) -> pd.DataFrame:
    """One row per (hand, team) from a match's ``score_history()``: (hand, then each
    team's points)."""
    names = _line_names(user_team, seating)
    rows = []
    for hand, *points in history:
        rows.extend({"after hand": hand, "team": names[team], "points": value}
                    for team, value in enumerate(points))
    return pd.DataFrame(rows)


def _race(target: int | ScoreRace) -> ScoreRace:
    """A goal given as the points to win is the race up from 0 to it."""
    return target if isinstance(target, ScoreRace) else ScoreRace(0, target)


def score_chart(history: list[tuple[int, ...]], target: int | ScoreRace, user_team: int,
                seating: Seating) -> alt.Chart:
    """The chart of ``history`` (``score_history()`` rows); ``target`` is the points to win
    or the game's race (which may count down)."""
    race = _race(target)
    frame = score_frame(history, user_team, seating)
    names = _line_names(user_team, seating)
    order = [names[user_team], *(name for team, name in enumerate(names) if team != user_team)]
    colour = alt.Color("team:N", scale=alt.Scale(domain=order, range=list(COLOURS[:len(order)])),
                       legend=alt.Legend(orient="bottom", title=None))
    last_hand = max(1, int(frame["after hand"].max()))
    marks = [race.goal] if race.floor is None else [race.goal, race.floor]
    low = min(race.start, *marks, int(frame["points"].min()))
    high = max(race.start, race.goal, int(frame["points"].max()))
    base = alt.Chart(frame).encode(
        x=alt.X("after hand:Q", title="after hand", scale=alt.Scale(domain=[0, last_hand]),
                axis=alt.Axis(tickMinStep=1, format="d")),
        y=alt.Y("points:Q", title="points", scale=alt.Scale(domain=[low, high + 2])),
        color=colour,
        tooltip=["after hand", "team", "points"],
    )
    lines = alt.layer(*(
        base.transform_filter(alt.datum.team == name).mark_line(
            point=alt.OverlayMarkDef(size=30, yOffset=offset), strokeWidth=LINE_WIDTH,
            yOffset=offset)
        for name, offset in zip(order, line_offsets(len(order)), strict=True)))
    goal = alt.Chart(pd.DataFrame({"points": marks})).mark_rule(
        strokeDash=[6, 4], color="#888").encode(y="points:Q")
    title = (f"Score (from {race.start}, first to {race.goal})" if race.counts_down
             else f"Score (first to {race.goal}; {race.floor} loses)" if race.floor is not None
             else f"Score (first to {race.goal})")
    return (lines + goal).properties(height=220, title=title)


def score_spec(history: list[tuple[int, ...]], target: int | ScoreRace, user_team: int,
               seating: Seating) -> dict[str, object]:
    """``score_chart`` as a Vega-Lite spec, built once per score: the Play page draws it on
    every run, and building and validating the altair chart each time cost the server
    more than the rest of the page."""
    return json.loads(_score_spec_json(tuple(map(tuple, history)), _race(target),
                                       int(user_team), seating))


@functools.lru_cache(maxsize=1024)
def _score_spec_json(history: tuple[tuple[int, ...], ...], race: ScoreRace, user_team: int,
                     seating: Seating) -> str:
    return score_chart(list(history), race, user_team, seating).to_json()
