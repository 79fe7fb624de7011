"""Tournament output: a printed table, CSV files and an altair chart."""

from __future__ import annotations

import csv
import importlib.util
import json
import math
from pathlib import Path
from typing import Any

import altair as alt
import pandas as pd

from euchre.tournament.duplicate import DealOutcome, MatchOutcome, seat_arrangements
from euchre.tournament.run import LineupResult

__all__ = ["format_table", "match_words", "report_bench", "summary_rows", "write_outputs"]


def _figure(value: float, digits: int = 4) -> float | None:
    """Rounded, or ``None`` when there is nothing to measure (no games of that kind)."""
    return None if math.isnan(value) else round(value, digits)


def summary_rows(results: list[LineupResult], seed: int) -> list[dict[str, object]]:
    """One row per line-up: strength figures with their uncertainty, then decision times."""
    rows = []
    for result in results:
        points = result.points_per_deal
        share = result.match_share
        row: dict[str, object] = {
            "lineup": result.lineup.label,
            "bot_a": result.lineup.first,
            "bot_b": result.lineup.second,
            "seed": seed,
            "duplicate_deals": points.n,
            "points_per_deal": _figure(points.mean),
            "points_per_deal_se": _figure(points.std_error),
            "a_points_per_hand": _figure(result.a_points_per_hand),
            "b_points_per_hand": _figure(result.b_points_per_hand),
            "duplicate_matches": share.n,
            "a_match_share": _figure(share.mean),
            "a_match_share_ci95": _figure(share.ci95),
        }
        for side in ("A", "B"):
            timing = result.timing(side)
            prefix = side.lower()
            row[f"{prefix}_decisions"] = timing.decisions
            row[f"{prefix}_mean_ms"] = _figure(timing.mean_ms)
            row[f"{prefix}_median_ms"] = _figure(timing.median_ms)
            row[f"{prefix}_p95_ms"] = _figure(timing.p95_ms)
        rows.append(row)
    return rows


def _fmt(value: float, spec: str) -> str:
    return "—" if isinstance(value, float) and math.isnan(value) else format(value, spec)


def match_words(rules: Any) -> str:
    """What a match is, for the table: "matches to 10" or "games from 25 down"."""
    race = rules.score_race
    return f"games from {race.start} down" if race.counts_down else f"matches to {race.goal}"


def format_table(results: list[LineupResult], points_to_win: int | str = 10) -> str:
    """The printed table; ``points_to_win`` names the matches ("matches to 10" from a
    number, or any words from ``match_words``)."""
    matches_are = (f"matches to {points_to_win}" if isinstance(points_to_win, int)
                   else points_to_win)
    lines = []
    for result in results:
        points, share = result.points_per_deal, result.match_share
        lines.append(f"{result.lineup.label}")
        if points.n:
            lines.append(
                f"  points per deal for {result.lineup.first}: {_fmt(points.mean, '+.3f')} "
                f"± {_fmt(points.std_error, '.3f')} (standard error, {points.n} duplicate "
                f"deals = {result.hands_played} hands; {result.lineup.first} "
                f"{result.a_points_per_hand:.3f}, {result.lineup.second} "
                f"{result.b_points_per_hand:.3f} points per hand)")
        if share.n:
            lines.append(
                f"  {matches_are} won by {result.lineup.first}: "
                f"{_fmt(100 * share.mean, '.1f')} % ± {_fmt(100 * share.ci95, '.1f')} % "
                f"(95 % interval, {share.n} duplicate sets = "
                f"{sum(len(match.a_won) for match in result.matches)} matches)")
        for side in ("A", "B"):
            timing = result.timing(side)
            lines.append(
                f"  {result.bot_name(side)} ({side}) decision time: mean "
                f"{_fmt(timing.mean_ms, '.3f')} ms, median {_fmt(timing.median_ms, '.3f')} ms, "
                f"p95 {_fmt(timing.p95_ms, '.3f')} ms, max {_fmt(timing.max_ms, '.1f')} ms "
                f"over {timing.decisions} decisions")
    return "\n".join(lines)


