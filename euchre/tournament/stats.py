"""Summaries with their uncertainty: means ± standard error, shares ± 95 % intervals."""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import fmean, median, stdev

__all__ = ["Estimate", "TimingSummary", "estimate", "summarise_times"]

Z95 = 1.959964


@dataclass(frozen=True)
class Estimate:
    """A mean over ``n`` independent values and its standard error."""

    mean: float
    std_error: float
    n: int

    @property
    def ci95(self) -> float:
        """Half-width of the 95 % confidence interval (normal approximation)."""
        return Z95 * self.std_error

    def __str__(self) -> str:
        return f"{self.mean:+.3f} ± {self.std_error:.3f}"


def estimate(values: list[float]) -> Estimate:
    n = len(values)
    if n == 0:
        return Estimate(math.nan, math.nan, 0)
    spread = stdev(values) / math.sqrt(n) if n > 1 else math.nan
    return Estimate(fmean(values), spread, n)


@dataclass(frozen=True)
class TimingSummary:
    """Decision times in milliseconds."""

    decisions: int
    mean_ms: float
    median_ms: float
    p95_ms: float
    max_ms: float


def summarise_times(times: list[float]) -> TimingSummary:
    if not times:
        return TimingSummary(0, math.nan, math.nan, math.nan, math.nan)
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return TimingSummary(len(ordered), fmean(ordered), median(ordered), p95, ordered[-1])
