"""Bower ranking quizzes: valid for thousands of seeds, and graded exactly as the engine ranks."""

from __future__ import annotations

import pytest

from euchre import Card, Seat, Suit, card_power, effective_suit, is_trump, left_bower
from lessons.euchre.ranking import RankingKind, generate_ranking, ranking_kinds
from lessons.euchre.themes import EuchreTheme
from lessons.kit.themes import Tier

SEEDS = range(700)


def _wrong_answers(quiz):
    if quiz.kind is RankingKind.ORDER:
        right = list(quiz.solution)
        swapped = right[:]
        swapped[0], swapped[1] = swapped[1], swapped[0]
        return [swapped, right[::-1]]
    return [option for option in quiz.options if option not in quiz.solution]


def _right_answer(quiz):
    return list(quiz.solution) if quiz.kind is RankingKind.ORDER else quiz.solution[0]


@pytest.mark.parametrize("tier", list(Tier))
def test_every_quiz_is_valid_and_graded_like_the_engine(tier: Tier) -> None:
    kinds = set()
    for seed in SEEDS:
        quiz = generate_ranking(seed, tier)
        kinds.add(quiz.kind)
        trump = quiz.scene.trump
        assert len(set(quiz.options)) == len(quiz.options)
        if quiz.kind is RankingKind.ORDER:
            led = trump if quiz.scene.led is None else quiz.scene.led
            cards = [Card.parse(text) for text in quiz.solution]
            powers = [card_power(card, trump, led) for card in cards]
            assert sorted(quiz.solution) == sorted(quiz.options)
            assert all(power > 0 for power in powers), "every card must be able to win"
            assert powers == sorted(powers, reverse=True) and len(set(powers)) == len(powers)
        elif quiz.kind is RankingKind.TRICK:
            trick = quiz.trick
            led = effective_suit(trick.plays[0][1], trump)
            strongest = max(trick.plays, key=lambda play: card_power(play[1], trump, led))
            assert quiz.solution == (trick.winner.label,) == (strongest[0].label,)
            assert set(quiz.options) == {seat.label for seat in Seat}
        elif quiz.kind is RankingKind.IS_TRUMP:
            card = quiz.scene.cards[0]
            assert quiz.solution == ("yes" if is_trump(card, trump) else "no",)
        else:
            card = quiz.scene.cards[0]
            assert quiz.solution == (effective_suit(card, trump).letter,)
        assert quiz.grade(_right_answer(quiz)).correct is True
        for wrong in _wrong_answers(quiz):
            assert quiz.grade(wrong).correct is False
    assert kinds == set(ranking_kinds(tier))


def test_a_wrong_order_is_shown_in_a_trick_the_stronger_card_wins() -> None:
    shown = 0
    for seed in range(200):
        quiz = generate_ranking(seed, Tier.ADVANCED, EuchreTheme.BOWER_RANKING)
        right = list(quiz.solution)
        feedback = quiz.grade(right[::-1])
        demo = feedback.demonstration
        stronger, weaker = Card.parse(right[0]), Card.parse(right[-1])
        cards = [card for _, card in demo.trick.plays]
        assert cards[:2] == [weaker, stronger]
        assert demo.trick.card_of(demo.trick.winner) == stronger
        assert stronger.symbol in feedback.headline and weaker.symbol in feedback.headline
        shown += 1
    assert shown == 200


def test_advanced_order_quizzes_hide_the_left_bower_among_its_printed_suit() -> None:
    for seed in range(100):
        quiz = generate_ranking(seed, Tier.ADVANCED, EuchreTheme.BOWER_RANKING)
        trump = quiz.scene.trump
        assert left_bower(trump).text in quiz.options
        assert quiz.scene.led == trump.same_colour
        assert quiz.solution.index(left_bower(trump).text) <= 1


def test_trick_quizzes_show_why_the_picked_card_loses() -> None:
    quiz = generate_ranking(5, Tier.ADVANCED, EuchreTheme.TRICK_WINNER)
    wrong = next(option for option in quiz.options if option not in quiz.solution)
    feedback = quiz.grade(wrong)
    winner_card = quiz.trick.card_of(quiz.trick.winner)
    assert feedback.correct is False
    assert f"{quiz.trick.winner.label} wins with {winner_card.symbol}" in feedback.headline
    assert feedback.reasons[-1].startswith(f"{quiz.trick.winner.label} wins with")


def test_advanced_tricks_involve_the_left_bower_or_its_suit() -> None:
    for seed in range(150):
        quiz = generate_ranking(seed, Tier.ADVANCED, EuchreTheme.TRICK_WINNER)
        trump = quiz.scene.trump
        cards = [card for _, card in quiz.trick.plays]
        led = effective_suit(cards[0], trump)
        assert left_bower(trump) in cards or led == trump.same_colour


@pytest.mark.parametrize("seed", range(40))
def test_a_wrong_trump_answer_is_shown_in_a_trick(seed: int) -> None:
    quiz = generate_ranking(seed, Tier.ADVANCED, EuchreTheme.LEFT_BOWER_SUIT)
    card = quiz.scene.cards[0]
    trump = quiz.scene.trump
    wrong = next(option for option in quiz.options if option not in quiz.solution)
    demo = quiz.grade(wrong).demonstration
    plays = dict((seat, c) for seat, c in demo.trick.plays)
    assert card in plays.values()
    won = demo.trick.card_of(demo.trick.winner) == card
    assert won == is_trump(card, trump), "a trump ruffs the lead; a non-trump cannot win"


def test_themes_can_be_asked_for() -> None:
    for theme, kinds in ((EuchreTheme.BOWER_RANKING, {RankingKind.ORDER}),
                         (EuchreTheme.TRICK_WINNER, {RankingKind.TRICK}),
                         (EuchreTheme.LEFT_BOWER_SUIT,
                          {RankingKind.IS_TRUMP, RankingKind.COUNTS_AS})):
        for seed in range(30):
            quiz = generate_ranking(seed, Tier.INTERMEDIATE, theme)
            assert quiz.theme is theme and quiz.kind in kinds
    with pytest.raises(ValueError):
        generate_ranking(1, Tier.BEGINNER, EuchreTheme.GOING_ALONE)


def test_malformed_answers_are_refused() -> None:
    quiz = generate_ranking(3, Tier.BEGINNER, EuchreTheme.BOWER_RANKING)
    with pytest.raises(ValueError, match="order all"):
        quiz.grade(list(quiz.solution)[:-1])
    single = generate_ranking(3, Tier.BEGINNER, EuchreTheme.LEFT_BOWER_SUIT)
    with pytest.raises(ValueError, match="choose one of"):
        single.grade("maybe")


def test_same_seed_same_quiz() -> None:
    assert generate_ranking(99, Tier.ADVANCED) == generate_ranking(99, Tier.ADVANCED)
    suits = {generate_ranking(seed, Tier.BEGINNER).scene.trump for seed in range(60)}
    assert suits == set(Suit)


@pytest.mark.parametrize("tier", list(Tier))
def test_ordering_quizzes_never_show_the_cards_in_order(tier: Tier) -> None:
    for seed in range(300):
        quiz = generate_ranking(seed, tier, EuchreTheme.BOWER_RANKING)
        assert quiz.options != quiz.solution, seed
        assert sorted(quiz.options) == sorted(quiz.solution)
        assert not quiz.grade(list(quiz.options)).correct
