"""Illegal actions are refused with a sentence naming the rule and the player, and the
hand is left exactly as it was."""

from __future__ import annotations

import copy

import pytest

from euchre.errors import IllegalActionError
from euchre.seats import Seat

from .deals import ACES, ACES_KITTY, MIXED, MIXED_KITTY, contract, deal_with, exchange, start

DEAL = deal_with(**MIXED, kitty=MIXED_KITTY)


def refused(hand, action, seat=None) -> IllegalActionError:
    before = copy.copy(hand.history), hand.to_act, hand.phase, str(hand)
    with pytest.raises(IllegalActionError) as error:
        hand.apply(action, seat=seat)
    assert (hand.history, hand.to_act, hand.phase, str(hand)) == before
    return error.value


AUCTION = start(DEAL)
KITTY = contract(start(DEAL), "W", "bid 7C")
PLAY = exchange(contract(start(DEAL), "S", "bid 6S"))

CASES = [
    (AUCTION, "pass", "W", "turn", "It is South's turn to bid, not West's."),
    (AUCTION, "bid 11H", None, "unknown-action", "is not a bid"),
    (AUCTION, "order up", None, "unknown-action", "is not a Five Hundred action"),
    (AUCTION, "play AS", None, "phase", "South cannot play a card now: South may pass or bid."),
    (AUCTION, "discard AS", None, "phase", "cannot discard now"),
    (AUCTION, "misere", None, "misere-after-seven", "after someone has bid 7"),
    (AUCTION, "blind misere", None, "blind-misere-off", "Blind misère is not played"),
    (KITTY, "bid 8C", None, "phase", "West, the contractor, must discard 3 more cards"),
    (KITTY, "discard JOKER", None, "not-in-hand", "West does not hold Joker."),
    (KITTY, "discard 4S", None, "not-in-deck", "is not in the 4-player deck"),
    (KITTY, "discard AS", "S", "turn", "It is West's turn to discard, not South's."),
    (PLAY, "play 8S", None, "not-in-hand", "South does not hold 8♠."),
    (PLAY, "discard AS", None, "phase", "South cannot discard now: South must play a card."),
    (PLAY, "joker suit H", None, "joker-in-suit-contract", "highest trump (♠)"),
    (PLAY, "play JOKER name H", None, "joker-has-suit", "counts as a ♠"),
    (PLAY, "play AS name H", None, "unknown-action", "only a joker led"),
    (PLAY, "pass", "North", "turn", "It is South's turn to play, not North's."),
    (PLAY, "pass", "Z", "unknown-seat", "'Z' is not a seat"),
]


@pytest.mark.parametrize(("hand", "action", "seat", "rule", "message"), CASES,
                         ids=[f"{c[0].phase}-{c[1]}" for c in CASES])
def test_an_illegal_action_is_refused_with_its_rule_and_the_hand_is_unchanged(
        hand, action, seat, rule, message):
    error = refused(hand, action, seat)
    assert error.rule == rule
    assert message in str(error)


def test_refusals_speak_to_the_player_too():
    hand = PLAY.apply("play AS")
    error = refused(hand, "play AC")
    assert error.rule == "follow-suit"
    assert str(error) == "West must follow ♠ (holds J♣, 9♠, 10♠); J♣ counts as ♠ this hand."
    assert error.to_player == ("You must follow ♠ (you hold J♣, 9♠, 10♠); J♣ counts as ♠ "
                               "this hand.")


def test_a_finished_hand_refuses_everything():
    hand = exchange(contract(start(deal_with(**ACES, kitty=ACES_KITTY)), "E", "bid 6S"))
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    error = refused(hand, "pass")
    assert error.rule == "hand-over" and "The hand is over" in str(error)
    assert refused(hand, "pass", "S").rule == "hand-over"
    assert hand.legal_actions() == ()


def test_the_partner_sitting_out_is_told_so():
    hand = exchange(contract(start(DEAL, misere_any_time=True), "S", "misere"))
    error = refused(hand.apply("play 4H"), "play AH", Seat.NORTH)
    assert "North is sitting out this hand" in str(error)
