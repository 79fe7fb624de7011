"""The Hand analyser for Cutthroat, Buck Euchre and Five Hundred, driven headless: a call,
a discard and a card to play set up by clicking and analysed with every legal option,
options that cannot follow greyed out with the engine's reason, and positions of a saved
match of each game opened from the address My stats links to."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import games
from euchre.cards import Card
from lessons.kit.analysis import option_label
from lessons.kit.position_setup import PositionSetup, position_view
from store.accounts import sign_up
from store.db import Database
from store.matches import finish_match, finished_match, start_match
from tests.store.support import app_database, play_saved_match
from ui.cards import card_button_key

ROOT = Path(__file__).resolve().parents[2]
SHORT_MATCH = {"cutthroat": {"points_to_win": 5}, "buck": {"starting_score": 10},
               "five_hundred": {"single_round": True}}


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    with app_database(tmp_path) as database:
        yield database


def key(game_id: str, mode: str, name: str) -> str:
    return f"an_{game_id}_{mode}_{name}"


def analyser(game_id: str, mode_label: str) -> AppTest:
    app = AppTest.from_file(str(ROOT / "pages" / "analyse.py"), default_timeout=300).run()
    app.selectbox(key="analyse_game").set_value(games.game(game_id)).run()
    return app.segmented_control(key="analyse_mode").set_value(mode_label).run()


def click_cards(app: AppTest, game_id: str, mode: str, cards: str,
                place: str = "seat:0") -> AppTest:
    app.segmented_control(key=key(game_id, mode, "target")).set_value(place).run()
    for text in cards.split():
        app.button(key=card_button_key(key(game_id, mode, "deck"), Card.parse(text))).click()
        app.run()
    return app


def call(app: AppTest, game_id: str, mode: str, *texts: str) -> AppTest:
    for text in texts:
        slug = "".join(c if c.isalnum() else "_" for c in text.lower())
        app.button(key=key(game_id, mode, f"call_{slug}")).click().run()
        assert not app.exception and not app.error, [e.value for e in app.error]
    return app


def card_move(app: AppTest, game_id: str, mode: str, card: str) -> AppTest:
    return app.button(key=card_button_key(key(game_id, mode, "move"), Card.parse(card))
                      ).click().run()


def analyse(app: AppTest, game_id: str, mode: str) -> AppTest:
    return app.button(key=key(game_id, mode, "go")).click().run()


def option_labels(app: AppTest) -> list[str]:
    [table] = [frame.value for frame in app.dataframe]
    return list(table.iloc[:, 0])


def expected_labels(app: AppTest, game_id: str, mode: str) -> list[str]:
    """Every legal option of the set-up's position, as the engine lists them."""
    setup = app.session_state[key(game_id, mode, "setup")]
    assert isinstance(setup, PositionSetup)
    view = position_view(setup)
    return sorted(option_label(action, view) for action in view.legal_actions)


def assert_analysed(app: AppTest, game_id: str, mode: str, seat: str = "South") -> None:
    assert not app.exception and not app.error, [e.value for e in app.error]
    assert [h.value for h in app.subheader] == [f"{seat}'s decision"]
    assert sorted(option_labels(app)) == expected_labels(app, game_id, mode)
    table = app.dataframe[0].value
    assert len(table) >= 2 and table["deals"].min() > 0
    assert table["expected points"].notna().all()
    assert len(app.get("arrow_vega_lite_chart") or app.get("vega_lite_chart")) == 1
    assert app.info[0].value.startswith("Expert would ")


def test_cutthroat_the_maker_s_dummy_or_alone_and_the_merge(db: Database):
    app = analyser("cutthroat", "A call")
    click_cards(app, "cutthroat", "call", "JH JD AH KH 9C")
    click_cards(app, "cutthroat", "call", "QH", place="upcard")
    call(app, "cutthroat", "call", "order up")  # South orders East (dealer) up
    unseen = app.button(key=key("cutthroat", "call", "call_unseen_discard"))
    assert unseen.label == "Discard a card (unseen by South)"
    unseen.click().run()  # East discards; South, the maker, chooses

    analyse(app, "cutthroat", "call")

    assert_analysed(app, "cutthroat", "call")
    assert sorted(option_labels(app)) == ["Go alone", "Take the dummy"]

    call(app, "cutthroat", "call", "take dummy")
    analyse(app, "cutthroat", "call")  # the merge: which five of the ten to keep
    assert_analysed(app, "cutthroat", "call")
    assert all(label.startswith("Discard ") for label in option_labels(app))
    assert len(option_labels(app)) == 10


