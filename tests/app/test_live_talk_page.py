"""The table talk on the Play page with real bots: during a hand each bot says its move and
what the table can see; once the hand is over the talk and the review give every reason
in full. A practice match (open explanations) tells the full reasons as the bots play."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import Match, Rules, Seat
from euchre.bots import Difficulty
from table.session import TableSession
from ui.explain import factor_line, markdown_text
from ui.setup import PRACTICE_KEY
from ui.table_state import TABLE_KEY

ROOT = Path(__file__).resolve().parents[2]
MAX_RUNS = 400


@pytest.fixture(autouse=True)
def quick_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """No pause between bot decisions."""
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")


def open_page(table: TableSession | None = None) -> AppTest:
    app = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=60)
    if table is not None:
        app.session_state[TABLE_KEY] = table
    return app.run()


def talk_text(app: AppTest) -> list[str]:
    """What the Table talk tab shows (its first tab)."""
    talk = app.tabs[0]
    assert talk.label == "Table talk"
    return [str(m.value) for m in talk.markdown]


def private_lines(table: TableSession) -> list[str]:
    """The sentences of this hand's bot turns that are about the bots' own cards."""
    lines = []
    for turn in table.turns_of_hand():
        lines.append(markdown_text(turn.explanation.summary))
        lines += [markdown_text(factor_line(f)) for f in turn.explanation.factors
                  if not f.public]
    return lines


def step(app: AppTest) -> TableSession:
    table = app.session_state[TABLE_KEY]
    if table.users_turn:
        legal = [b for b in app.button if b.key and b.key.startswith(("bid_", "card_"))
                 and not b.disabled]
        legal[-1].click()  # the last choice: a pass rather than an order, the last card
    app.run()
    assert not app.exception, app.exception
    return app.session_state[TABLE_KEY]


def test_live_talk_keeps_the_reasons_for_after_the_hand() -> None:
    match = Match.new(Rules(), seed=13, first_dealer=Seat.WEST)  # West picks up
    app = open_page(TableSession(match, Difficulty.NORMAL))
    live_seen = 0
    discards_seen = 0
    for _ in range(MAX_RUNS):
        table = app.session_state[TABLE_KEY]
        if table.match.hand_over:
            break
        talk = "\n".join(talk_text(app))
        discard = table.hand.discard
        if discard is not None:  # face down, even when it is the upcard everyone saw
            assert f"**{table.hand.dealer.label}** discards a card" in talk
            assert f"discards {discard.symbol}" not in talk
            discards_seen += 1
        for turn in table.turns_of_hand():
            assert markdown_text(turn.explanation.live) in talk
            live_seen += 1
        for line in private_lines(table):
            if line not in (markdown_text(t.explanation.live) for t in table.turns_of_hand()):
                assert line not in talk, line
        step(app)
    else:
        raise AssertionError("the hand did not end")
    assert live_seen > 20 and discards_seen > 0
    for _ in range(MAX_RUNS):  # the review is taken one decision per run
        table = app.session_state[TABLE_KEY]
        if table.next_step() is None:
            break
        app.run()
    talk = talk_text(app)
    everything = [str(m.value) for m in app.markdown]
    review = list(everything)
    for line in talk:
        review.remove(line)
    assert "What the bots said, in full" in "\n".join(review)
    turns = table.turns_of_hand()
    assert len(turns) >= 8
    for turn in turns:  # every reason, in the talk and in the review below the hand
        summary = markdown_text(turn.explanation.summary)
        assert summary in talk and summary in review
        for factor in turn.explanation.factors:
            line = f"- {markdown_text(factor_line(factor))}"
            assert any(line in text for text in talk) and any(line in text for text in review)


def test_a_practice_match_tells_the_full_reasons_live_and_says_it_earns_no_points() -> None:
    app = open_page()
    app.segmented_control(key="setup_difficulty").set_value(Difficulty.NORMAL).run()
    app.toggle(key=PRACTICE_KEY).set_value(True).run()
    setup = "\n".join(str(c.value) for c in app.caption)
    assert "practice match: it earns **no ranking points**" in setup
    app.button(key="setup_start").click().run()
    table = app.session_state[TABLE_KEY]
    assert table.practice and table.ranking_points == 0
    assert "practice, open explanations" in "\n".join(str(m.value) for m in app.markdown)
    for _ in range(MAX_RUNS):
        table = app.session_state[TABLE_KEY]
        counts = [f for turn in table.turns_of_hand() for f in turn.explanation.factors
                  if f.name == "strength"]
        if counts or table.match.hand_over:
            break
        step(app)
    assert counts, "no bot counted its hand"
    talk = "\n".join(talk_text(app))
    assert "my count comes to" in talk  # a private figure, told live in practice
    assert "Practice match, open explanations" in "\n".join(
        str(c.value) for c in app.tabs[0].caption)
