"""Is a hand worth playing alone? The Expert plays both bids out and the figures answer.

For a position where the learner may make trump with or without the partner, the
Expert deals the unseen cards many times, plays the partnered bid and the lone bid out
on every deal, and counts what each scores: the average points, how often the hand
takes all five tricks, how often it is euchred. The verdict and its reason are read
from those counts, never typed in.
"""

from __future__ import annotations

from dataclasses import dataclass

from euchre import Action, Card, Rank, SeatView, effective_suit
from euchre.games.euchre.bots.expert import Simulation, steady_expert
from euchre.games.euchre.bots.simulate import OTHER_POINTS, OWN_POINTS, OWN_TRICKS
from lessons.euchre.explain import cards_text

__all__ = ["LonerVerdict", "judge_loner"]

JUDGE_SEED = 2024
JUDGE_SAMPLES = 400


@dataclass(frozen=True)
class BidRecord:
    """One bid played out on every sampled deal."""

    action: Action
    average: float  # net points for the bidder's team, per deal
    marches: int  # deals where the bidder's side took all five tricks
    euchres: int  # deals where the bidder's side was euchred


@dataclass(frozen=True)
class LonerVerdict:
    """The partnered bid and the lone bid, each played out on the same sampled deals."""

    samples: int
    partnered: BidRecord
    alone: BidRecord
    partner: str  # the partner's seat name
    low_side_cards: tuple[Card, ...]  # off-suit cards below the ace

    @property
    def worth_alone(self) -> bool:
        return self.alone.average > self.partnered.average

    def grid(self) -> tuple[tuple[str, ...], ...]:
        """A table of the figures: one row per bid."""
        rows = [("bid", "points on average", "all five tricks", "euchred")]
        for label, record in ((f"{self.partnered.action.text}, with {self.partner}",
                               self.partnered), (self.alone.action.text, self.alone)):
            rows.append((label, f"{record.average:+.2f}", self._of(record.marches),
                         self._of(record.euchres)))
        return tuple(rows)

    def answer(self) -> str:
        """The verdict and its reason, in words and the Expert's figures."""
        alone, partnered, n = self.alone, self.partnered, self.samples
        verdict = "**Yes**: go alone." if self.worth_alone else (
            f"**No**: make trump with {self.partner}.")
        lines = [
            f"{verdict} The Expert played both bids out on {n} deals of the cards you cannot "
            f"see. Alone, the hand takes all five tricks {self._times(alone.marches)} and "
            f"scores {alone.average:+.2f} points on average; with {self.partner} the side "
            f"takes all five {self._times(partnered.marches)} and scores "
            f"{partnered.average:+.2f}.",
        ]
        if self.low_side_cards and not self.worth_alone:
            lines.append(
                f"The reason: alone, the hand scores 4 only by taking all five tricks, and "
                f"the {cards_text(self.low_side_cards)} cannot win theirs; {self.partner} "
                "often wins those tricks, so together the side marches for 2 — and three or "
                "four tricks score 1 either way.")
        elif self.worth_alone:
            lines.append("The reason: the hand wins nearly every trick by itself, and a "
                         "lone march scores 4 instead of 2.")
        return " ".join(lines)

    def _of(self, count: int) -> str:
        return f"{count} of {self.samples}"

    def _times(self, count: int) -> str:
        if count == 0:
            return "in none of them"
        return f"in {count} ({count / self.samples:.0%})"


def _record(simulation: Simulation, index: int) -> BidRecord:
    """One bid's figures over the deals drawn (a deal drawn twice counts twice)."""
    outcomes = simulation.outcomes[:, index, :]
    draws = simulation.draws()
    net = outcomes[:, OWN_POINTS].astype(float) - outcomes[:, OTHER_POINTS]
    tricks = outcomes[:, OWN_TRICKS]
    return BidRecord(simulation.actions[index], round(float(draws @ net / draws.sum()), 2),
                     int(draws[tricks == 5].sum()), int(draws[tricks < 3].sum()))


def judge_loner(view: SeatView, seed: int = JUDGE_SEED,
                samples: int = JUDGE_SAMPLES) -> LonerVerdict:
    """Play the view's partnered bid and its lone twin out on the same sampled deals."""
    simulation = steady_expert(seed, samples).simulate(view)
    actions = simulation.actions
    alone = next(index for index, action in enumerate(actions) if action.alone)
    twin = next(index for index, action in enumerate(actions)
                if action.is_bid and not action.alone and action.kind is actions[alone].kind
                and action.suit == actions[alone].suit)
    trump = view.upcard.suit if actions[alone].suit is None else actions[alone].suit
    low = tuple(card for card in view.hand
                if effective_suit(card, trump) != trump and card.rank is not Rank.ACE)
    return LonerVerdict(int(simulation.draws().sum()), _record(simulation, twin),
                        _record(simulation, alone),
                        view.seat.partner.label, low)
