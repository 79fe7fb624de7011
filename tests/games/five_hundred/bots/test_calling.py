"""What Expert expects the other players to call after its own call: Normal's count read
from their hands, walked through the engine's auction to the contract it ends in."""

from __future__ import annotations

from euchre.games.five_hundred import PASS, FiveHundredPhase, Kind, bid
from euchre.games.five_hundred.bots.calling import CallingTree, call_plan
from euchre.games.five_hundred.bots.normal import NormalFiveHundredBot
from euchre.games.five_hundred.deal import FiveHundredDeal
from euchre.games.five_hundred.hand import FiveHundredHand
from euchre.seats import Seat
from tests.games.five_hundred.deals import calls, deal_with, start

# South weak; West a hearts hand Normal bids to eight; North and East nothing much.
STRONG_WEST = deal_with(
    dealer="E",
    S="4D 5D 6D 7D 5C 6C 7C 5S 6S 7S",
    W="JOKER JH JD AH KH QH TH AC AS 9H",
    N="8D 9D TD 8C 9C TC 8S 9S TS 4H",
)


def _plans(deal: FiveHundredDeal, me: int) -> list:
    return [None if seat == me else call_plan(deal.hands[seat], 4, True) for seat in range(4)]


def test_a_strong_hand_plans_its_bid_and_a_weak_one_passes() -> None:
    west = call_plan(STRONG_WEST.hands[Seat.WEST], 4, True)
    assert west.denomination.symbol == "♥" and west.level >= 8
    assert west.ceiling == bid(f"{west.level}H").bid
    south = call_plan(STRONG_WEST.hands[Seat.SOUTH], 4, True)
    assert south.level < 6 and south.ceiling is None


def test_after_a_pass_the_others_call_on_to_a_contract() -> None:
    hand = start(STRONG_WEST)
    tree = CallingTree(hand.view(Seat.SOUTH))
    outcome = tree.finish(PASS, _plans(STRONG_WEST, Seat.SOUTH))
    west = call_plan(STRONG_WEST.hands[Seat.WEST], 4, True)
    assert (outcome.contract, outcome.holder) == (west.ceiling, Seat.WEST), (
        "West bids its hearts at the level it counts")


def test_the_walk_ends_where_normal_players_end() -> None:
    """After a pass, the contract reached is the one a table of Normal players reaches
    when the valued seat passes on (deals where Normal would call a misère aside: the
    model calls none)."""
    compared = 0
    for seed in range(40):
        hand = FiveHundredHand.from_seed(f"calling:{seed}")
        me = int(hand.to_act)
        outcome = CallingTree(hand.view(me)).finish(PASS, _plans(hand.deal, me))
        table = hand.apply(PASS)
        misere = False
        while table.phase is FiveHundredPhase.AUCTION:
            seat = int(table.to_act)
            action = PASS
            if seat != me:
                action, _ = NormalFiveHundredBot().bid(table.view(seat))
                misere = misere or (action.kind is Kind.BID and action.bid.is_misere)
            table = table.apply(action)
        if misere:
            continue
        compared += 1
        if table.phase is FiveHundredPhase.THROWN_IN:
            assert outcome.contract is None
        else:
            assert (outcome.contract, outcome.holder) == (table.contract, int(table.contractor))
    assert compared >= 25


def test_a_bid_above_every_plan_stands_and_a_lower_one_is_overcalled() -> None:
    hand = start(STRONG_WEST)
    tree = CallingTree(hand.view(Seat.SOUTH))
    plans = _plans(STRONG_WEST, Seat.SOUTH)
    top = tree.finish(bid("10NT"), plans)
    assert (top.contract, top.holder) == (bid("10NT").bid, Seat.SOUTH)
    low = tree.finish(bid("6S"), plans)
    assert low.holder == Seat.WEST and low.contract > bid("6S").bid


def test_everybody_passing_throws_the_hand_in() -> None:
    weak = deal_with(dealer="N", E="4D 5D 6D 7D 5C 6C 7C 5S 6S 7S")
    hand = calls(start(weak), "pass", "pass", "pass")
    assert hand.to_act is Seat.NORTH
    tree = CallingTree(hand.view(Seat.NORTH))
    assert tree.finish(PASS, [None] * 4).contract is None


def test_a_partner_is_not_overcalled_without_the_cards_alone() -> None:
    """North's clubs count a bid of six, but only with the partner's share: over South's
    6♠ North passes, where an opponent with the same cards calls 6♣."""
    deal = deal_with(dealer="E", S="JOKER AS KS QS TS 9S 8S AH AD KD",
                     N="JC JS AC KC QC TC 4H 5H 4D 5D")
    north = call_plan(deal.hands[Seat.NORTH], 4, True)
    assert north.ceiling == bid("6C").bid and north.alone < 6
    tree = CallingTree(start(deal).view(Seat.SOUTH))
    partner = tree.finish(bid("6S"), [None, None, north, None])
    assert (partner.contract, partner.holder) == (bid("6S").bid, Seat.SOUTH)
    opponent = tree.finish(bid("6S"), [None, north, None, None])
    assert (opponent.contract, opponent.holder) == (bid("6C").bid, Seat.WEST)
