"""The leaderboard and a player's own results, as pandas tables built from fresh queries.

Everything here is read from the finished-matches table (a row that cannot be read is
skipped and logged, ``store.rows``), so the totals are exactly the
points ``store.matches.finish_match`` recorded. Both are for one game of the family (a
registry id, ``euchre.games``) or, by default, all games together. Practice matches
(played with the bots' reasons open) are left off the leaderboard; a player's own results
list them. A winning streak is a run of wins in a row (a loss or an abandoned match ends
it); a winning margin is how far the user's side finished ahead of the best other side
in a won match (the user's score minus theirs; theirs minus the user's in a game whose
scores count down), unknown for a game that is no longer registered.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pandas as pd
from sqlalchemy import select

from euchre.bots.base import Difficulty
from store.db import Database, get_database
from store.game_scores import ScoreRace, game_name, game_race, side_seats
from store.matches import is_practice
from store.models import OUTCOMES, FinishedMatchRow, UserRow, utc_now
from store.rows import as_text, int_list, json_object, readable_rows

__all__ = [
    "LEADERBOARD_COLUMNS",
    "PERIODS",
    "leaderboard",
    "period_start",
    "results_by_difficulty",
    "user_results",
]

PERIODS: dict[str, timedelta | None] = {
    "All time": None,
    "Last 30 days": timedelta(days=30),
    "Last 7 days": timedelta(days=7),
    "Last 24 hours": timedelta(days=1),
}
WINS_COLUMNS = {level: f"{level.label} wins" for level in Difficulty}
LEADERBOARD_COLUMNS = ["Rank", "Player", "Points", *WINS_COLUMNS.values(), "Longest streak",
                       "Biggest margin", "Matches"]


def period_start(period: str, now: datetime | None = None) -> datetime | None:
    """When a named period (a key of ``PERIODS``) began; None for all time."""
    length = PERIODS[period]
    return None if length is None else (now or utc_now()) - length


def _results_query(user_id: int | None, difficulty: Difficulty | None, since: datetime | None,
                   game: str | None):
    query = (
        select(FinishedMatchRow.user_id, UserRow.username, FinishedMatchRow.id,
               FinishedMatchRow.game, FinishedMatchRow.difficulty, FinishedMatchRow.outcome,
               as_text(FinishedMatchRow.seat_scores), FinishedMatchRow.user_seat,
               FinishedMatchRow.hands_played, FinishedMatchRow.ranking_points,
               FinishedMatchRow.started_at, FinishedMatchRow.finished_at,
               as_text(FinishedMatchRow.rules))
        .join(UserRow, UserRow.id == FinishedMatchRow.user_id)
        .order_by(FinishedMatchRow.user_id, FinishedMatchRow.finished_at, FinishedMatchRow.id)
    )
    if user_id is not None:
        query = query.where(FinishedMatchRow.user_id == user_id)
    if difficulty is not None:
        query = query.where(FinishedMatchRow.difficulty == Difficulty(difficulty).value)
    if since is not None:
        query = query.where(FinishedMatchRow.finished_at >= since)
    if game is not None:
        query = query.where(FinishedMatchRow.game == game)
    return query


RESULT_COLUMNS = ["user_id", "player", "match_id", "game", "difficulty", "outcome",
                  "user_seat", "hands", "points", "started_at", "finished_at", "practice",
                  "us", "them", "score", "lead"]


class _ResultReader:
    """Reads one result row: its JSON decoded and checked, and the sides' figures (the
    user's side's points, the best other side's, every side's as text "10–6–4" with the
    user's first, and the user's lead over the best other side: None for a game that is not
    registered). Raises for a row it cannot read."""

    def __init__(self) -> None:
        self._plans: dict[tuple[str, int, int], tuple[int, ...]] = {}
        self._races: dict[str, ScoreRace | None] = {}

    def __call__(self, row: Any) -> tuple[Any, ...]:
        scores = int_list(row.seat_scores)
        settings = json_object(row.rules)
        difficulty = Difficulty(row.difficulty).value
        if row.outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {row.outcome!r}")
        if not 0 <= row.user_seat < len(scores):
            raise ValueError(f"seat {row.user_seat} is not one of {len(scores)}")
        key = (row.game, len(scores), row.user_seat)
        if key not in self._plans:
            self._plans[key] = side_seats(*key)
        if row.game not in self._races:
            self._races[row.game] = game_race(row.game)
        race = self._races[row.game]
        sides = [scores[side] for side in self._plans[key]]
        best = (race or ScoreRace(0, 0)).best(sides[1:]) if len(sides) > 1 else None
        lead = None if race is None or best is None else race.lead(sides[0], best)
        return (row.user_id, row.username, row.id, row.game, difficulty, row.outcome,
                row.user_seat, row.hands_played, row.ranking_points, row.started_at,
                row.finished_at, is_practice(settings), sides[0] if sides else 0, best,
                "–".join(map(str, sides)), lead)


def _results_frame(db: Database, user_id: int | None, difficulty: Difficulty | None,
                   since: datetime | None, game: str | None) -> pd.DataFrame:
    with db.read() as session:
        rows = session.execute(_results_query(user_id, difficulty, since, game)).all()
    results = readable_rows(rows, _ResultReader(), "finished match", lambda row: row.id)
    frame = pd.DataFrame(results, columns=RESULT_COLUMNS)
    names = {game_id: game_name(game_id) for game_id in frame["game"].unique()}
    frame["game_name"] = frame["game"].map(names).astype("object")
    frame["practice"] = frame["practice"].astype(bool)
    frame["won"] = frame["outcome"] == "won"
    frame["us"] = frame["us"].astype("int64")
    frame["them"] = frame["them"].astype("Int64")
    frame["score"] = frame["score"].astype("object")
    frame["margin"] = frame["lead"].astype("Int64").where(frame["won"])
    return frame


def _longest_streaks(frame: pd.DataFrame) -> pd.Series:
    """Per user, the longest run of consecutive wins (rows are in time order per user)."""
    run = (~frame["won"]).groupby(frame["user_id"]).cumsum()
    return frame["won"].groupby([frame["user_id"], run]).sum().groupby(level=0).max()


def leaderboard(
    difficulty: Difficulty | str | None = None,
    since: datetime | None = None,
    *,
    game: str | None = None,
    db: Database | None = None,
) -> pd.DataFrame:
    """Players ranked by ranking points (ties share a rank), counting only matches of
    ``game`` (all games when None), of ``difficulty`` and finished at or after ``since``
    when given. Players without a match in the selection are left out. Columns:
    ``LEADERBOARD_COLUMNS``."""
    db = db or get_database()
    level = None if difficulty is None else Difficulty(difficulty)
    frame = _results_frame(db, None, level, since, game)
    frame = frame[~frame["practice"]]
    if frame.empty:
        return pd.DataFrame({column: pd.Series(dtype="int64") for column in LEADERBOARD_COLUMNS}
                            | {"Player": pd.Series(dtype="object"),
                               "Biggest margin": pd.Series(dtype="Int64")})
    by_user = frame.groupby("user_id", sort=False)
    table = pd.DataFrame({
        "Player": by_user["player"].first(),
        "Points": by_user["points"].sum(),
        "Matches": by_user.size(),
        "Longest streak": _longest_streaks(frame),
        "Biggest margin": by_user["margin"].max(),
    })
    wins = frame[frame["won"]].groupby(["user_id", "difficulty"]).size().unstack(fill_value=0)
    for level_, column in WINS_COLUMNS.items():
        table[column] = wins.get(level_.value, 0)
        table[column] = table[column].fillna(0).astype("int64")
    table["name_order"] = table["Player"].str.casefold()
    table = table.sort_values(["Points", "name_order"], ascending=[False, True])
    table.insert(0, "Rank", table["Points"].rank(method="min", ascending=False).astype("int64"))
    return table[LEADERBOARD_COLUMNS].reset_index(drop=True)


def user_results(
    user_id: int, *, game: str | None = None, db: Database | None = None
) -> pd.DataFrame:
    """The user's recorded matches of ``game`` (all games when None), oldest first, with
    the running total of points.

    Columns: match_id, finished_at, game (its id), game_name, difficulty, practice,
    outcome, us (the user's side's points), them (the best other side's), score (every
    side's points, the user's first, as text: "10–7"), margin, hands, points,
    total_points."""
    db = db or get_database()
    frame = _results_frame(db, user_id, None, None, game)
    frame["total_points"] = frame["points"].cumsum()
    frame["difficulty"] = frame["difficulty"].map(lambda value: Difficulty(value).label)
    return frame[["match_id", "finished_at", "game", "game_name", "difficulty", "practice",
                  "outcome", "us", "them", "score", "margin", "hands", "points",
                  "total_points"]].reset_index(drop=True)


def results_by_difficulty(results: pd.DataFrame) -> pd.DataFrame:
    """How many matches of each difficulty were won, lost and abandoned (long format:
    difficulty, outcome, matches) from ``user_results``."""
    counts = results.groupby(["difficulty", "outcome"]).size().rename("matches")
    return counts.reset_index()
