"""Five Hundred, "Bidding (Australian: several rounds)" and Clarifications 3, 4 and 6."""

from __future__ import annotations

import pytest

from euchre.errors import IllegalActionError
from euchre.games.five_hundred import (
    LADDER,
    Bid,
    FiveHundredMatch,
    FiveHundredPhase,
    FiveHundredRules,
)
from euchre.seats import Seat

from .deals import calls, start


def bids_offered(hand) -> list[str]:
    return [a.text for a in hand.legal_actions() if a.text != "pass"]


def test_bidding_starts_left_of_the_dealer_and_goes_clockwise():
    hand = start()  # East deals
    seen = []
    for _ in range(3):
        seen.append(hand.to_act)
        hand = hand.apply("bid 6S" if not seen[:-1] else hand.legal_actions()[1])
    assert seen == [Seat.SOUTH, Seat.WEST, Seat.NORTH]


def test_a_bid_names_six_to_ten_tricks_and_a_denomination_from_6_spades_to_10_no_trumps():
    offered = bids_offered(start())
    assert offered[0] == "bid 6S" and offered[-1] == "bid 10NT"
    assert {f"bid {t}{d}" for t in range(6, 11) for d in ("S", "C", "D", "H", "NT")} \
        <= set(offered)
    with pytest.raises(IllegalActionError, match="is not a bid"):
        start().apply("bid 5H")


def test_each_bid_must_be_higher_more_tricks_or_the_same_number_in_a_higher_denomination():
    hand = calls(start(), "bid 7D")
    offered = bids_offered(hand)
    assert "bid 7H" in offered and "bid 8S" in offered
    assert "bid 7C" not in offered and "bid 7D" not in offered and "bid 6NT" not in offered
    with pytest.raises(IllegalActionError, match="does not outrank the current bid, 7♦") as error:
        hand.apply("bid 7C")
    assert error.value.rule == "bid-too-low"


def test_misere_ranks_above_7_no_trumps_and_below_8_spades():
    hand = calls(start(), "bid 7NT")
    assert "misere" in bids_offered(hand)
    after = calls(hand, "misere")
    assert "bid 8S" in bids_offered(after) and "bid 7NT" not in bids_offered(after)
    assert Bid.parse("7NT") < Bid.parse("misere") < Bid.parse("8S")


def test_clarification_3_misere_only_after_someone_has_bid_7():
    hand = start()
    assert "misere" not in bids_offered(hand)
    with pytest.raises(IllegalActionError, match="only be bid after someone has bid 7") as error:
        hand.apply("misere")
    assert error.value.rule == "misere-after-seven"
    assert "misere" not in bids_offered(calls(hand, "bid 6NT"))
    assert "misere" in bids_offered(calls(hand, "bid 7S"))
    assert "misere" not in bids_offered(calls(hand, "bid 7S", "bid 8S"))  # outranked


def test_option_misere_at_any_time():
    hand = start(misere_any_time=True)
    assert "misere" in bids_offered(hand)
    assert "misere" in bids_offered(calls(hand, "bid 6H"))


def test_open_misere_ranks_above_10_diamonds_and_below_10_hearts_and_may_be_bid_at_any_time():
    hand = start()
    assert "open misere" in bids_offered(hand)
    assert "open misere" in bids_offered(calls(hand, "bid 10D"))
    assert "open misere" not in bids_offered(calls(hand, "bid 10H"))
    assert bids_offered(calls(hand, "open misere"))[0] == "bid 10H"


def test_blind_misere_is_off_by_default():
    hand = start()
    assert "blind misere" not in bids_offered(hand)
    with pytest.raises(IllegalActionError, match="Blind misère is not played at this table"):
        hand.apply("blind misere")


def test_clarification_4_blind_misere_only_as_a_first_call_ranked_with_open_misere():
    hand = start(blind_misere=True)
    assert "blind misere" in bids_offered(hand)
    assert Bid.parse("blind misere").value == 500
    second_round = calls(hand, "bid 6S", "bid 6C", "bid 6D", "bid 6H")
    assert second_round.to_act == Seat.SOUTH
    assert "blind misere" not in bids_offered(second_round)
    with pytest.raises(IllegalActionError, match="only be a player's first call"):
        second_round.apply("blind misere")
    over_open = calls(hand, "open misere")
    assert "blind misere" not in bids_offered(over_open)
    with pytest.raises(IllegalActionError, match="neither may be bid over the other"):
        over_open.apply("blind misere")
    over_blind = calls(hand, "blind misere")
    assert "open misere" not in bids_offered(over_blind)


