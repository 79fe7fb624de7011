"""Five Hundred Expert: values every bid, discard and card on sampled deals.

The search (fixed work, so its choices and its time do not depend on the load of the
machine): for each decision it deals the cards it cannot see a fixed number of times
(``positions.sample_hidden``: the other hands and the kitty, voids shown, deals weighed
by the auction), and on every deal plays each option out in compiled code
(``playout``): after the option, every seat plays by Normal's habits until the last
``ENDGAME_TRICKS`` tricks, which are solved exactly by alpha-beta. Each option is valued
by the engine's own schedule (``result.hand_points``): the side's points minus the
other side's, averaged over the deals.

- Auction: on every deal it plays the hand as contractor in each denomination and in
  misère (its tricks in each are the estimates it reports). Each legal call, a pass
  included, is valued by what follows it (``calling``): the other seats call on by
  Normal's count read from their sampled hands (the bot itself calls no more), and the
  contract the auction ends in is played out by its holder with the kitty, valued by the
  schedule (0 when everybody passes and the hand is thrown in). The score counts: a
  contract whose making takes its holder's side to 500 is worth ``GAME_POINTS`` more to
  that side in each deal it is made, and one whose failure takes it to −500 costs them.
  It calls the best of them, but only a contract made in enough of the
  deals (``make_floor``: half, or 70 % for nine or ten tricks and open misère): a bid
  that fails more often than not is no cure for a standing bid that costs it points (a
  sacrifice, a rescue of its partner's contract). A bot has seen its cards, so it never
  calls blind misère.
- Kitty: each card it may discard, the rest of the exchange by Normal's habits, then the
  play.
- Play: each card (the joker led naming each suit it may, and in no trumps or misère the
  joker's suit before the first lead).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import numpy as np

from euchre.bots.base import Decision, Difficulty, Explanation, Factor
from euchre.bots.explain import count_text, live_sentence
from euchre.bots.lookahead import Simulation, position_seed
from euchre.bots.lookahead_words import capitalised
from euchre.cards import cards_from_mask, mask_of
from euchre.games.five_hundred.actions import PASS, FiveHundredAction, Kind
from euchre.games.five_hundred.bids import OPEN_MISERE, Bid, BidKind, Denomination
from euchre.games.five_hundred.bots import playout as po
from euchre.games.five_hundred.bots.calling import CallingTree, call_plan
from euchre.games.five_hundred.bots.normal import NormalFiveHundredBot
from euchre.games.five_hundred.bots.phased import FiveHundredBot
from euchre.games.five_hundred.bots.positions import (
    contract_mode,
    encode_action,
    play_state,
    sample_hidden,
)
from euchre.games.five_hundred.bots.words import (
    POINT_WORDS,
    card_words,
    contract_factor,
    gerund,
    move_words,
    role,
    score_factor,
)
from euchre.games.five_hundred.cards import EFFECTIVE_SUIT, NT_SUITLESS, POWER
from euchre.games.five_hundred.result import hand_points
from euchre.games.five_hundred.view import FiveHundredView
from euchre.seats import Seating

__all__ = [
    "BID_SAMPLES",
    "GAME_POINTS",
    "KITTY_SAMPLES",
    "PLAY_SAMPLES",
    "AuctionEstimate",
    "ExpertFiveHundredBot",
    "side_margin",
]

BID_SAMPLES = 32
KITTY_SAMPLES = 24
PLAY_SAMPLES = 48
GAME_POINTS = 250  # what winning (or losing) the game on this hand is worth beyond its points
GOAL = 500
LIVE_FACTORS = ("winning", "high_bid")  # the public reasons said aloud during the hand
MISERE_COLUMN = 5  # the contracts simulated in the auction: the five denominations, misère
MIN_MAKE = 0.5  # a contract is bid only when made in at least this share of the deals
HIGH_MIN_MAKE = 0.7  # nine or ten tricks, or open misère: a failure costs the most
HIGH_LEVEL = 9
MINE, PARTNERS, THEIRS, THROWN_IN = range(4)  # how the auction ends after a call


class AuctionEstimate(NamedTuple):
    """The auction's figures, one row per sampled deal: each call's value (``simulation``),
    my side's tricks as contractor per denomination, whether my misère was clean, and for
    each call how the auction ended after it (``ends``: ``MINE``, ``PARTNERS``, ``THEIRS``
    or ``THROWN_IN``) and whether that contract was made (``made``)."""

    simulation: Simulation
    tricks: np.ndarray
    misere_clean: np.ndarray
    ends: np.ndarray
    made: np.ndarray


def make_floor(bid: Bid) -> float:
    """The share of the sampled deals in which a contract must be made for Expert to bid
    it: ``HIGH_MIN_MAKE`` for nine or ten tricks and open (or blind) misère, else
    ``MIN_MAKE``. Passing costs what the standing contract is worth to the others, and a
    bid that fails more often than it makes is no cure for it."""
    high = bid.value >= OPEN_MISERE.value if bid.is_misere else bid.tricks >= HIGH_LEVEL
    return HIGH_MIN_MAKE if high else MIN_MAKE


def make_rates(actions: tuple[FiveHundredAction, ...], tricks: np.ndarray,
               misere_clean: np.ndarray) -> np.ndarray:
    """Each call's share of the deals in which the contract is made (NaN for a pass)."""
    rates = np.full(len(actions), np.nan)
    for j, action in enumerate(actions):
        if action.kind is not Kind.BID:
            continue
        bid = action.bid
        if bid.is_misere:
            rates[j] = float(misere_clean.mean())
        else:
            rates[j] = float(np.mean(tricks[:, int(bid.denomination)] >= bid.tricks))
    return rates


