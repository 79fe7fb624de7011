"""The Play page under AppTest, driven as a user drives it: click, then read the page.

Bots are the tests' ``FirstLegalBot`` (see tests/conftest.py): it always takes the first
legal action (so it passes every bid it may), and as the adviser it rates each later
legal option a point below the one before.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from euchre import Card, HandState, IllegalActionError, Match, Phase, Rules, Seat, Suit, games, play
from euchre.bots import Decision, Difficulty, Explanation, Factor, OptionValue
from euchre.seats import PARTNERSHIPS
from table.session import TableSession
from tests.conftest import seat_test_bots
from tests.redaction import redaction_leftover
from ui.charts import score_frame
from ui.explain import action_phrase, markdown_text
from ui.games import user_sentence
from ui.table import seat_name
from ui.table_state import TABLE_KEY

ROOT = Path(__file__).resolve().parents[2]
PLAY_PAGE = ROOT / "pages" / "play.py"
MAX_RUNS = 400


def open_play_page(table: TableSession | None = None) -> AppTest:
    app = AppTest.from_file(str(PLAY_PAGE), default_timeout=30)
    if table is not None:
        app.session_state[TABLE_KEY] = table
    return app.run()


def table_of(app: AppTest) -> TableSession:
    return app.session_state[TABLE_KEY]


def page_text(app: AppTest) -> str:
    """Everything the page shows as text: markdown, HTML blocks, captions, alerts, headings."""
    parts: list[str] = []
    for kind in ("markdown", "caption", "subheader", "title", "info", "success", "warning",
                 "error"):
        parts.extend(str(element.value) for element in getattr(app, kind))
    parts.extend(element.proto.body for element in app.get("html"))
    parts.extend(button.label for button in app.button)
    return "\n".join(parts)


def user_buttons(app: AppTest, prefix: str = "") -> list:
    """The enabled bid and card buttons (optionally those whose key starts with ``prefix``)."""
    return [b for b in app.button
            if b.key and b.key.startswith(("bid_", "card_")) and b.key.startswith(prefix)
            and not b.disabled]


def wait_for_user(app: AppTest) -> TableSession:
    """Rerun (as the pacer does) until it is the user's turn or the hand is over."""
    for _ in range(MAX_RUNS):
        assert not app.exception, app.exception
        table = table_of(app)
        if table.users_turn or (table.match.hand_over and table.next_step() is None):
            return table
        app.run()
    raise AssertionError("the bots never handed the turn back")


def play_out_hand(app: AppTest, choose=lambda buttons: buttons[0]) -> TableSession:
    """Click through the user's decisions until the hand is over and reviewed."""
    for _ in range(MAX_RUNS):
        table = wait_for_user(app)
        if table.match.hand_over:
            return table
        buttons = user_buttons(app)
        assert buttons, "it is the user's turn but nothing can be clicked"
        choose(buttons).click().run()
    raise AssertionError("the hand did not end")


@pytest.fixture(autouse=True)
def instant_bots(first_legal_bots, monkeypatch: pytest.MonkeyPatch) -> None:
    """FirstLegalBot at every seat; no pause between bot decisions."""
    monkeypatch.setenv("EUCHRE_BOT_PACE_SECONDS", "0")


def south_deals(seed: int = 1, rules: Rules | None = None) -> TableSession:
    match = Match.new(rules or Rules(), seed=seed, first_dealer=Seat.SOUTH)
    return TableSession(match, Difficulty.NORMAL)


def hidden_from_south(state: HandState) -> set[Card]:
    hidden = {card for seat in Seat if seat != Seat.SOUTH for card in state.hand(seat)}
    hidden |= set(state.kitty)
    if state.discard is not None and state.dealer != Seat.SOUTH:
        hidden.add(state.discard)
    hidden.discard(state.upcard)
    return hidden


# ---- a whole hand ---------------------------------------------------------------------------
def test_a_hand_is_played_by_clicking_from_the_deal_to_the_next_hand() -> None:
    app = open_play_page()
    assert "Play a match" in page_text(app)
    app.button(key="setup_start").click().run()
    assert table_of(app).hand_number == 1

    table = play_out_hand(app)
    text = page_text(app)
    result = table.match.current.result()
    assert "Hand 1 is over" in text
    assert user_sentence(result.summary(), table.seating, 0) in text
    assert "All four hands" in text and "The tricks" in text
    for card in table.hand.deal.hands[Seat.WEST]:  # every hand is revealed after the hand
        assert f'aria-label="{card.spoken}"' in text
    assert "Your decisions against Expert" in text
    assert len(table.reviews_of_hand()) == len(table.decision_points())

    app.button(key="next_hand").click().run()
    table = table_of(app)
    assert table.hand_number == 2
    assert 'data-hand="2"' in page_text(app)
    assert table.match.score == table.match.score_before_hand == result.points


