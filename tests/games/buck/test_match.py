"""A Buck Euchre match: four counts down from the starting score, the deal passing clockwise,
every hand scored, and the views a match gives each player."""

from __future__ import annotations

import itertools
import random

import pytest

from euchre.games.buck import BuckMatch, BuckRules, Player


def test_a_match_deals_each_hand_from_its_seed_and_refuses_to_skip_a_hand():
    match = BuckMatch.new(seed=12)
    assert BuckMatch.new(seed=12) == match and BuckMatch.new(seed=13) != match
    with pytest.raises(ValueError, match="still being played"):
        match.next_hand()
    assert match.winner is None and match.winners == () and not match.is_over


def test_a_match_is_played_until_someone_wins_with_every_count_going_from_the_start():
    choices = random.Random(3)
    match = BuckMatch.new(BuckRules(starting_score=10), seed=8)
    dealers = [match.current.dealer]
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
            dealers.append(match.current.dealer)
        match = match.apply(choices.choice(match.legal_actions()))
    history = match.score_history()
    assert history[0] == (0, 10, 10, 10, 10) and history[-1][1:] == match.score
    assert len(history) == match.hand_number + 1
    totals = [10 + sum(result.points_by_seat[p] for result in match.results()) for p in Player]
    assert tuple(totals) == match.score
    assert all(b == a.left for a, b in itertools.pairwise(dealers))
    last = match.current.result()
    assert match.winners and (last.took_all_five in match.winners
                              or all(match.score[p] <= 0 for p in match.winners))
    with pytest.raises(ValueError, match="the match is over"):
        match.next_hand()


def test_a_match_view_carries_the_counts_before_the_hand_and_the_hand_number():
    match = BuckMatch.new(seed=2)
    while not match.hand_over:
        match = match.apply(match.legal_actions()[0])
    if not match.is_over:
        following = match.next_hand()
        view = following.view(Player.WEST)
        assert view.score == match.score and view.hand_number == 2
        assert view.hand == following.current.hand(Player.WEST)
    first = BuckMatch.new(seed=2).view(Player.NORTH)
    assert first.score == (25, 25, 25, 25) and first.hand_number == 1
