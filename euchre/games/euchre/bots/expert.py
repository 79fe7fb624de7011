"""Expert: decides every bid, discard, declaration and card by looking ahead.

For each decision Expert deals the cards it cannot see many times over, consistently
with everything its seat knows (``sampling``), plays every legal action out on each
sampled deal (``simulate``) and takes the action with the best average — weighed by the
match score (``match_odds``): near the end of a match a point can be worth much more or
much less than at the start.

- **Which deals.** Candidate deals are weighed by how well they explain the other
  players' bids and cards, and the deals played out are drawn in proportion to those
  weights (``KnownFacts.weighted``): nothing is rejected, so the sampling work is fixed.
- **How a deal is played out.** A card play (and the dealer's discard) is valued on each
  deal by searching its own side's cards while the other side plays by the play model's
  habits (``SIDE_SEARCH``): the opponents are pictured as the sound players of the
  bidding model, who cannot see the hidden cards, not as players who see every card
  (paired tests on duplicate deals against Normal: see ``CARD_PLAY``). A bid is valued
  with every seat playing its cards from its own hand by the play model: a search that
  sees every card flatters the maker, above all a loner, because nobody at a real table
  sees the hidden cards.
- **How much work.** A decision plays out a fixed number of deals for its phase (a
  card play stops sooner once one card is clearly best), and search nodes are capped by
  a fixed count: its choice and figures depend only on the view and the seed, never on
  the machine's load, so a saved match replays with the same bot moves. No clock is
  read in a decision (the slowest phase, the dealer's discard, takes about a tenth of a
  second on the shared two-core machine).

``samples=`` fixes the number of deals drawn (no early stop), for lessons that show the
figures.
"""

from __future__ import annotations

import copy
import threading
import time
import zlib
from dataclasses import dataclass

import numpy as np

from euchre.actions import PASS, Action, ActionKind
from euchre.bots.base import Bot, Decision, Difficulty, Explanation, Factor, OptionValue
from euchre.bots.explain import counted_hand_factor, live_sentence
from euchre.cards import Card, Suit, card_power, effective_suit, is_trump
from euchre.games.euchre.bots.bidding import BidContext, evaluate_suit
from euchre.games.euchre.bots.match_odds import win_probability
from euchre.games.euchre.bots.normal import NormalBot
from euchre.games.euchre.bots.sampling import KnownFacts, WeightedDeals
from euchre.games.euchre.bots.simulate import (
    HABITUAL,
    OTHER_POINTS,
    OWN_POINTS,
    OWN_TRICKS,
    SIDE_SEARCH,
    SOLVED,
    simulate_options,
)
from euchre.games.euchre.bots.words import move_words
from euchre.games.euchre.hand import HandState
from euchre.games.euchre.phases import Phase
from euchre.games.euchre.view import SeatView
from euchre.ranking import N_CARDS
from euchre.seats import Seat
from euchre.tricks.solver import SearchTable

__all__ = [
    "ExpertBot",
    "NoConsistentDeal",
    "Simulation",
    "play_factors",
    "steady_expert",
]

MAX_SAMPLES = 400
PLAY_SAMPLES = 400  # deals drawn for a card play (fewer once one card is clearly best;
# with the side search, 400 and 240 for the discard beat 200 and 120 by +0.0077 ± 0.0060
# points per deal on 4,000 duplicate deals against Normal)
DISCARD_SAMPLES = 240  # for the dealer's discard: six options, each a whole hand searched
BID_SAMPLES = 400  # for a bid: every option played out by the play model, no search
WORK_BUDGET = 400_000  # search nodes (and their equivalents) one decision may spend
COST_PER_PLAYOUT = 60  # node-equivalents for bidding out and playing out one (deal, action)
COST_PER_CANDIDATE = 8  # node-equivalents for dealing and weighing one candidate deal
MIN_SAMPLES = 8
BATCH = 16
EARLY_STOP_AFTER = 32  # a card play may stop after this many deals once it is clear:
EARLY_STOP_ERRORS = 3.0  # the best card beats every other by this many paired errors
ALONE_MARGIN = 0.0  # a loner must beat the best partnered option by this many points
# (paired tests on duplicate deals: 0 beats 0.25 by +0.018 ± 0.007 points per deal, and
# -0.25, going alone a little below the partnered value, does no better than 0)
BID_MARGIN = 0.15  # making trump must beat passing by this many points (paired tests on
# duplicate deals: with own-hand play-outs, 0 does no better, -0.010 ± 0.011 points per deal)


