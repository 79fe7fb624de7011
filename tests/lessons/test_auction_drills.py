"""Five Hundred auction drills: real engine positions at South's call, graded by the Expert's
figures with the other drills' robustness rule (a clear lead graded, a near tie a judgment
call), on Five Hundred's scale of points."""

from __future__ import annotations

import time

import pytest

from euchre.bots import Decision, Explanation, Factor, OptionValue
from euchre.games.five_hundred import (
    PASS,
    FiveHundredAction,
    FiveHundredHand,
    FiveHundredPhase,
    FiveHundredView,
    Kind,
    bid,
)
from euchre.seats import Seat
from lessons.five_hundred.auction import (
    MIN_GAP_POINTS,
    AuctionDrill,
    auction_position,
    build_auction_drill,
    call_label,
    offered_calls,
    sensible_call,
)
from lessons.five_hundred.families import AUCTION
from lessons.five_hundred.themes import FiveHundredTheme
from lessons.kit.families import ExerciseKey, generate, themes_for
from lessons.kit.simulated import CLEAR_MARGIN_SE, MIN_GAP
from lessons.kit.themes import Tier

CASES = [(tier, seed) for tier in Tier for seed in range(6)]
SAMPLES = 120  # the Expert's deals per drill in these tests


class FixedCalls:
    """A stand-in for the Five Hundred Expert: the points a pass and the cheapest legal
    bid of each given level are expected to score for South's side (higher is better),
    each with the given errors, and its pick (the highest)."""

    def __init__(self, values: dict[str, float], error: float = 2.0,
                 paired: float = 2.0, after_pass: str = "") -> None:
        self.values, self.error, self.paired = values, error, paired
        self.after_pass = after_pass

    def actions(self, view: FiveHundredView) -> dict:
        chosen = {}
        for name, value in self.values.items():
            if name == "pass":
                chosen[PASS] = value
                continue
            wanted = bid(name)
            if wanted in view.legal_actions:
                chosen[wanted] = value
            else:  # the cheapest legal bid of that many tricks
                legal = [a for a in view.legal_actions if a.kind is Kind.BID
                         and a.bid.tricks == wanted.bid.tricks and a not in chosen]
                chosen[legal[0]] = value
        return chosen

    def decide(self, view: FiveHundredView) -> Decision:
        chosen = self.actions(view)
        best = max(chosen, key=chosen.get)
        values = tuple(OptionValue(action, value, self.error, 200,
                                   0.0 if action == best else self.paired)
                       for action, value in chosen.items())
        factors = [Factor("samples", 200, "200 deals"),
                   Factor("tricks", 7, "about seven tricks in hearts")]
        if self.after_pass:
            factors.append(Factor("after_pass", self.values["pass"], self.after_pass))
        explanation = Explanation("fixed figures", tuple(factors), values)
        return Decision(view.seat, best, explanation)


def _replayed(hand: FiveHundredHand) -> FiveHundredHand:
    replay = FiveHundredHand.from_deal(hand.deal, hand.rules)
    for seat, action in hand.history:
        replay = replay.apply(action, seat=seat)
    return replay


@pytest.mark.parametrize(("tier", "seed"), CASES)
def test_positions_are_engine_hands_at_souths_call(tier: Tier, seed: int) -> None:
    hand, scores, theme = auction_position(seed, tier)
    assert theme in themes_for(AUCTION, tier)
    assert _replayed(hand) == hand
    assert hand.phase is FiveHundredPhase.AUCTION and hand.to_act is Seat.SOUTH
    assert PASS in hand.legal_actions() and len(hand.legal_actions()) > 1
    calls = [seat for seat, _ in hand.history]
    if theme is FiveHundredTheme.AUCTION_OPENING:
        assert not calls and hand.dealer is Seat.EAST, "South calls first"
    else:
        assert calls and Seat.SOUTH not in calls and hand.high_bid is not None
    if tier is Tier.BEGINNER:
        assert scores == (0, 0)
    assert all(-500 < score < 500 and score % 10 == 0 for score in scores)
    assert auction_position(seed, tier) == (hand, scores, theme), "rebuilt from its seed"


