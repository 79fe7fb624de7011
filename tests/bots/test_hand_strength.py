"""The hand facts bots count agree with an independent count from printed ranks and suits."""

from __future__ import annotations

import random

from explanation_oracle import COLOUR_MATE, is_trump, suit_of

from euchre import Card, Deck, Rank, Seat, Suit
from euchre.bots.discarding import plan_discard
from euchre.bots.explain import cards_text, count_text, join_words
from euchre.bots.hand_strength import (
    Position,
    UpcardTaker,
    position_to_dealer,
    trump_facts,
    upcard_taker,
)


def _random_hands(count: int, size: int = 5):
    rng = random.Random(11)
    for index in range(count):
        deck = list(Deck)[index % 3].cards()
        yield tuple(rng.sample(deck, size)), Suit(rng.randrange(4))


def test_trump_facts_match_an_independent_count() -> None:
    for hand, trump in _random_hands(3000):
        facts = trump_facts(hand, trump)
        trumps = {card for card in hand if is_trump(card, trump)}
        assert set(facts.trumps) == trumps and facts.trump_count == len(trumps)
        assert facts.has_right_bower == (Card.of(Rank.JACK, trump) in hand)
        assert facts.has_left_bower == (Card.of(Rank.JACK, COLOUR_MATE[trump]) in hand)
        assert facts.has_joker == any(card.is_joker for card in hand)
        aces = {card for card in hand if card.rank is Rank.ACE and card not in trumps}
        assert set(facts.off_aces) == aces
        voids = {suit for suit in Suit if suit is not trump
                 and not any(suit_of(card, trump) is suit for card in hand)}
        assert set(facts.voids) == voids
        assert sum(facts.suit_lengths) == len(hand)


def test_trumps_are_listed_strongest_first() -> None:
    hand = tuple(Card.parse(c) for c in ["9D", "AD", "JH", "JD", "KD"])
    facts = trump_facts(hand, Suit.DIAMONDS)
    assert [card.symbol for card in facts.trumps] == ["J♦", "J♥", "A♦", "K♦", "9♦"]


def test_the_left_bower_is_counted_as_a_trump_not_as_its_printed_suit() -> None:
    hand = tuple(Card.parse(c) for c in ["JD", "9H", "QC", "QS", "KS"])
    facts = trump_facts(hand, Suit.HEARTS)
    assert facts.trump_count == 2 and facts.has_left_bower
    assert Suit.DIAMONDS in facts.voids


def test_positions_and_upcard_takers_follow_the_seat_order() -> None:
    for dealer in Seat:
        assert position_to_dealer(dealer, dealer) is Position.DEALER
        assert position_to_dealer(dealer.left, dealer) is Position.FIRST
        assert position_to_dealer(dealer.partner, dealer) is Position.SECOND
        assert position_to_dealer(dealer.left.left.left, dealer) is Position.THIRD
        assert upcard_taker(dealer, dealer) is UpcardTaker.ME
        assert upcard_taker(dealer.partner, dealer) is UpcardTaker.PARTNER
        assert upcard_taker(dealer.left, dealer) is UpcardTaker.OPPONENT


def test_dealer_discard_never_throws_a_trump_it_can_keep_and_voids_when_it_can() -> None:
    for hand, trump in _random_hands(3000, size=6):
        plan = plan_discard(hand, trump)
        assert plan.card in hand and len(plan.kept) == 5 and plan.card not in plan.kept
        off = [card for card in hand if not is_trump(card, trump)]
        if off:
            assert not is_trump(plan.card, trump)
        singles = [card for card in off if card.rank is not Rank.ACE and
                   sum(suit_of(o, trump) is suit_of(card, trump) for o in hand) == 1]
        if singles:
            assert plan.card in singles


def test_words_for_counts_and_cards() -> None:
    assert count_text(0, "trump") == "no trumps"
    assert count_text(1, "off-suit ace") == "one off-suit ace"
    assert count_text(3, "trump") == "three trumps"
    assert join_words(["a", "b", "c"]) == "a, b and c"
    assert cards_text([Card.parse("JH"), Card.parse("TD")]) == "J♥ and 10♦"
