"""How long a learner waits for the first drill of each family on a fresh server.

Starts ``streamlit run server.py`` on a free port with a throwaway database, waits until
the server says it is ready (``GET /warm-up`` answers ``"ready": true``: Expert's code,
the courses, the puzzle bank and every drill family's starter drills), then, in Debian's
Chromium, opens Train and times each drill family from the click on its name to its drill
on screen (each family in a new browser session, as a new learner). It also prints how
long the server took to be healthy and to be ready.

    python bench/first_drill.py [--drill-samples N]

The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lessons.drill_pool import drill_families  # noqa: E402
from lessons.kit.families import DrillFamily  # noqa: E402
from tests.browser.browser_app import (  # noqa: E402
    APP_READY,
    CHROMIUM,
    CHROMIUM_ARGS,
    free_port,
)

EXERCISE = "[class*='st-key-train_exercise']"


def _get(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.read().decode()
    except OSError:
        return None


def wait_until(check, timeout: float, what: str) -> float:
    """Seconds until ``check()`` is true (``RuntimeError`` after ``timeout``)."""
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        if check():
            return time.perf_counter() - start
        time.sleep(0.2)
    raise RuntimeError(f"{what} not within {timeout:.0f} s")


def first_drill_seconds(browser, url: str, family: DrillFamily) -> float:
    """From the click on ``family`` on Train to its drill on screen, in a new session."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(f"{url}/train")
        page.wait_for_selector(APP_READY, timeout=60_000)
        page.wait_for_selector(EXERCISE, timeout=60_000)  # the first family's exercise
        start = time.perf_counter()
        page.get_by_role("radio", name=family.label, exact=True).click()
        page.wait_for_selector(f"{EXERCISE} >> text={family.label} ·", timeout=300_000)
        return time.perf_counter() - start
    finally:
        page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--drill-samples", type=int, default=None,
                        help="EUCHRE_DRILL_SAMPLES for the server (default: the app's)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as work:
        env = {**os.environ, "EUCHRE_WARM_DRILLS": "1",
               "EUCHRE_DATABASE_URL": f"sqlite:///{Path(work) / 'bench.db'}"}
        if args.drill_samples is not None:
            env["EUCHRE_DRILL_SAMPLES"] = str(args.drill_samples)
        log = Path(work) / "server.log"
        started = time.perf_counter()
        with log.open("wb") as stream:
            server = subprocess.Popen(
                [sys.executable, "-m", "streamlit", "run", str(ROOT / "server.py"),
                 "--server.port", str(port), "--server.headless", "true"],
                cwd=ROOT, env=env, stdout=stream, stderr=subprocess.STDOUT)
        try:
            wait_until(lambda: _get(f"{url}/_stcore/health") == "ok", 120, "healthy")
            healthy = time.perf_counter() - started
            wait_until(lambda: '"ready":true' in (_get(f"{url}/warm-up") or ""), 900,
                       "the warm-up")
            ready = time.perf_counter() - started
            starters = json.loads(_get(f"{url}/warm-up") or "{}").get("drills", {})
            for key, seconds in starters.items():
                print(f"starter {key:48} ready {seconds:6.1f} s into the drills' warm-up")
            print(f"server healthy after {healthy:.1f} s, ready (warmed up) after "
                  f"{ready:.1f} s", flush=True)
            times = {}
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=str(CHROMIUM),
                                                     args=CHROMIUM_ARGS)
                try:
                    for family in drill_families():
                        times[family.id] = first_drill_seconds(browser, url, family)
                        print(f"{family.label:32} first drill {times[family.id]:.2f} s",
                              flush=True)
                finally:
                    browser.close()
        finally:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
        warmed = re.findall(r"Euchre School is warmed up.*", log.read_text())
        print(warmed[0] if warmed else "(the server did not log its warm-up)")
    print(json.dumps({"healthy_s": round(healthy, 1), "ready_s": round(ready, 1),
                      "starters": len(starters),
                      "first_drill_s": {k: round(v, 2) for k, v in times.items()}}))


if __name__ == "__main__":
    main()
