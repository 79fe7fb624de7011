"""The game a table plays, as the Play page needs it: its registry entry, its seats, the
user's seat and how scores and seats are named.

Every game of the family (``euchre.games``) describes its own seating; the user sits at
the bottom of the table, and a match's score is indexed by the seating's teams (one team
per seat when each plays alone).
"""

from __future__ import annotations

import re

from euchre import games
from euchre.games import GameMatch, GameSpec
from euchre.seats import Seating, TablePosition
from store.game_scores import score_race

__all__ = [
    "COUNT_FIGURES",
    "DEFAULT_GAME",
    "PLAYER_FIGURES",
    "TEAM_FIGURES",
    "figures_words",
    "is_partnership",
    "seat_label",
    "spec_of",
    "team_label",
    "team_labels",
    "user_seat",
    "user_sentence",
]

DEFAULT_GAME = games.LEGACY_GAME  # four-handed Euchre: the Play page's default game
TEAM_FIGURES = ("Simulated options: expected points for the deciding team over the rest of "
                "the hand, best first.")
PLAYER_FIGURES = ("Simulated options: the deciding player's expected margin over the rest of "
                  "the hand (its points minus the mean of the other players'), best first.")
COUNT_FIGURES = ("Simulated options: the deciding player's expected points gained over the rest "
                 "of the hand (how far its own count goes down), best first.")


def spec_of(match: GameMatch) -> GameSpec:
    """The registered game whose matches ``match`` is one of."""
    for game_id in games.game_ids():
        spec = games.game(game_id)
        if isinstance(match, spec.match_type):
            return spec
    raise ValueError(f"{type(match).__name__} is not the match of a registered game.")


def user_seat(seating: Seating) -> int:
    """The user's seat: the one drawn at the bottom of the table."""
    return seating.positions.index(TablePosition.BOTTOM)


def is_partnership(seating: Seating) -> bool:
    """Whether players keep score in teams of more than one (four-handed Euchre)."""
    return any(len(seating.members(team)) > 1 for team in range(len(seating.team_names)))


def seat_label(seating: Seating, seat: int, user: int) -> str:
    """A seat as the user reads it: "You", a seat name, or "North (partner)"."""
    if seat == user:
        return "You"
    name = seating.names[seat]
    partner = seating.teams[seat] == seating.teams[user]
    return f"{name} (partner)" if partner else name


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


def team_label(seating: Seating, team: int, user: int) -> str:
    """A team as the user reads it: "Your team" / "Opponents" in partnerships, "You" or the
    player's name when each plays alone."""
    members = seating.members(team)
    if len(members) == 1:
        return "You" if members[0] == user else seating.names[members[0]]
    if team == seating.teams[user]:
        return "Your team"
    return "Opponents" if len(seating.team_names) == 2 else seating.team_names[team]


def figures_words(seating: Seating, rules: object = None) -> str:
    """What a bot's simulated figures are in this game: a team's expected points, a
    player's expected margin when each plays alone, or a player's own points gained when
    the scores count down (``rules`` tells the race)."""
    if rules is not None and score_race(rules).counts_down:
        return COUNT_FIGURES
    return TEAM_FIGURES if is_partnership(seating) else PLAYER_FIGURES


def team_labels(seating: Seating, user: int) -> tuple[str, ...]:
    """Every team's label, by team index."""
    return tuple(team_label(seating, team, user) for team in range(len(seating.team_names)))
