"""Expert's picture of a sound player's card play is Normal's play, and it reads plays."""

from __future__ import annotations

import numpy as np
import pytest

from euchre import Deck, HandState, Rules, Seat
from euchre.cards import Rank, effective_suit
from euchre.games.euchre import core as engine
from euchre.games.euchre.bots.normal import NormalBot
from euchre.games.euchre.bots.play_model import habitual_play
from euchre.games.euchre.bots.sampling import KnownFacts
from euchre.games.euchre.phases import Phase

RULES = [Rules(), Rules(defend_alone=True), Rules(deck=Deck.JOKER_25),
         Rules(deck=Deck.PIQUET_32, stick_the_dealer=False)]


@pytest.mark.parametrize("rules", RULES, ids=["default", "defend-alone", "joker", "32-cards"])
def test_the_model_plays_every_card_normal_plays(rules: Rules) -> None:
    plays = 0
    for deal in range(120):
        state = HandState.from_seed(f"habits:{deal}", rules)
        bots = {seat: NormalBot(seed=deal) for seat in Seat}
        while not state.is_over:
            seat = state.to_act
            decision = bots[seat].decide(state.view(seat))
            if state.phase is Phase.PLAY:
                plays += 1
                assert habitual_play(state.core_state()) == int(decision.action.card), (
                    f"deal {deal}: Normal played {decision.action.card.symbol} "
                    f"({decision.explanation.summary})")
            state = state.apply(decision.action, seat)
    assert plays > 1500


def off_aces(hand: int, trump: int) -> int:
    return sum(1 for card in range(24) if hand >> card & 1 and card % 8 == Rank.ACE
               and effective_suit(card, trump) != trump)


def test_a_defender_leading_a_low_side_card_is_dealt_fewer_side_aces() -> None:
    """Sound defenders cash their side aces first: a defender who opened with a low side
    card probably holds none, and reading the plays deals it fewer."""
    checked = 0
    for deal in range(200):
        state = HandState.from_seed(f"reading:{deal}", Rules())
        bots = {seat: NormalBot(seed=deal) for seat in Seat}
        while state.phase is not Phase.PLAY and not state.is_over:
            state = state.apply(bots[state.to_act].decide(state.view(state.to_act)).action)
        if state.is_over:
            continue
        leader = state.to_act
        if leader in (state.maker, state.maker.partner):
            continue
        lead = bots[leader].decide(state.view(leader)).action
        trump = int(state.trump)
        if lead.card.rank is Rank.ACE or effective_suit(lead.card, state.trump) == state.trump:
            continue
        state = state.apply(lead)
        facts = KnownFacts.from_view(state.view(state.to_act))
        read = facts.sample(150, seed=deal, read_plays=True)
        unread = facts.sample(150, seed=deal, read_plays=False)
        with_reading = np.mean([off_aces(int(s[engine.HAND + leader]), trump) for s in read])
        without = np.mean([off_aces(int(s[engine.HAND + leader]), trump) for s in unread])
        if without == 0:
            continue  # every side ace is in sight: nothing to infer
        assert with_reading < without, f"deal {deal}"
        checked += 1
        if checked == 12:
            break
    assert checked == 12
