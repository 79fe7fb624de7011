"""Invariants of random Cutthroat hands (hypothesis): five tricks, the scoring table, the
sitting-out player's cards, and the lead of every trick."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from euchre.cards import card_power, effective_suit
from euchre.games.cutthroat import CutthroatHand, CutthroatRules, Player

PROPERTY = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_states(seed: int, stick: bool, choices) -> list[CutthroatHand]:
    states = [CutthroatHand.from_seed(seed, CutthroatRules(stick_the_dealer=stick))]
    while not states[-1].is_over:
        states.append(states[-1].apply(choices.choice(states[-1].legal_actions())))
    return states


@PROPERTY
@given(seed=st.integers(0, 2**32), stick=st.booleans(), choices=st.randoms(use_true_random=False))
def test_points_follow_the_scoring_table(seed, stick, choices):
    final = random_states(seed, stick, choices)[-1]
    result = final.result()
    if result.thrown_in:
        assert not stick and result.points_by_seat == (0, 0, 0) and final.tricks == ()
        return
    assert len(final.tricks) == 5 and sum(result.tricks_by_seat) == 5
    maker, made = result.maker, result.maker_tricks
    expected = {player: 0 for player in Player}
    if made == 5:
        expected[maker] = 3
    elif made >= 3:
        expected[maker] = 1
    elif result.lone_defender is not None:
        expected[result.lone_defender] = 4 if made == 0 else 2
    else:
        expected.update({player: 2 for player in Player if player != maker})
    assert result.points_by_seat == tuple(expected[player] for player in Player)
    assert result.took_dummy is not result.maker_alone


@PROPERTY
@given(seed=st.integers(0, 2**32), choices=st.randoms(use_true_random=False))
def test_each_trick_goes_to_its_best_card_and_the_sitting_out_player_keeps_five(seed, choices):
    states = random_states(seed, True, choices)
    final = states[-1]
    for trick in final.tricks:
        assert len(trick.plays) == 3 - len(final.sitting_out)
        led = effective_suit(trick.plays[0][1], final.trump)
        best = max(trick.plays, key=lambda play: card_power(play[1], final.trump, led))
        assert trick.winner == best[0]
    for previous, trick in zip(final.tricks, final.tricks[1:], strict=False):
        assert trick.leader == previous.winner
    for player in final.sitting_out:
        assert len(final.hand(player)) == 5
    assert all(len(state.hand(p)) <= 10 for state in states for p in Player)