def side_margin(points: tuple[int, ...], seat: int, contractor: int) -> float:
    """The seat's side's points minus the other side's (three players: each side's mean)."""
    players = len(points)
    if players == 4:
        return float(points[seat] - points[(seat + 1) % 4])
    defenders = (sum(points) - points[contractor]) / 2
    if seat == contractor:
        return points[contractor] - defenders
    return defenders - points[contractor]


def _denomination_mode(column: int) -> int:
    """The table mode of a simulated contract: a denomination's (misère: no trumps)."""
    suit = Denomination(column).suit if column < MISERE_COLUMN else None
    return NT_SUITLESS if suit is None else int(suit)


def _side_score(view: FiveHundredView, seat: int | None = None) -> int:
    seat = int(view.seat) if seat is None else seat
    return view.score[seat % 2 if view.players == 4 else seat]


def _game_swing(view: FiveHundredView, contract: Bid, holder: int,
                points: tuple[int, ...], ours: bool) -> float:
    """What the hand's end of the game is worth to me beyond its points: ``GAME_POINTS``
    when the holder's side reaches 500 by making the contract (won for my side when the
    holder is ``ours``, lost for the other) or falls to −500 by failing it."""
    score = _side_score(view, holder)
    made = points[holder] > 0
    swing = 0.0
    if made and score + points[holder] >= GOAL:
        swing = GAME_POINTS
    elif not made and score + points[holder] <= -GOAL:
        swing = -GAME_POINTS
    return swing if ours else -swing


@lru_cache(maxsize=1 << 16)
def _points(contract: Bid, holder: int, won: tuple[int, ...]) -> tuple[int, ...]:
    """The schedule's points (``result.hand_points``), kept: the same few results recur
    on every deal and every call."""
    return hand_points(contract, holder, won)