def test_cutthroat_a_call_that_cannot_follow_is_greyed_with_the_engine_s_reason(db):
    app = analyser("cutthroat", "A call")
    click_cards(app, "cutthroat", "call", "QH", place="upcard")
    call(app, "cutthroat", "call", "order up")

    name_clubs = app.button(key=key("cutthroat", "call", "call_name_c"))

    assert name_clubs.disabled and name_clubs.help
    assert name_clubs.help in app.caption[-1].value  # listed under the buttons too
    analyse(app, "cutthroat", "call")
    assert app.error[0].value.startswith("It is East's turn, not South's")


def test_buck_the_drop_out_after_west_orders_up(db: Database):
    app = analyser("buck", "A call")
    click_cards(app, "buck", "call", "9S TS QD KD AC")
    click_cards(app, "buck", "call", "9H", place="upcard")
    call(app, "buck", "call", "pass", "order up")  # South passes, West orders it up
    app.button(key=key("buck", "call", "call_unseen_discard")).click().run()
    order = app.button(key=key("buck", "call", "call_order_up"))
    assert order.disabled and order.help  # trump is made: no more ordering up

    analyse(app, "buck", "call")

    assert_analysed(app, "buck", "call")
    assert sorted(option_labels(app)) == ["Drop out", "Stay in"]


def test_buck_a_card_to_play_with_cards_that_cannot_follow_greyed(db: Database):
    app = analyser("buck", "A card to play")
    click_cards(app, "buck", "play", "9S TS AC KC QD")
    click_cards(app, "buck", "play", "9H", place="upcard")
    call(app, "buck", "play", "order up")  # South makes hearts; East (dealer) picks up
    app.button(key=key("buck", "play", "call_unseen_discard")).click().run()
    call(app, "buck", "play", "stay in", "stay in", "stay in")
    for card in ("AC", "9D", "9C", "TC"):  # South leads; West shows out of clubs
        card_move(app, "buck", "play", card)
        assert not app.error, [e.value for e in app.error]
    card_move(app, "buck", "play", "KC")  # South wins and leads again: West to play
    west_club = app.button(key=card_button_key(key("buck", "play", "move"), Card.parse("JC")))
    assert west_club.disabled  # West showed out of clubs in trick 1
    assert west_club.help.startswith("No deal fits it: move 7, West plays 9♦")
    souths = app.button(key=card_button_key(key("buck", "play", "move"), Card.parse("9S")))
    assert souths.disabled and souths.help == "9♠ is placed in South's hand, not in West's hand."
    played = app.button(key=card_button_key(key("buck", "play", "move"), Card.parse("AC")))
    assert played.disabled and played.help == "A♣ has been played already."
    for card in ("QS", "QC", "AS"):
        card_move(app, "buck", "play", card)
        assert not app.error, [e.value for e in app.error]
    not_held = app.button(key=card_button_key(key("buck", "play", "move"), Card.parse("AH")))
    assert not_held.disabled and "hold" in not_held.help  # South does not hold A♥

    analyse(app, "buck", "play")

    assert_analysed(app, "buck", "play")
    assert sorted(option_labels(app)) == sorted(["9♠", "10♠", "Q♦"])


def test_five_hundred_an_auction_call_with_a_bid_too_low_greyed(db: Database):
    app = analyser("five_hundred", "A call")
    app.segmented_control(key=key("five_hundred", "call", "dealer")).set_value("South").run()
    click_cards(app, "five_hundred", "call", "JOKER JS JC AS KS QS 9S AH KH 4D")
    call(app, "five_hundred", "call", "bid 7H")  # West
    low = app.button(key=key("five_hundred", "call", "call_bid_6s"))
    assert low.disabled and low.help  # North must outbid 7♥
    call(app, "five_hundred", "call", "pass", "pass")  # North and East pass

    analyse(app, "five_hundred", "call")

    assert_analysed(app, "five_hundred", "call")
    assert "Bid 7 no trumps" in option_labels(app) and "Bid 7♠" not in option_labels(app)


def test_five_hundred_the_kitty_discard(db: Database):
    app = analyser("five_hundred", "A call")
    click_cards(app, "five_hundred", "call", "JOKER JS JC AS KS QS 9S AH KH 4D")
    click_cards(app, "five_hundred", "call", "5H 6H 7H", place="kitty")
    call(app, "five_hundred", "call", "bid 8S", "pass", "pass", "pass")

    analyse(app, "five_hundred", "call")

    assert_analysed(app, "five_hundred", "call")
    assert len(option_labels(app)) == 13  # ten cards and the kitty's three
    assert "Discard 5♥" in option_labels(app)


