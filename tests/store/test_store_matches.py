"""Matches on the server: saving, restoring, finishing once, and the points a win earns."""

from __future__ import annotations

import json

import pytest

from euchre import Match, Team
from euchre.bots.base import Difficulty
from euchre.games.euchre.records import match_from_json, match_to_json
from store.db import Database
from store.errors import (
    AlreadyRecordedError,
    InvalidRecordError,
    MatchClosedError,
    MatchNotOverError,
    OwnershipError,
    StaleMatchError,
)
from store.matches import (
    Outcome,
    abandon_match,
    finish_match,
    finished_matches,
    load_active_match,
    save_match,
    start_match,
)
from tests.store.support import SHORT_RULES, add_user, decided_match, play_out, seed_won_by


def _play_to_end(db: Database, user_id: int, difficulty: str, seed: int) -> str:
    match_id = start_match(user_id, difficulty, SHORT_RULES, seed, db=db)
    record, _ = decided_match(seed)
    save_match(match_id, user_id, record, 1, db=db)
    return match_id


@pytest.mark.parametrize(("difficulty", "points"), [("easy", 10), ("normal", 30), ("expert", 100)])
def test_a_win_earns_the_difficultys_points_once(db: Database, difficulty: str, points: int):
    user = add_user(db, "winner")
    match_id = _play_to_end(db, user, difficulty, seed_won_by(Team.NORTH_SOUTH))

    result = finish_match(match_id, user, db=db)

    assert (result.outcome, result.ranking_points) == (Outcome.WON, points)
    assert result.score[0] >= 5 > result.score[1]
    with pytest.raises(AlreadyRecordedError, match=r"already recorded .*counts only once"):
        finish_match(match_id, user, db=db)
    assert [m.ranking_points for m in finished_matches(user, db=db)] == [points]
    assert load_active_match(user, db=db) is None


def test_a_loss_earns_nothing(db: Database):
    user = add_user(db, "loser")
    match_id = _play_to_end(db, user, "expert", seed_won_by(Team.EAST_WEST))

    result = finish_match(match_id, user, db=db)

    assert (result.outcome, result.ranking_points) == (Outcome.LOST, 0)
    assert result.score[1] >= 5 > result.score[0]


def test_an_abandoned_match_earns_nothing_and_cannot_then_be_finished(db: Database):
    user = add_user(db, "quitter")
    match_id = _play_to_end(db, user, "expert", seed_won_by(Team.NORTH_SOUTH))

    result = abandon_match(match_id, user, db=db)

    assert (result.outcome, result.ranking_points) == (Outcome.ABANDONED, 0)
    with pytest.raises(AlreadyRecordedError):
        finish_match(match_id, user, db=db)


def test_an_unfinished_match_cannot_be_scored(db: Database):
    user = add_user(db, "eager")
    seed = seed_won_by(Team.NORTH_SOUTH)
    match_id = start_match(user, "normal", SHORT_RULES, seed, db=db)
    halfway = play_out(load_active_match(user, db=db).replay(), max_actions=30)
    save_match(match_id, user, match_to_json(halfway), 1, db=db)

    with pytest.raises(MatchNotOverError, match="not over yet: North–South"):
        finish_match(match_id, user, db=db)
    assert finished_matches(user, db=db) == []
    assert load_active_match(user, db=db).version == 2


def test_the_saved_match_comes_back_exactly_as_it_was(db: Database):
    user = add_user(db, "restorer")
    match_id = start_match(user, Difficulty.NORMAL, {"points_to_win": 7}, 42, db=db)
    active = load_active_match(user, db=db)
    assert (active.id, active.version, active.difficulty) == (match_id, 1, Difficulty.NORMAL)
    assert active.replay() == Match.new(active.rules, 42)

    position = active.replay()
    version = active.version
    for _ in range(12):  # saved after every action, as the Play page does
        position = play_out(position, max_actions=1)
        version = save_match(match_id, user, match_to_json(position), version, db=db)

    restored = load_active_match(user, db=db)
    assert restored.version == version == 13
    assert restored.replay() == position

    db.dispose()  # a server restart: a new engine on the same database
    after_restart = Database(db.url)
    try:
        assert load_active_match(user, db=after_restart) == restored
    finally:
        after_restart.dispose()


