"""Cutthroat drills on one call, graded by the Expert: the bid, the dummy or alone, and
defending alone.

A drill is a real Cutthroat hand dealt by the engine from a seed and played by Normal bots
up to South's call (``lessons.cutthroat.positions``). The Expert evaluates South's *view*:
it deals the cards South cannot see many times over, consistent with the bids heard, plays
every legal call out (the later calls by its models of the players, the cards by a solver)
and values each as South's margin this hand: South's points minus the average of the
other two players' points. A pass is valued by what follows it: the others bid on, and the
hand is played or thrown in. The grading rule is every drill's (``lessons.kit.simulated``):
graded only when the best call leads clearly and the Expert makes it, else a judgment call
with the figures.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import ClassVar, Protocol

from euchre.actions import Action, ActionKind
from euchre.bots.base import Decision
from euchre.cards import Suit
from euchre.games.cutthroat import CutthroatHand, CutthroatPhase, CutthroatView, Player
from euchre.games.cutthroat.actions import CutthroatKind
from lessons.cutthroat.positions import (
    LEARNER,
    find_position,
    has_bower,
    may_hold,
    trump_count,
)
from lessons.cutthroat.themes import CutthroatTheme
from lessons.kit.exercise import Scene
from lessons.kit.simulated import SimulatedDrill, draw_theme, explanation_text, first_clear
from lessons.kit.themes import Theme, Tier

__all__ = [
    "MARGIN_MEANING",
    "BidDrill",
    "CutthroatChoiceDrill",
    "DefendDrill",
    "DummyDrill",
    "bid_themes",
    "build_bid_drill",
    "build_defend_drill",
    "build_dummy_drill",
    "choice_position",
    "cutthroat_scene",
    "defend_themes",
    "dummy_themes",
]

P = CutthroatPhase
T = CutthroatTheme
ANY_HAND = 0.4  # the share of Beginner and Intermediate positions kept whatever South holds
MARGIN_MEANING = ("Points are your margin this hand — your points minus the average of "
                  "the other two players' — averaged over those deals.")
_PLACES = ("first to bid, on the dealer's left", "second to bid", "the dealer, last to bid")


class Evaluator(Protocol):
    """What a drill needs from the Cutthroat Expert: a decision with its simulated options."""

    def decide(self, view: CutthroatView) -> Decision: ...


_BID_THEMES = {
    Tier.BEGINNER: (T.ORDER_UP,),
    Tier.INTERMEDIATE: (T.ORDER_UP, T.NAME_SUIT),
    Tier.ADVANCED: (T.ORDER_UP, T.NAME_SUIT),
}
_DUMMY_THEMES = {tier: (T.DUMMY_OR_ALONE,) for tier in Tier}
_DEFEND_THEMES = {tier: (T.DEFEND_ALONE,) for tier in Tier}


def bid_themes(tier: Tier) -> tuple[Theme, ...]:
    return _BID_THEMES[Tier(tier)]


def dummy_themes(tier: Tier) -> tuple[Theme, ...]:
    return _DUMMY_THEMES[Tier(tier)]


def defend_themes(tier: Tier) -> tuple[Theme, ...]:
    return _DEFEND_THEMES[Tier(tier)]


# ---- positions -------------------------------------------------------------------------


def _south(hand: CutthroatHand) -> tuple:
    return hand.hand(LEARNER)


def _nameable(hand: CutthroatHand) -> tuple[Suit, ...]:
    return tuple(suit for suit in Suit if suit != hand.turned_down)


def _close_bid(hand: CutthroatHand) -> bool:
    """A bid worth a thought: two trumps or more in the upcard's suit (round 1) or in a
    suit South may name (round 2)."""
    suits = (hand.upcard_suit,) if hand.phase is P.BIDDING_ROUND_1 else _nameable(hand)
    return any(trump_count(_south(hand), suit) >= 2 for suit in suits)


def _strong_maker(hand: CutthroatHand) -> bool:
    return trump_count(_south(hand), hand.trump) >= 3


def _strong_defender(hand: CutthroatHand) -> bool:
    return trump_count(_south(hand), hand.trump) >= 2


def _with_bower(wanted: Callable[[CutthroatHand], bool]) -> Callable[[CutthroatHand], bool]:
    return lambda hand: wanted(hand) and has_bower(_south(hand), hand.trump)


@dataclass(frozen=True)
class _Spec:
    """Where a family's positions come from: the phase asked, who deals and which South
    hands are kept at each tier."""

    name: str
    phase: CutthroatPhase
    dealer: Callable[[Tier, Theme, random.Random], Player | None]
    wanted: Callable[[Tier, Theme], Callable[[CutthroatHand], bool] | None]


def _any_dealer(tier: Tier, theme: Theme, rng: random.Random) -> Player | None:
    return Player(rng.randrange(3))


def _bid_dealer(tier: Tier, theme: Theme, rng: random.Random) -> Player | None:
    """East deals, so South bids first: at Beginner, and for naming a suit at Intermediate.
    Otherwise any player deals."""
    first = tier is Tier.BEGINNER or (tier is Tier.INTERMEDIATE and theme is T.NAME_SUIT)
    return Player.EAST if first else Player(rng.randrange(3))


def _bid_wanted(tier: Tier, theme: Theme) -> Callable[[CutthroatHand], bool] | None:
    return _close_bid if tier is Tier.ADVANCED else None


def _dummy_wanted(tier: Tier, theme: Theme) -> Callable[[CutthroatHand], bool] | None:
    return {Tier.BEGINNER: None, Tier.INTERMEDIATE: _strong_maker,
            Tier.ADVANCED: _with_bower(_strong_maker)}[tier]


def _defend_wanted(tier: Tier, theme: Theme) -> Callable[[CutthroatHand], bool] | None:
    return {Tier.BEGINNER: None, Tier.INTERMEDIATE: _strong_defender,
            Tier.ADVANCED: _with_bower(_strong_defender)}[tier]


#: What South's dealt cards (with the upcard) must allow for a tier's wanted hands.
_SIFTS = {
    ("dummy", Tier.INTERMEDIATE): may_hold(3, bower=False),
    ("dummy", Tier.ADVANCED): may_hold(3, bower=True),
    ("defend", Tier.INTERMEDIATE): may_hold(2, bower=False),
    ("defend", Tier.ADVANCED): may_hold(2, bower=True),
}
_SPECS = {
    "bid": _Spec("cutthroat-bid", P.BIDDING_ROUND_1, _bid_dealer, _bid_wanted),
    "dummy": _Spec("cutthroat-dummy", P.MAKER_CHOICE, _any_dealer, _dummy_wanted),
    "defend": _Spec("cutthroat-defend", P.DEFEND_ALONE, _any_dealer, _defend_wanted),
}
_THEMES = {"bid": _BID_THEMES, "dummy": _DUMMY_THEMES, "defend": _DEFEND_THEMES}


def choice_position(kind: str, seed: int, tier: Tier, theme: Theme | None = None,
                    variant: int = 0) -> tuple[CutthroatHand, Theme]:
    """A Cutthroat hand at South's call of ``kind`` ("bid", "dummy" or "defend"):
    (hand, theme).

    Bids: Beginner, South bids first on the upcard; Intermediate, any player deals, and
    naming a suit comes up too, South first after everyone passed the upcard; Advanced,
    any player deals (when naming, the players before South pass again: a Normal bot
    first asked nearly always names a suit) and only hands with two trumps or more in a
    suit South may choose. The dummy or alone: Beginner, any
    hand South made trump with; Intermediate, three trumps or more; Advanced, three or
    more with a bower. Defending alone: Beginner, any hand; Intermediate, two trumps or
    more; Advanced, two or more with a bower. Below Advanced about four positions in ten
    keep any hand.
    """
    tier = Tier(tier)
    spec = _SPECS[kind]
    rng, chosen = draw_theme(spec.name, _THEMES[kind][tier], seed, tier, theme, variant)
    wanted = spec.wanted(tier, chosen)
    if wanted is not None and tier is not Tier.ADVANCED and rng.random() < ANY_HAND:
        wanted = None
    phase = P.BIDDING_ROUND_2 if chosen is T.NAME_SUIT else spec.phase
    dealer = spec.dealer(tier, chosen, rng)
    passing = frozenset()
    if chosen is T.NAME_SUIT:
        passing = frozenset({P.BIDDING_ROUND_1, P.BIDDING_ROUND_2})
    dealt = _SIFTS.get((kind, tier)) if wanted is not None else None
    hand = find_position(f"{spec.name}:{int(tier)}:{chosen}:{seed}:{variant}", phase,
                         lambda attempt: dealer, wanted or (lambda hand: True), passing,
                         dealt)
    return hand, chosen


# ---- words -------------------------------------------------------------------------------


def cutthroat_scene(view: CutthroatView, hand: tuple | None = None) -> Scene:
    """What South sees: its cards (or ``hand``), the dealer, the upcard while it counts,
    trump once made, and every bid and declaration."""
    return Scene(
        trump=view.trump,
        hand=view.hand if hand is None else hand,
        dealer=view.dealer,
        upcard=view.upcard,
        turned_down=view.turned_down,
        bids=view.bids,
    )


def _place(view: CutthroatView) -> str:
    return _PLACES[(view.seat - view.dealer - 1) % 3]


def _maker_words(view: CutthroatView) -> str:
    """ "You made ♥ hearts trump by ordering up the Q♥" and the like."""
    maker = "You" if view.maker == view.seat else view.maker.label
    if view.upcard_taken:
        verb = "picking up" if view.maker == view.dealer else "ordering up"
        how = f"{verb} the {view.upcard.symbol}"
    else:
        how = "naming it"
    return f"{maker} made {view.trump.symbol} {view.trump.noun} trump by {how}"


def _bid_prompt(view: CutthroatView) -> str:
    up = view.upcard.symbol
    if view.phase is P.BIDDING_ROUND_1:
        verb = "Pick it up" if view.seat == view.dealer else "Order it up"
        return (f"{view.dealer.label} deals and turns up the {up}; you are "
                f"{_place(view)}. {verb} or pass?")
    if view.seat == view.dealer:
        last = "Both others passed again: if you pass too, the hand is thrown in."
    else:
        last = "If all three pass again the hand is thrown in."
    return (f"{view.dealer.label} deals; all three passed the {up}, now turned down. You are "
            f"{_place(view)}: name a suit or pass? {last}")


def _dummy_prompt(view: CutthroatView) -> str:
    return (f"{view.dealer.label} deals. {_maker_words(view)}. Take the dummy (five cards "
            "you have not seen: keep the best five of ten) or go alone (then "
            f"{view.seat.left.label} leads, unless a defender goes alone too)?")


def _defend_prompt(view: CutthroatView) -> str:
    how = "took the dummy" if view.took_dummy else "goes alone"
    maker = view.maker.label
    return (f"{view.dealer.label} deals. {_maker_words(view)} and {how}. Defend alone "
            f"against {maker} (the other defender sits out) or pass and defend together?")


def _label(option: str, view: CutthroatView) -> str:
    action = Action.parse(option)
    kind = action.kind
    if kind is ActionKind.PASS:
        return "Pass (defend together)" if view.phase is P.DEFEND_ALONE else "Pass"
    if kind is ActionKind.ORDER_UP:
        verb = "Pick up" if view.seat == view.dealer else "Order up"
        return f"{verb} {view.upcard.symbol}"
    if kind is ActionKind.NAME_TRUMP:
        return f"Name {action.suit.symbol} {action.suit.noun}"
    if kind is CutthroatKind.TAKE_DUMMY:
        return "Take the dummy"
    if kind is CutthroatKind.GO_ALONE:
        return "Go alone"
    if kind is ActionKind.DEFEND_ALONE:
        return "Defend alone"
    return action.describe().capitalize()


# ---- drills ----------------------------------------------------------------------------


@dataclass(frozen=True)
class CutthroatChoiceDrill(SimulatedDrill):
    """One of South's calls with the Expert's value of every legal call (best first)."""

    view: CutthroatView
    option_kind: ClassVar[str] = "choice"
    beneficiary: ClassVar[str] = "you"
    points_meaning: ClassVar[str] = MARGIN_MEANING
    points_axis: ClassVar[str] = ("your expected margin this hand (left of 0: the other "
                                  "two gain more)")

    def label(self, option: str) -> str:
        return _label(option, self.view)


@dataclass(frozen=True)
class BidDrill(CutthroatChoiceDrill):
    family: str = "cutthroat-bid"
    option_kind: ClassVar[str] = "bid"
    points_meaning: ClassVar[str] = (
        f"{MARGIN_MEANING} After a pass the others bid on as the Expert pictures them, and "
        "the hand is played, or thrown in for 0.")


@dataclass(frozen=True)
class DummyDrill(CutthroatChoiceDrill):
    family: str = "cutthroat-dummy"
    points_meaning: ClassVar[str] = (
        f"{MARGIN_MEANING} Going alone scores the same as taking the dummy (1 for three or "
        "four tricks, 3 for all five) without the dummy's five cards; what it changes is "
        "who leads first: the player on your left instead of the dealer's left (unless a "
        "defender goes alone).")


@dataclass(frozen=True)
class DefendDrill(CutthroatChoiceDrill):
    family: str = "cutthroat-defend"


_KINDS: dict[str, tuple[type[CutthroatChoiceDrill], Callable[[CutthroatView], str]]] = {
    "bid": (BidDrill, _bid_prompt),
    "dummy": (DummyDrill, _dummy_prompt),
    "defend": (DefendDrill, _defend_prompt),
}


def _evaluated(kind: str, seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator,
               variant: int) -> CutthroatChoiceDrill:
    hand, chosen = choice_position(kind, seed, tier, theme, variant)
    view = hand.view(LEARNER)
    decision = evaluator.decide(view)
    values = decision.explanation.options
    if {value.action for value in values} != set(view.legal_actions):
        raise RuntimeError(f"the Expert did not value every call of a {kind} drill")
    drill_type, prompt = _KINDS[kind]
    return drill_type(
        tier=Tier(tier),
        theme=chosen,
        seed=seed,
        prompt=prompt(view),
        options=tuple(action.text for action in view.legal_actions),
        scene=cutthroat_scene(view),
        view=view,
        values=tuple(sorted(values, key=lambda value: -value.expected_points)),
        explanation=explanation_text(decision),
        expert_choice=decision.action,
        variant=variant,
    )


def _builder(kind: str) -> Callable[..., CutthroatChoiceDrill]:
    def build(seed: int, tier: Tier, theme: Theme | None, evaluator: Evaluator,
              tries: int = 1) -> CutthroatChoiceDrill:
        """Deal a drill position and have ``evaluator`` value every call; with ``tries``
        > 1, positions are drawn from the seed until one is clear enough to grade (else
        the last is kept as a judgment call)."""
        return first_clear(partial(_evaluated, kind, seed, tier, theme, evaluator), tries)

    build.__name__ = f"build_{kind}_drill"
    return build


build_bid_drill = _builder("bid")
build_dummy_drill = _builder("dummy")
build_defend_drill = _builder("defend")
