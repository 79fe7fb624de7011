"""Explicit Five Hundred deals and positions for the rule tests."""

from __future__ import annotations

from euchre.cards import Card, cards_from_mask, mask_of
from euchre.games.five_hundred import (
    FiveHundredDeal,
    FiveHundredHand,
    FiveHundredPhase,
    FiveHundredRules,
)
from euchre.games.five_hundred.cards import deck_mask
from euchre.games.five_hundred.deal import seats_for

# Four players, one suit each: South spades, West clubs, North hearts, East diamonds.
SUITED = {
    "S": "5S 6S 7S 8S 9S TS JS QS KS AS",
    "W": "5C 6C 7C 8C 9C TC JC QC KC AC",
    "N": "5H 6H 7H 8H 9H TH JH QH KH AH",
    "E": "5D 6D 7D 8D 9D TD JD QD KD AD",
}
SUITED_KITTY = "4H 4D JOKER"


def deal_with(dealer: str = "E", players: int = 4, kitty: str | None = None,
              **hands: str) -> FiveHundredDeal:
    """A deal with the given cards for the named seats (``S="AS KS ..."``); any hand given
    fewer than ten cards, and the kitty if not given, is filled from the rest of the deck
    in id order."""
    seats = seats_for(players)
    given = {seats.parse(seat): [Card.parse(c) for c in text.split()]
             for seat, text in hands.items()}
    kitty_cards = [] if kitty is None else [Card.parse(c) for c in kitty.split()]
    used = mask_of([*kitty_cards, *(c for cards in given.values() for c in cards)])
    rest = list(cards_from_mask(deck_mask(players) & ~used))
    full = {}
    for seat in seats:
        cards = given.get(seat, [])
        while len(cards) < 10:
            cards.append(rest.pop(0))
        full[seat] = cards
    if kitty is None:
        kitty_cards = rest[:3]
    return FiveHundredDeal.from_text(dealer, full, kitty_cards, players)


def start(deal: FiveHundredDeal | None = None, **options: object) -> FiveHundredHand:
    deal = deal or deal_with(**SUITED, kitty=SUITED_KITTY)
    return FiveHundredHand.from_deal(deal, FiveHundredRules(players=deal.players, **options))


def calls(hand: FiveHundredHand, *texts: str) -> FiveHundredHand:
    """Apply auction calls (or any actions) in turn."""
    for text in texts:
        hand = hand.apply(text)
    return hand


def contract(hand: FiveHundredHand, seat: str, bid: str, *,
             before: tuple[str, ...] = ()) -> FiveHundredHand:
    """``seat`` wins the auction with ``bid``: the players before it pass (or make the
    calls in ``before``, in turn), then everyone else passes."""
    seat_of = hand.seats.parse(seat)
    hand = calls(hand, *before)
    while hand.to_act != seat_of:
        hand = hand.apply("pass")
    hand = hand.apply(bid)
    while hand.phase is FiveHundredPhase.AUCTION:
        hand = hand.apply("pass")
    return hand


def exchange(hand: FiveHundredHand, discards: str | None = None) -> FiveHundredHand:
    """The contractor discards three cards (by default the kitty's own three)."""
    cards = hand.deal.kitty if discards is None else discards.split()
    for card in cards:
        hand = hand.apply(f"discard {Card.parse(card).text}")
    return hand


def played(hand: FiveHundredHand, *texts: str) -> FiveHundredHand:
    """Play cards in turn: ``"AS"`` plays the ace of spades."""
    for text in texts:
        hand = hand.apply(text if " " in text else f"play {text}")
    return hand


# A mixed deal (East deals): South holds the joker and the top spades.
MIXED = {
    "S": "JOKER JS AS KS QS 4H 5H 4D 5D 5C",
    "W": "JC AC KC QC TS 9S 6H 7H 6D 7D",
    "N": "AH KH QH JH TH 8S 7S 8D 9D 6C",
    "E": "AD KD QD JD TD 6S 5S 7C 8C 9C",
}
MIXED_KITTY = "8H 9H TC"

# South holds the joker and the ace and king of every suit: South can win every trick.
ACES = {
    "S": "JOKER AS AH AD AC KS KH KD KC QS",
    "W": "JS TS 9S JH TH 9H JD TD 9D JC",
    "N": "8S 7S 8H 7H 8D 7D 8C 7C 6S 6H",
    "E": "5S 6D 6C 5C 5H 4H 5D 4D QH QD",
}
ACES_KITTY = "QC TC 9C"

# South holds the joker and only spades: void in hearts, diamonds and clubs.
SPADES_AND_JOKER = {
    "S": "JOKER AS KS QS JS TS 9S 8S 7S 6S",
    "W": "AH KH QH JH TH 9H 8H 7H 6H 5H",
    "N": "AD KD QD JD TD 9D 8D 7D 6D 5D",
    "E": "AC KC QC JC TC 9C 8C 7C 6C 5C",
}
SPADES_AND_JOKER_KITTY = "5S 4H 4D"


def first_legal(hand: FiveHundredHand, count: int = 1) -> FiveHundredHand:
    """Apply the first legal action ``count`` times (the lowest card, for a play)."""
    for _ in range(count):
        hand = hand.apply(hand.legal_actions()[0])
    return hand


def to_trick_end(hand: FiveHundredHand) -> FiveHundredHand:
    """Everyone still to play to the current trick plays their first legal card."""
    while hand.current_trick and not hand.is_over:
        hand = hand.apply(next(a for a in hand.legal_actions() if a.text.startswith("play")))
    return hand
