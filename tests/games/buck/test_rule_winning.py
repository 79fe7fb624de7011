"""buck.md, "Winning" (and Clarification 7)."""

from __future__ import annotations

import pytest

from euchre.games.buck.match import match_winners

from .deals import (
    E,
    N,
    S,
    W,
    bowers_maker_takes_two,
    clubs_played,
    match_after,
    play_first_legal,
    south_orders_hearts,
    stay,
    three_trumps_played,
)


def test_the_first_player_at_0_or_below_wins():
    before = match_after(*[clubs_played()] * 4, starting_score=10)
    assert before.score == (6, 2, 30, 2) and not before.is_over and before.winners == ()
    match = match_after(*[clubs_played()] * 4, bowers_maker_takes_two(), starting_score=10)
    assert match.score == (9, 1, 35, 0)
    assert match.winner is E and match.winners == (E,) and match.is_over
    with pytest.raises(ValueError, match=r"the match is over: East won\."):
        match.next_hand()


def test_a_player_who_wins_all_five_tricks_wins_the_game_at_once():
    all_five = play_first_legal(south_orders_hearts(*stay(3)))
    match = match_after(all_five)
    assert match.score == (20, 30, 30, 30) and match.winner is S and match.is_over
    assert match_winners((20, 0, 30, -3), S) == (S,)  # whatever the other scores


def test_several_reach_0_in_the_same_hand_the_lowest_score_wins():
    match = match_after(*[clubs_played()] * 4, bowers_maker_takes_two(), starting_score=10)
    assert match.winner is E  # East 0, West 1
    hands = [clubs_played(), clubs_played(), bowers_maker_takes_two(), three_trumps_played(),
             clubs_played()]
    before = match_after(*hands, starting_score=10)
    assert before.score == (7, 2, 35, 1) and not before.is_over
    both = match_after(*hands, clubs_played(), starting_score=10)
    assert both.score == (6, 0, 40, -1) and both.winners == (E,) and both.winner is E
    assert match_winners((3, -2, 8, 0), None) == (W,)


def test_tie_at_zero_is_shared():
    match = match_after(*[clubs_played()] * 5, starting_score=10)
    assert match.score == (5, 0, 35, 0)
    assert match.winners == (W, E) and match.winner is None and match.is_over
    with pytest.raises(ValueError, match=r"the match is over: West and East shared the win\."):
        match.next_hand()
    assert match_winners((-1, -1, 4, 2), None) == (S, W) and N not in match.winners
