"""Expert's sampler deals only cards the seat has not seen, where they can be."""

from __future__ import annotations

import random

import numpy as np
import pytest

from euchre import Deck, HandState, Rules, Seat, effective_suit
from euchre.cards import cards_from_mask
from euchre.games.euchre import core as engine
from euchre.games.euchre.bots.sampling import KnownFacts


def random_position(seed: int, rules: Rules) -> HandState | None:
    """A hand advanced by uniformly random legal actions to a random point."""
    rng = random.Random(seed)
    state = HandState.from_seed(seed, rules)
    for _ in range(rng.randrange(0, 26)):
        if state.is_over:
            return None
        state = state.apply(rng.choice(state.legal_actions()))
    return None if state.is_over else state


def masks(state_array: np.ndarray) -> list[int]:
    return [int(state_array[engine.HAND + seat]) for seat in range(4)]


RULES = [Rules(), Rules(defend_alone=True), Rules(deck=Deck.JOKER_25),
         Rules(deck=Deck.PIQUET_32, stick_the_dealer=False)]


@pytest.mark.parametrize("rules", RULES, ids=["default", "defend-alone", "joker", "32-cards"])
def test_samples_agree_with_everything_the_seat_knows(rules: Rules) -> None:
    checked = 0
    for seed in range(80):
        state = random_position(seed, rules)
        if state is None:
            continue
        seat = state.to_act
        view = state.view(seat)
        samples = KnownFacts.from_view(view).sample(6, seed=seed)
        assert len(samples) == 6
        truth = state.core_state()
        voids = view.shown_voids()
        seen = set(view.hand) | set(view.played_cards)
        for sample in samples:
            hands = masks(sample)
            # the seat's own cards are exactly its hand; public facts are unchanged
            assert set(cards_from_mask(hands[seat])) == set(view.hand)
            for slot in (engine.PHASE, engine.TO_ACT, engine.TRUMP, engine.MAKER,
                         engine.MAKER_ALONE, engine.OUT, engine.TRICKS_DONE, engine.PLAYED,
                         engine.UP_TAKEN, engine.LONE_DEFENDER, engine.TRICK_SIZE):
                assert sample[slot] == truth[slot]
            for other in Seat:
                held = set(cards_from_mask(hands[other]))
                assert len(held) == view.hand_sizes[other]
                if other != seat:
                    assert not held & seen, "dealt a card the seat has seen"
                if state.trump is not None:
                    for suit in voids[other]:
                        assert all(effective_suit(card, state.trump) != suit for card in held)
            discard_shown = view.hand_sizes[view.dealer] == 0 or (
                state.trump is not None
                and effective_suit(view.upcard, state.trump) in voids[view.dealer])
            if (view.upcard_taken and view.upcard not in seen and seat != view.dealer
                    and not discard_shown):
                # picked up, not played, not shown discarded: the dealer holds it
                assert hands[view.dealer] >> view.upcard & 1
            if not view.upcard_taken:
                assert not any(hand >> view.upcard & 1 for hand in hands)
            if view.own_discard is not None:
                assert sample[engine.DISCARD] == view.own_discard
                assert not any(hand >> view.own_discard & 1 for hand in hands)
        checked += 1
    assert checked >= 40


def test_the_same_seed_deals_the_same_samples() -> None:
    for seed in range(10):
        state = random_position(seed, Rules())
        if state is None:
            continue
        facts = KnownFacts.from_view(state.view(state.to_act))
        assert np.array_equal(facts.sample(8, seed=3), facts.sample(8, seed=3))
        assert not np.array_equal(facts.sample(8, seed=3), facts.sample(8, seed=4))


def test_a_shown_void_in_trump_moves_the_dealer_s_upcard_to_the_discard() -> None:
    """When trump is led and the dealer cannot follow, the upcard it picked up was discarded."""
    deal_text = {"S": "9S TS QS KS AS", "W": "JH 9D TD QD KD", "N": "9C TC QC KC AC",
                 "E": "AD 9H TH QH KH"}
    from euchre import Deal

    deal = Deal.from_text(dealer="W", hands=deal_text, upcard="JC")
    state = HandState.from_deal(deal)
    state = state.apply("order up")  # North orders clubs; West picks up J♣
    state = state.apply("discard JC")  # and throws the upcard itself away
    state = state.apply("play AC")  # North leads a trump
    state = state.apply("play AD")  # East cannot follow
    state = state.apply("play 9S")  # South cannot follow
    state = state.apply("play 9D")  # West, the dealer, shows no clubs
    view = state.view(state.to_act)
    samples = KnownFacts.from_view(view).sample(5, seed=1)
    assert len(samples) == 5
    for sample in samples:
        assert not int(sample[engine.HAND + Seat.WEST]) >> deal.upcard & 1


def mean_strength(facts: KnownFacts, use_inference: bool, who: Seat, suit: int,
                  seed: int) -> float:
    """Mean count (Normal's) of ``who``'s sampled hands for ``suit``."""
    from euchre.games.euchre.bots.expert_model import hand_tricks

    samples = facts.sample(150, seed=seed, use_inference=use_inference)
    return float(np.mean([hand_tricks(int(s[engine.HAND + who]), suit) for s in samples]))


def test_a_seat_that_passed_the_upcard_is_dealt_fewer_of_its_suit() -> None:
    """The bidding inference: passing the upcard in round 1 makes a strong hand in its
    suit unlikely, and ordering it up makes one likely."""
    weaker = stronger = 0
    for seed in range(12):
        state = HandState.from_seed(seed)
        first = state.to_act
        passed = state.apply("pass")  # the first bidder passes
        view = passed.view(passed.to_act)
        suit = int(view.upcard_suit)

        facts = KnownFacts.from_view(view)
        weaker += mean_strength(facts, True, first, suit, seed) < mean_strength(
            facts, False, first, suit, seed)
        ordered = state.apply("order up")  # now the dealer discards, knowing who ordered
        facts = KnownFacts.from_view(ordered.view(ordered.to_act))
        stronger += mean_strength(facts, True, first, suit, seed) > mean_strength(
            facts, False, first, suit, seed)
    assert weaker == 12
    assert stronger == 12
