"""cutthroat.md, "Bidding" (and Clarification 6 on stick the dealer)."""

from __future__ import annotations

import pytest

from euchre import IllegalActionError, Suit
from euchre.actions import ORDER_UP, PASS, name_trump
from euchre.games.cutthroat import CutthroatPhase, Player

from .deals import WEST_TRUMPS, hand_of, run


def test_bidding_starts_left_of_the_dealer():
    hand = hand_of(WEST_TRUMPS)
    assert hand.dealer is Player.EAST and hand.to_act is Player.SOUTH
    assert hand.legal_actions() == (PASS, ORDER_UP)
    assert run(hand, "pass").to_act is Player.WEST


def test_order_up_the_dealer_takes_the_upcard_and_discards_one():
    hand = run(hand_of(WEST_TRUMPS), "order up")
    assert hand.maker is Player.SOUTH and hand.trump is Suit.HEARTS
    assert hand.phase is CutthroatPhase.DEALER_DISCARD and hand.to_act is Player.EAST
    assert hand.upcard in hand.hand(Player.EAST) and len(hand.hand(Player.EAST)) == 6
    after = run(hand, "discard AS")
    assert len(after.hand(Player.EAST)) == 5 and after.discards == (after.upcard.parse("AS"),)
    assert after.phase is CutthroatPhase.MAKER_CHOICE and after.to_act is Player.SOUTH


def test_the_dummy_never_bids():
    hand = run(hand_of(WEST_TRUMPS), "pass", "pass")
    assert hand.to_act is Player.EAST
    hand = run(hand, "pass")  # the third pass ends round 1: nobody bids for the dummy
    assert hand.phase is CutthroatPhase.BIDDING_ROUND_2 and hand.to_act is Player.SOUTH
    assert {player for player, _ in hand.bids} == set(Player) and len(hand.bids) == 3


def test_round_two_names_one_of_the_other_three_suits():
    hand = run(hand_of(WEST_TRUMPS), "pass", "pass", "pass")
    assert hand.turned_down is Suit.HEARTS
    assert hand.legal_actions() == (PASS, *(name_trump(s) for s in Suit if s is not Suit.HEARTS))
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("name H")
    assert caught.value.rule == "turned-down-suit"
    assert str(caught.value) == (
        "♥ was turned down this hand and cannot be named trump; South may name another suit.")
    named = run(hand, "pass", "name S")
    assert named.maker is Player.WEST and named.trump is Suit.SPADES
    assert not named.upcard_taken and named.phase is CutthroatPhase.MAKER_CHOICE


def test_all_three_pass_in_round_two_throws_the_hand_in():
    hand = run(hand_of(WEST_TRUMPS), *["pass"] * 6)
    assert hand.phase is CutthroatPhase.THROWN_IN and hand.is_over and hand.to_act is None
    result = hand.result()
    assert result.thrown_in and result.points_by_seat == (0, 0, 0)
    assert result.summary() == "All three passed twice: the hand is thrown in and nobody scores."


def test_stick_the_dealer_the_dealer_must_name_a_suit_other_than_the_turned_down_one():
    hand = run(hand_of(WEST_TRUMPS, stick_the_dealer=True), *["pass"] * 5)
    assert hand.to_act is hand.dealer is Player.EAST
    assert hand.legal_actions() == tuple(name_trump(s) for s in Suit if s is not Suit.HEARTS)
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("pass")
    assert caught.value.rule == "stick-the-dealer"
    assert str(caught.value) == ("Stick the dealer: East, the dealer, cannot pass in round 2 "
                                 "and must name a suit other than ♥.")
    assert run(hand, "name C").maker is Player.EAST


def test_the_maker_plays_alone_against_the_two_defenders():
    hand = run(hand_of(WEST_TRUMPS), "pass", "order up")
    assert hand.maker is Player.WEST
    assert hand.sides[Player.SOUTH] == hand.sides[Player.EAST] != hand.sides[Player.WEST]
