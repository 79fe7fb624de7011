"""Buck Euchre bidding drills: real engine positions at South's bid (round 1 or round 2),
graded by the Expert's figures with the other drills' robustness rule."""

from __future__ import annotations

import pytest

from euchre.actions import ORDER_UP, PASS, ActionKind, name_trump
from euchre.bots import Decision, Explanation, Factor, OptionValue
from euchre.cards import Suit
from euchre.games.buck import BuckHand, BuckPhase, Player
from lessons.buck.bid import BidDrill, bid_position, build_bid_drill
from lessons.buck.families import BID
from lessons.buck.themes import BuckTheme
from lessons.kit.families import ExerciseKey, generate, themes_for
from lessons.kit.simulated import MIN_GAP
from lessons.kit.themes import Tier

CASES = [(tier, seed) for tier in Tier for seed in range(6)]
SAMPLES = 80  # the Expert's deals per drill in these tests


class FixedGains:
    """A stand-in for the Buck Expert: the points each kind of bid is expected to take off
    its count (a pass, ordering up, naming a suit: by suit), with the given errors."""

    def __init__(self, gains: dict[object, float], error: float = 0.05,
                 paired: float = 0.05) -> None:
        self.gains, self.error, self.paired = gains, error, paired

    def gain(self, action) -> float:
        if action.kind is ActionKind.NAME_TRUMP:
            return self.gains.get(action.suit, self.gains.get("name", 0.0))
        return self.gains[action.kind]

    def decide(self, view) -> Decision:
        best = max(view.legal_actions, key=self.gain)
        values = tuple(OptionValue(action, self.gain(action), self.error, 300,
                                   0.0 if action == best else self.paired)
                       for action in view.legal_actions)
        explanation = Explanation("fixed figures", (
            Factor("samples", 300, "300 deals"), Factor("trumps", 2, "two trumps in hand")),
            values)
        return Decision(view.seat, best, explanation)


def _replayed(hand: BuckHand) -> BuckHand:
    replay = BuckHand.from_deal(hand.deal, hand.rules)
    for player, action in hand.history:
        replay = replay.apply(action, seat=player)
    return replay


@pytest.mark.parametrize(("tier", "seed"), CASES)
def test_positions_are_engine_hands_at_souths_bid(tier: Tier, seed: int) -> None:
    hand, scores, theme = bid_position(seed, tier)
    assert theme in themes_for(BID, tier)
    assert _replayed(hand) == hand
    assert hand.to_act is Player.SOUTH and not hand.clubs_turned
    assert len(scores) == 4 and all(0 < count <= 25 for count in scores)
    if theme is BuckTheme.BID_ORDER_UP:
        assert hand.phase is BuckPhase.BIDDING_ROUND_1
        assert set(hand.legal_actions()) == {PASS, ORDER_UP}
    else:
        assert hand.phase is BuckPhase.BIDDING_ROUND_2
        assert (Player.SOUTH, PASS) in hand.bids, "South passed the upcard"
        named = {action.suit for action in hand.legal_actions() if action != PASS}
        assert named == set(Suit) - {hand.turned_down}
    if tier is Tier.BEGINNER:
        assert scores == (25, 25, 25, 25) and hand.dealer is Player.EAST
        assert not hand.bids, "a beginner is asked first"
    assert bid_position(seed, tier) == (hand, scores, theme), "rebuilt from its seed"


def test_themes_by_tier() -> None:
    assert themes_for(BID, Tier.BEGINNER) == (BuckTheme.BID_ORDER_UP,)
    assert set(themes_for(BID, Tier.ADVANCED)) == {BuckTheme.BID_ORDER_UP,
                                                   BuckTheme.BID_NAME_TRUMP}
    for seed in range(3):
        hand, _, theme = bid_position(seed, Tier.INTERMEDIATE, BuckTheme.BID_NAME_TRUMP)
        assert theme is BuckTheme.BID_NAME_TRUMP and hand.phase is BuckPhase.BIDDING_ROUND_2