def test_bot_explanations_never_show_a_card_south_cannot_see() -> None:
    app = open_play_page(south_deals(seed=4))
    for _ in range(MAX_RUNS):
        table = table_of(app)
        if table.match.hand_over:
            break
        text = page_text(app)
        for card in hidden_from_south(table.hand):
            assert card.symbol not in text and card.spoken not in text, card
        assert redaction_leftover(text) is None
        if table.users_turn:
            user_buttons(app)[0].click()
        app.run()
    # Once the hand is over the bots' reasons are shown in full, with every card they name.
    text = page_text(app)
    assert "every explanation is shown with all its cards" in text
    for turn in table_of(app).turns_of_hand():
        assert markdown_text(turn.explanation.summary) in text


def test_the_table_talk_tells_every_move_in_order_the_users_too() -> None:
    app = open_play_page(south_deals(seed=3))
    wait_for_user(app)
    next(b for b in user_buttons(app, "bid_") if b.label == "Pass").click().run()
    wait_for_user(app)
    table = table_of(app)
    talk = app.tabs[0]  # the side panel's "Table talk"
    assert talk.label == "Table talk"
    speakers = [m.value.split("**")[1] for m in talk.markdown if m.value.startswith("**")]
    assert speakers == [seat_name(seat, Seat.SOUTH, PARTNERSHIPS) for seat, _ in table.hand.history]
    assert any(m.value == "**You** pass" for m in talk.markdown)


# ---- bidding --------------------------------------------------------------------------------
def test_round_one_offers_order_up_and_pass_with_a_go_alone_box() -> None:
    app = open_play_page(south_deals())
    wait_for_user(app)
    labels = [b.label for b in user_buttons(app, "bid_")]
    assert labels == ["Pick it up", "Pass"]  # South deals: ordering up means picking it up
    upcard = table_of(app).hand.upcard.symbol
    assert f"Your turn: order up {upcard} (the dealer, you, picks it up) or pass." in (
        page_text(app))
    assert app.checkbox[0].label == "Go alone"


def test_going_alone_sits_the_partner_out() -> None:
    app = open_play_page(south_deals(seed=2))
    wait_for_user(app)
    app.checkbox[0].check()
    next(b for b in user_buttons(app, "bid_") if b.label == "Pick it up").click().run()
    table = table_of(app)
    assert table.hand.maker == Seat.SOUTH and table.hand.maker_alone
    text = page_text(app)
    assert "Maker · alone" in text and "Sits out" in text
    table = play_out_hand(app)
    assert "(South alone)" in table.match.current.result().summary()


def test_stick_the_dealer_takes_away_the_dealers_pass() -> None:
    app = open_play_page(south_deals(seed=3))
    wait_for_user(app)
    next(b for b in user_buttons(app, "bid_") if b.label == "Pass").click().run()
    table = wait_for_user(app)
    assert table.hand.phase is Phase.BIDDING_ROUND_2
    labels = [b.label for b in user_buttons(app, "bid_")]
    turned_down = table.hand.upcard.suit
    assert "Pass" not in labels
    assert sorted(labels) == sorted(f"Name {s.symbol} trump" for s in Suit if s != turned_down)
    assert "Stick the dealer: as the dealer you must name a suit." in page_text(app)
    assert (f"Your turn: you must name a trump suit other than {turned_down.symbol}."
            in page_text(app))


def test_without_stick_the_dealer_the_dealer_may_pass_and_the_hand_is_thrown_in() -> None:
    app = open_play_page(south_deals(seed=3, rules=Rules(stick_the_dealer=False)))
    for _ in range(2):
        wait_for_user(app)
        next(b for b in user_buttons(app, "bid_") if b.label == "Pass").click().run()
    table = wait_for_user(app)
    assert table.hand.phase is Phase.THROWN_IN
    assert "thrown in" in page_text(app)


