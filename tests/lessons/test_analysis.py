"""The analyser's positions: a set-up bidding decision built and checked by the engine,
a recorded hand replayed to a move, and Expert's values as feedback."""

from __future__ import annotations

import pytest

from euchre import PASS, Action, Card, HandState, Match, Phase, Rules, Seat, name_trump
from euchre.bots import Decision, Explanation, OptionValue
from euchre.games.euchre.view import seat_view
from lessons.euchre.analysis import (
    BiddingSetup,
    SetupError,
    analysis_feedback,
    bidding_view,
    recorded_view,
    seat_to_decide,
)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(card) for card in text.split())


HAND = cards("JH JD AH KH 9C")


def test_the_seat_to_decide_follows_the_dealer_and_the_bids():
    assert seat_to_decide(Seat.NORTH, ()) is Seat.EAST
    assert seat_to_decide(Seat.NORTH, (PASS, PASS)) is Seat.WEST
    assert seat_to_decide(Seat.NORTH, (PASS,) * 4) is Seat.EAST  # round 2 starts again


def test_the_view_holds_the_set_up_and_nothing_of_the_other_hands():
    setup = BiddingSetup(Seat.WEST, HAND, Card.parse("QH"), (4, 7), (PASS,) * 5)

    view = bidding_view(setup)

    assert view.seat is Seat.EAST and view.phase is Phase.BIDDING_ROUND_2
    assert view.hand == tuple(sorted(HAND)) and view.upcard == Card.parse("QH")
    assert view.score == (4, 7) and view.dealer is Seat.WEST
    assert [action for _, action in view.bids] == [PASS] * 5
    assert name_trump("H") not in view.legal_actions  # turned down
    assert bidding_view(setup) == view  # the same set-up, the same position


@pytest.mark.parametrize(("setup", "message"), [
    (BiddingSetup(Seat.NORTH, cards("JH JD AH KH QH"), Card.parse("QH")),
     "This deal is not possible: Q♥ is dealt twice (East and the upcard)."),
    (BiddingSetup(Seat.NORTH, cards("JH JD AH KH"), Card.parse("QH")),
     "This deal is not possible: East has 4 cards; every hand has 5."),
    (BiddingSetup(Seat.NORTH, HAND, Card.parse("QH"), bids=(name_trump("S"),)),
     "These bids are not possible: bid 1, East names ♠ trump, is refused."),
    (BiddingSetup(Seat.NORTH, HAND, Card.parse("QH"), bids=(PASS,) * 8),
     "Stick the dealer: North, the dealer, cannot pass in round 2"),
    (BiddingSetup(Seat.NORTH, HAND, Card.parse("QH"), bids=(Action.parse("order up"),)),
     "After these bids the bidding is over (East made ♥ trump)"),
    (BiddingSetup(Seat.NORTH, HAND, None), "Choose the upcard"),
    (BiddingSetup(Seat.NORTH, HAND, Card.parse("QH"), score=(10, 3)),
     "A score must be between 0 and 9"),
])
def test_an_impossible_set_up_is_refused_with_its_reason(setup, message):
    with pytest.raises(SetupError) as refused:
        bidding_view(setup, Rules())
    assert message in str(refused.value)


def test_a_recorded_hand_is_replayed_to_the_move():
    match = Match.new(seed=3)
    while not match.hand_over:
        match = match.apply(match.legal_actions()[0])
    hand = match.current
    state = HandState(hand.rules, hand.deal)
    for seat, action in hand.history[:6]:
        state = state.apply(action, seat=seat)

    view = recorded_view(hand, 6, (2, 1), 1)

    assert view == seat_view(state, state.to_act, score=(2, 1), hand_number=1)
    with pytest.raises(SetupError, match="there is no decision left"):
        recorded_view(hand, len(hand.history), (0, 0), 1)
    with pytest.raises(SetupError, match="choose a move from 0"):
        recorded_view(hand, len(hand.history) + 1, (0, 0), 1)


def test_the_feedback_lists_every_option_best_first_with_the_margin():
    view = bidding_view(BiddingSetup(Seat.NORTH, HAND, Card.parse("QH")))
    order, pass_, alone = view.legal_actions[1], view.legal_actions[0], view.legal_actions[2]
    options = (OptionValue(pass_, 0.2, 0.05, 240, 0.08), OptionValue(order, 1.1, 0.05, 240, 0.0),
               OptionValue(alone, 0.9, 0.06, 240, 0.1))
    decision = Decision(Seat.EAST, order, Explanation("I order it up.", (), options))

    feedback = analysis_feedback(view, decision)

    assert [row.label for row in feedback.options] == [
        "Order up Q♥", "Order up Q♥ alone", "Pass"]
    assert [row.gap_error for row in feedback.options] == [0.0, 0.1, 0.08]
    assert feedback.correct is None and feedback.option_kind == "bid"
    assert feedback.headline.startswith("Expert would order up Q♥. Order up Q♥ is worth +1.10")
    assert "0.20 more than order up Q♥ alone (noise ±0.10): a close call" in feedback.headline
    assert "I order it up." in feedback.bot_explanation


def test_options_with_identical_values_read_as_equal_not_as_a_close_call():
    view = bidding_view(BiddingSetup(Seat.NORTH, HAND, Card.parse("QH")))
    pass_, order, alone = view.legal_actions[0], view.legal_actions[1], view.legal_actions[2]
    options = (OptionValue(order, 1.1, 0.05, 240, 0.0), OptionValue(alone, 1.1, 0.05, 240, 0.0),
               OptionValue(pass_, 0.2, 0.05, 240, 0.08))
    decision = Decision(Seat.EAST, order, Explanation("I order it up.", (), options))

    headline = analysis_feedback(view, decision).headline

    assert headline == ("Expert would order up Q♥. Order up Q♥ is worth +1.10 points on "
                        "average, and order up Q♥ alone is worth exactly the same.")
