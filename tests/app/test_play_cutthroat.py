"""Cutthroat on the Play page under AppTest, driven as a user drives it: choose the game,
click the bids, the maker's choice and the five discards of the merge with the dummy,
play the cards, then read what the page shows.

The bots are the tests' ``FirstLegalBot`` (tests/conftest.py) at both bot seats and as
the adviser: it takes the first legal action (it passes every bid it may, takes the dummy
as maker, declines to defend alone) and rates each later option a point lower.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre.bots import Difficulty
from euchre.games.cutthroat import CutthroatPhase, CutthroatRules, Player
from euchre.games.cutthroat.bots import make_bot
from store.accounts import sign_up
from store.matches import finished_matches, load_active_match
from table.session import TableSession
from tests.conftest import FirstLegalBot, seat_test_bots
from tests.store.support import app_database
from ui import table_state
from ui.explain import markdown_text
from ui.games import user_sentence
from ui.table_state import TABLE_KEY
from ui.table_store import AccountTableStore

ROOT = Path(__file__).resolve().parents[2]
PLAY_PAGE = ROOT / "pages" / "play.py"
MAX_RUNS = 400
CUTTHROAT = "cutthroat"


@pytest.fixture(autouse=True)
def first_legal_cutthroat_bots(first_legal_bots, monkeypatch: pytest.MonkeyPatch) -> None:
    """FirstLegalBot at both bot seats and as the adviser; no pause between bot moves."""

    seat_test_bots(monkeypatch, FirstLegalBot)
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")


def open_play_page(table: TableSession | None = None, user=None) -> AppTest:
    app = AppTest.from_file(str(PLAY_PAGE), default_timeout=30)
    if user is not None:
        app.session_state["auth_user"] = user
    if table is not None:
        app.session_state[TABLE_KEY] = table
    return app.run()


def table_of(app: AppTest) -> TableSession:
    return app.session_state[TABLE_KEY]


def page_text(app: AppTest) -> str:
    parts: list[str] = []
    for kind in ("markdown", "caption", "subheader", "title", "info", "success", "warning",
                 "error"):
        parts.extend(str(element.value) for element in getattr(app, kind))
    parts.extend(element.proto.body for element in app.get("html"))
    parts.extend(button.label for button in app.button)
    return "\n".join(parts)


def table_html(app: AppTest) -> str:
    return next(h.proto.body for h in app.get("html") if 'class="eu-table"' in h.proto.body)


def user_buttons(app: AppTest, prefix: str = "") -> list:
    return [b for b in app.button
            if b.key and b.key.startswith(("bid_", "card_")) and b.key.startswith(prefix)
            and not b.disabled]


def button_labelled(app: AppTest, label: str):
    return next(b for b in user_buttons(app, "bid_") if b.label == label)


def wait_for_user(app: AppTest) -> TableSession:
    """Rerun (as the pacer does) until it is the user's turn or the hand is over."""
    for _ in range(MAX_RUNS):
        assert not app.exception, app.exception
        table = table_of(app)
        if table.users_turn or (table.match.hand_over and table.next_step() is None):
            return table
        app.run()
    raise AssertionError("the bots never handed the turn back")


def cutthroat_table(seed: int, dealer: Player = Player.EAST,
                    rules: CutthroatRules | None = None) -> TableSession:
    """A Cutthroat match whose first hand is dealt by ``dealer``."""
    from euchre.games.cutthroat import CutthroatMatch

    match = CutthroatMatch.new(rules or CutthroatRules(), seed=seed, first_dealer=dealer)
    return TableSession(match, Difficulty.NORMAL)


def hidden_cards(table: TableSession) -> set:
    """Cards the user may not know now (the others' hands, the dummy, the kitty, the
    others' discards), as the engine says."""
    return set(table.hand.hidden_from(Player.SOUTH))


def assert_shows_no_hidden_card(app: AppTest) -> None:
    table = table_of(app)
    if table.match.hand_over:
        return
    text = page_text(app)
    for card in hidden_cards(table):
        assert card.symbol not in text and f'aria-label="{card.spoken}"' not in text, card


def click_through(app: AppTest, choose: Callable[[TableSession, list], object]) -> TableSession:
    """Click the user's decisions (``choose`` picks a button) until the hand is over."""
    for _ in range(MAX_RUNS):
        table = wait_for_user(app)
        assert_shows_no_hidden_card(app)
        if table.match.hand_over:
            return table
        buttons = user_buttons(app)
        assert buttons, "it is the user's turn but nothing can be clicked"
        choose(table, buttons).click().run()
    raise AssertionError("the hand did not end")


