"""The app starts and its home page shows the rules summary."""

from __future__ import annotations

import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[1]


def test_home_page_shows_the_bower_order_with_hearts_trump() -> None:
    app = AppTest.from_file(str(ROOT / "pages" / "home.py"), default_timeout=30).run()
    assert not app.exception
    assert app.title[0].value == "Euchre School"
    [row] = [h.proto.body for h in app.get("html")
             if "Trumps when ♥ are trump" in _text(h.proto.body)]
    assert re.findall(r'aria-label="([^"]+)"', row) == [
        "jack of hearts", "jack of diamonds", "ace of hearts", "king of hearts",
        "queen of hearts", "ten of hearts", "nine of hearts"]
    assert "the J♦ is the left bower" in _text(row)


def _text(html: str) -> str:
    """What the reader sees of ``html``: its text without the tags (a suit symbol is
    wrapped in a span that colours it)."""
    return re.sub(r"<[^>]+>", "", html)

