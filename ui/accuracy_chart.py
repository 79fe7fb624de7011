"""Accuracy per theme as a bar chart: a bar of fixed height per theme, the chart as tall as
its bars, so that one theme or twenty each get a readable bar and label."""

from __future__ import annotations

import altair as alt
import pandas as pd

__all__ = ["BAR_STEP", "LABEL_LIMIT", "accuracy_chart"]

BAR_STEP = 34  # pixels per theme's band
LABEL_LIMIT = 320  # pixels a theme's label may take before it is cut short


def accuracy_chart(frame: pd.DataFrame) -> alt.Chart:
    """Accuracy per theme (0–100 %), with how many exercises each bar rests on.

    The height is a step per theme and the chart fits only its width to the page
    (``fit-x``): a height fitted to the page would include the axes and squash a chart of
    few themes to a sliver with its labels on top of each other."""
    return (
        alt.Chart(frame)
        .mark_bar()
        .encode(
            y=alt.Y("theme:N", sort="x", title=None,
                    axis=alt.Axis(labelLimit=LABEL_LIMIT)),
            x=alt.X("accuracy:Q", title="accuracy", scale=alt.Scale(domain=[0, 1]),
                    axis=alt.Axis(format="%")),
            color=alt.Color("accuracy:Q", legend=None,
                            scale=alt.Scale(domain=[0, 1], scheme="redyellowgreen")),
            tooltip=["theme", "family", "answered", "correct",
                     alt.Tooltip("accuracy:Q", format=".0%")],
        )
        .properties(height=alt.Step(BAR_STEP),
                    autosize=alt.AutoSizeParams(type="fit-x", contains="padding"))
    )
