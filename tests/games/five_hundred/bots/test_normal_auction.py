"""Normal bids like a sound club player: misère only with a hand that cannot be forced to
win a trick, the level it counts (no cheaper), nine or ten only with the tricks to make
them; as a misère contractor it throws the cards that could be forced and, unable to
duck, leaves a later player room to go over its card. What it says is true."""

from __future__ import annotations

import random

import pytest

from euchre.cards import Card
from euchre.games.five_hundred import FiveHundredHand
from euchre.games.five_hundred.actions import Kind
from euchre.games.five_hundred.bids import BidKind, Denomination
from euchre.games.five_hundred.bots.counting import count_tricks
from euchre.games.five_hundred.bots.misere import misere_count
from euchre.games.five_hundred.bots.normal import (
    HIGH_PARTNER_TRICKS,
    MISERE_SLACK,
    NormalFiveHundredBot,
)
from euchre.games.five_hundred.cards import POWER, deck
from euchre.seats import Seat
from tests.games.five_hundred.deals import contract, deal_with, exchange, played, start

# Old Normal called open misère on this hand and lost it: the A♣, the 10♦ and the low
# diamonds with the 4♦ and 5♦ out can all be forced to win a trick.
FORCED_HAND = "6C 9C AC 6D 8D TD 5S 6S TS JS"
# Low cards in every suit, each with a lower card of mine for the cards I lack below it.
LAYDOWN_MISERE = "4H 5H 7H 4D 6D 5S 6S 7S 5C 7C"
# Six spades without the joker or the right bower, three side aces: 9.5 counted with the
# partner's 1.5; nine or ten is no bid for it.
LONG_SPADES = "6C JC AC AD AH 5S 6S TS KS AS"


def decide(hand: FiveHundredHand):
    return NormalFiveHundredBot(seed=1).decide(hand.view(hand.to_act))


def power(card: Card) -> int:
    return POWER[4][int(card.suit)][card]


def unsafe_cards(cards: list[Card], players: int = 4) -> list[Card]:
    """The count said in Normal's words: a card is safe when I hold a lower (safe) card of
    its suit for every card I lack below it but one; the joker is never safe."""
    unsafe = [card for card in cards if card.is_joker]
    for suit in {card.suit for card in cards if not card.is_joker}:
        mine = sorted((c for c in cards if not c.is_joker and c.suit == suit), key=power)
        lacking = [c for c in deck(players) if not c.is_joker and c.suit == suit
                   and c not in cards]
        safe = 0
        for card in mine:
            if sum(power(c) < power(card) for c in lacking) <= safe + 1:
                safe += 1
            else:
                unsafe.append(card)
    return unsafe


def test_normal_does_not_call_open_misere_with_cards_that_can_be_forced():
    hand = start(deal_with(S=FORCED_HAND))
    assert len(unsafe_cards(list(hand.hand(Seat.SOUTH)))) >= 4
    decision = decide(hand)
    assert not (decision.action.kind is Kind.BID and decision.action.bid.is_misere)


def test_normal_calls_open_misere_with_a_hand_that_cannot_be_forced_and_says_why():
    hand = start(deal_with(S=LAYDOWN_MISERE))
    decision = decide(hand)
    assert decision.action.kind is Kind.BID
    assert decision.action.bid.kind is BidKind.OPEN_MISERE
    assert unsafe_cards(list(hand.hand(Seat.SOUTH))) == []
    summary = decision.explanation.summary
    assert "no card of mine could be forced to win a trick" in summary
    assert "4♦ is a safe first lead" in summary
    assert decision.explanation.factor("misere_forced").value == 0
    assert "misère" not in decision.explanation.public().summary.replace("open misère", "")


