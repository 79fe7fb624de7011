"""Mining card-play puzzles from bot matches with every level at the table.

Each match seats Easy, Normal and Expert bots (all three, the fourth seat drawn from the
three), so the positions look like real play: loose cards from Easy, sound ones from
Normal and Expert. At every card play where the seat to act has two legal cards or more,
a screening Expert values every legal card from that seat's view; a position whose best
card clears the margin rule (``margin``) is valued again by a confirming Expert with
another seed and more deals, and kept when the same card clears the rule again.

Everything is drawn from the mining seed (the matches, the seats' levels, the bots'
seeds, the evaluators' seeds) and every Expert works on a fixed number of deals, so the
same seed mines the same bank on any machine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

from euchre import Match, Phase, Rules, Seat, games
from euchre.bots import Bot, Difficulty
from euchre.bots.base import OptionValue
from euchre.games.euchre.bots.expert import ExpertBot, NoConsistentDeal, steady_expert
from euchre.games.euchre.records import hand_to_record
from euchre.games.euchre.view import SeatView
from lessons.euchre.puzzles.bank import Puzzle, Source, position_of
from lessons.euchre.puzzles.themes import detect_themes
from lessons.kit.margin import (
    CONFIRM_SAMPLES,
    SCREEN_SAMPLES,
    difficulty_tier,
    judge,
    two_looks,
)

__all__ = [
    "TABLE_EXPERT_SAMPLES",
    "Candidate",
    "Evaluators",
    "confirmed",
    "mine",
    "retagged",
    "table_levels",
]

TABLE_EXPERT_SAMPLES = 48  # deals an Expert seat samples per decision during a mined match
LEVELS = (Difficulty.EASY, Difficulty.NORMAL, Difficulty.EXPERT)


def _seed(*parts: object) -> int:
    """A stable 31-bit seed from any parts."""
    return random.Random(":".join(map(str, parts))).randrange(2**31)


# The Expert the bank was mined with: deals kept by rejection, bids and cards valued by
# play-outs that see every card (a puzzle's answer is best against perfect defence).
# Mining again from the bank's seed rebuilds the bank exactly.
BANK_EXPERT = {"weigh_deals": False, "bid_play": "solved", "card_play": "solved"}


@dataclass(frozen=True)
class Evaluators:
    """The screening and the confirming Expert of one mining run."""

    screen: ExpertBot
    confirm: ExpertBot

    @classmethod
    def for_seed(cls, seed: int) -> Evaluators:
        return cls(steady_expert(_seed("puzzle-screen", seed), SCREEN_SAMPLES, **BANK_EXPERT),
                   steady_expert(_seed("puzzle-confirm", seed), CONFIRM_SAMPLES, **BANK_EXPERT))


@dataclass(frozen=True)
class Candidate:
    """A card-play decision met during a match, with the confirmed values if it passed."""

    view: SeatView
    move: int  # actions of the hand before the decision
    values: tuple[OptionValue, ...]


def confirmed(view: SeatView, evaluators: Evaluators) -> tuple[OptionValue, ...] | None:
    """The confirming values of every legal card when one card clears the margin rule in
    both simulations (the same card), else None."""
    try:
        return two_looks(evaluators.screen.evaluate(view),
                         lambda: evaluators.confirm.evaluate(view))
    except NoConsistentDeal:
        return None


def table_levels(seed: int, match_index: int) -> dict[Seat, Difficulty]:
    """The bots' levels of one mined match: every level once, the fourth seat drawn."""
    rng = random.Random(f"puzzle-table:{seed}:{match_index}")
    levels = [*LEVELS, rng.choice(LEVELS)]
    rng.shuffle(levels)
    return dict(zip(Seat, levels, strict=True))


def _table_bot(level: Difficulty, seed: int) -> Bot:
    if level is Difficulty.EXPERT:
        return steady_expert(seed, TABLE_EXPERT_SAMPLES, **BANK_EXPERT)
    return games.game("euchre").bot(level, seed)


def _match_seed(seed: int, match_index: int) -> str:
    return f"puzzles-{seed}-{match_index}"


def _puzzles_of_match(
    seed: int, match_index: int, evaluators: Evaluators, on_position: Callable[[], None],
) -> Iterator[Puzzle]:
    """Play one match and yield its puzzles hand by hand, in the order they were met."""
    match_seed = _match_seed(seed, match_index)
    levels = table_levels(seed, match_index)
    bots = {seat: _table_bot(level, _seed("puzzle-bot", seed, match_index, int(seat)))
            for seat, level in levels.items()}
    match = Match.new(Rules(), seed=match_seed)
    while True:
        found: list[Candidate] = []
        while not match.hand_over:
            seat = match.to_act
            view = match.view(seat)
            if view.phase is Phase.PLAY and len(view.legal_actions) > 1:
                on_position()
                values = confirmed(view, evaluators)
                if values is not None:
                    found.append(Candidate(view, len(match.current.history), values))
            match = match.apply(bots[seat].decide(view).action, seat=seat)
        record = hand_to_record(match.current)
        for candidate in found:
            yield _puzzle(candidate, match_seed, match.hand_number, record,
                          match.score_before_hand)
        if match.is_over:
            return
        match = match.next_hand()


def _puzzle(candidate: Candidate, match_seed: str, hand_number: int,
            record: dict, score: tuple[int, int]) -> Puzzle:
    view = candidate.view
    verdict = judge(candidate.values)
    answer = verdict.best.action
    trick = len(view.tricks) + 1
    gap = round(verdict.gap, 4)  # as stored, so that the tier is the stored gap's
    return Puzzle(
        id=f"{match_seed}-h{hand_number}-m{candidate.move}",
        seat=view.seat,
        trick=trick,
        tier=difficulty_tier(gap, trick),
        themes=detect_themes(view, answer.card),
        answer=answer,
        values=candidate.values,
        gap=gap,
        noise=verdict.noise,
        position=position_of(view),
        source=Source(match_seed, hand_number, score, record, candidate.move),
    )


def retagged(puzzle: Puzzle) -> Puzzle:
    """The puzzle with its themes and tier detected afresh (after a detector or the tier
    rule changed: which positions are kept depends on neither)."""
    view = puzzle.view()
    return replace(puzzle, themes=detect_themes(view, puzzle.answer.card),
                   tier=difficulty_tier(puzzle.gap, puzzle.trick))


def mine(
    seed: int, count: int, on_puzzle: Callable[[Puzzle], None] = lambda puzzle: None,
    on_position: Callable[[], None] = lambda: None,
) -> list[Puzzle]:
    """The first ``count`` puzzles of the matches drawn from ``seed``.

    ``on_puzzle`` is told of each puzzle kept and ``on_position`` of each position
    examined (for a progress bar)."""
    if count < 1:
        raise ValueError("ask for one puzzle or more.")
    evaluators = Evaluators.for_seed(seed)
    puzzles: list[Puzzle] = []
    match_index = 0
    while len(puzzles) < count:
        for puzzle in _puzzles_of_match(seed, match_index, evaluators, on_position):
            puzzles.append(puzzle)
            on_puzzle(puzzle)
            if len(puzzles) == count:
                break
        match_index += 1
    return puzzles
