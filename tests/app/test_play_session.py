"""The table session: a serialisable value that replays exactly and refuses bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import (
    Card,
    Deal,
    HandState,
    IllegalActionError,
    RecordError,
    Rules,
    Seat,
    Suit,
    play,
)
from euchre.bots import Difficulty, Explanation, Factor, OptionValue
from euchre.games.euchre.view import seat_view
from table.grading import Grade
from table.session import TableSession
from tests.conftest import seat_test_bots
from tests.redaction import redaction_leftover
from ui import table_state
from ui.redact import Redactor

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
    table = play_some(TableSession.start("euchre", Difficulty.NORMAL, seed=8), 60)
    restored = TableSession.from_json(table.to_json())
    assert restored == table
    assert restored.bot_turns[-1].explanation == table.bot_turns[-1].explanation
    assert restored.user_view == table.user_view


def test_a_hint_is_kept_with_the_position_it_answers(first_legal_bots) -> None:
    table = TableSession.start("euchre", Difficulty.EASY, seed=9)
    while not table.users_turn:
        table = table.step_bot()
    hinted = table.with_hint()
    assert hinted.current_hint is not None
    assert TableSession.from_json(hinted.to_json()).current_hint == hinted.current_hint
    moved = hinted.play_user(hinted.user_view.legal_actions[0], hinted.position)
    assert moved.current_hint is None


def test_a_tampered_bot_turn_is_refused(first_legal_bots) -> None:
    table = play_some(TableSession.start("euchre", Difficulty.NORMAL, seed=10), 12)
    record = table.to_record()
    turn = record["bot_turns"][0]
    turn["action"] = "order up" if turn["action"] == "pass" else "pass"
    with pytest.raises(RecordError, match="is not what the match record says"):
        TableSession.from_record(json.loads(json.dumps(record)))


def test_an_edited_match_record_is_refused(first_legal_bots) -> None:
    record = play_some(TableSession.start("euchre", Difficulty.NORMAL, seed=11), 40).to_record()
    record["match"]["score"] = {"North–South": 9, "East–West": 0}
    with pytest.raises(RecordError):
        TableSession.from_record(record)
    with pytest.raises(RecordError, match="not valid JSON"):
        TableSession.from_json("{not json")


def test_a_click_for_an_old_position_changes_nothing(first_legal_bots) -> None:
    table = TableSession.start("euchre", Difficulty.NORMAL, seed=12)
    while not table.users_turn:
        table = table.step_bot()
    old_position = (table.hand_number, table.move - 1)
    with pytest.raises(IllegalActionError, match="The table moved on"):
        table.play_user(table.user_view.legal_actions[0], old_position)


def test_the_engine_refuses_an_illegal_user_action(first_legal_bots) -> None:
    table = TableSession.start("euchre", Difficulty.NORMAL, seed=13)
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

    seat_test_bots(monkeypatch, RecordingBot)
    table = TableSession.start("euchre", Difficulty.NORMAL, seed=14)
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


def hearts_named_by_east() -> HandState:
    state = HandState.from_deal(DEAL)
    for _ in range(4):
        state = state.apply("pass")
    return state.apply("name H")  # East names hearts: South holds the left bower J♦


def test_the_redactor_hides_only_cards_the_seat_cannot_see() -> None:
    redactor = Redactor(seat_view(HandState.from_deal(DEAL), Seat.SOUTH))
    shown = redactor.text("I hold J♥, the ace of hearts and KD; you hold J♦ and AC; the upcard "
                          "is Q♠; 10♥ and 10♠ too.")
    assert shown == ("I hold three cards; you hold J♦ and AC; the upcard is Q♠; 10♠ and one "
                     "more too.")


def test_a_list_in_brackets_of_hidden_cards_goes_and_the_count_stays() -> None:
    redactor = Redactor(seat_view(HandState.from_deal(DEAL), Seat.SOUTH))
    said = ("I pass: with ♥ as trump I would hold two trumps (J♥ and 10♥), the right bower J♥ "
            "and one off-suit ace (A♦); my count comes to 1.9 tricks.")
    assert redactor.text(said) == ("I pass: with ♥ as trump I would hold two trumps and one "
                                   "off-suit ace; my count comes to 1.9 tricks.")
    assert redactor.text("one trump (9♥), the left bower J♦, one off-suit ace (A♦) and void in "
                         "one other suit (♠)") == ("one trump, the left bower J♦, one off-suit "
                                                  "ace and void in one other suit (♠)")
    assert redactor.text("one trump, one off-suit ace and the right bower J♥;") == (
        "one trump and one off-suit ace;")


def test_seen_cards_stay_in_a_list_and_the_hidden_ones_are_counted() -> None:
    redactor = Redactor(seat_view(HandState.from_deal(DEAL), Seat.SOUTH))
    assert redactor.text("I keep three trumps (J♥, Q♠ and 10♥).") == (
        "I keep three trumps (Q♠ and two more).")


def test_other_mentions_read_as_a_card_another_card_or_it() -> None:
    redactor = Redactor(seat_view(HandState.from_deal(DEAL), Seat.SOUTH))
    assert redactor.text("I discard 9♦: throwing 9♦ leaves me void in ♦.") == (
        "I discard a card: throwing it leaves me void in ♦.")
    assert redactor.text("Playing Q♠ scores +0.50 points against +0.20 for playing K♦.") == (
        "Playing Q♠ scores +0.50 points against +0.20 for playing another card.")
    assert redactor.text("9♦ has my lowest rank") == "A card has my lowest rank"


def test_a_bower_named_in_words_is_hidden_unless_its_card_is_seen() -> None:
    redactor = Redactor(seat_view(hearts_named_by_east(), Seat.SOUTH))
    assert redactor.text("I hold two trumps including the right bower.") == "I hold two trumps."
    assert redactor.text("the left bower is mine") == "the left bower is mine"
    assert redactor.text("I hold the left bower J♦ and the right bower (J♥).") == (
        "I hold the left bower J♦ and one more.")
    assert Suit.HEARTS.symbol in redactor.text("hearts ♥ are trump")
    bidding = Redactor(seat_view(HandState.from_deal(DEAL), Seat.SOUTH))
    assert bidding.text("I hold 2 trumps (♠) including the left bower.") == (
        "I hold 2 trumps (♠).")


def test_an_explanation_loses_its_hidden_cards_and_its_empty_factors() -> None:
    redactor = Redactor(seat_view(hearts_named_by_east(), Seat.SOUTH))
    explanation = Explanation(
        "Leading K♥: my A♥ wins later.",
        (Factor("right_bower", True, "the right bower J♥"),
         Factor("trumps", 2, "two trumps (K♥ and A♥)"),
         Factor("hand", "KH AH", "I hold K♥ and A♥ with 9♠")),
        (OptionValue(play(Card.parse("KH")), 0.5), OptionValue(play(Card.parse("QH")), 0.2)),
    )
    shown = redactor.explanation(explanation)
    assert shown.summary == "Leading a card: my other card wins later."
    assert [f.text for f in shown.factors] == ["two trumps", "I hold two cards with 9♠"]
    assert [o.action for o in shown.options] == [play(Card.parse("QH"))]  # South holds Q♥


@pytest.mark.parametrize("seed", range(6))
def test_redacted_explanations_of_real_bots_name_no_hidden_card(seed: int) -> None:
    """Every explanation of a real hand, as the user sees it after the bot's move."""
    table = TableSession.start("euchre", Difficulty.NORMAL, seed=seed)
    while not table.match.hand_over:
        if table.users_turn:
            table = table.play_user(table.user_view.legal_actions[0], table.position)
            continue
        table = table.step_bot()
        hidden = _hidden_from_south(table.hand)
        shown = Redactor(table.user_view).explanation(table.bot_turns[-1].explanation)
        words = " ".join([shown.summary, *(f.text for f in shown.factors)])
        for card in hidden:
            assert card.symbol not in words and card.spoken not in words.lower(), words
        assert redaction_leftover(words) is None, words


