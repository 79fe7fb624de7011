"""The Expert as dealer in round 1 counts its hand with the upcard it would pick up, and
says so, in its explanations and in the feedback of a bidding drill."""

from __future__ import annotations

from itertools import islice

from explanation_oracle import check_hand_facts, is_trump
from positions import random_positions

from euchre import Card
from euchre.games.euchre.bots.expert import steady_expert
from euchre.games.euchre.phases import Phase
from lessons.euchre.bidding import build_drill
from lessons.euchre.themes import EuchreTheme
from lessons.kit.themes import Tier

SAMPLES = 8


def test_the_dealer_pickup_drill_counts_both_bowers_with_the_upcard() -> None:
    """The drill of the Train key (bidding, advanced, dealer pick-up, 2014636194): the
    learner deals with J♠ in hand and J♣ turned up."""
    drill = build_drill(2014636194, Tier.ADVANCED, EuchreTheme.DEALER_PICKUP,
                        steady_expert(2024, 3 * SAMPLES))
    view = drill.view
    assert view.seat == view.dealer and view.upcard == Card.parse("JC")
    assert Card.parse("JS") in view.hand
    feedback = drill.grade(drill.options[0])
    reasons = feedback.bot_explanation
    assert ("With the upcard J♣ I would hold 2 trumps (♣) including the right bower and the "
            "left bower.") in reasons
    assert "- After picking up J♣ and discarding" in reasons
    assert "I hold 1 trump" not in reasons


def test_the_dealers_stated_counts_include_the_upcard() -> None:
    """Over many round-1 positions of the dealer: the trumps stated are those in hand plus
    the upcard (five at most), and every hand fact is true of the hand after the pick-up."""
    positions = (view for _, view in random_positions(hands=120, seed=77)
                 if view.phase is Phase.BIDDING_ROUND_1 and view.seat == view.dealer)
    checked = 0
    for view in islice(positions, 30):
        decision = steady_expert(checked, SAMPLES).decide(view)
        check_hand_facts(view, decision)
        factors = {factor.name: factor for factor in decision.explanation.factors}
        suit = view.upcard_suit
        with_upcard = sum(is_trump(card, suit) for card in (*view.hand, view.upcard))
        assert factors["trumps"].value == min(with_upcard, 5), factors["trumps"].text
        assert view.upcard.symbol in factors["trumps"].text
        assert not factors["counted_hand"].public and not factors["trumps"].public
        checked += 1
    assert checked == 30
