"""Follow-suit puzzles: real positions, the engine's legal cards, and mostly left-bower traps."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from euchre import Card, IllegalActionError, Seat, Suit, effective_suit, left_bower, play
from lessons.euchre.families import FOLLOW
from lessons.euchre.follow import (
    Trap,
    classify_trap,
    explain_legal_cards,
    follow_themes,
    generate_follow,
)
from lessons.euchre.themes import EuchreTheme
from lessons.kit.families import generate, next_key
from lessons.kit.progress import Progress
from lessons.kit.themes import Tier

SEEDS = range(700)


def _engine_accepts(puzzle, card: Card) -> bool:
    try:
        puzzle.state.apply(play(card), seat=Seat.SOUTH)
    except IllegalActionError:
        return False
    return True


@pytest.mark.parametrize("tier", list(Tier))
def test_every_puzzle_is_a_real_position_graded_by_the_engine(tier: Tier) -> None:
    traps = Counter()
    for seed in SEEDS:
        puzzle = generate_follow(seed, tier)
        state = puzzle.state
        hand = [Card.parse(text) for text in puzzle.options]
        assert state.to_act is Seat.SOUTH and len(hand) == 5
        assert tuple(hand) == state.hand(Seat.SOUTH) == puzzle.scene.hand
        assert puzzle.scene.trick == state.current_trick
        accepted = {card.text for card in hand if _engine_accepts(puzzle, card)}
        assert puzzle.solution == accepted, "the answer key is what the engine accepts"
        led = puzzle.scene.trick[0][1] if puzzle.scene.trick else None
        assert puzzle.trap is classify_trap(hand, led, state.trump)
        assert puzzle.theme is puzzle.trap.theme
        traps[puzzle.trap is not Trap.NONE] += 1
        assert puzzle.grade(sorted(puzzle.solution)).correct is True
        everything = puzzle.grade(puzzle.options)
        assert everything.correct is (puzzle.solution == set(puzzle.options))
    assert traps[True] >= traps[False], f"{tier}: fewer than half the puzzles are traps"


def test_traps_are_what_they_say() -> None:
    for seed in range(300):
        puzzle = generate_follow(seed, Tier.ADVANCED)
        trump = puzzle.scene.trump
        left = left_bower(trump)
        hand = [Card.parse(text) for text in puzzle.options]
        led_card = puzzle.scene.trick[0][1]
        if puzzle.trap is Trap.CANNOT_FOLLOW_PRINTED_SUIT:
            assert left in hand and effective_suit(led_card, trump) == left.suit
            assert left.text not in puzzle.solution or len(puzzle.solution) == 5
        elif puzzle.trap is Trap.ONLY_TRUMP_IS_LEFT_BOWER:
            assert effective_suit(led_card, trump) == trump
            assert puzzle.solution == {left.text}
        else:
            assert puzzle.trap is Trap.LEFT_BOWER_LED and led_card == left


def test_the_explanation_names_exactly_the_cards_that_must_follow() -> None:
    for seed in range(400):
        puzzle = generate_follow(seed, Tier(seed % 3 + 1))
        hand = [Card.parse(text) for text in puzzle.options]
        lines = explain_legal_cards(hand, puzzle.scene.trick, puzzle.scene.trump)
        if not puzzle.scene.trick:
            assert "any card" in lines[0]
            continue
        legal = sorted((Card.parse(text) for text in puzzle.solution), key=hand.index)
        if len(legal) == len(hand) and not any(
            effective_suit(card, puzzle.scene.trump) == puzzle.scene.led for card in hand
        ):
            assert "so you may play any card" in lines[1]
        else:
            named = ", ".join(card.symbol for card in legal[:-1])
            assert lines[1].startswith("You hold " + (named + " and " if named else ""))
            assert legal[-1].symbol in lines[1]


def test_an_illegal_pick_shows_the_engines_refusal() -> None:
    found = 0
    for seed in range(100):
        puzzle = generate_follow(seed, Tier.ADVANCED, EuchreTheme.LEFT_BOWER_SUIT)
        illegal = [text for text in puzzle.options if text not in puzzle.solution]
        if not illegal:
            continue
        feedback = puzzle.grade([*puzzle.solution, illegal[0]])
        assert feedback.correct is False
        card = Card.parse(illegal[0])
        with pytest.raises(IllegalActionError) as refusal:
            puzzle.state.apply(play(card), seat=Seat.SOUTH)
        assert any(refusal.value.to_player in detail for detail in feedback.details)
        assert all("South must" not in detail for detail in feedback.details), "said to you"
        found += 1
    assert found > 30


def test_a_missed_legal_card_is_explained() -> None:
    puzzle = generate_follow(2, Tier.INTERMEDIATE, EuchreTheme.TRUMP_LEAD)
    feedback = puzzle.grade([])
    assert feedback.correct is False
    for text in puzzle.solution:
        assert any(detail.startswith(f"{Card.parse(text).symbol} was legal too")
                   for detail in feedback.details)


def test_themes_by_tier() -> None:
    assert follow_themes(Tier.BEGINNER) == (EuchreTheme.LEFT_BOWER_SUIT, EuchreTheme.FOLLOW_SUIT)
    assert EuchreTheme.FOLLOW_SUIT not in follow_themes(Tier.ADVANCED)
    for seed in range(40):
        assert generate_follow(seed, Tier.INTERMEDIATE, EuchreTheme.TRUMP_LEAD).theme is (
            EuchreTheme.TRUMP_LEAD)
    with pytest.raises(ValueError):
        generate_follow(1, Tier.ADVANCED, EuchreTheme.FOLLOW_SUIT)


def test_answers_must_come_from_the_hand() -> None:
    puzzle = generate_follow(8, Tier.BEGINNER)
    with pytest.raises(ValueError, match="not in your hand"):
        puzzle.grade(["ZZ"])
    with pytest.raises(ValueError):
        puzzle.grade("JH")


def test_the_trump_lead_theme_says_when_the_left_bower_must_be_played() -> None:
    """The left bower must follow a trump lead only when it is the only trump held."""
    info = EuchreTheme.TRUMP_LEAD
    for words in (info.label, info.summary):
        if "must" in words:
            assert "only trump" in words, words


def test_a_left_bower_beside_other_trumps_is_not_said_to_be_forced() -> None:
    trump = Suit.HEARTS
    hand = [Card.parse(text) for text in ("JD", "AH", "9H", "QS", "TC")]
    trick = ((Seat.WEST, Card.parse("KH")),)
    lines = explain_legal_cards(hand, trick, trump)
    about_left = [line for line in lines if line.startswith("J♦ is the left bower")]
    assert about_left and "may" in about_left[0] and "must" not in about_left[0], lines
    alone = [Card.parse(text) for text in ("JD", "AS", "9S", "QS", "TC")]
    lines = explain_legal_cards(alone, trick, trump)
    assert any("your only trump, so you must play it" in line for line in lines), lines


def test_beginner_puzzles_drawn_as_the_train_page_draws_them_are_mostly_traps() -> None:
    """The Train page draws a theme by the learner's progress, then a seed (``next_key``):
    well over half the beginner puzzles must be left-bower traps."""
    rng = random.Random(2026)
    traps = 0
    drawn = 1000
    for _ in range(drawn):
        key = next_key(FOLLOW, Tier.BEGINNER, Progress(), rng)
        traps += generate(key).trap is not Trap.NONE
    assert traps / drawn >= 0.55, f"{traps} traps in {drawn} puzzles"