def order_up_then_first(table: TableSession, buttons: list):
    """Order up (or pick up) the upcard in round 1, then the first button offered."""
    wanted = {"Order it up", "Pick it up", "Take the dummy"}
    return next((b for b in buttons if b.label in wanted), buttons[0])


# ---- setting up -----------------------------------------------------------------------------
def test_the_game_chooser_offers_only_the_games_bots_can_play() -> None:
    from euchre import games

    app = open_play_page()
    chooser = app.segmented_control(key="setup_game")
    assert set(games.game_ids()) == {"euchre", "cutthroat", "buck", "five_hundred"}
    assert chooser.options == ["Euchre", "Cutthroat", "Buck Euchre", "Five Hundred"]


def test_the_game_chooser_offers_cutthroat_with_its_own_rules_and_deals_it() -> None:
    app = open_play_page()
    chooser = app.segmented_control(key="setup_game")
    assert chooser.value == "euchre"  # four-handed Euchre stays the default
    chooser.set_value(CUTTHROAT).run()
    text = page_text(app)
    assert "**West** and **East** are bots; everyone plays for themselves." in text
    assert "**dummy** hand" in text
    assert "Winning the match earns you 30 ranking points." in text
    stick = app.toggle(key="setup_cutthroat_stick_the_dealer")
    assert stick.value is False  # Cutthroat's default: a hand all three pass is thrown in
    assert not any(t.key == "setup_euchre_defend_alone" for t in app.toggle)  # a four-handed option
    app.selectbox(key="setup_cutthroat_points_to_win").set_value(7)
    stick.set_value(True).run()
    app.button(key="setup_start").click().run()

    table = table_of(app)
    assert table.game.id == CUTTHROAT
    assert table.rules == CutthroatRules(stick_the_dealer=True, points_to_win=7)
    board = table_html(app)
    assert "Play Cutthroat · Normal bots" in page_text(app)
    for name in ("You (South)", "West", "East"):
        assert f'aria-label="{name}"' in board
    assert "North" not in board
    assert 'aria-label="the dummy" data-dummy-size="5"' in board
    assert 'aria-label="5 cards face down"' in board
    assert 'aria-label="You 0, West 0, East 0"' in board and "Score · to 7" in board


# ---- a whole hand ---------------------------------------------------------------------------
def test_a_cutthroat_hand_is_played_by_clicking_the_merge_with_the_dummy_included() -> None:
    app = open_play_page(cutthroat_table(seed=4))
    table = wait_for_user(app)
    assert table.hand.phase == CutthroatPhase.BIDDING_ROUND_1
    assert [b.label for b in user_buttons(app, "bid_")] == ["Order it up", "Pass"]
    assert not app.checkbox  # going alone is decided after trump is fixed, not with the bid
    button_labelled(app, "Order it up").click().run()

    table = wait_for_user(app)  # East, the dealer, picked up and discarded
    assert table.hand.phase == CutthroatPhase.MAKER_CHOICE and table.hand.maker == Player.SOUTH
    assert [b.label for b in user_buttons(app, "bid_")] == ["Take the dummy", "Go alone"]
    assert "Take the dummy (its five cards join yours" in page_text(app)
    assert "data-dummy-size=\"5\"" in table_html(app)
    button_labelled(app, "Take the dummy").click().run()

    table = table_of(app)
    assert table.hand.phase == CutthroatPhase.DUMMY_DISCARD
    ten = set(table.hand.deal.hands[Player.SOUTH]) | set(table.hand.deal.dummy)
    cards = user_buttons(app, "card_")
    assert {b.label for b in cards} == {card.symbol for card in ten} and len(cards) == 10
    assert 'data-dummy-size="0"' in table_html(app) and "taken by you" in table_html(app)
    discarded = []
    for count in range(1, 6):
        assert f"discard {['five', 'four', 'three', 'two', 'one'][count - 1]} more" in (
            page_text(app))
        choice = user_buttons(app, "card_")[-1]
        discarded.append(choice.label)
        choice.click().run()
        if count < 5:
            marked = next(h.proto.body for h in app.get("html")
                          if 'aria-label="your discards"' in h.proto.body)
            assert f"Your discards ({count}), face down" in marked
            by_symbol = {card.symbol: card for card in ten}
            assert all(f'aria-label="{by_symbol[label].spoken}"' in marked
                       for label in discarded)  # each chosen card is shown, marked
            assert len(user_buttons(app, "card_")) == 10 - count
    table = table_of(app)
    assert [card.symbol for card in table.hand.maker_discards] == discarded
    assert len(table.hand.hand(Player.SOUTH)) == 5

    table = click_through(app, order_up_then_first)
    result = table.match.current.result()
    text = page_text(app)
    assert "Hand 1 is over" in text and user_sentence(result.summary(), table.seating, 0) in text
    assert "All three hands and the dummy" in text
    dummy_row = re.search(r"Dummy</span>(.*?)</div>", text).group(1)
    for card in table.hand.deal.dummy:  # the dummy and every discard are shown after the hand
        assert f'aria-label="{card.spoken}"' in dummy_row
    assert "Maker's discards (You)" in text and "Dealer's discard" in text
    for card in (*table.hand.maker_discards, table.hand.dealer_discard,
                 *table.hand.deal.hands[Player.WEST]):
        assert f'aria-label="{card.spoken}"' in text
    assert "Your decisions against Expert" in text
    points = table.decision_points()
    assert len(table.reviews_of_hand()) == len(points) >= 6  # the bid, the choice, 5 discards…
    assert "Your choice as maker: take the dummy or go alone" in text
    assert "Your discard 1 of 5 after taking the dummy" in text
    assert "the deciding player's expected margin" in text  # Expert's figures, in its terms
    assert "for the deciding team" not in text
    board = table_html(app)
    you, west, east = table.match.score
    assert f'aria-label="You {you}, West {west}, East {east}"' in board
    assert (you, west, east) == result.points_by_seat

    app.button(key="next_hand").click().run()
    table = table_of(app)
    assert table.hand_number == 2 and table.hand.dealer == Player.SOUTH  # the deal passes left
    assert 'data-hand="2"' in table_html(app)