def test_the_dealer_discards_by_clicking_a_card() -> None:
    app = open_play_page(south_deals(seed=5))
    wait_for_user(app)
    next(b for b in user_buttons(app, "bid_") if b.label == "Pick it up").click().run()
    table = wait_for_user(app)
    assert table.hand.phase is Phase.DEALER_DISCARD
    cards = user_buttons(app, "card_")
    assert len(cards) == 6
    assert "Click the card to discard." in page_text(app)
    assert "Your turn: you picked up the upcard, so discard one card." in page_text(app)
    choice = cards[-1]
    choice.click().run()
    table = table_of(app)
    assert table.hand.discard is not None and table.hand.discard.symbol == choice.label
    assert table.hand.discard not in table.user_view.hand


# ---- playing cards ------------------------------------------------------------------------
def _table_where_south_must_follow() -> TableSession:
    """A position (found by playing seeded hands) where South holds cards it may not play."""
    for seed in range(40):
        table = south_deals(seed=seed)
        while not table.match.hand_over:
            if table.users_turn:
                if table.refusals():
                    return table
                table = table.play_user(table.user_view.legal_actions[0], table.position)
            else:
                table = table.step_bot()
    raise AssertionError("no seed gave South a follow-suit restriction")


def test_cards_that_cannot_be_played_are_disabled_with_the_engines_reason() -> None:
    table = _table_where_south_must_follow()
    app = open_play_page(table)
    reasons = table.refusals()
    disabled = [b for b in app.button if b.key and b.key.startswith("card_") and b.disabled]
    assert {b.label for b in disabled} == {a.card.symbol for a in reasons}
    for button in disabled:
        action = play(Card.parse(button.label))
        try:
            table.hand.apply(action, Seat.SOUTH)
        except IllegalActionError as error:
            assert button.help == error.to_player
            assert button.help.startswith("You must follow") and "you hold" in button.help
    text = page_text(app)
    assert f"Greyed-out cards cannot be played: {next(iter(reasons.values()))}" in text
    assert "You must follow" in text and "South must follow" not in text, "South is the user"


def test_a_stale_click_is_refused_with_a_message_and_changes_nothing() -> None:
    table = _table_where_south_must_follow()
    app = open_play_page(table)
    legal = user_buttons(app, "card_")[0]
    stale_table = table.play_user(table.user_view.legal_actions[0], table.position)
    app.session_state[TABLE_KEY] = stale_table  # the table moved on before the click arrived
    legal.click().run()
    assert "The table moved on before your click arrived" in page_text(app)
    assert table_of(app).move >= stale_table.move


# ---- hint and review ------------------------------------------------------------------------
def test_hint_shows_experts_suggestion_and_its_reasons() -> None:
    app = open_play_page(south_deals())
    wait_for_user(app)
    app.button(key="hint").click().run()
    text = page_text(app)
    assert "**Expert would pass** because first legal action" in text  # the adviser's choice
    next(b for b in user_buttons(app, "bid_") if b.label == "Pass").click().run()
    assert "Expert would" not in page_text(app)  # the hint was for that decision only


def test_a_hint_speaks_of_expert_in_the_third_person_and_of_the_hand_as_the_users(
        first_legal_bots, monkeypatch: pytest.MonkeyPatch) -> None:
    class FirstPersonBot(first_legal_bots):
        def decide(self, view):
            decision = super().decide(view)
            words = Explanation("I pass. I hold two trumps and my partner may call.",
                                (Factor("trumps", 2, "I hold two trumps"),))
            return Decision(decision.seat, decision.action, words)

    seat_test_bots(monkeypatch, FirstPersonBot)
    app = open_play_page(south_deals())
    wait_for_user(app)
    app.button(key="hint").click().run()
    text = page_text(app)
    assert "**Expert would pass** because you hold two trumps and your partner may call." in text
    assert "You hold two trumps" in text  # the factor, said to the user too
    assert "I pass" not in text and "I hold" not in text and "my partner" not in text


def _table_with_one_legal_card() -> TableSession:
    """A position (found by playing seeded hands) where South may play only one card."""
    for seed in range(60):
        table = south_deals(seed=seed)
        while not table.match.hand_over:
            if table.users_turn:
                view = table.user_view
                if view.card_play and len(view.legal_actions) == 1 and len(view.hand) > 1:
                    return table
                table = table.play_user(view.legal_actions[0], table.position)
            else:
                table = table.step_bot()
    raise AssertionError("no seed left South a single legal card")


def test_no_hint_is_offered_when_only_one_card_is_legal() -> None:
    table = _table_with_one_legal_card()
    app = open_play_page(table)
    card = table.user_view.legal_actions[0].card
    assert not [b for b in app.button if b.key == "hint"]
    text = page_text(app)
    assert f"Only one legal card: {card.symbol}. You must follow" in text
    assert "No hint needed." in text


