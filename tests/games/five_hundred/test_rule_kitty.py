"""Five Hundred, "Play" (the kitty) and Clarifications 5 and 7: the contractor takes the
kitty unseen and discards any three, one at a time, face down."""

from __future__ import annotations

import pytest

from euchre.cards import Card
from euchre.errors import IllegalActionError
from euchre.games.five_hundred import FiveHundredPhase
from euchre.seats import Seat

from .deals import MIXED, MIXED_KITTY, calls, contract, deal_with, exchange, start

DEAL = deal_with(**MIXED, kitty=MIXED_KITTY)


def test_the_contractor_picks_up_the_kitty_and_holds_thirteen_cards():
    hand = contract(start(DEAL), "W", "bid 7C")
    assert hand.phase is FiveHundredPhase.KITTY and hand.to_act == Seat.WEST
    assert len(hand.hand(Seat.WEST)) == 13
    assert {c.text for c in hand.hand(Seat.WEST)} >= {"8H", "9H", "TC"}
    assert hand.kitty == () and hand.kitty_taken


def test_clarification_7_the_contractor_discards_any_three_one_at_a_time_kitty_cards_included():
    hand = contract(start(DEAL), "W", "bid 7C")
    assert {a.text for a in hand.legal_actions()} == {f"discard {c.text}"
                                                      for c in hand.hand(Seat.WEST)}
    one = hand.apply("discard 6H")
    assert one.phase is FiveHundredPhase.KITTY and len(one.hand(Seat.WEST)) == 12
    done = calls(one, "discard TC", "discard 6D")
    assert done.phase is FiveHundredPhase.PLAY
    assert [c.text for c in done.discards] == ["6H", "TC", "6D"]
    assert len(done.hand(Seat.WEST)) == 10 and Card.parse("8H") in done.hand(Seat.WEST)


def test_the_discards_are_face_down_only_the_contractor_knows_them():
    hand = exchange(contract(start(DEAL), "W", "bid 7C"), "6H TC 6D")
    assert hand.view(Seat.WEST).own_discards == hand.discards
    for seat in (Seat.SOUTH, Seat.NORTH, Seat.EAST):
        view = hand.view(seat)
        assert view.own_discards == () and view.kitty_size == 0
        assert set(hand.discards) <= hand.hidden_from(seat)


def test_the_kitty_is_picked_up_without_showing_it():
    before = contract(start(DEAL), "W", "bid 7C", before=())
    for seat in (Seat.SOUTH, Seat.NORTH, Seat.EAST):
        assert set(DEAL.kitty) <= before.hidden_from(seat)
        assert not set(DEAL.kitty) & set(before.view(seat).hand)


def test_a_card_not_held_cannot_be_discarded():
    hand = contract(start(DEAL), "W", "bid 7C")
    with pytest.raises(IllegalActionError, match="West does not hold A♠") as error:
        hand.apply("discard AS")
    assert error.value.rule == "not-in-hand"


def test_clarification_7_a_misere_contractor_takes_the_kitty_too():
    hand = contract(start(DEAL, misere_any_time=True), "N", "misere")
    assert hand.phase is FiveHundredPhase.KITTY and len(hand.hand(Seat.NORTH)) == 13


def test_clarification_4_blind_misere_takes_the_kitty():
    hand = contract(start(DEAL, blind_misere=True), "S", "blind misere")
    assert hand.phase is FiveHundredPhase.KITTY and len(hand.hand(Seat.SOUTH)) == 13


def test_clarification_5_sans_kitty_every_contract_is_played_without_the_kitty():
    for bid in ("bid 7C", "open misere"):
        hand = contract(start(DEAL, sans_kitty=True), "W", bid)
        assert hand.phase is FiveHundredPhase.PLAY and hand.to_act == Seat.WEST
        assert len(hand.hand(Seat.WEST)) == 10
        assert hand.kitty == DEAL.kitty and set(hand.set_aside()) == set(DEAL.kitty)
        assert set(DEAL.kitty) <= hand.hidden_from(Seat.WEST)
        assert hand.view(Seat.WEST).kitty_size == 3


def test_a_kitty_card_kept_is_played_like_any_other():
    hand = exchange(contract(start(DEAL), "W", "bid 7C"), "6H 7H 6D")
    assert "play 8H" in {a.text for a in hand.legal_actions()}
