"""Five Hundred on the Play page under AppTest, driven as a user drives it: choose the game
(and the three-player game), call on the bid ladder, exchange the kitty by clicking three
of thirteen cards, lead the joker in no trumps naming its suit, bid a misère, watch an open
misère hand laid down, then read what the page shows: the refusals of the ladder in the
engine's words, the contract, the review, the chart to 500; and, signed in, the match
kept on the server and its win recorded once.

The bots are scripted test bots built on ``FirstLegalBot`` (tests/conftest.py), which
passes in the auction, discards its first cards and plays its first legal card, naming
every card it holds in its reasons. ``SevenDiamondsWest`` lets West open the auction with
7♦; ``OpenMisereWest`` lets West bid open misère.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import Card, Rules, Seat, Suit
from euchre.bots import Decision, Difficulty
from euchre.games.five_hundred import (
    OPEN_MISERE,
    FiveHundredMatch,
    FiveHundredPhase,
    FiveHundredRules,
    Kind,
    Player3,
    bid,
)
from store.accounts import sign_up
from store.leaderboard import leaderboard, user_results
from store.matches import finished_matches, load_active_match
from table.grading import Grade
from table.session import TableSession
from tests.app.game_pages_support import assert_stats_and_board_by_game
from tests.app.test_play_buck import (
    chart_frames,
    open_play_page,
    page_text,
    seat_box,
    table_html,
    table_of,
)
from tests.conftest import FirstLegalBot, seat_test_bots
from tests.store.support import add_finished_match, app_database
from ui import table_state
from ui.games import user_sentence
from ui.table_store import AccountTableStore

ROOT = Path(__file__).resolve().parents[2]
MAX_RUNS = 600
FIVE_HUNDRED = "five_hundred"


class SevenDiamondsWest(FirstLegalBot):
    """West opens the auction with 7♦ when nobody has bid; otherwise the first legal
    action (a pass in the auction)."""

    def decide(self, view) -> Decision:
        decision = super().decide(view)
        seven = bid("7D")
        action = (seven if view.seat == Seat.WEST and seven in view.legal_actions
                  and view.high_bid is None else decision.action)
        return Decision(decision.seat, action, decision.explanation, decision.elapsed_ms)


class OpenMisereWest(FirstLegalBot):
    """West bids open misère when it may; otherwise the first legal action."""

    def decide(self, view) -> Decision:
        decision = super().decide(view)
        call = bid(OPEN_MISERE)
        action = call if view.seat == Seat.WEST and call in view.legal_actions else \
            decision.action
        return Decision(decision.seat, action, decision.explanation, decision.elapsed_ms)


def seat_bots(monkeypatch: pytest.MonkeyPatch, bot: type[FirstLegalBot]) -> None:
    """``bot`` at the bot seats and as the adviser."""

    seat_test_bots(monkeypatch, bot)


@pytest.fixture(autouse=True)
def scripted_bots(first_legal_bots, monkeypatch: pytest.MonkeyPatch) -> None:
    seat_bots(monkeypatch, FirstLegalBot)
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")


def five_hundred_table(dealer: Seat, wanted=lambda match: True,
                       rules: FiveHundredRules | None = None) -> TableSession:
    """A Five Hundred match (as the server starts one from its seed) dealt by ``dealer``
    whose first deal passes ``wanted``."""
    for seed in range(2000):
        match = FiveHundredMatch.new(rules, seed=seed)
        if match.current.dealer == dealer and wanted(match):
            return TableSession(match, Difficulty.NORMAL)
    raise AssertionError("no seed deals that hand")


def user_buttons(app: AppTest, prefix: str) -> list:
    return [b for b in app.button if b.key and b.key.startswith(prefix) and not b.disabled]


def ladder_button(app: AppTest, text: str):
    """The ladder's button of a call ("7D", "misere", "pass")."""
    key = text.replace(" ", "-")
    return next(b for b in app.button if b.key and b.key.startswith("bid_ladder_")
                and (f"_bid-{key}_" in b.key or f"_{key}_" in b.key))


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
    for card in table.hand.hidden_from(Seat.SOUTH):
        assert f'aria-label="{card.spoken}"' not in text, card
        assert f"_{card.text}" not in " ".join(b.key or "" for b in app.button), card


