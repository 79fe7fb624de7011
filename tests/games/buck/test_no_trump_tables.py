"""The shared tables' no-trump row, which a Buck Euchre hand with no trump is played from:
the jacks are plain jacks of their own suits, nothing is a trump, and the shared solver
reads the same row."""

from __future__ import annotations

from euchre.cards import Card, Suit, card_power, effective_suit, mask_of
from euchre.ranking import NO_TRUMP
from euchre.tricks.compiled import legal_plays
from euchre.tricks.solver import solve_play


def test_without_trumps_each_jack_is_a_plain_card_of_its_own_suit():
    for text in ("JC", "JD", "JH", "JS"):
        jack = Card.parse(text)
        assert effective_suit(jack, None) == jack.suit
        assert card_power(jack, None, jack.suit) < card_power(Card.parse("Q" + text[1]), None,
                                                               jack.suit)
    assert card_power(Card.parse("AS"), None, Suit.HEARTS) == 0  # off-suit, no trump
    hand = mask_of(["JD", "9H", "AC"])
    assert legal_plays(hand, int(Suit.HEARTS), NO_TRUMP) == mask_of(["9H"])
    assert legal_plays(hand, int(Suit.DIAMONDS), NO_TRUMP) == mask_of(["JD"])


def test_the_shared_solver_plays_a_no_trump_position_with_plain_jacks():
    hands = [mask_of(["JH", "AS"]), mask_of(["AH", "9S"]), mask_of(["9C", "9D"]),
             mask_of(["TC", "TD"])]
    assert solve_play(hands, NO_TRUMP, 4, 0, 1 << 0, 0, [], 2) == 1  # A♥ beats the J♥
    assert solve_play(hands, Suit.HEARTS, 4, 0, 1 << 0, 0, [], 2) == 2  # the right bower
