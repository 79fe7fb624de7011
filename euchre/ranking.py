"""The one table every game's rules read: card ids, effective suit, trick power, suit masks.

Card ids are ``suit * 8 + rank`` for the 7 to the ace (ranks 0..7) in clubs, diamonds,
hearts and spades (suits 0..3); the joker is 32; Five Hundred's 4, 5 and 6 (ranks -3..-1)
take ids 33..44, ``LOW_CARDS + suit * 3 + rank + 3``. Every card of every deck of the
family is one bit of an int64.

How a card ranks depends on the hand's *mode*:

- ``0..3``: that suit is trump. The joker is the highest trump, then the right bower (the
  jack of trump) and the left bower (the other jack of trump's colour), then the ace down.
- ``NO_TRUMP`` (4): no trump. Jacks are plain cards; a joker in no suit wins every trick
  it is played to (Five Hundred's no trumps and misère).
- ``NO_TRUMP + 1 + s`` (5..8): no trump, with the joker given to suit ``s`` (it is then
  the highest card of that suit).

``POWER[mode, led, card]`` is 0 for a card that cannot win a trick led in ``led`` (the
effective suit of the card led; ``NO_SUIT`` for a suitless joker) and larger for a
stronger card: a trump beats every card of the led suit. ``EFFECTIVE_SUIT[mode, card]``
is the suit a card counts as; ``SUIT_MASK[mode, suit]`` the cards that count as ``suit``.
The compiled code reads these arrays; Python loops read their nested-tuple copies
(``POWER_ROWS`` …), which hold the same numbers.

>>> bool(POWER[HEARTS, HEARTS, JOKER] > POWER[HEARTS, HEARTS, card_id(HEARTS, JACK)])
True
>>> int(EFFECTIVE_SUIT[HEARTS, card_id(DIAMONDS, JACK)]) == HEARTS   # the left bower
True
>>> POWER_ROWS[NO_TRUMP][CLUBS][JOKER] > POWER_ROWS[NO_TRUMP][CLUBS][card_id(CLUBS, ACE)]
True
"""

from __future__ import annotations

import numpy as np

__all__ = [
    "ACE",
    "CLUBS",
    "DECK_MASKS",
    "DIAMONDS",
    "EFFECTIVE_SUIT",
    "EFFECTIVE_SUIT_ROWS",
    "HEARTS",
    "JACK",
    "JOKER",
    "JOKER_BIT",
    "LOW_CARDS",
    "NOT_A_TRUMP",
    "NO_SUIT",
    "NO_TRUMP",
    "N_CARDS",
    "N_CARD_IDS",
    "N_MODES",
    "POWER",
    "POWER_ROWS",
    "SPADES",
    "SUIT_MASK",
    "SUIT_MASK_ROWS",
    "TRUMP_ORDER",
    "card_id",
    "joker_mode",
    "rank_of",
    "same_colour_suit",
    "suit_of",
]

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
JACK = 4
ACE = 7
JOKER = 32
JOKER_BIT = 1 << JOKER
N_CARDS = 33  # ids of Euchre's decks: the 7 to the ace and the joker
LOW_CARDS = 33  # the 4, 5 and 6 of each suit: 33..44
N_CARD_IDS = 45  # every card id of the family's decks

NO_TRUMP = 4  # the mode of a hand without trumps (the joker in no suit)
NO_SUIT = 4  # the effective suit of a joker in no suit
N_MODES = 9
NOT_A_TRUMP = -100  # ``TRUMP_ORDER`` of a card that is not a trump

TRUMP_BASE = 100  # every trump's power is above every plain card's
JOKER_ORDER, RIGHT_BOWER_ORDER, LEFT_BOWER_ORDER = 20, 19, 18
SUITLESS_JOKER_POWER = 1000


def card_id(suit: int, rank: int) -> int:
    """The id of a suited card (rank -3..7 for the 4 to the ace)."""
    return suit * 8 + rank if rank >= 0 else LOW_CARDS + suit * 3 + rank + 3


