"""What an Expert of any game of individual players needs around its simulations.

``Simulation`` holds every option's value on every sampled deal (options in columns, the
same deals in rows) and turns it into ``OptionValue``s; ``position_seed`` makes a
position's deals reproducible; ``cheaper_first`` breaks ties between options the same
way in every game; ``pick_option`` chooses (making trump only by a margin);
``LookaheadBot`` is the frame every game's Expert shares (its words: ``lookahead_words``).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from euchre.actions import PASS, Action, ActionKind
from euchre.bots.base import Decision, Explanation, Factor, OptionValue
from euchre.bots.lookahead_words import only_choice
from euchre.cards import Suit, card_power, effective_suit

__all__ = [
    "LookaheadBot",
    "Simulation",
    "cheaper_first",
    "pick_option",
    "position_seed",
    "rival_of",
    "run_batches",
]


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
                run_batch: Callable[[int, int], np.ndarray]) -> np.ndarray | None:
    """Rows of values, batch after batch (``run_batch(size, seed)``), until ``wanted`` rows
    or an empty batch: a fixed amount of work, whatever the clock says."""
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
    return np.concatenate(rows) if rows else None


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


# ---- choosing and explaining ----------------------------------------------------------------


def pick_option(simulation: Simulation, preference: Callable[[Action], float],
                bid_margin: float) -> int:
    """The option with the best mean (ties: ``preference``); making trump only when it
    beats passing by ``bid_margin``."""
    means = simulation.means()
    actions = simulation.actions

    def key(j: int) -> tuple[float, float]:
        return (round(float(means[j]), 9), preference(actions[j]))

    best = max(range(len(actions)), key=key)
    if actions[best].kind in (ActionKind.ORDER_UP, ActionKind.NAME_TRUMP) and PASS in actions:
        passing = actions.index(PASS)
        if means[best] < means[passing] + bid_margin:
            return passing
    return best


def rival_of(simulation: Simulation, chosen: int) -> int:
    """The best-valued option other than the chosen one."""
    means = simulation.means()
    return max((j for j in range(len(simulation.actions)) if j != chosen),
               key=lambda j: means[j])


class LookaheadBot:
    """What every game's Expert does the same way around its own simulation: a seed per
    position, a decision without simulating when one action is legal, the best option of
    the simulation (Normal's count when no deal could be sampled). A subclass gives
    ``game_tag`` and ``_run`` (the simulation), ``_by_counting``, ``_pick``, ``_explain``,
    ``_move`` (the move in words), ``_words`` (the option in words) and
    ``_counted_factors`` (what it counted, for a move without a choice)."""

    game_tag: ClassVar[str]
    seed: int

    def _position_seed(self, view: Any, salt: str = "") -> int:
        return position_seed(
            self.game_tag, self.seed, view.seat.letter, view.dealer.letter, view.hand_number,
            " ".join(c.text for c in view.hand), view.upcard.text,
            " ".join(f"{who.letter}:{action.text}" for who, action in view.bids),
            " ".join(c.text for c in view.played_cards), view.phase,
            " ".join(c.text for c in view.own_discards), salt)

    def _only_choice(self, view: Any) -> Decision | None:
        if len(view.legal_actions) != 1:
            return None
        action = view.legal_actions[0]
        return only_choice(view, self._move(action, view), self._words(action, view),
                           self._counted_factors(view))

    def _decide_by_simulation(self, view: Any) -> tuple[Action, Explanation]:
        simulation = self._run(view)
        if simulation.samples == 0:
            return self._by_counting(view)
        chosen = self._pick(view, simulation)
        return simulation.actions[chosen], self._explain(view, simulation, chosen)

    def _run(self, view: Any) -> Simulation:
        raise NotImplementedError

    def _by_counting(self, view: Any) -> tuple[Action, Explanation]:
        raise NotImplementedError

    def _pick(self, view: Any, simulation: Simulation) -> int:
        raise NotImplementedError

    def _explain(self, view: Any, simulation: Simulation, chosen: int) -> Explanation:
        raise NotImplementedError

    def _move(self, action: Action, view: Any) -> str:
        raise NotImplementedError

    def _words(self, action: Action, view: Any) -> str:
        raise NotImplementedError

    def _counted_factors(self, view: Any) -> Sequence[Factor]:
        raise NotImplementedError