def test_blind_misere_is_called_without_looking_at_the_cards():
    """A player who has looked at their cards may no longer call blind misère; the others
    may, and looking is not a move: the history and the other players' views stay."""
    hand = start(blind_misere=True)
    assert hand.blind_misere_open(Seat.SOUTH) and hand.view(Seat.SOUTH).blind_misere_open
    looked = hand.look(Seat.SOUTH)
    assert looked.looked == {Seat.SOUTH} and looked.history == hand.history
    assert not looked.blind_misere_open(Seat.SOUTH)
    assert not looked.view(Seat.SOUTH).blind_misere_open
    assert "blind misere" not in bids_offered(looked)
    assert looked.why_not("blind misere") == ("You cannot bid blind misère after looking at "
                                              "the cards: it is called without looking.")
    with pytest.raises(IllegalActionError) as refused:
        looked.apply("blind misere")
    assert refused.value.rule == "blind-misere-looked"
    assert looked.view(Seat.WEST) == hand.view(Seat.WEST)
    west = looked.apply("bid 6S")
    assert "blind misere" in bids_offered(west) and west.view(Seat.WEST).blind_misere_open
    over_open = calls(hand, "open misere")  # West could no longer outbid it blind
    assert not over_open.blind_misere_open(Seat.WEST) and over_open.look(Seat.WEST) == over_open
    assert start().look(Seat.SOUTH) == start()  # no blind misère at the table: no change
    assert not start().blind_misere_open(Seat.SOUTH)
    match = FiveHundredMatch.new(FiveHundredRules(blind_misere=True), seed=3)
    seat = match.to_act
    assert not match.look(seat).view(seat).blind_misere_open
    assert match.look(seat).legal_actions() == tuple(
        a for a in match.legal_actions() if a.text != "blind misere")


def test_a_player_who_passes_may_not_bid_again_in_that_auction():
    hand = calls(start(), "pass", "bid 6S", "bid 6C", "bid 6D")
    assert hand.to_act == Seat.WEST  # South, who passed, is skipped
    assert Seat.SOUTH in hand.passed


def test_clarification_6_the_auction_ends_when_after_a_bid_every_other_player_has_passed():
    hand = calls(start(), "bid 6S", "bid 7C", "pass", "pass")
    assert hand.phase is FiveHundredPhase.AUCTION and hand.to_act == Seat.SOUTH
    hand = calls(hand, "pass")
    assert hand.phase is FiveHundredPhase.KITTY
    assert hand.contract == Bid.parse("7C") and hand.contractor == Seat.WEST


def test_clarification_6_if_the_first_players_all_pass_the_last_may_still_bid():
    hand = calls(start(), "pass", "pass", "pass")
    assert hand.to_act == Seat.EAST and len(hand.legal_actions()) > 1
    won = calls(hand, "bid 6S")
    assert won.contractor == Seat.EAST and won.contract == Bid.parse("6S")


def test_if_everybody_passes_the_hand_is_thrown_in_and_the_deal_moves_on():
    hand = calls(start(), "pass", "pass", "pass", "pass")
    assert hand.phase is FiveHundredPhase.THROWN_IN and hand.is_over
    assert hand.result().thrown_in and hand.result().points_by_seat == (0, 0, 0, 0)
    match = FiveHundredMatch.new(seed=1, first_dealer="E")
    for _ in range(4):
        match = match.apply("pass")
    assert match.score == (0, 0)
    assert match.next_hand().current.dealer == Seat.SOUTH


def test_option_single_round_each_player_calls_exactly_once_bids_still_rising():
    hand = start(single_round=True)
    hand = calls(hand, "bid 6H", "pass", "bid 7S")
    assert hand.to_act == Seat.EAST
    assert "bid 6NT" not in bids_offered(hand)
    hand = calls(hand, "pass")
    assert hand.contractor == Seat.NORTH and hand.contract == Bid.parse("7S")
    thrown = calls(start(single_round=True), "pass", "pass", "pass", "pass")
    assert thrown.phase is FiveHundredPhase.THROWN_IN


def test_single_round_the_highest_bid_wins_even_if_its_bidder_was_not_the_last():
    hand = calls(start(single_round=True), "bid 9NT", "pass", "pass", "pass")
    assert hand.contractor == Seat.SOUTH


def test_the_ladder_lists_every_bid_in_rank_order():
    assert len(LADDER) == 25 + 3
    assert [b.rank for b in LADDER] == sorted(b.rank for b in LADDER)
    assert FiveHundredRules().players == 4
