"""euchre.md, "Bidding (making trump)": two rounds, the dealer's pick-up, stick the dealer."""

from __future__ import annotations

import random

import pytest

from euchre import Card, HandState, Phase, Seat, Suit, Team

from .positions import README_HANDS, play_out, position, run, texts

SOUTH, WEST, NORTH, EAST = Seat
ROUND_ONE = ["pass", "order up", "order up alone"]


def readme_deal(dealer: str = "N") -> HandState:
    """North deals the README's hands and turns up the Q♠."""
    return position(README_HANDS, upcard="QS", dealer=dealer)


@pytest.mark.parametrize("dealer", list(Seat))
def test_bidding_starts_left_of_the_dealer_and_goes_clockwise(dealer):
    state = readme_deal(dealer.letter)
    order = []
    for _ in range(8):
        order.append(state.to_act)
        if state.to_act is dealer and state.phase is Phase.BIDDING_ROUND_2:
            break
        state = state.apply("pass")
    clockwise = [dealer.left, dealer.partner, dealer.partner.left, dealer]
    assert order == clockwise + clockwise


def test_round_one_each_player_passes_or_orders_up():
    state = readme_deal()
    for seat in (EAST, SOUTH, WEST, NORTH):
        assert state.to_act is seat
        assert state.phase is Phase.BIDDING_ROUND_1
        assert texts(state.legal_actions()) == ROUND_ONE
        state = state.apply("pass")


def test_the_first_player_to_order_up_makes_the_upcards_suit_trump():
    state = run(readme_deal(), "E: pass", "S: pass", "W: order up")
    assert (state.trump, state.maker, state.maker_alone) == (Suit.SPADES, WEST, False)
    assert state.phase is Phase.DEALER_DISCARD and state.to_act is NORTH


def test_the_dealer_may_pick_it_up_himself():
    state = run(readme_deal(), "E: pass", "S: pass", "W: pass", "N: order up")
    assert (state.trump, state.maker) == (Suit.SPADES, NORTH)
    assert state.view(WEST).bids[-1][1].describe() == "orders it up"


def test_the_dealers_partner_may_assist():
    state = run(readme_deal(), "E: pass", "S: order up")
    assert (state.trump, state.maker) == (Suit.SPADES, SOUTH)
    assert Card.parse("QS") in state.hand(NORTH) and state.to_act is NORTH


def test_the_dealer_takes_the_upcard_and_chooses_a_discard():
    state = run(readme_deal(), "E: order up")
    assert state.upcard_taken
    assert [card.text for card in state.hand(NORTH)] == ["9D", "TD", "QD", "KD", "JH", "QS"]
    assert texts(state.legal_actions()) == [
        "discard 9D", "discard TD", "discard QD", "discard KD", "discard JH", "discard QS",
    ]
    state = run(state, "N: discard 9D")
    assert [card.text for card in state.hand(NORTH)] == ["TD", "QD", "KD", "JH", "QS"]
    assert state.discard == Card.parse("9D")
    assert state.phase is Phase.PLAY


def test_the_dealers_discard_is_hidden_from_everyone_else():
    state = run(readme_deal(), "E: order up", "N: discard 9D")
    assert state.view(NORTH).own_discard == Card.parse("9D")
    for seat in (SOUTH, WEST, EAST):
        view = state.view(seat)
        assert view.own_discard is None and view.dealer_discarded
        assert "Card('9D')" not in repr(view)


def test_when_all_four_pass_the_upcard_is_turned_down():
    state = run(readme_deal(), "pass", "pass", "pass", "pass")
    assert state.phase is Phase.BIDDING_ROUND_2
    assert state.turned_down is Suit.SPADES and not state.upcard_taken
    assert Card.parse("QS") in state.kitty and state.to_act is EAST


def test_round_two_names_one_of_the_other_three_suits():
    state = run(readme_deal(), "pass", "pass", "pass", "pass")
    assert texts(state.legal_actions()) == [
        "pass", "name C", "name D", "name H", "name C alone", "name D alone", "name H alone",
    ]
    state = run(state, "E: pass", "S: name D")
    assert (state.trump, state.maker) == (Suit.DIAMONDS, SOUTH)
    assert state.phase is Phase.PLAY and not state.upcard_taken


def test_the_turned_down_suit_may_not_be_named():
    state = run(readme_deal(), *["pass"] * 5)
    assert not any(action.suit is Suit.SPADES for action in state.legal_actions())


def test_dealer_cannot_pass_in_round_two_under_stick_the_dealer():
    state = run(readme_deal(), *["pass"] * 7)
    assert state.to_act is NORTH
    assert texts(state.legal_actions()) == [
        "name C", "name D", "name H", "name C alone", "name D alone", "name H alone",
    ]


def test_every_hand_is_played_under_stick_the_dealer():
    choices = random.Random(0)
    for seed in range(300):
        state = HandState.from_seed(seed)
        while not state.is_over:
            state = state.apply(choices.choice(state.legal_actions()))
        assert state.phase is Phase.SCORED and not state.result().thrown_in


def test_the_maker_chooses_trump_and_the_makers_side_must_win_three_tricks():
    state = run(readme_deal(), *["pass"] * 6, "W: name H")
    assert state.maker is WEST and WEST.team is Team.EAST_WEST
    result = play_out(state).result()
    assert result.makers is Team.EAST_WEST
    assert result.euchred == (result.tricks_by_team[Team.EAST_WEST] < 3)
