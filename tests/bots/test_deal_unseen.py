"""Dealing unseen cards into any number of hands and hidden piles of known sizes."""

from __future__ import annotations

import numpy as np

from euchre.bots.sampler import deal_unseen
from euchre.cards import Deck, Suit, cards_from_mask, effective_suit, mask_of
from euchre.ranking import SUIT_MASK
from euchre.tricks.compiled import seed_rng


def test_two_hands_and_the_discards_take_their_sizes_and_leave_the_kitty() -> None:
    # Cutthroat as South sees it once East has taken the dummy: South's five cards and the
    # upcard are seen; West's hand, East's hand and East's five discards are hidden piles,
    # and the three cards left over are the kitty. West has shown no hearts.
    seen = mask_of(["JH", "JD", "AH", "KH", "QH", "9S"])
    pool = Deck.STANDARD_24.mask & ~seen
    trump = Suit.SPADES
    no_hearts = int(SUIT_MASK[trump, Suit.HEARTS])
    need = np.array([5, 5, 5], dtype=np.int64)  # West, East, East's discards
    forbidden = np.array([no_hearts, 0, 0], dtype=np.int64)
    dealt = np.zeros(3, dtype=np.int64)
    seed_rng(3)
    reached = [0, 0, 0, 0]
    for _ in range(300):
        rest = deal_unseen(pool, need, forbidden, dealt)
        assert rest >= 0
        piles = [int(mask) for mask in dealt]
        assert [pile.bit_count() for pile in piles] == [5, 5, 5]
        assert rest.bit_count() == 3
        union = 0
        for pile in piles:
            assert pile & union == 0 and pile & ~pool == 0
            union |= pile
        assert union | rest == pool and union & rest == 0
        assert not any(effective_suit(card, trump) == Suit.HEARTS
                       for card in cards_from_mask(piles[0]))
        for place, pile in enumerate([*piles, rest]):
            reached[place] |= pile
    # every pile, and the kitty, gets every card it may hold, somewhere in the deals
    assert reached == [pool & ~no_hearts, pool, pool, pool]


def test_an_impossible_deal_is_reported_not_forced() -> None:
    # Two seats each need two cards and neither may hold a heart: only one card is left.
    pool = mask_of(["AH", "KH", "QH", "AS"])
    no_hearts = int(SUIT_MASK[Suit.SPADES, Suit.HEARTS])
    need = np.array([2, 2], dtype=np.int64)
    forbidden = np.array([no_hearts, no_hearts], dtype=np.int64)
    dealt = np.zeros(2, dtype=np.int64)
    seed_rng(1)
    assert deal_unseen(pool, need, forbidden, dealt) == -1


def test_the_most_constrained_hand_is_dealt_first() -> None:
    # A seat that may hold only the two spades must get them, though it is listed last.
    pool = mask_of(["AS", "KS", "AH", "KH", "QH", "JC"])
    spades_only = ~mask_of(["AS", "KS"]) & Deck.STANDARD_24.mask
    need = np.array([2, 2, 2], dtype=np.int64)
    forbidden = np.array([0, 0, spades_only], dtype=np.int64)
    dealt = np.zeros(3, dtype=np.int64)
    seed_rng(5)
    for _ in range(50):
        assert deal_unseen(pool, need, forbidden, dealt) == 0
        assert int(dealt[2]) == mask_of(["AS", "KS"])
