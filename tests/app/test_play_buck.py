"""Buck Euchre on the Play page under AppTest, driven as a user drives it: choose the game,
click the bids, the dealer's discard, Stay in / Drop out and the cards, then read what the
page shows: the four counts going down from 25, who made trump, who dropped out, the
review and the chart; and, signed in, the match kept on the server and its win recorded.

The bots are scripted test bots built on ``FirstLegalBot`` (tests/conftest.py), which
names every card it holds in its reasons and rates each later legal option a point lower:
``ScriptedBuckBot`` lets West make trump whenever it may and North drop out whenever it
may; ``YieldingBuckBot`` passes and drops out whenever it may.
"""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pytest
from streamlit.testing.v1 import AppTest

from euchre import ActionKind, Suit
from euchre.actions import ORDER_UP, PASS
from euchre.bots import Decision, Difficulty
from euchre.games.buck import BuckDeal, BuckHand, BuckMatch, BuckRules, Player
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from store.accounts import sign_up
from store.leaderboard import leaderboard, user_results
from store.matches import finished_matches, load_active_match
from table.session import TableSession
from tests.app.game_pages_support import assert_stats_and_board_by_game
from tests.conftest import FirstLegalBot, seat_test_bots
from tests.store.support import add_finished_match, app_database
from ui import table_state
from ui.table_state import TABLE_KEY
from ui.table_store import AccountTableStore

ROOT = Path(__file__).resolve().parents[2]
PLAY_PAGE = ROOT / "pages" / "play.py"
MAX_RUNS = 400
BUCK = "buck"


class ScriptedBuckBot(FirstLegalBot):
    """West makes trump whenever it may (orders up, else names the first suit offered);
    North drops out whenever it may; every other choice is a pass, staying in, or the
    first legal card."""

    def decide(self, view) -> Decision:
        decision = super().decide(view)
        legal = view.legal_actions
        if view.seat == Player.WEST and ORDER_UP in legal:
            action = ORDER_UP
        elif view.seat == Player.WEST and any(a.kind is ActionKind.NAME_TRUMP for a in legal):
            action = next(a for a in legal if a.kind is ActionKind.NAME_TRUMP)
        elif DROP_OUT in legal:
            action = DROP_OUT if view.seat == Player.NORTH else STAY_IN
        elif PASS in legal:
            action = PASS
        else:
            action = legal[0]
        return Decision(decision.seat, action, decision.explanation, decision.elapsed_ms)


class YieldingBuckBot(FirstLegalBot):
    """Passes and drops out whenever it may; otherwise the first legal action."""

    def decide(self, view) -> Decision:
        decision = super().decide(view)
        legal = view.legal_actions
        action = next((a for a in (DROP_OUT, PASS) if a in legal), legal[0])
        return Decision(decision.seat, action, decision.explanation, decision.elapsed_ms)


def seat_bots(monkeypatch: pytest.MonkeyPatch, bot: type[FirstLegalBot]) -> None:

    seat_test_bots(monkeypatch, bot)


@pytest.fixture(autouse=True)
def scripted_buck_bots(first_legal_bots, monkeypatch: pytest.MonkeyPatch) -> None:
    """The scripted bots at the three bot seats and as the adviser; no pause between bot
    moves."""
    seat_bots(monkeypatch, ScriptedBuckBot)
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


def seat_box(app: AppTest, name: str) -> str:
    """The HTML of one seat's box on the table (and what follows it, up to the next)."""
    boxes = table_html(app).split('<div class="eu-seat ')[1:]
    return next(box for box in boxes if f'aria-label="{name}"' in box.split(">")[0])


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


def assert_shows_no_hidden_card(app: AppTest) -> None:
    table = table_of(app)
    if table.match.hand_over:
        return
    text = page_text(app)
    for card in table.hand.hidden_from(Player.SOUTH):
        assert card.symbol not in text and f'aria-label="{card.spoken}"' not in text, card


