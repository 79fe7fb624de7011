"""Hearts and diamonds in red, and black suits never: in text, in card rows' labels and notes,
and word by word in a course's tables (never a whole cell or sentence)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
from streamlit.testing.v1 import AppTest

from lessons.buck.course import build_buck_course
from tests.app.learn_support import choose_course, open_learn
from ui.lesson_widgets import red_grid, red_suits, suits_html

ROOT = Path(__file__).resolve().parents[2]
RED = '<span class="eu-suit-red">'
BLACK = '<span class="eu-suit-black">'


def test_red_words_are_wrapped_and_lines_and_lists_are_kept() -> None:
    text = "South leads the J♦.\n- **7♥** outranks 7♠"
    assert red_suits(text) == "South leads the :red[J♦.]\n- :red[**7♥**] outranks 7♠"
    assert red_suits(":red[J♦] stays") == ":red[J♦] stays", "never coloured twice"


def test_suit_symbols_and_cards_in_html_text_take_their_suit_colour_alone() -> None:
    html = suits_html("the J♦ is the left bower, 10♥ & A♠ <not tags>")
    assert html == (f"the {RED}J♦</span> is the left bower, {RED}10♥</span> &amp; "
                    f"{BLACK}A♠</span> &lt;not tags&gt;")


def test_a_tables_cells_colour_their_red_suits_not_the_whole_cell() -> None:
    frame = pd.DataFrame({"deck": ["4 to ace in ♥ and ♦, 5 to ace in ♠ and ♣",
                                   "South made ♦ trump: South 3 tricks (−3)"]},
                         index=["Bid 6♥", "J♣"])
    marked = red_grid(frame)
    assert list(marked["deck"]) == [
        "4 to ace in :red[♥] and :red[♦,] 5 to ace in ♠ and ♣",
        "South made :red[♦] trump: South 3 tricks (−3)"]
    assert list(marked.index) == ["Bid :red[6♥]", "J♣"]


def _home_rows(app: AppTest) -> str:
    return " ".join(str(element.proto.body) for element in app.get("html"))


def test_home_card_row_colours_its_suits_in_the_label_and_note() -> None:
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    assert not app.exception
    html = _home_rows(app)
    assert f"Trumps when {RED}♥</span> are trump, high to low" in html
    assert f"the {RED}J♦</span> is the left bower" in html


def _cells(app: AppTest) -> list[str]:
    """Every cell of the page's tables, as the page gives them to ``st.table``."""
    return [str(cell) for table in app.table for cell in table.value.to_numpy().ravel()]


def test_five_hundred_deck_table_colours_only_its_red_suit_symbols() -> None:
    app = open_learn()
    choose_course(app, "five_hundred")
    cells = _cells(app)
    assert ("43 cards: 4 to ace in :red[♥] and :red[♦,] 5 to ace in ♠ and ♣, and the joker"
            in cells)


def test_buck_first_table_keeps_its_sentences_black_but_for_the_diamonds() -> None:
    app = open_learn("buck")
    sentences = [cell for example in build_buck_course()[0].examples
                 for row in example.grid[1:] for cell in row if "♦" in cell]
    assert sentences, "Buck's first table names ♦ in a sentence"
    cells = _cells(app)
    for sentence in sentences:
        marked = red_suits(sentence)
        assert marked in cells, "the cell is Markdown with its ♦ red, not a red cell"
        assert ":red[♦]" in marked and not marked.startswith(":red[")
