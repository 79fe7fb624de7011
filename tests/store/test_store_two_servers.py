"""Two app servers on one PostgreSQL: every match recorded, none counted twice.

Two processes stand for two ``streamlit run`` servers behind a proxy: each opens its
own database engine on the same PostgreSQL database and records its players' matches
at the same time as the other; then both finish the same matches at once (a player
whose tabs ended up on different servers).
"""

from __future__ import annotations

import multiprocessing
import uuid
from collections import Counter
from collections.abc import Iterator

import pytest

from euchre import Team
from euchre.bots.base import Difficulty
from store.db import Database
from store.leaderboard import leaderboard
from store.matches import finished_matches, save_match, start_match
from store.migrate import upgrade_to_head
from tests.store.app_server_process import SHORT_RULES, serve, start_without_main
from tests.store.postgres import PostgresCluster
from tests.store.support import add_user, decided_match, seed_won_by

PLAYERS_PER_SERVER = 4
MATCHES_PER_PLAYER = 3
TWO_TAB_PLAYERS = 3  # players whose last match is finished on both servers at once
NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST


@pytest.fixture
def shared_url(postgres_cluster: PostgresCluster) -> Iterator[str]:
    """A fresh, migrated PostgreSQL database that both servers use."""
    name = f"two_servers_{uuid.uuid4().hex[:12]}"
    postgres_cluster.execute(f"CREATE DATABASE {name}")
    url = postgres_cluster.url(name).render_as_string(hide_password=False)
    try:
        upgrade_to_head(url)
        yield url
    finally:
        postgres_cluster.execute(f"DROP DATABASE {name} WITH (FORCE)")


def _plan(player: int) -> list[tuple[Difficulty, Team]]:
    """Each player's matches: levels and winners differ from player to player."""
    levels = list(Difficulty)
    return [(levels[(player + k) % 3], NS if (player + k) % 3 else EW)
            for k in range(MATCHES_PER_PLAYER)]


def test_two_servers_on_one_postgresql_lose_no_match_and_count_none_twice(shared_url: str):
    db = Database(shared_url, migrate=False)
    try:
        users = [add_user(db, f"player{index}") for index in range(2 * PLAYERS_PER_SERVER)]
        plays: list[list[tuple[int, str, int, str]]] = [[], []]
        expected = Counter()
        for index, user in enumerate(users):
            for level, winner in _plan(index):
                seed = seed_won_by(winner)
                plays[index // PLAYERS_PER_SERVER].append(
                    (user, level.value, seed, decided_match(seed)[0]))
                expected[f"player{index}"] += level.ranking_points if winner is NS else 0
        contested = []  # a won Expert match each, over on the page of both servers
        for index in range(TWO_TAB_PLAYERS):
            user = add_user(db, f"twotabs{index}")
            seed = seed_won_by(NS, nth=index)
            match_id = start_match(user, "expert", SHORT_RULES, seed, db=db)
            save_match(match_id, user, decided_match(seed)[0], 1, db=db)
            contested.append((match_id, user))
            expected[f"twotabs{index}"] = Difficulty.EXPERT.ranking_points

        context = multiprocessing.get_context("spawn")
        barrier, results = context.Barrier(2), context.Queue()
        servers = [context.Process(target=serve,
                                   args=(shared_url, plays[n], contested, barrier, results))
                   for n in range(2)]
        for server in servers:
            start_without_main(server)
        messages = []
        done = 0
        while done < 2:
            message = results.get(timeout=120)
            done += message == ("done",)
            messages.append(message)
        for server in servers:
            server.join(timeout=30)
            assert server.exitcode == 0

        played = [m[1] for m in messages if m[0] == "played"]
        assert len(played) == len(set(played)) == 2 * PLAYERS_PER_SERVER * MATCHES_PER_PLAYER
        outcomes = Counter((m[1], m[2]) for m in messages if m[0] == "contested")
        for match_id, _user in contested:  # each contested match recorded by one server
            assert outcomes[(match_id, "recorded")] == 1
            assert outcomes[(match_id, "already")] == 1

        table = leaderboard(db=db)
        assert dict(zip(table["Player"], table["Points"], strict=True)) == dict(expected)
        assert table["Points"].sum() == sum(expected.values())
        for index, user in enumerate(users):
            recorded = finished_matches(user, db=db)
            assert len(recorded) == MATCHES_PER_PLAYER
            assert sum(m.ranking_points for m in recorded) == expected[f"player{index}"]
        for match_id, user in contested:
            assert [m.id for m in finished_matches(user, db=db)] == [match_id]
    finally:
        db.dispose()