def discard_three(app: AppTest, keep: Card | None = None) -> None:
    """The kitty exchange: click three cards (the last ones, never ``keep``)."""
    for left in (3, 2, 1):
        table = wait_for_user(app)
        assert table.hand.phase == FiveHundredPhase.KITTY
        cards = user_buttons(app, "card_")
        assert len(cards) == 10 + left  # the thirteen cards, one fewer after each click
        assert not user_buttons(app, "bid_ladder_")
        choice = next(b for b in reversed(cards) if keep is None or keep.text not in b.key)
        choice.click().run()


def play_first_cards(app: AppTest) -> TableSession:
    """Click the first playable card at each of the user's turns until the hand is over
    (a joker led in no trumps names the first suit offered)."""
    for _ in range(MAX_RUNS):
        table = wait_for_user(app)
        assert_shows_no_hidden_card(app)
        if table.match.hand_over:
            return table
        user_buttons(app, "card_")[0].click().run()
        naming = user_buttons(app, "joker_name_")
        if naming:
            naming[0].click().run()
    raise AssertionError("the hand did not end")


# ---- setting up -----------------------------------------------------------------------------
def test_the_game_chooser_offers_five_hundred_and_its_three_player_game() -> None:
    app = open_play_page()
    app.segmented_control(key="setup_game").set_value(FIVE_HUNDRED).run()
    text = page_text(app)
    assert "Your partner **North** and your opponents **West** and **East** are bots." in text
    assert "Winning the match earns your team 30 ranking points." in text
    players = app.selectbox(key="setup_five_hundred_players")
    assert players.value == 4 and set(players.options) >= {"4: two partnerships, partners "
                                                           "opposite (43 cards)"}
    players.set_value(3).run()
    text = page_text(app)
    assert "**West** and **East** are bots; everyone plays for themselves." in text
    assert "Winning the match earns you 30 ranking points." in text
    app.button(key="setup_start").click().run()

    table = table_of(app)
    assert table.game.id == FIVE_HUNDRED and table.rules == FiveHundredRules(players=3)
    assert table.seating.names == ("South", "West", "East")
    board = table_html(app)
    assert "Play Five Hundred · Normal bots" in page_text(app)
    for name in ("You (South)", "West", "East"):
        assert f'aria-label="{name}"' in board
    assert 'aria-label="North"' not in board
    assert 'aria-label="You 0, West 0, East 0"' in board
    assert ('<span class="eu-nowrap">Score · to 500,</span> '
            '<span class="eu-nowrap">out at −500</span>') in board  # each phrase on one line
    assert 'aria-label="3 cards face down"' in board  # the kitty
    table = wait_for_user(app)
    assert len(table.user_view.hand) == 10 and len(user_buttons(app, "bid_ladder_")) >= 2


def test_the_set_up_form_offers_nothing_for_tricks_from_490() -> None:
    app = open_play_page()
    app.segmented_control(key="setup_game").set_value(FIVE_HUNDRED).run()
    toggle = app.toggle(key="setup_five_hundred_no_trick_points_from_490")
    assert toggle.label == "Nothing for tricks from 490" and toggle.value is False
    assert "490 or more scores nothing for tricks" in toggle.help
    toggle.set_value(True).run()
    app.button(key="setup_start").click().run()
    assert table_of(app).rules == FiveHundredRules(no_trick_points_from_490=True)


