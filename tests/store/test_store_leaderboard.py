"""The leaderboard: ranking points, wins per difficulty, streaks, margins, filters."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pandas as pd
import pytest

import store.matches
from euchre import Team, games
from euchre.games.euchre.records import match_from_json
from store.db import Database
from store.leaderboard import (
    LEADERBOARD_COLUMNS,
    leaderboard,
    period_start,
    results_by_difficulty,
    user_results,
)
from tests.store.support import (
    CUTTHROAT,
    add_finished_match,
    add_user,
    cutthroat_seed_won_by,
    decided_cutthroat_match,
    decided_match,
    record_match as play,
    seed_won_by,
)

NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST


def margin(winner: Team, nth: int = 0) -> int:
    north_south, east_west = match_from_json(decided_match(seed_won_by(winner, nth))[0]).score
    return north_south - east_west


def test_players_are_ranked_by_points_with_their_best_results(db: Database):
    ann, bea, cal, dee = (add_user(db, name) for name in ("ann", "Bea", "cal", "dee"))
    for difficulty, winner, nth in [("easy", NS, 0), ("normal", NS, 1), ("expert", EW, 0),
                                    ("normal", NS, 0), ("normal", NS, 1), ("easy", NS, 1)]:
        play(db, ann, difficulty, winner, nth)
    play(db, bea, "expert", NS)
    play(db, cal, "expert", EW)
    play(db, cal, "easy", None)
    play(db, dee, "normal", NS)
    play(db, dee, "easy", NS)
    play(db, dee, "easy", None)
    play(db, dee, "easy", NS)

    table = leaderboard(db=db)

    assert list(table.columns) == LEADERBOARD_COLUMNS
    rows = {row["Player"]: row for row in table.to_dict("records")}
    assert list(table["Player"]) == ["ann", "Bea", "dee", "cal"]
    assert list(table["Rank"]) == [1, 2, 3, 4]
    assert rows["ann"]["Points"] == 10 + 30 + 30 + 30 + 10 == 110
    assert (rows["ann"]["Easy wins"], rows["ann"]["Normal wins"], rows["ann"]["Expert wins"]) \
        == (2, 3, 0)
    assert rows["ann"]["Longest streak"] == 3  # after the Expert loss: three wins in a row
    assert rows["ann"]["Biggest margin"] == max(margin(NS, 0), margin(NS, 1))
    assert rows["ann"]["Matches"] == 6
    assert (rows["Bea"]["Points"], rows["Bea"]["Expert wins"]) == (100, 1)
    assert (rows["dee"]["Points"], rows["dee"]["Longest streak"]) == (50, 2)  # abandon ends one
    assert (rows["cal"]["Points"], rows["cal"]["Matches"], rows["cal"]["Longest streak"]) \
        == (0, 2, 0)
    assert pd.isna(rows["cal"]["Biggest margin"])  # no win, no winning margin


def test_equal_points_share_a_rank(db: Database):
    for name in ("yan", "Xia"):
        play(db, add_user(db, name), "normal", NS)
    table = leaderboard(db=db)
    assert list(zip(table["Rank"], table["Player"], strict=True)) == [(1, "Xia"), (1, "yan")]


def test_filter_by_difficulty(db: Database):
    ann, bea = add_user(db, "ann"), add_user(db, "bea")
    play(db, ann, "easy", NS)
    play(db, ann, "easy", NS, 1)
    play(db, bea, "expert", NS)

    easy = leaderboard("easy", db=db)
    assert list(easy["Player"]) == ["ann"]
    assert (easy["Points"][0], easy["Easy wins"][0], easy["Matches"][0]) == (20, 2, 2)
    assert list(leaderboard("expert", db=db)["Points"]) == [100]
    assert leaderboard("normal", db=db).empty


def test_filter_by_period(db: Database, monkeypatch: pytest.MonkeyPatch):
    ann, bea = add_user(db, "ann"), add_user(db, "bea")
    now = datetime.now(UTC)
    monkeypatch.setattr(store.matches, "utc_now", lambda: now - timedelta(days=40))
    play(db, ann, "expert", NS)
    monkeypatch.setattr(store.matches, "utc_now", lambda: now - timedelta(days=3))
    play(db, bea, "normal", NS)
    play(db, ann, "easy", NS)

    assert dict(zip(leaderboard(db=db)["Player"], leaderboard(db=db)["Points"],
                    strict=True)) == {"ann": 110, "bea": 30}
    month = leaderboard(since=period_start("Last 30 days", now), db=db)
    assert list(zip(month["Player"], month["Points"], strict=True)) == [("bea", 30), ("ann", 10)]
    assert leaderboard(since=period_start("Last 24 hours", now), db=db).empty


def test_my_results_run_in_time_order_with_a_running_total(db: Database):
    ann = add_user(db, "ann")
    play(db, ann, "normal", NS)
    play(db, ann, "expert", EW)
    play(db, ann, "expert", NS)
    play(db, ann, "easy", None)
    play(db, add_user(db, "other"), "expert", NS)

    results = user_results(ann, db=db)

    assert list(results["outcome"]) == ["won", "lost", "won", "abandoned"]
    assert list(results["difficulty"]) == ["Normal", "Expert", "Expert", "Easy"]
    assert list(results["points"]) == [30, 0, 100, 0]
    assert list(results["total_points"]) == [30, 30, 130, 130]
    counts = {(row["difficulty"], row["outcome"]): row["matches"]
              for row in results_by_difficulty(results).to_dict("records")}
    assert counts == {("Normal", "won"): 1, ("Expert", "lost"): 1, ("Expert", "won"): 1,
                      ("Easy", "abandoned"): 1}


def test_a_cutthroat_win_counts_under_cutthroat_and_all_games_not_euchre(db: Database):
    ann, bea = add_user(db, "ann"), add_user(db, "bea")
    play(db, ann, "normal", NS)
    add_finished_match(db, ann, game="cutthroat", seat_scores=(10, 6, 4),
                       difficulty="expert")
    add_finished_match(db, bea, game="cutthroat", seat_scores=(4, 10, 7), outcome="lost")
    add_finished_match(db, bea, game="cutthroat", seat_scores=(11, 3, 9), practice=True)

    cutthroat = leaderboard(game="cutthroat", db=db)
    euchre = leaderboard(game="euchre", db=db)
    every_game = leaderboard(db=db)
    ann_cutthroat = user_results(ann, game="cutthroat", db=db)
    ann_all = user_results(ann, db=db)

    assert list(zip(cutthroat["Player"], cutthroat["Points"], cutthroat["Expert wins"],
                    cutthroat["Biggest margin"], cutthroat["Matches"], strict=True)) == [
        ("ann", 100, 1, 10 - 6, 1), ("bea", 0, 0, pd.NA, 1)]  # practice stays off
    assert list(zip(euchre["Player"], euchre["Points"], euchre["Expert wins"],
                    euchre["Matches"], strict=True)) == [("ann", 30, 0, 1)]
    assert list(zip(every_game["Player"], every_game["Points"], every_game["Normal wins"],
                    every_game["Expert wins"], every_game["Matches"], strict=True)) == [
        ("ann", 130, 1, 1, 2), ("bea", 0, 0, 0, 1)]
    assert every_game["Biggest margin"][0] == max(margin(NS), 10 - 6)
    assert list(ann_cutthroat[["game_name", "score", "us", "them", "margin", "points",
                               "total_points"]].itertuples(index=False, name=None)) == [
        ("Cutthroat", "10–6–4", 10, 6, 4, 100, 100)]
    assert list(ann_all["game_name"]) == ["Euchre", "Cutthroat"]
    assert list(ann_all["total_points"]) == [30, 130]


def test_a_cutthroat_seat_score_reads_from_the_users_seat(db: Database):
    """The user's side comes first, then the others clockwise from the user."""
    cal = add_user(db, "cal")
    add_finished_match(db, cal, game="cutthroat", seat_scores=(3, 10, 8), user_seat=1)
    results = user_results(cal, db=db)
    assert list(results[["score", "us", "them", "margin"]].itertuples(index=False,
                                                                      name=None)) == [
        ("10–8–3", 10, 8, 2)]