@dataclass(frozen=True)
class Simulation:
    """Every legal action's outcome on every sampled deal, from the acting team's side.

    Each row is one distinct deal; ``weights`` says how many of the drawn deals it
    stands for (all 1 when every deal is as likely as any other)."""

    actions: tuple[Action, ...]
    outcomes: np.ndarray  # samples × actions × (own points, other points, own tricks)
    score: tuple[int, int]  # (own, other) before the hand
    target: int
    plays_read: int = 0  # the other players' cards that weighed every sampled deal
    weights: np.ndarray | None = None

    @property
    def samples(self) -> int:
        return int(self.outcomes.shape[0])

    def draws(self) -> np.ndarray:
        """How many of the deals drawn each row stands for."""
        if self.weights is None:
            return np.ones(self.samples, dtype=np.int64)
        return self.weights.astype(np.int64)

    def _weights(self) -> np.ndarray:
        return self.draws().astype(float)

    def _mean(self, values: np.ndarray) -> np.ndarray:
        """Weighted mean over the deals (rows)."""
        weights = self._weights()
        return np.tensordot(weights, values, axes=(0, 0)) / weights.sum()

    def _error(self, values: np.ndarray) -> np.ndarray:
        """The standard error of the weighted mean of ``values`` (rows are deals): with equal
        weights, the sample standard deviation over √n."""
        n = self.samples
        if n < 2:
            return np.zeros(values.shape[1:])
        weights = self._weights()
        share = weights / weights.sum()
        deviations = values - self._mean(values)
        variance = np.tensordot(share ** 2, deviations ** 2, axes=(0, 0)) * n / (n - 1)
        return np.sqrt(variance)

    def net_points(self) -> np.ndarray:
        return (self.outcomes[:, :, OWN_POINTS] - self.outcomes[:, :, OTHER_POINTS]).astype(float)

    def expected_points(self) -> np.ndarray:
        return self._mean(self.net_points())

    def std_errors(self) -> np.ndarray:
        return self._error(self.net_points())

    def expected_tricks(self) -> np.ndarray:
        return self._mean(self.outcomes[:, :, OWN_TRICKS].astype(float))

    def win_chances(self) -> np.ndarray:
        """Mean match-win chance after the hand, per action."""
        own, other = self.score
        target = self.target
        chances = np.zeros((self.samples, len(self.actions)))
        for i in range(self.samples):
            for j in range(len(self.actions)):
                a, b = self.outcomes[i, j, :2]
                chances[i, j] = win_probability(min(own + int(a), target),
                                                min(other + int(b), target), target)
        return self._mean(chances)

    def paired_errors(self, reference: int) -> np.ndarray:
        """Per action, the standard error of its per-deal difference from ``reference``'s
        (every action is played out on the same deals, so the deals' luck cancels)."""
        net = self.net_points()
        return self._error(net[:, [reference]] - net)

    def clearly_best(self, errors: float) -> bool:
        """One action beats every other by ``errors`` paired standard errors (or by a
        difference that no deal contradicts): more deals would not change the choice."""
        means = self.expected_points()
        best = int(np.argmax(means))
        gaps = means[best] - means
        paired = self.paired_errors(best)
        return all(gaps[j] >= errors * paired[j] and (gaps[j] > 0 or paired[j] == 0)
                   for j in range(len(self.actions)) if j != best)

    def options(self) -> tuple[OptionValue, ...]:
        """Every action with its expected net points, best first; each option's paired
        error is against the best."""
        means = self.expected_points()
        errors = self.std_errors()
        order = sorted(range(len(self.actions)), key=lambda j: -means[j])
        paired = self.paired_errors(order[0])
        return tuple(
            OptionValue(self.actions[j], round(float(means[j]), 4), round(float(errors[j]), 4),
                        self.samples, round(float(paired[j]), 4))
            for j in order
        )


