"""The app shell and Home: navigation, the ways in from Home, who is signed in."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from streamlit.testing.v1 import AppTest

from euchre import games
from euchre.bots import Difficulty
from lessons import registry
from lessons.kit.progress import Progress
from table.session import TableSession
from ui.puzzle_rating import GUEST_HISTORY_KEY
from ui.start import NOT_STARTED, START_CSS
from ui.table_state import TABLE_KEY

ROOT = Path(__file__).resolve().parents[2]


def test_the_app_opens_on_home_with_a_guest_signed_in() -> None:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    assert not app.exception
    assert app.title[0].value == "Euchre School"
    sidebar = " ".join(str(element.value) for element in app.sidebar.caption)
    assert "Playing as a guest" in sidebar


def test_the_play_page_is_reached_through_the_navigation() -> None:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    app.switch_page("pages/play.py").run()
    assert not app.exception
    assert app.title[0].value == "Play a match"
    assert [b.label for b in app.button] == ["Deal the first hand"]


def test_errors_show_no_details_to_users() -> None:
    config = (ROOT / ".streamlit" / "config.toml").read_text()
    assert 'showErrorDetails = "none"' in config


def _links(app: AppTest) -> dict[str, str]:
    """The page links in the main area: label → the page's address."""
    return {link.proto.label: link.proto.page for link in app.main.get("page_link")}


def test_home_links_to_every_way_in_that_the_navigation_has() -> None:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    links = _links(app)
    assert links["Play a match"] == "play"
    listed = set(re.findall(r'st\.Page\("(pages/[a-z_]+\.py)"', (ROOT / "app.py").read_text()))
    for page, label in (("pages/learn.py", "Start the lessons"),
                        ("pages/train.py", "Train a skill")):
        assert (label in links) == (page in listed)
    sign_in = "Sign in or sign up to put your wins on the leaderboard"
    assert links[sign_in] == "account"


def test_home_offers_to_continue_a_match_under_way() -> None:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
    app.session_state[TABLE_KEY] = TableSession.start("euchre", Difficulty.EASY, seed=3)
    links = _links(app.run())
    assert links["Continue your Euchre match (hand 1, 0–0)"] == "play"


def test_the_sidebar_icons_come_from_the_bundled_icon_font() -> None:
    """An emoji icon needs an emoji font the user may not have (it shows as a box)."""
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    icons = [link.proto.icon for link in app.get("page_link")]
    assert icons and all(icon.startswith(":material/") for icon in icons), icons


def _home(progress: Progress | None = None) -> AppTest:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
    if progress is not None:
        app.session_state["learner_progress"] = progress
    return app.run()


def test_home_introduces_every_game_of_the_family_with_its_ways_in() -> None:
    app = _home()
    assert not app.exception
    text = " ".join(str(block.value) for block in app.markdown)
    for game_id in games.game_ids():
        spec = games.game(game_id)
        assert f"#### {spec.name}" in text and spec.summary in text
    links = [(link.proto.label, link.proto.page, link.proto.query_string)
             for link in app.main.get("page_link")]
    for game_id in games.game_ids():
        assert ("A match", "play", f"game={game_id}") in links
        assert ("Course", "learn", f"course={game_id}") in links
    for lessons in registry.all_lessons():
        if lessons.families:
            assert ("Exercises", "train", f"family={lessons.families[0].id}") in links


def test_a_games_match_link_opens_the_set_up_on_that_game() -> None:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    app.query_params["game"] = "five_hundred"
    app.switch_page("pages/play.py").run()
    assert not app.exception
    assert app.segmented_control(key="setup_game").value == "five_hundred"
    assert "game" not in app.query_params, "the link chooses once"


def test_home_shows_a_learners_progress_per_game() -> None:
    lessons = registry.lessons_for("buck")
    progress = Progress().at_step(0, passed=lessons.course.keys[0])
    progress = progress.record(lessons.themes.DROP_OUT_TRUMP, True)
    progress = progress.record(lessons.themes.DROP_OUT_TRUMP, False)
    app = _home(progress)
    assert not app.exception
    captions = [caption.value for caption in app.main.caption]
    steps = len(lessons.course.keys)
    assert (f"Your progress — course: 1 of {steps} steps passed; exercises: 2 answered, "
            "50% right.") in captions
    others = [game_id for game_id in games.game_ids() if game_id != "buck"]
    assert captions.count(NOT_STARTED) == len(others), "the others say they are not started"


def test_every_game_card_has_a_progress_line_so_the_links_line_up() -> None:
    """A card without a line had its links higher than its neighbour's."""
    app = _home(Progress())
    captions = [caption.value for caption in app.main.caption]
    assert captions.count(NOT_STARTED) == len(games.game_ids())
    assert '[class*="st-key-family_"] > div:last-child { margin-top: auto; }' in START_CSS


def test_a_games_card_shows_the_learners_puzzle_rating_in_it() -> None:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
    app.session_state["learner_progress"] = Progress()
    app.session_state[GUEST_HISTORY_KEY] = {"five_hundred": [
        (datetime(2026, 4, 1, tzinfo=UTC), 1412.4, 290.0, False)]}
    app.run()
    assert not app.exception
    captions = [caption.value for caption in app.main.caption]
    assert "Your progress — puzzle rating: 1412." in captions
    assert captions.count(NOT_STARTED) == len(games.game_ids()) - 1


def test_the_learn_card_speaks_of_every_course_of_the_family() -> None:
    app = _home()
    learn = next(block.value for block in app.markdown if block.value.startswith("A course"))
    for game_id in games.game_ids():
        assert games.game(game_id).name in learn, game_id
