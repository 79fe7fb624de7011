"""Cutthroat Expert: decides every bid, discard, declaration and card by looking ahead.

For each decision it deals the cards it cannot see many times over, consistently with
its view (``simulation``: the other hands, the dummy, the kitty and the hidden discards,
the voids shown, and the bids weighed by Normal's counts), plays every legal option out
on each deal — the later declarations by the models, the card play by the shared
perfect-information solver — and takes the option with the best mean margin: its own
points minus the mean of the other two seats' points. The dummy's value comes from the
ten-card choice itself, played out; the five dummy discards are valued on one set of
deals drawn for the whole merge (the best simulated of the fives of the ten that count
best, and for every card a five that throws it), so they follow one plan.

Fixed work: a fixed number of deals per decision for its phase (``samples=`` fixes one
number for every phase), drawn from the bot's seed and the position, so its choice and
every figure depend only on the position and the seed, never on the machine's load.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from euchre.actions import PASS, Action, ActionKind, discard
from euchre.bots.base import Decision, Difficulty, Explanation, Factor
from euchre.bots.explain import count_text, live_sentence
from euchre.bots.hand_strength import trump_facts
from euchre.bots.lookahead import (
    LookaheadBot,
    Simulation,
    cheaper_first,
    pick_option,
    position_seed,
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
from euchre.cards import Card, Suit, effective_suit, is_trump
from euchre.games.cutthroat.actions import CutthroatKind
from euchre.games.cutthroat.bots.counting import KeepPlan, keep_plan, quick_keep, ranked_fives
from euchre.games.cutthroat.bots.normal import NormalCutthroatBot, ten_cards
from euchre.games.cutthroat.bots.phased import CutthroatBot, check_turn
from euchre.games.cutthroat.bots.reading import fellow_defender
from euchre.games.cutthroat.bots.simulation import (
    DECK,
    finish,
    hand_points,
    keep_margins,
    margin,
    sample_hands,
    sample_positions,
)
from euchre.games.cutthroat.bots.solving import card_tricks, warm_up
from euchre.games.cutthroat.bots.words import keep_factor, move_words, winning_factor
from euchre.games.cutthroat.hand import CutthroatHand
from euchre.games.cutthroat.phases import CutthroatPhase
from euchre.games.cutthroat.seats import Player
from euchre.games.cutthroat.view import CutthroatView

__all__ = ["BID_SAMPLES", "DISCARD_SAMPLES", "KEEP_SAMPLES", "PLAY_SAMPLES", "ExpertCutthroatBot",
           "Simulation"]

MAX_SAMPLES = 200
BID_SAMPLES = 96  # deals per bid or declaration (each option played to the end)
DISCARD_SAMPLES = 64  # deals for the dealer's discard (six options played to the end)
KEEP_SAMPLES = 64  # deals for the merge with the dummy (each candidate five solved)
PLAY_SAMPLES = 200  # deals per card played
BATCH = 8
BID_MARGIN = 0.1  # making trump must beat passing by this much (perfect play flatters it)
KEEP_CANDIDATES = 6  # fives of ten, best counted first, that the dummy discards compare


class ExpertCutthroatBot(LookaheadBot, CutthroatBot):
    """Looks ahead on sampled deals; explains with the simulated margins and what it counted."""

    difficulty = Difficulty.EXPERT
    game_tag = "cutthroat"

    def __init__(self, seed: int = 0, samples: int | None = None,
                 bid_margin: float = BID_MARGIN, bid_samples: int = BID_SAMPLES,
                 discard_samples: int = DISCARD_SAMPLES, keep_samples: int = KEEP_SAMPLES,
                 play_samples: int = PLAY_SAMPLES) -> None:
        for count in (samples, bid_samples, discard_samples, keep_samples, play_samples):
            if count is not None and not 1 <= count <= MAX_SAMPLES:
                raise ValueError(f"samples must be between 1 and {MAX_SAMPLES}.")
        self.seed = seed
        self.samples = samples
        self.bid_margin = bid_margin
        self.bid_samples = bid_samples
        self.discard_samples = discard_samples
        self.keep_samples = keep_samples
        self.play_samples = play_samples
        self._merges: dict[tuple, _Merge] = {}

    # ---- the API ----------------------------------------------------------------------
    def decide(self, view: CutthroatView) -> Decision:  # type: ignore[override]
        check_turn(view)
        warm_up()
        return self._only_choice(view) or super().decide(view)

    def simulate(self, view: CutthroatView) -> Simulation:
        """Every option played out on the sampled deals: the figures behind a decision (for
        the dummy discards, the planned fives still open, each as its next discard)."""
        check_turn(view)
        warm_up()
        if view.phase is CutthroatPhase.DUMMY_DISCARD:
            found = self._keep_plans(view)
            if found is None:
                return Simulation(tuple(view.legal_actions),
                                  np.zeros((0, len(view.legal_actions))), ())
            return _step_simulation(view, *found)
        return self._simulate(view)

    # ---- phases -----------------------------------------------------------------------
    def _choose(self, view: CutthroatView) -> tuple[Action, Explanation]:
        if view.phase is CutthroatPhase.DUMMY_DISCARD:
            return self.dummy_discard(view)
        return self._decide_by_simulation(view)

    bid_round_one = bid_round_two = dealer_discard = maker_choice = defend_alone = play = (
        LookaheadBot._decide_by_simulation)

    def dummy_discard(self, view: CutthroatView) -> tuple[Action, Explanation]:
        found = self._keep_plans(view)
        if found is None:
            return self._by_counting(view)
        plans, margins = found
        simulation = _step_simulation(view, plans, margins)
        plan = plans[int(np.argmax(margins.mean(axis=0)))]
        card = next(c for c in plan.discards if c in view.hand)
        chosen = simulation.actions.index(discard(card))
        return discard(card), self._explain_keep(view, plan, simulation, chosen, card)

    def keep_candidates(self, view: CutthroatView) -> tuple[tuple[Card, ...], ...]:
        """The fives of the ten a dummy discard compares, each strongest first: the
        best-counted fives still open, the quick keep, and for every card in hand the
        best-counted open five that throws it."""
        _check_merge(view)
        return tuple(plan.kept for plan in _candidate_plans(view))

    def keep_values(self, view: CutthroatView,
                    fives: Sequence[Sequence[Card]]) -> np.ndarray | None:
        """The margin of keeping each of ``fives`` of the ten (deals × fives), on the deals
        every discard of this merge is valued on; ``None`` when no deal can be sampled."""
        _check_merge(view)
        warm_up()
        ten = tuple(sorted(ten_cards(view)))
        for five in fives:
            if len(set(five)) != 5 or not set(five) <= set(view.hand):
                raise ValueError("a keep is five different cards of the hand.")
        kept = [keep_plan(ten, tuple(five), view.trump).kept for five in fives]
        merge = self._merge(view)
        if not merge.hands:
            return None
        return self._columns(view, merge, kept)

    def _columns(self, view: CutthroatView, merge: _Merge,
                 keeps: Sequence[tuple[Card, ...]]) -> np.ndarray:
        """The margins of ``keeps`` on the merge's deals (deals × keeps), each solved once."""
        missing = list(dict.fromkeys(kept for kept in keeps if kept not in merge.columns))
        if missing:
            rows = np.array([keep_margins(hand, view.seat, missing) for hand in merge.hands],
                            dtype=float).reshape(len(merge.hands), len(missing))
            for j, kept in enumerate(missing):
                merge.columns[kept] = rows[:, j]
        return np.column_stack([merge.columns[kept] for kept in keeps])

    def _keep_plans(self, view: CutthroatView) -> tuple[list[KeepPlan], np.ndarray] | None:
        """The fives of ten still open after the discards made so far (every card in hand
        has one that throws it), and their margins on the merge's sampled deals."""
        plans = _candidate_plans(view)
        merge = self._merge(view)
        if not plans or not merge.hands:
            return None
        return plans, self._columns(view, merge, [plan.kept for plan in plans])

    def _merge(self, view: CutthroatView) -> _Merge:
        """The deals a merge is valued on: drawn once for its five discards, from a seed
        that none of them changes (the ten cards, not the hand now), so every discard of
        the merge, asked of this bot or of a fresh one, sees the same deals and figures."""
        ten = " ".join(card.text for card in sorted(ten_cards(view)))
        made = 10 - len(view.hand)
        before = " ".join(card.text for card in view.own_discards[:len(view.own_discards) - made])
        bids = " ".join(f"{who.letter}:{action.text}" for who, action in view.bids)
        parts = (self.game_tag, self.seed, "merge", view.seat.letter, view.dealer.letter,
                 view.hand_number, ten, before, view.upcard.text, bids)
        key = (*parts, view.rules)
        if key not in self._merges:
            hands: list[CutthroatHand] = []
            wanted = self._wanted(view)
            for index in itertools.count():
                batch = sample_positions(view, min(BATCH, wanted - len(hands)),
                                         position_seed(*parts, index))
                hands.extend(batch)
                if not batch or len(hands) >= wanted:
                    break
            if len(self._merges) > 64:
                self._merges.clear()
            self._merges[key] = _Merge(hands, {})
        return self._merges[key]

    # ---- simulating -----------------------------------------------------------------------
    def _run(self, view: CutthroatView) -> Simulation:
        return self._simulate(view)

    def _by_counting(self, view: CutthroatView) -> tuple[Action, Explanation]:
        """Normal's judgement, for a position no sampled deal can explain (a dealer who
        threw the upcard away without showing it, say)."""
        return counted_instead(*NormalCutthroatBot(self.seed)._choose(view))

    def _move(self, action: Action, view: CutthroatView) -> str:
        return move_words(action, view)

    def _words(self, action: Action, view: CutthroatView) -> str:
        return _gerund(action, view)

    def _counted_factors(self, view: CutthroatView) -> list[Factor]:
        return _play_factors(view) if view.phase is CutthroatPhase.PLAY else []

    def _wanted(self, view: CutthroatView) -> int:
        """The deals a decision draws: a fixed number for its phase."""
        if self.samples is not None:
            return self.samples
        if view.phase is CutthroatPhase.PLAY:
            return self.play_samples
        if view.phase is CutthroatPhase.DUMMY_DISCARD:
            return self.keep_samples
        if view.phase is CutthroatPhase.DEALER_DISCARD:
            return self.discard_samples
        return self.bid_samples

    def _batches(self, view: CutthroatView,
                 run_batch: Callable[[int, int], np.ndarray]) -> np.ndarray | None:
        """Rows of margins, batch after batch, until the phase's number of deals."""
        return run_batches(self._wanted(view), BATCH,
                           lambda index: self._position_seed(view, str(index)), run_batch)

    def _simulate(self, view: CutthroatView) -> Simulation:
        actions = tuple(view.legal_actions)
        me = view.seat
        if view.phase is CutthroatPhase.PLAY:
            def run(size: int, seed: int) -> np.ndarray:
                return _play_margins(view, actions, sample_hands(view, size, seed))
        else:
            def run(size: int, seed: int) -> np.ndarray:
                hands = sample_positions(view, size, seed)
                return np.array([[margin(finish(hand.apply(action, me)), me)
                                  for action in actions] for hand in hands],
                                dtype=float).reshape(len(hands), len(actions))
        margins = self._batches(view, run)
        if margins is None:
            margins = np.zeros((0, len(actions)))
        return Simulation(actions, margins, tuple(_gerund(a, view) for a in actions))

    # ---- choosing -------------------------------------------------------------------------
    def _pick(self, view: CutthroatView, simulation: Simulation) -> int:
        return pick_option(simulation, lambda action: _preference(view, action),
                           self.bid_margin)

    # ---- explaining -----------------------------------------------------------------------
    def _explain(self, view: CutthroatView, simulation: Simulation, chosen: int) -> Explanation:
        means = simulation.means()
        actions = simulation.actions
        n = simulation.samples
        rival = rival_of(simulation, chosen)
        label = simulation.labels
        head = (f"In {n} sampled deals {label[chosen]} scores a margin of "
                f"{means[chosen]:+.2f} points against {means[rival]:+.2f} for {label[rival]}")
        factors: list[Factor] = [
            samples_factor(n),
            Factor("expected_margin", round(float(means[chosen]), 2),
                   f"{capitalised(label[chosen])} {_against_others(means[chosen])}."),
        ]
        margin_factor = bid_margin_factor(simulation, chosen, self.bid_margin)
        if margin_factor is not None:
            factors.append(margin_factor)
            head += ". " + margin_factor.text
        if view.phase is CutthroatPhase.PLAY:
            factors += _play_factors(view)
            summary = f"I play {actions[chosen].card.symbol}. {head}."
        else:
            factors += _bid_factors(view, actions[chosen])
            summary = head + "."
        return Explanation(_tidy(summary), tuple(factors), simulation.options(chosen),
                           live_sentence(move_words(actions[chosen], view)))

    def _explain_keep(self, view: CutthroatView, plan: KeepPlan, simulation: Simulation,
                      chosen: int, card: Card) -> Explanation:
        means = simulation.means()
        n = simulation.samples
        kept = keep_factor(plan.kept)
        text = (f"In {n} sampled deals {simulation.labels[chosen]} scores a margin of "
                f"{means[chosen]:+.2f} points")
        others = [j for j in range(len(means))  # the other fives, not this one's cards
                  if simulation.labels[j] != simulation.labels[chosen]]
        if others:
            rival = max(others, key=lambda j: means[j])
            text += f" against {means[rival]:+.2f} for {simulation.labels[rival]}"
        facts = trump_facts(plan.kept, view.trump)
        factors = [
            kept,
            samples_factor(n),
            Factor("expected_margin", round(float(means[chosen]), 2),
                   f"Keeping those five {_against_others(means[chosen])}."),
            Factor("trumps", facts.trump_count,
                   f"I keep {count_text(facts.trump_count, 'trump')}."),
        ]
        summary = f"I discard {card.symbol}. {text}."
        return Explanation(summary, tuple(factors), simulation.options(chosen),
                           live_sentence(move_words(discard(card), view)))


