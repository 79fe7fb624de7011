"""The Home page's ways in: Learn, Train and Play, each linked only if the app has it, and
the family of games, each with its own ways in and the learner's progress."""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from euchre import games
from euchre.bots.explain import number_word
from lessons import registry
from lessons.kit.progress import Progress
from store.errors import StoreError
from table.session import TableSession
from ui.puzzle_rating import rating_histories
from ui.shell import navigation_paths

__all__ = ["NOT_STARTED", "START_CSS", "WAYS_IN", "WayIn", "puzzle_ratings", "show_family",
           "show_ways_in"]

LEARN_PAGE, TRAIN_PAGE, PLAY_PAGE = "pages/learn.py", "pages/train.py", "pages/play.py"

START_CSS = """
[data-testid="stLayoutWrapper"]:has(> [class*="st-key-way_in_"]) { flex: 1; }
[class*="st-key-way_in_"] { height: 100%; }
[class*="st-key-way_in_"] > div:last-child { margin-top: auto; }
[data-testid="stLayoutWrapper"]:has(> [class*="st-key-family_"]) { flex: 1; }
[class*="st-key-family_"] { height: 100%; }
[class*="st-key-family_"] > div:last-child { margin-top: auto; }
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
          "A course for each game of the family, step by step with a quick check at "
          "each: four-handed Euchre from the deal and the bowers to scoring and going "
          "alone, then Cutthroat's maker against two, Buck Euchre's dropping out and Five "
          "Hundred's auction, kitty and joker.", "Start the lessons"),
    WayIn("pages/train.py", "Train", ":material/fitness_center:",
          "Generated exercises with instant, explained answers: bower quizzes, follow-suit "
          "puzzles, bidding, drop-out and auction drills graded by Expert, and card-play "
          "puzzles from real play with a rating of your own.", "Train a skill"),
    WayIn("pages/play.py", "Play", ":material/playing_cards:",
          "A full match of any of the four games against bots at Easy, Normal or Expert, "
          "with a bot partner where the game has partners. Every bot call is "
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


NOT_STARTED = "Your progress — not started yet."


def _progress_words(progress: Progress, game_id: str, rating: float | None = None) -> str:
    """The learner's progress on one game in a line: its course, its exercises and its
    card-play puzzle rating (``rating``, when the learner has one); a line saying so
    before any."""
    done = registry.game_progress(progress, game_id)
    words: list[str] = []
    if done is not None and (done.steps_passed or done.answered):
        words.append(f"course: {done.steps_passed} of {done.steps} steps passed")
        if done.answered:
            words.append(f"exercises: {done.answered} answered, {done.accuracy:.0%} right")
    if rating is not None:
        words.append(f"puzzle rating: {rating:.0f}")
    return ("Your progress — " + "; ".join(words) + ".") if words else NOT_STARTED


def puzzle_ratings() -> dict[str, float]:
    """The learner's card-play puzzle rating in each game with rated answers (none when
    the store cannot be read: Home still opens)."""
    try:
        histories = rating_histories()
    except StoreError:
        return {}
    return {game_id: history[-1][1] for game_id, history in histories.items()}


def show_family(progress: Progress, ratings: dict[str, float] | None = None) -> None:
    """One card per game of the family: what makes it different, the learner's progress
    on it (and puzzle rating, from ``ratings`` by game), its course, its exercises and a
    match. Every card has a progress line, so the links line up across a row."""
    ratings = ratings or {}
    present = navigation_paths()
    ids = games.game_ids()
    st.subheader(f"{number_word(len(ids)).capitalize()} games, one family", anchor=False)
    for row in range(0, len(ids), 2):
        columns = st.columns(2, gap="medium")
        for game_id, column in zip(ids[row:row + 2], columns, strict=False):
            spec = games.game(game_id)
            lessons = registry.lessons_for(game_id)
            with column, st.container(border=True, key=f"family_{game_id}"):
                st.markdown(f"#### {spec.name}")
                st.write(spec.summary)
                st.caption(_progress_words(progress, game_id, ratings.get(game_id)))
                links = st.columns(3)
                if lessons is not None and LEARN_PAGE in present:
                    links[0].page_link(LEARN_PAGE, label="Course", icon=":material/school:",
                                       query_params={"course": game_id})
                if lessons is not None and lessons.families and TRAIN_PAGE in present:
                    links[1].page_link(TRAIN_PAGE, label="Exercises",
                                       icon=":material/fitness_center:",
                                       query_params={"family": lessons.families[0].id})
                if PLAY_PAGE in present:
                    links[2].page_link(PLAY_PAGE, label="A match",
                                       icon=":material/playing_cards:",
                                       query_params={"game": game_id})