def test_the_bots_say_only_public_reasons_while_the_hand_is_live() -> None:
    """FirstLegalBot names every card it holds in its reasons, and its factors are private
    (what it holds, how many choices it had): none may show before the hand is over (the
    cards are checked at every turn of the user); then every reason is shown in full."""
    app = open_play_page(cutthroat_table(seed=6, dealer=Player.SOUTH))
    table = wait_for_user(app)
    assert len(table.turns_of_hand()) == 2  # West and East bid before South, the dealer
    live = page_text(app)
    assert "The bots say only what the table can see" in live
    assert "how many choices there were" not in live and "the cards held" not in live
    table = click_through(app, order_up_then_first)
    text = page_text(app)
    assert "every explanation is shown with all its cards" in text
    assert "How many choices there were" in text and "The cards held" in text
    for turn in table.turns_of_hand():
        assert markdown_text(turn.explanation.summary) in text


def test_the_score_per_player_is_charted() -> None:
    app = open_play_page(cutthroat_table(seed=4))
    click_through(app, order_up_then_first)
    table = table_of(app)
    chart = app.get("vega_lite_chart")[0].proto.spec
    assert "Score (first to 10)" in chart
    for name in ("You", "West", "East"):
        assert f'"{name}"' in chart
    assert table.match.score_history()[-1][1:] == table.match.score


# ---- the declarations ------------------------------------------------------------------------
def test_going_alone_leaves_the_dummy_face_down_and_unused() -> None:
    app = open_play_page(cutthroat_table(seed=4))
    wait_for_user(app)
    button_labelled(app, "Order it up").click().run()
    wait_for_user(app)
    button_labelled(app, "Go alone").click().run()
    table = table_of(app)
    assert table.hand.maker_alone and table.hand.took_dummy is False
    board = table_html(app)
    assert "Maker · alone" in board and "not used: you go alone" in board
    assert board.count(">Defender<") == 2  # West and East defend together this hand
    assert 'data-dummy-size="5"' in board
    assert table.hand.phase != CutthroatPhase.DUMMY_DISCARD  # no merge without the dummy
    assert len(table.hand.hand(Player.SOUTH)) == 5
    assert "**You** go alone" in page_text(app)  # the table talk tells it


def test_a_defender_may_defend_alone_and_the_other_defender_sits_out() -> None:
    # With stick the dealer, East (the dealer, a bot that passes whatever it may) must
    # name a suit: East is the maker and takes the dummy; South is asked first.
    rules = CutthroatRules(stick_the_dealer=True)
    app = open_play_page(cutthroat_table(seed=5, rules=rules))
    for _ in range(2):
        wait_for_user(app)
        button_labelled(app, "Pass").click().run()
    table = wait_for_user(app)
    assert table.hand.phase == CutthroatPhase.DEFEND_ALONE and table.hand.maker == Player.EAST
    assert [b.label for b in user_buttons(app, "bid_")] == ["Defend alone", "Pass"]
    assert ("East made trump and plays with the dummy against you both. Defend alone (the "
            "other defender sits out), or pass?") in page_text(app)
    button_labelled(app, "Defend alone").click().run()
    table = table_of(app)
    assert table.hand.lone_defender == Player.SOUTH
    assert table.hand.sitting_out == frozenset({Player.WEST})
    board = table_html(app)
    assert "Defends alone" in board and "Sits out" in board and "Maker · with the dummy" in board


