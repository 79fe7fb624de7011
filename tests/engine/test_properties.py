"""Four-handed Euchre's invariants over random hands and matches, for every table option.

Each property plays hands with random legal actions under random table rules and checks
the engine against the rules text: the expected trick winners, opening leads and points
are worked out here, from the cards and the bids, not read back from the engine. The
invariants every game shares (cards conserved, a legal action until the end, replays,
views) are in ``test_game_properties.py``, run for every registered game.
"""

from __future__ import annotations

import random
from itertools import pairwise

from hypothesis import HealthCheck, given, settings, strategies as st

from euchre import (
    Action,
    ActionKind,
    Card,
    Deck,
    HandState,
    IllegalActionError,
    LoneDefenderScoring,
    Match,
    OpeningLead,
    Phase,
    Rules,
    Seat,
    Suit,
)
from euchre.games.euchre.records import match_from_json, match_to_json

from .positions import allowed_in_view, cards_in, snapshot
from .strategies import joker_turned_up, new_hands, random_hand, rule_sets, seeds

PROPERTY = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FEW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ---- the rules text, worked out independently of the engine's tables --------------------
def is_trump(card: Card, trump: Suit) -> bool:
    if card.is_joker:
        return True
    left_bower = card.rank.letter == "J" and card.suit is trump.same_colour
    return card.suit is trump or left_bower


def suit_for_play(card: Card, trump: Suit) -> Suit:
    return trump if is_trump(card, trump) else card.suit


def strength(card: Card, trump: Suit, led: Suit) -> int:
    """Joker, right bower, left bower, then A K Q 10 9 8 7 of trump; then the suit led."""
    if is_trump(card, trump):
        if card.is_joker:
            return 300
        if card.rank.letter == "J":
            return 290 if card.suit is trump else 280
        return 200 + "789TQKA".index(card.rank.letter)
    if card.suit is led:
        return 100 + "789TJQKA".index(card.rank.letter)
    return 0


def points_by_the_table(rules: Rules, maker_tricks: int, maker_alone: bool,
                        lone_defender: bool) -> tuple[int, int]:
    """(makers, defenders) per the scoring table and the defend-alone option."""
    if maker_tricks == 5:
        return (4 if maker_alone else 2), 0
    if maker_tricks >= 3:
        return 1, 0
    if lone_defender and (
        maker_tricks == 0 or rules.lone_defender_scoring is LoneDefenderScoring.ALWAYS_FOUR
    ):
        return 0, 4
    return 0, 2


def declared(state: HandState) -> tuple[Seat | None, bool, Seat | None]:
    """(maker, maker alone?, lone defender) read from the bids heard at the table."""
    maker, alone, defender = None, False, None
    for seat, action in state.history:
        if action.kind in (ActionKind.ORDER_UP, ActionKind.NAME_TRUMP):
            maker, alone = seat, action.alone
        elif action.kind is ActionKind.DEFEND_ALONE:
            defender = seat
    return maker, alone, defender


def next_playing(seat: Seat, out: set[Seat]) -> Seat:
    seat = seat.left
    while seat in out:
        seat = seat.left
    return seat


# ---- properties ------------------------------------------------------------------------
@PROPERTY
@given(start=new_hands(), choices=st.randoms(use_true_random=False))
def test_a_seat_sitting_out_acts_only_as_the_dealer_discarding(start, choices):
    for state in random_hand(start, choices):
        if state.to_act in state.sitting_out:
            assert state.to_act == state.dealer and state.phase is Phase.DEALER_DISCARD


@PROPERTY
@given(start=new_hands(), choices=st.randoms(use_true_random=False))
def test_legal_actions_are_exactly_the_actions_apply_accepts(start, choices):
    states = random_hand(start, choices)
    state = choices.choice(states[:-1])
    legal = set(state.legal_actions())
    before = snapshot(state)
    for code in sorted(Action._by_code):
        action = Action.from_code(code)
        try:
            state.apply(action)
        except IllegalActionError as error:
            assert action not in legal, f"{action} is listed as legal but refused: {error}"
            assert error.rule and str(error)
        else:
            assert action in legal, f"{action} was accepted but is not listed as legal"
    assert snapshot(state) == before


@PROPERTY
@given(start=new_hands(), choices=st.randoms(use_true_random=False))
def test_apply_never_changes_the_state_it_is_called_on(start, choices):
    state = start
    while not state.is_over:
        before = snapshot(state)
        after = state.apply(choices.choice(state.legal_actions()))
        assert snapshot(state) == before
        assert len(after.history) == len(state.history) + 1
        state = after


