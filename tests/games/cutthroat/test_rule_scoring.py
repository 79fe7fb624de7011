"""cutthroat.md, "Scoring" (and Clarifications 1, 2 and 7)."""

from __future__ import annotations

from euchre.games.cutthroat import CutthroatMatch, CutthroatRules, Player
from euchre.games.cutthroat.match import match_winner
from euchre.games.cutthroat.result import hand_points

from .deals import (
    WEST_BOWERS,
    WEST_TRUMPS,
    discarding,
    hand_of,
    play,
    play_first_legal,
    run,
    south_euchred,
    south_makes_three,
    south_march,
    west_makes_three,
    west_march,
)


def test_maker_wins_3_or_4_tricks_scores_1():
    result = south_makes_three().result()
    assert result.tricks_by_seat == (3, 2, 0) and result.points_by_seat == (1, 0, 0)
    assert not result.euchred and not result.march
    assert result.summary() == "South (alone) made 3 tricks: South scores 1."
    assert hand_points(Player.EAST, 4, None) == hand_points(Player.EAST, 3, None) == (0, 0, 1)


def test_maker_wins_all_5_scores_3():
    result = south_march().result()
    assert result.tricks_by_seat == (5, 0, 0) and result.points_by_seat == (3, 0, 0)
    assert result.march


def test_maker_euchred_each_defender_scores_2():
    result = south_euchred().result()
    assert result.maker_tricks == 0 and result.euchred
    assert result.points_by_seat == (0, 2, 2)
    assert result.summary() == ("South (alone) took 0 tricks and was euchred: "
                                "West and East score 2.")


def test_lone_defender_wins_3_or_4_tricks_scores_2():
    hand = run(hand_of(WEST_BOWERS), "order up", "discard KC", "go alone", "defend alone")
    result = play(hand, "AC 9C  AS 9S  AD JH  JD KH  AH QH").result()
    assert result.tricks_by_seat == (2, 3, 0) and result.points_by_seat == (0, 2, 0)
    assert result.summary() == ("South (alone) took 2 tricks and was euchred: "
                                "West, defending alone, scores 2.")


def test_lone_defender_wins_all_5_scores_4():
    hand = run(hand_of(WEST_TRUMPS), "order up", "discard KC", "take dummy",
               *discarding("JC QC JS QD KD"), "defend alone")
    result = play_first_legal(hand).result()
    assert result.tricks_by_seat == (0, 5, 0) and result.points_by_seat == (0, 4, 0)
    assert result.took_dummy and result.lone_defender is Player.WEST


def test_going_alone_does_not_change_the_makers_points():
    with_dummy = run(hand_of(WEST_TRUMPS), "pass", "order up", "discard KC", "take dummy",
                     *discarding("JC QC JS QD KD"), "pass", "pass")
    assert play_first_legal(with_dummy).result().points_by_seat == (0, 3, 0)
    assert west_march().result().points_by_seat == (0, 3, 0)
    assert west_march().result().maker_alone


def test_a_lone_defender_replaces_each_defender_scores_2_and_the_other_scores_nothing():
    hand = run(hand_of(WEST_TRUMPS), "order up", "discard KC", "go alone", "defend alone")
    assert hand.sitting_out == {Player.EAST}
    result = play_first_legal(hand).result()
    assert result.euchred and result.lone_defender is Player.WEST
    assert result.points_by_seat == (0, 4, 0)


def match_after(*hands, points_to_win: int = 10) -> CutthroatMatch:
    """A match whose hands were these (the last one the current hand)."""
    rules = CutthroatRules(points_to_win=points_to_win)
    return CutthroatMatch(rules, 0, tuple(hands[:-1]), hands[-1])


def test_the_first_player_to_reach_ten_wins():
    match = match_after(*[west_march()] * 3, south_makes_three())
    assert match.score == (1, 9, 0) and not match.is_over
    match = match_after(*[west_march()] * 4)
    assert match.score == (0, 12, 0) and match.winner is Player.WEST and match.is_over


def test_two_past_the_target_on_one_hand_the_higher_score_wins():
    assert west_makes_three().result().points_by_seat == (0, 1, 0)
    match = match_after(west_makes_three(), *[south_euchred()] * 4)
    assert match.score == (0, 9, 8) and match.winner is None
    match = match_after(west_makes_three(), *[south_euchred()] * 5)
    assert match.score == (0, 11, 10) and match.winner is Player.WEST


def test_tie_at_ten_goes_to_the_maker():
    hands = [*[south_euchred()] * 5, *[south_march()] * 3, south_makes_three()]
    match = match_after(*hands)
    assert match.score == (10, 10, 10) and match.current.maker is Player.SOUTH
    assert match.winner is Player.SOUTH


def test_tie_at_ten_without_the_maker_play_continues():
    match = match_after(*[south_euchred()] * 5)
    assert match.score == (0, 10, 10) and match.winner is None and not match.is_over
    assert match.next_hand().hand_number == 6
    assert match_winner((10, 10, 3), 10, Player.EAST) is None
    assert match_winner((10, 10, 3), 10, Player.WEST) is Player.WEST
