"""Explicit Cutthroat deals and helpers that play them out, for tests that assert one rule each."""

from __future__ import annotations

from euchre import Card
from euchre.games.cutthroat import CutthroatDeal, CutthroatHand, CutthroatRules, Player


def deal(dealer: str, south: str, west: str, east: str, dummy: str, upcard: str
         ) -> CutthroatDeal:
    """A deal written out card by card; the kitty is the rest of the deck."""
    return CutthroatDeal.from_text(dealer, {"S": south, "W": west, "E": east}, dummy, upcard)


# West holds the five highest hearts; the upcard is a heart. East deals, South bids first.
WEST_TRUMPS = deal("E", south="9C TC 9S TS 9D", west="JH JD AH KH QH", east="AS KS QS AC KC",
                   dummy="JC QC JS QD KD", upcard="9H")
# The same cards with South holding the five highest hearts.
SOUTH_TRUMPS = deal("E", south="JH JD AH KH QH", west="9C TC 9S TS 9D", east="AS KS QS AC KC",
                    dummy="JC QC JS QD KD", upcard="9H")
# South has three aces and two middling hearts; West the two bowers and the ace of hearts.
WEST_BOWERS = deal("E", south="AC AS AD KH QH", west="JH JD AH 9C 9S", east="KC QC KS QS KD",
                   dummy="TC JC TS JS QD", upcard="9H")
# South has four aces and the king of hearts; West the two bowers.
SOUTH_ACES = deal("E", south="AC AS AD AH KH", west="JH JD 9C 9S 9D", east="KC QC KS QS KD",
                  dummy="TC JC TS JS QD", upcard="9H")

# SOUTH_ACES turned one place clockwise: West has the aces, South deals.
WEST_ACES = deal("S", south="KC QC KS QS KD", west="AC AS AD AH KH", east="JH JD 9C 9S 9D",
                 dummy="TC JC TS JS QD", upcard="9H")


def hand_of(the_deal: CutthroatDeal, **rules: object) -> CutthroatHand:
    return CutthroatHand.from_deal(the_deal, CutthroatRules(**rules))


def run(hand: CutthroatHand, *actions: str) -> CutthroatHand:
    """Apply actions in turn, each by the player whose turn it is."""
    for action in actions:
        hand = hand.apply(action)
    return hand


def play(hand: CutthroatHand, cards: str) -> CutthroatHand:
    """Play the cards named, in order, each by the player whose turn it is."""
    return run(hand, *(f"play {card}" for card in cards.split()))


def play_first_legal(hand: CutthroatHand) -> CutthroatHand:
    """Finish the hand, every player playing their first legal action."""
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    return hand


def south_euchred(**rules: object) -> CutthroatHand:
    """South orders up West's hearts, goes alone, both defenders pass: West takes all five."""
    hand = run(hand_of(WEST_TRUMPS, **rules), "order up", "discard KC", "go alone", "pass", "pass")
    return play_first_legal(hand)


def south_march(**rules: object) -> CutthroatHand:
    """South orders up holding the five highest hearts and goes alone: a march."""
    hand = run(hand_of(SOUTH_TRUMPS, **rules), "order up", "discard KC", "go alone", "pass",
               "pass")
    return play_first_legal(hand)


def south_makes_three(**rules: object) -> CutthroatHand:
    """South orders up with four aces and K♥, goes alone, and takes exactly three tricks."""
    hand = run(hand_of(SOUTH_ACES, **rules), "order up", "discard KC", "go alone", "pass", "pass")
    return play(hand, "9C QC AC  AS 9S KS  AD 9D KD  AH JH 9H  JD QS KH")


def west_makes_three(**rules: object) -> CutthroatHand:
    """West orders up with four aces and K♥, goes alone, and takes exactly three tricks."""
    hand = run(hand_of(WEST_ACES, **rules), "order up", "discard KC", "go alone", "pass", "pass")
    return play(hand, "9C QC AC  AS 9S KS  AD 9D KD  AH JH 9H  JD QS KH")


def west_march(**rules: object) -> CutthroatHand:
    """South passes, West orders up the five highest hearts and goes alone: a march."""
    hand = run(hand_of(WEST_TRUMPS, **rules), "pass", "order up", "discard KC", "go alone",
               "pass", "pass")
    return play_first_legal(hand)


PLAYERS = tuple(Player)


def discarding(cards: str) -> tuple[str, ...]:
    """The discard actions for the cards named, in order."""
    return tuple(f"discard {card}" for card in cards.split())


def cards(text: str) -> tuple[Card, ...]:
    """The cards named, in the order named."""
    return tuple(Card.parse(card) for card in text.split())
