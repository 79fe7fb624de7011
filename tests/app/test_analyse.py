"""The Hand analyser page, driven headless: a bidding position set up by clicking cards,
the refusals of impossible set-ups, and positions opened from a recorded match."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import Card, HandState, Seat, Team
from euchre.view import seat_view
from lessons.analysis import option_label
from store.accounts import sign_up
from store.db import Database
from store.matches import finished_match
from tests.store.support import app_database, record_match
from ui.cards import card_button_key

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


def add_bids(app: AppTest, *bids: str) -> AppTest:
    for bid in bids:
        app.pills(key="analyse_bid").set_value(bid).run()
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
    ("JH JD AH KH 9C", "QH", ("name S",), "bid 1, East names ♠ trump, is refused"),
    ("JH JD AH KH 9C", "QH", ("pass",) * 8, "the dealer, cannot pass in round 2"),
    ("JH JD AH KH 9C", "QH", ("order up", "pass"), "the bidding is over after bid 1"),
    ("JH JD AH KH 9C", "", (), "Choose the upcard"),
], ids=["card twice", "four cards", "six cards", "name in round 1", "dealer stuck",
        "bid after the order", "no upcard"])
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