def _chart(rows: list[dict[str, object]]) -> alt.HConcatChart:
    frame = pd.DataFrame(rows)
    frame["points_low"] = frame["points_per_deal"] - frame["points_per_deal_se"]
    frame["points_high"] = frame["points_per_deal"] + frame["points_per_deal_se"]
    frame["share_low"] = frame["a_match_share"] - frame["a_match_share_ci95"]
    frame["share_high"] = frame["a_match_share"] + frame["a_match_share_ci95"]
    lineup = alt.Y("lineup:N", title=None)
    base = alt.Chart(frame)
    points = (
        base.mark_errorbar().encode(x=alt.X("points_low:Q", title="points per deal for A "
                                            "(± standard error)"), x2="points_high:Q", y=lineup)
        + base.mark_point(filled=True, size=80).encode(
            x="points_per_deal:Q", y=lineup,
            tooltip=["lineup", "points_per_deal", "points_per_deal_se", "duplicate_deals"])
    ).properties(title="Strength on duplicate deals", width=320)
    charts = [points]
    if frame["duplicate_matches"].sum() > 0:
        shares = (
            base.mark_errorbar().encode(
                x=alt.X("share_low:Q", title="share of matches won by A (95 % interval)",
                        scale=alt.Scale(domain=[0, 1])), x2="share_high:Q", y=lineup)
            + base.mark_point(filled=True, size=80).encode(
                x="a_match_share:Q", y=lineup,
                tooltip=["lineup", "a_match_share", "a_match_share_ci95", "duplicate_matches"])
        ).properties(title="Matches", width=320)
        charts.append(shares)
    timing_rows = []
    for row in rows:
        for side in ("a", "b"):
            bot = row[f"bot_{side}"]
            for stat in ("median", "p95"):
                timing_rows.append({"bot": f"{bot} ({row['lineup']})", "statistic": stat,
                                    "ms": row[f"{side}_{stat}_ms"]})
    times = alt.Chart(pd.DataFrame(timing_rows)).mark_bar().encode(
        x=alt.X("ms:Q", title="decision time (ms)"), y=alt.Y("bot:N", title=None),
        yOffset="statistic:N", color="statistic:N", tooltip=["bot", "statistic", "ms"],
    ).properties(title="Decision time per bot", width=320)
    charts.append(times)
    return alt.hconcat(*charts)


def write_outputs(results: list[LineupResult], seed: int, out_dir: Path,
                  name: str) -> list[Path]:
    """Write ``<name>.csv`` (summary), ``<name>_deals.csv``, ``<name>_matches.csv`` and
    ``<name>.html`` (plus ``<name>.png`` when vl-convert is installed)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    rows = summary_rows(results, seed)
    written = []
    summary = out_dir / f"{name}.csv"
    _write_csv(summary, rows)
    written.append(summary)
    deal_rows = [_deal_row(r, d) for r in results for d in r.deals]
    if deal_rows:
        written.append(_write_csv(out_dir / f"{name}_deals.csv", deal_rows))
    match_rows = [_match_row(r, m) for r in results for m in r.matches]
    if match_rows:
        written.append(_write_csv(out_dir / f"{name}_matches.csv", match_rows))
    chart = _chart(rows)
    html = out_dir / f"{name}.html"
    can_convert = importlib.util.find_spec("vl_convert") is not None
    chart.save(str(html), inline=can_convert)  # inline scripts need vl-convert
    written.append(html)
    if can_convert:
        png = out_dir / f"{name}.png"
        chart.save(str(png))
        written.append(png)
    return written


def _deal_row(result: LineupResult, deal: DealOutcome) -> dict[str, object]:
    """Each side's mean points per seat in every seating, in ``seat_arrangements`` order
    (a seating named by each seat's side: "ABAB")."""
    row: dict[str, object] = {"lineup": result.lineup.label, "deal": deal.deal}
    for k, sides in enumerate(seat_arrangements(result.game, result.rules)):
        name = "".join(sides)
        row[f"a_points_{name}"] = deal.a_points[k]
        row[f"b_points_{name}"] = deal.b_points[k]
    row["net_per_deal"] = deal.net_per_deal
    return row


def _match_row(result: LineupResult, match: MatchOutcome) -> dict[str, object]:
    row: dict[str, object] = {"lineup": result.lineup.label, "match": match.match}
    for k, sides in enumerate(seat_arrangements(result.game, result.rules)):
        name = "".join(sides)
        row[f"a_won_{name}"] = match.a_won[k]
        row[f"hands_{name}"] = match.hands[k]
    return row


def _write_csv(path: Path, rows: list[dict[str, object]]) -> Path:
    with path.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    return path


def report_bench(results: list[LineupResult], table: str, seed: int, folder: Path, name: str,
                 seconds: float) -> None:
    """A bench's ending: the table, the wall time, the files written and a line of JSON."""
    print(table)
    print(f"Wall time {seconds:.0f} s.")
    written = write_outputs(results, seed, folder, name)
    print("Wrote " + ", ".join(str(path) for path in written))
    print(json.dumps(summary_rows(results, seed)))
