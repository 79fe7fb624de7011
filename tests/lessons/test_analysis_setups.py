"""The analyser's card-play and whole-deal set-ups: the engine builds the position from
what the user clicked (the bids from trump and the maker, who played each card from the
turn order) and refuses what it cannot replay."""

from __future__ import annotations

import random

import pytest

from euchre import ORDER_UP, Card, HandState, Phase, Seat, Suit, play
from euchre.games.euchre.view import seat_view
from lessons.euchre.analysis import SetupError
from lessons.euchre.analysis_setups import (
    CardPlaySetup,
    DealSetup,
    card_play_setup_of,
    card_play_view,
    deal_state,
    deal_view,
    table_so_far,
)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(card) for card in text.split())


# North deals and turns up 9♥; East, first to bid, orders it up; East leads A♠ and wins the
# trick, then leads J♥: South is to play, with no trump left.
TRICK_ONE = cards("AS KS QS 9S")
EAST_ORDERS = CardPlaySetup(Seat.NORTH, Card.parse("9H"), Suit.HEARTS, Seat.EAST,
                            plays=(*TRICK_ONE, Card.parse("JH")), hand=cards("TC AC KD QD"))


def test_the_engine_says_who_played_each_card_and_who_is_to_play():
    view = card_play_view(EAST_ORDERS)

    assert view.seat is Seat.SOUTH and view.phase is Phase.PLAY
    assert view.bids == ((Seat.EAST, ORDER_UP),)
    assert view.upcard_taken and view.own_discard is None
    [trick] = view.tricks
    assert [seat for seat, _ in trick.plays] == [Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH]
    assert trick.winner is Seat.EAST
    assert view.current_trick == ((Seat.EAST, Card.parse("JH")),)
    assert view.hand == tuple(sorted(cards("TC AC KD QD")))
    assert set(view.legal_actions) == {play(c) for c in cards("TC AC KD QD")}
    assert view.hand_sizes == (4, 4, 4, 3)  # South, West, North, East


def test_the_table_so_far_groups_the_cards_in_tricks_before_the_hand_is_given():
    state = table_so_far(CardPlaySetup(Seat.NORTH, Card.parse("9H"), Suit.HEARTS, Seat.EAST,
                                       plays=TRICK_ONE))

    assert [trick.winner for trick in state.tricks] == [Seat.EAST]
    assert state.to_act is Seat.EAST and not state.current_trick


def test_a_named_trump_and_a_loner_come_from_the_engine_s_turn_order():
    setup = CardPlaySetup(Seat.NORTH, Card.parse("9H"), Suit.SPADES, Seat.WEST, alone=True,
                          plays=cards("AS 9S"), hand=cards("KS QS 9C TC AC"))

    view = card_play_view(setup)

    assert [action.text for _, action in view.bids] == ["pass"] * 6 + ["name S alone"]
    assert view.sitting_out == frozenset({Seat.EAST})
    assert view.current_trick == ((Seat.SOUTH, Card.parse("AS")), (Seat.WEST, Card.parse("9S")))
    assert view.seat is Seat.NORTH  # East, the loner's partner, sits out


def test_a_dealer_who_picked_up_names_its_discard():
    setup = CardPlaySetup(Seat.SOUTH, Card.parse("9H"), Suit.HEARTS, Seat.WEST,
                          plays=cards("AS KS QS"), hand=cards("9H TH 9C TC AD"))

    with pytest.raises(SetupError, match="South dealt and picked up 9♥, so South discarded"):
        card_play_view(setup)
    view = card_play_view(CardPlaySetup(**{**setup.__dict__, "discard": Card.parse("JS")}))
    assert view.seat is Seat.SOUTH and view.own_discard == Card.parse("JS")
    assert Card.parse("9H") in view.hand


@pytest.mark.parametrize(("change", "message"), [
    ({"hand": cards("TC AC KD AS")},
     "A♠ is in the set-up twice (card 1 played and the hand to play)."),
    ({"hand": cards("TC AC KD")},
     "South holds 3 cards and played 1: a hand has 5 cards, so South holds 4 now."),
    ({"hand": cards("TC AC KD QD 9D")},
     "South holds 5 cards and played 1: a hand has 5 cards, so South holds 4 now."),
    ({"plays": cards("AS TH QS 9S KS"), "hand": cards("TC AC KD QD")},
     "Card 2, South's 10♥ in trick 1, is not possible:"),
    ({"discard": Card.parse("9D")}, "Only a dealer who picked the upcard up discards"),
    ({"trump": Suit.SPADES, "plays": (*TRICK_ONE, Card.parse("9H"))},
     "9♥ was turned up and nobody picked it up"),
    ({"upcard": None}, "Choose the upcard"),
    ({"maker": None}, "Choose the maker"),
    ({"score": (10, 0)}, "A score must be between 0 and 9"),
], ids=["card twice", "too few cards", "too many cards", "not following suit",
        "discard of a non-dealer", "turned-down upcard played", "no upcard", "no maker",
        "score"])
