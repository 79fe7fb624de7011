"""Every refusal: the right rule id, a sentence naming the seat, and an unchanged state."""

from __future__ import annotations

from euchre import Rules, Seat

from .positions import README_HANDS, position, refused, run, texts

# Hearts trump, diamonds led: South holds the J♦ (the left bower) and the 9♦.
LEFT_BOWER_TRAPS = {
    "S": "JD 9D AC 9S TS",
    "W": "9H TH KH AH JC",
    "N": "JH TD QD KD QH",
    "E": "AD 9C TC QC KC",
}


def readme_deal(rules: Rules | None = None):
    return position(README_HANDS, upcard="QS", dealer="N", rules=rules)


def hearts_named_by_east(hands=README_HANDS, rules: Rules | None = None):
    state = position(hands, upcard="QS", dealer="N", rules=rules)
    return run(state, "E: pass", "S: pass", "W: pass", "N: pass", "E: name H")


# ---- whose turn ----------------------------------------------------------------------
def test_bidding_out_of_turn_is_refused():
    error = refused(readme_deal(), "S: pass", rule="turn")
    assert str(error) == "It is East's turn to bid, not South's."
    assert error.seat is Seat.SOUTH


def test_playing_out_of_turn_is_refused():
    error = refused(hearts_named_by_east(), "S: play JD", rule="turn")
    assert str(error) == "It is East's turn to play, not South's."


def test_discarding_out_of_turn_is_refused():
    state = run(readme_deal(), "E: order up")
    error = refused(state, "E: discard AD", rule="turn")
    assert str(error) == "It is North's turn to discard, not East's."


def test_declaring_out_of_turn_is_refused():
    state = run(readme_deal(Rules(defend_alone=True)), "E: order up", "N: discard 9D")
    error = refused(state, "N: defend alone", rule="turn")
    assert str(error) == "It is South's turn to declare, not North's."


def test_a_seat_sitting_out_cannot_act():
    state = run(readme_deal(), "E: order up alone", "N: discard 9D")
    error = refused(state, "W: play 9H", rule="turn")
    assert str(error) == "West is sitting out this hand and cannot act."


# ---- wrong phase ----------------------------------------------------------------------
def test_playing_a_card_during_bidding_is_refused():
    error = refused(readme_deal(), "E: play AD", rule="phase")
    assert str(error) == "East cannot play a card now: East may pass or order up Q♠."


def test_naming_a_suit_in_round_one_is_refused():
    error = refused(readme_deal(), "E: name H", rule="phase")
    assert str(error) == "East cannot bid now: East may pass or order up Q♠."


def test_ordering_up_in_round_two_is_refused():
    state = run(readme_deal(), "pass", "pass", "pass", "pass")
    error = refused(state, "E: order up", rule="phase")
    assert str(error) == "East cannot bid now: East may pass or name a suit other than ♠."


def test_playing_instead_of_discarding_is_refused():
    state = run(readme_deal(), "E: order up")
    error = refused(state, "N: play 9D", rule="phase")
    assert str(error) == "North cannot play a card now: North, the dealer, must discard a card."


def test_discarding_during_play_is_refused():
    error = refused(hearts_named_by_east(), "E: discard AD", rule="phase")
    assert str(error) == "East cannot discard now: East must play a card."


def test_passing_during_play_is_refused():
    error = refused(hearts_named_by_east(), "E: pass", rule="phase")
    assert str(error) == "East cannot pass now: East must play a card."


def test_defending_alone_during_bidding_is_refused_when_the_option_is_on():
    error = refused(readme_deal(Rules(defend_alone=True)), "E: defend alone", rule="phase")
    assert str(error) == "East cannot defend alone now: East may pass or order up Q♠."


def test_choosing_the_jokers_suit_without_a_joker_upcard_is_refused():
    error = refused(readme_deal(), "E: joker suit H", rule="phase")
    assert str(error) == "East cannot choose the joker's suit now: East may pass or order up Q♠."


# ---- cards ----------------------------------------------------------------------------
def test_an_unknown_card_is_refused():
    error = refused(hearts_named_by_east(), "E: play ZZ", rule="unknown-action")
    assert str(error) == (
        "'play ZZ' is not an action: 'ZZ' is not a card: write a rank (9, 10 or T, J, Q, K, A; "
        "7 and 8 in the 32-card deck) then a suit (C, D, H, S), e.g. 'JH' or 'TS', or 'JOKER'."
    )


def test_an_unknown_action_is_refused():
    error = refused(readme_deal(), "E: double", rule="unknown-action")
    assert str(error) == (
        "'double' is not an action: write 'pass', 'order up', 'order up alone', 'name H', "
        "'name H alone', 'defend alone', 'discard 9C' or 'play JH'."
    )


