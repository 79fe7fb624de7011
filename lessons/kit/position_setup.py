"""A position of any game of the family set up by clicking, built and checked by the engine.

A set-up names the game, the dealer, the seat to decide, the cards the user placed (in a
seat's hand as dealt, or on a pile the game deals: the upcard, the dummy, the kitty) and
the moves so far, each by the seat whose turn the engine says it is. Every card the user
did not place is dealt from a seeded shuffle, so a set-up is one exact deal.

The engine is the only judge: the game's ``hand_from_deal`` checks the deal and
``apply`` every move. A move that needs a seat to hold a card (a card played, a
discard) puts that card in the seat's hand as dealt, when the user did not place it
elsewhere; a card play the engine refuses because the seat was dealt, at random, a card
it would have to play instead moves that card to another place. Either way the shuffle
gives way only where the user left it free, and the engine then replays the whole set-up
again. Expert is given only the deciding seat's view of the position.

>>> setup = toggled(PositionSetup("buck", dealer=3), "upcard", Card.parse("9H"))
>>> built = build(setup)
>>> built.state.seating.names[built.state.to_act]
'South'
>>> [option.action.text for option in next_options(setup, built) if option.reason is None]
['pass', 'order up']
>>> setup = with_move(with_move(setup, "order up"), "unseen discard")
>>> calls = [setup.spec.parse_action("order up")]
>>> for option in next_options(setup, build(setup), calls):
...     print(option.action.text, "|", option.reason)
order up | West cannot order it up now: West may stay in or drop out.
stay in | None
drop out | None
"""

from __future__ import annotations

import dataclasses
import random
import time
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from euchre.cards import Card
from euchre.games import PLAY_PHASE, GameHand, GameSpec, GameView, game, game_ids

__all__ = [
    "UNSEEN_DISCARD",
    "Built",
    "Option",
    "PositionSetup",
    "SetupError",
    "build",
    "next_options",
    "place_cards",
    "place_label",
    "place_size",
    "places",
    "position_view",
    "recorded_view",
    "starting_score",
    "toggled",
    "with_move",
]

SEAT = "seat:"  # a seat's place is "seat:<n>", its hand as dealt
PILES = ("upcard", "dummy", "kitty")  # the deal's other places, where a game has them
PILE_LABELS = {"upcard": "Upcard", "dummy": "Dummy", "kitty": "Kitty"}
REPAIRS = 60  # times the shuffle may give way before a set-up is called impossible
TRIAL_REPAIRS = 20  # the same, when a greyed-out option is being tried
TRIAL_SECONDS = 1.5  # trying options stops after this long: the rest are checked on click


class SetupError(ValueError):
    """A set-up that cannot be built, with the reason in words for the user."""


@dataclass(frozen=True)
class PositionSetup:
    """A position as the user sets it up (``score``: the game's score by team; empty for
    the score a match starts at)."""

    game_id: str
    dealer: int = 0
    decider: int = 0
    seed: int = 1
    pins: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    moves: tuple[str, ...] = ()
    score: tuple[int, ...] = ()

    @property
    def spec(self) -> GameSpec:
        return game(self.game_id)

    @property
    def rules(self) -> Any:
        return self.spec.rules_type()

    def pinned(self, place: str) -> tuple[Card, ...]:
        """The cards the user placed at ``place``."""
        return dict(self.pins).get(place, ())

    def key(self) -> str:
        """A text naming the set-up exactly (the seed of Expert's analysis of it)."""
        pins = ";".join(f"{place}={' '.join(card.text for card in cards)}"
                        for place, cards in sorted(self.pins))
        return "|".join((self.game_id, str(self.dealer), str(self.decider), str(self.seed),
                         pins, ",".join(self.moves), "-".join(map(str, self.score))))

    @property
    def analysis_seed(self) -> int:
        return zlib.crc32(self.key().encode()) & 0x7FFFFFFF


