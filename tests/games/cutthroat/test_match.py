"""A Cutthroat match: thrown-in hands, the deal passing clockwise, scores per player
(Clarification 6) and the views a match gives each player."""

from __future__ import annotations

import random

import pytest

from euchre.games.cutthroat import CutthroatMatch, CutthroatRules, Player


def thrown_in(match: CutthroatMatch) -> CutthroatMatch:
    while not match.hand_over:
        match = match.apply("pass")
    return match


def test_a_thrown_in_hand_changes_no_score_and_the_deal_passes_clockwise():
    match = thrown_in(CutthroatMatch.new(seed=6, first_dealer="E"))
    assert match.current.result().thrown_in and match.score == (0, 0, 0)
    following = match.next_hand()
    assert following.current.dealer is Player.SOUTH and following.hand_number == 2
    assert following.score == (0, 0, 0) and following.score_history() == [(0, 0, 0, 0),
                                                                           (1, 0, 0, 0)]
    assert thrown_in(following).next_hand().current.dealer is Player.WEST


def test_a_match_deals_each_hand_from_its_seed_and_refuses_to_skip_a_hand():
    match = CutthroatMatch.new(seed=12)
    assert CutthroatMatch.new(seed=12) == match and CutthroatMatch.new(seed=13) != match
    with pytest.raises(ValueError, match="still being played"):
        match.next_hand()


def test_a_match_is_played_to_the_target_with_per_player_scores():
    choices = random.Random(3)
    match = CutthroatMatch.new(CutthroatRules(points_to_win=5), seed=8)
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
        match = match.apply(choices.choice(match.legal_actions()))
    history = match.score_history()
    assert history[-1][1:] == match.score and max(match.score) >= 5
    assert match.winner is max(Player, key=lambda player: match.score[player])
    totals = [sum(result.points_by_seat[p] for result in match.results()) for p in Player]
    assert tuple(totals) == match.score
    with pytest.raises(ValueError, match="the match is over"):
        match.next_hand()


def test_a_match_view_carries_the_score_before_the_hand_and_the_hand_number():
    match = CutthroatMatch.new(seed=2)
    view = match.view(Player.WEST)
    assert view.score == (0, 0, 0) and view.hand_number == 1
    assert view.hand == match.current.hand(Player.WEST)
