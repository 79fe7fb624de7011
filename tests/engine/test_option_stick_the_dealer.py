"""Option "stick the dealer" on (default) or off: thrown-in hands and the deal passing left."""

from __future__ import annotations

from euchre import Match, Phase, Rules, Seat

from .positions import README_HANDS, position, refused, run, texts

SOUTH, WEST, NORTH, EAST = Seat
NO_STICK = Rules(stick_the_dealer=False)


def test_stick_the_dealer_is_on_by_default():
    assert Rules().stick_the_dealer is True


def test_dealer_may_pass_in_round_two_when_stick_the_dealer_off():
    state = run(position(README_HANDS, upcard="QS", dealer="N", rules=NO_STICK), *["pass"] * 7)
    assert state.to_act is NORTH
    assert texts(state.legal_actions())[0] == "pass"


def test_thrown_in_hand_when_stick_the_dealer_off():
    state = run(position(README_HANDS, upcard="QS", dealer="N", rules=NO_STICK), *["pass"] * 8)
    assert state.phase is Phase.THROWN_IN and state.is_over
    assert state.to_act is None and state.legal_actions() == ()
    result = state.result()
    assert result.thrown_in and result.points == (0, 0) and result.maker is None
    assert not result.euchred and not result.march
    assert result.summary() == "All four passed twice: the hand is thrown in and nobody scores."
    error = refused(state, "pass", rule="hand-over")
    assert str(error) == "The hand is over (thrown in); no more actions can be taken."


def test_a_thrown_in_hand_passes_the_deal_left_and_scores_nothing():
    match = Match.new(rules=NO_STICK, seed=9)
    first_dealer = match.current.dealer
    for _ in range(8):
        match = match.apply("pass")
    assert match.hand_over and match.current.result().thrown_in
    match = match.next_hand()
    assert match.current.dealer is first_dealer.left
    assert match.score == (0, 0)
    assert match.score_history() == [(0, 0, 0), (1, 0, 0)]
