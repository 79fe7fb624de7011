"""Bots decide from a seat's view alone: changing the cards a seat cannot see changes
neither its view nor any bot's decision, and the tournament hands bots views only."""

from __future__ import annotations

import random

import pytest
from positions import bot_of, random_positions

from euchre import Deal, HandState, IllegalActionError, Seat
from euchre.cards import Card
from euchre.games.euchre.view import SeatView
from euchre.tournament.games import play_hand


def _hidden_world(state: HandState, seat: Seat, rng: random.Random) -> HandState | None:
    """The same history on a deal where every card ``seat`` cannot see is dealt anew.

    Cards others have played, the upcard (with the dealer once taken) and the dealer's
    discard stay where they were, since the history names them; every other unseen card is
    shuffled between the other hands and the kitty. ``None`` if the history does not
    replay on the new deal (a shown void, say).
    """
    deal = state.deal
    played: dict[Seat, set[Card]] = {s: set() for s in Seat}
    for who, action in state.history:
        if action.card is not None:
            played[who].add(action.card)
    fixed = {s: played[s] for s in Seat}
    fixed[deal.dealer] = fixed[deal.dealer] | {deal.upcard}
    free: dict[str, list[Card]] = {}
    for other in Seat:
        if other == seat:
            continue
        free[other.name] = [c for c in deal.hands[other] if c not in fixed[other]]
    free["kitty"] = list(deal.kitty)
    pool = [card for cards in free.values() for card in cards]
    rng.shuffle(pool)
    hands = {}
    for other in Seat:
        if other == seat:
            hands[other] = list(deal.hands[other])
            continue
        size = len(free[other.name])
        hands[other] = [c for c in deal.hands[other] if c in fixed[other]] + pool[:size]
        pool = pool[size:]
    new_deal = Deal(deal.dealer, tuple(tuple(sorted(hands[s])) for s in Seat), deal.upcard,
                    tuple(sorted(pool)))
    world = HandState.from_deal(new_deal, state.rules)
    try:
        for who, action in state.history:
            world = world.apply(action, who)
    except IllegalActionError:
        return None
    return world


@pytest.mark.parametrize("name", ["random", "easy", "normal"])
def test_changing_hidden_cards_changes_neither_the_view_nor_the_decision(name: str) -> None:
    rng = random.Random(8)
    compared = 0
    for state, view in random_positions(hands=120, seed=31):
        world = _hidden_world(state, state.to_act, rng)
        if world is None:
            continue
        others = [s for s in Seat if s != state.to_act]
        if all(world.hand(s) == state.hand(s) for s in others):
            continue
        other_view = world.view(state.to_act)
        assert other_view == view
        first = bot_of(name, seed=5).decide(view)
        second = bot_of(name, seed=5).decide(other_view)
        assert (first.action, first.explanation) == (second.action, second.explanation)
        compared += 1
    assert compared > 1000


def test_the_tournament_gives_bots_their_own_view_and_nothing_else() -> None:
    seen: list[tuple[Seat, object]] = []

    class Recorder:
        def __init__(self, seat: Seat) -> None:
            self.inner = bot_of("normal", seed=int(seat))

        def decide(self, view):
            seen.append((view.seat, view))
            return self.inner.decide(view)

    state = HandState.from_seed(12)
    bots = {seat: Recorder(seat) for seat in Seat}
    times = {seat: [] for seat in Seat}
    final = play_hand(state, bots, times)
    assert final.is_over and len(seen) == len(final.history)
    replay = HandState.from_seed(12)
    for (seat, view), (actor, action) in zip(seen, final.history, strict=True):
        assert isinstance(view, SeatView) and seat == actor
        assert view == replay.view(actor) and view.hand == replay.hand(actor)
        replay = replay.apply(action)
