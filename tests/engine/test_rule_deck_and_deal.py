"""euchre.md, "Deck and deal": 24 cards, five to each player, a kitty of four under the upcard."""

from __future__ import annotations

from collections import Counter

import pytest

from euchre import Card, Deal, Deck, HandState, Seat

from .positions import README_HANDS


def test_the_deck_is_24_cards_nine_to_ace_in_four_suits():
    cards = Deck.STANDARD_24.cards()
    assert len(cards) == 24
    assert " ".join(card.text for card in cards) == (
        "9C TC JC QC KC AC 9D TD JD QD KD AD 9H TH JH QH KH AH 9S TS JS QS KS AS"
    )


def test_five_cards_to_each_player_and_the_kitty_of_four_has_the_upcard_on_top():
    state = HandState.from_seed(12)
    assert [len(state.hand(seat)) for seat in Seat] == [5, 5, 5, 5]
    assert len(state.deal.kitty) == 3
    assert len(state.kitty) == 4 and state.upcard in state.kitty
    dealt = [card for seat in Seat for card in state.hand(seat)] + list(state.kitty)
    assert sorted(dealt) == list(Deck.STANDARD_24.cards())


def test_the_shuffle_is_uniform_over_seats_and_cards():
    places: Counter[tuple[Card, str]] = Counter()
    deals = 2400
    for seed in range(deals):
        deal = Deal.random(Deck.STANDARD_24, Seat.NORTH, seed)
        for seat, cards in zip(Seat, deal.hands, strict=True):
            places.update((card, seat.label) for card in cards)
        places[(deal.upcard, "upcard")] += 1
    expected_in_hand = deals * 5 / 24  # 500: about 20 either way is one standard deviation
    for card in Deck.STANDARD_24.cards():
        for seat in Seat:
            assert abs(places[(card, seat.label)] - expected_in_hand) < 110, (card, seat)
        assert 40 <= places[(card, "upcard")] <= 170, card


def test_a_seeded_deal_is_reproducible():
    assert HandState.from_seed("club night") == HandState.from_seed("club night")
    assert HandState.from_seed(1).deal != HandState.from_seed(2).deal


def test_a_deal_set_up_by_hand_must_split_the_deck_exactly():
    hands = dict(README_HANDS)
    with pytest.raises(ValueError, match=r"^J♦ is dealt twice \(South and the upcard\)\.$"):
        Deal.from_text(dealer="N", hands=hands, upcard="JD")
    with pytest.raises(ValueError, match=r"^South has 6 cards; every hand has 5\.$"):
        Deal.from_text(dealer="N", hands={**hands, "S": hands["S"] + " AS"}, upcard="QS")
    with pytest.raises(ValueError, match=r"^the deal leaves out K♠ of the deck\.$"):
        Deal.from_text(dealer="N", hands=hands, upcard="QS", kitty="JS AS")
    with pytest.raises(ValueError, match=r"missing East"):
        Deal.from_text(dealer="N", hands={k: v for k, v in hands.items() if k != "E"}, upcard="QS")
