"""Five Hundred, "End of the game" and Clarification 12: 500 by making a contract wins,
−500 loses; the match loop, hand after hand."""

from __future__ import annotations

import random

import pytest

from euchre.games.five_hundred import (
    FiveHundredMatch,
    FiveHundredResult,
    FiveHundredRules,
    Player3,
    SharedWin,
)
from euchre.games.five_hundred.bids import Bid
from euchre.games.five_hundred.match import match_winner
from euchre.games.five_hundred.result import hand_points
from euchre.seats import Seat, Team


def result(bid: str, contractor, tricks: tuple[int, ...]) -> FiveHundredResult:
    contract = Bid.parse(bid)
    return FiveHundredResult(False, contract, contractor, None, tricks,
                             hand_points(contract, contractor, tricks))


MADE_BY_WEST = result("7H", Seat.WEST, (1, 5, 1, 3))  # East–West make 7♥
FAILED_BY_WEST = result("7H", Seat.WEST, (3, 3, 2, 2))


def test_a_side_wins_when_it_reaches_500_or_more_by_making_a_contract():
    assert match_winner((30, 500), MADE_BY_WEST) is Team.EAST_WEST
    assert match_winner((30, 499), MADE_BY_WEST) is None


def test_points_from_tricks_won_as_opponents_never_end_the_game():
    assert match_winner((530, 420), MADE_BY_WEST) is None
    assert match_winner((550, 100), FAILED_BY_WEST) is None


def test_a_side_at_minus_500_or_below_loses_the_other_side_wins():
    assert match_winner((50, -500), FAILED_BY_WEST) is Team.NORTH_SOUTH
    assert match_winner((50, -480), FAILED_BY_WEST) is None


def test_clarification_12_the_contracting_side_wins_only_if_it_made_its_contract():
    made_but_low = result("6S", Seat.SOUTH, (6, 2, 0, 2))
    assert match_winner((510, 40), made_but_low) is Team.NORTH_SOUTH
    failed = result("6S", Seat.SOUTH, (3, 5, 0, 2))
    assert match_winner((510, 70), failed) is None


def test_clarification_12_three_players_the_higher_of_the_other_two_wins():
    failed = result("8S", Player3.EAST, (4, 3, 3))
    assert match_winner((120, 90, -510), failed) is Player3.SOUTH


def test_clarification_12_three_players_equal_scores_share_the_win():
    failed = result("8S", Player3.EAST, (4, 3, 3))
    shared = match_winner((120, 120, -510), failed)
    assert shared == SharedWin((Player3.SOUTH, Player3.WEST))
    assert shared.label == "South and West"


def test_a_thrown_in_hand_ends_nothing():
    thrown = FiveHundredResult(True, None, None, None, (0, 0, 0, 0), (0, 0, 0, 0))
    assert match_winner((600, -600), thrown) is None


def play_match(rules: FiveHundredRules, seed: int) -> FiveHundredMatch:
    rng = random.Random(seed)
    match = FiveHundredMatch.new(rules, seed=seed)
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
            continue
        assert match.winner is None  # nobody wins while a hand is played
        actions = match.legal_actions()
        passes = [a for a in actions if a.text == "pass"]
        choice = passes[0] if passes and rng.random() < 0.6 else rng.choice(actions)
        match = match.apply(choice)
    return match


@pytest.mark.parametrize("players", [4, 3])
def test_a_match_runs_hand_after_hand_until_a_side_wins(players):
    match = play_match(FiveHundredRules(players=players), seed=players)
    history = match.score_history()
    assert history[0] == (0, *([0] * len(match.score)))
    assert history[-1][1:] == match.score
    last = match.current.result()
    expected = match_winner(match.score, last)
    shared = isinstance(expected, SharedWin)
    assert match.winners == (expected.players if shared else (expected,))
    assert match.winner == (None if shared else expected)  # the family's: None when shared
    with pytest.raises(ValueError, match="the match is over"):
        match.next_hand()
    for hand, nxt in zip(match.hands, match.hands[1:], strict=False):
        assert nxt.dealer == hand.dealer.left


def test_clarification_12_only_the_contracting_sides_score_can_fall():
    match = play_match(FiveHundredRules(), seed=11)
    for before, after, hand in zip(match.score_history(), match.score_history()[1:],
                                   match.hands, strict=False):
        result = hand.result()
        for keeper, (a, b) in enumerate(zip(before[1:], after[1:], strict=True)):
            if b < a:
                assert result.contractor is not None and result.contractor % 2 == keeper
