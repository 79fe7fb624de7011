"""Buck Euchre Expert: values every bid, discard, drop-out and card by looking ahead.

For each decision it deals the cards it cannot see a fixed number of times, consistently
with its view (``simulation``: the other hands and the kitty, the voids shown, and every
bid and drop-out decision heard, weighed by Normal's counts), plays every legal option
out on each deal — the later decisions by the models, the card play by the shared solver
with its own tricks against the other three — and takes the option with the most points
gained: how far its own count goes down this hand (a trick 1; bucked or set −5), the true
points of Buck's scoring read from the engine, not a team's margin. Dropping out gains
exactly 0.

Fixed work: a fixed number of deals per decision for its phase, drawn from the bot's seed
and the position, so its choice and every figure depend only on the position and the
seed, never on the load of the machine.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from euchre.actions import Action, ActionKind
from euchre.bots import explain as ex
from euchre.bots.base import Decision, Difficulty, Explanation, Factor
from euchre.bots.explain import live_sentence
from euchre.bots.lookahead import (
    LookaheadBot,
    Simulation,
    cheaper_first,
    pick_option,
    rival_of,
    run_batches,
)
from euchre.bots.lookahead_words import (
    bid_margin_factor,
    capitalised,
    counted_instead,
    gerund,
    samples_factor,
    trumps_held_factor,
    trumps_played_factor,
    voids_shown_factor,
)
from euchre.bots.trick_reading import winning_play
from euchre.cards import effective_suit
from euchre.games.buck.actions import STAY_IN, BuckKind
from euchre.games.buck.bots.normal import NormalBuckBot
from euchre.games.buck.bots.phased import BuckBot
from euchre.games.buck.bots.simulation import (
    card_gains,
    option_gains,
    sample_hands,
    sample_positions,
)
from euchre.games.buck.bots.words import GAIN_WORDS, contract_factor, move_words, score_factor
from euchre.games.buck.phases import BuckPhase
from euchre.games.buck.view import BuckView
from euchre.tricks.solver import warm_up

__all__ = ["BID_SAMPLES", "PLAY_SAMPLES", "ExpertBuckBot"]

BID_SAMPLES = 24  # sampled deals per decision before the play
PLAY_SAMPLES = 32  # sampled deals per card played
BATCH = 8
BID_MARGIN = 0.0  # making trump must beat passing by this much


class ExpertBuckBot(LookaheadBot, BuckBot):
    """Looks ahead on sampled deals; explains with the simulated points gained."""

    difficulty = Difficulty.EXPERT
    game_tag = "buck"

    def __init__(self, seed: int = 0, bid_samples: int = BID_SAMPLES,
                 play_samples: int = PLAY_SAMPLES, bid_margin: float = BID_MARGIN) -> None:
        if bid_samples < 1 or play_samples < 1:
            raise ValueError("an Expert needs at least one sampled deal per decision.")
        self.seed = seed
        self.bid_samples = bid_samples
        self.play_samples = play_samples
        self.bid_margin = bid_margin

    # ---- the API ----------------------------------------------------------------------
    def decide(self, view: BuckView) -> Decision:  # type: ignore[override]
        self.check(view)
        warm_up()
        return self._only_choice(view) or super().decide(view)

    def simulate(self, view: BuckView) -> Simulation:
        """Every option played out on the sampled deals: the figures behind a decision."""
        self.check(view)
        return self._run(view)

    # ---- phases: every decision by simulation ---------------------------------------------
    def _choose(self, view: BuckView) -> tuple[Action, Explanation]:
        return self._decide_by_simulation(view)

    bid_round_one = bid_round_two = dealer_discard = drop_out = play = _choose

    # ---- simulating -------------------------------------------------------------------
    def _by_counting(self, view: BuckView) -> tuple[Action, Explanation]:
        return counted_instead(*NormalBuckBot(self.seed)._choose(view))

    def _move(self, action: Action, view: BuckView) -> str:
        return move_words(action, view)

    def _words(self, action: Action, view: BuckView) -> str:
        return _gerund(action, view)

    def _counted_factors(self, view: BuckView) -> list[Factor]:
        return _play_factors(view) if view.phase is BuckPhase.PLAY else []

    def _run(self, view: BuckView) -> Simulation:
        actions = tuple(view.legal_actions)
        me = view.seat
        if view.phase is BuckPhase.PLAY:
            wanted = self.play_samples

            def run(size: int, seed: int) -> np.ndarray:
                rows = [card_gains(view, hands, actions)
                        for hands in sample_hands(view, size, seed)]
                return np.array(rows, dtype=float).reshape(len(rows), len(actions))
        else:
            wanted = self.bid_samples

            def run(size: int, seed: int) -> np.ndarray:
                rows = [option_gains(hand, me, actions, view.score)
                        for hand in sample_positions(view, size, seed)]
                return np.array(rows, dtype=float).reshape(len(rows), len(actions))

        gains = self._batches(view, wanted, run)
        if gains is None:
            gains = np.zeros((0, len(actions)))
        return Simulation(actions, gains, tuple(_gerund(a, view) for a in actions))

    def _batches(self, view: BuckView, wanted: int,
                 run_batch: Callable[[int, int], np.ndarray]) -> np.ndarray | None:
        return run_batches(wanted, BATCH, lambda index: self._position_seed(view, str(index)),
                           run_batch)

    # ---- choosing -------------------------------------------------------------------------
    def _pick(self, view: BuckView, simulation: Simulation) -> int:
        led = view.led_card
        led_suit = None if led is None else effective_suit(led, view.trump)
        return pick_option(simulation, lambda action: cheaper_first(
            action, view.trump, led_suit, {ActionKind.PASS: 0.0, BuckKind.DROP_OUT: 0.5},
            default=-0.5), self.bid_margin)

    # ---- explaining -----------------------------------------------------------------------
    def _explain(self, view: BuckView, simulation: Simulation, chosen: int) -> Explanation:
        means = simulation.means()
        actions = simulation.actions
        n = simulation.samples
        label = simulation.labels
        rival = rival_of(simulation, chosen)
        head = (f"In {n} sampled deals {label[chosen]} gains {means[chosen]:+.2f} points on "
                f"average against {means[rival]:+.2f} for {label[rival]} (a point gained is "
                "a point off my count)")
        factors: list[Factor] = [
            samples_factor(n),
            Factor("expected_gain", round(float(means[chosen]), 2),
                   f"{capitalised(label[chosen])} averages {means[chosen]:+.2f} {GAIN_WORDS}."),
        ]
        margin_factor = bid_margin_factor(simulation, chosen, self.bid_margin)
        if margin_factor is not None:
            factors.append(margin_factor)
            head += ". " + margin_factor.text
        if STAY_IN in actions:
            stay = simulation.margins[:, actions.index(STAY_IN)]
            bucked = float(np.mean(stay == -5))
            factors.append(Factor("p_bucked", round(bucked, 3),
                                  f"Staying in, I am bucked in {100 * bucked:.0f}% of the "
                                  "sampled deals; dropping out gains exactly 0."))
            factors += [contract_factor(view), score_factor(view)]
        if view.phase is BuckPhase.PLAY:
            factors += _play_factors(view)
            summary = f"I play {actions[chosen].card.symbol}. {head}."
        else:
            factors += _bid_factors(view, actions[chosen])
            summary = head + "."
        return Explanation(summary.replace("..", "."), tuple(factors),
                           simulation.options(chosen),
                           live_sentence(move_words(actions[chosen], view)))


# ---- helpers ------------------------------------------------------------------------------


def _gerund(action: Action, view: BuckView) -> str:
    return gerund(action, view.seat == view.dealer,
                  {BuckKind.DROP_OUT: "dropping out", BuckKind.STAY_IN: "staying in"})


def _bid_factors(view: BuckView, chosen: Action) -> list[Factor]:
    factors: list[Factor] = []
    suit = chosen.suit if chosen.kind is ActionKind.NAME_TRUMP else view.trump
    if suit is None and view.phase is BuckPhase.BIDDING_ROUND_1:
        suit = view.upcard_suit
    if suit is not None:
        factors.append(trumps_held_factor(view.hand, suit))
    heard = [who for who, action in view.bids if who != view.seat
             and action.kind in (ActionKind.PASS, BuckKind.STAY_IN, BuckKind.DROP_OUT)]
    if heard:
        names = ", ".join(dict.fromkeys(who.label for who in heard))
        factors.append(Factor("decisions_heard", len(heard),
                              f"I deal {names} hands that fit what they bid and decided.",
                              public=True))
    return factors


def _play_factors(view: BuckView) -> list[Factor]:
    """What Expert counted: the contract, trumps played, the trick, the voids shown."""
    factors: list[Factor] = [contract_factor(view)]
    if view.trump is not None:
        factors.append(trumps_played_factor(view.played_cards, view.trump))
    winning = winning_play(view)
    if winning is not None:
        factors.append(ex.winning_factor(*winning, False))
    voids = voids_shown_factor(view)
    if voids is not None:
        factors.append(voids)
    return factors
