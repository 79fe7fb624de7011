"""The leaderboard and a player's own results, as pandas tables built from fresh queries.

Everything here is read from the finished-matches table, so the totals are exactly the
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

import pandas as pd
from sqlalchemy import select

from euchre.bots.base import Difficulty
from store.db import Database, get_database
from store.game_scores import ScoreRace, game_name, game_race, side_seats
from store.matches import is_practice
from store.models import FinishedMatchRow, UserRow, utc_now

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
               FinishedMatchRow.seat_scores, FinishedMatchRow.user_seat,
               FinishedMatchRow.hands_played, FinishedMatchRow.ranking_points,
               FinishedMatchRow.started_at, FinishedMatchRow.finished_at,
               FinishedMatchRow.rules)
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


def _side_figures(frame: pd.DataFrame
                  ) -> tuple[list[int], list[int | None], list[str], list[int | None]]:
    """Per match: the user's side's points, the best other side's, every side's as text
    ("10–6–4", the user's first) and the user's lead over the best other side (None for a
    game that is not registered)."""
    plans: dict[tuple[str, int, int], tuple[int, ...]] = {}
    races: dict[str, ScoreRace | None] = {}
    us: list[int] = []
    them: list[int | None] = []
    score: list[str] = []
    lead: list[int | None] = []
    for game_id, scores, seat in zip(frame["game"].tolist(), frame["seat_scores"].tolist(),
                                     frame["user_seat"].tolist(), strict=True):
        key = (game_id, len(scores), seat)
        if key not in plans:
            plans[key] = side_seats(*key)
        if game_id not in races:
            races[game_id] = game_race(game_id)
        race = races[game_id]
        sides = [scores[side] for side in plans[key]]
        us.append(sides[0] if sides else 0)
        best = (race or ScoreRace(0, 0)).best(sides[1:]) if len(sides) > 1 else None
        them.append(best)
        score.append("–".join(map(str, sides)))
        lead.append(None if race is None or best is None else race.lead(sides[0], best))
    return us, them, score, lead


def _results_frame(db: Database, user_id: int | None, difficulty: Difficulty | None,
                   since: datetime | None, game: str | None) -> pd.DataFrame:
    with db.read() as session:
        rows = session.execute(_results_query(user_id, difficulty, since, game)).all()
    frame = pd.DataFrame(rows, columns=[
        "user_id", "player", "match_id", "game", "difficulty", "outcome", "seat_scores",
        "user_seat", "hands", "points", "started_at", "finished_at", "settings"])
    names = {game_id: game_name(game_id) for game_id in frame["game"].unique()}
    frame["game_name"] = frame["game"].map(names).astype("object")
    frame["practice"] = frame["settings"].map(is_practice).astype(bool)
    frame["won"] = frame["outcome"] == "won"
    us, them, score, lead = _side_figures(frame)
    frame["us"] = pd.Series(us, index=frame.index, dtype="int64")
    frame["them"] = pd.Series(them, index=frame.index, dtype="Int64")
    frame["score"] = pd.Series(score, index=frame.index, dtype="object")
    frame["margin"] = pd.Series(lead, index=frame.index, dtype="Int64").where(frame["won"])
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
