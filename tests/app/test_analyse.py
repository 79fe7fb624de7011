"""The Hand analyser page, driven headless: a bidding position set up by clicking cards,
the refusals of impossible set-ups, and positions opened from a recorded match."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.errors import AppTestError

from euchre import Action, Card, HandState, Match, Rules, Seat, Team
from euchre.bots import Difficulty
from euchre.games.euchre.view import seat_view
from lessons.euchre.analysis import option_label
from store.accounts import sign_up
from store.db import Database
from store.matches import finished_match, finished_matches
from table.session import TableSession
from tests.app.test_play_store import _one_action_from_the_end
from tests.store.support import app_database, record_match
from ui import table_state
from ui.cards import card_button_key
from ui.table_state import TABLE_KEY
from ui.table_store import AccountTableStore

ROOT = Path(__file__).resolve().parents[2]
NS = Team.NORTH_SOUTH


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with app_database(tmp_path) as database:
        yield database


def analyser(user=None, **params: str) -> AppTest:
    app = AppTest.from_file(str(ROOT / "pages" / "analyse.py"), default_timeout=120)
    if user is not None:
        app.session_state["auth_user"] = user
    for name, value in params.items():
        app.query_params[name] = value
    return app.run()


def click_cards(app: AppTest, cards: str, target: str = "Hand") -> AppTest:
    app.segmented_control(key="analyse_target").set_value(target).run()
    for text in cards.split():
        app.button(key=card_button_key("analyse", Card.parse(text))).click().run()
    return app


def bid_button(app: AppTest, bid: str):
    return app.button(key=f"analyse_bid_{Action.parse(bid).code}")


def add_bids(app: AppTest, *bids: str) -> AppTest:
    for bid in bids:
        assert not bid_button(app, bid).disabled, bid_button(app, bid).help
        bid_button(app, bid).click().run()
    return app


def analyse(app: AppTest) -> AppTest:
    return app.button(key="analyse_go").click().run()


def option_labels(app: AppTest) -> list[str]:
    """The options of the analysis table (the chart is drawn from the same rows)."""
    [table] = [frame.value for frame in app.dataframe]
    return list(table.iloc[:, 0])


def test_a_hand_set_up_by_clicking_is_analysed_with_every_bid(db: Database):
    app = analyser()
    click_cards(app, "JH JD AH KH 9C")
    click_cards(app, "QH", target="Upcard")
    assert not app.error

    analyse(app)

    assert not app.exception and not app.error
    assert [h.value for h in app.subheader] == ["East's decision"]  # North deals: East bids
    assert sorted(option_labels(app)) == sorted(["Pass", "Order up Q♥", "Order up Q♥ alone"])
    table = app.dataframe[0].value
    assert table["deals"].min() > 0 and table["expected points"].notna().all()
    assert len(app.get("arrow_vega_lite_chart") or app.get("vega_lite_chart")) == 1
    assert app.success == [] and app.info[0].value.startswith("Expert would ")
    assert any(c.value.startswith("Expert took ") for c in app.caption)


def test_round_two_after_the_bids_so_far(db: Database):
    app = analyser()
    app.segmented_control(key="analyse_dealer").set_value("West").run()
    add_bids(app, "pass", "pass", "pass", "pass", "pass")  # round 1, then North passes
    click_cards(app, "JD QD AD 9C TS")
    click_cards(app, "9H", target="Upcard")

    analyse(app)

    assert not app.error
    assert [h.value for h in app.subheader] == ["East's decision"]
    assert sorted(option_labels(app)) == sorted(
        ["Pass", *(f"Name {s}" for s in "♠♦♣"), *(f"Name {s} alone" for s in "♠♦♣")])


@pytest.mark.parametrize(("cards", "upcard", "bids", "message"), [
    ("JH JD AH KH QH", "QH", (), "Q♥ is dealt twice (East and the upcard)"),
    ("JH JD AH KH", "QH", (), "East has 4 cards; every hand has 5"),
    ("JH JD AH KH 9C 9S", "QH", (), "East has 6 cards; every hand has 5"),
    ("JH JD AH KH 9C", "", (), "Choose the upcard"),
], ids=["card twice", "four cards", "six cards", "no upcard"])
def test_an_impossible_set_up_is_refused_and_not_analysed(db, cards, upcard, bids, message):
    app = analyser()
    add_bids(app, *bids)
    click_cards(app, cards)
    if upcard:
        click_cards(app, upcard, target="Upcard")

    analyse(app)

    assert not app.exception
    assert len(app.error) == 1 and message in app.error[0].value
    assert not app.dataframe and not app.subheader
    assert not any(c.value.startswith("Expert took ") for c in app.caption)


@pytest.mark.parametrize(("bids", "refused", "reason"), [
    ((), "name S", "East may pass or order up Q♥."),
    (("pass",) * 7, "pass", "cannot pass"),
    (("order up",), "name C", "The bidding is over: East made ♥ trump."),
], ids=["name in round 1", "dealer stuck", "bid after the order"])
def test_a_bid_that_cannot_follow_is_greyed_with_the_engine_s_reason(db, bids, refused,
                                                                    reason):
    app = analyser()
    click_cards(app, "QH", target="Upcard")
    add_bids(app, *bids)

    button = bid_button(app, refused)

    assert button.disabled and reason in button.help
    assert any(button.help in caption.value for caption in app.caption)
    with pytest.raises(AppTestError, match="disabled"):
        button.click()


def test_a_recorded_match_is_analysed_at_a_move(db: Database):
    user = sign_up("analyst", "a long password", db=db)
    match_id = record_match(db, user.id, "normal", NS)
    match = finished_match(match_id, user.id, db=db).replay()
    hand = match.hands[1]
    state = HandState(match.rules, hand.deal)
    move = next(k for k in range(len(hand.history), 0, -1)
                if len(_legal_after(state, hand, k)) > 1)
    for seat, action in hand.history[:move]:
        state = state.apply(action, seat=seat)
    view = seat_view(state, state.to_act)

    app = analyser(user, match=match_id, hand="2", move=str(move))

    assert not app.exception and not app.error
    assert [h.value for h in app.subheader] == [f"{state.to_act.label}'s decision"]
    assert sorted(option_labels(app)) == sorted(
        option_label(action, view) for action in state.legal_actions())
    table = app.get("html")
    drawn = " ".join(element.proto.body for element in table)
    assert 'data-hand="2"' in drawn
    hidden = [card for seat in Seat if seat != state.to_act for card in state.hand(seat)]
    shown = [card for card in state.hand(state.to_act)]
    assert all(f'aria-label="{card.spoken}"' in drawn for card in shown)
    assert not any(f'aria-label="{card.spoken}"' in drawn for card in hidden)


def _legal_after(state: HandState, hand, move: int):
    for seat, action in hand.history[:move]:
        state = state.apply(action, seat=seat)
    return state.legal_actions()


def test_another_players_match_is_refused(db: Database):
    owner = sign_up("owner", "a long password", db=db)
    other = sign_up("snoop", "a long password", db=db)
    match_id = record_match(db, owner.id, "normal", NS)

    app = analyser(other, match=match_id, hand="1", move="0")

    assert [e.value for e in app.error] == [
        "This position cannot be analysed: That match belongs to another player."]
    assert not app.dataframe and not app.subheader


def test_a_guest_cannot_open_a_recorded_match(db: Database):
    owner = sign_up("owner", "a long password", db=db)
    match_id = record_match(db, owner.id, "normal", NS)

    app = analyser(match=match_id, hand="1", move="0")

    assert [i.value for i in app.info] == [
        "Sign in to analyse the hands of your recorded matches."]
    assert not app.dataframe


def test_a_move_past_the_end_of_the_hand_is_refused(db: Database):
    user = sign_up("analyst", "a long password", db=db)
    match_id = record_match(db, user.id, "normal", NS)
    hand = finished_match(match_id, user.id, db=db).replay().hands[0]

    app = analyser(user, match=match_id, hand="1", move=str(len(hand.history)))

    assert len(app.error) == 1 and "there is no decision left" in app.error[0].value
    assert not app.dataframe


def test_my_stats_links_a_reviewed_position_to_the_analyser(db: Database):
    user = sign_up("reviewer", "a long password", db=db)
    match_id = record_match(db, user.id, "normal", NS)
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    app.session_state["auth_user"] = user
    app.query_params["match"] = match_id
    app.run()
    app.switch_page("pages/stats.py").run()
    app.query_params["match"] = match_id
    app.run()
    app.slider(key=f"review_step_{match_id}_0").set_value(2).run()

    links = [link.proto for link in app.main.get("page_link")
             if link.proto.label == "Analyse this position with Expert"]

    assert len(links) == 1
    assert links[0].page.endswith("analyse")
    assert sorted(links[0].query_string.split("&")) == sorted(
        [f"match={match_id}", "hand=1", "move=2"])


# ---- a card to play -------------------------------------------------------------------------


def click_in(app: AppTest, purpose: str, target: str, cards: str) -> AppTest:
    """Click ``cards`` on the deck of a set-up (``purpose``) with ``target`` selected."""
    app.segmented_control(key=f"{purpose}_target").set_value(target).run()
    for text in cards.split():
        app.button(key=card_button_key(purpose, Card.parse(text))).click().run()
    return app


def card_play_setup(plays: str, hand: str, upcard: str = "9H", discard: str = "") -> AppTest:
    """North deals, East orders the upcard up: the cards played, then the hand to play."""
    app = analyser()
    app.segmented_control(key="analyse_mode").set_value("A card to play").run()
    app.segmented_control(key="analyse_play_trump").set_value("♥").run()
    app.segmented_control(key="analyse_play_maker").set_value("East").run()
    click_in(app, "analyse_play", "Upcard", upcard)
    click_in(app, "analyse_play", "Cards played", plays)
    click_in(app, "analyse_play", "Hand to play", hand)
    if discard:
        click_in(app, "analyse_play", "Discard", discard)
    return app


def shown_html(app: AppTest) -> str:
    return " ".join(element.proto.body for element in app.get("html"))


def test_a_card_to_play_set_up_by_clicking_is_analysed_with_every_legal_card(db: Database):
    app = card_play_setup("AS KS QS 9S JH", "TC AC KD QD")
    assert not app.error
    assert any("South to play" in md.value for md in app.markdown)  # the engine's turn order
    assert "Trick 1" in shown_html(app) and "Trick 2" in shown_html(app)

    app.button(key="analyse_play_go").click().run()

    assert not app.exception and not app.error
    assert [h.value for h in app.subheader] == ["South's decision"]
    assert sorted(option_labels(app)) == sorted(["10♣", "A♣", "K♦", "Q♦"])
    assert re.match(r"Expert would play (10♣|A♣|K♦|Q♦)\. (10♣|A♣|K♦|Q♦) is worth ",
                    app.info[0].value)
    assert app.dataframe[0].value["deals"].min() > 0
    drawn = shown_html(app)
    assert 'aria-label="jack of hearts"' in drawn  # East's lead, on the table
    assert any(c.value.startswith("Expert took ") for c in app.caption)


@pytest.mark.parametrize(("plays", "hand", "discard", "message"), [
    ("AS KS QS 9S JH", "TC AC KD AS", "", "A♠ is in the set-up twice"),
    ("AS KS QS 9S JH", "TC AC KD", "",
     "South holds 3 cards and played 1: a hand has 5 cards, so South holds 4 now."),
    ("AS TH QS 9S KS", "TC AC KD QD", "", "Card 2, South's 10♥ in trick 1, is not possible"),
    ("AS KS QS 9S JH", "TC AC KD QD", "9D", "Only a dealer who picked the upcard up"),
], ids=["card twice", "wrong number of cards", "not following suit", "discard"])
def test_an_impossible_card_play_set_up_is_refused(db, plays, hand, discard, message):
    app = card_play_setup(plays, hand, discard=discard)

    app.button(key="analyse_play_go").click().run()

    assert not app.exception
    assert len(app.error) == 1 and message in app.error[0].value
    assert not app.dataframe and not app.subheader


# ---- a whole deal ---------------------------------------------------------------------------

DEALT = {"South": "JD QH 9S TS AC", "West": "9H TH KH AH JC", "North": "JH 9D TD QD KD",
         "East": "AD 9C TC QC KC"}


def whole_deal(hands: dict[str, str] = DEALT, upcard: str = "QS") -> AppTest:
    app = analyser()
    app.segmented_control(key="analyse_mode").set_value("A whole deal").run()
    for seat, cards in hands.items():
        click_in(app, "analyse_deal", seat, cards)
    return click_in(app, "analyse_deal", "Upcard", upcard)


def test_a_whole_deal_is_stepped_through_and_any_step_analysed(db: Database):
    app = whole_deal()
    assert not app.error
    app.pills(key="analyse_deal_move").set_value("pass").run()  # East
    app.pills(key="analyse_deal_move").set_value("order up").run()  # South
    assert [md.value for md in app.markdown if md.value[:2] in ("1.", "2.")] == [
        "1. East passes", "2. South orders it up"]

    app.button(key="analyse_deal_go").click().run()  # the last step: North, the dealer

    assert not app.exception and not app.error
    assert [h.value for h in app.subheader] == ["North's decision"]
    assert sorted(option_labels(app)) == sorted(
        f"Discard {card}" for card in ("J♥", "9♦", "10♦", "Q♦", "K♦", "Q♠"))

    app.slider(key="analyse_deal_step").set_value(1).run()
    app.button(key="analyse_deal_go").click().run()

    assert [h.value for h in app.subheader] == ["South's decision"]
    assert sorted(option_labels(app)) == sorted(["Pass", "Order up Q♠", "Order up Q♠ alone"])


@pytest.mark.parametrize(("seat", "cards", "message"), [
    ("South", "JD QH 9S TS KC", "This deal is not possible: K♣ is dealt twice (South and East)."),
    ("West", "9H TH KH AH", "This deal is not possible: West has 4 cards; every hand has 5."),
], ids=["card twice", "four cards"])
def test_an_impossible_deal_is_refused(db, seat, cards, message):
    app = whole_deal({**DEALT, seat: cards})

    app.button(key="analyse_deal_go").click().run()

    assert not app.exception
    assert [e.value for e in app.error] == [message]
    assert not app.dataframe and not app.subheader


# ---- from the Play page's review ------------------------------------------------------------


def _first_hand_played() -> TableSession:
    """A match on the Play page after its first hand (South plays its first legal action)."""
    table = TableSession(Match.new(Rules(), seed=5, first_dealer=Seat.NORTH), Difficulty.NORMAL)
    while not table.match.hand_over:
        if table.users_turn:
            table = table.play_user(table.user_view.legal_actions[0], table.position)
        else:
            table = table.step_bot()
    return table


def test_the_play_page_review_links_any_move_of_the_hand_to_the_analyser(db: Database):
    table = _first_hand_played()
    hand = table.match.hands[0]
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    app.session_state[TABLE_KEY] = table
    app.run()
    app.switch_page("pages/play.py").run()
    move = next(k for k in range(len(hand.history)) if hand.history[k][1].kind.value == "play"
                and k > 8)
    app.slider(key="analyse_step_main_1").set_value(move).run()

    links = [link.proto for link in app.main.get("page_link")
             if link.proto.label == "Analyse this position with Expert"]
    assert len(links) == 1 and links[0].page.endswith("analyse")
    assert sorted(links[0].query_string.split("&")) == sorted(["play_hand=1", f"move={move}"])

    app.switch_page("pages/analyse.py")
    app.query_params["play_hand"] = "1"
    app.query_params["move"] = str(move)
    app.run()

    state = HandState(hand.rules, hand.deal)
    for seat, action in hand.history[:move]:
        state = state.apply(action, seat=seat)
    assert not app.exception and not app.error
    assert [h.value for h in app.subheader] == [f"{state.to_act.label}'s decision"]
    view = seat_view(state, state.to_act)
    assert sorted(option_labels(app)) == sorted(
        option_label(action, view) for action in state.legal_actions())


def test_a_recorded_match_s_review_links_its_hands_by_the_recorded_match(
        tmp_path: Path, first_legal_bots, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")
    table_state.use_store(AccountTableStore())
    try:
        with app_database(tmp_path):
            user = sign_up("finisher", "a long password")
            table = _one_action_from_the_end()
            app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
            app.session_state["auth_user"] = user
            app.session_state[TABLE_KEY] = table
            app.run()
            app.switch_page("pages/play.py").run()
            [last_action] = [b for b in app.button if b.key and b.key.startswith(
                ("bid_", "card_")) and not b.disabled][:1]
            last_action.click().run()

            [record] = finished_matches(user.id)
            number = app.session_state[TABLE_KEY].hand_number
            links = [link.proto for link in app.main.get("page_link")
                     if link.proto.label == "Analyse this position with Expert"]
            assert len(links) == 1
            assert sorted(links[0].query_string.split("&")) == sorted(
                [f"match={record.id}", f"hand={number}", "move=0"])
    finally:
        table_state.use_store(None)
