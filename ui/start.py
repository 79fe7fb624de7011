"""The Home page's ways in: Learn, Train and Play, each linked only if the app has it."""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from table.session import TableSession
from ui.shell import navigation_paths

__all__ = ["START_CSS", "WAYS_IN", "WayIn", "show_ways_in"]

START_CSS = """
[data-testid="stLayoutWrapper"]:has(> [class*="st-key-way_in_"]) { flex: 1; }
[class*="st-key-way_in_"] { height: 100%; }
[class*="st-key-way_in_"] > div:last-child { margin-top: auto; }
.eu-hero { padding: 18px 22px; border-radius: 14px; color: #f4f7f4; margin-bottom: 8px;
  background: radial-gradient(ellipse at 20% 30%, #2e7d4f 0%, #1d5c38 60%, #174a2d 100%); }
.eu-hero p { margin: 0; font-size: 1.05rem; max-width: 46rem; }
.eu-hero .eu-suits { font-size: 1.6rem; letter-spacing: .35rem; }
.eu-hero .eu-suits .eu-r { color: #ff8a80; }
"""


@dataclass(frozen=True)
class WayIn:
    page: str  # the page file, as listed in app.py's navigation
    title: str
    icon: str
    text: str
    link: str


WAYS_IN = (
    WayIn("pages/learn.py", "Learn", ":material/school:",
          "The rules step by step, each step with a quick check: dealing, bidding, the "
          "bowers, following suit, scoring and going alone.", "Start the lessons"),
    WayIn("pages/train.py", "Train", ":material/fitness_center:",
          "Generated exercises with instant, explained answers: bower quizzes, follow-suit "
          "puzzles, bidding drills graded by Expert, and card-play puzzles from real play "
          "with a rating of your own.", "Train a skill"),
    WayIn("pages/play.py", "Play", ":material/playing_cards:",
          "A full match as South with a bot partner against two bots, Cutthroat against "
          "two bots with a dummy hand, or Buck Euchre against three bots, each counting "
          "down from 25, at Easy, Normal or Expert. Every bot call is "
          "explained in full after the hand (live in a practice match, which earns no "
          "ranking points); ask for a hint any time.", "Play a match"),
)


def show_ways_in(table: TableSession | None) -> None:
    """A card per way in that the navigation has; Play says so if a match is under way."""
    present = navigation_paths()
    ways = [way for way in WAYS_IN if way.page in present]
    if not ways:
        return
    columns = st.columns(len(ways), gap="medium")
    for way, column in zip(ways, columns, strict=True):
        with column, st.container(border=True, key=f"way_in_{way.title.lower()}"):
            st.markdown(f"### {way.icon} {way.title}")
            st.write(way.text)
            label = way.link
            if way.page == "pages/play.py" and table is not None and not table.match.is_over:
                score = "–".join(str(points) for points in table.match.score)
                kind = "practice match" if table.practice else "match"
                label = (f"Continue your {table.game.name} {kind} (hand {table.hand_number}, "
                         f"{score})")
            st.page_link(way.page, label=label, icon=":material/arrow_forward:")