# ---- helpers ------------------------------------------------------------------------------


def _against_others(margin: float) -> str:
    """A margin over the other two players' mean, in words: "averages 1.41 points more than
    the mean of the other two players", "… 0.79 points less than …", "… as much as …".

    >>> _against_others(-0.789)
    'averages 0.79 points less than the mean of the other two players'
    >>> _against_others(0.001)
    'averages as much as the mean of the other two players'
    """
    size = round(abs(margin), 2)
    if size == 0:
        return "averages as much as the mean of the other two players"
    return (f"averages {size:.2f} points {'more' if margin > 0 else 'less'} than the mean of "
            "the other two players")


@dataclass
class _Merge:
    """A merge's sampled deals (at the first of its discards asked about) and each five's
    margins on them, filled in as the discards ask for them."""

    hands: list[CutthroatHand]
    columns: dict[tuple[Card, ...], np.ndarray]


def _check_merge(view: CutthroatView) -> None:
    """Refuse a view that is not the maker's turn to discard from the merge."""
    check_turn(view)
    if view.phase is not CutthroatPhase.DUMMY_DISCARD:
        raise ValueError(f"keeps are valued at the maker's discards, not in {view.phase}.")


def _candidate_plans(view: CutthroatView) -> list[KeepPlan]:
    """The fives of the ten a dummy discard compares: the best counted still open, the quick
    keep, and for every card in hand the best-counted open five that throws it."""
    ten = tuple(sorted(ten_cards(view)))
    made = set(ten) - set(view.hand)
    open_fives = [five for five in ranked_fives(ten, view.trump) if not made & set(five)]
    fives = open_fives[:KEEP_CANDIDATES]
    quick = set(quick_keep(ten, view.trump))
    if not made & quick and all(set(five) != quick for five in fives):
        fives.append(tuple(sorted(quick)))
    for card in view.hand:  # every discard open now gets a figure: its best-counted five
        if all(card in five for five in fives):
            fives.append(next(five for five in open_fives if card not in five))
    return [keep_plan(ten, five, view.trump) for five in fives]