def test_normal_calls_misere_after_a_seven_with_two_cards_to_throw_but_not_open_misere():
    cards = "4H 5H 7H 4D 6D 5S 6S 7S KC AC"
    hand = start(deal_with(dealer="N", E="QS", S=cards))
    assert sorted(c.text for c in unsafe_cards(list(hand.hand(Seat.SOUTH)))) == ["AC", "KC"]
    over_a_six = decide(hand.apply("bid 6S")).action
    assert not (over_a_six.kind is Kind.BID and over_a_six.bid.is_misere)
    after_seven = hand.apply("bid 7S")
    decision = decide(after_seven)
    assert decision.action.bid.kind is BidKind.MISERE
    summary = decision.explanation.summary
    assert "two cards of mine could be forced to win a trick (A♣ and K♣)" in summary
    assert "the kitty exchange has two cards of mine to throw" in summary


def test_normal_bids_the_level_it_counts_not_the_cheapest_bid():
    hand = start(deal_with(S=LONG_SPADES))
    counted = count_tricks(hand.hand(Seat.SOUTH), Denomination.SPADES, 4).total
    assert counted >= 9
    decision = decide(hand)
    assert decision.action.bid.text == "8S"


def test_normal_bids_nine_only_with_the_tricks_and_says_what_it_counted():
    hand = start(deal_with(dealer="N", E="8H", S=LONG_SPADES)).apply("bid 8H")
    decision = decide(hand)
    assert decision.action.kind is Kind.PASS
    counted = count_tricks(hand.hand(Seat.SOUTH), Denomination.SPADES, 4)
    high = counted.total - 1.5 + HIGH_PARTNER_TRICKS
    assert high < 9 <= counted.total
    summary = decision.explanation.summary
    assert f"I count {counted.total:.1f} tricks in ♠" in summary
    assert f"for nine or ten tricks I count only {HIGH_PARTNER_TRICKS:.1f} from my partner, " \
           f"which makes {high:.1f}, so I go no higher than 8" in summary


def test_a_misere_contractor_throws_the_cards_that_could_be_forced_emptying_a_suit():
    hand = start(deal_with(S="5C JS 4D 7H JH 6D 6H 5H TD 8D", kitty="AC AS KH"),
                 misere_any_time=True)
    hand = contract(hand, "S", "misere")
    said = []
    while hand.phase.value == "kitty exchange":
        decision = decide(hand)
        said.append(decision.explanation.summary)
        hand = hand.apply(decision.action)
    assert sorted(card.text for card in hand.discards) == ["AC", "AS", "JS"]
    assert "K♥" in " ".join(c.symbol for c in hand.hand(Seat.SOUTH))
    assert any("leaves me void in ♠" in words for words in said)


@pytest.mark.parametrize("later_player", [True, False])
def test_a_misere_contractor_that_cannot_duck_plays_low_only_while_a_player_is_to_play(
        later_player: bool):
    south = "4H 5H 6H 7D TD 5S 6S 7S 5C 6C"
    if later_player:
        deal = deal_with(S=south, W="7H 9D 8S 9S TS JS QS KS AS 7C",
                         E="8H 6D 8C 9C TC JC QC KC AC 8D", kitty="JOKER AH KH")
        hand = played(exchange(contract(start(deal), "S", "open misere")),
                      "4H", "7H", "8H", "6D")
    else:
        deal = deal_with(S=south, W="8H 6D 8S 9S TS JS QS KS AS 7C",
                         E="7H 4D 8C 9C TC JC QC KC AC 8D", kitty="JOKER AH KH")
        hand = played(exchange(contract(start(deal), "S", "open misere")),
                      "4H", "8H", "7H", "6D", "4D")
    assert hand.to_act is Seat.SOUTH and hand.current_trick
    decision = decide(hand)
    assert decision.action.card == Card.parse("7D" if later_player else "TD")
    if later_player:
        assert "a player still to play may go over it" in decision.explanation.summary


@pytest.mark.parametrize("players", [4, 3])
def test_the_misere_count_is_the_rule_normal_states(players: int):
    rng = random.Random(players)
    cards = list(deck(players))
    for _ in range(300):
        hand = rng.sample(cards, 10)
        forced = misere_count(hand, players, slack=MISERE_SLACK).forced
        assert set(forced) == set(unsafe_cards(hand, players))
