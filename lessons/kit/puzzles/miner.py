"""Mining a game's card-play puzzles from bot matches with every level at the table.

Each match seats Easy, Normal and Expert bots (every level once, any further seat drawn
from the three), so the positions look like real play. At every card play where the seat
to act has two legal options or more, a screening Expert values every option from that
seat's view; a position whose best option clears the margin rule (``lessons.kit.margin``,
in the game's unit) is valued again by a confirming Expert with another seed and more
deals, and kept when the same option clears the rule again.

Everything is drawn from the game and the mining seed (the matches, the seats' levels, the
bots' seeds, the evaluators' seeds) and every Expert works on a fixed number of deals, so
the same seed mines the same bank on any machine.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from euchre.bots import Bot, Difficulty
from euchre.bots.base import OptionValue
from euchre.games import GameView
from lessons.kit.margin import (
    CONFIRM_SAMPLES,
    SCREEN_SAMPLES,
    difficulty_tier,
    judge,
    two_looks,
)
from lessons.kit.puzzles.bank import Puzzle, Source, position_of
from lessons.kit.puzzles.game import PuzzleGame

__all__ = ["Candidate", "Evaluators", "confirmed", "evaluate", "mine",
           "most_from_one_match", "retagged", "table_levels"]

LEVELS = (Difficulty.EASY, Difficulty.NORMAL, Difficulty.EXPERT)


def _seed(*parts: object) -> int:
    """A stable 31-bit seed from any parts."""
    return random.Random(":".join(map(str, parts))).randrange(2**31)


def evaluate(expert: Any, view: GameView) -> tuple[OptionValue, ...]:
    """Every legal option's value from the seat's view, best first, with the paired errors
    against the best (none when the Expert could sample no deal)."""
    simulation = expert.simulate(view)
    if simulation.samples == 0:
        return ()
    best = int(np.argmax(simulation.means()))
    return simulation.options(best)


@dataclass(frozen=True)
class Evaluators:
    """The screening and the confirming Expert of one mining run."""

    screen: Any
    confirm: Any

    @classmethod
    def for_seed(cls, game: PuzzleGame, seed: int) -> Evaluators:
        return cls(game.expert(_seed("puzzle-screen", game.game_id, seed), SCREEN_SAMPLES),
                   game.expert(_seed("puzzle-confirm", game.game_id, seed), CONFIRM_SAMPLES))


@dataclass(frozen=True)
class Candidate:
    """A card-play decision met during a match, with the confirmed values."""

    view: GameView
    move: int  # actions of the hand before the decision
    values: tuple[OptionValue, ...]


def confirmed(game: PuzzleGame, view: GameView,
              evaluators: Evaluators) -> tuple[OptionValue, ...] | None:
    """The confirming values of every legal option when one option clears the margin rule
    in both simulations (the same option), else None."""
    return two_looks(evaluate(evaluators.screen, view),
                     lambda: evaluate(evaluators.confirm, view), game.unit)


def table_levels(game: PuzzleGame, seed: int, match_index: int) -> tuple[Difficulty, ...]:
    """The bots' levels of one mined match, seat by seat: every level once, the others
    drawn."""
    rng = random.Random(f"puzzle-table:{game.game_id}:{seed}:{match_index}")
    seats = len(game.spec.seating.names)
    levels = [*LEVELS, *(rng.choice(LEVELS) for _ in range(seats - len(LEVELS)))]
    rng.shuffle(levels)
    return tuple(levels)


def _table_bot(game: PuzzleGame, level: Difficulty, seed: int) -> Bot:
    if level is Difficulty.EXPERT:
        return game.table_expert(seed)
    return game.spec.bot(level, seed)


def _puzzles_of_match(game: PuzzleGame, seed: int, match_index: int,
                      evaluators: Evaluators, on_position: Callable[[], None],
                      most_per_hand: int | None) -> Iterator[Puzzle]:
    """Play one match and yield its puzzles hand by hand, in the order they were met (at
    most ``most_per_hand`` of a hand: the rest of its play is not examined)."""
    match_seed = f"{game.game_id}-puzzles-{seed}-{match_index}"
    bots = [_table_bot(game, level, _seed("puzzle-bot", game.game_id, seed, match_index, s))
            for s, level in enumerate(table_levels(game, seed, match_index))]
    match = game.spec.new_match(seed=match_seed)
    while True:
        found: list[Candidate] = []
        while not match.hand_over:
            seat = match.to_act
            view = match.view(seat)
            full = most_per_hand is not None and len(found) >= most_per_hand
            if (view.card_play and len(view.legal_actions) > 1 and not full
                    and all(action.card is not None for action in view.legal_actions)):
                on_position()
                values = confirmed(game, view, evaluators)
                if values is not None:
                    found.append(Candidate(view, len(match.current.history), values))
            match = match.apply(bots[int(seat)].decide(view).action, seat=seat)
        record = game.spec.hand_to_record(match.current)
        for candidate in found:
            yield _puzzle(game, candidate, match_seed, record)
        if match.is_over:
            return
        match = match.next_hand()


def _puzzle(game: PuzzleGame, candidate: Candidate, match_seed: str,
            record: dict) -> Puzzle:
    view = candidate.view
    verdict = judge(candidate.values, game.unit)
    answer = verdict.best.action
    trick = len(view.tricks) + 1
    gap = round(verdict.gap, 4)  # as stored, so that the tier is the stored gap's
    return Puzzle(
        game=game,
        id=f"{match_seed}-h{view.hand_number}-m{candidate.move}",
        seat=int(view.seat),
        trick=trick,
        tier=difficulty_tier(gap, trick, game.unit),
        themes=game.detect_themes(view, answer),
        answer=answer,
        values=candidate.values,
        gap=gap,
        noise=verdict.noise,
        position=position_of(view),
        source=Source(match_seed, view.hand_number, tuple(view.score), record,
                      candidate.move),
    )


def retagged(puzzle: Puzzle) -> Puzzle:
    """The puzzle with its themes and tier detected afresh (which positions are kept
    depends on neither)."""
    game = puzzle.game
    return replace(puzzle, themes=game.detect_themes(puzzle.view(), puzzle.answer),
                   tier=difficulty_tier(puzzle.gap, puzzle.trick, game.unit))


def mine(game: PuzzleGame, seed: int, count: int,
         on_puzzle: Callable[[Puzzle], None] = lambda puzzle: None,
         on_position: Callable[[], None] = lambda: None,
         most_per_hand: int | None = None,
         most_per_match: int | None = None) -> list[Puzzle]:
    """The first ``count`` puzzles of ``game``'s matches drawn from ``seed`` (at most
    ``most_per_hand`` from one hand and ``most_per_match`` from one match, the first met,
    when given: the bank then spans more deals and more matches).

    A match that reaches ``most_per_match`` is left there and the next one is played; the
    positions are valued with seeds drawn from the position itself, so a bank whose matches
    all stay within the cap is mined the same with it or without it. ``on_puzzle`` is told
    of each puzzle kept and ``on_position`` of each position examined (for a progress
    bar)."""
    if count < 1:
        raise ValueError("ask for one puzzle or more.")
    if most_per_match is not None and most_per_match < 1:
        raise ValueError("allow one puzzle a match or more.")
    evaluators = Evaluators.for_seed(game, seed)
    puzzles: list[Puzzle] = []
    match_index = 0
    while len(puzzles) < count:
        found = _puzzles_of_match(game, seed, match_index, evaluators, on_position,
                                  most_per_hand)
        for taken, puzzle in enumerate(found, start=1):
            puzzles.append(puzzle)
            on_puzzle(puzzle)
            if len(puzzles) == count or taken == most_per_match:
                break
        match_index += 1
    return puzzles


def most_from_one_match(puzzles: Iterable[Puzzle]) -> int:
    """The most puzzles any one match gives (0 for none)."""
    counts = Counter(puzzle.source.match_seed for puzzle in puzzles)
    return max(counts.values(), default=0)