CARD_PHASES = (Phase.PLAY, Phase.DEALER_DISCARD)  # valued by a search of the card play
BID_PLAY = {"habitual": HABITUAL, "solved": SOLVED}  # how a bid's play-outs play the cards
# How a card or a discard is valued: the side search beat the perfect-information search by
# +0.039 ± 0.008 points per deal (paired, 4,000 duplicate deals against Normal, seed 1).
CARD_PLAY = {"side_search": SIDE_SEARCH, "solved": SOLVED}


class ExpertBot(Bot):
    """Looks ahead on sampled deals; explains with the simulated values and what it counted."""

    difficulty = Difficulty.EXPERT

    def __init__(
        self, seed: int = 0, alone_margin: float = ALONE_MARGIN, bid_margin: float = BID_MARGIN,
        samples: int | None = None, read_plays: bool = True, bid_play: str = "habitual",
        play_samples: int = PLAY_SAMPLES, bid_samples: int = BID_SAMPLES,
        discard_samples: int = DISCARD_SAMPLES, work_budget: int = WORK_BUDGET,
        early_stop: bool = True, weigh_deals: bool = True, card_play: str = "side_search",
    ) -> None:
        for count in (samples, play_samples, bid_samples, discard_samples):
            if count is not None and not 1 <= count <= MAX_SAMPLES:
                raise ValueError(f"samples must be between 1 and {MAX_SAMPLES}.")
        if bid_play not in BID_PLAY:
            raise ValueError(f"bid_play must be one of {', '.join(BID_PLAY)}.")
        if card_play not in CARD_PLAY:
            raise ValueError(f"card_play must be one of {', '.join(CARD_PLAY)}.")
        self.samples = samples
        self.read_plays = read_plays
        self.seed = seed
        self.alone_margin = alone_margin
        self.bid_margin = bid_margin
        self.bid_play = bid_play
        self.phase_samples = {Phase.PLAY: play_samples, Phase.DEALER_DISCARD: discard_samples}
        self.bid_samples = bid_samples
        self.work_budget = work_budget
        self.early_stop = early_stop
        self.weigh_deals = weigh_deals
        self.card_play = card_play
        self._table = SearchTable()

    # ---- the API ----------------------------------------------------------------------
    def evaluate(self, view: SeatView) -> tuple[OptionValue, ...]:
        """Every legal action with its expected net points for the view's team, best first."""
        return self.simulate(view).options()

    def evaluate_seen_all(self, view: SeatView) -> tuple[OptionValue, ...]:
        """``evaluate`` with a bid's play-outs solved as if every seat saw every card: the
        valuation Expert's bids used to rest on, kept to show where the two disagree."""
        if self.bid_play == "solved" or view.phase in CARD_PHASES:
            return self.evaluate(view)
        twin = copy.copy(self)
        twin.bid_play = "solved"
        twin._table = SearchTable()
        return twin.evaluate(view)

    def simulate(self, view: SeatView) -> Simulation:
        """Every legal action played out on the sampled deals: the figures behind
        ``evaluate`` (points and tricks per deal), for lessons that explain them."""
        _compile_once()
        return self._simulate(_checked(view))

    def decide(self, view: SeatView) -> Decision:
        _compile_once()
        start = time.perf_counter()
        view = _checked(view)
        if len(view.legal_actions) == 1:
            action = view.legal_actions[0]
            explanation = _forced_explanation(view, action)
        else:
            try:
                simulation = self._simulate(view)
            except NoConsistentDeal:
                return self._fallback(view, start)
            action, explanation = _choose(view, simulation, self.alone_margin,
                                          self.bid_margin)
        elapsed = (time.perf_counter() - start) * 1000
        return Decision(view.seat, action, explanation, elapsed)

    # ---- simulation -------------------------------------------------------------------
    def _simulate(self, view: SeatView) -> Simulation:
        actions = view.legal_actions
        codes = np.array([action.code for action in actions], dtype=np.int64)
        facts = KnownFacts.from_view(view)
        team = int(view.seat) % 2
        share = view.phase is Phase.PLAY
        card_play = (CARD_PLAY[self.card_play] if view.phase in CARD_PHASES
                     else BID_PLAY[self.bid_play])
        seed = self._position_seed(view)
        wanted = self.samples or self.phase_samples.get(view.phase, self.bid_samples)
        draw = self._draw if self.weigh_deals else self._draw_by_rejection
        use_inference = True
        deals = draw(facts, wanted, seed, use_inference)
        if len(deals) == 0:
            use_inference = False
            deals = draw(facts, wanted, seed, use_inference)
        if len(deals) == 0:
            raise NoConsistentDeal(f"no deal fits what {view.seat.label} has seen.")
        own, other = view.score[team], view.score[1 - team]
        plays_read = _plays_by_others(view) if self.read_plays and use_inference else 0
        early_stop = (self.early_stop and self.samples is None and view.phase in CARD_PHASES
                      and max(own, other) + 4 < view.rules.points_to_win)

        def simulation(rows: int, outcomes: np.ndarray) -> Simulation:
            return Simulation(tuple(actions), outcomes, (own, other), view.rules.points_to_win,
                              plays_read, deals.counts[:rows])

        counters = self._table.counters
        work = COST_PER_CANDIDATE * deals.candidates
        batches = []
        done = 0
        while done < len(deals):
            batch = deals.states[done:done + BATCH]
            nodes = int(counters[1])
            batches.append(simulate_options(batch, codes, team, self._table, share, card_play))
            done += len(batch)
            work += int(counters[1]) - nodes + COST_PER_PLAYOUT * len(batch) * len(codes)
            if done >= len(deals):
                break
            if done >= MIN_SAMPLES and work >= self.work_budget and self.samples is None:
                break
            if early_stop and done >= EARLY_STOP_AFTER and simulation(
                    done, np.concatenate(batches)).clearly_best(EARLY_STOP_ERRORS):
                break
        return simulation(done, np.concatenate(batches))

    def _draw(self, facts: KnownFacts, wanted: int, seed: int, use_inference: bool
              ) -> WeightedDeals:
        return facts.weighted(wanted, seed, use_inference, self.read_plays)

    def _draw_by_rejection(self, facts: KnownFacts, wanted: int, seed: int,
                           use_inference: bool) -> WeightedDeals:
        """Deals kept with the likelihood of the others' actions (``weigh_deals=False``),
        in batches of eight as the puzzle bank was mined."""
        batches = []
        done = index = 0
        while done < wanted:
            states = facts.sample(min(8, wanted - done), seed + 7919 * index, use_inference,
                                  self.read_plays)
            index += 1
            if len(states) == 0:
                break
            batches.append(states)
            done += len(states)
        states = np.concatenate(batches) if batches else np.zeros((0, 0), dtype=np.int64)
        return WeightedDeals(states, np.ones(len(states), dtype=np.int64), len(states))

    def _fallback(self, view: SeatView, start: float) -> Decision:
        """Normal's judgement, for a position no sampled deal can explain (a dealer who
        discarded the upcard, say, without showing it)."""
        decision = NormalBot(seed=self.seed).decide(view)
        summary = ("No deal I could sample fits everything I have seen, so I decide by "
                   "counting instead: " + decision.explanation.summary)
        explanation = Explanation(summary, decision.explanation.factors,
                                  live=decision.explanation.live)
        elapsed = (time.perf_counter() - start) * 1000
        return Decision(view.seat, decision.action, explanation, elapsed)

    def _position_seed(self, view: SeatView) -> int:
        text = "|".join((
            str(self.seed), view.seat.letter, view.dealer.letter, str(view.hand_number),
            " ".join(card.text for card in view.hand), view.upcard.text,
            " ".join(f"{who.letter}:{action.text}" for who, action in view.bids),
            " ".join(card.text for card in view.played_cards),
            f"{view.score[0]}-{view.score[1]}", str(view.phase),
            "" if view.own_discard is None else view.own_discard.text,
        ))
        return zlib.crc32(text.encode()) & 0x7FFFFFFF