def test_a_hint_between_options_worth_about_as_much_says_it_is_a_close_call(
        first_legal_bots, monkeypatch: pytest.MonkeyPatch) -> None:
    """The review grades a choice within INACCURACY_LOSS of Expert's as good: a hint whose
    next option is that close says so, one whose options are a point apart does not."""
    class CloseCallBot(first_legal_bots):
        def evaluate(self, view):
            return tuple(OptionValue(action, -0.05 * index, 0.02, 8)
                         for index, action in enumerate(view.legal_actions))

    app = open_play_page(south_deals())
    wait_for_user(app)
    app.button(key="hint").click().run()
    assert "close call" not in page_text(app).lower()  # FirstLegalBot: a point apart
    next(b for b in user_buttons(app, "bid_") if b.label == "Pass").click().run()
    seat_test_bots(monkeypatch, CloseCallBot)
    table = wait_for_user(app)
    app.button(key="hint").click().run()
    text = page_text(app)
    second = action_phrase(table.user_view.legal_actions[1])
    lowered = second[:1].lower() + second[1:]
    assert f"A close call: {markdown_text(lowered)} is worth nearly as much" in text
    assert "0.05 expected points less" in text


def test_the_review_grades_the_users_decisions_against_experts_figures() -> None:
    app = open_play_page(south_deals(seed=6))
    wait_for_user(app)
    # Ordering up is Expert's second option here (a point below passing): a mistake.
    next(b for b in user_buttons(app, "bid_") if b.label == "Pick it up").click().run()
    table = play_out_hand(app)
    reviews = table.reviews_of_hand()
    first = reviews[0]
    assert first.chosen.text == "order up" and first.loss == 1.0 and first.grade.value == "mistake"
    assert all(r.explanation is not None for r in reviews)  # Expert's reasons, every time
    text = page_text(app)
    assert "Mistake" in text and "Expert prefers <b>Pass</b>" in text
    assert "you gave up 1.00 expected points" in text
    assert f"**Expert's reasoning:** {first.explanation.summary}" in text
    restored = TableSession.from_json(table.to_json())
    assert restored.reviews_of_hand() == reviews


# ---- the match --------------------------------------------------------------------------------
def _finished_match(north_south_wins: bool) -> TableSession:
    for seed in range(60):
        table = TableSession(Match.new(Rules(points_to_win=5), seed=seed), Difficulty.EXPERT)
        while not table.match.is_over:
            if table.users_turn:
                table = table.play_user(table.user_view.legal_actions[0], table.position)
            elif table.bot_to_act is not None:
                table = table.step_bot()
            else:
                table = table.next_hand()
        if (table.match.winner == Seat.SOUTH.team) == north_south_wins:
            return table
    raise AssertionError("no seed gave the wanted winner")


def test_winning_the_match_shows_the_ranking_points_for_the_level() -> None:
    app = open_play_page(_finished_match(north_south_wins=True))
    wait_for_user(app)
    text = page_text(app)
    assert "Your team wins the match" in text and "+100 ranking points" in text
    assert app.button(key="new_match")
    app.button(key="new_match").click().run()
    assert "Play a match" in page_text(app)


def test_losing_the_match_earns_no_ranking_points() -> None:
    app = open_play_page(_finished_match(north_south_wins=False))
    wait_for_user(app)
    text = page_text(app)
    assert "Opponents win the match" in text and "No ranking points" in text


def test_the_score_chart_follows_the_match_score() -> None:
    table = _finished_match(north_south_wins=True)
    app = open_play_page(table)
    chart = app.get("vega_lite_chart")[0]
    assert "Score (first to 5)" in chart.proto.spec
    frame = score_frame(table.match.score_history(), Seat.SOUTH.team, PARTNERSHIPS)
    ours = frame[frame["team"].str.startswith("Your team")]
    theirs = frame[frame["team"].str.startswith("Opponents")]
    assert ours["points"].iloc[-1] == table.match.score[Seat.SOUTH.team] >= 5
    assert theirs["points"].iloc[-1] == table.match.score[Seat.EAST.team]
    assert list(ours["after hand"]) == list(range(len(table.match.hands) + 1))


