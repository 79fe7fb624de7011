"""The Hand analyser's time for a fresh analysis (target: at most 1 s).

Times what the page does after "Analyse" (Expert as the hints' adviser, in this
process) on random set-up bidding positions (round 1 and round 2), on
every card-play decision of the first hands of a first-legal-action match, replayed as
the page replays a recorded match, on card-play positions set up by clicking (the seat's
cards and every card played, built and checked by the engine: that building is timed
too) and on the steps of whole deals set up for a review.

Run: ``nice -n 10 python bench/analyser_timing.py [--positions N]``; the last printed
line is JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre import PASS, ActionKind, HandState, Match, Phase, Rules, Seat
from euchre.games.euchre.bots.expert import _compile_once
from lessons.euchre.analysis import BiddingSetup, analysis_feedback, bidding_view, recorded_view
from lessons.euchre.analysis_setups import DealSetup, card_play_setup_of, card_play_view, deal_view
from table import players


def _timed(view, seed: int) -> float:
    start = time.perf_counter()
    analysis_feedback(view, players.adviser(seed).decide(view))
    return time.perf_counter() - start


def _played_to(seed: int, rng: random.Random) -> HandState:
    """A hand dealt from ``seed`` and played at random to a card to play (or to its end)."""
    state = HandState.from_seed(seed)
    stop = rng.randrange(1, 19)
    while not state.is_over and (state.phase is not Phase.PLAY or stop > 0):
        stop -= state.phase is Phase.PLAY
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _set_up_card_play(positions: int, rng: random.Random) -> list[float]:
    """Set-up card-play positions: the engine builds the view, then Expert values it."""
    times: list[float] = []
    seed = 0
    while len(times) < positions:
        seed += 1
        state = _played_to(seed, rng)
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        setup = card_play_setup_of(state)
        start = time.perf_counter()
        view = card_play_view(setup)
        times.append(time.perf_counter() - start + _timed(view, setup.seed))
    return times


def _whole_deal_steps(positions: int, rng: random.Random) -> list[float]:
    """Steps of whole deals: the engine deals and replays to the step, Expert values it."""
    times: list[float] = []
    seed = 0
    while len(times) < positions:
        seed += 1
        hand = HandState.from_seed(seed)
        state = hand
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        deal = hand.deal
        setup = DealSetup(deal.dealer, deal.hands, deal.upcard,
                          moves=tuple(action for _, action in state.history))
        step = rng.randrange(len(setup.moves))
        start = time.perf_counter()
        view = deal_view(setup, step)
        if len(view.legal_actions) < 2:
            continue
        times.append(time.perf_counter() - start + _timed(view, seed))
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    _compile_once()
    rng = random.Random(args.seed)
    deck = list(Rules().deck.cards())
    times: dict[str, list[float]] = {"round 1": [], "round 2": [], "card play": [],
                                     "card play set up": [], "whole-deal step": []}
    for index in range(args.positions):
        cards = rng.sample(deck, 6)
        round_two = index % 2 == 1
        bids = (PASS,) * (rng.randrange(4) + (4 if round_two else 0))
        setup = BiddingSetup(Seat(rng.randrange(4)), tuple(cards[:5]), cards[5],
                             (rng.randrange(10), rng.randrange(10)), bids)
        times["round 2" if round_two else "round 1"].append(
            _timed(bidding_view(setup), setup.seed))
    match = Match.new(seed=args.seed)
    while not match.is_over:
        match = match.next_hand() if match.hand_over else match.apply(match.legal_actions()[0])
    for number, hand in enumerate(match.hands[:6], start=1):
        for move, (_seat, action) in enumerate(hand.history):
            if action.kind is not ActionKind.PLAY:
                continue
            view = recorded_view(hand, move, (0, 0), number)
            if len(view.legal_actions) > 1:
                times["card play"].append(_timed(view, move))
    times["card play set up"] = _set_up_card_play(args.positions, rng)
    times["whole-deal step"] = _whole_deal_steps(args.positions, rng)
    summary = {name: {"positions": len(values), "median_s": round(statistics.median(values), 3),
                      "max_s": round(max(values), 3)} for name, values in times.items() if values}
    for name, figures in summary.items():
        print(f"{name}: {figures['positions']} positions, median {figures['median_s']:.3f} s, "
              f"max {figures['max_s']:.3f} s")
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
