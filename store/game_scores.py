"""How a match's scores read for its game: the race (up to a goal, or down from a count),
who won, and a stored match's points per seat, per side and the user's margin.

A finished match keeps every seat's final points and the user's seat; the game's seating
(``euchre.games``) says which seats keep score together. Most games count up from 0 to a goal;
a game may count down from a starting score to 0 (Buck Euchre, from 25), where the lower
score is ahead: each game's rules say (``score_race``). A stored game id that
is not registered (a game removed, or a database shared with a newer version) still reads:
each seat is then its own side, and the margin is left unknown.

>>> side_scores("euchre", (10, 7, 10, 7), user_seat=0)
(10, 7)
>>> margin("euchre", (10, 7, 10, 7), user_seat=0)
3
>>> side_scores("no such game", (4, 9, 2), user_seat=0), margin("no such game", (4, 9, 2), 0)
((4, 9, 2), None)
>>> game_name("euchre"), game_name("no such game")
('Euchre', 'no such game')
>>> race = ScoreRace(start=25, goal=0)
>>> race.counts_down, race.best((7, 3, 12)), race.lead(-1, 3), race.words
(True, 3, 4, 'from 25 down to 0')
>>> ScoreRace(start=0, goal=10).words, ScoreRace(0, 500, floor=-500).words
('to 10', 'to 500, out at -500')
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from euchre import games
from euchre.games import GameMatch
from euchre.score_race import ScoreRace
from euchre.seats import Seating

__all__ = [
    "ScoreRace",
    "game_name",
    "game_race",
    "margin",
    "score_race",
    "seat_scores",
    "side_scores",
    "side_seats",
    "winning_sides",
]


def score_race(rules: Any) -> ScoreRace:
    """The race a game's table rules set (up to a goal, or down from a count)."""
    return rules.score_race


def game_race(game_id: str) -> ScoreRace | None:
    """The race of a registered game with its standard rules (None for an unknown game):
    which way its scores go does not depend on the table options."""
    try:
        return games.game(game_id).score_race()
    except ValueError:
        return None


def winning_sides(match: GameMatch) -> tuple[int, ...]:
    """The sides (indices of ``match.score``) that won a finished match: one, or every
    side sharing the win in a game that allows a shared win; none while it goes on."""
    return tuple(int(side) for side in match.winners)


def _seating(game_id: str) -> Seating | None:
    try:
        return games.game(game_id).seating
    except ValueError:
        return None


def game_name(game_id: str) -> str:
    """The game's name from the registry, or its id when it is not registered."""
    try:
        return games.game(game_id).name
    except ValueError:
        return game_id


def seat_scores(match: GameMatch, seating: Seating) -> tuple[int, ...]:
    """Every seat's points in a match whose ``score`` is kept per team of ``seating``."""
    return tuple(int(match.score[seating.teams[seat]]) for seat in seating.seats)


def side_scores(game_id: str, scores: Sequence[int], user_seat: int) -> tuple[int, ...]:
    """The points of each side, the user's side first, the others in clockwise order
    from the user: (us, them) in a partnership game, one figure per player otherwise."""
    return tuple(scores[seat] for seat in side_seats(game_id, len(scores), user_seat))


def side_seats(game_id: str, size: int, user_seat: int) -> tuple[int, ...]:
    """One seat of each side of a game of ``size`` seats, the user's first, then clockwise
    from the user (every seat when the game is unknown)."""
    return _side_seats(_seating(game_id), size, user_seat)


@functools.lru_cache(maxsize=256)
def _side_seats(seating: Seating | None, size: int, user_seat: int) -> tuple[int, ...]:
    order = [(user_seat + step) % size for step in range(size)]
    if seating is None or seating.size != size:
        return tuple(order)
    sides: dict[int, int] = {}
    for seat in order:
        sides.setdefault(seating.teams[seat], seat)
    return tuple(sides.values())


def margin(game_id: str, scores: Sequence[int], user_seat: int) -> int | None:
    """How far the user's side is ahead of the best other side (None for an unknown game):
    the user's points minus theirs, or theirs minus the user's when scores count down."""
    race = game_race(game_id)
    if race is None or _seating(game_id) is None or not scores:
        return None
    sides = side_scores(game_id, scores, user_seat)
    return race.lead(sides[0], race.best(sides[1:])) if len(sides) > 1 else 0
