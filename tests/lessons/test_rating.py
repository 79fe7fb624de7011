"""Puzzle ratings: who gains, who loses, and by how much."""

from __future__ import annotations

import pytest

from lessons.kit.rating import (
    NEW_PLAYER,
    PROVISIONAL_DEVIATION,
    PROVISIONAL_STEP,
    PUZZLE_DEVIATION,
    TIER_RATINGS,
    Rating,
    initial_puzzle_rating,
    rate,
)
from lessons.kit.themes import Tier

STRONG = Rating(1800, 150)
WEAK = Rating(1200, 150)


SETTLED = Rating(1500, 150)


def test_solving_a_higher_rated_puzzle_raises_the_rating_more_than_a_lower_one() -> None:
    up_strong = rate(SETTLED, STRONG, solved=True)[0].rating - SETTLED.rating
    up_weak = rate(SETTLED, WEAK, solved=True)[0].rating - SETTLED.rating
    assert up_strong > up_weak > 0


def test_missing_a_lower_rated_puzzle_costs_more_than_missing_a_higher_one() -> None:
    down_weak = SETTLED.rating - rate(SETTLED, WEAK, solved=False)[0].rating
    down_strong = SETTLED.rating - rate(SETTLED, STRONG, solved=False)[0].rating
    assert down_weak > down_strong > 0


def test_a_provisional_rating_moves_by_at_most_a_quarter_of_its_deviation() -> None:
    """A new player's first miss of a Beginner puzzle: the model alone would take 173."""
    assert NEW_PLAYER.provisional and not SETTLED.provisional
    beginner_puzzle = Rating(TIER_RATINGS[Tier.BEGINNER], PUZZLE_DEVIATION)
    after = rate(NEW_PLAYER, beginner_puzzle, solved=False)[0]
    assert NEW_PLAYER.rating - after.rating == pytest.approx(PROVISIONAL_STEP * 350) == 87.5
    assert after.deviation < NEW_PLAYER.deviation and after.provisional
    rating, answers = NEW_PLAYER, 0
    while rating.provisional:  # alternately right and wrong: it settles, and then moves freely
        rating = rate(rating, beginner_puzzle, solved=answers % 2 == 0)[0]
        answers += 1
    assert 15 <= answers <= 40 and rating.deviation <= PROVISIONAL_DEVIATION
    surprise = rate(Rating(1800, 150), beginner_puzzle, solved=False)[0]
    assert 1800 - surprise.rating > PROVISIONAL_STEP * 150  # a settled rating is not capped


def test_the_puzzle_moves_the_other_way() -> None:
    puzzle = Rating(1500, 200)
    assert rate(NEW_PLAYER, puzzle, solved=True)[1].rating < puzzle.rating
    assert rate(NEW_PLAYER, puzzle, solved=False)[1].rating > puzzle.rating


def test_a_sure_rating_moves_less_than_an_unsure_one() -> None:
    puzzle = Rating(1500, 200)
    sure, unsure = Rating(1500, 80), Rating(1500, 350)
    assert (rate(sure, puzzle, True)[0].rating - 1500
            < rate(unsure, puzzle, True)[0].rating - 1500)
    assert rate(unsure, puzzle, True)[0].deviation < unsure.deviation


def test_a_new_puzzle_is_rated_by_its_tier_and_a_closer_runner_up_rates_higher() -> None:
    ratings = [initial_puzzle_rating(tier, 0.8).rating for tier in Tier]
    assert ratings == sorted(ratings) and len(set(ratings)) == 3
    assert initial_puzzle_rating(Tier.ADVANCED, 0.3).rating > initial_puzzle_rating(
        Tier.ADVANCED, 0.45).rating
    for tier, centre in TIER_RATINGS.items():
        assert abs(initial_puzzle_rating(tier, 1.0).rating - centre) <= 100


def test_a_win_and_a_loss_against_an_equal_puzzle_move_the_rating_by_the_same_amount() -> None:
    puzzle = Rating(NEW_PLAYER.rating, NEW_PLAYER.deviation)
    up = rate(NEW_PLAYER, puzzle, solved=True)[0].rating - NEW_PLAYER.rating
    down = NEW_PLAYER.rating - rate(NEW_PLAYER, puzzle, solved=False)[0].rating
    assert up == pytest.approx(down) and up > 50
