"""Every refusal names its rule, speaks of the player and changes nothing."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from euchre import IllegalActionError
from euchre.actions import Action
from euchre.games.buck import BuckHand, records

from .deals import HEARTS, hand_of, run, stay

PROPERTY = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def refused(hand: BuckHand, action: str, seat: str | None = None) -> IllegalActionError:
    """The refusal of ``action``, checking that the hand is left as it was."""
    before = records.hand_to_record(hand)
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(action, seat=seat)
    assert records.hand_to_record(hand) == before
    return caught.value


@PROPERTY
@given(seed=st.integers(0, 2**32), choices=st.randoms(use_true_random=False))
def test_legal_actions_are_exactly_the_actions_apply_accepts(seed, choices):
    states = [BuckHand.from_seed(seed)]
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
    error = refused(hand_of(HEARTS), "order up", seat="W")
    assert error.rule == "turn" and str(error) == "It is South's turn to bid, not West's."
    dropping = run(hand_of(HEARTS), "order up", "discard 9C")
    error = refused(dropping, "stay in", seat="N")
    assert str(error) == "It is West's turn to stay in or drop out, not North's."


def test_an_unknown_action_or_player_is_refused():
    error = refused(hand_of(HEARTS), "shuffle")
    assert error.rule == "unknown-action"
    error = refused(hand_of(HEARTS), "pass", seat="Dummy")
    assert error.rule == "unknown-seat" and "South, West, North or East" in str(error)


def test_a_card_outside_the_deck_and_actions_after_the_hand_are_refused():
    error = refused(run(hand_of(HEARTS), "order up"), "discard 7C")
    assert error.rule == "not-in-deck"
    assert str(error) == ("East cannot discard 7♣: it is not in the deck; Buck Euchre uses "
                          "24 cards (9 to ace).")
    over = run(hand_of(HEARTS), *["pass"] * 8, *["drop out"] * 4)
    assert over.is_over
    assert refused(over, "pass").rule == "hand-over"
    assert str(refused(over, "pass", seat="S")) == "The hand is over; South cannot act."


def test_dropping_out_before_trump_is_fixed_or_after_play_began_is_refused():
    error = refused(hand_of(HEARTS), "drop out")
    assert error.rule == "phase"
    assert str(error) == "South cannot drop out now: South may pass or order up 9♥."
    playing = run(hand_of(HEARTS), "pass", "order up", "discard 9C", *stay(3))
    error = refused(playing, "drop out")
    assert str(error) == "South cannot drop out now: South must play a card."
    assert error.to_player == "South cannot drop out now: South must play a card."


def test_nobody_goes_alone_in_buck_euchre():
    error = refused(hand_of(HEARTS), "order up alone")
    assert error.rule == "no-going-alone"
    assert str(error) == ("South cannot order it up alone: in Buck Euchre everyone plays for "
                          "themselves and nobody goes alone.")
    assert refused(run(hand_of(HEARTS), *["pass"] * 4), "name S alone").rule == "no-going-alone"
    assert refused(hand_of(HEARTS), "go alone").rule == "phase"


def test_a_card_not_held_and_a_card_that_does_not_follow_suit_are_refused():
    playing = run(hand_of(HEARTS), *["pass"] * 8, *stay(4))
    error = refused(playing, "play AC")
    assert error.rule == "not-in-hand" and str(error) == "South does not hold A♣."
    assert error.to_player == "You do not hold A♣."
    led = run(hand_of(HEARTS), *["pass"] * 8, "drop out", *stay(3), "play AC", "play 9D")
    error = refused(led, "play JS")  # no trump: J♠ is a plain spade, and no bowers to explain
    assert error.rule == "follow-suit"
    assert str(error) == "East must follow ♣ (holds 9♣, 10♣, J♣)."
    assert error.to_player == "You must follow ♣ (you hold 9♣, 10♣, J♣)."
