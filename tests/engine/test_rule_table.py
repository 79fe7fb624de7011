"""euchre.md, "Table" and "Winning the match": seats, teams, the dealer and the target."""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise

import pytest

from euchre import Match, Rules, Seat, Team

SOUTH, WEST, NORTH, EAST = Seat


def random_match(seed: int, rules: Rules | None = None) -> Match:
    """A whole match played with random legal actions chosen from ``seed``."""
    choices = random.Random(seed)
    match = Match.new(rules=rules, seed=seed)
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
        match = match.apply(choices.choice(match.legal_actions()))
    return match


def test_four_seats_sit_clockwise_south_west_north_east():
    assert list(Seat) == [SOUTH, WEST, NORTH, EAST]
    assert [seat.label for seat in Seat] == ["South", "West", "North", "East"]


def test_north_south_play_against_east_west():
    assert {seat: seat.team for seat in Seat} == {
        SOUTH: Team.NORTH_SOUTH, NORTH: Team.NORTH_SOUTH,
        WEST: Team.EAST_WEST, EAST: Team.EAST_WEST,
    }
    assert {seat: seat.partner for seat in Seat} == {
        SOUTH: NORTH, NORTH: SOUTH, WEST: EAST, EAST: WEST,
    }


def test_left_of_a_seat_is_the_next_seat_clockwise():
    assert {seat: seat.left for seat in Seat} == {
        SOUTH: WEST, WEST: NORTH, NORTH: EAST, EAST: SOUTH,
    }


def test_first_dealer_is_chosen_at_random():
    dealers = Counter(Match.new(seed=seed).current.dealer for seed in range(400))
    assert set(dealers) == set(Seat)
    assert all(70 <= count <= 130 for count in dealers.values()), dealers
    assert Match.new(seed=77).current.dealer == Match.new(seed=77).current.dealer
    assert Match.new(seed=77, first_dealer=WEST).current.dealer is WEST


def test_deal_passes_clockwise_after_every_hand():
    match = random_match(seed=8)
    dealers = [hand.dealer for hand in match.hands]
    assert len(dealers) > 4
    assert all(after == before.left for before, after in pairwise(dealers))


def test_first_team_to_ten_wins_by_default():
    assert Rules().points_to_win == 10
    match = random_match(seed=21)
    assert max(match.score) >= 10 and min(match.score) < 10
    assert match.winner is Team(match.score.index(max(match.score)))


@pytest.mark.parametrize("target", [5, 7, 10, 11, 15])
def test_match_ends_when_a_team_reaches_the_target(target):
    match = random_match(seed=target, rules=Rules(points_to_win=target))
    *_, (_, ns_before, ew_before), (_, ns, ew) = match.score_history()
    assert max(ns_before, ew_before) < target, "the match went on after a team reached the target"
    assert (ns, ew) == match.score
    winner = match.winner
    assert winner is not None and match.is_over
    assert match.score[winner] >= target > match.score[winner.other]
    with pytest.raises(ValueError, match=rf"^the match is over: {winner.label} won\.$"):
        match.next_hand()


def test_match_is_not_over_while_both_teams_are_below_the_target():
    match = Match.new(seed=4, rules=Rules(points_to_win=15))
    choices = random.Random(4)
    while not match.hand_over:
        match = match.apply(choices.choice(match.legal_actions()))
    assert max(match.score) < 15
    assert match.winner is None and not match.is_over
    assert match.next_hand().hand_number == 2


def test_next_hand_is_refused_while_the_hand_is_being_played():
    with pytest.raises(ValueError, match=r"^the current hand is still being played\.$"):
        Match.new(seed=1).next_hand()


def test_match_score_adds_every_hands_points():
    match = random_match(seed=30)
    totals = [sum(hand.result().points[team] for hand in match.hands) for team in Team]
    assert tuple(totals) == match.score
