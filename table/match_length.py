"""About how long a match takes, for the set-up screen: from how many hands a match of the
game lasts at the chosen target, and how long a hand takes at the table.

The hands per match are measured, not guessed: ``bench/match_length.py`` plays matches
between Normal bots for every game and target and stores the middle half of the hand
counts (first to third quartile) and the decisions per hand in ``match_lengths.json``.
A hand's time is the user's decisions at ``PERSON_SECONDS_PER_DECISION`` each, the bots'
at the table's pace, and ``BETWEEN_HANDS_SECONDS`` to read the hand's review.

>>> from euchre.games.five_hundred import FiveHundredRules
>>> race_key("five_hundred", FiveHundredRules(players=3))
'five_hundred:3:0-500'
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from euchre import games

__all__ = ["BETWEEN_HANDS_SECONDS", "FIGURES_FILE", "PERSON_SECONDS_PER_DECISION",
           "MatchLength", "match_length", "race_key"]

FIGURES_FILE = Path(__file__).with_name("match_lengths.json")
PERSON_SECONDS_PER_DECISION = 10.0  # a learner reading the table and choosing a card or call
BETWEEN_HANDS_SECONDS = 30.0  # the hand's result and review before "Next hand"


def race_key(game_id: str, rules: Any) -> str:
    """What a match's length depends on: the game, how many play, where scores start and
    where the race ends (e.g. ``euchre:4:0-10``, ``buck:4:25-0``)."""
    spec = games.game(game_id)
    race = spec.score_race(rules)
    return f"{game_id}:{spec.seating_for(rules).size}:{race.start}-{race.goal}"


@cache
def _figures() -> dict[str, dict[str, float]]:
    try:
        return json.loads(FIGURES_FILE.read_text())
    except (OSError, ValueError):
        return {}


@dataclass(frozen=True)
class MatchLength:
    """The usual length of a match: its hands (the middle half of the measured matches)
    and the minutes they take at the table."""

    fewest_hands: int
    most_hands: int
    minutes_per_hand: float
    decisions_per_hand: float  # the user's, forced ones included
    matches: int  # how many bot matches the hand counts come from

    @property
    def minutes(self) -> tuple[int, int]:
        """The hands' range in minutes, rounded to the nearest 5 (at least 5)."""
        def rounded(minutes: float) -> int:
            return max(5, 5 * round(minutes / 5))

        return (rounded(self.fewest_hands * self.minutes_per_hand),
                rounded(self.most_hands * self.minutes_per_hand))

    def words(self) -> str:
        """E.g. "About 6–9 hands, 20–30 minutes." and how that was worked out."""
        low, high = self.minutes
        hands = (f"{self.fewest_hands}" if self.fewest_hands == self.most_hands
                 else f"{self.fewest_hands}–{self.most_hands}")
        minutes = f"{low}" if low == high else f"{low}–{high}"
        return (f"A match usually lasts about {hands} hands, {minutes} minutes. (The middle "
                f"half of {self.matches} matches between Normal bots at this target; a hand "
                f"takes about {self.minutes_per_hand:.1f} minutes: about "
                f"{self.decisions_per_hand:.0f} decisions of yours at "
                f"{PERSON_SECONDS_PER_DECISION:.0f} seconds each, the bots' at their pace, and "
                "half a minute for the review.)")


def match_length(game_id: str, rules: Any, bot_pace: float) -> MatchLength | None:
    """The usual length of a match of ``game_id`` under ``rules`` with bots deciding every
    ``bot_pace`` seconds on screen; None when the target was never measured."""
    row = _figures().get(race_key(game_id, rules))
    if row is None:
        return None
    seconds = (row["user_decisions_per_hand"] * PERSON_SECONDS_PER_DECISION
               + row["bot_decisions_per_hand"] * bot_pace + BETWEEN_HANDS_SECONDS)
    return MatchLength(math.floor(row["hands_q1"]), math.ceil(row["hands_q3"]),
                       seconds / 60, row["user_decisions_per_hand"], int(row["matches"]))