# ---- whole hands ----------------------------------------------------------------------------
def test_a_hand_by_clicking_the_ladder_refuses_in_the_engines_words_then_kitty_and_play(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seat_bots(monkeypatch, SevenDiamondsWest)
    app = open_play_page(five_hundred_table(dealer=Seat.SOUTH))  # West calls first: 7♦
    table = wait_for_user(app)
    assert table.hand.high_bid == bid("7D").bid and table.hand.phase == FiveHundredPhase.AUCTION
    text = page_text(app)
    assert "Your turn to call: the bid to beat is 7♦ (West)." in text
    assert "high bid 7♦ (West)" in table_html(app)
    assert '“bids 7♦”' in seat_box(app, "West")
    low = ladder_button(app, "7D")
    assert low.disabled and low.help == table.hand.why_not(bid("7D"))
    assert low.help == "7♦ ranks equal with 7♦: neither may be bid over the other."
    assert ladder_button(app, "7C").help.startswith("7♣ does not outrank the current bid, 7♦")
    for call in ("6S", "6NT", "7S", "7C"):
        refused = ladder_button(app, call)
        assert refused.disabled and refused.help == table.hand.why_not(bid(call))
    for call in ("7H", "7NT", "10NT", "misere", "open misere"):
        assert not ladder_button(app, call).disabled, call
    assert "**6♠ to 7♣ (7 bids)**: 7♣ does not outrank the current bid, 7♦" in text
    assert "Worth 250 points." in ladder_button(app, "misere").help
    app.button(key="hint").click().run()
    advice = table_of(app).current_hint.action  # the adviser's first legal call: a pass
    assert f"Expert would {advice.describe().replace('passes', 'pass')}" in page_text(app)
    ladder_button(app, "8H").click().run()

    table = wait_for_user(app)  # everyone else passed: South took the kitty
    assert table.hand.contract == bid("8H").bid and table.hand.contractor == Seat.SOUTH
    assert "you won the auction with 8♥ and took the kitty; discard three cards" in \
        page_text(app)
    assert "Contractor · 8♥" in seat_box(app, "You (South)")
    kept = set(table.hand.hand(Seat.SOUTH))
    discard_three(app)
    table = wait_for_user(app)
    discards = table.hand.own_discards(Seat.SOUTH)
    assert len(discards) == 3 and set(discards) <= kept
    assert len(table.hand.hand(Seat.SOUTH)) == 10
    assert [card.text for card in discards] == \
        json_cards(app, 'aria-label="your discards"')
    assert "Contract · 300 points" in table_html(app)

    table = play_first_cards(app)
    result = table.match.current.result()
    assert len(table.hand.tricks) == 10 and result.contract == bid("8H").bid
    text = page_text(app)
    assert "Hand 1 is over" in text and user_sentence(result.summary(), table.seating, 0) in text
    assert "All four hands" in text and "Contractor's discards (You)" in text
    assert "Auction, high bid 7♦ by West" in text and "Your kitty discard 1 of 3" in text
    assert "Your decisions against Expert" in text
    assert ("Good: within 3 expected points of Expert's choice; mistake: 10 or more given up"
            in text)  # Five Hundred's points: the thresholds scaled by 20
    assert len(table.reviews_of_hand()) == len(table.decision_points()) >= 10
    assert "**You** bid 8♥" in text and "**West** bids 7♦" in text
    spec = json.loads(app.get("vega_lite_chart")[0].proto.spec)
    title = spec["title"]["text"] if isinstance(spec["title"], dict) else spec["title"]
    assert title == "Score (first to 500; -500 loses)"
    [frame] = [data for data in chart_frames(app.get("vega_lite_chart")[0])
               if "team" in data.columns]
    lines = {(row["team"], row["after hand"]): row["points"]
             for row in frame.to_dict("records")}
    assert (lines[("Your team", 1)], lines[("Opponents", 1)]) == table.match.score
    assert table.match.score == result.points


def json_cards(app: AppTest, marker: str) -> list[str]:
    """The cards listed in the ``data-cards`` of the HTML element carrying ``marker``."""
    body = next(h.proto.body for h in app.get("html") if marker in h.proto.body)
    return body.split('data-cards="')[1].split('"')[0].split()


def test_leading_the_joker_in_no_trumps_names_the_suit_to_follow() -> None:
    def south_holds_joker(match):
        return Card.joker() in match.current.hand(Seat.SOUTH)

    app = open_play_page(five_hundred_table(Seat.EAST, south_holds_joker))  # South first
    wait_for_user(app)
    ladder_button(app, "6NT").click().run()
    discard_three(app, keep=Card.joker())
    table = wait_for_user(app)
    assert table.hand.phase == FiveHundredPhase.PLAY and Card.joker() in table.user_view.hand
    assert "You hold the joker: before your lead you may give it a suit" in page_text(app)
    suits = [a.suit.symbol for a in table.user_view.legal_actions if a.kind == Kind.JOKER_SUIT]
    assert [b.label for b in user_buttons(app, "joker_suit_")] == suits and len(suits) == 4
    joker = next(b for b in user_buttons(app, "card_") if b.key.endswith("_JOKER"))
    joker.click().run()
    naming = user_buttons(app, "joker_name_")
    assert sorted(b.label for b in naming) == sorted(suits)  # no suit led yet
    assert "Lead the joker, naming:" in page_text(app)
    next(b for b in naming if b.label == "♥").click().run()

    table = table_of(app)
    first = table.hand.history[-1] if table.hand.tricks == () else None
    lead = next(action for seat, action in table.hand.history
                if seat == Seat.SOUTH and action.kind == Kind.PLAY)
    assert lead.card == Card.joker() and lead.suit == Suit.HEARTS
    assert table.hand.led_suits[:1] == (Suit.HEARTS,) or first is not None
    assert "**You** lead the joker, naming ♥" in page_text(app)
    play_first_cards(app)


def test_a_misere_the_partner_sits_out_and_the_result_is_the_misere(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seat_bots(monkeypatch, SevenDiamondsWest)
    app = open_play_page(five_hundred_table(dealer=Seat.SOUTH))
    wait_for_user(app)
    assert not ladder_button(app, "misere").disabled  # open after West's 7 bid
    ladder_button(app, "misere").click().run()
    discard_three(app)
    wait_for_user(app)
    north = seat_box(app, "North")
    assert "Sits out" in north and "eu-out" in north
    assert "Contractor · misère" in seat_box(app, "You (South)")
    assert "take no trick" in table_html(app)
    table = play_first_cards(app)
    result = table.match.current.result()
    assert result.contract.is_misere and table.hand.tricks_won[Seat.NORTH] == 0
    assert all(len(trick.plays) == 3 for trick in table.hand.tricks)
    assert user_sentence(result.summary(), table.seating, 0) in page_text(app)
    assert table.match.score[0] == (250 if result.made else -250)


def test_an_open_misere_hand_is_shown_after_the_first_trick(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seat_bots(monkeypatch, OpenMisereWest)
    app = open_play_page(five_hundred_table(dealer=Seat.SOUTH))  # West calls first
    wait_for_user(app)
    assert "the bid to beat is open misère (West)" in page_text(app)
    assert all(ladder_button(app, call).disabled for call in ("misere", "10D"))
    assert not ladder_button(app, "10NT").disabled  # 10NT outranks open misère
    ladder_button(app, "pass").click().run()
    table = wait_for_user(app)
    assert table.hand.contract == OPEN_MISERE and table.hand.contractor == Seat.WEST
    assert table.hand.phase == FiveHundredPhase.PLAY and not table.hand.tricks
    assert 'aria-label="exposed hand"' not in page_text(app)  # not before the first trick
    for _ in range(MAX_RUNS):
        table = wait_for_user(app)
        if table.hand.tricks or table.match.hand_over:
            break
        user_buttons(app, "card_")[0].click().run()
    assert table.hand.tricks and not table.match.hand_over
    shown = json_cards(app, 'aria-label="exposed hand"')
    assert shown == [card.text for card in table.hand.exposed_hand]
    assert shown == [card.text for card in table.hand.hand(Seat.WEST)]
    assert "West's open misère hand, face up" in page_text(app)
    assert "Sits out" in seat_box(app, "East")
    play_first_cards(app)


def test_the_three_player_game_is_played_to_the_end_of_a_hand() -> None:
    app = open_play_page(five_hundred_table(Player3.EAST, rules=FiveHundredRules(players=3)))
    wait_for_user(app)
    ladder_button(app, "6H").click().run()
    discard_three(app)
    table = play_first_cards(app)
    assert len(table.match.score) == 3 and len(table.hand.tricks) == 10
    assert "All three hands" in page_text(app)


# ---- the match, saved and recorded --------------------------------------------------------
def test_a_signed_in_players_five_hundred_match_comes_back_after_a_refresh(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table_state.use_store(AccountTableStore())
    try:
        with app_database(tmp_path):
            user = sign_up("fh_player", "correct horse battery")
            app = open_play_page(user=user)
            app.segmented_control(key="setup_game").set_value(FIVE_HUNDRED).run()
            app.button(key="setup_start").click().run()
            wait_for_user(app)
            ladder_button(app, "7NT").click().run()
            wait_for_user(app)
            user_buttons(app, "card_")[-1].click().run()  # one of three kitty discards
            table = wait_for_user(app)
            assert table.hand.phase == FiveHundredPhase.KITTY
            saved = load_active_match(user.id)
            assert saved is not None and saved.game == FIVE_HUNDRED
            assert saved.replay() == table.match

            monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "60")  # nothing moves while we look
            refreshed = open_play_page(user=user)  # a new browser session, signed in again
            restored = table_of(refreshed)
            assert restored.game.id == FIVE_HUNDRED and restored.match == table.match
            assert f'data-move="{table.public_move}"' in table_html(refreshed)
            assert len(user_buttons(refreshed, "card_")) == 12  # two discards still to make
    finally:
        table_state.use_store(None)


def test_a_won_five_hundred_match_earns_the_levels_points_once_on_the_server(
        tmp_path: Path) -> None:
    """Seed 1: South calls first and makes open misère, 500 points at once: the match is
    won (Clarification 12)."""
    table_state.use_store(AccountTableStore())
    try:
        with app_database(tmp_path):
            user = sign_up("fh_winner", "correct horse battery")
            app = open_play_page(TableSession(FiveHundredMatch.new(seed=1), Difficulty.NORMAL),
                                 user=user)
            wait_for_user(app)
            ladder_button(app, "open misere").click().run()
            discard_three(app)
            table = play_first_cards(app)
            assert table.match.is_over and table.match.winners == (0,)
            text = page_text(app)
            assert "Your team wins the match 500–0!" in text and "+30 ranking points" in text
            assert "Recorded on the leaderboard: won, +30 ranking points." in text
            app.run()
            app.run()
            recorded = finished_matches(user.id)
            assert len(recorded) == 1  # recorded once, however often the page runs
            assert recorded[0].game == FIVE_HUNDRED and recorded[0].ranking_points == 30
            assert recorded[0].seat_scores == (500, 0, 500, 0)
            board = leaderboard(game=FIVE_HUNDRED)
            assert board[["Player", "Points"]].values.tolist() == [["fh_winner", 30]]
            assert leaderboard(game="buck").empty
            results = user_results(user.id, game=FIVE_HUNDRED)
            assert len(results) == 1
    finally:
        table_state.use_store(None)


def test_five_hundred_on_the_leaderboard_and_my_stats(tmp_path: Path) -> None:
    with app_database(tmp_path) as db:
        ann = sign_up("ann", "a long password", db=db)
        add_finished_match(db, ann.id, game=FIVE_HUNDRED, seat_scores=(520, 140, 520, 140))
        add_finished_match(db, ann.id, game=FIVE_HUNDRED, seat_scores=(-510, 230, -510, 230),
                           outcome="lost")
        add_finished_match(db, ann.id, game="buck", seat_scores=(-1, 4, 12, 7))
        board = leaderboard(game=FIVE_HUNDRED)
        assert board[["Player", "Points", "Biggest margin"]].values.tolist() == [
            ["ann", 30, 380]]
        mine = user_results(ann.id, game=FIVE_HUNDRED)
        assert list(mine["score"]) == ["520–140", "-510–230"]

        assert_stats_and_board_by_game(ann, FIVE_HUNDRED, "Five Hundred", matches="2", wins="1",
                                       margin=380)


class JokerSuitWest(FirstLegalBot):
    """West opens with 6NT and, holding the joker at its first lead, gives it a suit."""

    def decide(self, view) -> Decision:
        decision = super().decide(view)
        legal = view.legal_actions
        nominations = [a for a in legal if a.kind == Kind.JOKER_SUIT]
        action = decision.action
        if view.seat == Seat.WEST and bid("6NT") in legal and view.high_bid is None:
            action = bid("6NT")
        elif view.seat == Seat.WEST and nominations:
            action = nominations[0]
        return Decision(decision.seat, action, decision.explanation, decision.elapsed_ms)


def test_a_bots_secret_choice_of_the_jokers_suit_is_not_told_to_the_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def west_holds_joker(match):
        return Card.joker() in match.current.hand(Seat.WEST)

    seat_bots(monkeypatch, JokerSuitWest)
    app = open_play_page(five_hundred_table(Seat.SOUTH, west_holds_joker))  # West first
    wait_for_user(app)
    ladder_button(app, "pass").click().run()
    table = wait_for_user(app)  # West took the kitty, gave the joker a suit and led
    given = [action for seat, action in table.hand.history if action.kind == Kind.JOKER_SUIT]
    assert given and table.hand.joker_suit is not None and table.hand.current_trick
    assert table.user_view.joker_suit is None  # South is not told
    text = page_text(app)
    assert "gives the joker the suit" not in text and "joker" not in table_html(app).lower()
    assert "**West** discards a card" in text  # a discard is told, not its card
    table = play_first_cards(app)
    assert "**West** gives the joker the suit" in page_text(app)  # told after the hand


class NoTrumpsWest(JokerSuitWest):
    """West opens with 6NT and leads without giving the joker a suit."""

    def decide(self, view) -> Decision:
        decision = super().decide(view)
        if decision.action.kind != Kind.JOKER_SUIT:
            return decision
        action = next(a for a in view.legal_actions if a.kind == Kind.PLAY)
        return Decision(decision.seat, action, decision.explanation, decision.elapsed_ms)


def positions_drawn(monkeypatch: pytest.MonkeyPatch, bot: type[FirstLegalBot],
                    table: TableSession) -> tuple[list[str], TableSession]:
    """Every table the page draws, and how far its data says the hand is, from the deal
    to the user's first card (the user passes)."""
    seat_bots(monkeypatch, bot)
    app = open_play_page(table)
    drawn: list[str] = []
    for _ in range(MAX_RUNS):
        html = table_html(app)
        if not drawn or drawn[-1] != html:
            drawn.append(html)
        table = table_of(app)
        if table.users_turn and table.hand.phase == FiveHundredPhase.PLAY:
            return drawn, table
        if table.users_turn:
            ladder_button(app, "pass").click().run()
        else:
            app.run()
    raise AssertionError("the user's first card never came")


def test_a_bots_joker_suit_looks_like_not_holding_the_joker(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A contractor giving the joker a suit makes no move the browser can count: the page
    draws the same tables, with the same move counts, as when it leads without doing so
    (the joker not yet seen); the engine and the record keep the action."""
    def west_holds_joker_not_first(match):
        cards = match.current.hand(Seat.WEST)
        return Card.joker() in cards and cards[0] != Card.joker()

    table = five_hundred_table(Seat.SOUTH, west_holds_joker_not_first)  # West bids first
    secret, secret_end = positions_drawn(monkeypatch, JokerSuitWest, table)
    plain, plain_end = positions_drawn(monkeypatch, NoTrumpsWest, table)
    assert any(action.kind == Kind.JOKER_SUIT for _, action in secret_end.hand.history)
    assert not any(action.kind == Kind.JOKER_SUIT for _, action in plain_end.hand.history)
    assert Card.joker() not in secret_end.user_view.played_cards
    assert secret_end.move == plain_end.move + 1  # the engine keeps the nomination
    assert secret_end.position == plain_end.position
    assert secret == plain  # every table drawn alike, data-move included
    assert f'data-move="{plain_end.move}"' in secret[-1]
    assert secret_end.to_record()["match"] != plain_end.to_record()["match"]


def test_the_table_talk_keeps_a_call_written_like_a_hidden_card() -> None:
    """A call is written like a card ("7♣"): the redactor keeps the calls of the auction
    and still takes the card out."""
    from ui.redact import Redactor

    match = FiveHundredMatch.new(seed=next(
        seed for seed in range(200)
        if Card.parse("7C") not in FiveHundredMatch.new(seed=seed).current.hand(Seat.SOUTH)
        and FiveHundredMatch.new(seed=seed).current.to_act == Seat.WEST))
    match = match.apply(bid("7C"))
    redactor = Redactor(match.view(Seat.SOUTH))
    assert Card.parse("7C") not in redactor.visible
    assert redactor.text("I bid 7♣: my side has 0.") == "I bid 7♣: my side has 0."
    assert redactor.text("Passing leaves West's 7♣ standing.") == \
        "Passing leaves West's 7♣ standing."
    assert "7♣" not in redactor.text("I hold 7♣ and lead it.")
    assert "7♣" not in redactor.text("North's 7♣ is high.")  # North made no such call


def test_the_table_talk_keeps_the_calls_in_every_phrasing_of_the_bots() -> None:
    """The Five Hundred bots name a call made in the auction in many ways ("7♦ is made in
    75% of the deals", "the bid to beat is 7♦", a factor's value "7D"): each stays, and a
    7♦ card the user cannot see is still taken out."""
    from euchre.games.five_hundred.bots.words import contract_factor
    from ui.redact import Redactor

    seven = Card.parse("7D")
    match = FiveHundredMatch.new(seed=next(
        seed for seed in range(400)
        if FiveHundredMatch.new(seed=seed).current.to_act == Seat.WEST
        and seven in FiveHundredMatch.new(seed=seed).current.hand(Seat.WEST)))
    match = match.apply(bid("7D"))
    for _ in range(3):
        match = match.apply("pass")
    assert match.current.contract == bid("7D").bid and match.current.contractor == Seat.WEST
    redactor = Redactor(match.view(Seat.SOUTH))
    assert seven not in redactor.visible
    calls = [
        "I bid 7♦. I take 7.4 tricks on average in ♦; 7♦ is made in 75% of them.",
        "7♦ is made in 75% of the deals.",
        "Making 7♦ wins the game, worth 500 more points to me.",
        "the bid standing is West's 7♦, which I value played out when I pass",
        "the bid to beat is 7♦",
        "my partner holds 7♦ and my cards alone count 5.5, short of 7",
        contract_factor(match.view(Seat.WEST)).text,  # "I hold the contract, 7♦"
        contract_factor(match.view(Seat.NORTH)).text,  # "West holds the contract, 7♦"
        "Bidding 7♦ averages +120.0 points",
    ]
    for text in calls:
        assert redactor.text(text) == text, text
    assert redactor.text(contract_factor(match.view(Seat.WEST)).value) == "7D"
    other = next(card for card in match.current.hidden_from(Seat.SOUTH)  # no call's card
                 if card.text[:-1] in ("8", "9", "10") and card != seven)
    for text in ("I lead 7♦.", "I keep 7♦ and A♦.", "7♦ wins the trick",
                 f"West holds {other.symbol}"):
        assert "7♦" not in redactor.text(text), text
        assert other.symbol not in redactor.text(text), text
    assert redactor.text("7D") == "7D" and redactor.text(other.text) != other.text
    assert other.symbol not in redactor.text(f"{other.symbol} is made in 20% of the deals.")


def shows_a_card_of(app: AppTest, cards) -> bool:
    """Whether the page draws or names any of ``cards`` (a face, a button, a data list)."""
    text = page_text(app)
    keys = " ".join(b.key or "" for b in app.button)
    return any(f'aria-label="{card.spoken}"' in text or f"_{card.text}_" in keys
               or f" {card.text} " in f" {text} " for card in cards)


def test_blind_misere_keeps_the_users_cards_face_down_until_the_user_decides() -> None:
    from ui.blind_call import BLIND_KEY, LOOK_KEY

    rules = FiveHundredRules(blind_misere=True)
    table = five_hundred_table(Seat.EAST, rules=rules)  # South calls first
    app = open_play_page(table)
    table = wait_for_user(app)
    mine = table.hand.hand(Seat.SOUTH)
    assert not shows_a_card_of(app, mine)  # no face before the choice
    assert 'aria-label="your 10 cards face down"' in page_text(app)
    assert not user_buttons(app, "bid_ladder_") and not user_buttons(app, "card_")
    assert app.button(key="hint").disabled  # Expert's hint would name the cards
    assert not app.button(key=BLIND_KEY).disabled
    app.button(key=LOOK_KEY).click().run()
    table = table_of(app)
    assert table.hand.history == () and Seat.SOUTH in table.hand.looked
    assert shows_a_card_of(app, mine) and not app.button(key="hint").disabled
    assert not any(b.key in (BLIND_KEY, LOOK_KEY) for b in app.button)
    blind = ladder_button(app, "blind misere")
    assert blind.disabled and "after looking at the cards" in blind.help
    assert "after looking at the cards" in page_text(app)  # the greyed-out bids' reasons

    app = open_play_page(five_hundred_table(Seat.EAST, rules=rules))
    wait_for_user(app)
    assert not shows_a_card_of(app, mine)
    app.button(key=BLIND_KEY).click().run()
    table = table_of(app)
    assert table.hand.history[0] == (Seat.SOUTH, bid("blind misere"))
    assert table.hand.high_bid.text == "blind misere"
    assert shows_a_card_of(app, mine)  # called: the cards are turned up


def test_grades_are_scaled_to_five_hundreds_points() -> None:
    """A hand of Five Hundred is worth hundreds of points: a few points given up is a good
    decision there, a mistake in Euchre."""
    scale = FiveHundredRules().point_scale
    assert scale == 20 and Rules().point_scale == 1
    assert Grade.for_loss(2.9, scale) is Grade.GOOD
    assert Grade.for_loss(5.83, scale) is Grade.INACCURACY
    assert Grade.for_loss(10, scale) is Grade.MISTAKE
    assert Grade.for_loss(0.5) is Grade.MISTAKE  # Euchre's thresholds unchanged


class PartnerMisere(SevenDiamondsWest):
    """West opens 7♦; North, the user's partner, then bids misère."""

    def decide(self, view) -> Decision:
        decision = super().decide(view)
        misere = bid("misere")
        action = misere if view.seat == Seat.NORTH and misere in view.legal_actions else \
            decision.action
        return Decision(decision.seat, action, decision.explanation, decision.elapsed_ms)


def test_the_user_sits_out_the_partners_misere(monkeypatch: pytest.MonkeyPatch) -> None:
    seat_bots(monkeypatch, PartnerMisere)
    app = open_play_page(five_hundred_table(dealer=Seat.SOUTH))  # West 7♦, North misère
    wait_for_user(app)
    ladder_button(app, "pass").click().run()
    for _ in range(MAX_RUNS):
        table = table_of(app)
        if table.hand.phase == FiveHundredPhase.PLAY:
            break
        app.run()
    assert table.hand.contract.is_misere and table.hand.contractor == Seat.NORTH
    assert "You sit this hand out: your partner plays it alone" in page_text(app)
    assert "Sits out" in seat_box(app, "You (South)")
    assert not user_buttons(app, "card_")  # the user's cards are not played this hand
    table = wait_for_user(app)
    assert table.match.hand_over and table.hand.tricks_won[Seat.SOUTH] == 0