def _keep_label(plan: KeepPlan) -> str:
    return "keeping " + " ".join(card.symbol for card in plan.kept)


def _step_simulation(view: CutthroatView, plans: list[KeepPlan],
                     margins: np.ndarray) -> Simulation:
    """Every discard from the hand now, valued at the best simulated five that throws it
    (the cards one five throws share its figure)."""
    made = set(ten_cards(view)) - set(view.hand)
    means = margins.mean(axis=0)
    actions: list[Action] = []
    columns: list[int] = []
    for card in view.hand:  # each discard at the best simulated five that throws it
        throwing = [j for j, plan in enumerate(plans)
                    if not made & set(plan.kept) and card not in plan.kept]
        if throwing:
            actions.append(discard(card))
            columns.append(max(throwing, key=lambda j: means[j]))
    labels = tuple(_keep_label(plans[j]) for j in columns)
    return Simulation(tuple(actions), margins[:, columns], labels)


def _play_margins(view: CutthroatView, actions: Sequence[Action],
                  hands_list: list[dict[Player, tuple[Card, ...]]]) -> np.ndarray:
    me = view.seat
    maker = view.maker
    won = view.tricks_won[maker]
    left = 5 - len(view.tricks)
    rows = []
    for hands in hands_list:
        values = card_tricks(hands, view.trump, maker, me, view.current_trick, left)
        row = []
        for action in actions:
            points = hand_points(maker, view.lone_defender, won + values[action.card])
            row.append(margin(points, me))
        rows.append(row)
    return np.array(rows, dtype=float).reshape(len(hands_list), len(actions))


