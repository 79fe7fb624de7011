"""The rules course: every check's answer agrees with the rules as the engine plays them."""

from __future__ import annotations

import time

import pytest

from euchre import (
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    Card,
    Deck,
    HandState,
    Match,
    OpeningLead,
    Rules,
    Seat,
    Suit,
    card_power,
    trump_order,
)
from euchre.games.euchre.bots.expert import steady_expert
from euchre.games.euchre.view import seat_view
from lessons.euchre.course import BIDDING_DEAL, build_course
from lessons.euchre.loner import JUDGE_SAMPLES, JUDGE_SEED
from lessons.euchre.options import lone_defenders, opening_leader, passed_out
from lessons.euchre.themes import EuchreTheme
from tests.lessons.course_checks import assert_checks_grade

COURSE = build_course()
STEPS = {step.key: step for step in COURSE}


def _check(step: str, key: str):
    return next(check for check in STEPS[step].checks if check.key == key)


def test_the_course_covers_the_rules_in_order() -> None:
    assert [step.key for step in COURSE] == [
        "deck", "ranking", "round-1", "round-2", "alone", "play", "scoring", "match",
        "options-play", "options-deck", "tips", "faq",
    ]
    for step in COURSE:
        assert step.checks, f"{step.key} has no check"
        assert step.examples or step.faq


@pytest.mark.parametrize("step", COURSE, ids=lambda step: step.key)
def test_every_check_grades_right_and_wrong_answers(step) -> None:
    assert_checks_grade(step)


def test_answers_follow_the_rules_text() -> None:
    assert _check("deck", "deck-size").answer == {"24"}
    assert _check("deck", "kitty").answer == {"4"}
    assert _check("deck", "partner").answer == {"North"}
    assert _check("ranking", "left-vs-ace").answer == {"J♦"}
    assert _check("ranking", "left-suit").answer == {"♠ spades"}
    assert _check("ranking", "which-trumps").answer == {"J♣", "A♠"}
    # West deals: North (left of the dealer) bids first, and the dealer takes the upcard.
    assert _check("round-1", "first-bidder").answer == {"North"}
    assert _check("round-1", "who-picks-up").answer == {"West"}
    assert _check("round-1", "dealer-cards").answer == {"6"}
    assert _check("round-2", "nameable").answer == {"♣ clubs", "♦ diamonds", "♠ spades"}
    assert _check("round-2", "stick-dealer").answer == {"Name ♣"}  # not ♥: turned down
    assert "Stick the dealer" in _check("round-2", "stick-dealer").why
    assert _check("alone", "who-sits-out").answer == {"North"}
    assert _check("alone", "lone-lead").answer == {"East"}
    assert _check("alone", "dealer-partner-alone").answer == {
        "Nobody picks it up; its suit is still trump"}
    assert _check("play", "legal-plays").answer == {"A♣", "J♦", "Q♥", "9♠", "10♠"}
    assert _check("play", "trick-winner").answer == {"South"}
    assert _check("scoring", "march-points").answer == {"2"}
    assert _check("scoring", "euchre-points").answer == {"The defenders score 2"}
    assert _check("scoring", "lone-march-points").answer == {"4"}
    assert _check("tips", "count-trumps").answer == {"3"}
    assert _check("tips", "count-diamonds").answer == {"4"}
    assert _check("faq", "faq-stick").answer == {"Name a suit other than ♥"}


def test_examples_are_engine_facts() -> None:
    ranking = STEPS["ranking"].examples[0]
    assert ranking.rows[0].cards == trump_order(Suit.HEARTS, Deck.STANDARD_24)
    assert Card.parse("JD") not in ranking.rows[1].cards
    scoring = STEPS["scoring"].examples[0].grid
    points = {row[0]: row[2] for row in scoring[1:]}
    assert points["a march (all five)"].endswith("+2")
    assert points["alone, all five"].endswith("+4")
    assert points["euchred (under three)"].endswith("+2")
    assert points["three or four tricks"].endswith("+1")


def test_the_match_check_names_the_team_that_reached_the_target() -> None:
    check = _check("match", "match-winner")
    winner = next(iter(check.answer))
    grid = STEPS["match"].examples[0].grid
    last = grid[-1]
    ns, ew = int(last[1]), int(last[2])
    assert max(ns, ew) >= 10
    expected = "North–South" if ns > ew else "East–West"
    assert winner.startswith(expected)


def test_tips_link_to_drill_themes() -> None:
    tips = STEPS["tips"].tips
    assert len(tips) >= 5
    assert {tip.theme for tip in tips} >= {
        EuchreTheme.CALLING_STRENGTH, EuchreTheme.LEFT_BOWER_SUIT, EuchreTheme.NAMING_SUIT}
    # the card-play habits link to the card-play puzzles that practise them
    assert {tip.theme for tip in tips} >= {EuchreTheme.MAKER_LEADS_TRUMP, EuchreTheme.CASH_SIDE_ACE,
                                           EuchreTheme.DONT_TRUMP_PARTNER}
    questions = [question for question, _ in STEPS["faq"].faq]
    assert "Why is the jack of diamonds a heart?" in questions
    assert "Can the dealer pass under stick the dealer?" in questions
    assert "What does my partner do when I go alone?" in questions


