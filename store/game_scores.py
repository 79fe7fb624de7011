"""How a stored match's scores read for its game: per seat, per side, and the user's margin.

A finished match keeps every seat's final points and the user's seat; the game's seating
(``euchre.games``) says which seats keep score together. A stored game id that is not
registered (a game removed, or a database shared with a newer version) still reads: each
seat is then its own side, and the margin is left unknown.

>>> side_scores("euchre", (10, 7, 10, 7), user_seat=0)
(10, 7)
>>> margin("euchre", (10, 7, 10, 7), user_seat=0)
3
>>> side_scores("no such game", (4, 9, 2), user_seat=0), margin("no such game", (4, 9, 2), 0)
((4, 9, 2), None)
>>> game_name("euchre"), game_name("no such game")
('Euchre', 'no such game')
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from euchre import games
from euchre.games import GameMatch
from euchre.seating import Seating

__all__ = ["game_name", "margin", "seat_scores", "side_scores", "side_seats"]


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
    """The user's points minus the best of the other sides' (None for an unknown game)."""
    if _seating(game_id) is None or not scores:
        return None
    sides = side_scores(game_id, scores, user_seat)
    return sides[0] - max(sides[1:]) if len(sides) > 1 else 0
