"""A game's card-play puzzles as Train exercises: its bank read once, a puzzle chosen near
the player's rating, a card graded by the Expert's stored values, and the family the Train
page offers.

A puzzle is one position of the bank seen from the seat that was to play, which need not
be South: the table is drawn with that seat at the bottom.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from euchre.bots.base import OptionValue
from euchre.games import GameView
from lessons.kit.exercise import AnswerForm, Feedback, OptionRow, Scene
from lessons.kit.families import PuzzleFamily
from lessons.kit.puzzles.bank import Puzzle, load_bank
from lessons.kit.puzzles.game import PuzzleGame
from lessons.kit.rating import Rating, initial_puzzle_rating
from lessons.kit.themes import Theme, Tier

__all__ = ["NEAREST", "WINDOW", "CardPlayExercise", "PuzzleShelf", "option_label"]

WINDOW = 150.0  # a puzzle is drawn among those of the theme and tier rated this close…
NEAREST = 12  # …or among the this many nearest, when fewer are that close


def option_label(action: Any) -> str:
    """A card play as its button says it: the card, and the suit a led joker names."""
    label = action.card.symbol
    if getattr(action, "suit", None) is not None:
        label += f" naming {action.suit.symbol}"
    return label


class PuzzleShelf:
    """One game's puzzle bank as the Train page uses it (read once, on first use)."""

    def __init__(self, game: PuzzleGame) -> None:
        self.game = game
        self._puzzles: tuple[Puzzle, ...] | None = None
        self._by_id: dict[str, Puzzle] = {}

    def puzzles(self) -> tuple[Puzzle, ...]:
        """The game's shipped bank."""
        if self._puzzles is None:
            self._puzzles = load_bank(self.game)
            self._by_id = {puzzle.id: puzzle for puzzle in self._puzzles}
        return self._puzzles

    def by_id(self, puzzle_id: str) -> Puzzle:
        """The bank's puzzle of that id (a ``KeyError`` names an unknown one)."""
        self.puzzles()
        return self._by_id[puzzle_id]

    def themes(self, tier: Tier) -> tuple[Theme, ...]:
        """The themes with puzzles in ``tier``, in the themes' display order."""
        present = {theme for puzzle in self.puzzles() if puzzle.tier == tier
                   for theme in puzzle.themes}
        return tuple(theme for theme in self.game.themes if theme in present)

    def start_rating(self, puzzle: Puzzle) -> Rating:
        """A puzzle's rating before any signed-in player tried it."""
        return initial_puzzle_rating(puzzle.tier, puzzle.gap / self.game.unit)

    def choose(self, tier: Tier, theme: Theme, player: Rating, rng: random.Random,
               rating_of: Callable[[Puzzle], Rating] | None = None,
               recent: Collection[str] = ()) -> Puzzle:
        """A puzzle of ``tier`` practising ``theme``, drawn among those rated within
        ``WINDOW`` of the ``player`` (the ``NEAREST`` closest when fewer are), leaving out
        the ``recent`` ones while others remain."""
        rating_of = rating_of or self.start_rating
        pool = [puzzle for puzzle in self.puzzles()
                if puzzle.tier == tier and theme in puzzle.themes]
        if not pool:
            raise ValueError(f"no {Tier(tier).label} puzzle practises {theme.label}.")
        fresh = [puzzle for puzzle in pool if puzzle.id not in recent] or pool
        distance = {puzzle.id: abs(rating_of(puzzle).rating - player.rating)
                    for puzzle in fresh}
        near = [puzzle for puzzle in fresh if distance[puzzle.id] <= WINDOW]
        if len(near) < NEAREST:
            near = sorted(fresh, key=lambda puzzle: (distance[puzzle.id], puzzle.id))[:NEAREST]
        return rng.choice(near)

    def family(self, label: str, widgets: Callable[[], Any]) -> PuzzleFamily:
        """The Train family of the game's card-play puzzles."""
        family_id = f"card-play-{self.game.game_id}"

        def exercise(puzzle: Puzzle, theme: Theme, seed: int) -> CardPlayExercise:
            return CardPlayExercise(puzzle, theme, seed, family_id)

        return PuzzleFamily(id=family_id, label=label, game_id=self.game.game_id,
                            themes=self.themes, generate=exercise, choose=self.choose,
                            by_id=self.by_id, start_rating=self.start_rating,
                            widgets=widgets)