def test_a_clear_lead_is_graded_with_the_bids_in_words() -> None:
    expert = FixedGains({ActionKind.PASS: 0.2, ActionKind.ORDER_UP: -3.1})
    drill = build_bid_drill(1, Tier.BEGINNER, None, expert)
    assert isinstance(drill, BidDrill) and drill.clear
    upcard = drill.view.upcard.symbol
    assert drill.label("order up") == f"Order up {upcard}" and drill.label("pass") == "Pass"
    assert f"{upcard} is turned up. Order it up, or pass?" in drill.prompt
    assert drill.scene.upcard == drill.view.upcard and drill.scene.hand == drill.view.hand
    right = drill.grade("pass")
    assert right.correct is True
    assert right.headline.startswith(f"Right: Pass is worth +0.20 points, 3.30 more than "
                                     f"Order up {upcard}")
    wrong = drill.grade("order up")
    assert wrong.correct is False
    assert wrong.headline == (f"The Expert would pass: +0.20 points against -3.10 for order "
                              f"up {upcard} — 3.30 points lost on average.")
    assert "as maker, set" in wrong.reasons[0]
    assert "Two trumps in hand" in drill.explanation
    with pytest.raises(ValueError):
        drill.grade("name S")


def test_round_two_offers_the_three_other_suits() -> None:
    expert = FixedGains({ActionKind.PASS: 0.0, "name": -1.0, Suit.SPADES: 1.2,
                         Suit.CLUBS: 1.1})
    drill = build_bid_drill(2, Tier.ADVANCED, BuckTheme.BID_NAME_TRUMP, expert)
    turned = drill.view.turned_down
    assert len(drill.options) == 4 and name_trump(turned).text not in drill.options
    assert f"not {turned.symbol}" in drill.prompt
    labels = {drill.label(option) for option in drill.options}
    assert labels == {"Pass"} | {f"Name {suit.symbol}" for suit in Suit if suit != turned}
    if turned not in (Suit.SPADES, Suit.CLUBS):
        assert not drill.clear, "0.1 points between ♠ and ♣ is inside the smallest gap"
        assert drill.grade(name_trump(Suit.CLUBS).text).correct is None
        assert drill.grade("pass").correct is False


def test_a_near_tie_is_a_judgment_call() -> None:
    expert = FixedGains({ActionKind.PASS: 0.0, ActionKind.ORDER_UP: MIN_GAP / 2})
    drill = build_bid_drill(3, Tier.BEGINNER, None, expert)
    assert not drill.clear
    assert all(drill.grade(option).headline.startswith("A judgment call: ")
               for option in drill.options)


def test_the_catalog_builds_bid_drills() -> None:
    key = ExerciseKey(BID, Tier.INTERMEDIATE, BuckTheme.BID_NAME_TRUMP, 5)
    drill = generate(key, FixedGains({ActionKind.PASS: 0.0, "name": 0.5}))
    assert isinstance(drill, BidDrill) and drill.view.phase is BuckPhase.BIDDING_ROUND_2
    with pytest.raises(ValueError):
        generate(key)


def test_drills_graded_by_the_buck_expert_keep_its_figures() -> None:
    from euchre.games.buck.bots.expert import ExpertBuckBot

    graded = 0
    for seed, theme in ((0, BuckTheme.BID_ORDER_UP), (1, BuckTheme.BID_NAME_TRUMP)):
        drill = build_bid_drill(seed, Tier.ADVANCED, theme,
                                ExpertBuckBot(seed=7, bid_samples=SAMPLES))
        decision = ExpertBuckBot(seed=7, bid_samples=SAMPLES).decide(drill.view)
        assert set(drill.values) == set(decision.explanation.options)
        assert set(drill.options) == {action.text for action in drill.view.legal_actions}
        assert all(value.samples == SAMPLES for value in drill.values)
        points = [value.expected_points for value in drill.values]
        assert points == sorted(points, reverse=True)
        if drill.clear:
            graded += 1
            assert drill.best.action == decision.action
            assert drill.grade(decision.action.text).correct is True
    assert graded