def suit_of(card: int) -> int:
    """The printed suit of a card other than the joker."""
    return card // 8 if card < JOKER else (card - LOW_CARDS) // 3


def rank_of(card: int) -> int:
    """The rank of a card other than the joker (see ``card_id``)."""
    return card % 8 if card < JOKER else (card - LOW_CARDS) % 3 - 3


def same_colour_suit(suit: int) -> int:
    """Clubs and spades are black, diamonds and hearts red: 0<->3, 1<->2."""
    return suit ^ 3


def joker_mode(trump: int | None, joker_suit: int | None) -> int:
    """The mode of a hand with ``trump`` (None: no trump) whose joker, in a hand without
    trumps, was given ``joker_suit`` (None: no suit)."""
    if trump is not None:
        return int(trump)
    return NO_TRUMP if joker_suit is None else NO_TRUMP + 1 + int(joker_suit)


def _effective_suit(card: int, mode: int) -> int:
    if card == JOKER:
        if mode < NO_TRUMP:
            return mode
        return NO_SUIT if mode == NO_TRUMP else mode - NO_TRUMP - 1
    suit, rank = suit_of(card), rank_of(card)
    if mode < NO_TRUMP and rank == JACK and suit == same_colour_suit(mode):
        return mode
    return suit


def _trump_order(card: int, mode: int) -> int:
    """Order among the trumps of ``mode``: joker, right bower, left bower, then the rank."""
    if mode >= NO_TRUMP or _effective_suit(card, mode) != mode:
        return NOT_A_TRUMP
    if card == JOKER:
        return JOKER_ORDER
    if rank_of(card) == JACK:
        return RIGHT_BOWER_ORDER if suit_of(card) == mode else LEFT_BOWER_ORDER
    return rank_of(card)


def _plain_order(card: int) -> int:
    """Order within a plain suit, above 0: the 4 is 2, the 7 is 5, the ace 12; a joker
    given a suit heads it at 13."""
    return 13 if card == JOKER else rank_of(card) + 5


def _power(card: int, mode: int, led: int) -> int:
    suit = _effective_suit(card, mode)
    if card == JOKER and suit == NO_SUIT:
        return SUITLESS_JOKER_POWER
    order = _trump_order(card, mode)
    if order != NOT_A_TRUMP:
        return TRUMP_BASE + (order if order >= LEFT_BOWER_ORDER else _plain_order(card))
    return _plain_order(card) if suit == led else 0


_MODES = range(N_MODES)
_SUITS = range(5)
_CARDS = range(N_CARD_IDS)

EFFECTIVE_SUIT_ROWS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_effective_suit(card, mode) for card in _CARDS) for mode in _MODES)
POWER_ROWS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(_power(card, mode, led) for card in _CARDS) for led in _SUITS)
    for mode in _MODES)
SUIT_MASK_ROWS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << card for card in _CARDS if EFFECTIVE_SUIT_ROWS[mode][card] == suit)
          for suit in _SUITS)
    for mode in _MODES)

EFFECTIVE_SUIT = np.array(EFFECTIVE_SUIT_ROWS, dtype=np.int64)  # [mode, card]
POWER = np.array(POWER_ROWS, dtype=np.int64)  # [mode, led, card]
SUIT_MASK = np.array(SUIT_MASK_ROWS, dtype=np.int64)  # [mode, suit]
TRUMP_ORDER = np.array([[_trump_order(card, mode) for card in _CARDS] for mode in _MODES],
                       dtype=np.int64)  # [mode, card]: joker 20, right 19, left 18, A 7 …

_NINE_TO_ACE = sum(1 << (suit * 8 + rank) for suit in range(4) for rank in range(2, 8))
_SEVEN_TO_ACE = sum(1 << (suit * 8 + rank) for suit in range(4) for rank in range(8))
DECK_MASKS = np.array([_NINE_TO_ACE, _SEVEN_TO_ACE, _NINE_TO_ACE | JOKER_BIT], dtype=np.int64)
"""Euchre's decks as masks, by ``euchre.cards.Deck.index``: 24 cards, 32 cards, 24 and the
joker."""
