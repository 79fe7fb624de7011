"""Engine positions built for lessons: chosen cards in chosen seats, bid to a chosen trump.

Every position here is a real ``HandState``: the cards are dealt through ``Deal`` and the
bids and plays go through ``HandState.apply``, so the engine decides what is legal, who
wins each trick and what each hand scores.

>>> import random
>>> from euchre import Card, Suit
>>> state, trick = stage_trick(Suit.HEARTS, [Card.parse("AD"), Card.parse("JD")],
...                            random.Random(1))
>>> trick.card_of(trick.winner).symbol   # the left bower ruffs the ace of diamonds
'J♦'
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from euchre import (
    ORDER_UP,
    PASS,
    Card,
    Deal,
    Deck,
    HandState,
    Phase,
    Seat,
    Suit,
    Trick,
    card_power,
    effective_suit,
    name_trump,
    play,
)

__all__ = [
    "PositionError",
    "bid_to_trump",
    "cards_of_suit",
    "deal_with",
    "play_until",
    "seat_before",
    "stage_trick",
    "weakest",
]

HAND_SIZE = 5
DECK = Deck.STANDARD_24


class PositionError(RuntimeError):
    """The requested position could not be dealt (callers retry with another draw)."""


def seat_before(seat: Seat, count: int) -> Seat:
    """The seat ``count`` places before ``seat`` in clockwise order."""
    return Seat((seat - count) % 4)


def cards_of_suit(trump: Suit | None, suit: Suit) -> frozenset[Card]:
    """Every card of the deck whose effective suit is ``suit`` (the left bower goes to trump)."""
    return frozenset(card for card in DECK.cards() if effective_suit(card, trump) == suit)


def weakest(cards: Iterable[Card], trump: Suit, led: Suit) -> Card:
    """The card least able to win a trick led in ``led`` (lowest rank among non-contenders)."""
    return min(cards, key=lambda card: (card_power(card, trump, led), card.rank, card.suit))


def deal_with(
    dealer: Seat,
    fixed: Mapping[Seat, Iterable[Card]],
    rng: random.Random,
    *,
    avoid: Mapping[Seat, Iterable[Card]] | None = None,
    upcard_not_suit: Suit | None = None,
    attempts: int = 50,
) -> Deal:
    """A deal in which each seat holds its ``fixed`` cards and none of its ``avoid`` cards.

    The other cards are shuffled in. The upcard's printed suit differs from
    ``upcard_not_suit`` when given. Raises ``PositionError`` if no such deal is found.
    """
    fixed_cards = {Seat(seat): list(cards) for seat, cards in fixed.items()}
    avoid_cards = {Seat(seat): frozenset(cards) for seat, cards in (avoid or {}).items()}
    placed = [card for cards in fixed_cards.values() for card in cards]
    if len(set(placed)) != len(placed):
        raise PositionError("a card cannot be given to two seats")
    for _ in range(attempts):
        pool = [card for card in DECK.cards() if card not in placed]
        rng.shuffle(pool)
        hands: dict[Seat, list[Card]] = {seat: list(fixed_cards.get(seat, ())) for seat in Seat}
        # Seats with restrictions pick first, so the free seats take what is left.
        order = sorted(Seat, key=lambda seat: -len(avoid_cards.get(seat, ())))
        ok = True
        for seat in order:
            banned = avoid_cards.get(seat, frozenset())
            while len(hands[seat]) < HAND_SIZE:
                pick = next((card for card in pool if card not in banned), None)
                if pick is None:
                    ok = False
                    break
                pool.remove(pick)
                hands[seat].append(pick)
        if not ok:
            continue
        upcards = [card for card in pool if upcard_not_suit is None or card.suit != upcard_not_suit]
        if not upcards:
            continue
        upcard = upcards[0]
        return Deal.from_text(dealer, hands, upcard)
    raise PositionError("no deal satisfies the requested cards")


def bid_to_trump(state: HandState, trump: Suit, maker: Seat) -> HandState:
    """Bid so that ``maker`` makes ``trump`` (not alone), with every earlier bidder passing.

    Trump of the upcard's suit is ordered up in round 1 (the dealer then discards the
    weakest card); any other suit is named in round 2 after all four pass the upcard.
    """
    if state.upcard_suit == trump:
        while state.to_act != maker:
            state = state.apply(PASS)
        state = state.apply(ORDER_UP)
        if state.phase is Phase.DEALER_DISCARD:
            dealer_hand = state.hand(state.dealer)
            state = state.apply(f"discard {weakest(dealer_hand, trump, trump)}")
        return state
    for _ in range(4):
        state = state.apply(PASS)
    while state.to_act != maker:
        state = state.apply(PASS)
    return state.apply(name_trump(trump))


def play_until(state: HandState, seat: Seat, rng: random.Random) -> HandState:
    """Play random legal cards until it is ``seat``'s turn (or the trick is complete)."""
    while state.phase is Phase.PLAY and state.to_act != seat:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def stage_trick(
    trump: Suit,
    cards: Sequence[Card],
    rng: random.Random,
    leader: Seat | None = None,
) -> tuple[HandState, Trick]:
    """Play a first trick in which the leader plays ``cards[0]``, the next seat ``cards[1]``…

    A seat whose card does not follow the led suit is dealt no card of that suit, so its
    play is legal. Seats without a chosen card are dealt nothing that beats every chosen
    card and play their weakest legal card, so a chosen card wins. The leader names trump
    in round 2. Returns the state after the trick and the finished trick.
    """
    if not 1 <= len(cards) <= 4:
        raise ValueError("a trick has one to four chosen cards")
    leader = Seat(rng.randrange(4)) if leader is None else leader
    seats = [Seat((leader + offset) % 4) for offset in range(4)]
    led = effective_suit(cards[0], trump)
    led_cards = cards_of_suit(trump, led)
    fixed = {seat: [card] for seat, card in zip(seats, cards, strict=False)}
    avoid: dict[Seat, frozenset[Card]] = {
        seat: led_cards
        for seat, card in zip(seats[1:], cards[1:], strict=False)
        if effective_suit(card, trump) != led
    }
    best = max(card_power(card, trump, led) for card in cards)
    stronger = frozenset(card for card in DECK.cards() if card_power(card, trump, led) > best)
    for seat in seats[len(cards):]:
        avoid[seat] = stronger
    deal = deal_with(seat_before(leader, 1), fixed, rng, avoid=avoid, upcard_not_suit=trump)
    state = bid_to_trump(HandState.from_deal(deal), trump, leader)
    for index, seat in enumerate(seats):
        card = cards[index] if index < len(cards) else weakest(
            state.legal_plays_for(seat), trump, led
        )
        state = state.apply(play(card), seat=seat)
    return state, state.tricks[-1]