def _preference(view: CutthroatView, action: Action) -> float:
    """Tie-break: play the cheaper card, pass rather than bid, go alone on a sure thing."""
    led = view.led_card
    return cheaper_first(action, view.trump,
                         None if led is None else effective_suit(led, view.trump),
                         {CutthroatKind.GO_ALONE: 1.0, ActionKind.PASS: 0.0}, default=-0.5)


def _tidy(text: str) -> str:
    return text.replace("..", ".")


def _gerund(action: Action, view: CutthroatView) -> str:
    words = {CutthroatKind.TAKE_DUMMY: "taking the dummy", CutthroatKind.GO_ALONE: "going alone",
             ActionKind.DEFEND_ALONE: "defending alone"}
    if view.phase is CutthroatPhase.DEFEND_ALONE:
        words[ActionKind.PASS] = "not defending alone"
    return gerund(action, view.seat == view.dealer, words)


def _bid_suit(view: CutthroatView, action: Action) -> Suit | None:
    if action.kind is ActionKind.NAME_TRUMP:
        return action.suit
    if view.trump is not None:
        return view.trump
    if view.phase is CutthroatPhase.BIDDING_ROUND_1:
        return view.upcard_suit
    return None


def _bid_factors(view: CutthroatView, chosen: Action) -> list[Factor]:
    factors: list[Factor] = []
    suit = _bid_suit(view, chosen)
    if suit is not None:
        factors.append(trumps_held_factor(view.hand, suit))
    passed = [who for who, action in view.bids if action is PASS and who != view.seat
              and view.phase in (CutthroatPhase.BIDDING_ROUND_1, CutthroatPhase.BIDDING_ROUND_2)]
    if passed:
        names = ", ".join(dict.fromkeys(who.label for who in passed))
        factors.append(Factor("passes_heard", len(passed),
                              f"{names} passed, so I deal them fewer hands that would have "
                              "made trump.", public=True))
    if view.phase is CutthroatPhase.MAKER_CHOICE:
        factors.append(Factor("dummy_unseen", 5, "I choose before seeing the dummy: its five "
                                                 "cards are dealt at random in each deal, and "
                                                 "with it I keep five of ten as my count "
                                                 "prefers.", public=False))
    return factors


def _play_factors(view: CutthroatView) -> list[Factor]:
    """What Expert counted: trumps played and unseen, the trick, the voids shown."""
    trump = view.trump
    played = view.played_cards
    factors: list[Factor] = []
    factors.append(trumps_played_factor(played, trump))
    seen = set(played) | set(view.hand) | set(view.own_discards) | {view.upcard}
    unseen = [card for card in DECK if is_trump(card, trump) and card not in seen]
    factors.append(Factor(
        "trumps_unseen", len(unseen),
        f"{count_text(len(unseen), 'trump')} I have not seen (in the other hands, the dummy, "
        "the discards or the kitty)."))
    winning = winning_play(view)
    if winning is not None:
        winner, card = winning
        factors.append(winning_factor(winner, card, winner == fellow_defender(view)))
    voids = voids_shown_factor(view)
    if voids is not None:
        factors.append(voids)
    return factors
