"""Every refusal names its rule, speaks of the player and changes nothing."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from euchre import IllegalActionError
from euchre.actions import Action
from euchre.games.cutthroat import CutthroatHand, CutthroatRules, records

from .deals import WEST_TRUMPS, hand_of, run

PROPERTY = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTY
@given(seed=st.integers(0, 2**32), stick=st.booleans(), choices=st.randoms(use_true_random=False))
def test_legal_actions_are_exactly_the_actions_apply_accepts(seed, stick, choices):
    hand = CutthroatHand.from_seed(seed, CutthroatRules(stick_the_dealer=stick))
    states = [hand]
    while not states[-1].is_over:
        states.append(states[-1].apply(choices.choice(states[-1].legal_actions())))
    state = choices.choice(states)
    legal = set(state.legal_actions())
    before = records.hand_to_record(state)
    for code in sorted(Action._by_code):
        action = Action.from_code(code)
        try:
            state.apply(action)
        except IllegalActionError as error:
            assert action not in legal, f"{action} is listed as legal but refused: {error}"
            assert error.rule and str(error)
        else:
            assert action in legal, f"{action} was accepted but is not listed as legal"
    assert records.hand_to_record(state) == before


def test_a_turn_out_of_order_is_refused_naming_whose_turn_it_is():
    hand = hand_of(WEST_TRUMPS)
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("order up", seat="W")
    assert caught.value.rule == "turn"
    assert str(caught.value) == "It is South's turn to bid, not West's."
    assert hand.to_act.label == "South" and hand.history == ()


def test_an_unknown_action_or_player_is_refused():
    hand = hand_of(WEST_TRUMPS)
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("shuffle")
    assert caught.value.rule == "unknown-action"
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("pass", seat="North")
    assert caught.value.rule == "unknown-seat" and "South, West or East" in str(caught.value)


def test_a_card_outside_the_deck_and_actions_after_the_hand_are_refused():
    hand = run(hand_of(WEST_TRUMPS), "order up")
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("discard 7C")
    assert caught.value.rule == "not-in-deck"
    assert str(caught.value) == ("East cannot discard 7♣: it is not in the deck; "
                                 "Cutthroat uses 24 cards (9 to ace).")
    over = run(hand_of(WEST_TRUMPS), *["pass"] * 6)
    with pytest.raises(IllegalActionError) as caught:
        over.apply("pass")
    assert caught.value.rule == "hand-over"
    with pytest.raises(IllegalActionError) as caught:
        over.apply("pass", seat="S")
    assert str(caught.value) == "The hand is over; South cannot act."


def test_a_maker_choice_in_the_wrong_phase_names_what_may_be_done():
    hand = hand_of(WEST_TRUMPS)
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("go alone")
    assert caught.value.rule == "phase"
    assert str(caught.value) == "South cannot go alone now: South may pass or order up 9♥."
    with pytest.raises(IllegalActionError) as caught:
        run(hand, "order up").apply("take dummy")
    assert str(caught.value) == (
        "East cannot take the dummy now: East, the dealer, must discard a card.")
