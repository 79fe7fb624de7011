"""The server's one-time warm-up, started when the server starts: the bots' compiled code,
what each game's lessons warm (``lessons.registry``: the courses' figures, the card-play
puzzle bank) and every drill family's starter drills
(``lessons.drill_pool``), so that no learner waits for them. ``GET /warm-up`` says how far
it got: the server is ready once it answers ``{"ready": true, …}``.
"""

from __future__ import annotations

import os
import threading
import time

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from euchre.bots.warm_up import warm_up_in_background
from lessons import registry
from lessons.drill_pool import warm_drills

__all__ = ["WARM_DRILLS_ENV", "WARM_UP_PATH", "start_warm_up", "warm_up_route", "warm_up_status"]

WARM_UP_PATH = "/warm-up"
WARM_DRILLS_ENV = "EUCHRE_WARM_DRILLS"  # "0": no starter drills (the tests' servers)
_started_at = time.perf_counter()
_done = threading.Event()
_drill_seconds: dict[str, float] = {}


def _drills() -> None:
    if os.environ.get(WARM_DRILLS_ENV, "1") != "0":
        _drill_seconds.update(warm_drills())


def _finished() -> None:
    _done.set()
    print(f"Euchre School is warmed up ({time.perf_counter() - _started_at:.1f} s after "
          "the server started): every drill family's first drill is ready.", flush=True)


def start_warm_up() -> None:
    """Once per process, in the background: the bots' code, what each game's lessons warm
    (courses, a puzzle bank), then the starter drills."""
    warm_up_in_background(registry.warm_up_all, _drills, _finished)


def warm_up_status() -> dict[str, object]:
    """Whether the warm-up is done, and the seconds each starter drill took to be ready."""
    return {"ready": _done.is_set(), "drills": dict(_drill_seconds)}


async def _status(request: Request) -> JSONResponse:
    return JSONResponse(warm_up_status(), headers={"Cache-Control": "no-store"})


def warm_up_route() -> Route:
    return Route(WARM_UP_PATH, _status, methods=["GET"])