def test_a_second_tab_saving_an_older_copy_is_refused(db: Database):
    user = add_user(db, "twotabs")
    match_id = start_match(user, "easy", SHORT_RULES, 5, db=db)
    start = load_active_match(user, db=db).replay()
    tab_one = play_out(start, max_actions=1)
    tab_two = play_out(start, max_actions=2)

    assert save_match(match_id, user, match_to_json(tab_one), 1, db=db) == 2
    with pytest.raises(StaleMatchError, match="another tab"):
        save_match(match_id, user, match_to_json(tab_two), 1, db=db)
    assert load_active_match(user, db=db).replay() == tab_one


def test_saves_after_the_match_was_closed_elsewhere_are_refused(db: Database):
    user = add_user(db, "closer")
    match_id = start_match(user, "easy", SHORT_RULES, 5, db=db)
    abandon_match(match_id, user, db=db)
    start = Match.new(match_from_json(decided_match(5)[0]).rules, 5)
    with pytest.raises(MatchClosedError, match="abandoned"):
        save_match(match_id, user, match_to_json(play_out(start, 1)), 1, db=db)


def test_only_the_owner_can_save_finish_or_abandon(db: Database):
    owner, intruder = add_user(db, "owner"), add_user(db, "intruder")
    seed = seed_won_by(Team.NORTH_SOUTH)
    match_id = _play_to_end(db, owner, "expert", seed)
    record, _ = decided_match(seed)

    with pytest.raises(OwnershipError):
        save_match(match_id, intruder, record, 2, db=db)
    with pytest.raises(OwnershipError):
        finish_match(match_id, intruder, db=db)
    with pytest.raises(OwnershipError):
        abandon_match(match_id, intruder, db=db)
    assert finished_matches(intruder, db=db) == []
    assert finish_match(match_id, owner, db=db).ranking_points == 100


def test_starting_a_new_match_abandons_the_unfinished_one(db: Database):
    user = add_user(db, "restless")
    first = start_match(user, "expert", SHORT_RULES, 1, db=db)
    second = start_match(user, "easy", SHORT_RULES, 2, db=db)

    assert load_active_match(user, db=db).id == second
    [old] = finished_matches(user, db=db)
    assert (old.id, old.outcome, old.ranking_points) == (first, Outcome.ABANDONED, 0)


def _tampered(record_json: str, change) -> str:
    record = json.loads(record_json)
    change(record)
    return json.dumps(record)


def _swap_the_first_two_cards(record: dict) -> None:
    hands = record["hands"][0]["deal"]["hands"]
    seats = list(hands)
    first, second = hands[seats[0]], hands[seats[1]]
    first[0], second[0] = second[0], first[0]


def _claim_the_win(record: dict) -> None:
    record["winner"] = "North–South"
    record["score"] = {"North–South": 5, "East–West": 0}


def _drop_a_hand(record: dict) -> None:
    record["hands"].pop(1)


def _other_seed(record: dict) -> None:
    record["seed"] += 1


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_claim_the_win, "stored score"),
        (_drop_a_hand, "dealer|score"),
        (_swap_the_first_two_cards, "not dealt from the match's seed|illegal|does not"),
        (_other_seed, "not the one the match seed"),
    ],
)
def test_a_tampered_record_is_refused_and_changes_nothing(db: Database, change, message: str):
    user = add_user(db, "cheater")
    seed = seed_won_by(Team.EAST_WEST)
    match_id = start_match(user, "expert", SHORT_RULES, seed, db=db)
    honest, winner = decided_match(seed)
    assert winner is Team.EAST_WEST

    with pytest.raises(InvalidRecordError, match=message):
        save_match(match_id, user, _tampered(honest, change), 1, db=db)
    assert load_active_match(user, db=db).version == 1


@pytest.mark.parametrize("change", [_claim_the_win, _swap_the_first_two_cards])
def test_a_record_altered_in_the_database_is_not_scored(db: Database, change):
    from sqlalchemy import update

    from store.models import ActiveMatchRow

    user = add_user(db, "forger")
    seed = seed_won_by(Team.EAST_WEST)
    match_id = _play_to_end(db, user, "expert", seed)
    with db.write() as session:
        session.execute(update(ActiveMatchRow).values(
            record_json=_tampered(decided_match(seed)[0], change)))

    with pytest.raises(InvalidRecordError, match="cannot be scored"):
        finish_match(match_id, user, db=db)
    assert finished_matches(user, db=db) == []


