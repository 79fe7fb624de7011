"""Cutthroat drills: real engine positions at South's bid, the dummy-or-alone choice, the
merge with the dummy and the defend-alone call, graded by the Expert's figures with every
drill's robustness rule."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from euchre.actions import DEFEND_ALONE, ORDER_UP, PASS, ActionKind, discard
from euchre.bots import Decision, Explanation, Factor, OptionValue
from euchre.cards import Suit, is_trump
from euchre.games.cutthroat import CutthroatHand, CutthroatPhase, Player
from euchre.games.cutthroat.actions import GO_ALONE, TAKE_DUMMY
from lessons.cutthroat.choices import (
    BidDrill,
    DefendDrill,
    DummyDrill,
    build_bid_drill,
    build_defend_drill,
    build_dummy_drill,
    choice_position,
)
from lessons.cutthroat.families import BID, DEFEND, DUMMY, FAMILIES, KEEP
from lessons.cutthroat.merge import OFFERED, Keep, KeepDrill, build_keep_drill, keep_position
from lessons.cutthroat.themes import CutthroatTheme as T
from lessons.kit.families import ExerciseKey, generate, themes_for
from lessons.kit.simulated import MIN_GAP
from lessons.kit.themes import Tier

P = CutthroatPhase
SOUTH = Player.SOUTH
SAMPLES = 40  # the Expert's deals per drill in these tests
PHASES = {"bid": (P.BIDDING_ROUND_1, P.BIDDING_ROUND_2), "dummy": (P.MAKER_CHOICE,),
          "defend": (P.DEFEND_ALONE,)}


class FixedValues:
    """A stand-in for the Cutthroat Expert: each call's margin by its kind, its errors, and
    its pick (the best)."""

    def __init__(self, values: dict, error: float = 0.05, paired: float = 0.05) -> None:
        self.values, self.error, self.paired = values, error, paired

    def _value(self, action) -> float:
        return self.values.get(action.kind, self.values.get("other", 0.0))

    def decide(self, view) -> Decision:
        best = max(view.legal_actions, key=self._value)
        values = tuple(OptionValue(action, self._value(action), self.error, 300,
                                   0.0 if action is best else self.paired)
                       for action in view.legal_actions)
        explanation = Explanation("fixed figures", (
            Factor("samples", 300, "300 deals"), Factor("trumps", 2, "two trumps held")),
            values)
        return Decision(view.seat, best, explanation)


def _replayed(hand: CutthroatHand) -> CutthroatHand:
    replay = CutthroatHand.from_deal(hand.deal, hand.rules)
    for player, action in hand.history:
        replay = replay.apply(action, seat=player)
    return replay


def _trumps(hand: CutthroatHand) -> int:
    return sum(is_trump(card, hand.trump) for card in hand.hand(SOUTH))


# ---- positions -------------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "tier", "seed"),
                         list(itertools.product(("bid", "dummy", "defend"), Tier, range(3))))
def test_positions_are_engine_hands_at_a_call_of_south(kind: str, tier: Tier,
                                                        seed: int) -> None:
    hand, theme = choice_position(kind, seed, tier)
    assert _replayed(hand) == hand, "every earlier call was legal"
    assert hand.to_act is SOUTH and hand.phase in PHASES[kind]
    assert choice_position(kind, seed, tier) == (hand, theme), "rebuilt from its seed"
    if kind == "bid":
        assert (hand.phase is P.BIDDING_ROUND_2) is (theme is T.NAME_SUIT)
        if tier is Tier.BEGINNER:
            assert theme is T.ORDER_UP and hand.bids == (), "a beginner bids first"
        if theme is T.NAME_SUIT:
            assert [action for _, action in hand.bids[:3]] == [PASS] * 3
    elif kind == "dummy":
        assert theme is T.DUMMY_OR_ALONE and hand.maker is SOUTH
        assert set(hand.legal_actions()) == {TAKE_DUMMY, GO_ALONE}
        if tier is Tier.ADVANCED:
            assert _trumps(hand) >= 3
    else:
        assert theme is T.DEFEND_ALONE and hand.maker is not SOUTH
        assert set(hand.legal_actions()) == {PASS, DEFEND_ALONE}
        if tier is Tier.ADVANCED:
            assert _trumps(hand) >= 2


@pytest.mark.parametrize(("tier", "seed"), list(itertools.product(Tier, range(3))))
def test_merge_positions_give_south_ten_cards_after_taking_the_dummy(tier: Tier,
                                                                     seed: int) -> None:
    hand, theme, _ = keep_position(seed, tier)
    assert _replayed(hand) == hand and theme is T.KEEP_FIVE
    assert hand.phase is P.DUMMY_DISCARD and hand.to_act is SOUTH and hand.maker is SOUTH
    assert len(hand.hand(SOUTH)) == 10 and hand.took_dummy and not hand.maker_discards
    if tier is Tier.BEGINNER:
        assert hand.dealer is not SOUTH
    assert keep_position(seed, tier)[0] == hand


def test_themes_by_tier() -> None:
    assert themes_for(BID, Tier.BEGINNER) == (T.ORDER_UP,)
    assert set(themes_for(BID, Tier.ADVANCED)) == {T.ORDER_UP, T.NAME_SUIT}
    assert [themes_for(family, tier) for family in (DUMMY, KEEP, DEFEND) for tier in Tier] == [
        (T.DUMMY_OR_ALONE,)] * 3 + [(T.KEEP_FIVE,)] * 3 + [(T.DEFEND_ALONE,)] * 3
    for seed in range(3):
        hand, theme = choice_position("bid", seed, Tier.INTERMEDIATE, T.NAME_SUIT)
        assert theme is T.NAME_SUIT and hand.turned_down == hand.upcard.suit


# ---- grading by fixed figures --------------------------------------------------------------


def test_a_bid_drill_keeps_the_experts_values_best_first_and_grades_a_clear_lead() -> None:
    expert = FixedValues({ActionKind.ORDER_UP: 1.3, ActionKind.PASS: -0.4})
    drill = build_bid_drill(2, Tier.BEGINNER, None, expert)
    assert isinstance(drill, BidDrill) and drill.clear
    assert [value.action for value in drill.values] == [ORDER_UP, PASS]
    up = drill.view.upcard.symbol
    assert drill.label("order up") == f"Order up {up}" and drill.label("pass") == "Pass"
    assert f"turns up the {up}" in drill.prompt and "Order it up or pass?" in drill.prompt
    assert drill.scene.hand == drill.view.hand and drill.scene.upcard == drill.view.upcard
    assert drill.scene.bids == () and drill.scene.dealer is Player.EAST
    right = drill.grade("order up")
    assert right.correct is True
    assert right.headline.startswith(f"Right: Order up {up} is worth +1.30 points, 1.70 more "
                                     "than Pass")
    wrong = drill.grade("pass")
    assert wrong.correct is False
    assert wrong.headline == (f"The Expert would order up {up}: +1.30 points against -0.40 "
                              "for pass — 1.70 points lost on average.")
    assert "After a pass the others bid on" in wrong.reasons[0]
    assert "your points minus the average of the other two players'" in wrong.reasons[0]
    assert "Two trumps held" in drill.explanation and "300 deals" not in drill.explanation
    with pytest.raises(ValueError):
        drill.grade("go alone")


def test_a_near_tie_is_a_judgment_call_and_a_clearly_worse_choice_is_wrong() -> None:
    gap = MIN_GAP / 2
    drill = build_dummy_drill(1, Tier.BEGINNER, None,
                              FixedValues({TAKE_DUMMY.kind: gap, GO_ALONE.kind: 0.0}))
    assert isinstance(drill, DummyDrill) and not drill.clear
    for option in drill.options:
        feedback = drill.grade(option)
        assert feedback.correct is None
        assert feedback.headline.startswith("A judgment call: take the dummy and go alone")
    assert drill.label("take dummy") == "Take the dummy" and drill.label("go alone") == \
        "Go alone"
    assert "Take the dummy" in drill.prompt and f"then {Player.WEST.label} leads" in \
        drill.prompt
    note = drill.grade("go alone").reasons[0]
    assert "Going alone scores the same as taking the dummy" in note


def test_a_defend_drill_names_the_maker_and_says_when_every_choice_loses() -> None:
    drill = build_defend_drill(0, Tier.INTERMEDIATE, None,
                               FixedValues({ActionKind.PASS: -0.3,
                                            ActionKind.DEFEND_ALONE: -1.5}))
    assert isinstance(drill, DefendDrill)
    maker = drill.view.maker
    assert f"Defend alone against {maker.label}" in drill.prompt
    assert drill.label("defend alone") == "Defend alone"
    assert drill.label("pass") == "Pass (defend together)"
    wrong = drill.grade("defend alone")
    assert wrong.correct is False
    assert wrong.headline.startswith("This deal is bad for you whatever you do: every "
                                     "choice loses points on average, the best -0.30.")


class FixedKeeps:
    """A stand-in for the Expert at a merge: candidate fives in its order, each with a
    margin (plus noise shared by every five, so the paired errors are small)."""

    def __init__(self, means: list[float], deals: int = 100) -> None:
        self.means = means
        noise = np.random.default_rng(3).normal(0, 1, size=(deals, 1))
        self.margins = np.array(means)[None, :] + noise + np.random.default_rng(4).normal(
            0, 0.05, size=(deals, len(means)))

    def keep_candidates(self, view):
        fives = itertools.combinations(sorted(view.hand), 5)
        return tuple(itertools.islice(fives, len(self.means)))

    def keep_values(self, view, fives):
        candidates = self.keep_candidates(view)
        return self.margins[:, [candidates.index(tuple(five)) for five in fives]]

    def decide(self, view) -> Decision:
        best = self.keep_candidates(view)[int(np.argmax(self.margins.mean(axis=0)))]
        card = next(card for card in view.hand if card not in best)
        return Decision(view.seat, discard(card), Explanation("I keep the best five", ()))


@pytest.mark.parametrize("tier", list(Tier))
def test_a_merge_drill_offers_sensible_keeps_with_the_best_among_them(tier: Tier) -> None:
    means = [0.2, 0.1, 0.0, 1.1, -0.3, -0.5, -0.8, -1.0]  # the best is the fourth counted
    stand_in = FixedKeeps(means)
    drill = build_keep_drill(5, tier, None, stand_in)
    column_means = stand_in.margins.mean(axis=0)
    assert isinstance(drill, KeepDrill)
    assert len(drill.options) == OFFERED[tier] and len(set(drill.options)) == len(drill.options)
    keeps = [Keep.parse(option) for option in drill.options]
    assert all(set(keep.cards) <= set(drill.view.hand) and len(set(keep.cards)) == 5
               for keep in keeps)
    assert drill.best.expected_points == pytest.approx(column_means[3], abs=1e-4)
    assert drill.clear and drill.best.action == drill.expert_choice
    offered = [3, 0, 1, 2, 4, 5][:OFFERED[tier]]  # the best, then the best counted
    assert [v.expected_points for v in drill.values] == [
        round(float(column_means[j]), 4) for j in offered]
    assert drill.values[1].paired_error < drill.values[1].std_error, "paired on one deal set"
    assert f"Here are {OFFERED[tier]} sensible keeps of the 252" in drill.prompt
    assert len(drill.scene.hand) == 10
    best = drill.best.action.text
    assert drill.grade(best).correct is True
    worst = drill.values[-1]
    feedback = drill.grade(worst.action.text)
    assert feedback.correct is False
    assert drill.label(worst.action.text) in feedback.headline.replace("keep", "Keep")
    assert "played the hand out keeping each of these" in feedback.reasons[0]
    assert [row.label for row in feedback.options] == [drill.label(v.action.text)
                                                       for v in drill.values]


def test_keeps_read_and_written_as_text() -> None:
    keep = Keep.parse("keep JH JD AH KH AS")
    assert keep.text == "keep JH JD AH KH AS" and keep.describe() == "Keep J♥ J♦ A♥ K♥ A♠"
    with pytest.raises(ValueError):
        Keep.parse("keep JH JD")


def test_the_catalog_builds_drills_and_refuses_one_without_the_expert() -> None:
    assert [family.id for family in FAMILIES] == ["cutthroat-bid", "cutthroat-dummy",
                                                  "cutthroat-keep", "cutthroat-defend"]
    key = ExerciseKey(BID, Tier.ADVANCED, T.NAME_SUIT, 12)
    drill = generate(key, FixedValues({ActionKind.NAME_TRUMP: 0.9, ActionKind.PASS: -0.2}))
    assert isinstance(drill, BidDrill) and drill.view.phase is P.BIDDING_ROUND_2
    assert "name a suit or pass?" in drill.prompt
    assert all(drill.label(option).startswith(("Name ", "Pass")) for option in drill.options)
    with pytest.raises(ValueError):
        generate(key)


# ---- graded by the Expert ------------------------------------------------------------------


@pytest.fixture(scope="module")
def expert():
    from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot

    return ExpertCutthroatBot(seed=11, samples=SAMPLES)


@pytest.mark.parametrize("build", [build_bid_drill, build_dummy_drill, build_defend_drill])
def test_call_drills_keep_the_experts_own_figures(build, expert) -> None:
    from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot

    for seed in range(2):
        drill = build(seed, Tier.INTERMEDIATE, None, expert)
        decision = ExpertCutthroatBot(seed=11, samples=SAMPLES).decide(drill.view)
        assert set(drill.values) == set(decision.explanation.options)
        assert set(drill.options) == {action.text for action in drill.view.legal_actions}
        assert [v.expected_points for v in drill.values] == sorted(
            (v.expected_points for v in drill.values), reverse=True)
        assert all(value.samples == SAMPLES for value in drill.values)
        feedback = drill.grade(drill.best.action.text)
        if drill.clear:
            assert drill.best.action == decision.action and feedback.correct is True
        else:
            assert feedback.correct is None
        assert f"{drill.best.expected_points:+.2f}" in feedback.headline


def test_merge_drills_value_keeps_as_the_experts_own_discards(expert) -> None:
    for seed in range(2):
        drill = build_keep_drill(seed, Tier.ADVANCED, None, expert)
        decision = expert.decide(drill.view)
        thrown = decision.action.card
        best_keep = drill.expert_choice
        assert thrown in drill.view.hand and thrown not in best_keep.cards, \
            "the Expert's first discard is one its best keep throws"
        values = expert.keep_values(drill.view, [Keep.parse(o).cards for o in drill.options])
        assert {round(float(m), 4) for m in values.mean(axis=0)} == {
            v.expected_points for v in drill.values}
        chosen = next(v for v in decision.explanation.options if v.action == decision.action)
        assert chosen.expected_points == pytest.approx(
            max(v.expected_points for v in drill.values), abs=1e-4)


def test_the_expert_refuses_keeps_off_the_merge(expert) -> None:
    hand, _, _ = keep_position(0, Tier.BEGINNER)
    view = hand.view(SOUTH)
    outsider = next(card for card in hand.hand(Player.WEST))
    with pytest.raises(ValueError, match="five different cards"):
        expert.keep_values(view, [(*view.hand[:4], outsider)])
    bid, _ = choice_position("bid", 0, Tier.BEGINNER)
    with pytest.raises(ValueError, match="maker's discards"):
        expert.keep_candidates(bid.view(SOUTH))


def test_advanced_naming_comes_from_any_seat_after_the_others_passed_again() -> None:
    dealers = set()
    for seed in range(6):
        hand, _ = choice_position("bid", seed, Tier.ADVANCED, T.NAME_SUIT)
        dealers.add(hand.dealer)
        assert hand.phase is P.BIDDING_ROUND_2 and hand.to_act is SOUTH
        assert all(action is PASS for _, action in hand.bids)
        assert any(sum(is_trump(card, suit) for card in hand.hand(SOUTH)) >= 2
                   for suit in Suit if suit != hand.turned_down)
        drill = build_bid_drill(seed, Tier.ADVANCED, T.NAME_SUIT,
                                FixedValues({ActionKind.PASS: 0.5}))
        if drill.view.dealer is SOUTH:
            assert "if you pass too, the hand is thrown in" in drill.prompt
    assert len(dealers) > 1


@pytest.mark.parametrize("build", [build_bid_drill, build_dummy_drill, build_keep_drill,
                                   build_defend_drill])
def test_a_drill_is_rebuilt_exactly_from_its_seed_by_a_fresh_expert(build) -> None:
    from euchre.games.cutthroat.bots.expert import ExpertCutthroatBot

    first = build(7, Tier.ADVANCED, None, ExpertCutthroatBot(seed=5, samples=24), tries=2)
    again = build(7, Tier.ADVANCED, None, ExpertCutthroatBot(seed=5, samples=24), tries=2)
    assert first == again
    assert first.view.legal_actions and first.view.seat is SOUTH


def test_the_dealer_is_asked_to_pick_up_the_upcard() -> None:
    expert = FixedValues({ActionKind.ORDER_UP: 0.6, ActionKind.PASS: 0.0})
    drill = next(drill for seed in range(40)
                 if (drill := build_bid_drill(seed, Tier.INTERMEDIATE, T.ORDER_UP, expert))
                 .view.dealer is SOUTH)
    up = drill.view.upcard.symbol
    assert "you are the dealer, last to bid. Pick it up or pass?" in drill.prompt
    assert drill.label("order up") == f"Pick up {up}"
    assert [seat for seat, _ in drill.view.bids] == [Player.WEST, Player.EAST]
    assert drill.grade("order up").headline.startswith(f"Right: Pick up {up} is worth +0.60")
