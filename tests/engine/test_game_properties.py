"""Invariants every game of the family keeps, run for each game in the registry (hypothesis).

A game's random hands come from ``strategies.hands_of``: its own strategy when it has one
(four-handed Euchre forces joker upcards too), otherwise any seed under rules drawn from
the choices its options declare.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from euchre import games

from .positions import cards_in
from .strategies import hands_of, random_hand, rules_of, seeds

PROPERTY = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FEW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SPECS = [games.game(game_id) for game_id in games.game_ids()]
every_game = pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)


def played(state: games.GameHand) -> list:
    cards = [card for trick in state.tricks for _, card in trick.plays]
    return cards + [card for _, card in state.current_trick]


@every_game
@PROPERTY
@given(data=st.data())
def test_cards_are_conserved_at_every_step(spec, data):
    start = data.draw(hands_of(spec))
    deck = sorted(spec.deck(start.rules))
    for state in random_hand(start, data.draw(st.randoms(use_true_random=False))):
        places = [card for seat in state.seating.seats for card in state.hand(seat)]
        places += played(state) + list(state.set_aside())
        assert sorted(places) == deck


@every_game
@PROPERTY
@given(data=st.data())
def test_the_seat_to_act_has_a_legal_action_until_the_hand_is_over(spec, data):
    start = data.draw(hands_of(spec))
    for state in random_hand(start, data.draw(st.randoms(use_true_random=False))):
        if state.is_over:
            assert state.to_act is None and state.legal_actions() == ()
            continue
        assert state.to_act in state.seating.seats and state.legal_actions()
        with pytest.raises(ValueError):
            state.result()
        if state.to_act in state.sitting_out:
            assert not any(action.text.startswith("play ") for action in state.legal_actions())


@every_game
@PROPERTY
@given(data=st.data())
def test_a_hand_record_names_its_game_and_replays_to_the_identical_state(spec, data):
    choices = data.draw(st.randoms(use_true_random=False))
    states = random_hand(data.draw(hands_of(spec)), choices)
    for state in (choices.choice(states), states[-1]):
        record = spec.hand_to_record(state)
        assert record["game"] == spec.id
        replayed = games.load_hand(json.dumps(record))
        assert type(replayed) is spec.hand_type and replayed == state
        assert str(replayed) == str(state)
        assert replayed.tricks == state.tricks
        assert replayed.legal_actions() == state.legal_actions()


@every_game
@PROPERTY
@given(data=st.data())
def test_a_view_holds_what_its_seat_may_know_and_nothing_hidden_from_it(spec, data):
    start = data.draw(hands_of(spec))
    deck = set(spec.deck(start.rules))
    seats = start.seating.seats  # a hand's seating: its rules may seat fewer players
    for state in random_hand(start, data.draw(st.randoms(use_true_random=False))):
        seen = {seat: cards_in(state.view(seat)) for seat in seats}
        public = set.intersection(*seen.values())
        for seat in seats:
            view, hidden = state.view(seat), state.hidden_from(seat)
            assert view.seat == seat and view.hand == state.hand(seat)
            assert not seen[seat] & hidden
            assert seen[seat] | hidden == deck
            for other in seats:
                if other != seat:
                    assert set(state.hand(other)) - public <= hidden


@every_game
@PROPERTY
@given(data=st.data())
def test_points_are_per_seat_and_partners_score_together(spec, data):
    final = random_hand(data.draw(hands_of(spec)), data.draw(st.randoms(use_true_random=False)))[-1]
    result = final.result()
    seating = final.seating
    size = seating.size
    assert len(result.points_by_seat) == len(result.tricks_by_seat) == len(final.sides) == size
    totals = seating.team_totals(result.points_by_seat)  # refuses partners that differ
    assert len(totals) == len(seating.team_names)
    assert result.thrown_in or sum(result.tricks_by_seat) == len(final.tricks)


@every_game
@FEW
@given(data=st.data())
def test_a_match_score_is_its_starting_score_plus_its_hands_team_totals(spec, data):
    choices = random.Random(data.draw(seeds))
    match = spec.new_match(rules=data.draw(rules_of(spec)), seed=data.draw(seeds))
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
        match = match.apply(choices.choice(match.legal_actions()))
    per_hand = [hand.seating.team_totals(hand.result().points_by_seat) for hand in match.hands]
    start = match.starting_score(match.rules)
    assert match.score_history()[0] == (0, *(start,) * len(match.score))
    assert tuple(start + sum(points) for points in zip(*per_hand, strict=True)) == match.score
    record = spec.match_to_record(match)
    assert record["game"] == spec.id
    assert games.load_match(json.dumps(record)) == match