def test_a_card_not_in_hand_is_refused():
    error = refused(hearts_named_by_east(), "E: play KH", rule="not-in-hand")
    assert str(error) == "East does not hold K♥."


def test_discarding_a_card_not_in_hand_is_refused():
    state = run(readme_deal(), "E: order up")
    error = refused(state, "N: discard AS", rule="not-in-hand")
    assert str(error) == "North does not hold A♠."
    assert error.to_player == "You do not hold A♠."


# ---- following suit -------------------------------------------------------------------
def test_failing_to_follow_suit_is_refused():
    state = run(hearts_named_by_east(), "E: play 9C")
    error = refused(state, "S: play 9S", rule="follow-suit")
    assert str(error) == "South must follow ♣ (holds A♣)."
    assert error.to_player == "You must follow ♣ (you hold A♣)."  # said to South's player


def test_left_bower_cannot_follow_its_printed_suit():
    state = run(hearts_named_by_east(LEFT_BOWER_TRAPS), "E: play AD")
    assert texts(state.legal_actions()) == ["play 9D"]
    error = refused(state, "S: play JD", rule="follow-suit")
    assert str(error) == (
        "South must follow ♦ (holds 9♦); the left bower J♦ is a trump (♥), not a ♦."
    )
    assert error.to_player == (
        "You must follow ♦ (you hold 9♦); the left bower J♦ is a trump (♥), not a ♦."
    )


def test_left_bower_must_follow_a_trump_lead_when_it_is_the_only_trump():
    state = run(
        hearts_named_by_east(LEFT_BOWER_TRAPS),
        "E: play AD", "S: play 9D", "W: play 9H", "N: play KD",  # West ruffs and leads
        "W: play AH", "N: play QH", "E: play 9C",
    )
    assert texts(state.legal_actions()) == ["play JD"]
    error = refused(state, "S: play AC", rule="follow-suit")
    assert str(error) == "South must follow trump ♥ (holds J♦); the left bower J♦ is a trump."


# ---- bidding rules --------------------------------------------------------------------
def test_naming_the_turned_down_suit_is_refused():
    state = run(readme_deal(), "pass", "pass", "pass", "pass")
    error = refused(state, "E: name S", rule="turned-down-suit")
    assert str(error) == (
        "♠ was turned down this hand and cannot be named trump; East may name another suit."
    )
    refused(state, "E: name S alone", rule="turned-down-suit")


def test_dealer_passing_in_round_two_is_refused_under_stick_the_dealer():
    state = run(readme_deal(), *["pass"] * 7)
    assert state.to_act is Seat.NORTH
    error = refused(state, "N: pass", rule="stick-the-dealer")
    assert str(error) == (
        "Stick the dealer: North, the dealer, cannot pass in round 2 and must name a suit."
    )


def test_refusals_through_a_match_leave_the_match_unchanged():
    from euchre import IllegalActionError, Match

    match = Match.new(seed=5)
    before = (match.current.core_state().tolist(), match.current.history, match.score)
    wrong = next(seat for seat in Seat if seat != match.to_act)
    try:
        match.apply("pass", seat=wrong)
    except IllegalActionError as error:
        assert error.rule == "turn"
    else:
        raise AssertionError("a bid out of turn was accepted")
    assert (match.current.core_state().tolist(), match.current.history, match.score) == before


# ---- refusals that must still name the seat ---------------------------------------------
def test_a_card_not_in_the_deck_is_refused_naming_the_seat():
    error = refused(hearts_named_by_east(), "E: play 7H", rule="not-in-deck")
    assert str(error) == (
        "East cannot play 7♥: it is not in the deck; these table rules use 24 cards (9 to ace)."
    )
    error = refused(hearts_named_by_east(), "E: play JOKER", rule="not-in-deck")
    assert str(error) == (
        "East cannot play Joker: it is not in the deck; these table rules use 24 cards (9 to ace)."
    )


def test_defend_alone_is_refused_when_the_option_is_off():
    error = refused(readme_deal(), "E: defend alone", rule="defend-alone-off")
    assert str(error) == "East cannot defend alone: these table rules do not allow defending alone."
    assert error.seat is Seat.EAST


def test_acting_after_the_hand_is_over_is_refused():
    from .positions import play_out

    state = play_out(hearts_named_by_east())
    error = refused(state, "pass", rule="hand-over")
    assert str(error) == "The hand is over (scored); no more actions can be taken."
    error = refused(state, "S: play JD", rule="hand-over")
    assert str(error) == "The hand is over; South cannot act."
    assert error.seat is Seat.SOUTH


def test_an_unknown_seat_is_refused_with_the_same_error_type():
    error = refused(readme_deal(), "Q: pass", rule="unknown-seat")
    assert str(error) == "'Q' is not a seat: use South, West, North or East (S, W, N, E)."
