"""Every figure an explanation states is true of the position (checked by an independent
oracle over thousands of random positions), and the sentences read as a learner expects."""

from __future__ import annotations

import dataclasses

import pytest
from explanation_oracle import ExplanationError, check_explanation
from positions import bot_of, random_positions

from euchre import Card, Deal, HandState, Rules, Seat, Suit
from euchre.bots.easy_habits import suit_impression
from euchre.games.euchre.bots.bidding import BidContext, decide_bid, evaluate_suit
from euchre.games.euchre.bots.easy import EasyBot
from euchre.games.euchre.bots.normal import NormalBot
from euchre.games.euchre.phases import Phase

POSITIONS = list(random_positions(hands=240, seed=2024))


@pytest.mark.parametrize("name", ["random", "easy", "normal"])
def test_every_figure_in_every_explanation_is_true(name: str) -> None:
    checked = 0
    for _, view in POSITIONS:
        decision = bot_of(name, seed=7).decide(view)
        check_explanation(view, decision)
        checked += 1
    assert checked > 4000


def test_the_oracle_catches_a_false_figure() -> None:
    """The check is not vacuous: bump one figure of a true explanation and it fails."""
    caught = 0
    for _, view in POSITIONS[:400]:
        decision = NormalBot().decide(view)
        for index, factor in enumerate(decision.explanation.factors):
            if isinstance(factor.value, bool) or not isinstance(factor.value, int):
                continue
            wrong = dataclasses.replace(factor, value=factor.value + 1)
            factors = list(decision.explanation.factors)
            factors[index] = wrong
            bad = dataclasses.replace(decision, explanation=dataclasses.replace(
                decision.explanation, factors=tuple(factors)))
            with pytest.raises(ExplanationError):
                check_explanation(view, bad)
            caught += 1
    assert caught > 300


def test_normal_bids_agree_with_the_count_it_states() -> None:
    """The stated count is the bidding function's, and the bid follows from it."""
    bids = 0
    for _, view in POSITIONS:
        if view.phase not in (Phase.BIDDING_ROUND_1, Phase.BIDDING_ROUND_2):
            continue
        decision = NormalBot().decide(view)
        factors = {f.name: f.value for f in decision.explanation.factors}
        context = BidContext.from_view(view)
        suit = Suit.parse(factors["trump_suit"])
        evaluation = evaluate_suit(view.hand, suit, context)
        assert factors["strength"] == round(evaluation.strength, 1)
        assert factors["needed"] == round(evaluation.needed, 1)
        if decision.action.text == "pass":
            assert evaluation.strength < evaluation.needed
        elif not context.dealer_is_stuck:
            assert evaluation.strength >= evaluation.needed
        if context.round == 2:
            others = [evaluate_suit(view.hand, other, context) for other in Suit
                      if other != view.turned_down]
            best = max(o.strength - o.needed for o in others)
            assert evaluation.strength - evaluation.needed == pytest.approx(best)
        assert decide_bid(view.hand, context).action == decision.action
        bids += 1
    assert bids > 500


def test_easy_names_its_longest_suit_in_round_two() -> None:
    named = 0
    for _, view in POSITIONS:
        if view.phase is not Phase.BIDDING_ROUND_2:
            continue
        decision = EasyBot().decide(view)
        suit = Suit.parse(decision.explanation.factor("trump_suit").value)
        longest = max(suit_impression(view.hand, s)[0] for s in Suit if s != view.turned_down)
        assert suit_impression(view.hand, suit)[0] == longest
        named += 1
    assert named > 30


def _view_after(deal: Deal, actions: list[str], rules: Rules | None = None):
    state = HandState.from_deal(deal, rules)
    for action in actions:
        state = state.apply(action)
    return state.view(state.to_act)


STRONG_HEARTS = Deal.from_text(
    dealer="E",
    hands={"S": "JH JD AH AS 9C", "W": "9H TH KH QS JC", "N": "9D TD QD KD AD",
           "E": "9S TS KS AC KC"},
    upcard="QH",
)


def test_normal_says_what_it_counted_in_words() -> None:
    decision = NormalBot().decide(_view_after(STRONG_HEARTS, []))
    summary = decision.explanation.summary
    assert decision.action.text == "order up"
    assert "three trumps (J♥, J♦ and A♥)" in summary
    assert "the right bower J♥" in summary and "the left bower J♦" in summary
    assert "one off-suit ace (A♠)" in summary
    assert "the opponent dealer East would pick up Q♥" in summary


def test_easy_speaks_in_simple_impressions() -> None:
    deal = Deal.from_text(
        dealer="E",
        hands={"S": "AH 9H QS TC 9D", "W": "TH KH JD QC JC", "N": "9S TS KS AS KD",
               "E": "JH AC KC TD AD"},
        upcard="QH",
    )
    decision = EasyBot().decide(_view_after(deal, []))
    assert decision.action.text == "order up"
    assert decision.explanation.summary == "I order up ♥: I have two hearts with the ace."


def test_a_lone_card_is_explained_as_the_only_legal_card() -> None:
    state = HandState.from_deal(STRONG_HEARTS)
    for action in ["order up", "discard 9S", "play AS"]:
        state = state.apply(action)
    # West holds one spade (Q♠) and must follow with it.
    view = state.view(Seat.WEST)
    decision = NormalBot().decide(view)
    assert decision.action.card == Card.parse("QS")
    assert decision.explanation.summary == "I play Q♠, my only legal card."


def test_a_corrupted_summary_figure_is_caught() -> None:
    view = _view_after(STRONG_HEARTS, [])
    decision = NormalBot().decide(view)
    bad = dataclasses.replace(decision, explanation=dataclasses.replace(
        decision.explanation, summary=decision.explanation.summary + " I hold four aces."))
    with pytest.raises(ExplanationError, match="figures"):
        check_explanation(view, bad)