@pytest.mark.parametrize("game_id", ["cutthroat", "buck", "five_hundred"])
def test_a_whole_deal_is_analysed_at_the_chosen_step(db: Database, game_id: str):
    app = analyser(game_id, "A whole deal")
    click_cards(app, game_id, "deal", "AS AC", place="seat:1")  # any seat's cards
    setup = app.session_state[key(game_id, "deal", "setup")]
    assert setup.pinned("seat:1") == (Card.parse("AS"), Card.parse("AC"))
    state = position_view(setup)  # South to act at the deal itself
    first = state.legal_actions[0]
    if first.card is None:
        call(app, game_id, "deal", first.text)
    else:
        card_move(app, game_id, "deal", first.card.text)
    app.slider(key=key(game_id, "deal", "step")).set_value(0).run()

    analyse(app, game_id, "deal")

    assert not app.exception and not app.error
    assert [h.value for h in app.subheader] == ["South's decision"]
    assert sorted(option_labels(app)) == sorted(
        option_label(action, state) for action in state.legal_actions)


def _recorded(db: Database, game_id: str):
    user = sign_up(f"{game_id}_analyst", "a long password", db=db)
    match_id = start_match(user.id, "easy", SHORT_MATCH[game_id], 11, game=game_id, db=db)
    play_saved_match(db, user.id, match_id)
    finish_match(match_id, user.id, db=db)
    return user, match_id, finished_match(match_id, user.id, db=db).replay()


@pytest.mark.parametrize("game_id", ["cutthroat", "buck", "five_hundred"])
def test_a_recorded_position_of_a_saved_match_opens(db: Database, game_id: str):
    user, match_id, match = _recorded(db, game_id)
    hand = match.hands[0]
    spec = games.game(game_id)
    state, move = spec.hand_from_deal(hand.deal, hand.rules), 0
    while len(state.legal_actions()) < 2:  # the first decision with a choice
        state = state.apply(hand.history[move][1], hand.history[move][0])
        move += 1
    app = AppTest.from_file(str(ROOT / "pages" / "analyse.py"), default_timeout=300)
    app.session_state["auth_user"] = user
    app.query_params.update(match=match_id, hand="1", move=str(move))
    app.run()

    assert not app.exception and not app.error, [e.value for e in app.error]
    assert [h.value for h in app.subheader] == [
        f"{spec.seating.names[state.to_act]}'s decision"]
    view = state.view(state.to_act)
    assert sorted(option_labels(app)) == sorted(
        option_label(action, view) for action in view.legal_actions)


@pytest.mark.parametrize("game_id", ["cutthroat", "buck", "five_hundred"])
def test_my_stats_links_a_position_of_every_game_to_its_analyser(db: Database, game_id: str):
    user, match_id, match = _recorded(db, game_id)
    hand = match.hands[0]
    spec = games.game(game_id)
    step = len(hand.history) - 2  # a card late in the first hand
    app = AppTest.from_file(str(ROOT / "app.py"), default_timeout=300)
    app.session_state["auth_user"] = user
    app.run()
    app.switch_page("pages/stats.py").run()
    app.query_params["match"] = match_id
    app.run()
    app.slider(key=f"review_step_{match_id}_0").set_value(step).run()

    [link] = [link.proto for link in app.main.get("page_link")
              if link.proto.label == "Analyse this position with Expert"]
    params = dict(pair.split("=") for pair in link.query_string.split("&"))
    assert link.page.endswith("analyse") and params == {
        "match": match_id, "hand": "1", "move": str(step)}
    deciding = spec.seating.seat_label(hand.history[step][0], 0)  # the user sits South
    assert (f"Next to act: {deciding}. The analyser opens that decision."
            in [caption.value for caption in app.caption])

    analysed = AppTest.from_file(str(ROOT / "pages" / "analyse.py"), default_timeout=300)
    analysed.session_state["auth_user"] = user
    analysed.query_params.update(params)
    analysed.run()
    seat = hand.history[step][0]
    assert not analysed.exception and not analysed.error
    assert [h.value for h in analysed.subheader] == [f"{spec.seating.names[seat]}'s decision"]
    assert analysed.info[0].value.startswith("Expert would ")
