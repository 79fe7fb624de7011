"""The drop-out decision at every level: a hand that cannot take a trick drops out, Normal
weighs the race to zero, and the maker is never asked."""

from __future__ import annotations

import pytest

from euchre.games.buck import BuckHand, BuckPhase, Player
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from euchre.games.buck.bots import make_bot
from euchre.games.buck.bots.expert import ExpertBuckBot
from euchre.games.buck.bots.normal import NormalBuckBot
from tests.games.buck.deals import deal, hand_of, run

# East deals and turns up 9♥; West orders up and holds the five top hearts. South, first
# to decide, holds nothing that can take a trick.
HOPELESS = deal("E", south="9S TS 9C TC 9D", west="JH JD AH KH QH", north="AD KD QD TD AC",
                east="AS KS QS KC QC", upcard="9H")
# The same, but South holds the ace and king of spades: a trick or so, bucked about one
# time in three (Normal: staying gains about -0.6).
MARGINAL = deal("E", south="AS KS 9C TC 9D", west="JH JD AH KH QH", north="AD KD QD TD AC",
                east="9S TS QS KC QC", upcard="9H")


def south_to_decide(the_deal) -> BuckHand:
    hand = run(hand_of(the_deal), "pass", "order up", "discard QC")
    assert hand.phase is BuckPhase.DROP_OUT and hand.to_act is Player.SOUTH
    assert hand.maker is Player.WEST
    return hand


@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
def test_a_hand_that_cannot_take_a_trick_drops_out(level: str):
    view = south_to_decide(HOPELESS).view(Player.SOUTH)
    decision = make_bot(level, seed=1).decide(view)
    assert decision.action is DROP_OUT
    assert decision.explanation.summary.startswith(("I drop out", "In "))


def test_expert_values_staying_in_with_a_hopeless_hand_near_minus_five():
    view = south_to_decide(HOPELESS).view(Player.SOUTH)
    options = {option.action: option for option in ExpertBuckBot(seed=1).decide(view)
               .explanation.options}
    assert options[DROP_OUT].expected_points == 0
    assert options[STAY_IN].expected_points <= -4.5
    assert options[STAY_IN].samples > 0


def normal_choice(score: tuple[int, int, int, int]):
    view = south_to_decide(MARGINAL).view(Player.SOUTH, score=score)
    return NormalBuckBot(seed=1).decide(view)


def test_normal_drops_a_marginal_hand_early_in_the_game():
    decision = normal_choice((25, 25, 25, 25))
    named = {factor.name: factor for factor in decision.explanation.factors}
    assert decision.action is DROP_OUT
    assert -1.0 < named["expected_gain"].value < 0
    assert named["stay_threshold"].value == 0
    assert "I stay in when staying gains at least +0.00" in decision.explanation.summary


def test_normal_stays_in_with_the_same_hand_near_zero_or_far_behind_a_leader():
    near = normal_choice((4, 20, 20, 20))
    assert near.action is STAY_IN
    assert "my count is 4" in near.explanation.summary
    behind = normal_choice((25, 20, 5, 20))
    assert behind.action is STAY_IN
    assert "20 points behind a player at 5" in behind.explanation.summary


def test_normal_plays_safe_well_ahead():
    ahead = normal_choice((12, 22, 25, 21))
    named = {factor.name: factor for factor in ahead.explanation.factors}
    assert ahead.action is DROP_OUT
    assert named["stay_threshold"].value == 0.5
    assert "I lead the race by 9 points" in ahead.explanation.summary


@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
def test_the_maker_is_never_asked_to_drop_out(level: str):
    makers = 0
    for index in range(6 if level == "expert" else 40):
        bots = {seat: make_bot(level, seed=seat) for seat in Player}
        hand = BuckHand.from_seed(f"maker-never-asked:{index}")
        while not hand.is_over:
            view = hand.view(hand.to_act)
            if view.phase is BuckPhase.DROP_OUT:
                assert view.seat != view.maker
            hand = hand.apply(bots[hand.to_act].decide(view).action, hand.to_act)
        if hand.maker is not None:
            makers += 1
            assert hand.maker not in hand.dropped
    assert makers


# East deals and turns up J♠; everyone passes, South names hearts holding the five top
# hearts. West and North drop out; East, last to decide, holds nothing.
LAST_TO_DECIDE = deal("E", south="JH JD AH KH QH", west="AD KD QD TD AC",
                      north="AS KS QS KC QC", east="9S TS 9C TC 9D", upcard="JS")


def test_normal_never_leaves_the_maker_alone_to_take_all_five():
    hand = run(hand_of(LAST_TO_DECIDE), "pass", "pass", "pass", "pass", "name H",
               "drop out", "drop out")
    assert hand.phase is BuckPhase.DROP_OUT and hand.to_act is Player.EAST
    decision = NormalBuckBot(seed=1).decide(hand.view(Player.EAST))
    assert decision.action is STAY_IN
    assert "South is left alone, takes all five tricks and wins the game at once" in (
        decision.explanation.summary)
    named = {factor.name: factor for factor in decision.explanation.factors}
    assert named["expected_gain"].value < -3
