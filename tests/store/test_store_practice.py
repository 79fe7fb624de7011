"""A practice match (open explanations) is saved, restored and recorded like any other,
but the server awards it no ranking points and leaves it off the leaderboard."""

from __future__ import annotations

from euchre import Rules, Team
from euchre.bots.base import Difficulty
from store.db import Database
from store.leaderboard import leaderboard, user_results
from store.matches import (
    Outcome,
    abandon_match,
    finish_match,
    finished_matches,
    load_active_match,
    save_match,
    start_match,
)
from tests.store.support import SHORT_RULES, add_user, decided_match, seed_won_by


def _won_match(db: Database, user: int, practice: bool) -> str:
    seed = seed_won_by(Team.NORTH_SOUTH)
    match_id = start_match(user, "expert", SHORT_RULES, seed, practice=practice, db=db)
    save_match(match_id, user, decided_match(seed)[0], 1, db=db)
    return match_id


def test_a_won_practice_match_records_no_ranking_points(db: Database):
    pat, ron = add_user(db, "pat"), add_user(db, "ron")
    practice_id = _won_match(db, pat, practice=True)
    restored = load_active_match(pat, db=db)  # after every save, and on a restore
    assert restored is not None and restored.practice
    assert restored.rules == Rules.from_dict(SHORT_RULES)
    assert restored.replay().is_over

    practice = finish_match(practice_id, pat, db=db)
    ranked = finish_match(_won_match(db, ron, practice=False), ron, db=db)

    assert (practice.outcome, practice.ranking_points, practice.practice) == (
        Outcome.WON, 0, True)
    assert (ranked.outcome, ranked.ranking_points, ranked.practice) == (
        Outcome.WON, Difficulty.EXPERT.ranking_points, False)
    assert [m.practice for m in finished_matches(pat, db=db)] == [True]
    assert list(leaderboard(db=db)["Player"]) == ["ron"]
    assert list(leaderboard(Difficulty.EXPERT, db=db)["Expert wins"]) == [1]
    assert user_results(pat, db=db)["points"].tolist() == [0]


def test_a_practice_match_abandoned_is_recorded_as_practice(db: Database):
    user = add_user(db, "abe")
    match_id = start_match(user, "easy", SHORT_RULES, 3, practice=True, db=db)
    result = abandon_match(match_id, user, db=db)
    assert (result.outcome, result.ranking_points, result.practice) == (
        Outcome.ABANDONED, 0, True)
