"""Invariants of random Five Hundred hands (hypothesis), under every combination of options:
the 43 or 33 cards are conserved, ten tricks, a legal action until the end, scores by the
table, replay reproduces the state, views leak nothing."""

from __future__ import annotations

import itertools
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from euchre.cards import Card
from euchre.games.five_hundred import FiveHundredHand, FiveHundredPhase, FiveHundredRules

from .test_rule_scoring import SCHEDULE
from .views import cards_named

PROPERTY = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

rule_sets = st.builds(FiveHundredRules, players=st.sampled_from([4, 3]),
                      misere_any_time=st.booleans(), blind_misere=st.booleans(),
                      sans_kitty=st.booleans(), single_round=st.booleans())


def random_states(seed: int, rules: FiveHundredRules, rng: random.Random) -> list:
    """Every state of one hand: half the calls are passes, the rest random legal actions."""
    states = [FiveHundredHand.from_seed(seed, rules)]
    while not states[-1].is_over:
        hand = states[-1]
        actions = hand.legal_actions()
        if hand.phase is FiveHundredPhase.AUCTION and rng.random() < 0.5:
            action = actions[0]
        else:
            action = rng.choice(actions)
        states.append(hand.apply(action))
    return states


def played(hand) -> list[Card]:
    return [c for t in hand.tricks for _, c in t.plays] + [c for _, c in hand.current_trick]


def table_value(contract) -> int:
    if contract.is_misere:
        return 250 if contract.kind == "misere" else 500
    return SCHEDULE[contract.tricks][contract.denomination]


@PROPERTY
@given(seed=st.integers(0, 2**32), rules=rule_sets, rng=st.randoms(use_true_random=False))
def test_every_card_of_the_43_or_33_is_in_exactly_one_place_at_every_step(seed, rules, rng):
    deck = sorted(rules.cards())
    assert len(deck) == (43 if rules.players == 4 else 33)
    for hand in random_states(seed, rules, rng):
        places = [c for seat in hand.seats for c in hand.hand(seat)]
        places += played(hand) + list(hand.set_aside())
        assert sorted(places) == deck


@PROPERTY
@given(seed=st.integers(0, 2**32), rules=rule_sets, rng=st.randoms(use_true_random=False))
def test_a_legal_action_exists_until_the_hand_is_over_and_ten_tricks_are_played(seed, rules,
                                                                               rng):
    states = random_states(seed, rules, rng)
    for hand in states[:-1]:
        assert hand.to_act is not None and hand.legal_actions()
        assert hand.to_act not in hand.sitting_out
    final = states[-1]
    assert final.to_act is None and final.legal_actions() == ()
    if final.phase is FiveHundredPhase.THROWN_IN:
        assert final.tricks == () and final.contract is None
        return
    assert len(final.tricks) == 10 and sum(final.tricks_won) == 10
    size = rules.players - len(final.sitting_out)
    assert all(len(trick.plays) == size for trick in final.tricks)


@PROPERTY
@given(seed=st.integers(0, 2**32), rules=rule_sets, rng=st.randoms(use_true_random=False))
def test_scores_follow_the_avondale_schedule(seed, rules, rng):
    final = random_states(seed, rules, rng)[-1]
    result = final.result()
    if result.thrown_in:
        assert result.points_by_seat == (0,) * rules.players
        return
    contract, contractor = result.contract, result.contractor
    value = table_value(contract)
    tricks = result.tricks_by_seat
    side = {contractor, contractor.left.left} if rules.players == 4 else {contractor}
    taken = tricks[contractor] if contract.is_misere else sum(tricks[s] for s in side)
    made = taken == 0 if contract.is_misere else taken >= contract.tricks
    own = value if made else -value
    if made and not contract.is_misere and taken == 10 and value < 250:
        own = 250
    for seat in final.seats:
        if seat in side:
            expected = own
        elif contract.is_misere:
            expected = 0
        elif rules.players == 4:
            expected = 10 * sum(tricks[s] for s in final.seats if s not in side)
        else:
            expected = 10 * tricks[seat]
        assert result.points_by_seat[seat] == expected


@PROPERTY
@given(seed=st.integers(0, 2**32), rules=rule_sets, rng=st.randoms(use_true_random=False))
def test_replaying_the_actions_on_the_deal_reproduces_every_state(seed, rules, rng):
    states = random_states(seed, rules, rng)
    replay = FiveHundredHand.from_deal(states[0].deal, rules)
    for expected in states[1:]:
        seat, action = expected.history[len(replay.history)]
        replay = replay.apply(action.text, seat=seat.label)
        assert replay == expected


@PROPERTY
@given(seed=st.integers(0, 2**32), rules=rule_sets, rng=st.randoms(use_true_random=False))
def test_views_leak_nothing(seed, rules, rng):
    for hand in random_states(seed, rules, rng):
        for seat in hand.seats:
            view = hand.view(seat)
            allowed = {*hand.hand(seat), *hand.own_discards(seat), *played(hand),
                       *hand.exposed_hand}
            named = cards_named(view)
            assert named <= allowed
            assert not named & hand.hidden_from(seat)
            assert set(hand.set_aside()) - set(hand.own_discards(seat)) <= hand.hidden_from(seat)


@PROPERTY
@given(seed=st.integers(0, 2**32), rules=rule_sets, rng=st.randoms(use_true_random=False))
def test_every_play_follows_suit_when_able_and_a_suitless_joker_wins_its_trick(seed, rules, rng):
    states = random_states(seed, rules, rng)
    for before, after in itertools.pairwise(states):
        seat, action = after.history[-1]
        if action.kind != "play" or not before.current_trick:
            continue
        led = before.current_led
        held = [c for c in before.hand(seat) if before.effective_suit(c) == led]
        if led is not None and held:
            assert before.effective_suit(action.card) == led
    final = states[-1]
    for trick in final.tricks:
        cards = [c for _, c in trick.plays]
        if Card.joker() in cards and final.effective_suit(Card.joker()) is None:
            assert trick.card_of(trick.winner) == Card.joker()