def test_themes_by_tier() -> None:
    assert themes_for(AUCTION, Tier.BEGINNER) == (FiveHundredTheme.AUCTION_OPENING,)
    assert set(themes_for(AUCTION, Tier.ADVANCED)) == {
        FiveHundredTheme.AUCTION_OPENING, FiveHundredTheme.AUCTION_CONTESTED}
    assert AUCTION.game_id == "five_hundred"


def test_others_call_only_what_the_engine_allows() -> None:
    hand = FiveHundredHand.from_seed(11)
    while hand.phase is FiveHundredPhase.AUCTION:
        call = sensible_call(hand)
        assert call in hand.legal_actions()
        hand = hand.apply(call)


def test_calls_read_as_people_say_them() -> None:
    assert [call_label(text) for text in ("pass", "bid 7H", "bid 8NT", "misere",
                                          "open misere")] == [
        "Pass", "Bid 7♥", "Bid 8 no trumps", "Bid misère", "Bid open misère"]


def test_the_drill_keeps_the_experts_calls_best_first() -> None:
    expert = FixedCalls({"pass": 0.0, "6H": 60.0, "7H": 95.0})
    drill = build_auction_drill(3, Tier.BEGINNER, None, expert)
    assert isinstance(drill, AuctionDrill) and drill.family == AUCTION.id
    assert [value.action.text for value in drill.values] == ["bid 7H", "bid 6H", "pass"]
    assert drill.options == ("pass", "bid 6H", "bid 7H"), "the calls valued, ladder order"
    assert drill.scene.hand == drill.view.hand and drill.scene.score == (0, 0)
    assert drill.scene.dealer is Seat.EAST
    assert "What do you call" in drill.prompt and "You call first." in drill.prompt
    assert "About seven tricks in hearts" in drill.explanation
    assert "200 deals" not in drill.explanation
    right = drill.grade("bid 7H")
    assert right.correct is True
    assert right.headline.startswith("Right: Bid 7♥ is worth +95.00 points, 35.00 more than Bid 6♥")
    wrong = drill.grade("pass")
    assert wrong.correct is False
    assert wrong.headline == ("The Expert would bid 7♥: +95.00 points against +0.00 for "
                              "pass — 95.00 points lost on average.")
    assert "Avondale schedule" in wrong.reasons[0]
    assert wrong.reasons[-1].startswith("Bid 7♥ wins because it earns more")
    assert [row.label for row in wrong.options] == ["Bid 7♥", "Bid 6♥", "Pass"]
    assert wrong.option_kind == "call" and "your side" in wrong.points_axis


def test_a_clear_lead_is_graded() -> None:
    expert = FixedCalls({"pass": 0.0, "6S": -120.0, "7S": -210.0})  # bidding loses
    drill = build_auction_drill(2, Tier.INTERMEDIATE, FiveHundredTheme.AUCTION_OPENING, expert)
    assert drill.clear and drill.best.action == PASS
    right = drill.grade("pass")
    assert right.correct is True and right.headline.startswith("Right: Pass is worth +0.00")
    wrong = drill.grade(drill.values[-1].action.text)
    assert wrong.correct is False
    assert "changes nothing" not in wrong.reasons[-1], "a pass is valued by what follows it"
    assert wrong.reasons[-1].startswith("Pass wins because it breaks even on average (+0.00")


def test_a_near_tie_is_a_judgment_call_with_the_figures() -> None:
    gap = MIN_GAP_POINTS / 2  # under the smallest gap ever graded in Five Hundred
    assert gap > CLEAR_MARGIN_SE * 0.1 and gap > MIN_GAP, "large by Euchre's measure"
    expert = FixedCalls({"pass": 0.0, "6H": gap, "8H": -150.0}, error=0.1, paired=0.1)
    drill = build_auction_drill(1, Tier.BEGINNER, None, expert)
    assert not drill.clear
    for option in ("pass", drill.best.action.text):
        feedback = drill.grade(option)
        assert feedback.correct is None and not feedback.graded
        assert feedback.headline.startswith("A judgment call: ")
        assert len(feedback.options) == 3
    clearly_worse = next(v.action.text for v in drill.values if v.expected_points < -100)
    assert drill.grade(clearly_worse).correct is False, "a call clearly worse is still wrong"