def test_a_record_from_a_different_deal_is_refused(db: Database):
    user = add_user(db, "dealer")
    match_id = start_match(user, "expert", SHORT_RULES, seed_won_by(Team.EAST_WEST), db=db)
    other_seed = seed_won_by(Team.NORTH_SOUTH)
    forged = _tampered(decided_match(other_seed)[0],
                       lambda record: record.update(seed=seed_won_by(Team.EAST_WEST)))
    with pytest.raises(InvalidRecordError, match="not the one the match seed"):
        save_match(match_id, user, forged, 1, db=db)


def test_saved_actions_cannot_be_taken_back(db: Database):
    user = add_user(db, "takeback")
    match_id = start_match(user, "normal", SHORT_RULES, 8, db=db)
    start = load_active_match(user, db=db).replay()
    ahead = play_out(start, max_actions=3)
    save_match(match_id, user, match_to_json(ahead), 1, db=db)

    with pytest.raises(InvalidRecordError, match="cannot be taken back"):
        save_match(match_id, user, match_to_json(play_out(start, max_actions=1)), 2, db=db)


def test_a_finished_match_keeps_its_game_and_every_seats_score(db: Database):
    user = add_user(db, "keeper")
    seed = seed_won_by(Team.NORTH_SOUTH)
    north_south, east_west = match_from_json(decided_match(seed)[0]).score

    result = finish_match(_play_to_end(db, user, "normal", seed), user, game="euchre", db=db)

    assert [(m.game, m.user_seat, m.seat_scores, m.score, m.margin)
            for m in (result, *finished_matches(user, db=db))] == 2 * [
        ("euchre", 0, (north_south, east_west, north_south, east_west),
         (north_south, east_west), north_south - east_west)]


def test_the_users_seat_decides_who_won(db: Database):
    """Playing West, the user is on East–West: a North–South win is the user's loss."""
    user = add_user(db, "west")
    seed = seed_won_by(Team.NORTH_SOUTH)
    match_id = start_match(user, "expert", SHORT_RULES, seed, user_seat=1, db=db)
    save_match(match_id, user, decided_match(seed)[0], 1, db=db)
    assert load_active_match(user, db=db).user_seat == 1

    result = finish_match(match_id, user, db=db)

    north_south, east_west = match_from_json(decided_match(seed)[0]).score
    assert (result.outcome, result.ranking_points) == (Outcome.LOST, 0)
    assert (result.score, result.margin) == ((east_west, north_south), east_west - north_south)


def test_an_unknown_game_or_seat_starts_nothing(db: Database):
    user = add_user(db, "chooser")
    with pytest.raises(InvalidRecordError, match="Unknown game 'bridge': the games are 'euchre'"):
        start_match(user, "easy", SHORT_RULES, 3, game="bridge", db=db)
    with pytest.raises(InvalidRecordError, match="Euchre has seats 0 to 3, not 4"):
        start_match(user, "easy", SHORT_RULES, 3, user_seat=4, db=db)
    assert load_active_match(user, db=db) is None


def test_a_match_is_saved_and_finished_only_as_its_own_game(db: Database):
    user = add_user(db, "loyal")
    seed = seed_won_by(Team.NORTH_SOUTH)
    match_id = start_match(user, "expert", SHORT_RULES, seed, db=db)
    record = decided_match(seed)[0]

    with pytest.raises(InvalidRecordError, match="a game of 'euchre', not of 'cutthroat'"):
        save_match(match_id, user, record, 1, game="cutthroat", db=db)
    with pytest.raises(InvalidRecordError,
                       match=r"of the game 'cutthroat', not of this match's \(Euchre\)"):
        save_match(match_id, user, _tampered(record, lambda r: r.update(game="cutthroat")), 1,
                   db=db)
    assert save_match(match_id, user, record, 1, game="euchre", db=db) == 2
    with pytest.raises(InvalidRecordError, match="not of 'cutthroat'"):
        finish_match(match_id, user, game="cutthroat", db=db)
    assert finished_matches(user, db=db) == []
    assert finish_match(match_id, user, db=db).ranking_points == 100
