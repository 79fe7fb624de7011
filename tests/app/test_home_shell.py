"""The app shell: navigation to Home and Play, the page config, who is signed in."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

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
