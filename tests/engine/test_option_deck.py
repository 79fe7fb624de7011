"""Option "deck": 24 cards (default), 32 cards with 7s and 8s, or 25 with the joker (Benny)."""

from __future__ import annotations

from euchre import Card, Deck, HandState, Phase, Rules, Seat, Suit, trump_order

from .positions import position, refused, run, symbols, texts

SOUTH, WEST, NORTH, EAST = Seat
PIQUET = Rules(deck=Deck.PIQUET_32)
JOKER = Rules(deck=Deck.JOKER_25)
JOKER_HANDS = {
    "S": "JD QH 9S TS AC",
    "W": "9H TH KH AH JC",
    "N": "JH 9D TD QD KD",
    "E": "AD 9C TC QC KC",
}


def test_the_deck_is_24_cards_by_default():
    assert Rules().deck is Deck.STANDARD_24 and Deck.STANDARD_24.size == 24


def test_32_card_deck_deals_five_each_and_leaves_twelve():
    assert Deck.PIQUET_32.size == 32
    state = HandState.from_seed(3, PIQUET)
    assert [len(state.hand(seat)) for seat in Seat] == [5, 5, 5, 5]
    assert len(state.kitty) == 12 and state.upcard in state.kitty
    dealt = sorted([*(c for seat in Seat for c in state.hand(seat)), *state.kitty])
    assert dealt == list(Deck.PIQUET_32.cards())


def test_32_card_deck_adds_sevens_and_eights_below_the_nines():
    assert symbols(trump_order(Suit.HEARTS, Deck.PIQUET_32)) == [
        "J♥", "J♦", "A♥", "K♥", "Q♥", "10♥", "9♥", "8♥", "7♥",
    ]
    state = position(
        {"S": "7C 8C 9C TC JC", "W": "QC KC AC 7D 8D", "N": "9D TD JD QD KD",
         "E": "AD 7H 8H 9H TH"},
        upcard="JH", dealer="E", rules=PIQUET,
    )
    state = run(state, "S: pass", "W: pass", "N: pass", "E: pass", "S: name S")
    assert texts(state.legal_actions()) == ["play 7C", "play 8C", "play 9C", "play TC", "play JC"]
    state = run(state, "S: play 7C", "W: play QC", "N: play 9D", "E: play 7H")
    assert state.tricks[0].winner is WEST


def test_a_seven_is_not_in_the_24_card_deck():
    state = HandState.from_seed(1)
    refused(state, "play 7H", rule="not-in-deck")


def test_25_card_deck_adds_the_joker_as_the_highest_trump():
    assert Deck.JOKER_25.size == 25 and Card.joker() in Deck.JOKER_25.cards()
    assert symbols(trump_order(Suit.SPADES, Deck.JOKER_25)) == [
        "Joker", "J♠", "J♣", "A♠", "K♠", "Q♠", "10♠", "9♠",
    ]
    state = HandState.from_seed(5, JOKER)
    assert [len(state.hand(seat)) for seat in Seat] == [5, 5, 5, 5]
    assert len(state.kitty) == 5


def test_joker_upcard_dealer_chooses_suit_before_bidding():
    state = position(JOKER_HANDS, upcard="JOKER", dealer="S", rules=JOKER)
    assert state.phase is Phase.JOKER_SUIT and state.to_act is SOUTH
    assert texts(state.legal_actions()) == [
        "joker suit C", "joker suit D", "joker suit H", "joker suit S",
    ]
    error = refused(state, "S: pass", rule="phase")
    assert str(error) == "South cannot pass now: South, the dealer, must choose the joker's suit."
    state = run(state, "S: joker suit H")
    assert state.phase is Phase.BIDDING_ROUND_1 and state.to_act is WEST
    assert state.upcard_suit is Suit.HEARTS
    assert texts(state.legal_actions()) == ["pass", "order up", "order up alone"]
    state = run(state, "W: order up")
    assert (state.trump, state.maker) == (Suit.HEARTS, WEST)
    assert Card.joker() in state.hand(SOUTH) and state.to_act is SOUTH
    assert state.phase is Phase.DEALER_DISCARD


def test_joker_upcard_suit_is_turned_down_in_round_two():
    state = position(JOKER_HANDS, upcard="JOKER", dealer="S", rules=JOKER)
    state = run(state, "S: joker suit D", "pass", "pass", "pass", "pass")
    assert state.phase is Phase.BIDDING_ROUND_2 and state.turned_down is Suit.DIAMONDS
    assert texts(state.legal_actions()) == [
        "pass", "name C", "name H", "name S", "name C alone", "name H alone", "name S alone",
    ]
    error = refused(state, "W: name D", rule="turned-down-suit")
    assert str(error) == (
        "♦ was turned down this hand and cannot be named trump; West may name another suit."
    )


def test_joker_must_follow_a_trump_lead_and_wins_it():
    hands = {**JOKER_HANDS, "N": "JOKER 9D TD QD KD"}
    state = position(hands, upcard="QS", dealer="N", rules=JOKER)
    state = run(state, "pass", "pass", "pass", "pass", "E: name H",
                "E: play AD", "S: play 9S", "W: play 9H", "N: play 9D",  # West ruffs
                "W: play AH")
    assert texts(state.legal_actions()) == ["play JOKER"]
    state = run(state, "N: play JOKER", "E: play 9C")
    assert texts(state.legal_actions()) == ["play JD", "play QH"]
    state = run(state, "S: play JD")
    assert state.tricks[1].winner is NORTH  # the joker beats the left bower and the ace


def test_a_joker_lead_is_a_trump_lead():
    hands = {**JOKER_HANDS, "E": "JOKER 9C TC QC KC", "N": "AD 9D TD QD KD",
             "S": "JH QH 9S TS AC", "W": "9H TH KH AH JC"}
    state = position(hands, upcard="QS", dealer="N", rules=JOKER, kitty="JD JS KS AS")
    state = run(state, "pass", "pass", "pass", "pass", "E: name D", "E: play JOKER")
    assert texts(state.legal_actions()) == ["play JH"]  # the left bower is South's only trump


def test_choosing_the_jokers_suit_out_of_turn_is_refused():
    state = position(JOKER_HANDS, upcard="JOKER", dealer="S", rules=JOKER)
    error = refused(state, "W: joker suit H", rule="turn")
    assert str(error) == "It is South's turn to choose the joker's suit, not West's."
