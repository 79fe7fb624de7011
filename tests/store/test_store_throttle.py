"""Account attempts under attack: sign-in costs the same for unknown and known names,
concurrent wrong passwords cannot outrun the throttle, and sign-ups are limited per
address."""

from __future__ import annotations

import random
import statistics
import threading
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from argon2 import PasswordHasher
from sqlalchemy import func, select

import store.accounts
import store.throttle
from store.accounts import FREE_ATTEMPTS, sign_in, sign_up
from store.db import Database
from store.errors import AccountError, SignInThrottledError, SignUpThrottledError
from store.migrate import current_revision, head_revision, upgrade
from store.models import SignUpRow, UserRow
from store.passwords import use_password_hasher
from tests.store.support import Clock, add_user

PASSWORD = "correct horse battery"


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(store.accounts, "utc_now", clock)
    return clock


@pytest.fixture
def measurable_hashing() -> Iterator[None]:
    """An argon2id a few milliseconds long: cheap enough for many rounds, far above the
    noise of a database read, so that a skipped check would show."""
    previous = use_password_hasher(PasswordHasher(time_cost=2, memory_cost=8192,
                                                  parallelism=1))
    try:
        yield
    finally:
        use_password_hasher(previous)


def _refusal_seconds(db: Database, username: str, address: str) -> float:
    started = time.perf_counter()
    with pytest.raises(AccountError):
        sign_in(username, "wrong password", client=address, db=db)
    return time.perf_counter() - started


def test_a_wrong_password_takes_as_long_for_an_unknown_name_as_for_a_real_one(
    db: Database, measurable_hashing: None
):
    sign_up("present", PASSWORD, db=db)
    _refusal_seconds(db, "absent", "192.0.2.250")  # the dummy hash is made once
    order = random.Random(24)
    times: dict[str, list[float]] = {"present": [], "absent": []}
    for round_number in range(40):
        names = ["present", "absent"]
        order.shuffle(names)
        for name in names:  # a fresh address per round keeps both below the throttle
            times[name].append(_refusal_seconds(db, name, f"192.0.2.{round_number}"))

    known, unknown = statistics.median(times["present"]), statistics.median(times["absent"])
    unknown_faster = sum(u < k for u, k in zip(times["absent"], times["present"],
                                               strict=True)) / len(times["absent"])
    assert 0.75 < unknown / known < 1.33, (known, unknown)
    assert 0.2 <= unknown_faster <= 0.8, unknown_faster


def _at_once(count: int, work: object) -> list[object]:
    barrier = threading.Barrier(count, timeout=60)

    def attempt(index: int) -> object:
        barrier.wait()
        try:
            return work(index)  # type: ignore[operator]
        except AccountError as error:
            return error

    with ThreadPoolExecutor(count) as pool:
        return list(pool.map(attempt, range(count)))


def test_thirty_two_wrong_passwords_at_once_check_at_most_the_allowed_five(
    db: Database, monkeypatch: pytest.MonkeyPatch
):
    sign_up("target", PASSWORD, db=db)
    checked: list[str] = []
    real_verify = store.accounts.verify_password

    def counting_verify(password_hash: str | None, password: str) -> bool:
        checked.append(password)
        return real_verify(password_hash, password)

    monkeypatch.setattr(store.accounts, "verify_password", counting_verify)

    outcomes = _at_once(32, lambda index: sign_in("target", f"guess {index}",
                                                  client="203.0.113.7", db=db))

    kinds = Counter(type(outcome).__name__ for outcome in outcomes)
    assert len(checked) <= FREE_ATTEMPTS
    assert kinds == {"AccountError": len(checked), "SignInThrottledError": 32 - len(checked)}
    with pytest.raises(SignInThrottledError):
        sign_in("target", PASSWORD, client="203.0.113.7", db=db)


def test_sign_ups_from_one_address_are_limited_per_hour(
    db: Database, clock: Clock, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv(store.throttle.SIGN_UPS_PER_HOUR_VARIABLE, "3")
    for number in range(3):
        sign_up(f"player{number}", PASSWORD, client="203.0.113.7", db=db)
        clock.advance(60)
    with pytest.raises(AccountError, match="taken"):  # a refused name is not counted
        sign_up("player0", PASSWORD, client="198.51.100.1", db=db)

    with pytest.raises(SignUpThrottledError, match="Try again in 57 minutes") as refused:
        sign_up("player3", PASSWORD, client="203.0.113.7", db=db)
    assert refused.value.retry_after_seconds == 57 * 60
    assert sign_up("player4", PASSWORD, client="198.51.100.1", db=db).username == "player4"

    clock.advance(57 * 60)
    assert sign_up("player3", PASSWORD, client="203.0.113.7", db=db).username == "player3"


def test_ten_sign_ups_an_hour_by_default(db: Database, clock: Clock,
                                         monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv(store.throttle.SIGN_UPS_PER_HOUR_VARIABLE, raising=False)
    for number in range(10):
        sign_up(f"player{number}", PASSWORD, client="203.0.113.7", db=db)
    with pytest.raises(SignUpThrottledError):
        sign_up("player10", PASSWORD, client="203.0.113.7", db=db)


def test_a_database_at_0005_gains_the_sign_up_count_and_keeps_its_accounts(
    empty_database_url: str,
):
    upgrade(empty_database_url, "0005")
    old = Database(empty_database_url, migrate=False)
    try:
        add_user(old, "early")
    finally:
        old.dispose()

    database = Database(empty_database_url)  # opening the app's database upgrades it
    try:
        assert current_revision(empty_database_url) == head_revision()
        assert sign_up("later", PASSWORD, client="203.0.113.7", db=database)
        with database.read() as session:
            assert session.scalar(select(func.count()).select_from(SignUpRow)) == 1
            assert session.scalar(select(func.count()).select_from(UserRow)) == 2
    finally:
        database.dispose()