WARM_UP_SAMPLES = 8
_compiled = False
_compiling = threading.RLock()
_warming = threading.local()


def _compile_once() -> None:
    """Compile (or load) the search's machine code once per process, before any decision
    starts timing itself, so that no learner's first decision waits for the compiler.
    Other threads wait for it; the warm-up's own decisions go straight on."""
    global _compiled
    if _compiled:
        return
    with _compiling:
        if _compiled or getattr(_warming, "active", False):
            return
        _warming.active = True
        try:
            warm_up()
            _compiled = True
        finally:
            _warming.active = False


def warm_up() -> None:
    """Load (or compile) Expert's machine code: one bid, one discard and one card play of a
    small Expert cover every compiled function a four-handed decision uses."""
    expert = ExpertBot(seed=0, samples=WARM_UP_SAMPLES)
    normal = NormalBot()
    state = HandState.from_seed("warm-up", dealer="N")
    phases_seen: set[Phase] = set()
    while state.phase is not Phase.PLAY or not state.tricks:
        view = state.view(state.to_act)
        wanted = state.phase in (Phase.BIDDING_ROUND_1, Phase.DEALER_DISCARD, Phase.PLAY)
        bot = expert if wanted and state.phase not in phases_seen else normal
        phases_seen.add(state.phase)
        state = state.apply(bot.decide(view).action, seat=state.to_act)
    expert.decide(state.view(state.to_act))


