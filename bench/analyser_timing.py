"""The Hand analyser's time for a fresh analysis (target: at most 1 s).

Times what the page does after "Analyse" (Expert as the hints' adviser, in this
process) on random set-up bidding positions (round 1 and round 2), on
every card-play decision of the first hands of a first-legal-action match, replayed as
the page replays a recorded match, on card-play positions set up by clicking (the seat's
cards and every card played, built and checked by the engine: that building is timed
too) and on the steps of whole deals set up for a review.

For Cutthroat, Buck Euchre and Five Hundred (``--games``) it times the family's set-up
form (``lessons.kit.position_setup``) the same way: calls, cards to play set up with the
other hands unseen (the deciding seat's dealt hand placed, the moves replayed, the unseen
cards placed by the engine's checks), and steps of whole deals; and, apart, the time the
form takes to list every next option with its reason (``next_options``), which it does on
every rerun, at a card played by a seat whose hand is unseen (each card it does not
hold is tried by rebuilding the set-up with it).

Run: ``nice -n 10 python bench/analyser_timing.py [--positions N] [--games euchre,buck]``;
the last printed line is JSON.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from euchre import PASS, ActionKind, HandState, Match, Phase, Rules, Seat, games
from euchre.games import PLAY_PHASE
from euchre.games.euchre.bots.expert import _compile_once
from lessons.euchre.analysis import BiddingSetup, analysis_feedback, bidding_view, recorded_view
from lessons.euchre.analysis_setups import DealSetup, card_play_setup_of, card_play_view, deal_view
from lessons.kit.analysis import analysis_feedback as family_feedback
from lessons.kit.position_setup import (
    UNSEEN_DISCARD,
    PositionSetup,
    build,
    next_options,
    position_view,
    starting_score,
)
from table import players


def _timed(view, seed: int) -> float:
    start = time.perf_counter()
    analysis_feedback(view, players.adviser(view.game_id, seed).decide(view))
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


def _family_timed(view, seed: int) -> float:
    start = time.perf_counter()
    family_feedback(view, players.adviser(view.game_id, seed).decide(view), "")
    return time.perf_counter() - start


def _random_hand(game_id: str, seed: int, rng: random.Random, stop_in_play: bool):
    """A hand of ``game_id`` dealt from ``seed`` and played at random to a decision of
    South with a choice (in the calls, or in the card play), with its moves; None when the
    hand never offers South one."""
    spec = games.game(game_id)
    seats = spec.seating.seats
    state = spec.new_hand(seed, None, seats[-1])
    moves = []
    while not state.is_over:
        legal = state.legal_actions()
        in_play = state.phase == PLAY_PHASE
        if (state.to_act == seats[0] and len(legal) > 1 and in_play == stop_in_play
                and rng.random() < 0.5):
            return state, moves
        moves.append((state.to_act, rng.choice(legal)))
        state = state.apply(moves[-1][1], moves[-1][0])
    return None


def _family(game_id: str, positions: int, rng: random.Random) -> dict[str, list[float]]:
    """Calls, cards to play and whole-deal steps of ``game_id`` set up on the shared form,
    and the form's listing of the next options."""
    spec = games.game(game_id)
    calls = importlib.import_module(f"lessons.{game_id}.analyser").CONFIG.calls(spec.rules_type())
    times: dict[str, list[float]] = {f"{game_id} call": [], f"{game_id} card play set up": [],
                                     f"{game_id} whole-deal step": [],
                                     f"{game_id} next options listed at a hidden card": []}
    seed = 0
    for kind, in_play in (("call", False), ("card play set up", True)):
        while len(times[f"{game_id} {kind}"]) < positions:
            seed += 1
            found = _random_hand(game_id, seed, rng, in_play)
            if found is None:
                continue
            state, moves = found
            deal = state.deal
            pins = [("seat:0", tuple(deal.hands[0]))]
            if getattr(deal, "upcard", None) is not None:
                pins.append(("upcard", (deal.upcard,)))
            phases = _phases(spec, deal, moves)
            texts = tuple(UNSEEN_DISCARD.text if seat != 0 and action.card is not None
                          and phase != PLAY_PHASE else action.text
                          for (seat, action), phase in zip(moves, phases, strict=True))
            setup = PositionSetup(game_id, dealer=spec.seating.seats[-1], seed=seed,
                                  pins=tuple(pins), moves=texts)
            start = time.perf_counter()
            built = build(setup)
            view = position_view(setup, built)
            times[f"{game_id} {kind}"].append(time.perf_counter() - start
                                              + _family_timed(view, setup.analysis_seed))
            if moves and moves[-1][0] != 0 and phases[-1] == PLAY_PHASE:  # a hidden card
                before = dataclasses.replace(setup, moves=texts[:-1])
                start = time.perf_counter()
                next_options(before, build(before), calls, hidden=True)
                listed = time.perf_counter() - start
                times[f"{game_id} next options listed at a hidden card"].append(listed)
    while len(times[f"{game_id} whole-deal step"]) < positions:
        seed += 1
        state = spec.new_hand(seed, None, spec.seating.seats[-1])
        moves = []
        while not state.is_over:
            moves.append(rng.choice(state.legal_actions()).text)
            state = state.apply(spec.parse_action(moves[-1]))
        setup = PositionSetup(game_id, dealer=spec.seating.seats[-1], seed=seed,
                              moves=tuple(moves))
        step = rng.randrange(len(moves))
        start = time.perf_counter()
        built = build(setup, step)
        if len(built.state.legal_actions()) < 2:
            continue
        view = built.state.view(built.state.to_act, starting_score(setup), 1)
        times[f"{game_id} whole-deal step"].append(time.perf_counter() - start
                                                   + _family_timed(view, seed))
    return times


def _phases(spec, deal, moves) -> list[str]:
    state = spec.hand_from_deal(deal)
    phases = []
    for seat, action in moves:
        phases.append(state.phase)
        state = state.apply(action, seat)
    return phases


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(games.game_ids()),
                        help="comma-separated game ids (default: every game)")
    args = parser.parse_args()
    chosen = args.games.split(",")
    rng = random.Random(args.seed)
    times: dict[str, list[float]] = {}
    if "euchre" in chosen:
        times.update(_euchre(args, rng))
    for game_id in chosen:
        if game_id != "euchre":
            games.game(game_id).warm_up()
            times.update(_family(game_id, args.positions, rng))
    summary = {name: {"positions": len(values), "median_s": round(statistics.median(values), 3),
                      "max_s": round(max(values), 3)} for name, values in times.items() if values}
    for name, figures in summary.items():
        print(f"{name}: {figures['positions']} positions, median {figures['median_s']:.3f} s, "
              f"max {figures['max_s']:.3f} s")
    print(json.dumps(summary))
    return 0


def _euchre(args: argparse.Namespace, rng: random.Random) -> dict[str, list[float]]:
    """Four-handed Euchre's set-ups and recorded positions."""
    _compile_once()
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
    return times


if __name__ == "__main__":
    raise SystemExit(main())