def test_an_impossible_card_play_set_up_is_refused(change, message):
    setup = CardPlaySetup(**{**EAST_ORDERS.__dict__, **change})

    with pytest.raises(SetupError) as refused:
        card_play_view(setup)

    assert message in str(refused.value)


def test_tricks_no_deal_of_the_unseen_cards_fits_are_refused():
    # North showed out of clubs, hearts and spades, so its last card is a diamond; but
    # South holds Q♦, the last diamond nobody played.
    setup = CardPlaySetup(Seat.NORTH, Card.parse("KH"), Suit.HEARTS, Seat.SOUTH,
                          plays=cards("QC TC AC 9C JC KH TD JD TH JH KD 9D KS AD QS QH"),
                          hand=cards("QD"))
    assert table_so_far(setup).to_act is Seat.SOUTH  # every card could be played

    with pytest.raises(SetupError, match="No deal of the cards South cannot see fits"):
        card_play_view(setup)
    with_a_diamond_left = CardPlaySetup(**{**setup.__dict__, "hand": cards("AH")})
    assert card_play_view(with_a_diamond_left).seat is Seat.SOUTH


def test_a_hand_with_no_card_left_to_play_is_refused():
    state = HandState.from_seed(4)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    assert state.phase is Phase.SCORED  # played out, not thrown in
    plays = tuple(card for trick in state.tricks for _, card in trick.plays)
    setup = CardPlaySetup(state.dealer, state.upcard, state.trump, state.maker,
                          state.maker_alone, plays, ())

    with pytest.raises(SetupError, match="no card left to play"):
        card_play_view(setup)


def test_every_position_of_played_hands_is_rebuilt_exactly_from_what_its_seat_knows():
    rng = random.Random(11)
    checked = 0
    for seed in range(150):
        state = HandState.from_seed(seed)
        stop = rng.randrange(1, 20)
        while not state.is_over and (state.phase is not Phase.PLAY or stop > 0):
            if state.phase is Phase.PLAY:
                stop -= 1
            state = state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        assert card_play_view(card_play_setup_of(state)) == seat_view(state, state.to_act), seed
        checked += 1
    assert checked > 100


# ---- a whole deal ---------------------------------------------------------------------------

HANDS = (cards("JD QH 9S TS AC"), cards("9H TH KH AH JC"), cards("JH 9D TD QD KD"),
         cards("AD 9C TC QC KC"))  # South, West, North, East
DEAL = DealSetup(Seat.NORTH, HANDS, Card.parse("QS"))


def test_a_whole_deal_is_replayed_to_any_step():
    moves = (ORDER_UP, play("9D"))  # East orders Q♠ up; North, the dealer, must discard
    setup = DealSetup(Seat.NORTH, HANDS, Card.parse("QS"), (3, 5), (ORDER_UP,))

    view = deal_view(setup, 1)

    assert view.seat is Seat.NORTH and view.phase is Phase.DEALER_DISCARD
    assert view.score == (3, 5) and Card.parse("QS") in view.hand
    assert deal_view(setup, 0).seat is Seat.EAST
    with pytest.raises(SetupError, match=r"Move 2 \(plays 9♦\) is not possible"):
        deal_state(DealSetup(Seat.NORTH, HANDS, Card.parse("QS"), moves=moves))


@pytest.mark.parametrize(("setup", "message"), [
    (DEAL.with_hand(Seat.SOUTH, cards("JD QH 9S TS KC")),
     "This deal is not possible: K♣ is dealt twice (South and East)."),
    (DEAL.with_hand(Seat.WEST, cards("9H TH KH AH")),
     "This deal is not possible: West has 4 cards; every hand has 5."),
    (DealSetup(Seat.NORTH, HANDS, None), "Choose the upcard"),
], ids=["card twice", "four cards", "no upcard"])
def test_an_impossible_deal_is_refused(setup, message):
    with pytest.raises(SetupError) as refused:
        deal_state(setup)

    assert message in str(refused.value)


def test_a_step_after_the_end_of_the_hand_is_refused():
    state = deal_state(DEAL)
    moves = []
    while not state.is_over:
        action = state.legal_actions()[0]
        moves.append(action)
        state = state.apply(action)
    setup = DealSetup(Seat.NORTH, HANDS, Card.parse("QS"), moves=tuple(moves))

    with pytest.raises(SetupError, match="there is no decision left"):
        deal_view(setup, len(moves))
    with pytest.raises(SetupError, match="choose a step from 0"):
        deal_view(setup, len(moves) + 1)