def steady_expert(seed: int, samples: int, **settings: object) -> ExpertBot:
    """An Expert drawing exactly ``samples`` deals (no early stop, no work cap): for
    lessons that show its figures. ``settings`` are further ``ExpertBot`` keywords."""
    return ExpertBot(seed=seed, samples=samples, **settings)  # type: ignore[arg-type]


def _plays_by_others(view: SeatView) -> int:
    plays = [play for trick in view.tricks for play in trick.plays] + list(view.current_trick)
    return sum(1 for who, _card in plays if who != view.seat)


class NoConsistentDeal(RuntimeError):
    """No sampled deal agrees with the view (see ``ExpertBot._fallback``)."""


def _checked(view: SeatView) -> SeatView:
    if not isinstance(view, SeatView):
        raise TypeError("a bot decides from a seat's view (SeatView), never the full state.")
    if view.to_act != view.seat or not view.legal_actions:
        raise ValueError(f"it is not {view.seat.label}'s turn to act.")
    return view


# ---- choosing ---------------------------------------------------------------------------


def _choose(
    view: SeatView, simulation: Simulation, alone_margin: float = ALONE_MARGIN,
    bid_margin: float = BID_MARGIN,
) -> tuple[Action, Explanation]:
    actions = simulation.actions
    points = simulation.expected_points()
    chances = simulation.win_chances()
    tricks = simulation.expected_tricks()
    score_matters = _score_matters(simulation)

    def best_by(values: np.ndarray) -> int:
        def key(j: int) -> tuple[float, float, float]:
            return (round(float(values[j]), 9), round(float(tricks[j]), 9),
                    _preference(view, actions[j]))

        return _guard_loner(actions, points, max(range(len(actions)), key=key), alone_margin)

    points_best = best_by(points)
    best = best_by(chances) if score_matters else points_best
    cautious = _guard_bid(actions, points, best, bid_margin)
    explanation = _explain(view, simulation, cautious, best, points_best, chances,
                           score_matters, alone_margin, bid_margin)
    return actions[cautious], explanation


def _score_matters(simulation: Simulation) -> bool:
    """Weigh by match-win chance once either team could reach the target this hand."""
    own, other = simulation.score
    return max(own, other) + 4 >= simulation.target


def _guard_loner(
    actions: tuple[Action, ...], values: np.ndarray, chosen: int, margin: float
) -> int:
    """Go alone only with a clear margin (in ``values``) over the best partnered option."""
    if not actions[chosen].alone or margin <= 0:
        return chosen
    partnered = [j for j, action in enumerate(actions) if not action.alone]
    if not partnered:
        return chosen
    runner_up = max(partnered, key=lambda j: values[j])
    if values[chosen] >= values[runner_up] + margin:
        return chosen
    return runner_up