def play_first_cards(app: AppTest) -> TableSession:
    """Click the first playable card at each of the user's turns until the hand is over."""
    for _ in range(MAX_RUNS):
        table = wait_for_user(app)
        assert_shows_no_hidden_card(app)
        if table.match.hand_over:
            return table
        cards = user_buttons(app, "card_")
        assert cards and not user_buttons(app, "bid_"), "only cards are clicked in the play"
        cards[0].click().run()
    raise AssertionError("the hand did not end")


def chart_frames(chart) -> list[pd.DataFrame]:
    """The tables a chart element was drawn from (sent to the browser as Arrow)."""
    return [pa.ipc.open_stream(dataset.data.data).read_pandas() for dataset in chart.proto.datasets]


def buck_table(dealer: Player, hands: int = 1) -> TableSession:
    """A Buck match (as the server starts one from its seed) whose first hand is dealt by
    ``dealer`` and whose first ``hands`` upcards are not clubs (a turned club fixes trump
    with no bidding and no drop-out)."""
    rules = BuckRules()
    for seed in range(500):
        match = BuckMatch.new(rules, seed=seed)
        if match.current.dealer != dealer:
            continue
        deals = [BuckMatch.deal_hand(rules, seed, index, Player((dealer + index) % 4))
                 for index in range(hands)]
        if all(hand.upcard.suit is not Suit.CLUBS for hand in deals):
            return TableSession(match, Difficulty.NORMAL)
    raise AssertionError("no seed deals those hands without a club turned up")


# ---- setting up -----------------------------------------------------------------------------
def test_the_game_chooser_offers_buck_euchre_and_deals_it_with_the_counts_at_25() -> None:
    app = open_play_page()
    app.segmented_control(key="setup_game").set_value(BUCK).run()
    text = page_text(app)
    assert "**West**, **North** and **East** are bots; everyone plays for themselves." in text
    assert "Winning the match earns you 30 ranking points." in text
    assert ("A player who takes all five tricks in a hand wins at once, whatever the counts, "
            "so a match can end after a single hand.") in text
    assert app.selectbox(key="setup_buck_starting_score").value == 25
    app.button(key="setup_start").click().run()

    table = table_of(app)
    assert table.game.id == BUCK and table.rules == BuckRules()
    board = table_html(app)
    assert "Play Buck Euchre · Normal bots" in page_text(app)
    for name in ("You (South)", "West", "North", "East"):
        assert f'aria-label="{name}"' in board
    assert 'aria-label="You 25, West 25, North 25, East 25"' in board
    assert "Count · 25 down to 0" in board