@dataclass(frozen=True)
class Built:
    """The engine's hand after every move of a set-up, and the deal it replayed."""

    state: GameHand
    deal: Any
    movers: tuple[int, ...] = ()  # the seat that made each move
    discards: tuple[bool, ...] = ()  # whether each move was a discard

    def secret(self, number: int, decider: int) -> bool:
        """Whether move ``number`` is a discard by a seat other than ``decider`` (a card
        the deciding seat does not see)."""
        return self.discards[number - 1] and self.movers[number - 1] != decider


@dataclass(frozen=True)
class Option:
    """A next move the set-up could add; ``reason`` says why it cannot, when it cannot."""

    action: Any
    reason: str | None = None
    unseen: bool = False  # a hidden seat's secret move (its card is not shown)


# ---- the deal's places ---------------------------------------------------------------------


def _cards_at(deal: Any) -> dict[str, list[Card]]:
    """Every place of ``deal`` and its cards."""
    at = {f"{SEAT}{seat}": list(hand) for seat, hand in enumerate(deal.hands)}
    for pile in PILES:
        value = getattr(deal, pile, None)
        if isinstance(value, Card):
            at[pile] = [value]
        elif value is not None:
            at[pile] = list(value)
    return at


def _deal_from(deal: Any, at: dict[str, list[Card]]) -> Any:
    hands = tuple(tuple(at[f"{SEAT}{seat}"]) for seat in range(len(deal.hands)))
    piles: dict[str, object] = {}
    for pile in PILES:
        value = getattr(deal, pile, None)
        if isinstance(value, Card):
            piles[pile] = at[pile][0]
        elif value is not None:
            piles[pile] = tuple(at[pile])
    return dataclasses.replace(deal, hands=hands, **piles)


def _base_deal(setup: PositionSetup) -> Any:
    return setup.spec.new_hand(setup.seed, setup.rules, setup.dealer).deal


def places(setup: PositionSetup, public_only: bool = False) -> tuple[str, ...]:
    """The places of the game's deal: each seat's hand, then its piles (only the upcard,
    which every seat sees, with ``public_only``; never an undealt remainder)."""
    at = _cards_at(_base_deal(setup))
    piles = tuple(pile for pile in PILES if pile in at and at[pile]
                  and (pile == "upcard" or not public_only) and _dealt_pile(setup, pile))
    return (*(place for place in at if place.startswith(SEAT)), *piles)


def _dealt_pile(setup: PositionSetup, pile: str) -> bool:
    """Whether ``pile`` is part of the game (Five Hundred's kitty, Cutthroat's dummy, an
    upcard), not the cards a game leaves undealt."""
    return pile != "kitty" or not hasattr(_base_deal(setup), "upcard")


def place_label(setup: PositionSetup, place: str) -> str:
    if place.startswith(SEAT):
        return setup.spec.seating.names[int(place[len(SEAT):])]
    return PILE_LABELS[place]


def _where(setup: PositionSetup, place: str) -> str:
    """A place in a sentence: "South's hand", "the kitty"."""
    label = place_label(setup, place)
    return f"{label}'s hand" if place.startswith(SEAT) else f"the {label.lower()}"


def place_size(setup: PositionSetup, place: str) -> int:
    return len(_cards_at(_base_deal(setup))[place])


def place_cards(built: Built, place: str) -> tuple[Card, ...]:
    """The cards at ``place`` in the deal the set-up was built from."""
    return tuple(_cards_at(built.deal)[place])


def toggled(setup: PositionSetup, place: str, card: Card) -> PositionSetup:
    """``card`` placed at ``place`` (taken from any other place the user put it), or taken
    back when it was there; a full place refuses another card."""
    pins = {name: tuple(cards) for name, cards in setup.pins}
    if card in pins.get(place, ()):
        pins[place] = tuple(c for c in pins[place] if c != card)
    else:
        if card not in setup.spec.deck(setup.rules):
            raise SetupError(f"{card.symbol} is not in the deck of this game.")
        size = place_size(setup, place)
        if len(pins.get(place, ())) >= size:
            raise SetupError(f"{place_label(setup, place)} already has its {size} card"
                             f"{'s' * (size != 1)}: click one of them to take it back first.")
        pins = {name: tuple(c for c in cards if c != card) for name, cards in pins.items()}
        pins[place] = (*pins.get(place, ()), card)
    return dataclasses.replace(setup, pins=tuple((name, cards) for name, cards in pins.items()
                                                 if cards))