def _guard_bid(
    actions: tuple[Action, ...], points: np.ndarray, chosen: int, margin: float
) -> int:
    """Make trump only when it beats passing by ``margin`` points."""
    if margin <= 0 or actions[chosen].kind not in (ActionKind.ORDER_UP, ActionKind.NAME_TRUMP):
        return chosen
    passing = next((j for j, action in enumerate(actions) if action is PASS), None)
    if passing is None or points[chosen] >= points[passing] + margin:
        return chosen
    return passing


def _preference(view: SeatView, action: Action) -> float:
    """Tie-break: keep strength (lowest card), and bid rather less than more."""
    if action.kind is ActionKind.PLAY:
        led = view.led_card
        trump = view.trump
        suit = effective_suit(led, trump) if led is not None else effective_suit(action.card,
                                                                                trump)
        power = card_power(action.card, trump, suit)
        return -float(power * 10 + (action.card % 8))
    if action.kind is ActionKind.DISCARD:
        return -float(card_power(action.card, view.trump, view.trump))
    return -1.0 if action.alone else (0.0 if action.kind is ActionKind.PASS else -0.5)


# ---- explaining -------------------------------------------------------------------------


def _signed(value: float) -> str:
    return f"{value:+.2f}"


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def _gerund(action: Action) -> str:
    match action.kind:
        case ActionKind.PASS:
            return "passing"
        case ActionKind.ORDER_UP:
            return "ordering up alone" if action.alone else "ordering up"
        case ActionKind.NAME_TRUMP:
            return f"naming {action.suit.symbol}" + (" alone" if action.alone else "")
        case ActionKind.DEFEND_ALONE:
            return "defending alone"
        case ActionKind.JOKER_SUIT:
            return f"making the joker a {action.suit.symbol}"
        case ActionKind.DISCARD:
            return f"discarding {action.card.symbol}"
        case _:
            return f"playing {action.card.symbol}"


def _forced_explanation(view: SeatView, action: Action) -> Explanation:
    live = live_sentence(move_words(action, view))
    if action.kind is ActionKind.PLAY:
        summary = f"{action.card.symbol} is my only legal card."
        return Explanation(summary, _play_factors(view), live=live)
    return Explanation(f"{_capitalised(_gerund(action))} is my only choice.", live=live)


def _explain(
    view: SeatView, simulation: Simulation, chosen_index: int, best: int, points_best: int,
    chances: np.ndarray, score_matters: bool, alone_margin: float, bid_margin: float,
) -> Explanation:
    """``chosen_index`` is the action taken, ``best`` the best by the (score-weighed)
    simulation, ``points_best`` the best by points alone."""
    actions = simulation.actions
    points = simulation.expected_points()
    chosen = actions[chosen_index]
    n = simulation.samples
    if chosen_index != best:
        rival = best
    elif best != points_best:
        rival = points_best
    else:
        rival = max((j for j in range(len(actions)) if j != best), key=lambda j: points[j])
    head = (
        f"In {n} sampled deals {_gerund(chosen)} scores {_signed(points[chosen_index])} points "
        f"against {_signed(points[rival])} for {_gerund(actions[rival])}."
    )
    factors: list[Factor] = [
        Factor("samples", n, f"I dealt the unseen cards {n} ways consistent with what I know."),
        Factor("expected_points", round(float(points[chosen_index]), 2),
               f"{_capitalised(_gerund(chosen))} averages {_signed(points[chosen_index])} "
               "points."),
    ]
    if chosen_index != best:
        text = (f"I make trump only when it beats passing by at least {bid_margin:.2f} points: "
                "my sampled deals are only guesses at the hidden cards.")
        factors.append(Factor("bid_margin", bid_margin, text))
        head += " " + text
    elif best != points_best:
        own, other = simulation.score
        score_text = (
            f"At {own}–{other} the score changed my choice: {_gerund(chosen)} gives a "
            f"{chances[best]:.1%} chance to win the match against "
            f"{chances[points_best]:.1%} for {_gerund(actions[points_best])}."
        )
        factors.append(Factor("score_changed_decision", True, score_text))
        head += " " + score_text
    elif points[rival] > points[best] and actions[rival].alone:
        text = (f"I go alone only when it beats playing with my partner by at least "
                f"{alone_margin:.2f} points.")
        factors.append(Factor("alone_margin", alone_margin, text))
        head += " " + text
    if score_matters:
        own, other = simulation.score
        factors.append(Factor("score", f"{own}-{other}",
                              f"The score is {own}–{other} to {simulation.target}: I weigh "
                              "each outcome by the chance to win the match.", public=True))
    if chosen.kind is ActionKind.PLAY:
        factors.extend(_play_factors(view))
        if simulation.plays_read:
            n_read = simulation.plays_read
            factors.append(Factor(
                "plays_read", n_read,
                f"I weigh each deal by how well it explains the {n_read} "
                f"card{'s' * (n_read != 1)} the others have played: a deal in which a player "
                "would have played otherwise by the usual habits counts for less.",
                public=True))
        summary = f"I play {chosen.card.symbol}. " + head
    else:
        factors.extend(_bid_factors(view, chosen))
        summary = head
    return Explanation(summary, tuple(factors), simulation.options(),
                       live_sentence(move_words(chosen, view)))


