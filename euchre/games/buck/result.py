"""How a Buck Euchre hand ended: tricks per player and the change to each player's count.

Counts go down: each player still in subtracts a point a trick; a maker under three tricks
adds 5; a player still in with no trick is bucked and adds 5 (Clarification 2: the lines
add up); players who dropped out do not change their count.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from euchre.cards import Suit
from euchre.games.buck.seats import Player
from euchre.result_record import ResultRecord

__all__ = ["BUCKED", "MAKER_SET", "MAKER_TARGET", "BuckResult", "hand_points"]

MAKER_TARGET = 3  # tricks the maker must win
MAKER_SET = 5  # added to the count of a maker under three tricks
BUCKED = 5  # added to the count of a player still in who wins no trick
TRICKS = 5

Points = tuple[int, int, int, int]


def hand_points(tricks: Iterable[int], maker: Player | None,
                dropped: Iterable[Player] = ()) -> Points:
    """The change to each player's count for a played hand.

    >>> hand_points((2, 1, 2, 0), Player.SOUTH)   # the maker with 2 tricks: -2 + 5
    (3, -1, -2, 5)
    >>> hand_points((0, 5, 0, 0), None, dropped={Player.NORTH, Player.EAST})
    (5, -5, 0, 0)
    """
    tricks = tuple(tricks)
    out = set(dropped)
    points = [0, 0, 0, 0]
    for player in Player:
        if player in out:
            continue
        won = tricks[player]
        points[player] = -won
        if player == maker and won < MAKER_TARGET:
            points[player] += MAKER_SET
        if won == 0:
            points[player] += BUCKED
    return (points[0], points[1], points[2], points[3])


@dataclass(frozen=True)
class BuckResult(ResultRecord):
    """A finished hand: how trump was fixed, who dropped out, tricks and count changes."""

    seat_type: ClassVar[type[Player]] = Player
    score_keepers: ClassVar[type[Player]] = Player

    trump: Suit | None
    no_trump: bool
    clubs_turned: bool
    maker: Player | None
    dropped: frozenset[Player]
    tricks_by_seat: Points
    points_by_seat: Points

    @property
    def thrown_in(self) -> bool:
        """A Buck Euchre hand is never thrown in: four passes twice make a no-trump hand."""
        return False

    @property
    def maker_alone(self) -> bool:
        return False

    @property
    def lone_defender(self) -> Player | None:
        return None

    @property
    def still_in(self) -> tuple[Player, ...]:
        return tuple(player for player in Player if player not in self.dropped)

    @property
    def maker_tricks(self) -> int:
        return 0 if self.maker is None else self.tricks_by_seat[self.maker]

    @property
    def points(self) -> Points:
        """The change to each player's count (each player keeps their own)."""
        return self.points_by_seat

    @property
    def bucked(self) -> tuple[Player, ...]:
        """Players still in who won no trick (each adds 5)."""
        return tuple(p for p in self.still_in if self.tricks_by_seat[p] == 0)

    @property
    def maker_set(self) -> bool:
        """Whether the maker won fewer than three tricks (and adds 5)."""
        return self.maker is not None and self.maker_tricks < MAKER_TARGET

    @property
    def euchred(self) -> bool:
        return self.maker_set

    @property
    def march(self) -> bool:
        return self.maker is not None and self.maker_tricks == TRICKS

    @property
    def took_all_five(self) -> Player | None:
        """The player who won all five tricks (and so wins the game at once), if any."""
        return next((p for p in Player if self.tricks_by_seat[p] == TRICKS), None)

    def summary(self) -> str:
        """One sentence, e.g. "West made ♥ trump: West −3, South −2, North +5 (bucked)..."."""
        if not self.still_in:
            return "Everyone dropped out of the no-trump hand: no count changes."
        if self.clubs_turned:
            how = "Clubs turned up, ♣ trump"
        elif self.no_trump:
            how = "All passed twice, no trump"
        else:
            how = f"{self.maker} made {self.trump.symbol} trump"
        parts = []
        for player in Player:
            if player in self.dropped:
                parts.append(f"{player} dropped out")
                continue
            won = self.tricks_by_seat[player]
            notes = []
            if player == self.maker and self.maker_set:
                notes.append("set")
            if won == 0:
                notes.append("bucked")
            note = f", {' and '.join(notes)}" if notes else ""
            parts.append(f"{player} {won} trick{'s' * (won != 1)} "
                         f"({_signed(self.points_by_seat[player])}{note})")
        sentence = f"{how}: {', '.join(parts)}."
        winner = self.took_all_five
        if winner is not None:
            sentence = sentence[:-1] + f"; {winner} took all five and wins the game."
        return sentence

    def declarations(self) -> dict[str, object]:
        return {
            "no_trump": self.no_trump,
            "clubs_turned": self.clubs_turned,
            "dropped": [player.label for player in Player if player in self.dropped],
            "bucked": [player.label for player in self.bucked],
            "maker_set": self.maker_set,
            "took_all_five": None if self.took_all_five is None else self.took_all_five.label,
        }


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else ("0" if points == 0 else f"−{-points}")