def with_move(setup: PositionSetup, action: Any) -> PositionSetup:
    """``setup`` with one more move (an action, or its text)."""
    text = action if isinstance(action, str) else action.text
    return dataclasses.replace(setup, moves=(*setup.moves, text))


@dataclass(frozen=True)
class UnseenDiscard:
    """A discard the deciding seat does not see (a hidden seat's): the engine's position
    takes one of that seat's legal discards that no later move and no card placed by the
    user needs, the upcard last."""

    text: str = "unseen discard"
    card: None = None

    def describe(self) -> str:
        return "discards a card"


UNSEEN_DISCARD = UnseenDiscard()


# ---- building the position -------------------------------------------------------------------


def _reason(state: GameHand, action: Any) -> str | None:
    """The engine's reason the seat to act may not take ``action`` (None: it may)."""
    try:
        state.apply(action, state.to_act)
    except ValueError as error:
        return getattr(error, "to_player", None) or str(error)
    return None


class _Arranger:
    """The seeded deal with the user's cards and the cards the moves need put in place."""

    def __init__(self, setup: PositionSetup, needed: Iterable[Card]) -> None:
        self.setup = setup
        self.base = _base_deal(setup)
        self.fixed: dict[Card, str] = {card: place for place, cards in setup.pins
                                       for card in cards}
        self.needed = frozenset(needed)
        self.banned: dict[str, set[Card]] = {}
        self.discard_first: set[Card] = set()  # unseen discards to make first
        self.rng = random.Random(setup.seed)

    def free(self, card: Card) -> bool:
        return card not in self.fixed

    def deal(self) -> Any:
        at = _cards_at(self.base)
        where = {card: place for place, cards in at.items() for card in cards}

        def swap(card: Card, place: str, other: Card) -> None:
            origin = where[card]
            at[origin][at[origin].index(card)] = other
            at[place][at[place].index(other)] = card
            where[card], where[other] = place, origin

        for card, place in self.fixed.items():
            if where.get(card) == place:
                continue
            if card not in where:
                raise SetupError(f"{card.symbol} is not dealt in this game.")
            spare = [c for c in at[place] if self.fixed.get(c, place) != place or self.free(c)]
            spare.sort(key=lambda c: (not self.free(c), c in self.needed))
            if not spare:
                raise SetupError(f"{place_label(self.setup, place)} cannot hold every card "
                                 "placed there and every card its moves need.")
            swap(card, place, spare[0])
        for place, cards in self.banned.items():
            for card in [c for c in at[place] if c in cards and self.free(c)]:
                others = [(other, c) for other, held in at.items() if other != place
                          for c in held if self.free(c) and c not in self.needed
                          and c not in cards and card not in self.banned.get(other, ())]
                if not others:
                    raise SetupError("No deal of the unseen cards fits these moves.")
                other, c = others[self.rng.randrange(len(others))]
                swap(card, other, c)
        return _deal_from(self.base, at)


def _card_of(action: Any) -> Card | None:
    return getattr(action, "card", None)


