"""What Normal says about its count is what it compares: the figures in its bidding
sentence and its decision agree, right at the threshold too."""

from __future__ import annotations

import re
from decimal import Decimal

from euchre import Deal, HandState
from euchre.games.euchre.bots.normal import NormalBot
from euchre.games.euchre.phases import Phase

COUNT = re.compile(r"my count comes to (-?\d+\.\d) tricks")
NEEDED = re.compile(r"I want (\d+\.\d) to")
BIDDING = (Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2)


def _stated(summary: str) -> tuple[Decimal, Decimal]:
    count, needed = COUNT.search(summary), NEEDED.search(summary)
    assert count and needed, summary
    return Decimal(count.group(1)), Decimal(needed.group(1))


def test_a_count_on_the_threshold_orders_up() -> None:
    """K♣ K♦ A♦ 9♥ J♠ under Q♣ with East dealing counts exactly 2.4, what South wants."""
    deal = Deal.from_text(
        dealer="E",
        hands={"S": "KC KD AD 9H JS", "W": "9S TS QS KS AS", "N": "9D TD QD JD JH",
               "E": "TC AC TH QH KH"},
        upcard="QC",
    )
    state = HandState.from_deal(deal)
    decision = NormalBot().decide(state.view(state.to_act))
    count, needed = _stated(decision.explanation.summary)
    assert (count, needed) == (Decimal("2.4"), Decimal("2.4"))
    assert decision.action.text == "order up", decision.explanation.summary


def test_the_stated_figures_decide_the_bid_over_many_hands() -> None:
    """Over thousands of bids: a pass states a count below what is wanted, a bid (other
    than a stuck dealer's) a count that reaches it."""
    normal = NormalBot()
    checked = on_threshold = 0
    for seed in range(1500):
        state = HandState.from_seed(f"normal-count:{seed}")
        while state.phase in BIDDING:
            view = state.view(state.to_act)
            decision = normal.decide(view)
            count, needed = _stated(decision.explanation.summary)
            stuck = "I am stuck as dealer" in decision.explanation.summary
            if decision.action.text == "pass":
                assert count < needed, decision.explanation.summary
            elif not stuck:
                assert count >= needed, decision.explanation.summary
            checked += 1
            on_threshold += count == needed
            if "pass" not in {action.text for action in state.legal_actions()}:
                break
            state = state.apply("pass")
    assert checked > 10000
    assert on_threshold > 100
