"""What a game supplies for its card-play puzzles; the kit does the rest.

A game gives its id (the registry's: records, matches, bots and views come from there),
its theme type and the rule that detects a position's themes, its Expert as an evaluator
of a fixed number of deals (any bot with ``simulate(view)`` returning a
``euchre.bots.lookahead.Simulation`` of every legal option, valued from the acting seat's
view), the Expert it seats at mined tables, and the points one unit of its scoring is worth
(Five Hundred scores in tens, so its margins are ten times Euchre's).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from euchre import games
from euchre.bots import Bot
from euchre.cards import Card
from euchre.games import GameView
from lessons.kit.themes import Theme

__all__ = ["BANKS", "MOST_PER_MATCH", "PuzzleGame"]

BANKS = Path(__file__).resolve().parents[3] / "data" / "puzzles"
#: The most puzzles a bank takes from one match, so that no single match (a player bucked
#: again and again, a count far past the usual) fills the bank with its score boxes.
MOST_PER_MATCH = 6


@dataclass(frozen=True, eq=False)
class PuzzleGame:
    """One game's parts of its card-play puzzles."""

    game_id: str
    themes: type[Theme]
    #: (view, answer action) -> every theme the position practises with that answer (one
    #: at least: a game keeps a general theme for positions no rule names).
    detect_themes: Callable[[GameView, Any], tuple[Theme, ...]]
    #: (seed, deals) -> an Expert valuing every legal card on that many sampled deals.
    expert: Callable[[int, int], Any]
    #: seed -> the Expert that sits at a mined table.
    table_expert: Callable[[int], Bot]
    #: What the Expert's values measure, as the feedback chart's axis says it.
    points_axis: str = "expected points: yours minus the mean of the other players'"
    unit: float = 1.0  # the game's points worth one point of Euchre's margins and tiers
    #: (view, plays, count, seed) -> up to ``count`` deals of the unseen cards, sampled as
    #: the Expert samples them, each as (every seat's cards, each play's points on it).
    deal_values: Callable[[GameView, Sequence[Any], int, int],
                          Iterable[tuple[Mapping[int, tuple[Card, ...]], Sequence[float]]]
                          ] | None = None
    bank_seed: int = 1  # the mining seed of the shipped bank
    most_per_match: int | None = MOST_PER_MATCH  # the most puzzles mined from one match

    @property
    def spec(self) -> games.GameSpec:
        return games.game(self.game_id)

    @property
    def bank_path(self) -> Path:
        return BANKS / f"{self.game_id}.jsonl"

    @property
    def format(self) -> str:
        """The ``format`` every line of the game's bank carries."""
        return f"{self.game_id}-card-play-puzzle"
