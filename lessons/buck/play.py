"""Simple, sensible Buck Euchre players for lessons: the bids, discards, drop-outs and
cards of a careful beginner.

They set up the positions of the drop-out drills and play the example games of the
course, so the counts in them go down as in real games. Every action is one the engine
offers (``legal_actions``); only the choice among them is made here.

>>> from euchre.games.buck import BuckHand
>>> hand = BuckHand.from_seed(4)
>>> while not hand.is_over:
...     hand = hand.apply(sensible_action(hand))
>>> hand.phase
<BuckPhase.SCORED: 'scored'>
"""

from __future__ import annotations

from collections.abc import Collection

from euchre import Card, Suit, card_power, effective_suit, left_bower, right_bower
from euchre.actions import ORDER_UP, PASS, Action, discard, name_trump, play
from euchre.cards import Rank
from euchre.games.buck import BuckHand, BuckPhase, BuckView, Player
from euchre.games.buck.actions import DROP_OUT, STAY_IN
from lessons.kit.examples import strength
from lessons.kit.exercise import Scene

__all__ = ["MAKES", "aces", "hopeless", "sensible_action", "suit_count", "table_scene"]

P = BuckPhase
MAKES = 3  # a player makes trump with this many cards of the suit


def suit_count(cards: Collection[Card], suit: Suit) -> int:
    """How many of ``cards`` belong to ``suit`` were it trump (the left bower counts)."""
    return sum(1 for card in cards if effective_suit(card, suit) is suit)


def aces(cards: Collection[Card]) -> int:
    return sum(1 for card in cards if card.rank is Rank.ACE)


def hopeless(hand: BuckHand, player: Player) -> bool:
    """No trick to count on, so the player drops out: fewer than two trumps and no high
    one (the bowers, the ace) — with no trump, no ace."""
    cards = hand.hand(player)
    if hand.trump is None:
        return aces(cards) == 0
    trump = hand.trump
    high = {right_bower(trump), left_bower(trump), Card.of(Rank.ACE, trump)}
    return suit_count(cards, trump) < 2 and not high & set(cards)


def _card(hand: BuckHand) -> Action:
    """Lead the strongest card; follow with the cheapest card that takes the trick so far,
    else the weakest."""
    legal = hand.legal_plays_for(hand.to_act)
    trump = hand.trump
    if not hand.current_trick:
        return play(max(legal, key=lambda card: strength(card, trump)))
    led = effective_suit(hand.current_trick[0][1], trump)
    top = max(card_power(card, trump, led) for _, card in hand.current_trick)
    winners = [card for card in legal if card_power(card, trump, led) > top]
    if winners:
        return play(min(winners, key=lambda card: card_power(card, trump, led)))
    return play(min(legal, key=lambda card: strength(card, trump)))


def sensible_action(hand: BuckHand, passing: Collection[Player] = ()) -> Action:
    """The action of a careful beginner at ``hand.to_act``: make the first suit held
    ``MAKES`` times (the upcard's in round 1) unless among ``passing``, discard the
    weakest card, drop out when ``hopeless``, win a trick cheaply when it can."""
    player = hand.to_act
    cards = hand.hand(player)
    phase = hand.phase
    if phase is P.BIDDING_ROUND_1:
        wants = player not in passing and suit_count(cards, hand.upcard.suit) >= MAKES
        return ORDER_UP if wants else PASS
    if phase is P.BIDDING_ROUND_2:
        suits = [suit for suit in Suit if suit != hand.turned_down
                 and suit_count(cards, suit) >= MAKES]
        return name_trump(suits[0]) if suits and player not in passing else PASS
    if phase is P.DEALER_DISCARD:
        return discard(min(cards, key=lambda card: strength(card, hand.trump)))
    if phase is P.DROP_OUT:
        return DROP_OUT if hopeless(hand, player) else STAY_IN
    return _card(hand)


def table_scene(view: BuckView) -> Scene:
    """The table a Buck drill draws from the learner's view: hand, upcard, bids, trump (once
    made) and every player's count."""
    return Scene(
        trump=view.trump,
        no_trump=view.no_trump,
        hand=view.hand,
        dealer=view.dealer,
        upcard=view.upcard,
        turned_down=view.turned_down,
        bids=view.bids,
        score=view.score,
        score_names=tuple(player.label for player in Player),
    )
