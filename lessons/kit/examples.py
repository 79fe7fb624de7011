"""What the courses of the family's other games share: naming players, reading scores, and
finding engine hands and matches to show.

The games of the family with players on their own (Cutthroat, Buck Euchre) ask the same
kinds of question: "who bids first?", "who wins?", "how many points?". These helpers
build the choices and words for them from a game's seat enum, and search seeded engine
play for the example hands a course shows.

>>> from euchre.games.cutthroat import Player
>>> player_choices(Player), names([Player.SOUTH, Player.EAST]), names([])
(('South', 'West', 'East'), 'South and East', 'nobody')
>>> points_text(3), points_text(0), points_text(-2)
('+3', '0', '-2')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from euchre.actions import PASS, Action
from euchre.cards import Card, Suit, card_power, effective_suit
from euchre.seats import SeatEnum

__all__ = [
    "first_found",
    "history_grid",
    "lean_choice",
    "names",
    "pass_until",
    "play_match",
    "player_choices",
    "points_text",
    "score_text",
    "strength",
]

H = TypeVar("H")


class _Hand(Protocol):
    @property
    def to_act(self) -> Any: ...

    def apply(self, action: Action | str, seat: Any = None) -> Any: ...


class _Match(Protocol):
    @property
    def is_over(self) -> bool: ...

    def score_history(self) -> Sequence[tuple[int, ...]]: ...

    def results(self) -> Sequence[Any]: ...

    @property
    def hand_over(self) -> bool: ...

    @property
    def current(self) -> Any: ...

    def next_hand(self) -> Any: ...

    def apply(self, action: Action | str, seat: Any = None) -> Any: ...


M = TypeVar("M", bound=_Match)
A = TypeVar("A", bound=_Hand)


def player_choices(players: Iterable[SeatEnum]) -> tuple[str, ...]:
    """Every player's name, in seat order: the choices of a "who…?" question."""
    return tuple(player.label for player in players)


def names(players: Iterable[SeatEnum]) -> str:
    """Players in words: "South", "South and East", "South, West and East" or "nobody"."""
    labels = [player.label for player in players]
    if not labels:
        return "nobody"
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def score_text(players: Iterable[SeatEnum], score: Sequence[int]) -> str:
    """ "South 3, West 5, East 0": each player's score."""
    return ", ".join(f"{player.label} {score[player]}" for player in players)


def points_text(points: int) -> str:
    """A change of score with its sign ("+3", "-2"), and "0" for none."""
    return f"{points:+d}" if points else "0"


def strength(card: Card, trump: Suit | None) -> int:
    """How strong a card is once trump (or no trump) is fixed: every trump above every
    plain card, each plain card by its rank."""
    return card_power(card, trump, effective_suit(card, trump))


def pass_until(hand: A, player: SeatEnum) -> A:
    """Everyone passes until it is ``player``'s turn."""
    while hand.to_act != player:
        hand = hand.apply(PASS)
    return hand


def first_found(
    cases: Mapping[str, tuple[Callable[[int], H], Callable[[H], bool]]], seeds: int = 5000,
) -> dict[str, H]:
    """For each named case ``(play, accepts)``, the first of the hands ``play(0)``,
    ``play(1)``… that ``accepts`` takes; ``LookupError`` naming a case none of ``seeds``
    hands gives."""
    found: dict[str, H] = {}
    for name, (play, accepts) in cases.items():
        hand = next((hand for hand in map(play, range(seeds)) if accepts(hand)), None)
        if hand is None:
            raise LookupError(f"no hand among {seeds} seeds gives: {name}")
        found[name] = hand
    return found


def lean_choice(legal: Sequence[Action], rng: random.Random,
                leanings: Mapping[Action, float]) -> Action:
    """A random legal action; where an action of ``leanings`` is legal it is taken with its
    share of chances (bids lean to a pass, so a hand is not made on any cards at all)."""
    leaning = next((action for action in leanings if action in legal), None)
    if leaning is not None and rng.random() < leanings[leaning]:
        return leaning
    return rng.choice(legal)


def history_grid(players: Iterable[SeatEnum], match: _Match,
                 hands: int | None = None) -> tuple[tuple[str, ...], ...]:
    """A match hand by hand (its first ``hands`` only, if given): what happened and every
    player's score after it, under a header row."""
    header = ("after hand", "what happened", *(player.label for player in players))
    rows = [(str(number), result.summary(), *(str(points) for points in scores))
            for (number, *scores), result in zip(match.score_history()[1:], match.results(),
                                                 strict=True)]
    return (header, *rows[:hands])


def play_match(match: M, choose: Callable[[Any], Action]) -> M:
    """Play ``match`` to its end, ``choose`` picking each action from the hand in play."""
    while not match.is_over:
        if match.hand_over:
            match = match.next_hand()
            continue
        match = match.apply(choose(match.current))
    return match
