"""Readable set-ups and checks shared by the engine tests."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping

import pytest

from euchre import (
    Action,
    ActionKind,
    Card,
    Deal,
    HandState,
    IllegalActionError,
    Rules,
    SeatView,
    card_power,
    effective_suit,
)

# The README's deal: North deals, the Q♠ is turned up, the kitty holds J♠ K♠ A♠.
README_HANDS = {
    "S": "JD QH 9S TS AC",
    "W": "9H TH KH AH JC",
    "N": "JH 9D TD QD KD",
    "E": "AD 9C TC QC KC",
}


def position(
    hands: Mapping[str, str],
    upcard: str,
    dealer: str = "N",
    rules: Rules | None = None,
    kitty: str | None = None,
) -> HandState:
    """A hand set up from text; the kitty defaults to the rest of the rules' deck."""
    rules = rules or Rules()
    deal = Deal.from_text(dealer=dealer, hands=hands, upcard=upcard, kitty=kitty, deck=rules.deck)
    return HandState.from_deal(deal, rules)


def _split(move: str) -> tuple[str | None, str]:
    seat, _, text = move.rpartition(":")
    return (seat.strip() or None), text.strip()


def run(state: HandState, *moves: str) -> HandState:
    """Apply moves in order: ``"S: play JD"`` is checked to be South's turn, ``"pass"`` is not."""
    for move in moves:
        seat, text = _split(move)
        state = state.apply(text, seat=seat)
    return state


def texts(actions: Iterable[Action]) -> list[str]:
    return [action.text for action in actions]


def symbols(cards: Iterable[Card]) -> list[str]:
    return [card.symbol for card in cards]


def snapshot(state: HandState) -> tuple[object, ...]:
    """Everything observable about a state, to show that a refusal changed nothing."""
    return (
        state.core_state().tolist(),
        state.history,
        state.tricks,
        state.legal_actions(),
        str(state),
    )


def refused(state: HandState, move: str, rule: str) -> IllegalActionError:
    """Assert that ``move`` is refused under ``rule`` and that ``state`` is unchanged."""
    before = snapshot(state)
    seat, text = _split(move)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(text, seat=seat)
    assert caught.value.rule == rule, str(caught.value)
    assert snapshot(state) == before
    return caught.value


def strongest(state: HandState) -> Action:
    """The legal action a greedy player picks: the card with the most trick power.

    Used to play out positions whose tricks are forced by the deal; ties go to the
    highest card id so that the outcome never depends on anything but the cards.
    """
    actions = state.legal_actions()
    if actions[0].kind is not ActionKind.PLAY:
        raise ValueError(f"play_out only plays cards; {state.to_act} must {state.phase}.")
    led = state.current_trick[0][1] if state.current_trick else None

    def power(action: Action) -> tuple[int, int]:
        led_suit = effective_suit(led if led is not None else action.card, state.trump)
        return card_power(action.card, state.trump, led_suit), int(action.card)

    return max(actions, key=power)


def play_out(state: HandState, choose: Callable[[HandState], Action] = strongest) -> HandState:
    """Play the rest of the hand, each seat choosing with ``choose``."""
    while not state.is_over:
        state = state.apply(choose(state))
    return state


# Hearts trump, East deals and turns up the A♠; everyone passes it, then South names hearts.
# South holds the top trumps and low clubs, West the high clubs and the low trumps, North
# only diamonds and East only spades, so the tricks South's side takes are fixed by the
# deal: ``SOUTH_TAKES[k]`` gives South's side exactly k tricks when everyone plays their
# strongest legal card (see ``strongest``).
SOUTH_TAKES = {
    5: {"S": "JH JD AH KH QH", "W": "9C TC JC QC KC"},
    4: {"S": "JH JD AH KH 9C", "W": "TC JC QC KC AC"},
    3: {"S": "JH JD AH 9C TC", "W": "JC QC KC AC 9H"},
    2: {"S": "JH JD 9C TC JC", "W": "QC KC AC 9H TH"},
    1: {"S": "JH 9C TC JC QC", "W": "KC AC 9H TH QH"},
    0: {"S": "9C TC JC QC KC", "W": "AC 9H TH QH KH"},
}


def south_names_hearts(
    tricks: int, *, alone: bool = False, rules: Rules | None = None
) -> HandState:
    """The SOUTH_TAKES deal after the bidding: South names hearts (alone if asked)."""
    hands = {**SOUTH_TAKES[tricks], "N": "9D TD QD KD AD", "E": "9S TS JS QS KS"}
    state = position(hands, upcard="AS", dealer="E", rules=rules)
    bid = "S: name H alone" if alone else "S: name H"
    return run(state, "S: pass", "W: pass", "N: pass", "E: pass", bid)


def cards_in(value: object) -> set[Card]:
    """Every card anywhere inside a view (fields, tuples, tricks, actions, mappings)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, Action):
        return {value.card} if value.card is not None else set()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(*(cards_in(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, Mapping):
        return cards_in(tuple(value.keys())) | cards_in(tuple(value.values()))
    if isinstance(value, tuple | list | set | frozenset):
        return set().union(*(cards_in(item) for item in value))
    return set()


def allowed_in_view(state: HandState, view: SeatView) -> set[Card]:
    """What a seat may see: its own cards, the upcard, the cards played, its own discard."""
    played = {card for trick in state.tricks for _, card in trick.plays}
    played |= {card for _, card in state.current_trick}
    is_dealer = view.seat == state.dealer
    own_discard = {state.discard} if is_dealer and state.discard is not None else set()
    return set(state.hand(view.seat)) | {state.upcard} | played | own_discard
