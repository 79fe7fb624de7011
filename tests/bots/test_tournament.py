"""The tournament tool: duplicate seating, determinism, reports, and the watch mode."""

from __future__ import annotations

import csv
import io
import re
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from euchre.tournament import Lineup, run_tournament, watch_match
from euchre.tournament.__main__ import main
from euchre.tournament.players import BOT_NAMES
from euchre.tournament.stats import estimate, summarise_times


def test_line_ups_accept_every_level_and_random() -> None:
    assert set(BOT_NAMES) == {"random", "easy", "normal", "expert"}
    assert Lineup.parse("Normal:easy") == Lineup("normal", "easy")
    assert Lineup.parse("expert-vs-normal") == Lineup("expert", "normal")
    with pytest.raises(ValueError, match="unknown bot 'hard'"):
        Lineup.parse("hard:easy")


def test_each_deal_is_played_both_ways_round_on_the_same_cards() -> None:
    result = run_tournament("euchre", [Lineup("easy", "random")], deals=6, seed=3, processes=1,
                            progress=False)[0]
    assert [deal.deal for deal in result.deals] == list(range(6))
    for deal in result.deals:
        # One side scores in each play of a deal (stick the dealer: no thrown-in hands).
        for orientation in range(2):
            assert (deal.a_points[orientation] > 0) != (deal.b_points[orientation] > 0)


def test_results_depend_on_the_seed_not_on_the_number_of_processes() -> None:
    lineups = [Lineup("normal", "easy")]
    one = run_tournament("euchre", lineups, deals=10, matches=2, seed=5, processes=1,
                         progress=False)[0]
    two = run_tournament("euchre", lineups, deals=10, matches=2, seed=5, processes=2,
                         progress=False)[0]
    other = run_tournament("euchre", lineups, deals=10, seed=6, processes=1, progress=False)[0]
    assert one.deals == two.deals and one.matches == two.matches
    assert one.deals != other.deals


def test_statistics_are_the_textbook_ones() -> None:
    values = [1.0, 2.0, 3.0, 4.0]
    figure = estimate(values)
    assert figure.mean == 2.5
    assert figure.std_error == pytest.approx(1.2909944 / 2)
    times = summarise_times([float(v) for v in range(1, 101)])
    assert (times.median_ms, times.p95_ms, times.max_ms) == (50.5, 95.0, 100.0)


def test_the_command_line_reports_figures_and_writes_csv_and_chart(tmp_path: Path) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["play", "easy:random", "--deals", "8", "--matches", "2", "--processes",
                     "1", "--out", str(tmp_path), "--no-progress", "--seed", "4"])
    assert code == 0
    text = out.getvalue()
    assert re.search(r"points per deal for easy: [+-]\d\.\d{3} ± \d\.\d{3}", text)
    assert re.search(r"matches to 10 won by easy: \d+\.\d % ± \d+\.\d %", text)
    assert re.search(r"easy \(A\) decision time: mean \d+\.\d+ ms, median \d+\.\d+ ms, "
                     r"p95 \d+\.\d+ ms", text)
    with (tmp_path / "euchre_easy-vs-random_seed4.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert rows[0]["lineup"] == "easy vs random" and rows[0]["duplicate_deals"] == "8"
    with (tmp_path / "euchre_easy-vs-random_seed4_deals.csv").open() as handle:
        deals = list(csv.DictReader(handle))
    mean = sum(float(row["net_per_deal"]) for row in deals) / len(deals)
    assert float(rows[0]["points_per_deal"]) == pytest.approx(mean, abs=1e-4)
    chart = (tmp_path / "euchre_easy-vs-random_seed4.html").read_text()
    assert "vega" in chart and "points per deal" in chart


def test_the_command_line_refuses_an_unknown_bot(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["play", "easy:hard"])
    assert "unknown bot 'hard'" in capsys.readouterr().err


def test_watch_prints_every_decision_with_its_explanation_and_factors() -> None:
    lines: list[str] = []
    match = watch_match("euchre", Lineup("normal", "easy"), seed=2, hands=2,
                        write=lines.append)
    text = "\n".join(lines)
    decisions = sum(len(hand.history) for hand in match.hands)
    assert len(re.findall(r"^\w+ \((normal|easy)\) .+ \[\d+\.\d+ ms\]$", text, re.M)) == decisions
    assert len(re.findall(r"^    “.+”$", text, re.M)) == decisions
    assert "· trumps = " in text and "Trick 1:" in text and "Score: North–South" in text


def test_watch_prints_each_factor_figure_unrounded() -> None:
    lines: list[str] = []
    watch_match("euchre", Lineup("expert", "normal"), seed=5, hands=1, write=lines.append)
    figures = re.findall(r"· expected_points = (-?\d+(?:\.\d+)?): \w+ .*?averages ([+-]\d+\.\d\d) ",
                         "\n".join(lines))
    assert figures
    for printed, said in figures:
        assert float(printed) == float(said)