# ---- the choices before a match -----------------------------------------------------------
def test_the_chosen_level_and_table_rules_are_the_matchs() -> None:
    app = open_play_page()
    app.session_state["setup_difficulty"] = Difficulty.EXPERT
    app.toggle(key="setup_euchre_stick_the_dealer").set_value(False)
    app.selectbox(key="setup_euchre_points_to_win").set_value(5)
    app.run()
    app.button(key="setup_start").click().run()
    table = table_of(app)
    assert table.difficulty is Difficulty.EXPERT
    assert table.rules == Rules(stick_the_dealer=False, points_to_win=5)
    text = page_text(app)
    assert "Expert bots" in text and "to 5" in text


def test_the_defaults_are_the_standard_game() -> None:
    app = open_play_page()
    app.button(key="setup_start").click().run()
    table = table_of(app)
    assert table.rules == Rules() and table.difficulty is Difficulty.NORMAL


def test_a_defender_may_defend_alone_when_the_rules_allow_it(
        first_legal_bots, monkeypatch: pytest.MonkeyPatch) -> None:
    class LonerBot(first_legal_bots):
        """Orders up alone whenever it may; otherwise the first legal action."""

        def decide(self, view):
            decision = super().decide(view)
            alone = next((a for a in view.legal_actions if a.text == "order up alone"), None)
            return decision if alone is None else type(decision)(
                view.seat, alone, decision.explanation)

    seat_test_bots(monkeypatch, LonerBot)
    app = open_play_page(south_deals(rules=Rules(defend_alone=True)))
    table = wait_for_user(app)
    assert table.hand.maker == Seat.WEST and table.hand.maker_alone
    assert table.hand.phase is Phase.DEALER_DISCARD  # South deals: picks up first
    user_buttons(app, "card_")[0].click().run()
    table = wait_for_user(app)
    assert table.hand.phase is Phase.DEFEND_ALONE
    assert [b.label for b in user_buttons(app, "bid_")] == ["Defend alone", "Pass"]
    assert not app.checkbox  # no Go alone box for a declaration
    user_buttons(app, "bid_")[0].click().run()
    table = table_of(app)
    assert table.hand.lone_defender == Seat.SOUTH
    assert "Defends alone" in page_text(app)


def test_the_level_buttons_offer_ranking_points_only_outside_practice() -> None:
    from ui.setup import PRACTICE_KEY

    app = open_play_page()
    levels = app.segmented_control(key="setup_difficulty")
    assert "Expert (+100)" in levels.options
    levels.set_value(Difficulty.EXPERT).run()
    app.toggle(key=PRACTICE_KEY).set_value(True).run()
    levels = app.segmented_control(key="setup_difficulty")
    assert not any("+" in option for option in levels.options)
    assert levels.value is Difficulty.EXPERT  # the chosen level stays chosen
    app.toggle(key=PRACTICE_KEY).set_value(False).run()
    assert "Expert (+100)" in app.segmented_control(key="setup_difficulty").options


def test_each_game_describes_its_own_bots_levels() -> None:
    """The level's words under the chooser are the chosen game's own (its bots package's
    ``LEVEL_WORDS``): no game reads four-handed Euchre's."""
    app = open_play_page()
    seen: dict[str, str] = {}
    for game_id in games.game_ids():
        app.segmented_control(key="setup_game").set_value(game_id).run()
        for level in Difficulty:
            app.segmented_control(key="setup_difficulty").set_value(level).run()
            caption = next(c.value for c in app.caption if c.value.startswith(f"{level.label}:"))
            assert games.game(game_id).level_words[level] in caption
            if game_id != "euchre":
                assert games.game("euchre").level_words[level] not in caption, (game_id, level)
            seen[f"{game_id} {level}"] = caption
    assert len(set(seen.values())) == len(seen)  # every game and level in its own words
    assert "misère" in games.game("five_hundred").level_words[Difficulty.NORMAL]
    assert "dummy" in games.game("cutthroat").level_words[Difficulty.EXPERT]


def test_experts_first_person_words_are_said_to_the_user() -> None:
    from ui.explain import advice_sentence, said_to_the_player

    assert said_to_the_player("My partner leads, and I am last; the trick is mine.") == (
        "Your partner leads, and you are last; the trick is yours.")
    assert advice_sentence("Play J♦", "I play J♦. In 40 sampled deals playing J♦ scores "
                           "+1.20 points.") == ("Expert would play J♦ because in 40 sampled "
                                                "deals playing J♦ scores +1.20 points.")
    assert advice_sentence("Pass", "I pass.") == "Expert would pass."
