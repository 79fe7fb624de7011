"""The miner's margin rule: a card is kept only when it is clearly best, twice over."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from euchre import Deal, HandState, Seat, Suit, play
from euchre.bots.base import OptionValue
from euchre.games.euchre.bots.expert import steady_expert
from euchre.games.euchre.view import SeatView
from lessons.euchre.positions import bid_to_trump
from lessons.euchre.puzzles.miner import Evaluators, confirmed
from lessons.kit.margin import (
    CLEAR_MARGIN_SE,
    CONFIRM_SAMPLES,
    MIN_GAP,
    SCREEN_SAMPLES,
    difficulty_tier,
    judge,
)
from lessons.kit.themes import Tier


def option(card: str, points: float, paired: float, samples: int = 240) -> OptionValue:
    return OptionValue(play(card), points, 0.1, samples, paired)


def test_a_clear_best_card_passes() -> None:
    verdict = judge([option("KC", 0.2, 0.05), option("AC", 1.0, 0.0), option("9C", -0.5, 0.1)])
    assert verdict.clear and verdict.best.action == play("AC")
    assert verdict.runner_up.action == play("KC")
    assert verdict.gap == pytest.approx(0.8) and verdict.noise == 0.05


def test_a_near_tie_within_the_noise_is_not_clear() -> None:
    # 0.3 points ahead, but the paired error is 0.1: 3 standard errors, not 4.
    verdict = judge([option("AC", 1.0, 0.0), option("KC", 0.7, 0.1)])
    assert not verdict.clear
    assert 0.7 + CLEAR_MARGIN_SE * 0.1 > 1.0


def test_a_sure_but_tiny_gap_is_not_clear() -> None:
    # far beyond the noise, but less than MIN_GAP points: not worth a puzzle
    verdict = judge([option("AC", 1.0, 0.0), option("KC", 1.0 - MIN_GAP / 2, 0.001)])
    assert not verdict.clear


def test_every_other_card_must_be_beaten_not_only_the_runner_up() -> None:
    values = [option("AC", 1.0, 0.0), option("KC", 0.2, 0.05), option("9C", 0.1, 0.3)]
    verdict = judge(values)
    assert verdict.runner_up.action == play("KC")
    assert not verdict.clear  # 9♣ is 0.9 behind but with a paired error of 0.3


def test_values_from_separate_simulations_are_refused() -> None:
    with pytest.raises(ValueError, match="paired error"):
        judge([option("AC", 1.0, 0.0), OptionValue(play("KC"), 0.2, 0.1, 240, None)])
    with pytest.raises(ValueError, match="two legal cards"):
        judge([option("AC", 1.0, 0.0)])


@dataclass
class Figures:
    """An evaluator that answers with given values (to test the two looks of the rule)."""

    values: list[OptionValue]

    def evaluate(self, view: SeatView) -> tuple[OptionValue, ...]:
        return tuple(self.values)


CLEAR = [option("AC", 1.0, 0.0), option("KC", 0.2, 0.05)]
NEAR_TIE = [option("AC", 1.0, 0.0), option("KC", 0.8, 0.1)]
OTHER_CARD = [option("KC", 1.0, 0.0), option("AC", 0.2, 0.05)]


def test_a_position_is_kept_only_when_both_looks_agree() -> None:
    view = tied_position()
    assert confirmed(view, Evaluators(Figures(CLEAR), Figures(CLEAR))) is not None
    assert confirmed(view, Evaluators(Figures(NEAR_TIE), Figures(CLEAR))) is None
    assert confirmed(view, Evaluators(Figures(CLEAR), Figures(NEAR_TIE))) is None
    assert confirmed(view, Evaluators(Figures(CLEAR), Figures(OTHER_CARD))) is None


def tied_position() -> SeatView:
    """West leads the 9♦ (hearts trump); South holds K♦ Q♦, its only diamonds: whichever
    South plays, the other is the same card for the rest of the hand."""
    hands = {"S": "KD QD AC JH KS", "W": "9D TC JC 9C TS", "N": "QH KH 9H AD QS",
             "E": "QC KC AH TH 9S"}
    deal = Deal.from_text("S", hands, "AS")
    state = bid_to_trump(HandState.from_deal(deal), Suit.HEARTS, Seat.WEST)
    state = state.apply(play("9D"), seat=Seat.WEST)
    state = state.apply(play("AD"), seat=Seat.NORTH)
    state = state.apply(play("TH"), seat=Seat.EAST)
    view = state.view(Seat.SOUTH)
    assert {action.card.text for action in view.legal_actions} == {"KD", "QD"}
    return view


def test_a_real_near_tie_is_never_kept() -> None:
    view = tied_position()
    values = steady_expert(3, SCREEN_SAMPLES).evaluate(view)
    assert values[0].expected_points == values[1].expected_points  # the same card
    evaluators = Evaluators(steady_expert(3, SCREEN_SAMPLES), steady_expert(4, CONFIRM_SAMPLES))
    assert confirmed(view, evaluators) is None


def test_tiers_follow_the_gap_and_the_trick() -> None:
    assert difficulty_tier(1.5, 3) is Tier.BEGINNER
    assert difficulty_tier(1.5, 1) is Tier.INTERMEDIATE
    assert difficulty_tier(0.7, 3) is Tier.INTERMEDIATE
    assert difficulty_tier(0.7, 1) is Tier.ADVANCED
    assert difficulty_tier(0.3, 4) is Tier.ADVANCED