def _bid_suit(view: SeatView, action: Action) -> Suit | None:
    if action.suit is not None and action.kind is ActionKind.NAME_TRUMP:
        return action.suit
    if view.trump is not None:
        return view.trump
    if view.phase is Phase.BIDDING_ROUND_1 and view.upcard_suit is not None:
        return view.upcard_suit
    return None


def _bid_factors(view: SeatView, chosen: Action) -> list[Factor]:
    factors: list[Factor] = []
    suit = _bid_suit(view, chosen)
    if suit is not None:
        hand, counted = _counted_hand(view, suit)
        factors += counted
        holds = f"With the upcard {view.upcard.symbol} I would hold" if counted else "I hold"
        count, words = _trump_holding(hand, suit)
        factors.append(Factor("trumps", count, f"{holds} {words}."))
        aces = [card for card in hand if card.rank == 7 and not is_trump(card, suit)]
        factors.append(Factor("off_aces", len(aces),
                              f"{holds} {len(aces)} off-suit ace{'s' * (len(aces) != 1)}."))
        if view.phase is Phase.BIDDING_ROUND_1 and chosen is PASS:
            factors += _round_two_prospect(view, suit, count)
    passed = [who for who in Seat if who != view.seat and view.passed_in_round_one(who)]
    if passed and view.upcard_suit is not None:
        names = ", ".join(who.label for who in passed)
        factors.append(Factor(
            "passed_upcard", len(passed),
            f"{names} passed the {view.upcard.symbol} in round 1, so I deal them fewer "
            f"strong {view.upcard_suit.symbol} hands.", public=True,
        ))
    return factors


def _counted_hand(view: SeatView, suit: Suit) -> tuple[tuple[Card, ...], list[Factor]]:
    """The hand counted for ``suit``, as Normal counts it: the dealer's in round 1 after
    picking the upcard up and discarding (with the ``counted_hand`` factor saying so),
    else the hand as dealt."""
    if view.phase is not Phase.BIDDING_ROUND_1 or suit != view.upcard_suit:
        return view.hand, []
    evaluation = evaluate_suit(view.hand, suit, BidContext.from_view(view))
    if evaluation.discard is None:
        return view.hand, []
    factor = counted_hand_factor(evaluation.counted_hand, view.upcard, evaluation.discard.card)
    return evaluation.counted_hand, [factor]


def _trump_holding(hand: tuple[Card, ...], suit: Suit) -> tuple[int, str]:
    """How many trumps ``hand`` holds if ``suit`` is trump, in words with its bowers."""
    trumps = [card for card in hand if is_trump(card, suit)]
    bowers = [card for card in trumps if card.rank is not None and card.rank == 4]
    words = f"{len(trumps)} trump{'s' * (len(trumps) != 1)} ({suit.symbol})"
    if bowers:
        names = " and ".join(
            "the right bower" if card.suit == suit else "the left bower"
            for card in sorted(bowers, key=lambda card: card.suit != suit)
        )
        words += f" including {names}"
    return len(trumps), words


