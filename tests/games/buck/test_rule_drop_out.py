"""buck.md, "Dropping out" (and Clarifications 4 and 5)."""

from __future__ import annotations

import pytest

from euchre import IllegalActionError
from euchre.games.buck import BuckPhase
from euchre.games.buck.actions import DROP_OUT, STAY_IN

from .deals import (
    HEARTS,
    E,
    N,
    S,
    W,
    drop,
    hand_of,
    match_after,
    play_first_legal,
    run,
    south_orders_hearts,
    stay,
)


def asked_in_turn(hand):
    """The players asked to stay in or drop out, in order (everyone staying in)."""
    asked = []
    while hand.phase is BuckPhase.DROP_OUT:
        asked.append(hand.to_act)
        assert hand.legal_actions() == (STAY_IN, DROP_OUT)
        hand = hand.apply("stay in")
    return asked


def test_once_trump_is_fixed_every_player_but_the_maker_may_drop_out_from_the_dealers_left():
    hand = run(hand_of(HEARTS), "pass", "pass", "order up", "discard 9C")
    assert hand.phase is BuckPhase.DROP_OUT and hand.maker is N
    assert asked_in_turn(hand) == [S, W, E]
    declared = run(hand_of(HEARTS), *["pass"] * 5, "name S")
    assert declared.maker is W and asked_in_turn(declared) == [S, N, E]


def test_a_player_who_drops_out_sits_out_the_hand_with_no_penalty_and_no_score_change():
    hand = south_orders_hearts("drop out", "stay in", "drop out")
    assert hand.dropped == {W, E} == hand.sitting_out and hand.still_in == (S, N)
    assert hand.phase is BuckPhase.PLAY
    final = play_first_legal(hand)
    result = final.result()
    assert all(len(trick.plays) == 2 for trick in final.tricks)
    assert result.points_by_seat[W] == result.points_by_seat[E] == 0
    assert result.tricks_by_seat[W] == result.tricks_by_seat[E] == 0
    assert W not in result.bucked and E not in result.bucked
    assert len(final.hand(W)) == len(final.hand(E)) == 5  # laid face down, never played


def test_the_maker_may_not_drop_out():
    hand = run(hand_of(HEARTS), "pass", "order up", "discard 9C")
    assert hand.phase is BuckPhase.DROP_OUT and hand.maker is W
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("drop out", seat="W")
    assert caught.value.rule == "maker-stays-in"
    assert str(caught.value) == "The maker may not drop out."
    playing = run(hand, "stay in", "stay in", "stay in", "play JH")  # play: South, then West
    assert playing.to_act is W
    with pytest.raises(IllegalActionError) as caught:
        playing.apply("drop out")
    assert str(caught.value) == "The maker may not drop out."
    assert hand.dropped == frozenset() and playing.dropped == frozenset()


def test_dropping_out_is_decided_one_player_at_a_time_each_seeing_the_earlier_decisions():
    hand = south_orders_hearts("drop out")
    assert hand.to_act is N and hand.dropped == {W}
    view = hand.view(N)
    assert view.dropped == {W} and [str(a) for _, a in view.bids][-1] == "drop out"
    assert view.legal_actions == (STAY_IN, DROP_OUT)
    assert [(p, str(a)) for p, a in hand.bids] == [(S, "order up"), (W, "drop out")]


def test_a_dealer_who_picked_up_for_another_maker_discards_first_and_may_then_drop_out():
    hand = run(hand_of(HEARTS), "pass", "order up")
    assert hand.phase is BuckPhase.DEALER_DISCARD and hand.to_act is E
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("drop out")
    assert caught.value.rule == "phase"
    assert str(caught.value) == ("East cannot drop out now: East, the dealer, must discard "
                                 "a card.")
    after = run(hand, "discard 9C", "stay in", "stay in")
    assert after.to_act is E and after.legal_actions() == (STAY_IN, DROP_OUT)
    dropped = after.apply("drop out")
    assert dropped.dropped == {E} and dropped.dealer_discard.text == "9C"
    assert dropped.phase is BuckPhase.PLAY


def test_in_a_no_trump_hand_all_four_are_asked_and_all_four_may_drop_out():
    hand = run(hand_of(HEARTS), *["pass"] * 8)
    assert asked_in_turn(hand) == [S, W, N, E]
    everyone = run(hand, *drop(4))
    assert everyone.is_over and everyone.tricks == () and everyone.dropped == {S, W, N, E}
    result = everyone.result()
    assert result.points_by_seat == (0, 0, 0, 0) and result.bucked == ()
    assert result.summary() == "Everyone dropped out of the no-trump hand: no count changes."
    assert match_after(everyone).score == (25, 25, 25, 25)


def test_one_player_left_in_takes_all_five_and_wins():
    hand = south_orders_hearts(*drop(3))
    assert hand.still_in == (S,) and hand.to_act is S
    final = play_first_legal(hand)
    assert [len(trick.plays) for trick in final.tricks] == [1] * 5
    result = final.result()
    assert result.tricks_by_seat == (5, 0, 0, 0) and result.took_all_five is S
    assert result.points_by_seat == (-5, 0, 0, 0)
    match = match_after(final)
    assert match.score == (20, 25, 25, 25) and match.winner is S and match.is_over
    no_trump = play_first_legal(run(hand_of(HEARTS), *["pass"] * 8, "drop out",
                                    "drop out", "stay in", "drop out"))
    assert no_trump.result().took_all_five is N and match_after(no_trump).winners == (N,)


def test_drop_out_decisions_after_all_have_been_made_go_to_play():
    hand = south_orders_hearts(*stay(3))
    assert hand.phase is BuckPhase.PLAY and hand.dropped == frozenset()