def test_a_gap_inside_the_noise_is_a_judgment_call() -> None:
    """40 points is a large gap, but not three paired errors of 15."""
    noisy = FixedCalls({"pass": 0.0, "6H": 40.0}, error=20.0, paired=15.0)
    drill = build_auction_drill(4, Tier.ADVANCED, None, noisy)
    assert CLEAR_MARGIN_SE * 15.0 > 40.0 and not drill.clear
    assert drill.grade("pass").correct is None
    sure = FixedCalls({"pass": 0.0, "6H": 40.0}, error=20.0, paired=10.0)
    assert build_auction_drill(4, Tier.ADVANCED, None, sure).grade("pass").correct is False


def test_a_drill_needs_a_pass_and_a_bid_valued() -> None:
    with pytest.raises(RuntimeError):
        build_auction_drill(1, Tier.BEGINNER, None, FixedCalls({"7H": 10.0}))


def test_the_catalog_builds_auction_drills_with_the_five_hundred_expert() -> None:
    key = ExerciseKey(AUCTION, Tier.ADVANCED, FiveHundredTheme.AUCTION_CONTESTED, 12)
    drill = generate(key, FixedCalls({"pass": 0.0, "7H": 80.0}))
    assert isinstance(drill, AuctionDrill) and drill.theme is FiveHundredTheme.AUCTION_CONTESTED
    assert drill.view.high_bid is not None
    with pytest.raises(ValueError):
        generate(key)


def test_positions_are_quick_to_deal() -> None:
    started = time.perf_counter()
    for seed in range(20):
        auction_position(seed, Tier.ADVANCED)
    assert time.perf_counter() - started < 2.0


def test_a_drill_offers_a_pass_the_misères_and_three_levels_of_bids() -> None:
    hand, _, _ = auction_position(0, Tier.BEGINNER)
    legal = hand.legal_actions()
    offered = offered_calls(legal, PASS)
    assert [action.text for action in offered][:2] == ["pass", "bid 6S"]
    assert {action.bid.tricks for action in offered if action.kind is Kind.BID
            and not action.bid.is_misere} == {6, 7, 8}
    assert bid("open misere") in offered, "open misère may be bid at any time"
    assert offered == tuple(action for action in legal if action in offered), "ladder order"
    higher = offered_calls(legal, bid("10H"))
    assert set(legal) == set(higher), "up to the Expert's level: here every bid"
    contested = FiveHundredHand.from_seed(5, dealer=Seat.WEST).apply("bid 7H").apply("pass")
    assert contested.to_act is Seat.SOUTH
    levels = {action.bid.tricks for action in offered_calls(contested.legal_actions(), PASS)
              if action.kind is Kind.BID and not action.bid.is_misere}
    assert levels == {7, 8, 9}


def test_drills_graded_by_the_five_hundred_expert_keep_its_figures() -> None:
    """The Expert's own values of the calls offered, on a fixed number of deals, best
    first; a graded drill's right answer is the Expert's call."""
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

    kinds = set()
    for seed in range(5):
        expert = ExpertFiveHundredBot(seed=7, bid_samples=SAMPLES)
        drill = build_auction_drill(seed, Tier.ADVANCED, None, expert)
        decision = ExpertFiveHundredBot(seed=7, bid_samples=SAMPLES).decide(drill.view)
        own = {value.action: value for value in decision.explanation.options}
        assert set(drill.values) == {own[FiveHundredAction.parse(option)]
                                     for option in drill.options}
        assert decision.action.text in drill.options
        assert [value.expected_points for value in drill.values] == sorted(
            (value.expected_points for value in drill.values), reverse=True)
        assert all(value.samples == SAMPLES for value in drill.values)
        feedback = drill.grade(drill.best.action.text)
        if drill.clear:
            assert drill.best.action == decision.action and feedback.correct is True
        kinds.add(feedback.correct)
    assert True in kinds