def test_a_game_no_longer_registered_still_counts_without_a_margin(db: Database):
    dee = add_user(db, "dee")
    play(db, dee, "easy", NS)
    add_finished_match(db, dee, game="bridge", seat_scores=(7, 2, 7, 2), difficulty="expert")

    table = leaderboard(db=db)
    results = user_results(dee, db=db)

    assert list(zip(table["Player"], table["Points"], table["Matches"], strict=True)) == [
        ("dee", 110, 2)]
    assert table["Biggest margin"][0] == margin(NS)  # the unknown game's margin is unknown
    assert list(results["game_name"]) == ["Euchre", "bridge"]
    assert pd.isna(results["margin"][1])
    assert list(leaderboard(game="bridge", db=db)["Points"]) == [100]


@pytest.mark.parametrize("winner", [0, 1])
def test_a_played_cutthroat_match_is_scored_by_the_server(db: Database, winner: int):
    """A Cutthroat match saved move by move and finished: the server replays it, keeps each
    player's points and awards the level's points only when the user (South) won."""
    eve = add_user(db, "eve")
    seed = cutthroat_seed_won_by(winner)
    record, _ = decided_cutthroat_match(seed)
    match_id = store.matches.start_match(eve, "expert", {"points_to_win": 5}, seed,
                                         game=CUTTHROAT, db=db)
    store.matches.save_match(match_id, eve, record, 1, game=CUTTHROAT, db=db)
    finished = store.matches.finish_match(match_id, eve, game=CUTTHROAT, db=db)

    final = games.load_match(record).score
    assert finished.game == CUTTHROAT and finished.seat_scores == final
    assert finished.ranking_points == (100 if winner == 0 else 0)
    table = leaderboard(game=CUTTHROAT, db=db)
    assert list(table["Points"]) == [100 if winner == 0 else 0]
    with pytest.raises(store.matches.AlreadyRecordedError):
        store.matches.finish_match(match_id, eve, game=CUTTHROAT, db=db)