@PROPERTY
@given(start=new_hands(), choices=st.randoms(use_true_random=False))
def test_five_tricks_of_the_right_size_follow_suit_and_go_to_the_right_seat(start, choices):
    final = random_hand(start, choices)[-1]
    if final.result().thrown_in:
        assert not start.rules.stick_the_dealer and final.tricks == ()
        return
    _, alone, defender = declared(final)
    size = 4 - alone - (defender is not None)
    assert len(final.tricks) == 5
    assert [len(trick.plays) for trick in final.tricks] == [size] * 5
    trump = final.trump
    for trick in final.tricks:
        led = suit_for_play(trick.plays[0][1], trump)
        winner = max(trick.plays, key=lambda play: strength(play[1], trump, led))[0]
        assert trick.winner is winner
        assert trick.leader is trick.plays[0][0]
    for before, after in pairwise(final.tricks):
        assert after.leader is before.winner
    # every card followed the suit led when its player held that suit
    hands = {seat: set(final.deal.hands[seat]) for seat in Seat}
    if final.upcard_taken:
        hands[final.dealer].add(final.upcard)
    if final.discard is not None:
        hands[final.dealer].discard(final.discard)
    for trick in final.tricks:
        led = suit_for_play(trick.plays[0][1], trump)
        for seat, card in trick.plays[1:]:
            could_follow = any(suit_for_play(c, trump) is led for c in hands[seat])
            assert suit_for_play(card, trump) is led or not could_follow
        for seat, card in trick.plays:
            hands[seat].remove(card)


@PROPERTY
@given(start=new_hands(), choices=st.randoms(use_true_random=False))
def test_the_opening_lead_follows_the_table_rule(start, choices):
    final = random_hand(start, choices)[-1]
    if final.result().thrown_in:
        return
    maker, alone, defender = declared(final)
    lone_defender = defender is not None
    out = {maker.partner} if alone else set()
    out |= {defender.partner} if lone_defender else set()
    assert final.sitting_out == out
    if start.rules.opening_lead is OpeningLead.LEFT_OF_LONER and (alone or lone_defender):
        if alone and lone_defender:
            expected = defender
        else:
            expected = next_playing(defender if lone_defender else maker, out)
    else:
        expected = next_playing(final.dealer, out)
    assert final.tricks[0].leader is expected


@PROPERTY
@given(start=new_hands(), choices=st.randoms(use_true_random=False))
def test_the_score_follows_the_table(start, choices):
    final = random_hand(start, choices)[-1]
    result = final.result()
    if result.thrown_in:
        assert result.points == (0, 0) and not start.rules.stick_the_dealer
        return
    maker, alone, defender = declared(final)
    maker_tricks = sum(trick.winner.team is maker.team for trick in final.tricks)
    makers, defenders = points_by_the_table(start.rules, maker_tricks, alone, defender is not None)
    expected = [0, 0]
    expected[maker.team] = makers
    expected[maker.team.other] = defenders
    assert result.points == tuple(expected)
    assert result.points_by_seat == tuple(expected[seat.team] for seat in Seat)
    assert (result.maker, result.maker_alone, result.lone_defender) == (maker, alone, defender)
    assert result.euchred == (maker_tricks < 3) and result.march == (maker_tricks == 5)


@PROPERTY
@given(start=new_hands(), choices=st.randoms(use_true_random=False))
def test_a_view_never_holds_another_seats_unplayed_cards_or_the_hidden_discard(start, choices):
    for state in random_hand(start, choices):
        hidden_kitty = set(state.kitty) - {state.upcard}
        for seat in Seat:
            view = state.view(seat)
            seen = cards_in(view)
            assert seen <= allowed_in_view(state, view)
            assert not seen & hidden_kitty
            assert view.hand == state.hand(seat)
            if seat != state.dealer and state.discard is not None:
                assert state.discard not in seen or state.discard == state.upcard


@PROPERTY
@given(rules=rule_sets.filter(lambda rules: rules.deck is Deck.JOKER_25), seed=seeds,
       choices=st.randoms(use_true_random=False))
def test_a_joker_upcard_gets_its_suit_from_the_dealer_before_any_bid(rules, seed, choices):
    final = random_hand(joker_turned_up(seed, rules), choices)[-1]
    (chooser, choice), *bids = final.history
    assert chooser is final.dealer and choice.kind is ActionKind.JOKER_SUIT
    assert not any(action.kind is ActionKind.JOKER_SUIT for _, action in bids)
    named = [action.suit for _, action in bids if action.kind is ActionKind.NAME_TRUMP]
    assert choice.suit not in named
    if any(action.kind is ActionKind.ORDER_UP for _, action in bids):
        assert final.trump is choice.suit


def random_match(rules: Rules, seed: int, choices: random.Random) -> Match:
    match = Match.new(rules=rules, seed=seed)
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
        match = match.apply(choices.choice(match.legal_actions()))
    return match


@FEW
@given(rules=rule_sets, seed=seeds, choice_seed=seeds)
def test_a_match_rotates_the_deal_keeps_score_and_stops_at_the_target(rules, seed, choice_seed):
    match = random_match(rules, seed, random.Random(choice_seed))
    hands = match.hands
    assert all(after.dealer is before.dealer.left for before, after in pairwise(hands))
    totals = tuple(sum(hand.result().points[team] for hand in hands) for team in (0, 1))
    assert match.score == totals
    history = match.score_history()
    assert all(max(ns, ew) < rules.points_to_win for _, ns, ew in history[:-1])
    assert match.score[match.winner] >= rules.points_to_win
    replayed = match_from_json(match_to_json(match))
    assert replayed == match and replayed.score == match.score and replayed.winner == match.winner
