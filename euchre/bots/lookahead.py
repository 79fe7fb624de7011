"""What an Expert of any game of individual players needs around its simulations.

``Simulation`` holds every option's value on every sampled deal (options in columns, the
same deals in rows) and turns it into ``OptionValue``s; ``position_seed`` makes a
position's deals reproducible; ``gerund`` and ``cheaper_first`` name and order options the
same way in every game.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np

from euchre.actions import Action, ActionKind
from euchre.bots.base import OptionValue
from euchre.cards import Suit, card_power, effective_suit

__all__ = ["Simulation", "capitalised", "cheaper_first", "gerund", "position_seed",
           "run_batches"]


@dataclass(frozen=True)
class Simulation:
    """Every option's value on every sampled deal, for the acting seat."""

    actions: tuple[Action, ...]
    margins: np.ndarray  # samples × options
    labels: tuple[str, ...]  # each option in words ("taking the dummy", "keeping …")

    @property
    def samples(self) -> int:
        return int(self.margins.shape[0])

    def means(self) -> np.ndarray:
        return self.margins.mean(axis=0)

    def std_errors(self) -> np.ndarray:
        if self.samples < 2:
            return np.zeros(len(self.actions))
        return self.margins.std(axis=0, ddof=1) / np.sqrt(self.samples)

    def paired_errors(self, reference: int) -> np.ndarray:
        if self.samples < 2:
            return np.zeros(len(self.actions))
        differences = self.margins[:, [reference]] - self.margins
        return differences.std(axis=0, ddof=1) / np.sqrt(self.samples)

    def options(self, best: int) -> tuple[OptionValue, ...]:
        """Every option with its mean value, the chosen first, then best first; an action
        that several options share (two fives that throw the same card now) once, at its
        best."""
        means, errors = self.means(), self.std_errors()
        paired = self.paired_errors(best)
        order = [best, *sorted((j for j in range(len(self.actions)) if j != best),
                               key=lambda j: -means[j])]
        seen: set[Action] = set()
        values = []
        for j in order:
            if self.actions[j] in seen:
                continue
            seen.add(self.actions[j])
            values.append(OptionValue(self.actions[j], round(float(means[j]), 4),
                                      round(float(errors[j]), 4), self.samples,
                                      round(float(paired[j]), 4)))
        return tuple(values)


def position_seed(*parts: object) -> int:
    """A stable 31-bit seed from the parts that fix a position (and the bot's seed)."""
    text = "|".join(map(str, parts))
    return zlib.crc32(text.encode()) & 0x7FFFFFFF


def run_batches(wanted: int, batch: int, seed_of: Callable[[int], int],
                run_batch: Callable[[int, int], np.ndarray], more: Callable[[int], bool]
                ) -> np.ndarray | None:
    """Rows of values, batch after batch (``run_batch(size, seed)``), until ``wanted`` rows,
    an empty batch, or ``more(rows so far)`` says stop."""
    rows: list[np.ndarray] = []
    done = index = 0
    while done < wanted:
        size = min(batch, wanted - done)
        values = run_batch(size, seed_of(index))
        index += 1
        if values.shape[0] == 0:
            break
        rows.append(values)
        done += values.shape[0]
        if not more(done):
            break
    return np.concatenate(rows) if rows else None


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def gerund(action: Action, seat_is_dealer: bool,
           words: Mapping[ActionKind, str] | None = None) -> str:
    """The option in words for "… scores …": "passing", "ordering it up", "playing A♠";
    ``words`` names a game's own kinds."""
    if words and action.kind in words:
        return words[action.kind]
    match action.kind:
        case ActionKind.PASS:
            return "passing"
        case ActionKind.ORDER_UP:
            return "picking it up" if seat_is_dealer else "ordering it up"
        case ActionKind.NAME_TRUMP:
            return f"naming {action.suit.symbol}"
        case ActionKind.DISCARD:
            return f"discarding {action.card.symbol}"
        case _:
            return f"playing {action.card.symbol}"


def cheaper_first(action: Action, trump: Suit | None, led: Suit | None,
                  others: Mapping[ActionKind, float] | None = None,
                  default: float = 0.0) -> float:
    """Tie-break between options of equal value: the cheaper card (to play or to throw
    away) ranks higher; other kinds as ``others`` says (``default`` otherwise)."""
    if action.kind is ActionKind.PLAY:
        suit = led if led is not None else effective_suit(action.card, trump)
        return -float(card_power(action.card, trump, suit) * 10 + action.card.rank)
    if action.kind is ActionKind.DISCARD:
        suit = trump if trump is not None else action.card.suit
        return -float(card_power(action.card, trump, suit) * 10 + action.card.rank)
    return float((others or {}).get(action.kind, default))
