"""Hypothesis strategies for random hands of every registered game, under random table rules."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from euchre import Card, Deal, Deck, HandState, Rules, Seat, games
from euchre.games import GameHand, GameSpec

seeds = st.integers(min_value=0, max_value=2**32)


def rules_of(spec: GameSpec) -> st.SearchStrategy:
    """Any rules value of a game: every option drawn from the choices its field declares."""
    return st.builds(spec.rules_type, **{option.name: st.sampled_from(option.choices)
                                         for option in spec.rules_type.options()})


rule_sets = rules_of(games.game("euchre"))


def joker_turned_up(seed: int, rules: Rules) -> HandState:
    """A joker-deck hand whose upcard is the joker (a 1-in-25 deal, so forced here)."""
    cards = list(Deck.STANDARD_24.cards())
    random.Random(seed).shuffle(cards)
    hands = tuple(tuple(sorted(cards[i * 5:(i + 1) * 5])) for i in range(4))
    deal = Deal(Seat(seed % 4), hands, Card.joker(), tuple(sorted(cards[20:])))
    return HandState.from_deal(deal, rules)


@st.composite
def new_hands(draw: st.DrawFn) -> HandState:
    """A freshly dealt Euchre hand under random table rules (sometimes with the joker turned up)."""
    rules, seed = draw(rule_sets), draw(seeds)
    if rules.deck is Deck.JOKER_25 and draw(st.booleans()):
        return joker_turned_up(seed, rules)
    return HandState.from_seed(seed, rules)


def hands_of(spec: GameSpec) -> st.SearchStrategy:
    """Freshly dealt hands of a game; a game's own strategy when it has one (see ``DEALS``)."""
    if spec.id in DEALS:
        return DEALS[spec.id]
    return st.builds(spec.new_hand, seeds, rules_of(spec))


DEALS: dict[str, st.SearchStrategy] = {"euchre": new_hands()}


def random_hand(start: GameHand, choices: random.Random) -> list[GameHand]:
    """Every state of one hand, from the deal to the end, with random legal actions."""
    states = [start]
    while not states[-1].is_over:
        states.append(states[-1].apply(choices.choice(states[-1].legal_actions())))
    return states
