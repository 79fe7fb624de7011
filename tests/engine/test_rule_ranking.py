"""euchre.md, "Ranking": the bowers, the trump order and the plain suits."""

from __future__ import annotations

import pytest

from euchre import Card, Deck, Suit, card_power, effective_suit, is_trump, left_bower, trump_order

from .positions import position, run, symbols, texts


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


@pytest.mark.parametrize(
    ("trump", "order"),
    [
        (Suit.CLUBS, "JC JS AC KC QC TC 9C"),
        (Suit.DIAMONDS, "JD JH AD KD QD TD 9D"),
        (Suit.HEARTS, "JH JD AH KH QH TH 9H"),
        (Suit.SPADES, "JS JC AS KS QS TS 9S"),
    ],
)
def test_trump_ranks_right_bower_left_bower_ace_king_queen_ten_nine(trump, order):
    assert trump_order(trump, Deck.STANDARD_24) == tuple(cards(order))
    powers = [card_power(card, trump, trump) for card in cards(order)]
    assert powers == sorted(powers, reverse=True) and len(set(powers)) == 7


def test_hearts_trump_example_from_the_rules():
    assert symbols(trump_order(Suit.HEARTS, Deck.STANDARD_24)) == [
        "J♥", "J♦", "A♥", "K♥", "Q♥", "10♥", "9♥",
    ]


def test_left_bower_is_the_other_jack_of_the_same_colour():
    assert {suit: left_bower(suit).text for suit in Suit} == {
        Suit.CLUBS: "JS", Suit.DIAMONDS: "JH", Suit.HEARTS: "JD", Suit.SPADES: "JC",
    }
    assert [suit.is_red for suit in Suit] == [False, True, True, False]


def test_left_bower_is_a_trump_for_every_purpose():
    jack_of_diamonds = Card.parse("JD")
    assert effective_suit(jack_of_diamonds, Suit.HEARTS) is Suit.HEARTS
    assert is_trump(jack_of_diamonds, Suit.HEARTS)
    # counting trumps: a hand of J♦ and four plain cards holds exactly one trump
    hand = cards("JD 9D AC 9S TS")
    assert sum(is_trump(card, Suit.HEARTS) for card in hand) == 1
    # winning: it beats the ace of trump, whatever suit was led
    for led in Suit:
        assert card_power(jack_of_diamonds, Suit.HEARTS, led) > card_power(
            Card.parse("AH"), Suit.HEARTS, led
        )


def test_left_bower_follows_trump_not_its_printed_suit():
    # Hearts trump; East leads the A♦. South's J♦ is a heart, so South is void in diamonds
    # and may play anything; North holds real diamonds and must follow with one.
    hands = {"S": "JD QH 9S TS AC", "W": "9H TH KH AH JC", "N": "JH 9D TD QD KD",
             "E": "AD 9C TC QC KC"}
    state = run(position(hands, upcard="QS"), "pass", "pass", "pass", "pass", "E: name H",
                "E: play AD")
    assert texts(state.legal_actions()) == ["play AC", "play JD", "play QH", "play 9S", "play TS"]
    state = run(state, "S: play JD", "W: play JC")
    assert texts(state.legal_actions()) == ["play 9D", "play TD", "play QD", "play KD"]
    state = run(state, "N: play 9D")
    assert state.tricks[0].winner.label == "South"  # the left bower won the diamond trick


def test_plain_suits_rank_ace_king_queen_jack_ten_nine():
    trump = Suit.SPADES
    for suit in (Suit.DIAMONDS, Suit.HEARTS):
        ranked = sorted((c for c in Deck.STANDARD_24.cards() if c.suit is suit),
                        key=lambda c: -card_power(c, trump, suit))
        assert [card.rank.letter for card in ranked] == ["A", "K", "Q", "J", "T", "9"]


def test_left_bowers_printed_suit_has_only_five_cards_that_hand():
    deck = Deck.STANDARD_24.cards()
    diamonds = [c for c in deck if effective_suit(c, Suit.HEARTS) is Suit.DIAMONDS]
    assert symbols(diamonds) == ["9♦", "10♦", "Q♦", "K♦", "A♦"]
    ranked = sorted(diamonds, key=lambda c: -card_power(c, Suit.HEARTS, Suit.DIAMONDS))
    assert symbols(ranked) == ["A♦", "K♦", "Q♦", "10♦", "9♦"]


def test_every_other_card_ranks_below_the_trumps():
    trump = Suit.HEARTS
    lowest_trump = min(card_power(c, trump, Suit.CLUBS) for c in cards("JH JD AH KH QH TH 9H"))
    others = [c for c in Deck.STANDARD_24.cards() if not is_trump(c, trump)]
    assert len(others) == 17
    assert all(card_power(c, trump, Suit.CLUBS) < lowest_trump for c in others)
