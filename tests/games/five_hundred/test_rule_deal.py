"""Five Hundred, "Deal": a random first dealer, then clockwise; the 3-1-4-1-3-1 pattern;
explicit deals are validated."""

from __future__ import annotations

import random

import pytest

from euchre.cards import Card
from euchre.games.five_hundred import FiveHundredDeal, FiveHundredMatch, FiveHundredRules
from euchre.games.five_hundred.cards import deck
from euchre.seats import Seat

from .deals import SUITED, deal_with


def test_random_first_dealer_then_clockwise():
    dealers = {FiveHundredMatch.new(seed=seed).current.dealer for seed in range(40)}
    assert dealers == set(Seat)
    match = FiveHundredMatch.new(seed=5, first_dealer="N")
    while match.hand_number < 3:
        match = match.apply("pass") if not match.hand_over else match.next_hand()
    assert [hand.dealer for hand in match.hands] == [Seat.NORTH, Seat.EAST, Seat.SOUTH]


def test_deal_pattern_three_one_four_one_three_one_from_the_dealers_left():
    dealer = Seat.EAST
    cards = list(deck(4))
    random.Random(9).shuffle(cards)
    deal = FiveHundredDeal.random(random.Random(9), dealer)
    expected = {seat: [] for seat in Seat}
    kitty = []
    order = [Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST]
    for size in (3, 4, 3):
        for seat in order:
            expected[seat] += cards[:size]
            del cards[:size]
        kitty.append(cards.pop(0))
    assert all(set(deal.hands[seat]) == set(expected[seat]) for seat in Seat)
    assert set(deal.kitty) == set(kitty)


def test_an_explicit_deal_round_trips_and_the_missing_kitty_is_the_rest_of_the_deck():
    deal = FiveHundredDeal.from_text("S", SUITED)
    assert {c.text for c in deal.kitty} == {"4H", "4D", "JOKER"}
    assert FiveHundredDeal.from_dict(deal.to_dict()) == deal


@pytest.mark.parametrize(("change", "message"), [
    (lambda hands, kitty: ({**hands, "S": hands["S"][:-2] + "AH"}, kitty),
     "A♥ is dealt twice"),
    (lambda hands, kitty: ({**hands, "S": hands["S"][:-3]}, kitty), "South has 9 cards"),
    (lambda hands, kitty: ({**hands, "S": hands["S"][:-2] + "4S"}, kitty),
     "4♠ \\(South\\) is not in the 4-player deck"),
    (lambda hands, kitty: (hands, "4H 4D"), "the kitty has 2 cards"),
])
def test_a_deal_that_is_not_a_split_of_the_deck_is_refused(change, message):
    hands, kitty = change(dict(SUITED), "4H 4D JOKER")
    with pytest.raises(ValueError, match=message):
        FiveHundredDeal.from_text("S", hands, kitty)


def test_a_three_player_deal_uses_the_33_card_deck():
    deal = deal_with(players=3, dealer="W")
    assert deal.players == 3 and len(deal.kitty) == 3
    with pytest.raises(ValueError, match="not in the 3-player deck"):
        deal_with(players=3, S="6S")
    assert FiveHundredRules(players=3).cards() == tuple(sorted(
        (*(c for hand in deal.hands for c in hand), *deal.kitty)))
    assert Card.parse("7C") in deal.hands[0] + deal.hands[1] + deal.hands[2] + deal.kitty
