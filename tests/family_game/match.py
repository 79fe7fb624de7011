"""Heads-up Euchre's match, first to the points to win, and its records (the family's codec)."""

from __future__ import annotations

import random

from euchre.match_loop import MatchLoop
from euchre.record_codec import RecordCodec
from tests.family_game.hand import HeadsUpDeal, HeadsUpHand, HeadsUpResult
from tests.family_game.rules import HeadsUpRules, Player
from tests.family_game.view import HeadsUpView

__all__ = ["CODEC", "HeadsUpMatch"]


class HeadsUpMatch(MatchLoop[HeadsUpRules, HeadsUpHand]):
    __slots__ = ()

    rules_type = HeadsUpRules
    seat_type = Player
    score_keepers = Player
    seed_name = "heads-up-match"
    game_id = "heads_up"

    @classmethod
    def dealt(cls, rules: HeadsUpRules, dealer: Player, rng: random.Random) -> HeadsUpHand:
        return HeadsUpHand(rules, HeadsUpDeal.random(rng, dealer))

    @staticmethod
    def points_of(result: HeadsUpResult) -> tuple[int, ...]:
        return result.points_by_seat

    def winner_after_hand(self) -> Player | None:
        leader = max(Player, key=lambda player: self.score[player])
        reached = self.score[leader] >= self.rules.points_to_win
        return leader if reached and self.score[leader] > self.score[leader.left] else None

    def view(self, seat: int) -> HeadsUpView:
        return self.current.view(seat, self._score_before, self.hand_number)


CODEC: RecordCodec = RecordCodec(
    game="heads_up", game_name="Heads-up Euchre", hand_format="heads-up-hand",
    match_format="heads-up-match", version=1, rules_type=HeadsUpRules,
    read_deal=lambda data, rules: HeadsUpDeal.from_dict(data),
    hand_type=HeadsUpHand, seat_type=Player, seat_word="player", match_type=HeadsUpMatch,
)