def test_an_auction_where_every_call_loses_says_so_first() -> None:
    expert = FixedCalls({"pass": -40.0, "6S": -120.0, "7S": -210.0})  # the others will make it
    drill = build_auction_drill(2, Tier.INTERMEDIATE, FiveHundredTheme.AUCTION_OPENING, expert)
    headline = drill.grade("bid 6S").headline
    assert headline.startswith("This deal is bad for your side whatever you do: every call "
                               "loses points on average, the best -40.00.")
    assert "The Expert would pass: -40.00 points against -120.00" in headline


AFTER_PASS = ("after a pass the other players call on (by their counted tricks) and the hand "
              "is played: East–West win the auction in 150 of 200 deals and make the "
              "contract in 120; North wins it in 30 (made in 20); everybody passes in 20 (the "
              "hand is thrown in, 0 points). A pass averages -60.0 points")


def test_the_words_say_what_follows_a_pass() -> None:
    """Passing lets East–West buy the contract and make it: the pass loses points, and the
    feedback says why rather than calling the pass a change of nothing."""
    expert = FixedCalls({"pass": -60.0, "6H": 45.0, "8H": -150.0}, after_pass=AFTER_PASS)
    drill = build_auction_drill(3, Tier.BEGINNER, None, expert)
    assert drill.clear and drill.best.action.text == "bid 6H"
    wrong = drill.grade("pass")
    assert wrong.correct is False
    assert wrong.headline.startswith("The Expert would bid 6♥: +45.00 points against -60.00 "
                                     "for pass")
    why = wrong.reasons[-1]
    assert why.startswith("Bid 6♥ wins because it gains points on average (+45.00 a hand) "
                          "where pass loses them (-60.00)")
    assert why.endswith("After a pass the other players call on (by their counted tricks) "
                        "and the hand is played: East–West win the auction in 150 of 200 "
                        "deals and make the contract in 120; North wins it in 30 (made in "
                        "20); everybody passes in 20 (the hand is thrown in, 0 points). A "
                        "pass averages -60.0 points.")
    assert "changes nothing" not in " ".join(wrong.reasons)
    assert "a pass is worth what the others then make or fail" in wrong.reasons[0]
    over = drill.grade("bid 8H")
    assert "After a pass" not in over.reasons[-1], "said only where a pass is compared"
    close = FixedCalls({"pass": -60.0, "6H": -55.0, "8H": -150.0}, after_pass=AFTER_PASS)
    judgment = build_auction_drill(3, Tier.BEGINNER, None, close).grade("pass")
    assert judgment.correct is None
    assert judgment.reasons[-1].startswith("After a pass the other players call on"), (
        "a judgment call with a pass among the close calls says what follows the pass")


def test_the_expert_values_a_pass_by_the_contract_the_others_reach() -> None:
    """With the real Expert, a pass is not 0: after it West, North and East call on and
    the hand is played, and the feedback on the pass says what followed it."""
    from euchre.games.five_hundred.bots.expert import ExpertFiveHundredBot

    seen = 0
    for seed in range(4):
        drill = build_auction_drill(seed, Tier.BEGINNER, None,
                                    ExpertFiveHundredBot(seed=7, bid_samples=SAMPLES))
        passing = drill.value_of("pass")
        assert passing.expected_points != 0.0, "the others still call and the hand is played"
        assert drill.pass_follows.startswith("after a pass the other players call on")
        assert f"A pass averages {passing.expected_points:+.1f} points" in drill.pass_follows
        other = next(v for v in drill.values if v.action != PASS)
        better, worse = sorted((passing, other), key=lambda v: -v.expected_points)
        assert drill.why_better(better, worse).endswith(
            drill.pass_follows[1:].rstrip(".") + ".")
        seen += passing.expected_points < 0
    assert seen, "in some openings a pass leaves the other side a contract it makes"