def _hidden_from_south(state: HandState) -> set:
    hidden = {card for seat in Seat if seat != Seat.SOUTH for card in state.hand(seat)}
    hidden |= set(state.kitty)
    if state.discard is not None and state.dealer != Seat.SOUTH:
        hidden.add(state.discard)
    hidden.discard(state.upcard)
    return hidden


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
    saved = play_some(TableSession.start("euchre", Difficulty.EXPERT, Rules(points_to_win=7),
                                         seed=15), 9)
    store = MemoryStore(TableSession.from_json(saved.to_json()))
    table_state.use_store(store)
    try:
        app = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=30).run()
        assert not app.exception
        shown = app.session_state[table_state.TABLE_KEY]
        assert shown.match.hands[0].history[:saved.move] == saved.hand.history
        assert "Expert bots" in app.markdown[0].value
        app.run()  # the restored position was drawn: the next run takes the bot's step
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


# ---- practice matches -------------------------------------------------------------------------
def test_a_practice_match_keeps_its_mark_through_a_save_and_earns_no_points() -> None:
    from euchre import Team
    from euchre.games.euchre.records import match_from_json
    from tests.store.support import decided_match, seed_won_by

    won = match_from_json(decided_match(seed_won_by(Team.NORTH_SOUTH))[0])
    practice = TableSession(won, Difficulty.EXPERT, practice=True)
    restored = TableSession.from_json(practice.to_json())
    assert restored.practice and restored == practice
    assert restored.ranking_points == 0
    assert TableSession(won, Difficulty.EXPERT).ranking_points == 100
    assert not TableSession.from_json(TableSession(won, Difficulty.EXPERT).to_json()).practice
    with pytest.raises(RecordError, match="practice"):
        TableSession.from_record({**practice.to_record(), "practice": "yes"})