# ---- whole hands ----------------------------------------------------------------------------
def test_a_buck_hand_by_clicking_then_a_hand_the_user_drops_out_of() -> None:
    app = open_play_page(buck_table(dealer=Player.EAST, hands=2))
    table = wait_for_user(app)  # South, left of the dealer, bids first
    assert [b.label for b in user_buttons(app, "bid_")] == ["Order it up", "Pass"]
    assert not app.checkbox  # nobody goes alone in Buck Euchre
    button_labelled(app, "Pass").click().run()

    table = wait_for_user(app)  # West ordered up, East picked up and discarded
    trump = table.hand.trump
    assert table.hand.maker == Player.WEST and trump is not None
    assert [b.label for b in user_buttons(app, "bid_")] == ["Stay in", "Drop out"]
    assert (f"Your turn: West made {trump.symbol} trump. Stay in (a point off your score for "
            "each trick; +5 if you take none) or drop out (no change this hand)?"
            ) in page_text(app)
    assert button_labelled(app, "Drop out").help.startswith("Lay your hand face down")
    board = table_html(app)
    assert "ordered up by West" in board and "Maker" in seat_box(app, "West")
    app.button(key="hint").click().run()
    assert "Expert would stay in" in page_text(app)
    button_labelled(app, "Stay in").click().run()

    wait_for_user(app)
    north = seat_box(app, "North")
    assert "Dropped out" in north and "eu-out" in north  # North dropped out after South
    assert "tricks:" not in north
    assert "**North** drops out" in page_text(app)
    table = play_first_cards(app)

    result = table.match.current.result()
    assert Player.NORTH in result.dropped and result.points_by_seat[Player.NORTH] == 0
    text = page_text(app)
    worded = result.summary().replace("South", "You")  # the page names the user "You"
    assert "South" in result.summary() and "Hand 1 is over" in text
    assert [info.value for info in app.info if "trump" in info.value] == [worded]
    assert f"1. {worded}" in text  # the Score tab's list of hands
    assert f"You {result.tricks_by_seat[Player.SOUTH]} trick" in worded
    assert "All four hands" in text and "North · dropped out" in text
    assert f"Stay in or drop out ({trump.symbol} trump, made by West)" in text
    assert "Your decisions against Expert" in text
    assert len(table.reviews_of_hand()) == len(table.decision_points()) >= 2
    assert "the deciding player's expected points gained" in text  # Expert's figures, in
    assert "expected margin" not in text  # the words of a game whose counts go down
    you, west, north_count, east = table.match.score
    assert north_count == 25 and (you, west, east) != (25, 25, 25)
    assert (f'aria-label="You {you}, West {west}, North 25, East {east}"'
            in table_html(app))

    app.button(key="next_hand").click().run()
    table = wait_for_user(app)  # South deals; West ordered up: South picks up, discards
    assert table.hand.dealer == Player.SOUTH and table.hand.maker == Player.WEST
    assert "Your turn: you picked up the upcard, so discard one card." in page_text(app)
    discard = user_buttons(app, "card_")[-1]
    discard.click().run()
    table = wait_for_user(app)
    assert [b.label for b in user_buttons(app, "bid_")] == ["Stay in", "Drop out"]
    assert "Dropped out" in seat_box(app, "North")  # North was asked before the dealer
    button_labelled(app, "Drop out").click().run()
    table = table_of(app)
    assert Player.SOUTH in table.hand.dropped
    assert "You dropped out of this hand" in page_text(app)
    assert not user_buttons(app, "card_")  # the user's cards are not played this hand
    table = wait_for_user(app)
    assert table.match.hand_over and table.match.current.result().points_by_seat[0] == 0
    assert table.match.score[Player.SOUTH] == you  # no change for a player who dropped out
    assert "You · dealer · dropped out" in page_text(app)


