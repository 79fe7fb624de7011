"""Puzzle ratings: who gains, who loses, and by how much."""

from __future__ import annotations

import pytest

from lessons.kit.rating import (
    NEW_PLAYER,
    TIER_RATINGS,
    Rating,
    initial_puzzle_rating,
    rate,
)
from lessons.kit.themes import Tier

STRONG = Rating(1800, 150)
WEAK = Rating(1200, 150)


def test_solving_a_higher_rated_puzzle_raises_the_rating_more_than_a_lower_one() -> None:
    up_strong = rate(NEW_PLAYER, STRONG, solved=True)[0].rating - NEW_PLAYER.rating
    up_weak = rate(NEW_PLAYER, WEAK, solved=True)[0].rating - NEW_PLAYER.rating
    assert up_strong > up_weak > 0


def test_missing_a_lower_rated_puzzle_costs_more_than_missing_a_higher_one() -> None:
    down_weak = NEW_PLAYER.rating - rate(NEW_PLAYER, WEAK, solved=False)[0].rating
    down_strong = NEW_PLAYER.rating - rate(NEW_PLAYER, STRONG, solved=False)[0].rating
    assert down_weak > down_strong > 0


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
