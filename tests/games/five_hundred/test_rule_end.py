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


# ---- the table option: nothing for tricks from 490 --------------------------------------------
def defended_hand(players: int, rules: FiveHundredRules):
    """A finished hand (random play from seeds) on a suit contract in which every side but
    the contractor's won tricks."""
    for seed in range(200):
        rng = random.Random(seed)
        match = FiveHundredMatch.new(rules, seed=seed)
        while not match.hand_over:
            match = match.apply(rng.choice(match.legal_actions()))
        result = match.current.result()
        keeper = result.contracting_keeper
        if (not result.thrown_in and not result.contract.is_misere
                and all(points > 0 for k, points in enumerate(result.points) if k != keeper)):
            return match
    raise AssertionError("no seed gave a defended suit contract")


@pytest.mark.parametrize("players", [4, 3])
def test_option_a_side_on_490_or_more_scores_nothing_for_tricks_against_the_contractor(players):
    on = FiveHundredRules(players=players, no_trick_points_from_490=True)
    played = defended_hand(players, on)
    raw = played.current.result()
    own = raw.contracting_keeper
    defenders = [k for k in range(len(raw.points)) if k != own]
    near, far = defenders[0], defenders[-1]
    before = [100] * len(raw.points)
    before[near] = 490
    if players == 3:
        before[far] = 489
    before = tuple(before)
    for rules, withheld in ((on, {near}), (FiveHundredRules(players=players), set())):
        match = type(played)(rules, played.seed, (), played.current, before)
        expected = tuple(score + (0 if k in withheld else raw.points[k])
                         for k, score in enumerate(before))
        assert match.score == expected
        assert match.current_result().withheld == tuple(sorted(withheld))
        assert match.current_result().points[own] == raw.points[own], "the contractor's alike"
    scored = type(played)(on, played.seed, (), played.current, before).current_result()
    assert "on 490 or more, score nothing for tricks" in scored.summary()


def match_reaching_490(rules: FiveHundredRules) -> FiveHundredMatch:
    """A match of Normal bots (the first seed that works) in which a side on 490 or more
    won tricks against the contractor."""
    from euchre import games

    for seed in range(30):
        match, bot = FiveHundredMatch.new(rules, seed=seed), games.game("five_hundred").bot(
            "normal", seed)
        while not match.is_over:
            match = match.next_hand() if match.hand_over else match.apply(
                bot.decide(match.view(match.to_act)).action)
        if any(result.withheld for result in match.results()):
            return match
    raise AssertionError("no match reached 490 with tricks against the contractor")


def test_option_a_whole_match_counts_each_hand_as_it_was_scored():
    on = FiveHundredRules(no_trick_points_from_490=True)
    match = match_reaching_490(on)
    history = match.score_history()
    assert history[-1][1:] == match.score
    for (_, *before), (_, *after), result in zip(history, history[1:], match.results(),
                                                      strict=False):
        assert tuple(b + p for b, p in zip(before, result.points, strict=True)) == tuple(after)
        for keeper in result.withheld:
            assert before[keeper] >= 490 and result.points[keeper] == 0
    rebuilt = FiveHundredMatch(on, match.seed, match.finished, match.current)
    assert rebuilt.score == match.score
    off = FiveHundredMatch(FiveHundredRules(), match.seed, match.finished, match.current)
    assert off.score != match.score, "the same play scores more without the option"
