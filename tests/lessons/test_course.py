"""The rules course: every check's answer agrees with the rules as the engine plays them."""

from __future__ import annotations

import time

import pytest

from euchre import ORDER_UP, ORDER_UP_ALONE, PASS, Card, Deck, HandState, Seat, Suit, trump_order
from euchre.bots.expert import steady_expert
from euchre.view import seat_view
from lessons.course import BIDDING_DEAL, build_course
from lessons.loner import JUDGE_SAMPLES, JUDGE_SEED
from lessons.themes import Theme

COURSE = build_course()
STEPS = {step.key: step for step in COURSE}


def _check(step: str, key: str):
    return next(check for check in STEPS[step].checks if check.key == key)


def test_the_course_covers_the_rules_in_order() -> None:
    assert [step.key for step in COURSE] == [
        "deck", "ranking", "round-1", "round-2", "alone", "play", "scoring", "match", "tips",
        "faq",
    ]
    for step in COURSE:
        assert step.checks, f"{step.key} has no check"
        assert step.examples or step.faq


@pytest.mark.parametrize("step", COURSE, ids=lambda step: step.key)
def test_every_check_grades_right_and_wrong_answers(step) -> None:
    for check in step.checks:
        assert check.answer <= set(check.choices) and check.answer
        right = sorted(check.answer) if check.multi else next(iter(check.answer))
        assert check.grade(right).correct
        wrong = [choice for choice in check.choices if choice not in check.answer]
        for choice in wrong:
            result = check.grade([choice] if check.multi else choice)
            assert not result.correct
            assert result.message.startswith("Not quite — the answer is")
            assert check.why in result.message
        assert not check.grade(None).correct
        with pytest.raises(ValueError):
            check.grade("not a choice")


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
    assert _check("round-2", "stick-dealer").answer == {"No"}
    assert "Stick the dealer" in _check("round-2", "stick-dealer").why
    assert _check("alone", "who-sits-out").answer == {"North"}
    assert _check("alone", "lone-lead").answer == {"East"}
    assert _check("alone", "dealer-partner-alone").answer == {"No"}
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
    assert {tip.theme for tip in tips} >= {Theme.CALLING_STRENGTH, Theme.LEFT_BOWER_SUIT,
                                           Theme.NAMING_SUIT}
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
    tip = next(tip for tip in STEPS["tips"].tips if tip.theme is Theme.GOING_ALONE)
    assert "all five tricks" in tip.text


def test_the_course_is_built_once() -> None:
    started = time.perf_counter()
    assert build_course() is build_course()
    assert time.perf_counter() - started < 0.05