def _round_two_prospect(view: SeatView, upcard_suit: Suit, here: int) -> list[Factor]:
    """After a pass in round 1: a suit the hand could name in round 2 if it is longer in
    trumps there than the ``here`` trumps it counted in the upcard's suit."""
    counts = {suit: _trump_holding(view.hand, suit) for suit in Suit if suit != upcard_suit}
    best = max(counts, key=lambda suit: counts[suit][0])
    count, words = counts[best]
    if count < 3 or count <= here:
        return []
    text = (f"If the {view.upcard.symbol} is turned down I may name {best.symbol} in round 2, "
            f"where I would hold {words}.")
    return [Factor("round_two_suit", best.symbol, text)]


def play_factors(view: SeatView) -> list[Factor]:
    """What Expert counts before a card play (trumps out, high cards gone, the trick,
    voids), without simulating: the reasons shown beside stored figures."""
    return _play_factors(view)


def _play_factors(view: SeatView) -> list[Factor]:
    """What Expert counted: trumps played and still out, high cards gone, the trick, voids."""
    trump = view.trump
    factors: list[Factor] = []
    played = view.played_cards
    deck = view.rules.deck.cards()
    trumps_played = [card for card in played if is_trump(card, trump)]
    factors.append(Factor(
        "trumps_played", len(trumps_played),
        f"{len(trumps_played)} trump{'s' * (len(trumps_played) != 1)} "
        f"{'has' if len(trumps_played) == 1 else 'have'} been played.", public=True,
    ))
    seen = set(played) | set(view.hand) | {view.upcard}
    if view.own_discard is not None:
        seen.add(view.own_discard)
    unseen_trumps = [card for card in deck if is_trump(card, trump) and card not in seen]
    text = (f"{len(unseen_trumps)} trump{'s' * (len(unseen_trumps) != 1)} I have not seen "
            "(in other hands or the kitty)")
    if (view.upcard_taken and view.seat != view.dealer and view.upcard not in played
            and is_trump(view.upcard, trump)):
        text += f", besides the {view.upcard.symbol} the dealer picked up"
    factors.append(Factor("trumps_unseen", len(unseen_trumps), text + "."))
    top = _top_cards(trump, deck)
    gone = [card for card in top if card in played]
    if gone:
        factors.append(Factor(
            "high_cards_played", len(gone),
            "Gone already: " + ", ".join(card.symbol for card in gone) + ".", public=True,
        ))
    if view.current_trick:
        led = effective_suit(view.current_trick[0][1], trump)
        winner, card = max(view.current_trick, key=lambda play: card_power(play[1], trump, led))
        if winner == view.seat.partner:
            factors.append(Factor("partner_winning", True,
                                  f"My partner {winner.label} is winning the trick "
                                  f"with {card.symbol}.", public=True))
        else:
            factors.append(Factor("partner_winning", False,
                                  f"{winner.label} is winning the trick with {card.symbol}.",
                                  public=True))
    voids = view.shown_voids()
    shown = [(who, suits) for who, suits in voids.items() if suits and who != view.seat]
    if shown:
        parts = [f"{who.label} has no {' '.join(s.symbol for s in sorted(suits))}"
                 for who, suits in shown]
        factors.append(Factor("voids_shown", len(shown), "Shown void: " + "; ".join(parts) + ".",
                              public=True))
    return factors


def _top_cards(trump: Suit, deck: tuple[Card, ...]) -> list[Card]:
    """The bowers (and joker), the ace of trump and the off-suit aces."""
    cards = [card for card in deck if is_trump(card, trump)]
    cards.sort(key=lambda card: -card_power(card, trump, trump))
    top = cards[:3]
    top += [card for card in deck if card.rank == 7 and not is_trump(card, trump)]
    return [card for card in top if 0 <= card < N_CARDS]