class ExpertFiveHundredBot(FiveHundredBot):
    """Plays every option out on sampled deals; explains with the simulated points."""

    difficulty = Difficulty.EXPERT

    def __init__(self, seed: int = 0, bid_samples: int = BID_SAMPLES,
                 kitty_samples: int = KITTY_SAMPLES, play_samples: int = PLAY_SAMPLES,
                 endgame_tricks: int = po.ENDGAME_TRICKS, others_call: bool = True) -> None:
        """``others_call``: value a call with the other seats calling on after it (False:
        as if they all passed, the valuation of earlier versions, kept for comparison)."""
        if min(bid_samples, kitty_samples, play_samples) < 1:
            raise ValueError("an Expert needs at least one sampled deal per decision.")
        self.others_call = others_call
        self.seed = seed
        self.bid_samples = bid_samples
        self.kitty_samples = kitty_samples
        self.play_samples = play_samples
        self.endgame_tricks = endgame_tricks

    # ---- the API ----------------------------------------------------------------------
    def decide(self, view: FiveHundredView) -> Decision:  # type: ignore[override]
        self.check(view)
        if len(view.legal_actions) == 1:
            action = view.legal_actions[0]
            return Decision(view.seat, action, Explanation(
                f"{capitalised(gerund(action))} is my only choice.",
                (contract_factor(view),) if view.contract is not None else (),
                live=live_sentence(move_words(action, view))))
        return super().decide(view)

    def simulate(self, view: FiveHundredView) -> Simulation:
        """Every option valued on the sampled deals: the figures behind a decision."""
        self.check(view)
        if view.contract is None:
            return self.estimate_auction(view)[0]
        if view.phase.value == "kitty exchange":
            return self._kitty(view)
        return self._play(view)

    # ---- phases -----------------------------------------------------------------------
    def bid(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
        estimate = self.auction_estimate(view)
        simulation, tricks, misere_clean = estimate[:3]
        if simulation.samples == 0:
            return self._fallback(view)
        rates = make_rates(simulation.actions, tricks, misere_clean)
        allowed = [j for j, action in enumerate(simulation.actions)
                   if action.kind is Kind.PASS or rates[j] >= make_floor(action.bid)]
        chosen = self._pick(simulation, NT_SUITLESS, allowed)
        return simulation.actions[chosen], self._explain_bid(view, estimate, chosen, rates)

    def discard(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
        simulation = self._kitty(view)
        if simulation.samples == 0:
            return self._fallback(view)
        chosen = self._pick(simulation, contract_mode(view))
        return simulation.actions[chosen], self._explain(view, simulation, chosen)

    def play(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
        simulation = self._play(view)
        if simulation.samples == 0:
            return self._fallback(view)
        chosen = self._pick(simulation, contract_mode(view))
        return simulation.actions[chosen], self._explain(view, simulation, chosen)

    def _fallback(self, view: FiveHundredView) -> tuple[FiveHundredAction, Explanation]:
        action, why = NormalFiveHundredBot(self.seed)._choose(view)
        summary = ("No deal I could sample fits everything I have seen, so I decide by "
                   "counting instead: " + why.summary)
        return action, Explanation(summary, why.factors, why.options, why.live)

    # ---- simulating ---------------------------------------------------------------------
    def _seed(self, view: FiveHundredView, salt: str) -> int:
        return position_seed(
            "five_hundred", self.seed, view.players, int(view.seat), int(view.dealer),
            view.hand_number, " ".join(c.text for c in view.hand),
            " ".join(f"{int(who)}:{action.text}" for who, action in view.bids),
            " ".join(c.text for c in view.played_cards), view.phase.value,
            " ".join(c.text for c in view.own_discards), salt)

    def estimate_auction(self, view: FiveHundredView
                 ) -> tuple[Simulation, np.ndarray, np.ndarray]:
        """The bids' values, my side's tricks per denomination (columns 0..4) and whether
        the misère was clean (column 5), one row per sampled deal."""
        return self.auction_estimate(view)[:3]

    def auction_estimate(self, view: FiveHundredView) -> AuctionEstimate:
        """Every call valued by what follows it on each sampled deal: the others call on
        (``calling``: Normal's count read from their sampled hands) and the contract the
        auction ends in is played out by its holder, kitty and all (none when everybody
        passes: the hand is thrown in, 0 points)."""
        actions = tuple(a for a in view.legal_actions
                        if a.kind is Kind.PASS or a.bid.kind is not BidKind.BLIND_MISERE)
        me = int(view.seat)
        players = view.players
        partner = next(iter(view.seating.partners(me)), -1)
        kitty = not view.rules.sans_kitty
        tree = CallingTree(view)
        my_side = {me, *view.seating.partners(me)}
        hidden = sample_hidden(view, self.bid_samples, self._seed(view, "auction"))
        rows, tricks, clean, ends, made_rows = [], [], [], [], []
        won = np.zeros(4, dtype=np.int64)
        for guess in hidden:
            hands = np.array(guess.hands, dtype=np.int64)
            played: dict[tuple[int, int], tuple[int, ...]] = {}
            for column in range(MISERE_COLUMN + 1):
                played[me, column] = self._played(hands, guess.rest, kitty, view.seating, me,
                                                  column, won)
            tricks.append([played[me, c][me] + (played[me, c][partner] if players == 4 else 0)
                           for c in range(MISERE_COLUMN)])
            clean.append(played[me, MISERE_COLUMN][me] == 0)
            plans = [None if seat == me or seat in tree.passed or not self.others_call else
                     call_plan(cards_from_mask(int(hands[seat])), players, kitty)
                     for seat in range(players)]
            row, end_row, made_row = [], [], []
            for action in actions:
                outcome = tree.finish(action, plans)
                if outcome.contract is None:
                    row.append(0.0)
                    end_row.append(THROWN_IN)
                    made_row.append(False)
                    continue
                holder, contract = outcome.holder, outcome.contract
                column = MISERE_COLUMN if contract.is_misere else int(contract.denomination)
                if (holder, column) not in played:
                    played[holder, column] = self._played(hands, guess.rest, kitty,
                                                          view.seating, holder, column, won)
                points = _points(contract, holder, played[holder, column])
                ours = holder in my_side
                row.append(side_margin(points, me, holder)
                           + _game_swing(view, contract, holder, points, ours))
                end_row.append(MINE if holder == me else PARTNERS if ours else THEIRS)
                made_row.append(points[holder] > 0)
            rows.append(row)
            ends.append(end_row)
            made_rows.append(made_row)
        count = len(rows)
        margins = np.array(rows, dtype=float).reshape(count, len(actions))
        simulation = Simulation(actions, margins, tuple(gerund(a) for a in actions))
        return AuctionEstimate(simulation, np.array(tricks, dtype=float).reshape(count, 5),
                               np.array(clean, dtype=float),
                               np.array(ends, dtype=np.int64).reshape(count, len(actions)),
                               np.array(made_rows, dtype=bool).reshape(count, len(actions)))

    def _played(self, hands: np.ndarray, rest: int, kitty: bool, seating: Seating,
                holder: int, column: int, won: np.ndarray) -> tuple[int, ...]:
        """The tricks each seat wins when ``holder`` plays the contract of ``column`` (a
        denomination, or misère) with the kitty."""
        players = seating.size
        theirs = hands.copy()
        if kitty:
            theirs[holder] |= rest
        misere = column == MISERE_COLUMN
        out = next(iter(seating.partners(holder)), -1) if misere else -1
        po.play_contract(theirs, players, _denomination_mode(column), misere, holder, out, 0,
                         self.endgame_tricks, won)
        return tuple(int(x) for x in won[:players])

    def _kitty(self, view: FiveHundredView) -> Simulation:
        actions = tuple(view.legal_actions)
        me = int(view.seat)
        players = view.players
        misere = view.contract.is_misere
        out = next((int(seat) for seat in view.sitting_out), -1)
        mode = NT_SUITLESS if view.trump is None else int(view.trump)
        won = np.zeros(4, dtype=np.int64)
        rows = []
        for guess in sample_hidden(view, self.kitty_samples, self._seed(view, "kitty")):
            hands = np.array(guess.hands, dtype=np.int64)
            row = []
            for action in actions:
                po.play_contract(hands, players, mode, misere, me, out,
                                 mask_of((action.card,)), self.endgame_tricks, won)
                points = hand_points(view.contract, me, tuple(int(x) for x in won[:players]))
                row.append(side_margin(points, me, me))
            rows.append(row)
        margins = np.array(rows, dtype=float).reshape(len(rows), len(actions))
        return Simulation(actions, margins, tuple(gerund(a) for a in actions))

    def _play(self, view: FiveHundredView) -> Simulation:
        actions = tuple(view.legal_actions)
        me = int(view.seat)
        players = view.players
        contractor = int(view.contractor)
        options = np.array([encode_action(a) for a in actions], dtype=np.int64)
        won = np.zeros((len(actions), 4), dtype=np.int64)
        rows = []
        for guess in sample_hidden(view, self.play_samples, self._seed(view, "play")):
            state = play_state(view, guess.hands)
            po.evaluate_options(state, options, self.endgame_tricks, won)
            rows.append([side_margin(hand_points(view.contract, contractor,
                                                 tuple(int(x) for x in won[j, :players])),
                                     me, contractor)
                         for j in range(len(actions))])
        margins = np.array(rows, dtype=float).reshape(len(rows), len(actions))
        return Simulation(actions, margins, tuple(gerund(a) for a in actions))

    # ---- choosing -------------------------------------------------------------------------
    @staticmethod
    def _pick(simulation: Simulation, mode: int, allowed: list[int] | None = None) -> int:
        """The best mean (among the ``allowed`` options, every one by default); among
        equals a pass, then the cheaper bid, or the card worth less in its own suit
        (``mode``: the contract's table mode)."""
        means = simulation.means()

        def key(j: int) -> tuple[float, float]:
            action = simulation.actions[j]
            if action.kind is Kind.PASS:
                cheap = 1e6
            elif action.kind is Kind.BID:
                cheap = -float(action.bid.rank)
            elif action.kind is Kind.JOKER_SUIT:
                cheap = -1e6
            else:
                card = action.card
                cheap = -float(POWER[mode][EFFECTIVE_SUIT[mode][card]][card] * 100
                               + (action.suit or 0) * 10 + int(card))
            return round(float(means[j]), 9), cheap

        return max(range(len(simulation.actions)) if allowed is None else allowed, key=key)

    # ---- explaining -----------------------------------------------------------------------
    def _head(self, simulation: Simulation, chosen: int) -> tuple[str, list[Factor]]:
        means = simulation.means()
        label = simulation.labels
        n = simulation.samples
        text = (f"In {n} sampled deals {label[chosen]} scores {means[chosen]:+.1f} points "
                "on average")
        if len(simulation.actions) > 1:
            rival = max((j for j in range(len(means)) if j != chosen),
                        key=lambda j: means[j])
            text += f" against {means[rival]:+.1f} for {label[rival]}"
        factors = [
            Factor("samples", n, f"I dealt the unseen cards {n} ways consistent with what "
                                 "I know."),
            Factor("expected_points", round(float(means[chosen]), 1),
                   f"{capitalised(label[chosen])} averages {means[chosen]:+.1f} "
                   f"{POINT_WORDS}."),
        ]
        return text, factors

    def _explain(self, view: FiveHundredView, simulation: Simulation,
                 chosen: int) -> Explanation:
        action = simulation.actions[chosen]
        head, factors = self._head(simulation, chosen)
        factors += [contract_factor(view),
                    Factor("role", role(view), f"I am the {role(view)}", public=True)]
        if view.phase.value == "kitty exchange":
            left = 3 - len(view.own_discards)
            factors.append(Factor("discards_left", left,
                                  f"{count_text(left, 'discard')} to make, this one included"))
            summary = f"I discard {card_words(action.card)}. {head}."
        else:
            factors += _play_factors(view)
            summary = f"{capitalised(move_words(action, view))}. {head}."
        return Explanation(summary, tuple(factors), simulation.options(chosen),
                           _live(action, view, factors))

    def _explain_bid(self, view: FiveHundredView, estimate: AuctionEstimate, chosen: int,
                     rates: np.ndarray) -> Explanation:
        simulation, tricks, misere_clean = estimate[:3]
        action = simulation.actions[chosen]
        head, factors = self._head(simulation, chosen)
        declined = _declined_for_its_make_rate(simulation, chosen, rates)
        if declined:
            factors.append(declined)
        means = tricks.mean(axis=0)
        who = "my side takes" if view.players == 4 else "I take"
        parts = [f"{means[d]:.1f} in {Denomination(d).symbol}" for d in range(5)]
        clean = float(misere_clean.mean())
        estimate_words = (f"As contractor {who} on average {', '.join(parts)}, and I lose every "
                    f"trick of a misère in {100 * clean:.0f}% of the deals")
        for d in range(5):
            factors.append(Factor(f"tricks_{Denomination(d).letter}", round(float(means[d]), 1),
                                  f"{means[d]:.1f} tricks on average in "
                                  f"{Denomination(d).symbol}."))
        factors.append(Factor("misere_clean", round(clean, 3),
                              f"A misère loses no trick in {100 * clean:.0f}% of the deals."))
        factors.append(score_factor(view))
        if view.high_bid is not None:
            factors.append(Factor("high_bid", view.high_bid.text,
                                  f"the bid standing is {view.high_bidder.label}'s "
                                  f"{view.high_bid.label}", public=True))
        factors += after_pass_factors(view, estimate)
        if action.kind is Kind.BID:
            bid: Bid = action.bid
            column = MISERE_COLUMN if bid.is_misere else int(bid.denomination)
            made = clean if bid.is_misere else float(np.mean(tricks[:, column] >= bid.tricks))
            factors.append(Factor("p_made", round(made, 3),
                                  f"{bid.label} is made in {100 * made:.0f}% of the deals."))
            if _side_score(view) + bid.value >= GOAL:
                factors.append(Factor("game_bid", GAME_POINTS,
                                      f"Making {bid.label} wins the game, worth "
                                      f"{GAME_POINTS} more points to me."))
            summary = (f"I bid {bid.label}. {estimate_words}. {head}; {bid.label} is made in "
                       f"{100 * made:.0f}% of them.")
            overcalled = float(np.mean(estimate.ends[:, chosen] != MINE))
            if overcalled > 0:
                factors.append(Factor("overcalled", round(overcalled, 3),
                                      f"the others call over {bid.label} in "
                                      f"{100 * overcalled:.0f}% of the deals, and I value "
                                      "their contract played out there"))
        else:
            summary = f"I pass. {estimate_words}. {head}."
        if declined:
            summary += f" {capitalised(declined.text)}."
        return Explanation(summary, tuple(factors), simulation.options(chosen),
                           _live(action, view, factors))


def _declined_for_its_make_rate(simulation: Simulation, chosen: int,
                                rates: np.ndarray) -> Factor | None:
    """The bid that averages more than the call chosen but is made too rarely to bid, in
    words (None when the call chosen has the best average)."""
    means = simulation.means()
    better = [j for j, action in enumerate(simulation.actions)
              if action.kind is Kind.BID and means[j] > means[chosen] + 1e-9]
    if not better:
        return None
    best = max(better, key=lambda j: means[j])
    bid = simulation.actions[best].bid
    floor = make_floor(bid)
    return Factor("make_floor", floor,
                  f"{bid.label} is made in only {100 * rates[best]:.0f}% of the deals, and I "
                  f"bid a contract only when it is made in at least {100 * floor:.0f}% of them")


def _live(action: FiveHundredAction, view: FiveHundredView, factors: list[Factor]) -> str:
    """The move, with what the table itself sees of the trick or the auction."""
    told = [f for f in factors if f.public and f.name in LIVE_FACTORS]
    return live_sentence(move_words(action, view), told)


def _play_factors(view: FiveHundredView) -> list[Factor]:
    """What the table knows of the trick: who is winning it, the tricks won so far."""
    factors: list[Factor] = []
    mode = contract_mode(view)
    if view.current_trick:
        led = 4 if view.current_led is None else int(view.current_led)
        who, card = max(view.current_trick, key=lambda play: POWER[mode][led][play[1]])
        factors.append(Factor("winning", f"{who.letter} {card.text}",
                              f"{who.label} is winning the trick with {card_words(card)}",
                              public=True))
    side = sum(view.tricks_won[s] for s in range(view.players)
               if s == int(view.contractor)
               or (view.players == 4 and not view.contract.is_misere
                   and (s - int(view.contractor)) % 4 == 2))
    factors.append(Factor("contract_tricks", side,
                          f"the contractor's side has {count_text(side, 'trick')} so far",
                          public=True))
    return factors



def after_pass_factors(view: FiveHundredView, estimate: AuctionEstimate) -> list[Factor]:
    """What follows a pass on the sampled deals, in words: who wins the auction, whether
    the contract is made, how often the hand is thrown in, and the pass's average."""
    simulation = estimate.simulation
    try:
        j = simulation.actions.index(PASS)
    except ValueError:
        return []
    ends, made = estimate.ends[:, j], estimate.made[:, j]
    n = len(ends)
    seating = view.seating
    me = int(view.seat)
    theirs = int(np.sum(ends == THEIRS))
    parts = []
    if theirs:
        who = (seating.team_names[seating.teams[seating.left_of(me)]]
               if seating.in_partnerships else "the other players")
        parts.append(f"{who} win the auction in {theirs} of {n} deals and make the contract "
                     f"in {int(np.sum(made[ends == THEIRS]))}")
    partner = int(np.sum(ends == PARTNERS))
    if partner:
        name = seating.names[next(iter(seating.partners(me)))]
        parts.append(f"{name} wins it in {partner} (made in "
                     f"{int(np.sum(made[ends == PARTNERS]))})")
    thrown = int(np.sum(ends == THROWN_IN))
    if thrown:
        parts.append(f"everybody passes in {thrown} (the hand is thrown in, 0 points)")
    mean = float(simulation.means()[j])
    text = (f"after a pass the other players call on (by their counted tricks) and the hand "
            f"is played: {'; '.join(parts)}. A pass averages {mean:+.1f} points")
    return [Factor("after_pass", round(mean, 1), text)]
