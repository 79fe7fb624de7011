"""The app shell and Home: navigation, the ways in from Home, who is signed in."""

from __future__ import annotations

import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

from euchre.bots import Difficulty
from table.session import TableSession
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
