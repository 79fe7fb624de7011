"""The Play page with the real Expert: hints, hand reviews, Expert bots at the table, and
what comes back after a refresh (a new browser session restoring the match record)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import Match, Seat
from euchre.bots import Difficulty
from euchre.bots.warm_up import WARM_UP_THREAD
from euchre.games.euchre.bots.expert import ExpertBot
from table.grading import Grade
from table.session import Step, TableSession
from ui import table_state
from ui.table_state import TABLE_KEY

ROOT = Path(__file__).resolve().parents[2]
PLAY_PAGE = ROOT / "pages" / "play.py"
MAX_RUNS = 300


class RestoringStore:
    """Keeps only the match record, as the database does, and restores from it."""

    def __init__(self) -> None:
        self.record: str | None = None
        self.difficulty = Difficulty.NORMAL

    def owner(self) -> str:
        return "a signed-in player"

    def save(self, table: TableSession | None) -> None:
        if table is not None:
            from euchre.games.euchre.records import match_to_json

            self.record, self.difficulty = match_to_json(table.match), table.difficulty

    def load(self) -> TableSession | None:
        from euchre.games.euchre.records import match_from_json

        if self.record is None:
            return None
        return TableSession(match_from_json(self.record), self.difficulty)


@pytest.fixture(autouse=True)
def no_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")


RUN = "page run"


def _for_the_page() -> bool:
    """Not the app's background warm-up (started by an earlier page run in this process),
    whose Expert decisions and lessons are not the page's."""
    return threading.current_thread().name != WARM_UP_THREAD


def _warmed_up() -> None:
    """Expert's first decision in a process first plays the warm-up hand (its compiled
    search readied); take it before counting, so the count is the page's alone."""
    hand = Match.new(seed=1).current
    ExpertBot(seed=0).decide(hand.view(hand.to_act))


