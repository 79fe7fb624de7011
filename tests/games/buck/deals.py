"""Explicit Buck Euchre deals and helpers that play them out, for tests of one rule each."""

from __future__ import annotations

from euchre import Card
from euchre.games.buck import BuckDeal, BuckHand, BuckMatch, BuckRules, Player


def deal(dealer: str, south: str, west: str, north: str, east: str, upcard: str) -> BuckDeal:
    """A deal written out card by card; the kitty is the rest of the deck."""
    return BuckDeal.from_text(dealer, {"S": south, "W": west, "N": north, "E": east}, upcard)


# East deals and turns up 9♥; South holds the five highest hearts, North five diamonds.
HEARTS = deal("E", south="JH JD AH KH QH", west="AC KC QC AS KS", north="AD KD QD TD 9D",
              east="9C TC JC JS QS", upcard="9H")
# East deals and turns up 9♥; South holds only the two bowers, East the other high hearts.
BOWERS = deal("E", south="JH JD 9C 9S 9D", west="AC KC QC AS KS", north="AD KD QD TD TC",
              east="AH KH QH JS QS", upcard="9H")
# East deals and turns up 9♥; South holds the three highest hearts and two low cards.
THREE_TRUMPS = deal("E", south="JH JD AH 9C 9S", west="AC KC QC AS KS", north="AD KD QD TD TC",
                    east="KH QH TH JS QS", upcard="9H")
# East deals and turns up 9♣: clubs are trump at once. South holds the right bower,
# West the left bower and the other top hearts, North the ace of clubs and diamonds.
CLUBS = deal("E", south="JC AS KS QS 9S", west="JS AH KH QH 9H", north="AC AD KD QD 9D",
             east="KC QC TC TH JH", upcard="9C")

PLAYERS = tuple(Player)
S, W, N, E = PLAYERS


def hand_of(the_deal: BuckDeal, **rules: object) -> BuckHand:
    return BuckHand.from_deal(the_deal, BuckRules(**rules))


def run(hand: BuckHand, *actions: str) -> BuckHand:
    """Apply actions in turn, each by the player whose turn it is."""
    for action in actions:
        hand = hand.apply(action)
    return hand


def play(hand: BuckHand, cards: str) -> BuckHand:
    """Play the cards named, in order, each by the player whose turn it is."""
    return run(hand, *(f"play {card}" for card in cards.split()))


def play_first_legal(hand: BuckHand) -> BuckHand:
    """Finish the hand, every player taking their first legal action (staying in)."""
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    return hand


def cards(text: str) -> tuple[Card, ...]:
    """The cards named, in the order named."""
    return tuple(Card.parse(card) for card in text.split())


def stay(count: int) -> tuple[str, ...]:
    return ("stay in",) * count


def drop(count: int) -> tuple[str, ...]:
    return ("drop out",) * count


def south_orders_hearts(*decisions: str) -> BuckHand:
    """HEARTS: South orders up, East (the dealer) discards 9♣, then the drop-out decisions."""
    return run(hand_of(HEARTS), "order up", "discard 9C", *decisions)


def bowers_maker_takes_two() -> BuckHand:
    """BOWERS: South orders up, East discards Q♠, all stay in; South takes the two bowers'
    tricks only: South 2, West 1, North 0, East 2."""
    hand = run(hand_of(BOWERS), "order up", "discard QS", *stay(3))
    return play(hand, "9C QC TC 9H  QH JD KC TD  9D AC QD KH  AH JH KS KD  9S AS AD JS")


def three_trumps_played() -> BuckHand:
    """THREE_TRUMPS: South orders up, East discards Q♠, all stay in and play their first
    legal card: South 3 tricks, West 1, North 0, East 1."""
    return play_first_legal(run(hand_of(THREE_TRUMPS), "order up", "discard QS", *stay(3)))


def clubs_played() -> BuckHand:
    """CLUBS played out: South 1 trick, West 2, North 0, East 2."""
    return play(hand_of(CLUBS), "JC JS AC TC  9S 9H 9D QC  KC QS QH QD  TH KS KH KD  AH AD JH AS")


def match_after(*hands: BuckHand, starting_score: int = 25) -> BuckMatch:
    """A match whose hands were these (the last one the current hand)."""
    rules = BuckRules(starting_score=starting_score)
    return BuckMatch(rules, 0, tuple(hands[:-1]), hands[-1])