def _trick_words(view: GameView, names: tuple[str, ...]) -> str:
    number = len(view.tricks) + 1
    if not view.current_trick:
        return f"Trick {number}: you are on lead."
    played = ", ".join(f"{names[int(seat)]} {card.symbol}" for seat, card in view.current_trick)
    return f"Trick {number}: {played} so far."


@dataclass(frozen=True)
class CardPlayExercise:
    """A bank puzzle as an exercise: answer with one legal card play."""

    puzzle: Puzzle
    theme: Theme
    seed: int = 0
    family: str = "card-play"
    form: AnswerForm = AnswerForm.SINGLE

    @property
    def tier(self) -> Tier:
        return self.puzzle.tier

    @property
    def seat(self) -> int:
        return self.puzzle.seat

    @cached_property
    def view(self) -> GameView:
        """The seat's view of the position (replayed from the record once, on the server)."""
        return self.puzzle.view()

    @property
    def prompt(self) -> str:
        names = self.view.seating.names
        return (f"You are {self.puzzle.seat_name}. {_trick_words(self.view, names)} "
                "Which card do you play?")

    @property
    def options(self) -> tuple[str, ...]:
        """The legal plays' texts, in the order of the seat's hand."""
        order = {card: index for index, card in enumerate(self.view.hand)}
        actions = sorted((value.action for value in self.puzzle.values),
                         key=lambda action: (order.get(action.card, 99), action.text))
        return tuple(action.text for action in actions)

    @property
    def scene(self) -> Scene:
        view = self.view
        return Scene(trump=view.trump, no_trump=bool(view.no_trump), hand=view.hand,
                     score=view.score)

    def _value(self, option: str) -> OptionValue:
        for value in self.puzzle.values:
            if value.action.text == option:
                return value
        raise ValueError(f"{option!r} is not one of this puzzle's legal cards.")

    def label(self, option: str) -> str:
        return option_label(self._value(option).action)

    def rows(self) -> tuple[OptionRow, ...]:
        """Every legal play as the Expert valued it, best first."""
        best = self.puzzle.values[0]
        return tuple(
            OptionRow(value.action, option_label(value.action), value.expected_points,
                      value.std_error, value.samples,
                      0.0 if value is best else float(value.paired_error or 0.0))
            for value in self.puzzle.values)

    def grade(self, answer: object) -> Feedback:
        if not isinstance(answer, str) or answer not in self.options:
            raise ValueError(f"{answer!r} is not one of this puzzle's legal cards.")
        best = self.puzzle.values[0]
        chosen = self._value(answer)
        correct = chosen is best
        best_label, chosen_label = option_label(best.action), option_label(chosen.action)
        if correct:
            headline = (f"Right: {best_label} is the best card, "
                        f"{best.expected_points:+.2f} points on average.")
        else:
            loss = best.expected_points - chosen.expected_points
            headline = (f"Not this time: {chosen_label} scores "
                        f"{chosen.expected_points:+.2f} points on average, {best_label} "
                        f"{best.expected_points:+.2f} ({loss:.2f} points better).")
        runner_up = self.puzzle.values[1]
        reasons = [f"{theme.label}: {theme.summary}" for theme in self.puzzle.themes]
        reasons.append(
            f"The Expert played every legal card out on the same {best.samples} deals of "
            f"the cards you cannot see: {best_label} beats the next best, "
            f"{option_label(runner_up.action)}, by {self.puzzle.gap:.2f} points "
            f"(± {self.puzzle.noise:.2f}).")
        return Feedback(correct, headline, tuple(reasons), best.action.text,
                        options=self.rows(), option_kind="card",
                        points_axis=self.puzzle.game.points_axis)

