"""“Show me a deal where this card goes wrong”: a sampled deal that punishes a card.

The unseen cards are dealt the way the Expert deals them when it thinks (consistent with
everything the seat saw: voids shown, the bidding, the cards played), and each deal is
solved with every card known. The deal shown is the one where the chosen card loses the
most against the best card; both lines are then played out by the solver, every seat
playing perfectly from there, trick by trick.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np

from euchre import Card, Seat
from euchre.games.euchre import core
from euchre.games.euchre.bots.sampling import KnownFacts
from euchre.games.euchre.bots.search import evaluate_plays
from euchre.tricks.solver import SearchTable
from lessons.euchre.puzzles.bank import Puzzle

__all__ = ["DEALS_TRIED", "Line", "PlayedTrick", "Refutation", "refute"]

DEALS_TRIED = 64  # sampled deals searched for one where the chosen card does worse


@dataclass(frozen=True)
class PlayedTrick:
    """A trick as played out: who led, the cards in order, who won it."""

    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat


@dataclass(frozen=True)
class Line:
    """One card played on the sampled deal and the rest of the hand played out."""

    card: Card
    tricks: tuple[PlayedTrick, ...]  # the trick in progress (completed), then the rest
    tricks_won: dict[Seat, int]  # over the whole hand
    points: tuple[int, int]  # (North–South, East–West) points of the hand
    net: int  # the seat's side's points minus the other side's


@dataclass(frozen=True)
class Refutation:
    """A deal the seat could not tell from the real one, where ``chosen`` does worse."""

    seat: Seat
    hands: dict[Seat, tuple[Card, ...]]  # every seat's cards at the puzzle's position
    chosen: Line
    best: Line


def _cards(mask: int) -> tuple[Card, ...]:
    return tuple(Card(bit) for bit in range(mask.bit_length()) if mask >> bit & 1)


def _net_for(state: np.ndarray, maker_tricks: int, seat: Seat) -> int:
    makers, defenders = core.hand_points(
        maker_tricks, bool(state[core.MAKER_ALONE]), state[core.LONE_DEFENDER] >= 0,
        bool(state[core.R_LONE_DEFENDER_ALWAYS_FOUR]))
    makers_side = int(state[core.MAKER]) % 2 == int(seat) % 2
    return int(makers - defenders) if makers_side else int(defenders - makers)


def _play_out(state: np.ndarray, card: Card, seat: Seat, table: SearchTable,
              earlier: tuple[tuple[Seat, Card], ...]) -> Line:
    """Play ``card`` on ``state``, then let the solver play every seat to the end."""
    state = state.copy()
    plays = list(earlier)
    leader = Seat(int(state[core.LEADER]))
    tricks: list[PlayedTrick] = []
    move = int(card)
    while True:
        mover = Seat(int(state[core.TO_ACT]))
        if core.step(state, core.A_PLAY + move) != core.OK:
            raise ValueError(f"{Card(move).text} cannot be played here.")
        plays.append((mover, Card(move)))
        if state[core.TRICK_SIZE] == 0:
            winner = Seat(int(state[core.LAST_TRICK_WINNER]))
            tricks.append(PlayedTrick(leader, tuple(plays), winner))
            plays, leader = [], winner
        if core.is_over(state):
            break
        to_act = int(state[core.TO_ACT])
        makers_side = int(state[core.MAKER]) % 2 == to_act % 2
        values = evaluate_plays(state, table)
        move = max(sorted(values), key=lambda c: values[c] if makers_side else -values[c])
    points = (int(state[core.POINTS]), int(state[core.POINTS + 1]))
    ours, theirs = (points[0], points[1]) if int(seat) % 2 == 0 else (points[1], points[0])
    won = {who: int(state[core.WON + int(who)]) for who in Seat}
    return Line(card, tuple(tricks), won, points, ours - theirs)


def refute(puzzle: Puzzle, chosen: Card, deals: int = DEALS_TRIED) -> Refutation | None:
    """A sampled deal where ``chosen`` scores less than the puzzle's answer for the seat's
    side, both played out; None when no deal tried punishes it (or it is the answer)."""
    best = puzzle.answer.card
    if chosen == best:
        return None
    view = puzzle.view()
    if chosen not in {action.card for action in view.legal_actions}:
        raise ValueError(f"{chosen.text} is not a legal card in this puzzle.")
    seed = random.Random(f"refute:{puzzle.id}:{chosen.text}").randrange(2**31)
    states = KnownFacts.from_view(view).sample(deals, seed)
    table = SearchTable()
    worst, worst_loss = None, 0
    for state in states:
        values = evaluate_plays(state, table)
        loss = (_net_for(state, values[int(best)], puzzle.seat)
                - _net_for(state, values[int(chosen)], puzzle.seat))
        if loss > worst_loss:
            worst, worst_loss = state, loss
    if worst is None:
        return None
    earlier = tuple(view.current_trick)
    hands = {seat: _cards(int(worst[core.HAND + int(seat)])) for seat in Seat}
    return Refutation(puzzle.seat, hands,
                      _play_out(worst, chosen, puzzle.seat, table, earlier),
                      _play_out(worst, best, puzzle.seat, table, earlier))
