"""euchre.md, "Play": the opening lead, following suit, ruffing and who wins a trick."""

from __future__ import annotations

import pytest

from euchre import HandState, Seat

from .positions import README_HANDS, play_out, position, run, texts

SOUTH, WEST, NORTH, EAST = Seat


def hearts_named_by_east() -> HandState:
    """The README deal: North deals, all pass the Q♠, East names hearts."""
    state = position(README_HANDS, upcard="QS", dealer="N")
    return run(state, "pass", "pass", "pass", "pass", "E: name H")


@pytest.mark.parametrize("dealer", list(Seat))
def test_the_player_left_of_the_dealer_leads_the_first_trick(dealer):
    state = position(README_HANDS, upcard="QS", dealer=dealer.letter)
    state = run(state, "pass", "pass", "pass", "pass", "name H")
    assert state.leader is dealer.left and state.to_act is dealer.left


def test_the_opening_lead_skips_a_player_sitting_out():
    # West orders up alone: East, left of the dealer, sits out, so South leads.
    state = position(README_HANDS, upcard="QS", dealer="N")
    state = run(state, "E: pass", "S: pass", "W: order up alone", "N: discard 9D")
    assert state.sitting_out == {EAST}
    assert state.leader is SOUTH and state.to_act is SOUTH


def test_any_card_may_be_led():
    state = hearts_named_by_east()
    assert texts(state.legal_actions()) == [
        "play 9C", "play TC", "play QC", "play KC", "play AD",
    ]


def test_each_player_must_follow_suit_if_able():
    state = run(hearts_named_by_east(), "E: play 9C")
    assert texts(state.legal_actions()) == ["play AC"]
    state = run(state, "S: play AC")
    assert texts(state.legal_actions()) == ["play JC"]


def test_a_player_who_cannot_follow_may_play_any_card_including_a_trump():
    state = run(hearts_named_by_east(), "E: play 9C", "S: play AC", "W: play JC")
    assert texts(state.legal_actions()) == [
        "play 9D", "play TD", "play QD", "play KD", "play JH",
    ]
    state = run(state, "N: play JH")
    assert state.tricks[0].winner is NORTH  # the ruff beats the ace


def test_the_highest_trump_wins_the_trick():
    state = run(hearts_named_by_east(), "E: play AD", "S: play QH", "W: play AH", "N: play 9D")
    assert state.tricks[0].winner is WEST


def test_without_a_trump_the_highest_card_of_the_suit_led_wins():
    state = run(hearts_named_by_east(), "E: play 9C", "S: play AC", "W: play JC", "N: play KD")
    assert state.tricks[0].winner is SOUTH  # the K♦ is off-suit and cannot win


def test_the_winner_of_a_trick_leads_the_next():
    state = run(hearts_named_by_east(), "E: play 9C", "S: play AC", "W: play JC", "N: play JH")
    assert state.tricks[0].winner is NORTH
    assert state.leader is NORTH and state.to_act is NORTH
    assert texts(state.legal_actions()) == ["play 9D", "play TD", "play QD", "play KD"]


def test_five_tricks_are_played():
    finished = play_out(hearts_named_by_east())
    assert len(finished.tricks) == 5 and sum(finished.tricks_won) == 5
    assert all(finished.hand(seat) == () for seat in Seat)
    assert all(len(trick.plays) == 4 for trick in finished.tricks)
    leaders = [trick.leader for trick in finished.tricks]
    assert leaders[1:] == [trick.winner for trick in finished.tricks[:-1]]
