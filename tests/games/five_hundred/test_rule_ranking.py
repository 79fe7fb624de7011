"""Five Hundred, "Ranking": the joker and the bowers head the trumps; other suits run ace
high; the bidding order of the denominations."""

from __future__ import annotations

import itertools

import pytest

from euchre.cards import Card, Suit
from euchre.games.five_hundred import Bid, Denomination, FiveHundredRules
from euchre.games.five_hundred.cards import EFFECTIVE_SUIT, POWER, SUIT_MASK, mode_of


def order(trump: Suit | None, led: Suit, cards: str) -> list[str]:
    mode = mode_of(trump, None)
    parsed = [Card.parse(c) for c in cards.split()]
    return [c.text for c in sorted(parsed, key=lambda c: -POWER[mode][led][c])]


def test_in_a_trump_suit_joker_right_bower_left_bower_then_ace_down_to_the_lowest():
    trumps = "4H 5H 6H 7H 8H 9H TH QH KH AH JH JD JOKER"
    assert order(Suit.HEARTS, Suit.HEARTS, trumps) == [
        "JOKER", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "7H", "6H", "5H", "4H"]


def test_bowers_and_the_joker_belong_to_the_trump_suit():
    mode = mode_of(Suit.SPADES, None)
    for card in ("JOKER", "JS", "JC"):
        assert EFFECTIVE_SUIT[mode][Card.parse(card)] == Suit.SPADES
    spades = SUIT_MASK[mode][Suit.SPADES] & FiveHundredRules().deck_mask
    assert spades.bit_count() == 10 + 1 + 1  # 5..A of spades with the J♣ for the J♠, the joker


def test_a_trump_beats_any_card_of_another_suit():
    assert order(Suit.SPADES, Suit.HEARTS, "AH 5S") == ["5S", "AH"]


def test_in_other_suits_ace_king_queen_jack_ten_down():
    assert order(Suit.SPADES, Suit.HEARTS, "4H JH AH TH QH KH") == [
        "AH", "KH", "QH", "JH", "TH", "4H"]


def test_the_left_bowers_suit_is_one_short():
    mode = mode_of(Suit.HEARTS, None)
    diamonds = SUIT_MASK[mode][Suit.DIAMONDS] & FiveHundredRules().deck_mask
    assert diamonds.bit_count() == 10 and not diamonds >> Card.parse("JD") & 1


def test_no_trumps_have_no_bowers_jacks_rank_between_queen_and_ten():
    assert order(None, Suit.CLUBS, "JC TC QC JS") == ["QC", "JC", "TC", "JS"]


def test_suit_order_for_bidding_spades_clubs_diamonds_hearts_no_trumps():
    assert list(Denomination) == [Denomination.SPADES, Denomination.CLUBS,
                                  Denomination.DIAMONDS, Denomination.HEARTS,
                                  Denomination.NO_TRUMPS]
    bids = [Bid.parse(f"7{d}") for d in ("S", "C", "D", "H", "NT")]
    assert bids == sorted(bids) and all(a < b for a, b in itertools.pairwise(bids))


@pytest.mark.parametrize("text", ["4H", "6S", "TD", "JOKER"])
def test_every_card_of_the_deck_has_a_power_in_its_own_suit(text):
    card = Card.parse(text)
    mode = mode_of(Suit.CLUBS, None)
    suit = EFFECTIVE_SUIT[mode][card]
    assert POWER[mode][suit][card] > 0
