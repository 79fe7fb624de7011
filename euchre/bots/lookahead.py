"""What an Expert of any game of individual players needs around its simulations.

``Simulation`` holds every option's value on every sampled deal (options in columns, the
same deals in rows) and turns it into ``OptionValue``s; ``position_seed`` makes a
position's deals reproducible; ``gerund`` and ``cheaper_first`` name and order options the
same way in every game; ``pick_option`` chooses (making trump only by a margin) and the
factor functions say what was simulated and counted.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from euchre.actions import PASS, Action, ActionKind
from euchre.bots.base import Decision, Explanation, Factor, OptionValue
from euchre.bots.explain import count_text, live_sentence
from euchre.cards import Card, Suit, card_power, effective_suit, is_trump

__all__ = [
    "LookaheadBot",
    "Simulation",
    "bid_margin_factor",
    "capitalised",
    "cheaper_first",
    "counted_instead",
    "gerund",
    "only_choice",
    "pick_option",
    "played_by_seat",
    "position_seed",
    "rival_of",
    "run_batches",
    "samples_factor",
    "trumps_held_factor",
    "trumps_played_factor",
    "upcard_still_with_dealer",
    "voids_shown_factor",
    "winning_play",
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


def samples_factor(n: int) -> Factor:
    return Factor("samples", n, f"I dealt the unseen cards {n} ways consistent with what I "
                                "know.")


def bid_margin_factor(simulation: Simulation, chosen: int, margin: float) -> Factor | None:
    """Why a pass was chosen over a better-valued bid (None when it was not)."""
    if simulation.actions[chosen] is not PASS or int(np.argmax(simulation.means())) == chosen:
        return None
    return Factor("bid_margin", margin,
                  f"I make trump only when it beats passing by at least {margin:.2f} points: "
                  "the unseen cards are not dealt face up.")


def only_choice(view: Any, move: str, words: str, factors: Sequence[Factor]) -> Decision:
    """The decision when one action is legal: no simulation, the move and what it counted."""
    action = view.legal_actions[0]
    return Decision(view.seat, action, Explanation(
        f"{capitalised(words)} is my only choice.", tuple(factors), live=live_sentence(move)))


def counted_instead(action: Action, why: Explanation) -> tuple[Action, Explanation]:
    """Normal's judgement, for a position no sampled deal can explain."""
    summary = ("No deal I could sample fits everything I have seen, so I decide by "
               "counting instead: " + why.summary)
    return action, Explanation(summary, why.factors, why.options, why.live)


def trumps_held_factor(hand: Sequence[Card], suit: Suit) -> Factor:
    """Private: the trumps the bot holds for ``suit``."""
    trumps = [card for card in hand if is_trump(card, suit)]
    words = ", ".join(card.symbol for card in trumps)
    text = f"I hold {count_text(len(trumps), 'trump')} ({suit.symbol})"
    return Factor("trumps", len(trumps), text + (f": {words}." if trumps else "."))


def trumps_played_factor(played: Sequence[Card], trump: Suit) -> Factor:
    """Public: how many trumps have been played."""
    count = sum(is_trump(card, trump) for card in played)
    return Factor("trumps_played", count,
                  f"{count_text(count, 'trump')} {'has' if count == 1 else 'have'} been played.",
                  public=True)


def voids_shown_factor(view: Any) -> Factor | None:
    """Public: the suits other players have shown they hold none of (None: no void shown)."""
    shown = [(who, suits) for who, suits in view.shown_voids().items()
             if suits and who != view.seat]
    if not shown:
        return None
    parts = [f"{who.label} has no {' '.join(s.symbol for s in sorted(suits))}"
             for who, suits in shown]
    return Factor("voids_shown", len(shown), "Shown void: " + "; ".join(parts) + ".",
                  public=True)


def winning_play(view: Any) -> tuple[Any, Card] | None:
    """Who is winning the trick in progress, and with what (None before its lead)."""
    if not view.current_trick:
        return None
    trump = view.trump
    led = effective_suit(view.current_trick[0][1], trump)
    return max(view.current_trick, key=lambda play: card_power(play[1], trump, led))


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


def played_by_seat(view: Any) -> dict[Any, tuple[Card, ...]]:
    """The cards each seat has played this hand (finished tricks, then the current one)."""
    played: dict[Any, list[Card]] = {seat: [] for seat in type(view.seat)}
    for trick in view.tricks:
        for who, card in trick.plays:
            played[who].append(card)
    for who, card in view.current_trick:
        played[who].append(card)
    return {seat: tuple(cards) for seat, cards in played.items()}


def upcard_still_with_dealer(view: Any, played: Mapping[Any, Sequence[Card]]) -> bool:
    """The dealer picked the upcard up and, as far as the table can tell, still holds it:
    not played, and the dealer has not shown a void in its suit."""
    up = view.upcard
    return (view.upcard_taken and all(up not in cards for cards in played.values())
            and effective_suit(up, view.trump) not in view.shown_voids()[view.dealer])
