"""Expert bids what it makes: a contract whose average beats the other calls but which its
deals make too rarely (a sacrifice over the standing bid, a rescue of its partner's) is
not called, and Expert says so with the true figures."""

from __future__ import annotations

import numpy as np
import pytest

from euchre.games.five_hundred import FiveHundredHand
from euchre.games.five_hundred.actions import Kind
from euchre.games.five_hundred.bots.expert import (
    ExpertFiveHundredBot,
    make_floor,
    make_rates,
)

# Auctions where the old Expert called nine (or open misère) and went down: partners
# outbidding each other, and a bid over the opponents' nine hearts.
CONTESTED = {
    "partner's 9♠": ("1:deal:17", "pass", "bid 6H", "pass", "bid 7S", "bid 7H", "bid 8S",
                     "bid 8D", "bid 9S"),
    "over 9♥ (a)": ("1:deal:90", "bid 7C", "pass", "bid 7H", "pass", "bid 8C", "bid 8H",
                    "bid 9C", "bid 9H"),
    "over 9♥ (b)": ("1:deal:100", "bid 7D", "pass", "bid 7H", "pass", "bid 8D", "bid 8H",
                    "bid 9D", "bid 9H"),
}


@pytest.mark.parametrize("auction", list(CONTESTED), ids=list(CONTESTED))
def test_expert_calls_only_contracts_its_deals_make_and_says_what_it_declined(auction: str):
    seed, *calls = CONTESTED[auction]
    hand = FiveHundredHand.from_seed(seed)
    for call in calls:
        hand = hand.apply(call)
    view = hand.view(hand.to_act)
    decision = ExpertFiveHundredBot(seed=1).decide(view)
    simulation, tricks, clean = ExpertFiveHundredBot(seed=1).estimate_auction(view)
    rates = make_rates(simulation.actions, tricks, clean)
    means = simulation.means()
    chosen = simulation.actions.index(decision.action)
    if decision.action.kind is Kind.BID:
        assert rates[chosen] >= make_floor(decision.action.bid)
    best = int(np.argmax(means))
    assert means[best] > means[chosen], "the best average is a contract too rarely made"
    declined = simulation.actions[best].bid
    assert rates[best] < make_floor(declined)
    said = decision.explanation.factor("make_floor")
    assert said.value == make_floor(declined)
    assert said.text == (f"{declined.label} is made in only {100 * rates[best]:.0f}% of the "
                         "deals, and I bid a contract only when it is made in at least "
                         f"{100 * make_floor(declined):.0f}% of them")
    assert said.text[1:] in decision.explanation.summary


def test_the_make_floor_is_higher_for_nine_ten_and_open_misere():
    from euchre.games.five_hundred.bids import MISERE, OPEN_MISERE, Bid

    assert make_floor(Bid.parse("8NT")) == make_floor(MISERE) < make_floor(Bid.parse("9S"))
    assert make_floor(Bid.parse("10H")) == make_floor(OPEN_MISERE) == make_floor(Bid.parse("9S"))


def test_a_pass_is_valued_by_the_contract_the_others_then_reach():
    """South opens with nothing: after a pass the others call on and the hand is played,
    so the pass is worth what they make (below 0 here), not 0; every deal's figure is its
    contract played out, and Expert says what follows a pass."""
    from euchre.games.five_hundred import PASS
    from euchre.games.five_hundred.bots.expert import PARTNERS, THEIRS, THROWN_IN
    from euchre.seats import Seat
    from tests.games.five_hundred.deals import deal_with, start

    deal = deal_with(dealer="E", S="8D 9D TD 8C 9C TC 8S 9S TS 8H")
    view = start(deal).view(Seat.SOUTH)
    expert = ExpertFiveHundredBot(seed=3, bid_samples=48)
    estimate = expert.auction_estimate(view)
    j = estimate.simulation.actions.index(PASS)
    margins = estimate.simulation.margins[:, j]
    ends, made = estimate.ends[:, j], estimate.made[:, j]
    assert margins.mean() < 0, "the others buy the contract and make it more often than not"
    assert np.all(margins[ends == THROWN_IN] == 0), "a hand thrown in scores nothing"
    assert np.all(margins[(ends == THEIRS) & made] < 0)
    assert np.all(margins[(ends == PARTNERS) & made] > 0)
    assert np.sum(ends == THEIRS) > np.sum(ends == THROWN_IN)
    decision = expert.decide(view)
    said = decision.explanation.factor("after_pass")
    assert said.value == round(float(margins.mean()), 1)
    assert said.text.startswith("after a pass the other players call on")
    assert f"East–West win the auction in {int(np.sum(ends == THEIRS))} of 48 deals" in said.text
