"""buck.md, "Scoring" (and Clarifications 2 and 3)."""

from __future__ import annotations

from euchre.games.buck import Player
from euchre.games.buck.result import hand_points

from .deals import (
    HEARTS,
    E,
    N,
    S,
    W,
    bowers_maker_takes_two,
    clubs_played,
    hand_of,
    match_after,
    play,
    play_first_legal,
    run,
    south_orders_hearts,
    stay,
    three_trumps_played,
)


def test_each_player_still_in_subtracts_1_point_per_trick_won():
    result = clubs_played().result()
    assert result.tricks_by_seat == (1, 2, 0, 2)
    assert (result.points_by_seat[S], result.points_by_seat[W], result.points_by_seat[E]) == (
        -1, -2, -2)


def test_maker_with_three_tricks_subtracts_three_and_adds_nothing():
    result = three_trumps_played().result()
    assert result.maker is S and result.tricks_by_seat == (3, 1, 0, 1)
    assert result.points_by_seat == (-3, -1, 5, -1) and not result.maker_set


def test_maker_with_two_tricks_scores_plus_three():
    result = bowers_maker_takes_two().result()
    assert result.maker is S and result.tricks_by_seat == (2, 1, 0, 2)
    assert result.points_by_seat[S] == 3 and result.maker_set and result.euchred
    assert result.summary() == ("South made ♥ trump: South 2 tricks (+3, set), West 1 trick "
                                "(−1), North 0 tricks (+5, bucked), East 2 tricks (−2).")


def test_maker_with_no_trick_is_also_bucked_and_adds_ten():
    hand = run(hand_of(HEARTS), "pass", "order up", "discard 9C", *stay(3))
    result = play_first_legal(hand).result()  # South holds the five highest hearts
    assert result.maker is W and result.tricks_by_seat == (5, 0, 0, 0)
    assert result.points_by_seat == (-5, 10, 5, 5)
    assert hand_points((1, 0, 2, 2), Player.WEST) == (-1, 10, -2, -2)


def test_a_player_still_in_who_wins_no_trick_is_bucked_and_adds_five():
    result = bowers_maker_takes_two().result()
    assert result.bucked == (N,) and result.points_by_seat[N] == 5


def test_in_a_no_trump_hand_every_player_still_in_must_win_a_trick_or_add_five():
    hand = run(hand_of(HEARTS), *["pass"] * 8, *stay(4))
    result = play(hand, "AH QC 9D 9C  KH KC TD TC  QH AC QD JC  JH KS KD JS  JD AS AD QS"
                  ).result()
    assert result.no_trump and result.maker is None
    assert result.tricks_by_seat == (4, 0, 1, 0) and result.bucked == (W, E)
    assert result.points_by_seat == (-4, 5, -1, 5)  # no maker, so no maker penalty


def test_in_a_clubs_turned_hand_every_player_still_in_must_win_a_trick_or_add_five():
    result = clubs_played().result()
    assert result.clubs_turned and result.maker is None and not result.maker_set
    assert result.bucked == (N,) and result.points_by_seat == (-1, -2, 5, -2)
    assert result.summary() == ("Clubs turned up, ♣ trump: South 1 trick (−1), West 2 tricks "
                                "(−2), North 0 tricks (+5, bucked), East 2 tricks (−2).")


def test_players_who_dropped_out_do_not_change_their_score():
    final = play_first_legal(south_orders_hearts("drop out", "stay in", "drop out"))
    result = final.result()
    assert result.dropped == {W, E} and result.points_by_seat == (-5, 0, 5, 0)
    assert match_after(bowers_maker_takes_two(), final).score == (28 - 5, 24, 35, 23)


def test_no_trump_and_clubs_turned_hands_have_no_maker_and_so_no_maker_penalty():
    no_trump = play(run(hand_of(HEARTS), *["pass"] * 8, *stay(4)),
                    "AH QC 9D 9C  KH KC TD TC  QH AC QD JC  JH KS KD JS  JD AS AD QS").result()
    assert no_trump.maker is None and not no_trump.maker_set
    assert no_trump.points_by_seat[N] == -1  # one trick: no "under three" penalty
    assert no_trump.points_by_seat[W] == 5  # bucked once, not twice
    clubs = clubs_played().result()
    assert clubs.points_by_seat[S] == -1 and clubs.points_by_seat[N] == 5
