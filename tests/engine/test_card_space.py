"""One card id space for the family: Five Hundred's 43-card deck fits beside Euchre's cards."""

from __future__ import annotations

import numpy as np
import pytest

from euchre import Card, Deck, HandState, IllegalActionError, Rank, Suit, play, ranking
from euchre.cards import cards_from_mask, effective_suit, mask_of
from euchre.games.euchre import core

from .positions import README_HANDS, position

FIVE_HUNDRED_RANKS = {  # four players: 4 to ace in the red suits, 5 to ace in the black ones
    Suit.HEARTS: "456789TJQKA", Suit.DIAMONDS: "456789TJQKA",
    Suit.SPADES: "56789TJQKA", Suit.CLUBS: "56789TJQKA",
}


def five_hundred_deck() -> list[Card]:
    cards = [Card.parse(rank + suit.letter)
             for suit, ranks in FIVE_HUNDRED_RANKS.items() for rank in ranks]
    return [*cards, Card.joker()]


def test_five_hundreds_deck_has_43_distinct_cards_in_one_int64_mask():
    deck = five_hundred_deck()
    assert len(deck) == len(set(deck)) == 43
    mask = mask_of(deck)
    assert mask < 2**63 and core.popcount(np.int64(mask)) == 43
    assert set(cards_from_mask(mask)) == set(deck)
    assert sorted(deck, key=lambda card: card.order_key)[:3] == [
        Card.parse(text) for text in ("5C", "6C", "7C")]


def test_the_low_cards_read_and_print_like_the_others():
    four = Card.parse("4♥")
    assert (four.text, four.symbol, four.spoken) == ("4H", "4♥", "four of hearts")
    assert (four.suit, four.rank) == (Suit.HEARTS, Rank.FOUR)
    assert Card.of(Rank.SIX, Suit.SPADES) == Card.parse("6s")
    assert Rank.FOUR < Rank.FIVE < Rank.SIX < Rank.SEVEN < Rank.ACE
    assert [card.text for card in sorted(map(Card.parse, ["AH", "4H", "7H", "6H"]),
                                         key=lambda card: card.order_key)] == [
        "4H", "6H", "7H", "AH"]


def test_euchres_card_ids_and_id_order_are_unchanged():
    assert [int(Card.parse(text)) for text in ("7C", "9C", "AC", "9D", "JH", "AS")] == [
        0, 2, 7, 10, 20, 31]
    assert int(Card.joker()) == ranking.JOKER == 32
    for deck in Deck:
        cards = deck.cards()
        assert list(cards) == sorted(cards, key=lambda card: card.order_key)
        assert max(cards) < ranking.N_CARDS


def test_euchre_refuses_a_low_card_as_not_in_its_deck():
    state = position(README_HANDS, upcard="QS", dealer="N")
    with pytest.raises(IllegalActionError) as caught:
        state.apply(play("4H"))
    assert caught.value.rule == "not-in-deck"
    assert str(caught.value) == (
        "East cannot play 4♥: it is not in the deck; these table rules use 24 cards (9 to ace).")
    with pytest.raises(ValueError, match="4♥ is not a card of Euchre's decks"):
        effective_suit(Card.parse("4H"), Suit.HEARTS)
    assert HandState.from_seed(3).legal_actions()  # Euchre's own deals are untouched
