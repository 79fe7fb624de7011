"""Many players on one server: N concurrent matches against one real ``streamlit run``.

Each player is a browser-free client (``bench/streamlit_client.py``) that speaks the
app's websocket protocol the way the browser does: it opens the Play page, deals a
match at the chosen level, asks Expert for a hint at a share of its decisions, plays
the hinted action (or the first legal one), ticks the page's pacer like the browser's
timer, waits for the end-of-hand review and deals the next hand. It reports:

- click-to-update: from sending a click (a card, a bid, the hint button) to the end of
  the run it started, which carries the changed table (p50, p95, max); a click whose run
  did not finish within the run timeout is a failed click: it counts in the percentiles
  at the timeout, and in "timeouts" (which also counts pacer ticks and page loads that
  timed out; the player then stops, as a user facing a frozen page would);
- hint: the same for the hint button alone (Expert decides in that click);
- review: from the first page showing a finished hand to the first page showing its
  review complete (Expert reviews the decisions taken without a hint);
- the CPU the server process, its Expert workers and this client used, as a share of
  one core (the server's page runs share one GIL: near 100% it is the bottleneck).

Target on the reference machine: at 10 concurrent Normal-level matches with hints,
click-to-update p95 at most 1 s and a review at most 3 s.

    python bench/load_test.py --levels normal --players 1,5,10,20 --seconds 60

Why this client and not a load-test library: locust and its kin drive request/response
protocols and would need this same protocol client as a custom user anyway; the page is
one stateful websocket per player, so the players are asyncio tasks on ``websockets``
(installed with Streamlit). Every server runs on 127.0.0.1 only; each player stops when
its time is up (every wait is bounded), and the server is stopped after each row.
The last line is JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from streamlit.proto.WidgetStates_pb2 import WidgetState
from streamlit_client import RunTimeout, StreamlitClient

ROOT = Path(__file__).resolve().parents[1]
RUN_TIMEOUT = 60.0  # the longest one page run may take before the player gives up
HAND_OVER = re.compile(r"Hand (\d+) is over")
SUGGESTED = re.compile(r"\.st-key-((?:bid|card)_[^\s,]+) button")
USER_KEY = re.compile(r"-((?:bid|card)_.+)$")
LEVEL_KEY = "setup_difficulty"
WARM_UP_SECONDS = 10.0


@dataclass
class Figures:
    """What the players measured at one level and one number of players."""

    clicks: list[float] = field(default_factory=list)
    hints: list[float] = field(default_factory=list)
    reviews: list[float] = field(default_factory=list)
    hands: int = 0
    matches: int = 0
    timeouts: int = 0  # runs that did not finish in time: failed clicks and others
    failed_clicks: int = 0
    errors: list[str] = field(default_factory=list)


# ---- one player --------------------------------------------------------------------------
def enabled_action_keys(client: StreamlitClient) -> list[str]:
    """The user keys of the enabled bid and card buttons (the user's turn when any)."""
    keys = []
    for element in client.page.buttons():
        match = USER_KEY.search(element.button.id)
        if match and not element.button.disabled:
            keys.append(match.group(1))
    return keys


def suggested_key(client: StreamlitClient) -> str | None:
    """The button Expert's hint marks (its CSS names the button's key)."""
    for body in client.page.texts("html"):
        match = SUGGESTED.search(body)
        if match:
            return match.group(1)
    return None


def level_state(client: StreamlitClient, level: str) -> tuple[WidgetState, ...]:
    """The level chooser set to ``level`` (its options read "Normal (+30)" …)."""
    for element in client.page.of_type("button_group"):
        group = element.button_group
        if group.id.endswith(f"-{LEVEL_KEY}"):
            for option in group.options:
                if option.content.lower().startswith(level):
                    state = WidgetState(id=group.id)
                    state.string_array_value.data.append(option.content)
                    return (state,)
    return ()


def hand_over(client: StreamlitClient) -> int | None:
    for text in client.page.texts("heading"):
        match = HAND_OVER.search(text)
        if match:
            return int(match.group(1))
    return None


def reviewing(client: StreamlitClient) -> bool:
    return any("reviewing" in text for text in client.page.texts("progress"))


async def click(client: StreamlitClient, key: str, figures: Figures,
                extra: tuple[WidgetState, ...] = (), *, hint: bool = False) -> None:
    """Click ``key`` and record the seconds to the updated page; a click that times out is
    recorded at the timeout as a failed click (and the ``RunTimeout`` goes on up)."""
    try:
        seconds = await client.click(key, RUN_TIMEOUT, extra)
    except RunTimeout:
        figures.failed_clicks += 1
        seconds = RUN_TIMEOUT
        raise
    finally:
        figures.clicks.append(seconds)
        if hint:
            figures.hints.append(seconds)


async def play(url: str, level: str, until: float, hint_share: float, seed: int,
               figures: Figures) -> None:
    """One player: matches at ``level`` until ``until`` (monotonic clock)."""
    chance = random.Random(seed)
    async with StreamlitClient(url, "play") as client:
        await client.open(RUN_TIMEOUT)
        hand_seen: tuple[int, float] | None = None  # (hand, when its end was first shown)
        while time.monotonic() < until:
            if client.page.button("setup_start") is not None:
                await click(client, "setup_start", figures, level_state(client, level))
                figures.matches += 1
                continue
            finished = hand_over(client)
            if finished is not None:
                if hand_seen is None or hand_seen[0] != finished:
                    hand_seen = (finished, time.monotonic())
                if reviewing(client):
                    await pace(client)
                    continue
                figures.reviews.append(time.monotonic() - hand_seen[1])
                figures.hands += 1
                key = "next_hand" if client.page.button("next_hand") else "new_match"
                await click(client, key, figures)
                continue
            keys = enabled_action_keys(client)
            if not keys:
                await pace(client)
                continue
            hint = client.page.button("hint")
            if (hint is not None and not hint.button.disabled
                    and suggested_key(client) is None and chance.random() < hint_share):
                await click(client, "hint", figures, hint=True)
                continue
            key = suggested_key(client)
            await click(client, key if key in keys else keys[0], figures)


async def pace(client: StreamlitClient) -> None:
    """Wait for the page's pacer as the browser does: tick its fragment when due."""
    if not client.auto_reruns:  # nothing is coming: reload the page as a user would
        await asyncio.sleep(0.5)
        await client.open(RUN_TIMEOUT)
        return
    await asyncio.sleep(min(client.auto_reruns.values()))
    await client.tick(RUN_TIMEOUT)


async def warm_up(url: str, level: str) -> None:
    """One player deals and takes hints for a few seconds before anything is measured, so
    the server has loaded Expert's compiled code (in its workers, or in itself)."""
    with suppress(RunTimeout):
        await play(url, level, time.monotonic() + WARM_UP_SECONDS, 1.0, 0, Figures())


async def players(url: str, level: str, count: int, seconds: float,
                  hint_share: float) -> Figures:
    figures = Figures()
    until = time.monotonic() + seconds

    async def one(number: int) -> None:
        try:
            await asyncio.sleep(number * 0.2)  # players arrive a little apart
            await play(url, level, until, hint_share, number, figures)
        except RunTimeout:
            figures.timeouts += 1
        except Exception as error:  # a player's failure is reported, the others go on
            figures.errors.append(f"player {number}: {type(error).__name__}: {error}")

    await asyncio.gather(*(one(n) for n in range(count)))
    return figures


# ---- the server --------------------------------------------------------------------------
def cpu_seconds(pid: int) -> tuple[float, float]:
    """CPU seconds used so far by the process ``pid`` and by its child processes (the
    Expert workers), from /proc; zeros where /proc cannot tell."""
    tick = os.sysconf("SC_CLK_TCK")

    def own(stat: str) -> float:
        fields = stat[stat.rindex(")") + 2:].split()
        return (int(fields[11]) + int(fields[12])) / tick  # utime, stime

    server = children = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent = int(stat[stat.rindex(")") + 2:].split()[1])
        if int(entry.name) == pid:
            server = own(stat)
        elif parent == pid:
            children += own(stat)
    return server, children


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Server:
    url: str
    pid: int


@contextmanager
def app_server(work: Path, pace_seconds: float, workers: str | None) -> Iterator[Server]:
    """``streamlit run server.py`` on 127.0.0.1 with a fresh SQLite database; stopped after."""
    port = free_port()
    env = {**os.environ, "EUCHRE_DATABASE_URL": f"sqlite:///{work / 'euchre.db'}",
           "EUCHRE_BOT_PACE_SECONDS": str(pace_seconds)}
    if workers is not None:
        env["EUCHRE_BOT_WORKERS"] = workers
    log = (work / "server.log").open("wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(ROOT / "server.py"),
         "--server.port", str(port), "--server.address", "127.0.0.1",
         "--server.headless", "true", "--browser.gatherUsageStats", "false",
         "--server.fileWatcherType", "none"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the app server did not start: see {work / 'server.log'}")
            try:
                with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as answer:
                    if answer.read().strip() == b"ok":
                        break
            except OSError:
                time.sleep(0.25)
        yield Server(url, process.pid)
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


# ---- the table ---------------------------------------------------------------------------
def quantile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summary(level: str, count: int, figures: Figures, cpu: tuple[float, float],
            seconds: float) -> dict[str, object]:
    def ms(value: float | None) -> float | None:
        return None if value is None else round(value * 1000)

    return {
        "level": level, "players": count, "clicks": len(figures.clicks),
        "click_p50_ms": ms(quantile(figures.clicks, 0.5)),
        "click_p95_ms": ms(quantile(figures.clicks, 0.95)),
        "click_max_ms": ms(max(figures.clicks, default=None)),
        "hints": len(figures.hints),
        "hint_p50_ms": ms(quantile(figures.hints, 0.5)),
        "hint_max_ms": ms(max(figures.hints, default=None)),
        "reviews": len(figures.reviews),
        "review_p50_ms": ms(statistics.median(figures.reviews) if figures.reviews else None),
        "review_max_ms": ms(max(figures.reviews, default=None)),
        "server_cpu": f"{cpu[0] / seconds:.0%}", "workers_cpu": f"{cpu[1] / seconds:.0%}",
        "matches": figures.matches, "timeouts": figures.timeouts,
        "failed_clicks": figures.failed_clicks,
        "errors": figures.errors[:5],
    }


COLUMNS = (("level", "level"), ("workers", "workers"), ("players", "N"), ("clicks", "clicks"),
           ("click_p50_ms", "click p50"), ("click_p95_ms", "p95"), ("click_max_ms", "max"),
           ("hints", "hints"), ("hint_p50_ms", "hint p50"), ("hint_max_ms", "max"),
           ("reviews", "reviews"), ("review_p50_ms", "review p50"),
           ("review_max_ms", "max"), ("server_cpu", "server cpu"),
           ("workers_cpu", "workers cpu"), ("client_cpu", "client cpu"),
           ("failed_clicks", "failed"), ("timeouts", "timeouts"))


def table_line(values: list[object]) -> str:
    return " ".join(f"{'—' if v is None else v!s:>10}" for v in values)


def load_average() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def measure_row(level: str, count: int, workers: str | None, seconds: float,
                args: argparse.Namespace) -> dict[str, object]:
    """One row: a fresh server and database, warmed up, then ``count`` players."""
    with tempfile.TemporaryDirectory() as work, \
            app_server(Path(work), args.pace, workers) as server:
        asyncio.run(warm_up(server.url, level))
        before, started = cpu_seconds(server.pid), time.monotonic()
        client_before = time.process_time()
        figures = asyncio.run(players(server.url, level, count, seconds, args.hint_share))
        after, wall = cpu_seconds(server.pid), time.monotonic() - started
        client = time.process_time() - client_before
    used = (after[0] - before[0], after[1] - before[1])
    row = summary(level, count, figures, used, wall)
    row["client_cpu"] = f"{client / wall:.0%}"
    row["workers"] = "cores" if workers is None else workers
    row["load_average_after"] = load_average()
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="normal",
                        help="bots' levels, comma-separated (easy, normal, expert)")
    parser.add_argument("--players", default="1,5,10,20",
                        help="numbers of concurrent players, comma-separated")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="how long each row plays (at most 600)")
    parser.add_argument("--hint-share", type=float, default=0.5,
                        help="share of the players' decisions that ask for a hint first")
    parser.add_argument("--pace", type=float, default=0.9,
                        help="EUCHRE_BOT_PACE_SECONDS of the server (the app's default)")
    parser.add_argument("--workers", default="",
                        help="EUCHRE_BOT_WORKERS of the server, comma-separated for a row "
                             "each (0: Expert in the server process, as before the worker "
                             "pool; default: the cores)")
    args = parser.parse_args()
    levels = [level.strip().lower() for level in args.levels.split(",") if level.strip()]
    counts = [int(n) for n in args.players.split(",") if n.strip()]
    seconds = min(600.0, max(1.0, args.seconds))
    print(f"{os.cpu_count()} cores; load average before: {load_average()}; "
          f"{seconds:.0f} s per row; hints at {args.hint_share:.0%} of decisions; "
          f"bot pace {args.pace} s", flush=True)
    print(table_line([title for _, title in COLUMNS]), flush=True)
    rows = []
    pools = [w.strip() for w in args.workers.split(",") if w.strip()] or [None]
    for level, count, workers in itertools.product(levels, counts, pools):
        row = measure_row(level, count, workers, seconds, args)
        rows.append(row)
        print(table_line([row[key] for key, _ in COLUMNS]), flush=True)
        for error in row["errors"]:
            print(f"  {error}", flush=True)
    print(f"load average after: {load_average()} (1, 5, 15 min)")
    print(json.dumps({"rows": rows, "cores": os.cpu_count()}))


if __name__ == "__main__":
    main()