def test_the_hint_says_what_expert_would_do_for_the_makers_choice() -> None:
    app = open_play_page(cutthroat_table(seed=4))
    wait_for_user(app)
    button_labelled(app, "Order it up").click().run()
    wait_for_user(app)
    app.button(key="hint").click().run()
    text = page_text(app)
    assert "Expert would take the dummy" in text  # the adviser's first legal action
    assert "first legal action" in text


def test_a_merge_discard_expert_gave_no_figure_for_is_not_graded(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An adviser that weighs only some discards of the merge (as Cutthroat's Expert weighs
    only its most promising fives): the review claims no loss for a discard it did not
    weigh, and says so."""
    class FewKeepsBot(FirstLegalBot):
        def evaluate(self, view):
            options = super().evaluate(view)
            return options[:2] if view.phase == CutthroatPhase.DUMMY_DISCARD else options

    seat_test_bots(monkeypatch, FewKeepsBot)
    app = open_play_page(cutthroat_table(seed=4))
    wait_for_user(app)
    button_labelled(app, "Order it up").click().run()
    wait_for_user(app)
    button_labelled(app, "Take the dummy").click().run()
    user_buttons(app, "card_")[-1].click().run()  # a discard the adviser did not weigh
    table = click_through(app, lambda table, buttons: buttons[0])
    first = next(r for r in table.reviews_of_hand() if r.phase == CutthroatPhase.DUMMY_DISCARD)
    assert first.grade.value == "unrated" and first.loss == 0.0
    text = page_text(app)
    assert "Not rated" in text and "1 decision not rated" in text
    assert "Your choice was not among the options Expert weighed" in text


# ---- the match, saved and recorded --------------------------------------------------------
def _south_about_to_win(seed: int) -> TableSession:
    """A Cutthroat match (to 5, stick the dealer) one bot move or click before South wins:
    South plays as the Normal bot against the tests' passive bots."""
    south = make_bot(Difficulty.NORMAL, seed)
    rules = CutthroatRules(stick_the_dealer=True, points_to_win=5)
    table = TableSession.start(CUTTHROAT, Difficulty.NORMAL, rules, seed=seed)
    before = table
    for _ in range(3000):
        if table.match.is_over:
            break
        before = table
        if table.users_turn:
            table = table.play_user(south.decide(table.user_view).action, table.position)
        elif table.bot_to_act is not None:
            table = table.step_bot()
        else:
            table = table.next_hand()
    assert table.match.winner == Player.SOUTH, table.match.score
    return before


def test_a_won_cutthroat_match_earns_the_levels_points_once_on_the_server(
        tmp_path: Path) -> None:
    table_state.use_store(AccountTableStore())
    try:
        with app_database(tmp_path):
            user = sign_up("cutthroat_winner", "correct horse battery")
            app = open_play_page(_south_about_to_win(seed=2), user=user)
            for _ in range(20):
                if table_of(app).match.is_over:
                    break
                table = table_of(app)
                if table.users_turn:
                    user_buttons(app)[0].click()
                app.run()
            table = wait_for_user(app)
            assert table.match.is_over and table.match.winner == Player.SOUTH
            text = page_text(app)
            assert "You win the match" in text and "+30 ranking points" in text
            assert "Recorded on the leaderboard: won, +30 ranking points." in text
            app.run()
            app.run()
            recorded = finished_matches(user.id)
            assert len(recorded) == 1  # recorded once, however often the page runs
            assert recorded[0].game == CUTTHROAT and recorded[0].ranking_points == 30
            assert recorded[0].seat_scores == table.match.score
    finally:
        table_state.use_store(None)


def test_a_signed_in_players_cutthroat_match_comes_back_after_a_refresh(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table_state.use_store(AccountTableStore())
    try:
        with app_database(tmp_path):
            user = sign_up("cutthroat_player", "correct horse battery")
            app = open_play_page(user=user)
            app.segmented_control(key="setup_game").set_value(CUTTHROAT).run()
            app.button(key="setup_start").click().run()
            for _ in range(3):
                wait_for_user(app)
                user_buttons(app)[0].click().run()
            table = table_of(app)
            saved = load_active_match(user.id)
            assert saved is not None and saved.game == CUTTHROAT
            assert saved.replay() == table.match

            monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "60")  # nothing moves while we look
            refreshed = open_play_page(user=user)  # a new browser session, signed in again
            restored = table_of(refreshed)
            assert restored.game.id == CUTTHROAT and restored.match == table.match
            assert f'data-move="{table.move}"' in table_html(refreshed)
            assert 'aria-label="the dummy"' in table_html(refreshed)
    finally:
        table_state.use_store(None)
