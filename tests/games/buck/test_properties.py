"""Invariants of random Buck Euchre hands (hypothesis): the 24 cards conserved, five tricks
among the players still in, a legal action until the hand is over, the drop-out order, the
points of the rules, replay from the record, and views that leak nothing."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from euchre import games
from euchre.actions import PASS
from euchre.cards import Deck, card_power, effective_suit
from euchre.games.buck import BuckHand, BuckPhase, BuckRules, Player
from euchre.games.buck.actions import BuckKind
from euchre.games.buck.records import hand_from_json, hand_to_json
from tests.engine.positions import cards_in

PROPERTY = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DECK = sorted(Deck.STANDARD_24.cards())


def random_states(seed: int, pass_bias: float, choices: random.Random) -> list[BuckHand]:
    """Every state of one hand; players pass with probability ``pass_bias`` when they may
    (so no-trump hands come up), otherwise take any legal action."""
    states = [BuckHand.from_seed(seed, BuckRules())]
    while not states[-1].is_over:
        legal = states[-1].legal_actions()
        passing = PASS in legal and choices.random() < pass_bias
        states.append(states[-1].apply(PASS if passing else choices.choice(legal)))
    return states


hands = st.builds(random_states, st.integers(0, 2**32), st.sampled_from([0.0, 0.5, 0.9, 1.0]),
                  st.randoms(use_true_random=False))


def expected_points(result) -> tuple[int, ...]:
    """The scoring lines of buck.md, read one by one."""
    points = []
    for player in Player:
        if player in result.dropped:
            points.append(0)  # players who dropped out do not change their score
            continue
        won = result.tricks_by_seat[player]
        change = -won  # subtract 1 point per trick won
        if player == result.maker and won < 3:
            change += 5  # the maker must win at least 3 tricks
        if won == 0:
            change += 5  # bucked
        points.append(change)
    return tuple(points)


@PROPERTY
@given(states=hands)
def test_the_24_cards_are_conserved_at_every_step(states):
    for state in states:
        places = [card for player in Player for card in state.hand(player)]
        places += [card for trick in state.tricks for _, card in trick.plays]
        places += [card for _, card in state.current_trick] + list(state.set_aside())
        assert sorted(places) == DECK


@PROPERTY
@given(states=hands)
def test_a_legal_action_exists_until_the_hand_is_over_and_only_for_players_still_in(states):
    for state in states:
        if state.is_over:
            assert state.to_act is None and state.legal_actions() == ()
            continue
        assert state.to_act in Player and state.legal_actions()
        assert state.to_act not in state.dropped
        if state.phase is BuckPhase.DEALER_DISCARD:
            assert len(state.hand(state.dealer)) == 6 and state.to_act == state.dealer


@PROPERTY
@given(states=hands)
def test_five_tricks_are_played_among_the_players_still_in_each_to_its_best_card(states):
    final = states[-1]
    result = final.result()
    if len(final.dropped) == 4:
        assert final.no_trump and final.tricks == () and result.points_by_seat == (0,) * 4
        return
    assert len(final.tricks) == 5 and sum(result.tricks_by_seat) == 5
    still_in = [p for p in Player if p not in final.dropped]
    for trick in final.tricks:
        seats = [who for who, _ in trick.plays]
        assert sorted(seats) == still_in
        assert seats == sorted(seats, key=lambda p: (p - trick.leader) % 4)
        led = effective_suit(trick.plays[0][1], final.trump)
        best = max(trick.plays, key=lambda play: card_power(play[1], final.trump, led))
        assert trick.winner == best[0]
    first = next(p for p in (Player((final.dealer + i) % 4) for i in range(1, 5))
                 if p not in final.dropped)
    assert final.tricks[0].leader == first
    for previous, trick in zip(final.tricks, final.tricks[1:], strict=False):
        assert trick.leader == previous.winner
    assert all(result.tricks_by_seat[p] == 0 for p in final.dropped)


@PROPERTY
@given(states=hands)
def test_drop_outs_are_asked_clockwise_from_the_dealers_left_skipping_the_maker(states):
    final = states[-1]
    asked = [player for player, action in final.history
             if action.kind in (BuckKind.DROP_OUT, BuckKind.STAY_IN)]
    if final.clubs_turned:
        assert asked == [] and final.maker is None and final.bids == ()
        return
    order = [Player((final.dealer + i) % 4) for i in range(1, 5)]
    assert asked == [p for p in order if p != final.maker]
    assert final.no_trump == (final.maker is None)


@PROPERTY
@given(states=hands)
def test_points_follow_the_scoring_lines(states):
    result = states[-1].result()
    assert result.points_by_seat == expected_points(result)
    assert not result.thrown_in
    five = [p for p in Player if result.tricks_by_seat[p] == 5]
    assert result.took_all_five == (five[0] if five else None)


@PROPERTY
@given(states=hands, data=st.data())
def test_replay_from_the_record_reproduces_the_state(states, data):
    state = data.draw(st.sampled_from(states))
    for one in (state, states[-1]):
        replayed = hand_from_json(hand_to_json(one))
        assert replayed == one and str(replayed) == str(one)
        assert replayed.legal_actions() == one.legal_actions()
        assert games.load_hand(json.dumps(games.game("buck").hand_to_record(one))) == one


@PROPERTY
@given(states=hands)
def test_views_leak_nothing_the_kitty_others_hands_and_discards_stay_hidden(states):
    for state in states:
        played = {card for trick in state.tricks for _, card in trick.plays}
        played |= {card for _, card in state.current_trick}
        for player in Player:
            view = state.view(player)
            seen = cards_in(view)
            allowed = {*state.hand(player), state.upcard, *played, *state.own_discards(player)}
            assert seen <= allowed
            assert not seen & (set(state.deal.kitty) - {state.upcard})
            others = {c for p in Player if p != player for c in state.hand(p)}
            assert not seen & (others - played - {state.upcard})
            if player != state.dealer and state.dealer_discard is not None:
                assert state.dealer_discard not in seen - {state.upcard}
            assert not seen & state.hidden_from(player)
            assert seen | state.hidden_from(player) == set(DECK)
            assert view.hand_sizes == tuple(len(state.hand(p)) for p in Player)