@pytest.fixture
def expert_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every Expert decision or evaluation taken, in order, with a mark after each run of
    the page has taken its step (``advance`` comes after the run's callbacks). Expert is
    run in this process (no worker pool), where the counters see it."""
    monkeypatch.setenv("EUCHRE_BOT_WORKERS", "0")
    _warmed_up()
    calls: list[str] = []
    decide, evaluate, advance = ExpertBot.decide, ExpertBot.evaluate, table_state.advance

    def marked_advance(table):
        try:
            return advance(table)
        finally:
            calls.append(RUN)

    def counted_decide(self, view):
        if _for_the_page():
            calls.append("decide")
        return decide(self, view)

    def counted_evaluate(self, view):
        if _for_the_page():
            calls.append("evaluate")
        return evaluate(self, view)

    monkeypatch.setattr(ExpertBot, "decide", counted_decide)
    monkeypatch.setattr(ExpertBot, "evaluate", counted_evaluate)
    monkeypatch.setattr(table_state, "advance", marked_advance)
    return calls


def most_expert_calls_in_one_run(calls: list[str]) -> int:
    """The most Expert calls that one page run made (its callback's and its step's)."""
    counts = [0]
    for call in calls:
        if call == RUN:
            counts.append(0)
        else:
            counts[-1] += 1
    return max(counts)


@pytest.fixture
def store() -> Iterator[RestoringStore]:
    memory = RestoringStore()
    table_state.use_store(memory)
    try:
        yield memory
    finally:
        table_state.use_store(None)


def open_page(table: TableSession | None = None) -> AppTest:
    app = AppTest.from_file(str(PLAY_PAGE), default_timeout=60)
    if table is not None:
        app.session_state[TABLE_KEY] = table
    return app.run()


def table_of(app: AppTest) -> TableSession:
    return app.session_state[TABLE_KEY]


def page_text(app: AppTest) -> str:
    parts = [str(e.value) for kind in ("markdown", "caption", "info", "subheader")
             for e in getattr(app, kind)]
    parts.extend(element.proto.body for element in app.get("html"))
    return "\n".join(parts)


def until_users_turn(app: AppTest) -> TableSession:
    """Rerun as the pacer does until the table waits for the user."""
    for _ in range(MAX_RUNS):
        assert not app.exception, app.exception
        table = table_of(app)
        if table.users_turn or table.next_step() is None:
            return table
        app.run()
    raise AssertionError("the table never waited for the user")


def hinted_button(app: AppTest, table: TableSession):
    """The button the hint points at (ticking Go alone first for a loner)."""
    action = table.current_hint.action
    if action.alone:
        app.checkbox(key=f"go_alone_{table.hand_number}_{table.move}").check()
        app.run()
    for button in app.button:
        if not button.key or button.disabled:
            continue
        if action.card is not None and button.key.startswith("card_") and (
                button.key.endswith(f"_{action.card.text}")):
            return button
        plain = action.text.replace(" alone", "").replace(" ", "-")
        if button.key.startswith(f"bid_{plain}_"):
            return button
    raise AssertionError(f"no button for {action}")


def test_a_hand_with_expert_bots_hints_and_review_asks_expert_once_per_run(
        expert_calls: list[str]) -> None:
    table = TableSession(Match.new(seed=21, first_dealer=Seat.WEST), Difficulty.EXPERT)
    app = open_page(table)
    followed = set()
    for _ in range(MAX_RUNS):
        table = until_users_turn(app)
        if table.match.hand_over:
            break
        if len(table.user_view.legal_actions) == 1:  # no hint: only one legal card
            assert "Only one legal card" in page_text(app)
            next(b for b in app.button if b.key and b.key.startswith(("bid_", "card_"))
                 and not b.disabled).click().run()
            continue
        before = expert_calls.count("decide")
        app.button(key="hint").click().run()
        assert expert_calls.count("decide") - before == 1
        table = table_of(app)
        hint = table.current_hint
        assert hint is not None and hint.action in table.user_view.legal_actions
        text = page_text(app)
        assert "Expert would " in text and "Expert would:" not in text
        followed.add(table.move)
        hinted_button(app, table).click().run()
    table = table_of(app)
    assert most_expert_calls_in_one_run(expert_calls) == 1
    # Expert decided for the three bots and the hints; the review reused the hints.
    assert expert_calls.count("decide") == len(table.turns_of_hand()) + len(followed)
    assert table.match.hand_over and not table.review_pending
    reviews = table.reviews_of_hand()
    assert len(reviews) == len(table.decision_points()) > 0
    for review in reviews:  # a followed hint is Expert's own choice: graded good
        assert review.move in followed and review.agrees and review.grade is Grade.GOOD
    text = page_text(app)
    assert "Your decisions against Expert" in text and "Expert agrees." in text
    assert f"{len(reviews)} good decision" in text


def test_the_review_rates_every_legal_option_of_each_decision(expert_calls: list[str]) -> None:
    table = TableSession(Match.new(seed=22, first_dealer=Seat.NORTH), Difficulty.NORMAL)
    app = open_page(table)
    for _ in range(MAX_RUNS):
        table = until_users_turn(app)
        if table.match.hand_over:
            break
        buttons = [b for b in app.button if b.key and b.key.startswith(("bid_", "card_"))
                   and not b.disabled]
        buttons[-1].click().run()  # the last choice offered: often not Expert's
    for point, review in zip(table.decision_points(), table.reviews_of_hand(), strict=True):
        assert {o.action for o in review.options} == set(point.state.legal_actions())
        assert review.chosen == point.chosen
        best = max(o.expected_points for o in review.options)
        expert = review.expert_value.expected_points
        assert review.loss == pytest.approx(0.0 if review.agrees else max(
            0.0, expert - review.chosen_value.expected_points))
        assert expert >= best - 0.5  # Expert picks by points, or by the match score nearby
    assert expert_calls.count("decide") == len(table.decision_points())  # one per decision
    assert most_expert_calls_in_one_run(expert_calls) == 1


def test_after_a_refresh_the_hint_comes_back_the_same_when_asked(store: RestoringStore) -> None:
    app = open_page(TableSession(Match.new(seed=23, first_dealer=Seat.EAST), Difficulty.NORMAL))
    until_users_turn(app)
    app.button(key="hint").click().run()
    hint = table_of(app).current_hint
    assert hint is not None

    refreshed = open_page()  # a new browser session: the store gives back the match record
    table = until_users_turn(refreshed)
    assert table.position == (hint.hand_number, hint.move) and table.current_hint is None
    refreshed.button(key="hint").click().run()
    again = table_of(refreshed).current_hint
    assert again == hint
    assert "**Expert would pass** because in 400 sampled deals passing" in page_text(refreshed)


def test_after_a_refresh_the_review_of_the_last_hand_comes_back(store: RestoringStore) -> None:
    app = open_page(TableSession(Match.new(seed=24, first_dealer=Seat.SOUTH), Difficulty.NORMAL))
    for _ in range(MAX_RUNS):
        table = until_users_turn(app)
        if table.match.hand_over:
            break
        next(b for b in app.button if b.key and b.key.startswith(("bid_", "card_"))
             and not b.disabled).click().run()
    reviewed = table_of(app).reviews_of_hand()
    assert reviewed

    # Refreshed at the end of the hand: the review is made again, the same.
    at_end = open_page()
    assert until_users_turn(at_end).reviews_of_hand() == reviewed

    # Refreshed during the next hand: the last hand's review comes back when asked.
    at_end.button(key="next_hand").click().run()
    during = open_page()
    table = table_of(during)
    assert table.hand_number == 2 and not table.reviews_of_hand(1)
    last_hand = next(tab for tab in during.tabs if tab.label == "Hand 1")
    assert "All four hands" in "".join(h.proto.body for h in during.get("html"))
    last_hand.button(key="ask_review_earlier").click().run()
    assert table_of(during).next_step() in (Step.REVIEW, Step.BOT, Step.RETELL)
    table = until_users_turn(during)
    for _ in range(MAX_RUNS):
        if table.review_complete(1) and not table.untold_bot_moves(1):
            break
        during.run()
        table = table_of(during)
    assert table.reviews_of_hand(1) == reviewed
    assert table.turns_of_hand(1) == table_of(app).turns_of_hand(1)  # the bots' reasons too
