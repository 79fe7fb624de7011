"""The table session: a serialisable value that replays exactly and refuses bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import Deal, HandState, IllegalActionError, RecordError, Rules, Seat, Suit
from euchre.bots import Difficulty, Explanation, Factor
from euchre.view import seat_view
from ui import table_state
from ui.redact import HIDDEN, Redactor
from ui.session import Grade, TableSession

ROOT = Path(__file__).resolve().parents[2]


def play_some(table: TableSession, steps: int) -> TableSession:
    """Advance with the first legal action for the user and one bot decision at a time."""
    for _ in range(steps):
        if table.users_turn:
            table = table.play_user(table.user_view.legal_actions[0], table.position)
        elif table.bot_to_act is not None:
            table = table.step_bot()
        elif table.review_pending:
            table = table.review_next()
        elif not table.match.is_over:
            table = table.next_hand()
    return table


def test_a_saved_table_restores_exactly(first_legal_bots) -> None:
    table = play_some(TableSession.start(Difficulty.NORMAL, seed=8), 60)
    restored = TableSession.from_json(table.to_json())
    assert restored == table
    assert restored.bot_turns[-1].explanation == table.bot_turns[-1].explanation
    assert restored.user_view == table.user_view


def test_a_hint_is_kept_with_the_position_it_answers(first_legal_bots) -> None:
    table = TableSession.start(Difficulty.EASY, seed=9)
    while not table.users_turn:
        table = table.step_bot()
    hinted = table.with_hint()
    assert hinted.current_hint is not None
    assert TableSession.from_json(hinted.to_json()).current_hint == hinted.current_hint
    moved = hinted.play_user(hinted.user_view.legal_actions[0], hinted.position)
    assert moved.current_hint is None


def test_a_tampered_bot_turn_is_refused(first_legal_bots) -> None:
    table = play_some(TableSession.start(Difficulty.NORMAL, seed=10), 12)
    record = table.to_record()
    turn = record["bot_turns"][0]
    turn["action"] = "order up" if turn["action"] == "pass" else "pass"
    with pytest.raises(RecordError, match="is not what the match record says"):
        TableSession.from_record(json.loads(json.dumps(record)))


def test_an_edited_match_record_is_refused(first_legal_bots) -> None:
    record = play_some(TableSession.start(Difficulty.NORMAL, seed=11), 40).to_record()
    record["match"]["score"] = {"North–South": 9, "East–West": 0}
    with pytest.raises(RecordError):
        TableSession.from_record(record)
    with pytest.raises(RecordError, match="not valid JSON"):
        TableSession.from_json("{not json")


def test_a_click_for_an_old_position_changes_nothing(first_legal_bots) -> None:
    table = TableSession.start(Difficulty.NORMAL, seed=12)
    while not table.users_turn:
        table = table.step_bot()
    old_position = (table.hand_number, table.move - 1)
    with pytest.raises(IllegalActionError, match="The table moved on"):
        table.play_user(table.user_view.legal_actions[0], old_position)


def test_the_engine_refuses_an_illegal_user_action(first_legal_bots) -> None:
    table = TableSession.start(Difficulty.NORMAL, seed=13)
    while not table.users_turn:
        table = table.step_bot()
    with pytest.raises(IllegalActionError, match="South cannot play a card now"):
        table.play_user("play " + table.user_view.hand[0].text, table.position)


def test_bots_are_given_only_their_own_view(first_legal_bots,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    seen = []
    first_legal = first_legal_bots()

    class RecordingBot:
        def __init__(self, seed: int = 0) -> None:
            pass

        def decide(self, view):
            seen.append(view)
            return first_legal.decide(view)

    import ui.players

    monkeypatch.setattr(ui.players, "make_bot", lambda level, seed=0: RecordingBot(seed))
    table = TableSession.start(Difficulty.NORMAL, seed=14)
    for _ in range(6):
        if table.bot_to_act is None:
            break
        seat = table.bot_to_act
        expected = table.match.view(seat)
        table = table.step_bot()
        assert seen[-1] == expected
    assert seen and all(type(view).__name__ == "SeatView" for view in seen)


@pytest.mark.parametrize(("loss", "grade"), [(0.0, Grade.GOOD), (0.14, Grade.GOOD),
                                             (0.15, Grade.INACCURACY), (0.49, Grade.INACCURACY),
                                             (0.5, Grade.MISTAKE), (2.0, Grade.MISTAKE)])
def test_grades_follow_the_expected_point_loss(loss: float, grade: Grade) -> None:
    assert Grade.for_loss(loss) is grade


# ---- redaction --------------------------------------------------------------------------------
DEAL = Deal.from_text(dealer="N", upcard="QS", hands={
    "S": "JD QH 9S TS AC", "W": "9H TH KH AH JC", "N": "JH 9D TD QD KD", "E": "AD 9C TC QC KC"})


def test_the_redactor_hides_only_cards_the_seat_cannot_see() -> None:
    view = seat_view(HandState.from_deal(DEAL), Seat.SOUTH)
    redactor = Redactor(view)
    text = ("I hold J♥, the ace of hearts and KD; you hold J♦ and AC; the upcard is Q♠; "
            "10♥ and 10♠ too.")
    shown = redactor.text(text)
    assert shown == (f"I hold {HIDDEN}, {HIDDEN} and {HIDDEN}; you hold J♦ and AC; the upcard "
                     f"is Q♠; {HIDDEN} and 10♠ too.")


def test_the_redactor_hides_a_bower_named_in_words_when_it_is_hidden() -> None:
    state = HandState.from_deal(DEAL)
    for _ in range(4):
        state = state.apply("pass")
    state = state.apply("name H")  # East names hearts: South holds the left bower J♦
    redactor = Redactor(seat_view(state, Seat.SOUTH))
    assert redactor.text("I have the right bower") == f"I have {HIDDEN}"
    assert redactor.text("the left bower is mine") == "the left bower is mine"
    explanation = Explanation("Leading K♥", (Factor("best", "A♥", "my A♥ wins"),))
    hidden = redactor.explanation(explanation)
    assert hidden.summary == f"Leading {HIDDEN}"
    assert hidden.factors[0].value == HIDDEN and hidden.factors[0].text == f"my {HIDDEN} wins"
    assert Suit.HEARTS.symbol in redactor.text("hearts ♥ are trump")
    assert redactor.text("I hold the left bower J♦ and the right bower (J♥).") == (
        f"I hold the left bower J♦ and {HIDDEN}.")


def test_a_bower_named_during_the_bidding_is_hidden_unless_its_card_is_seen() -> None:
    redactor = Redactor(seat_view(HandState.from_deal(DEAL), Seat.SOUTH))
    assert redactor.text("with ♠ as trump I would hold the left bower") == (
        f"with ♠ as trump I would hold {HIDDEN}")
    assert redactor.text("the left bower J♣ and two more") == f"{HIDDEN} and two more"


# ---- saving and restoring through the store hook -------------------------------------------
class MemoryStore:
    def __init__(self, table: TableSession | None) -> None:
        self.saved: list[TableSession | None] = []
        self.table = table

    def owner(self) -> str:
        return "a signed-in player"

    def save(self, table: TableSession | None) -> None:
        self.saved.append(table)
        self.table = table

    def load(self) -> TableSession | None:
        return self.table


def test_a_fresh_browser_session_restores_the_saved_table(first_legal_bots,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")
    saved = play_some(TableSession.start(Difficulty.EXPERT, Rules(points_to_win=7), seed=15), 9)
    store = MemoryStore(TableSession.from_json(saved.to_json()))
    table_state.use_store(store)
    try:
        app = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=30).run()
        assert not app.exception
        shown = app.session_state[table_state.TABLE_KEY]
        assert shown.match.hands[0].history[:saved.move] == saved.hand.history
        assert "Expert bots" in app.markdown[0].value
        assert store.saved, "every change is saved through the hook"
        assert all(isinstance(t, TableSession) for t in store.saved)
        leave = app.button(key="leave").click().run()
        assert store.saved[-1] is None and "Play a match" in leave.title[0].value
    finally:
        table_state.use_store(None)



def test_the_bot_speed_the_user_chooses_scales_the_pace(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "1.0")
    app = AppTest.from_function(_pace_page).run()
    assert app.markdown[0].value == "1.0"
    app.session_state[table_state.SPEED_KEY] = "Slow"
    assert app.run().markdown[0].value == "2.0"
    app.session_state[table_state.SPEED_KEY] = "Fast"
    assert app.run().markdown[0].value == "0.4"


def _pace_page() -> None:
    import streamlit as st

    from ui.table_state import bot_pace

    st.markdown(str(round(bot_pace(), 2)))
