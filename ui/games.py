"""The game a table plays, as the pages word it: the games offered, how a result sentence
reads to the user, what a bot's simulated figures are.

Every game of the family (``euchre.games``) describes its own seating; the user sits at
the bottom of the table, and a match's score is indexed by the seating's teams (one team
per seat when each plays alone).
"""

from __future__ import annotations

import re

from euchre import games
from euchre.score_race import ScoreRace
from euchre.seats import Seating

__all__ = [
    "COUNT_FIGURES",
    "PLAYER_FIGURES",
    "TEAM_FIGURES",
    "default_game",
    "figures_words",
    "team_labels",
    "user_sentence",
]

TEAM_FIGURES = ("Simulated options: expected points for the deciding team over the rest of "
                "the hand, best first.")
PLAYER_FIGURES = ("Simulated options: the deciding player's expected margin over the rest of "
                  "the hand (its points minus the mean of the other players'), best first.")
COUNT_FIGURES = ("Simulated options: the deciding player's expected points gained over the rest "
                 "of the hand (how far its own count goes down), best first.")


def default_game() -> str:
    """The game offered first: the first registered."""
    return games.game_ids()[0]


_YOU = "You"
_AGREEING = {"scores": "score", "was": "were", "wins": "win", "takes": "take", "is": "are",
             "has": "have"}  # a verb after a player's name, as it reads after "You"
_VERB = re.compile(r"\b(" + "|".join(_AGREEING) + r")\b")


def user_sentence(sentence: str, seating: Seating, user: int) -> str:
    """The engine's seat-named sentence (a hand's result) as the user reads it: the user's
    seat named "You" (a team's name such as "North–South" is kept), the verbs of a clause
    whose subject is the user agreeing with it ("You score 1", "You were euchred")."""
    name = re.escape(seating.names[user])
    worded = re.sub(rf"(?<![\w–-]){name}(?![\w–-])", _YOU, sentence)
    clauses = re.split(r"([:;] )", worded)
    return "".join(_VERB.sub(lambda verb: _AGREEING[verb.group(1)], clause)
                   if clause.startswith((f"{_YOU} ", f"{_YOU},")) else clause
                   for clause in clauses)


def figures_words(seating: Seating, race: ScoreRace) -> str:
    """What a bot's simulated figures are in this game: a team's expected points, a
    player's expected margin when each plays alone, or a player's own points gained when
    the scores count down."""
    if race.counts_down:
        return COUNT_FIGURES
    return TEAM_FIGURES if seating.in_partnerships else PLAYER_FIGURES


def team_labels(seating: Seating, user: int) -> tuple[str, ...]:
    """Every team's label, by team index."""
    return tuple(seating.team_label(team, user) for team in range(len(seating.team_names)))
