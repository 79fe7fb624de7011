"""Bidding drill positions and the clear-margin rule (no Expert needed)."""

from __future__ import annotations

import pytest

from euchre import ORDER_UP, ORDER_UP_ALONE, PASS, Phase, Seat, Suit, is_trump, name_trump
from euchre.bots.base import OptionValue
from euchre.games.euchre.view import seat_view
from lessons.euchre.bidding import (
    CLEAR_MARGIN_SE,
    MIN_GAP,
    BiddingDrill,
    bidding_position,
    bidding_themes,
    describe_bid,
    margin_verdict,
)
from lessons.euchre.themes import EuchreTheme
from lessons.kit.exercise import Scene
from lessons.kit.themes import Tier


@pytest.mark.parametrize("tier", list(Tier))
def test_positions_put_south_to_bid_as_the_theme_says(tier: Tier) -> None:
    seen = set()
    for seed in range(400):
        state, score, theme = bidding_position(seed, tier)
        seen.add(theme)
        assert theme in bidding_themes(tier)
        assert state.to_act is Seat.SOUTH
        assert all(action is PASS for _, action in state.bids), "everyone before South passed"
        if tier is Tier.BEGINNER:
            assert score == (0, 0)
        assert all(0 <= points < 6 for points in score)
        if theme is EuchreTheme.CALLING_STRENGTH:
            assert state.phase is Phase.BIDDING_ROUND_1
            assert state.dealer in (Seat.EAST, Seat.WEST)
        elif theme is EuchreTheme.DEALER_PICKUP:
            assert state.phase is Phase.BIDDING_ROUND_1
            assert state.dealer in (Seat.SOUTH, Seat.NORTH)
        elif theme is EuchreTheme.NAMING_SUIT:
            assert state.phase is Phase.BIDDING_ROUND_2
        else:
            hand = list(state.hand(Seat.SOUTH))
            if state.phase is Phase.BIDDING_ROUND_1:
                suits = [state.upcard.suit]
                if state.dealer is Seat.SOUTH:
                    hand.append(state.upcard)
            else:
                suits = [suit for suit in Suit if suit != state.turned_down]
            assert any(sum(is_trump(card, suit) for card in hand) >= 3 for suit in suits)
    assert seen == set(bidding_themes(tier))


def test_the_clear_margin_rule() -> None:
    best = OptionValue(ORDER_UP, 0.80, 0.05, 400)
    assert margin_verdict(best, OptionValue(PASS, 0.20, 0.05, 400))[2]
    gap, noise, clear = margin_verdict(best, OptionValue(PASS, 0.65, 0.05, 400))
    assert not clear and gap == pytest.approx(0.15) and gap < CLEAR_MARGIN_SE * noise
    tiny_noise = margin_verdict(best, OptionValue(PASS, 0.70, 0.001, 400))
    assert tiny_noise[0] < MIN_GAP and not tiny_noise[2], "a tiny gap is never graded"


def _drill(values: tuple[OptionValue, ...]) -> BiddingDrill:
    state, score, theme = bidding_position(3, Tier.BEGINNER)
    view = seat_view(state, Seat.SOUTH, score=score)
    return BiddingDrill(
        tier=Tier.BEGINNER, theme=theme, seed=3, prompt="", options=tuple(
            action.text for action in view.legal_actions),
        scene=Scene(hand=view.hand), view=view, values=values, explanation="- because")


def test_a_clear_drill_is_graded_and_a_close_one_is_a_judgment_call() -> None:
    clear = _drill((OptionValue(PASS, -0.1, 0.05, 400), OptionValue(ORDER_UP, -0.9, 0.06, 400),
                    OptionValue(ORDER_UP_ALONE, -1.9, 0.02, 400)))
    assert clear.clear
    assert clear.grade("pass").correct is True
    wrong = clear.grade("order up")
    assert wrong.correct is False and "0.80 points lost" in wrong.headline
    assert wrong.options[0].label == "Pass"

    close = _drill((OptionValue(ORDER_UP, 0.20, 0.08, 400), OptionValue(PASS, 0.12, 0.07, 400),
                    OptionValue(ORDER_UP_ALONE, -1.2, 0.05, 400)))
    assert not close.clear
    assert close.grade("pass").correct is None
    assert close.grade("order up").correct is None
    assert "judgment call" in close.grade("pass").headline
    order_up = close.label("order up")
    assert close.grade("pass").headline.startswith(  # the bids inside the sentence
        f"A judgment call: {order_up[:1].lower() + order_up[1:]} and pass are within")
    assert close.grade("order up alone").correct is False, "clearly worse is still wrong"


def test_bid_words() -> None:
    assert describe_bid(PASS) == "Pass"
    assert describe_bid(ORDER_UP, "Q♥") == "Order up Q♥"
    assert describe_bid(name_trump("S", alone=True)) == "Name ♠ alone"


def test_a_drill_the_expert_would_play_differently_is_not_graded() -> None:
    from dataclasses import replace

    values = (OptionValue(ORDER_UP_ALONE, 1.4, 0.03, 400), OptionValue(ORDER_UP, 1.1, 0.02, 400),
              OptionValue(PASS, -0.2, 0.07, 400))
    drill = replace(_drill(values), expert_choice=ORDER_UP)
    assert not drill.clear, "the Expert declined the loner: a judgment call, not a grade"
    assert replace(drill, expert_choice=ORDER_UP_ALONE).clear


def test_the_clear_margin_rule_reads_the_paired_error_when_known() -> None:
    """Bids valued on the same deals: the gap's noise is the paired error against the best."""
    best = OptionValue(ORDER_UP, 0.80, 0.05, 400, paired_error=0.0)
    paired = OptionValue(PASS, 0.65, 0.05, 400, paired_error=0.03)
    gap, noise, clear = margin_verdict(best, paired)
    assert gap == pytest.approx(0.15)
    assert clear and noise == pytest.approx(0.03)
    unpaired = OptionValue(PASS, 0.65, 0.05, 400)
    assert not margin_verdict(best, unpaired)[2], "without pairing: the errors combined"


def test_a_drill_where_every_bid_loses_says_so_before_comparing_them() -> None:
    losing = _drill((OptionValue(PASS, -1.28, 0.05, 400), OptionValue(ORDER_UP, -1.86, 0.06, 400),
                     OptionValue(ORDER_UP_ALONE, -2.4, 0.02, 400)))
    for answer in ("pass", "order up"):
        headline = losing.grade(answer).headline
        assert headline.startswith("This deal is bad for your team whatever you do: every "
                                   "call loses points on average, the best -1.28.")
        assert headline.index("whatever you do") < headline.index("0.58")
    winning = _drill((OptionValue(ORDER_UP, 0.4, 0.05, 400), OptionValue(PASS, -0.6, 0.06, 400),
                      OptionValue(ORDER_UP_ALONE, -2.4, 0.02, 400)))
    assert "whatever you do" not in winning.grade("pass").headline
