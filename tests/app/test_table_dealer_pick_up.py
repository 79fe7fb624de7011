"""The table's words for a dealer who takes the upcard: "picks it up", as the table talk
says, not "orders it up" (which is what the other players do)."""

from __future__ import annotations

from euchre import Deal, HandState, Seat
from euchre.games.cutthroat import CutthroatDeal, CutthroatHand, Player
from ui.table import table_html


def euchre_dealer_picks_up(dealer: Seat) -> HandState:
    deal = Deal.from_text(dealer=dealer.name[0], upcard="QS", hands={
        "S": "JS JC AS KS 9H", "W": "9C TC QC KC AC",
        "N": "9D TD QD KD AD", "E": "TH QH KH AH JD"})
    state = HandState.from_deal(deal)
    while state.to_act != dealer:
        state = state.apply("pass")
    return state.apply("order up")


def test_the_user_as_dealer_picks_it_up_in_euchre() -> None:
    state = euchre_dealer_picks_up(Seat.SOUTH)
    board = table_html(state.view(Seat.SOUTH), "Normal", (0, 0, 0, 0), (1, 4))
    assert "picked up by you" in board and "ordered up by" not in board
    assert "“picks it up”" in board and "orders it up" not in board


def test_a_bot_dealer_picks_it_up_and_a_bot_orders_it_up_in_euchre() -> None:
    state = euchre_dealer_picks_up(Seat.EAST)
    board = table_html(state.view(Seat.SOUTH), "Normal", (0, 0, 0, 0), (1, 4))
    assert "picked up by East" in board and "“picks it up”" in board

    ordered = HandState.from_deal(Deal.from_text(dealer="E", upcard="QS", hands={
        "S": "JS JC AS KS 9H", "W": "9C TC QC KC AC",
        "N": "9D TD QD KD AD", "E": "TH QH KH AH JD"})).apply("order up", seat="S")
    board = table_html(ordered.view(Seat.SOUTH), "Normal", (0, 0, 0, 0), (1, 1))
    assert "ordered up by you" in board and "“orders it up”" in board
    assert "picked up" not in board and "picks it up" not in board


def test_the_user_as_dealer_picks_it_up_in_cutthroat() -> None:
    deal = CutthroatDeal.from_text("S", {"S": "JS JC AS KS 9H", "W": "9C TC QC KC AC",
                                         "E": "TH QH KH AH JD"}, dummy="9D TD QD KD AD",
                                   upcard="QS")
    hand = CutthroatHand.from_deal(deal)
    hand = hand.apply("pass").apply("pass").apply("order up")  # West, East, then South
    board = table_html(hand.view(Player.SOUTH), "Normal", (0, 0, 0), (1, 3))
    assert "picked up by you" in board and "“picks it up”" in board
    assert "ordered up by" not in board and "orders it up" not in board