def build(setup: PositionSetup, moves: int | None = None, repairs: int = REPAIRS) -> Built:
    """The engine's hand after the first ``moves`` moves of ``setup`` (all by default);
    ``SetupError`` names a deal or a move the engine refuses, with its reason (or says
    that no deal was found in ``repairs`` tries)."""
    spec = setup.spec
    try:
        actions = [UNSEEN_DISCARD if text == UNSEEN_DISCARD.text else spec.parse_action(text)
                   for text in setup.moves[:moves]]
    except ValueError as error:
        raise SetupError(f"A move cannot be read: {error}") from None
    arranger = _Arranger(setup, (card for a in actions if (card := _card_of(a)) is not None))
    for _ in range(repairs):
        deal = arranger.deal()
        try:
            state = spec.hand_from_deal(deal, setup.rules)
        except ValueError as error:
            raise SetupError(f"This deal is not possible: {error}") from None
        movers: list[int] = []
        discards: list[bool] = []
        unseen: set[int] = set()  # seats that made an unseen discard
        for number, action in enumerate(actions, start=1):
            seat = state.to_act
            if seat is None:
                raise SetupError(f"The hand is over before move {number}: take the last "
                                 "moves back.")
            name = spec.seating.names[seat]
            if action is UNSEEN_DISCARD:
                unseen.add(int(seat))
                action = _hidden_discard(state, arranger, getattr(deal, "upcard", None))
                if action is None:
                    raise SetupError(f"Move {number}: {name} has no discard to make now.")
            card = _card_of(action)
            if card is not None and card not in state.hand(seat) and arranger.free(card):
                arranger.fixed[card] = _source(state, deal, int(seat), arranger)
                break
            reason = _reason(state, action)
            if reason is not None:
                blockers = _blockers(state, action, arranger)
                kept = set(_blockers(state, action, arranger, placed=True)) if (
                    int(seat) in unseen) else set()
                kept -= arranger.discard_first
                if blockers or kept:
                    arranger.banned.setdefault(f"{SEAT}{int(seat)}", set()).update(blockers)
                    arranger.discard_first |= kept
                    break
                raise SetupError(f"Move {number}, {name} {action.describe()}, is not "
                                 f"possible: {reason}")
            discards.append(card is not None and state.phase != PLAY_PHASE)
            state = state.apply(action, seat)
            movers.append(int(seat))
        else:
            return Built(state, deal, tuple(movers), tuple(discards))
    raise SetupError("No deal of the cards the deciding seat cannot see fits these moves.")


def _source(state: GameHand, deal: Any, seat: int, arranger: _Arranger) -> str:
    """Where a card ``seat`` must hold is put: its hand as dealt, or, when every card of
    that hand is placed, a pile it took (a kitty, a dummy, the upcard)."""
    own = f"{SEAT}{seat}"
    at = _cards_at(deal)
    if any(arranger.free(card) for card in at[own]):
        return own
    held = set(state.hand(seat))
    taken = [pile for pile in at if not pile.startswith(SEAT) and held & set(at[pile])
             and any(arranger.free(card) for card in at[pile])]
    return taken[0] if taken else own


def _hidden_discard(state: GameHand, arranger: _Arranger, upcard: Card | None) -> Any:
    """The discard an unseen move makes: a legal one no later move needs, first a card that
    a later play showed the seat cannot have kept."""
    discards = [action for action in state.legal_actions() if _card_of(action) is not None
                and state.phase != PLAY_PHASE]
    ranked = sorted(discards, key=lambda a: (_card_of(a) not in arranger.discard_first,
                                             _card_of(a) in arranger.needed,
                                             _card_of(a) == upcard))
    return ranked[0] if ranked else None


def _blockers(state: GameHand, action: Any, arranger: _Arranger,
              placed: bool = False) -> tuple[Card, ...]:
    """Cards the seat to act was dealt at random (with ``placed``: cards placed where it
    took them from, a kitty or a dummy) that the engine would have it play instead of
    ``action``'s card (moving them away, or discarding them, may make the play legal)."""
    card = _card_of(action)
    if card is None or state.phase != PLAY_PHASE or card not in state.hand(state.to_act):
        return ()
    legal = {_card_of(other) for other in state.legal_actions()}
    return tuple(card for card in state.hand(state.to_act)
                 if card in legal and arranger.free(card) != placed)


def _trial(setup: PositionSetup, action: Any) -> str | None:
    """Why ``action`` cannot follow in any deal of the cards the user did not place (None
    when some deal lets the engine accept it)."""
    try:
        build(with_move(setup, action), repairs=TRIAL_REPAIRS)
    except SetupError as error:
        text = str(error)
        return f"No deal fits it: m{text[1:]}" if text.startswith("Move ") else text
    return None


