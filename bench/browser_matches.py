"""The Play page in Chromium: click-to-update time and whether every bot decision is drawn.

Starts the app under ``streamlit run`` (as the browser tests do), plays whole hands
against Normal bots by clicking the first legal button each time, and reports:

- click-to-update: from the browser's click event to the table's first change, on the
  page's own clock (target: median under 300 ms);
- positions drawn: every (hand, move) the table showed, from a MutationObserver; a
  position the browser never drew counts as skipped (target: none);
- the bot pace on the server's clock (each bot decision at least the pace after the
  change before it).

    python bench/browser_matches.py [--hands 10] [--pace 0.3]

Needs Debian's ``chromium`` (``make test`` installs it). The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser.browser_app import chromium_browser, running_app
from tests.browser.driver import (
    FINISHED,
    USER_BUTTONS,
    bot_decision_gaps,
    click_and_time,
    hand_changes,
    open_play_page,
    settle,
    shown_positions,
    skipped_positions,
    start_match,
)


def play_hands(hands: int, pace: float) -> dict[str, object]:
    clicks: list[float] = []
    skipped: list[tuple[int, int]] = []
    drawn = 0
    bot_gaps: list[float] = []
    with tempfile.TemporaryDirectory() as work, \
            running_app(Path(work), str(pace), "bench-browser-server.log") as server, \
            chromium_browser() as browser:
        for number in range(1, hands + 1):
            page = open_play_page(browser, server, 1280, 900)
            since = len(server.timeline())
            start_match(page, "Normal")
            while settle(page)[2] not in FINISHED:
                clicks.append(click_and_time(
                    page, page.locator(USER_BUTTONS).filter(visible=True).first))
            shown = shown_positions(page)
            drawn += len(shown)
            skipped += skipped_positions(shown)
            bot_gaps += bot_decision_gaps(hand_changes(server, since, 1))
            page.close()
            print(f"hand {number}/{hands}: {len(shown)} positions drawn, "
                  f"{len(skipped)} skipped so far", flush=True)
    ordered = sorted(clicks)
    return {
        "hands": hands,
        "clicks": len(clicks),
        "click_to_update_median_ms": round(statistics.median(clicks) * 1000, 1),
        "click_to_update_p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 1),
        "positions_drawn": drawn,
        "positions_skipped": len(skipped),
        "bot_pace_s": pace,
        "shortest_bot_gap_s": round(min(bot_gaps), 3),
        "median_bot_gap_s": round(statistics.median(bot_gaps), 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--pace", type=float, default=0.3, help="bot pace in seconds")
    args = parser.parse_args()
    report = play_hands(args.hands, args.pace)
    print(f"click-to-update: median {report['click_to_update_median_ms']:.0f} ms, "
          f"p95 {report['click_to_update_p95_ms']:.0f} ms over {report['clicks']} clicks")
    print(f"positions: {report['positions_drawn']} drawn, {report['positions_skipped']} "
          f"skipped; bot decisions {report['shortest_bot_gap_s']} s apart at the least "
          f"(pace {args.pace} s)")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
