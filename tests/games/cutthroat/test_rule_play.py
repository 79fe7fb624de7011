"""cutthroat.md, "Play" (and Clarification 5 on the opening lead)."""

from __future__ import annotations

import pytest

from euchre import IllegalActionError
from euchre.games.cutthroat import CutthroatPhase, Player

from .deals import WEST_BOWERS, WEST_TRUMPS, cards, discarding, hand_of, play, run

TAKE_AND_DISCARD_DUMMY = ("take dummy", *discarding("JC QC JS QD KD"))


def test_left_of_the_dealer_leads_when_nobody_goes_alone():
    hand = run(hand_of(WEST_TRUMPS), "pass", "order up", "discard KC", *TAKE_AND_DISCARD_DUMMY,
               "pass", "pass")
    assert hand.dealer is Player.EAST and hand.maker is Player.WEST
    assert hand.phase is CutthroatPhase.PLAY and hand.leader is hand.to_act is Player.SOUTH


def test_left_of_the_lone_maker_leads():
    hand = run(hand_of(WEST_TRUMPS), "pass", "order up", "discard KC", "go alone", "pass", "pass")
    assert hand.maker_alone and hand.leader is hand.to_act is Player.EAST


def test_left_of_the_lone_defender_leads_when_both_go_alone():
    # South alone; East defends alone, West sits out: South (left of East) leads, not the
    # player left of the maker.
    hand = run(hand_of(WEST_BOWERS), "order up", "discard KC", "go alone", "pass",
               "defend alone")
    assert hand.maker_alone and hand.lone_defender is Player.EAST
    assert hand.sitting_out == {Player.WEST}
    assert hand.leader is hand.to_act is Player.SOUTH


def test_lone_defender_lead_skips_the_defender_sitting_out():
    # West defends alone against South (with the dummy): left of West is East, who sits out.
    hand = run(hand_of(WEST_BOWERS), "order up", "discard KC", "take dummy",
               *discarding("TC JC TS JS QD"), "defend alone")
    assert hand.sitting_out == {Player.EAST}
    assert hand.leader is hand.to_act is Player.SOUTH


def test_a_player_sitting_out_never_plays_and_tricks_are_one_against_one():
    hand = run(hand_of(WEST_BOWERS), "order up", "discard KC", "go alone", "defend alone")
    hand = play(hand, "AC 9C  AS 9S  AD JH  JD KH  AH QH")
    assert hand.is_over and len(hand.tricks) == 5
    assert all({who for who, _ in trick.plays} == {Player.SOUTH, Player.WEST}
               for trick in hand.tricks)
    assert hand.hand(Player.EAST) == tuple(sorted(cards("QC KS QS KD 9H")))
    assert hand.tricks_won == (2, 3, 0)


def test_follow_suit_and_the_left_bower_counts_as_trump():
    hand = run(hand_of(WEST_BOWERS), "order up", "discard KC", "go alone", "pass", "pass")
    assert hand.to_act is Player.WEST
    hand = play(hand, "JD")  # the left bower leads trump
    assert [c.text for c in hand.legal_plays_for(Player.EAST)] == ["9H"]
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("play KD")
    assert caught.value.rule == "follow-suit"
    assert str(caught.value) == "East must follow trump ♥ (holds 9♥)."
    assert caught.value.to_player == "You must follow trump ♥ (you hold 9♥)."
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("play AC")
    assert caught.value.rule == "not-in-hand" and str(caught.value) == "East does not hold A♣."


def test_highest_trump_wins_else_the_highest_card_of_the_suit_led_and_the_winner_leads():
    hand = run(hand_of(WEST_BOWERS), "order up", "discard KC", "take dummy",
               *discarding("TC JC TS JS QD"), "pass", "pass")
    assert hand.to_act is Player.SOUTH
    hand = play(hand, "AS 9S KS")  # no trump: the highest spade wins
    assert hand.tricks[0].winner is Player.SOUTH and hand.to_act is Player.SOUTH
    hand = play(hand, "AD JH KD")  # West, void in diamonds, trumps the ace
    assert hand.tricks[1].winner is Player.WEST and hand.to_act is Player.WEST
    assert hand.tricks_won == (1, 1, 0)