def test_the_loner_example_answers_its_question_with_the_experts_figures() -> None:
    """South holds J♥ J♦ A♥ 9♣ 10♠ under the Q♥ (West deals): the step says whether to
    go alone, with the Expert's own figures for both bids and the reason in words."""
    step = STEPS["alone"]
    start = HandState.from_deal(BIDDING_DEAL).apply(PASS).apply(PASS)
    values = {value.action: value.expected_points
              for value in steady_expert(JUDGE_SEED, JUDGE_SAMPLES).evaluate(
                  seat_view(start, Seat.SOUTH))}
    partnered, alone = values[ORDER_UP], values[ORDER_UP_ALONE]
    assert partnered > alone, "the Expert prefers the partner here"
    answer = step.text.split("**A hand worth playing alone?**")[1]
    assert "**No**" in answer and "**Yes**" not in answer
    assert f"{partnered:+.2f}" in answer and f"{alone:+.2f}" in answer
    assert "9♣ and 10♠" in answer, "the reason names the cards a lone hand cannot win with"
    grid = step.examples[0].grid
    assert [row[1] for row in grid[1:]] == [f"{partnered:+.2f}", f"{alone:+.2f}"]
    tip = next(tip for tip in STEPS["tips"].tips if tip.theme is EuchreTheme.GOING_ALONE)
    assert "all five tricks" in tip.text


def test_the_course_is_built_once() -> None:
    started = time.perf_counter()
    assert build_course() is build_course()
    assert time.perf_counter() - started < 0.05


def test_the_option_steps_ask_about_every_option_the_play_page_offers() -> None:
    """Stick the dealer, defend alone, the loner lead rule and the deck are each taught with
    an example and a check, under the labels and words of the set-up form."""
    labels = {option.name: option.label for option in Rules.options()}
    play, deck = STEPS["options-play"], STEPS["options-deck"]
    for name in ("stick_the_dealer", "defend_alone", "opening_lead"):
        assert f"**{labels[name]}**" in play.text
        assert any(example.caption.startswith(labels[name]) for example in play.examples)
    assert f"**{labels['deck']}**" in deck.text
    assert [check.key for check in play.checks] == ["no-stick", "defend-alone", "loner-lead"]
    assert [check.key for check in deck.checks] == [
        "deck32-undealt", "deck32-trumps", "joker-upcard", "joker-trick"]
    assert "highest trump" in deck.text and "dealer names the suit" in deck.text


def test_the_option_answers_are_the_engines_and_flip_with_the_rule() -> None:
    """Each answer holds under the option it asks about and turns under the other setting."""
    assert _check("options-play", "no-stick").answer == {
        "Thrown in: nobody scores and the next dealer deals"}
    off, on = (passed_out(BIDDING_DEAL, Rules(stick_the_dealer=value)) for value in (False, True))
    assert off.thrown_in and off.dealer_may_pass
    assert not on.dealer_may_pass and not on.thrown_in and "Stick the dealer" in on.refusal

    assert _check("options-play", "defend-alone").answer == {"West", "East"}
    assert "North" in _check("options-play", "defend-alone").choices, "South's partner too"
    assert lone_defenders(BIDDING_DEAL, Rules(defend_alone=True)) == (Seat.WEST, Seat.EAST)
    assert lone_defenders(BIDDING_DEAL, Rules(defend_alone=False)) == ()

    # West deals, South alone: North sits out, so left of the dealer means East.
    assert _check("options-play", "loner-lead").answer == {"West"}
    assert opening_leader(BIDDING_DEAL, Rules(opening_lead=OpeningLead.LEFT_OF_LONER)) \
        is Seat.WEST
    assert opening_leader(BIDDING_DEAL, Rules()) is Seat.EAST
    both = Rules(defend_alone=True, opening_lead=OpeningLead.LEFT_OF_LONER)
    assert opening_leader(BIDDING_DEAL, both, defender=Seat.EAST) is Seat.EAST
    grid = {row[0]: row[1:] for row in STEPS["options-play"].examples[2].grid[1:]}
    assert grid == {
        "left of the dealer (skipping anyone sitting out)": ("East", "East"),
        "left of the lone player (the lone defender if both)": ("West", "East"),
    }


def test_a_hand_thrown_in_passes_the_deal_to_the_left() -> None:
    match = Match.new(Rules(stick_the_dealer=False), seed="thrown-in")
    dealer = match.current.dealer
    for _ in range(8):
        match = match.apply(PASS)
    assert match.hand_over and match.current.result().thrown_in
    assert match.score == (0, 0)
    assert match.next_hand().current.dealer == dealer.left


def test_the_deck_answers_are_the_engines() -> None:
    assert _check("options-deck", "deck32-undealt").answer == {"12"}
    assert "with 24 cards, 4" in _check("options-deck", "deck32-undealt").why
    assert _check("options-deck", "deck32-trumps").answer == {"9"}
    assert len(trump_order(Suit.HEARTS, Deck.STANDARD_24)) == 7
    assert _check("options-deck", "joker-upcard").answer == {"West"}
    joker = Card.parse("JOKER")
    assert _check("options-deck", "joker-trick").answer == {joker.symbol}
    assert card_power(joker, Suit.HEARTS, Suit.DIAMONDS) > \
        card_power(Card.parse("JH"), Suit.HEARTS, Suit.DIAMONDS)
    example = STEPS["options-deck"].examples[1]
    assert example.rows[0].cards == trump_order(Suit.HEARTS, Deck.JOKER_25)
    assert example.rows[0].cards[0] == joker