def next_options(setup: PositionSetup, built: Built, calls: Sequence[Any] = (),
                 hidden: bool = False) -> list[Option]:
    """Every move the set-up could add next, each with the engine's reason when it cannot
    follow: ``calls`` (all of the game's calls, legal or not), then every card of the deck
    for a card play or a discard. With ``hidden``, a seat other than the deciding seat
    holds cards the user did not place: a card it plays is checked by rebuilding the set-up
    with it, and its discard is a single unseen move."""
    state = built.state
    seat = state.to_act
    if seat is None:
        return []
    legal = state.legal_actions()
    by_text = {action.text: action for action in legal}
    options = [Option(call, None if call.text in by_text else _reason(state, call))
               for call in calls]
    offered = {call.text for call in calls}
    options += [Option(action) for action in legal
                if _card_of(action) is None and action.text not in offered]
    carded = [action for action in legal if _card_of(action) is not None]
    if not carded:
        return options
    guessed = hidden and int(seat) != setup.decider
    if guessed and state.phase != PLAY_PHASE:
        return [*options, Option(UNSEEN_DISCARD, unseen=True)]
    used = {card for trick in state.tricks for _, card in trick.plays}
    used |= {card for _, card in state.current_trick}
    placed = {card: place for place, cards in setup.pins for card in cards}
    deadline = time.monotonic() + TRIAL_SECONDS
    for card in setup.spec.deck(setup.rules):
        choices = [action for action in carded if _card_of(action) == card]
        if choices:
            options += [Option(action) for action in choices]
            continue
        action = _like(setup.spec, carded[0], card)
        if action is None:
            continue
        if card in used:
            reason = f"{card.symbol} has been played already."
        elif guessed and placed.get(card, f"{SEAT}{int(seat)}") != f"{SEAT}{int(seat)}":
            reason = (f"{card.symbol} is placed in {_where(setup, placed[card])}, not in "
                      f"{_where(setup, f'{SEAT}{int(seat)}')}.")
        elif guessed and card not in placed:
            reason = _trial(setup, action) if time.monotonic() < deadline else None
            if reason is None:
                options.append(Option(action))
                continue
        else:
            reason = _reason(state, action)
        options.append(Option(action, reason or "The engine refuses it."))
    return options


def _like(spec: GameSpec, example: Any, card: Card) -> Any:
    """The action of ``example``'s kind (a play or a discard) with ``card`` instead."""
    try:
        return spec.parse_action(f"{example.text.split(' ', 1)[0]} {card.text}")
    except ValueError:
        return None


def position_view(setup: PositionSetup, built: Built | None = None) -> GameView:
    """The deciding seat's view after every move of ``setup`` (``SetupError`` when the
    set-up is impossible or it is not that seat's turn)."""
    built = built or build(setup)
    state = built.state
    names = setup.spec.seating.names
    if state.to_act is None:
        raise SetupError("The hand is over after these moves: there is no decision left to "
                         "analyse. Take the last move back.")
    if int(state.to_act) != setup.decider:
        raise SetupError(f"It is {names[state.to_act]}'s turn, not {names[setup.decider]}'s: "
                         f"add moves until {names[setup.decider]} is to decide, or choose "
                         f"{names[state.to_act]} as the deciding seat.")
    return state.view(state.to_act, starting_score(setup), 1)


def starting_score(setup: PositionSetup) -> tuple[int, ...]:
    """The set-up's score, or the score a match of its game starts at."""
    return tuple(setup.score) or tuple(setup.spec.new_match(setup.rules, 1).score)


def recorded_view(hand: GameHand, move: int, score: tuple[int, ...],
                  hand_number: int) -> GameView:
    """The view of the seat to act after the first ``move`` moves of a recorded hand,
    replayed by the engine from its deal."""
    actions = hand.history
    if not 0 <= move <= len(actions):
        raise SetupError(f"Hand {hand_number} has {len(actions)} moves: choose a move from 0 "
                         f"to {len(actions)}.")
    spec = next(game(game_id) for game_id in game_ids()
                if isinstance(hand, game(game_id).hand_type))
    state = spec.hand_from_deal(hand.deal, hand.rules)
    for seat, action in actions[:move]:
        state = state.apply(action, seat)
    if state.to_act is None:
        raise SetupError(f"Hand {hand_number} is over after move {move}: there is no "
                         "decision left to analyse. Choose an earlier move.")
    return state.view(state.to_act, tuple(score), hand_number)