def test_a_no_trump_hand_asks_everyone_and_a_lone_player_takes_all_five(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """All four pass twice: the hand is played with no trump and all four are asked; the
    bots drop out, so South, the only one left in, takes all five tricks and wins."""
    seat_bots(monkeypatch, YieldingBuckBot)
    app = open_play_page(buck_table(dealer=Player.EAST))
    for _ in range(2):
        wait_for_user(app)
        button_labelled(app, "Pass").click().run()
    table = wait_for_user(app)
    assert table.hand.no_trump and table.hand.maker is None
    assert ("Your turn: everyone passed twice: this hand is played with no trump. Stay in"
            in page_text(app))
    board = table_html(app)
    assert "No trump" in board and "jacks are plain jacks" in board
    button_labelled(app, "Stay in").click().run()
    table = play_first_cards(app)
    assert table.hand.dropped == {Player.WEST, Player.NORTH, Player.EAST}
    assert table.match.winners == (Player.SOUTH,) and table.hand.tricks_won[0] == 5
    for name in ("West", "North", "East"):
        assert "Dropped out" in seat_box(app, name)
    assert "You win the match (You 20, West 25, North 25, East 25)!" in page_text(app)


def test_the_four_counts_are_charted_going_down_from_25() -> None:
    app = open_play_page(buck_table(dealer=Player.EAST))
    wait_for_user(app)
    button_labelled(app, "Pass").click().run()
    wait_for_user(app)
    button_labelled(app, "Stay in").click().run()
    table = play_first_cards(app)
    spec = json.loads(app.get("vega_lite_chart")[0].proto.spec)
    title = spec["title"]["text"] if isinstance(spec["title"], dict) else spec["title"]
    assert title == "Score (from 25, first to 0)"
    [frame] = [data for data in chart_frames(app.get("vega_lite_chart")[0])
               if "team" in data.columns]
    lines = {(row["team"], row["after hand"]): row["points"]
             for row in frame.to_dict("records")}
    names = ("You", "West", "North", "East")
    assert {name: lines[(name, 0)] for name in names} == dict.fromkeys(names, 25)
    assert tuple(lines[(name, 1)] for name in names) == table.match.score
    assert table.match.score_history()[-1][1:] == table.match.score


# ---- the match, saved and recorded --------------------------------------------------------
def test_a_signed_in_players_buck_match_comes_back_after_a_refresh(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table_state.use_store(AccountTableStore())
    try:
        with app_database(tmp_path):
            user = sign_up("buck_player", "correct horse battery")
            app = open_play_page(user=user)
            app.segmented_control(key="setup_game").set_value(BUCK).run()
            app.button(key="setup_start").click().run()
            for _ in range(3):  # three of the user's decisions: the hand goes on
                wait_for_user(app)
                buttons = user_buttons(app)
                labels = [button.label for button in buttons]
                choice = next((label for label in ("Pass", "Stay in") if label in labels), None)
                buttons[labels.index(choice) if choice else 0].click().run()
            table = table_of(app)
            assert not table.match.hand_over
            saved = load_active_match(user.id)
            assert saved is not None and saved.game == BUCK
            assert saved.replay() == table.match

            monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "60")  # nothing moves while we look
            refreshed = open_play_page(user=user)  # a new browser session, signed in again
            restored = table_of(refreshed)
            assert restored.game.id == BUCK and restored.match == table.match
            board = table_html(refreshed)
            assert f'data-move="{table.move}"' in board
            assert "Count · 25 down to 0" in board
    finally:
        table_state.use_store(None)


def test_a_won_buck_match_earns_the_levels_points_once_on_the_server(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """South orders up, the three bots drop out, South takes all five tricks alone and so
    wins the game at once (Clarification 5)."""
    seat_bots(monkeypatch, YieldingBuckBot)
    table_state.use_store(AccountTableStore())
    try:
        with app_database(tmp_path):
            user = sign_up("buck_winner", "correct horse battery")
            app = open_play_page(buck_table(dealer=Player.EAST), user=user)  # South bids first
            wait_for_user(app)
            button_labelled(app, "Order it up").click().run()
            table = play_first_cards(app)
            assert table.match.is_over and table.match.winners == (Player.SOUTH,)
            text = page_text(app)
            assert "You win the match" in text and "+30 ranking points" in text
            assert "Recorded on the leaderboard: won, +30 ranking points." in text
            app.run()
            app.run()
            recorded = finished_matches(user.id)
            assert len(recorded) == 1  # recorded once, however often the page runs
            assert recorded[0].game == BUCK and recorded[0].ranking_points == 30
            assert recorded[0].seat_scores == table.match.score
            board = leaderboard(game=BUCK)
            assert board[["Player", "Points"]].values.tolist() == [["buck_winner", 30]]
    finally:
        table_state.use_store(None)


SHARED_WIN_DEAL = BuckDeal.from_text(
    "N", {"S": "TC AC KD KH QS", "W": "QD TH JH AH JS", "N": "9C TD 9H QH TS",
          "E": "QC KC JD AD KS"}, upcard="JC")
SHARED_WIN_PLAY = ("KS QS JH TS", "JD KD QD TD", "TC JS 9C KC", "AH QH AD KH", "TH 9H QC AC")


def test_a_win_shared_at_the_equal_lowest_count_earns_the_levels_points() -> None:
    """South and West at 2 before a hand with clubs turned up in which each takes two
    tricks: both reach 0 together, the equal lowest count, and share the win
    (Clarification 7); a shared win is a win."""
    hand = BuckHand.from_deal(SHARED_WIN_DEAL)
    assert hand.clubs_turned
    for trick in SHARED_WIN_PLAY:
        for card in trick.split():
            hand = hand.apply(f"play {card}")
    match = BuckMatch(BuckRules(), 0, (), hand, (2, 2, 25, 25))
    assert match.winners == (Player.SOUTH, Player.WEST) and match.winner is None
    app = open_play_page(TableSession(match, Difficulty.NORMAL))
    table = wait_for_user(app)
    assert table.ranking_points == 30
    text = page_text(app)
    assert "You share the win with West (You 0, West 0, North 30, East 24)!" in text
    assert "You earn **+30 ranking points** (Normal bots). A shared win counts as a win." in text
    assert "clubs turned up: trump with no bidding, no maker" in table_html(app)


def test_a_lost_match_names_each_player_with_its_count_in_the_boards_order() -> None:
    """West alone reaches 0: the headline names every player with its count, in the order
    the board lists them, so no figure is read against the wrong player."""
    hand = BuckHand.from_deal(SHARED_WIN_DEAL)
    for trick in SHARED_WIN_PLAY:
        for card in trick.split():
            hand = hand.apply(f"play {card}")
    match = BuckMatch(BuckRules(), 0, (), hand, (5, 2, 25, 25))
    assert match.winners == (Player.WEST,)
    app = open_play_page(TableSession(match, Difficulty.NORMAL))
    wait_for_user(app)
    assert ("West wins the match (You 3, West 0, North 30, East 24).** No ranking points"
            in page_text(app))
    assert 'aria-label="You 3, West 0, North 30, East 24"' in table_html(app)


def test_buck_euchre_on_the_leaderboard_and_my_stats_leads_by_the_lower_count(
        tmp_path: Path) -> None:
    with app_database(tmp_path) as db:
        ann = sign_up("ann", "a long password", db=db)
        add_finished_match(db, ann.id, game=BUCK, seat_scores=(-1, 4, 12, 7))
        add_finished_match(db, ann.id, game=BUCK, seat_scores=(6, 0, 9, 3), outcome="lost")
        board = leaderboard(game=BUCK)
        assert board[["Player", "Points", "Biggest margin"]].values.tolist() == [
            ["ann", 30, 5]]  # 4 (West, the next lowest) - (-1)
        mine = user_results(ann.id, game=BUCK)
        assert list(mine["score"]) == ["-1–4–12–7", "6–0–9–3"]

        assert_stats_and_board_by_game(ann, BUCK, "Buck Euchre", matches="2", wins="1",
                                       margin=5)


def info_box(app: AppTest) -> str:
    """The HTML of the table's corner with trump (and the turned-up club)."""
    return table_html(app).split('<div class="eu-area-info">')[1].split(
        '<div class="eu-area-score">')[0]


def test_a_turned_up_club_stays_shown_beside_trump_for_the_whole_hand() -> None:
    match = next(m for m in (BuckMatch.new(BuckRules(), seed=seed) for seed in range(200))
                 if m.current.clubs_turned)
    app = open_play_page(TableSession(match, Difficulty.NORMAL))
    table = wait_for_user(app)
    turned = table.hand.upcard
    assert table.hand.phase.value == "play" and turned.suit is Suit.CLUBS
    for _ in range(2):  # in the play, then once the hand is over
        info = info_box(app)
        assert f'aria-label="{turned.spoken}"' in info and "turned up" in info
        assert "clubs turned up: trump with no bidding" in info
        table = play_first_cards(app)
    assert table.match.hand_over
