"""The app starts and its home page shows the rules summary."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[1]


def test_home_page_shows_the_bower_order_with_hearts_trump() -> None:
    app = AppTest.from_file(str(ROOT / "pages" / "home.py")).run()
    assert not app.exception
    assert app.title[0].value == "Euchre School"
    assert any("J♥ · J♦ · A♥ · K♥ · Q♥ · 10♥ · 9♥" in md.value for md in app.markdown)
