"""The family's position set-up: the user's cards stay where they were placed, the engine
replays every move, and a played-out hand set up from one seat's knowledge alone (its
hand as dealt and every move, the others' discards unseen) gives that seat the position it
had at the table."""

from __future__ import annotations

import random

import pytest

from euchre import games
from euchre.cards import Card
from euchre.games import PLAY_PHASE
from lessons.kit.position_setup import (
    UNSEEN_DISCARD,
    PositionSetup,
    SetupError,
    build,
    place_cards,
    places,
    position_view,
    toggled,
    with_move,
)

GAMES = ("cutthroat", "buck", "five_hundred")


def _played(game_id: str, seed: int):
    """A hand dealt by East (South first to act) played at random to a decision of South
    with a choice; its moves."""
    spec = games.game(game_id)
    rng = random.Random(seed)
    state = spec.new_hand(seed, None, spec.seating.seats[-1])
    moves = []
    while not state.is_over:
        legal = state.legal_actions()
        if state.to_act == 0 and len(legal) > 1 and rng.random() < 0.3:
            return state, moves
        phase = state.phase
        action = rng.choice(legal)
        moves.append((state.to_act, action, phase))
        state = state.apply(action, moves[-1][0])
    return None


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hand_set_up_from_south_s_knowledge_gives_south_its_position(game_id: str):
    checked = 0
    for seed in range(1, 40):
        found = _played(game_id, seed)
        if found is None:
            continue
        state, moves = found
        pins = [("seat:0", tuple(state.deal.hands[0]))]  # and the piles South may see
        if getattr(state.deal, "upcard", None) is not None:
            pins.append(("upcard", (state.deal.upcard,)))
        for pile in ("dummy", "kitty"):
            if pile in places(PositionSetup(game_id)):
                pins.append((pile, tuple(getattr(state.deal, pile))))
        texts = tuple(UNSEEN_DISCARD.text if seat != 0 and action.card is not None
                      and phase != PLAY_PHASE else action.text
                      for seat, action, phase in moves)
        setup = PositionSetup(game_id, dealer=games.game(game_id).seating.seats[-1],
                              seed=seed + 100, pins=tuple(pins), moves=texts)

        view = position_view(setup)

        table = state.view(0, view.score)
        assert sorted(view.hand) == sorted(table.hand)
        assert sorted(a.text for a in view.legal_actions) == sorted(
            a.text for a in table.legal_actions)
        assert view.tricks == table.tricks and view.current_trick == table.current_trick
        assert view.bids == table.bids
        checked += 1
    assert checked >= 10


def test_a_placed_card_stays_where_it_was_placed_and_a_full_place_refuses_another():
    setup = PositionSetup("five_hundred", dealer=3)
    for text in ["JOKER", "JS", "JC", "AS", "KS", "QS", "9S", "AH", "KH", "4D"]:
        setup = toggled(setup, "seat:0", Card.parse(text))
    setup = toggled(setup, "kitty", Card.parse("5H"))

    built = build(setup)

    assert sorted(place_cards(built, "seat:0")) == sorted(setup.pinned("seat:0"))
    assert Card.parse("5H") in place_cards(built, "kitty")
    with pytest.raises(SetupError, match="South already has its 10 cards"):
        toggled(setup, "seat:0", Card.parse("4H"))
    moved = toggled(setup, "kitty", Card.parse("JOKER"))  # placed again: moved there
    assert Card.parse("JOKER") not in moved.pinned("seat:0")


def test_a_move_the_engine_refuses_is_named_with_its_reason():
    setup = with_move(with_move(PositionSetup("five_hundred", dealer=3), "bid 7H"), "bid 6S")

    with pytest.raises(SetupError, match=r"^Move 2, West bids 6♠, is not possible: "):
        build(setup)
