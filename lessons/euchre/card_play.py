"""Card-play puzzles as Train exercises: choose a puzzle near the player's rating, grade a
card by the Expert's stored values, and explain it.

A puzzle is one position of the bank (``lessons.euchre.puzzles.bank``) seen from the seat that
was to play, which need not be South: the table is drawn with that seat at the bottom.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import cache

from euchre import Card, Seat
from euchre.games.euchre.bots.expert import play_factors
from euchre.games.euchre.view import SeatView
from lessons.euchre.puzzles.bank import Puzzle, load_bank
from lessons.euchre.puzzles.themes import PuzzleTheme
from lessons.euchre.themes import EuchreTheme
from lessons.kit.exercise import AnswerForm, Feedback, OptionRow, Scene
from lessons.kit.rating import Rating, initial_puzzle_rating
from lessons.kit.themes import Theme, Tier

__all__ = [
    "NEAREST",
    "WINDOW",
    "CardPlayPuzzle",
    "bank",
    "card_play_theme",
    "card_play_themes",
    "choose_puzzle",
    "puzzle_by_id",
    "start_rating",
]

WINDOW = 150.0  # a puzzle is drawn among those of the theme and tier rated this close…
NEAREST = 12  # …or among the this many nearest, when fewer are that close


@cache
def bank() -> tuple[Puzzle, ...]:
    """The shipped puzzle bank, read once per process."""
    return load_bank()


@cache
def _by_id() -> dict[str, Puzzle]:
    return {puzzle.id: puzzle for puzzle in bank()}


def puzzle_by_id(puzzle_id: str) -> Puzzle:
    """The bank's puzzle of that id (a ``KeyError`` names an unknown one)."""
    return _by_id()[puzzle_id]


def card_play_theme(theme: PuzzleTheme) -> Theme:
    """The Train theme a puzzle theme is tracked under (the same id)."""
    return EuchreTheme(theme.value)


def _themes(puzzle: Puzzle) -> tuple[Theme, ...]:
    return tuple(card_play_theme(theme) for theme in puzzle.themes)


@cache
def card_play_themes(tier: Tier) -> tuple[Theme, ...]:
    """The card-play themes with puzzles in ``tier``, in the themes' display order."""
    present = {theme for puzzle in bank() if puzzle.tier == tier for theme in _themes(puzzle)}
    return tuple(theme for theme in EuchreTheme if theme in present)


def start_rating(puzzle: Puzzle) -> Rating:
    """A puzzle's rating before any signed-in player tried it."""
    return initial_puzzle_rating(puzzle.tier, puzzle.gap)


def choose_puzzle(
    tier: Tier, theme: Theme, player: Rating, rng: random.Random,
    rating_of: Callable[[Puzzle], Rating] = start_rating, recent: Collection[str] = (),
) -> Puzzle:
    """A puzzle of ``tier`` practising ``theme``, drawn among those rated within ``WINDOW``
    of the ``player`` (the ``NEAREST`` closest when fewer are), leaving out the ``recent``
    ones while others remain."""
    pool = [puzzle for puzzle in bank() if puzzle.tier == tier and theme in _themes(puzzle)]
    if not pool:
        raise ValueError(f"no {Tier(tier).label} puzzle practises {theme.label}.")
    fresh = [puzzle for puzzle in pool if puzzle.id not in recent] or pool
    distance = {puzzle.id: abs(rating_of(puzzle).rating - player.rating) for puzzle in fresh}
    near = [puzzle for puzzle in fresh if distance[puzzle.id] <= WINDOW]
    if len(near) < NEAREST:
        near = sorted(fresh, key=lambda puzzle: (distance[puzzle.id], puzzle.id))[:NEAREST]
    return rng.choice(near)


def _trick_words(view: SeatView) -> str:
    number = len(view.tricks) + 1
    if not view.current_trick:
        return f"Trick {number}: you are on lead."
    played = ", ".join(f"{seat.label} {card.symbol}" for seat, card in view.current_trick)
    return f"Trick {number}: {played} so far."


@dataclass(frozen=True)
class CardPlayPuzzle:
    """A bank puzzle as an exercise: answer with one legal card."""

    puzzle: Puzzle
    theme: Theme
    seed: int = 0
    family: str = "card-play"
    form: AnswerForm = AnswerForm.SINGLE

    @property
    def tier(self) -> Tier:
        return self.puzzle.tier

    @property
    def seat(self) -> Seat:
        return self.puzzle.seat

    @property
    def view(self) -> SeatView:
        """The seat's view of the position (replayed from the record, on the server)."""
        return self.puzzle.view()

    @property
    def prompt(self) -> str:
        return (f"You are {self.seat.label}. {_trick_words(self.view)} "
                "Which card do you play?")

    @property
    def options(self) -> tuple[str, ...]:
        legal = {value.action.card for value in self.puzzle.values}
        return tuple(card.text for card in self.view.hand if card in legal)

    @property
    def scene(self) -> Scene:
        view = self.view
        return Scene(trump=view.trump, trick=view.current_trick, hand=view.hand,
                     dealer=view.dealer, bids=view.bids, score=view.score)

    def label(self, option: str) -> str:
        return Card.parse(option).symbol

    def rows(self) -> tuple[OptionRow, ...]:
        """Every legal card as the Expert valued it, best first."""
        best = self.puzzle.values[0]
        return tuple(
            OptionRow(value.action, value.action.card.symbol, value.expected_points,
                      value.std_error, value.samples,
                      0.0 if value is best else float(value.paired_error or 0.0))
            for value in self.puzzle.values)

    def grade(self, answer: object) -> Feedback:
        if not isinstance(answer, str) or answer not in self.options:
            raise ValueError(f"{answer!r} is not one of this puzzle's legal cards.")
        values = {value.action.card.text: value for value in self.puzzle.values}
        best = self.puzzle.values[0]
        chosen = values[answer]
        correct = chosen is best
        samples = best.samples
        if correct:
            headline = (f"Right: {best.action.card.symbol} is the best card, "
                        f"{best.expected_points:+.2f} points on average.")
        else:
            loss = best.expected_points - chosen.expected_points
            headline = (f"Not this time: {chosen.action.card.symbol} scores "
                        f"{chosen.expected_points:+.2f} points on average, "
                        f"{best.action.card.symbol} {best.expected_points:+.2f} "
                        f"({loss:.2f} points better).")
        runner_up = self.puzzle.values[1]
        reasons = [f"{theme.label}: {theme.summary}"
                   for theme in _themes(self.puzzle)]
        reasons.append(
            f"The Expert played every legal card out on the same {samples} deals of the "
            f"cards you cannot see: {best.action.card.symbol} beats the next best, "
            f"{runner_up.action.card.symbol}, by {self.puzzle.gap:.2f} points "
            f"(± {self.puzzle.noise:.2f}).")
        factors = [factor.text for factor in play_factors(self.view)]
        explanation = "\n".join(f"- {text}" for text in factors)
        return Feedback(correct, headline, tuple(reasons), best.action.card.text,
                        options=self.rows(), bot_explanation=explanation,
                        option_kind="card")
