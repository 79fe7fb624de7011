"""Hearts and diamonds in red, and black suits never: in text and in a course's tables."""

from __future__ import annotations

import pandas as pd

from ui.lesson_widgets import red_cells, red_suits


def test_red_words_are_wrapped_and_lines_and_lists_are_kept() -> None:
    text = "South leads the J♦.\n- **7♥** outranks 7♠"
    assert red_suits(text) == "South leads the :red[J♦.]\n- :red[**7♥**] outranks 7♠"
    assert red_suits(":red[J♦] stays") == ":red[J♦] stays", "never coloured twice"


def test_only_cells_naming_red_suits_alone_are_drawn_red() -> None:
    frame = pd.DataFrame({"deck": ["4 to ace in ♥ and ♦", "5 to ace in ♠ and ♣",
                                   "♥ and ♦, ♠ and ♣"]})
    styles = red_cells(frame)._compute().ctx
    red = {row for (row, _), style in styles.items() if ("color", "#c62828") in style}
    assert red == {0}
