"""Small seeded duplicate tournaments: each level beats the one below it.

Sizes and margins were chosen from the spread over 200 other seeds (1000–1199), not by
picking a lucky seed:
- Easy vs random, 100 duplicate deals: a seed's mean is about +0.9 points per deal with a
  spread (standard deviation over seeds) near 0.09, so the bar of +0.4 sits more than five
  spreads below; at 30 deals the lowest of the 200 seeds was +0.38.
- Normal vs Easy, 200 duplicate deals: about +0.4 with a spread near 0.065, so the bar of
  +0.1 is more than four spreads below; at 60 deals the lowest of the 200 seeds was +0.075.
- Normal vs Easy, 20 duplicate matches to 10: Normal wins about 85 % with a spread of 0.047
  over 60 seeds (lowest 70 %), so the bar of 60 % is five spreads below.
The big runs that measure the targets are benchmarks (``python -m euchre.tournament``).
"""

from __future__ import annotations

from euchre.tournament import Lineup, run_tournament


def _result(first: str, second: str, deals: int = 0, matches: int = 0, seed: int = 2024):
    return run_tournament("euchre", [Lineup(first, second)], deals, matches, seed=seed, processes=1,
                          progress=False)[0]


def test_easy_beats_the_random_player_on_duplicate_deals() -> None:
    result = _result("easy", "random", deals=100)
    assert result.points_per_deal.n == 100
    assert result.points_per_deal.mean > 0.4


def test_normal_beats_easy_on_duplicate_deals() -> None:
    result = _result("normal", "easy", deals=200)
    assert result.points_per_deal.mean > 0.1


def test_normal_wins_most_matches_against_easy() -> None:
    result = _result("normal", "easy", matches=20)
    assert result.match_share.n == 20
    assert result.match_share.mean > 0.6


def test_a_bot_against_itself_scores_exactly_zero_on_duplicate_deals() -> None:
    """Duplicate play cancels the luck of the cards: Normal, which draws no random numbers,
    against itself nets exactly zero on every deal."""
    result = _result("normal", "normal", deals=40)
    assert result.points_per_deal.mean == 0
