"""The plain habits the reference players of the Euchre-deck games share (four-handed
Euchre, Cutthroat, Buck Euchre): counting sure tricks, the dealer's discard, leads and
following. Written apart from the app's bots; it reads only the engine's card tables
(``euchre.ranking``) and a seat's view.

- Sure tricks in a trump suit: the trumps held, less the top trumps missing (the right
  and left bowers and the ace, the joker too when the deck has one), plus each side
  suit's ace (a side king or queen is ruffed too often in five-card hands). Without
  trumps, each suit's unbroken top sequence.
- The discard: keep trumps and side aces; throw the lowest card of the shortest side suit.
- The lead: the maker's side draws trumps (the highest left, else a low one) while an
  opponent may hold one; then anyone cashes a card that is the highest left of its suit;
  else it leads the lowest card of its shortest side suit, to ruff that suit later.
- Following: low when an ally is winning the trick, else win it as cheaply as possible,
  else throw the cheapest card (a side card before a trump, the lowest first).

No search, no sampling, no randomness: every choice follows from the view.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any

from euchre.actions import Action, ActionKind
from euchre.cards import Card
from euchre.ranking import EFFECTIVE_SUIT_ROWS, NO_TRUMP, POWER_ROWS, joker_mode

__all__ = [
    "best_trump",
    "cheapest",
    "choose_card",
    "counted",
    "discard_choice",
    "keep_value",
    "mode_of",
    "sure_tricks",
    "unseen_cards",
]

TOP_TRUMPS = 3  # the right bower, the left bower and the ace (and the joker above them)


def counted(number: int, noun: str) -> str:
    """``"1 sure trick"``, ``"2 sure tricks"``."""
    return f"{number} {noun}" + ("" if number == 1 else "s")


def mode_of(trump: int | None) -> int:
    """The ranking tables' mode for ``trump`` (None: no trump)."""
    return joker_mode(trump, None)


def suit_in(mode: int, card: Card) -> int:
    return EFFECTIVE_SUIT_ROWS[mode][card]


def rank_in_suit(mode: int, card: Card) -> int:
    """How high ``card`` stands in its own (effective) suit under ``mode``."""
    return POWER_ROWS[mode][suit_in(mode, card)][card]


def is_trump(mode: int, card: Card) -> bool:
    return mode < NO_TRUMP and suit_in(mode, card) == mode


def _suit_cards(cards: Iterable[Card], mode: int, suit: int) -> list[Card]:
    """The cards of ``suit`` under ``mode``, highest first."""
    return sorted((c for c in cards if suit_in(mode, c) == suit),
                  key=lambda c: -rank_in_suit(mode, c))


def _top_run(mine: Sequence[Card], suit_deck: Sequence[Card]) -> int:
    """How many of the suit's highest cards ``mine`` holds without a gap."""
    count = 0
    for card in suit_deck:
        if card not in mine:
            break
        count += 1
    return count


def sure_tricks(hand: Iterable[Card], trump: int | None, deck: Sequence[Card]) -> int:
    """The tricks ``hand`` counts by itself with ``trump`` (None: no trump).

    >>> from euchre.cards import Deck
    >>> cards = [Card.parse(t) for t in ("JH", "JD", "9H", "AS", "KS")]
    >>> sure_tricks(cards, 2, Deck.STANDARD_24.cards())   # hearts: 3 trumps - A♥ + A♠
    3
    >>> sure_tricks(cards, None, Deck.STANDARD_24.cards())   # no trump: A♠ K♠
    2
    """
    hand = list(hand)
    mode = mode_of(trump)
    tricks = 0
    suits = range(4)
    if trump is not None:
        trumps = _suit_cards(hand, mode, trump)
        tops = _suit_cards(deck, mode, trump)
        tops = tops[:min(len(trumps), TOP_TRUMPS + sum(1 for c in deck if c.is_joker))]
        tricks += max(0, len(trumps) - sum(1 for card in tops if card not in trumps))
        suits = [suit for suit in suits if suit != trump]
    for suit in suits:
        run = _top_run(_suit_cards(hand, mode, suit), _suit_cards(deck, mode, suit))
        tricks += min(run, 1) if trump is not None else run
    return tricks


def keep_value(card: Card, hand: Sequence[Card], mode: int,
               deck: Sequence[Card]) -> tuple[int, ...]:
    """How much a card is worth keeping (higher: kept longer): trumps, then side suits'
    top cards, then the rest, the cards of longer suits and higher ranks kept first."""
    suit = suit_in(mode, card)
    rank = rank_in_suit(mode, card)
    if is_trump(mode, card):
        return (3, rank)
    mine = _suit_cards(hand, mode, suit)
    if card in mine[:_top_run(mine, _suit_cards(deck, mode, suit))]:
        return (2, rank)
    return (1, len(mine), rank)


def discard_choice(hand: Sequence[Card], trump: int | None, deck: Sequence[Card]) -> Card:
    """The card least worth keeping (ties: the lowest card id)."""
    mode = mode_of(trump)
    return min(hand, key=lambda c: (keep_value(c, hand, mode, deck), int(c)))


def best_trump(hand: Sequence[Card], suits: Iterable[int], deck: Sequence[Card],
               extra: Card | None = None) -> tuple[int, int]:
    """The suit of ``suits`` in which ``hand`` (with ``extra`` picked up and the worst
    card thrown) counts the most sure tricks, and that count; ties go to the higher suit."""
    best = (-1, -1)
    for suit in suits:
        cards = list(hand)
        if extra is not None:
            cards.append(extra)
            cards.remove(discard_choice(cards, suit, deck))
        best = max(best, (sure_tricks(cards, suit, deck), suit))
    return best[1], best[0]


def unseen_cards(view: Any, deck: Sequence[Card]) -> set[Card]:
    """The deck's cards this seat has not seen played, held or set aside (a turned-down
    upcard is out of play)."""
    seen = set(view.hand) | set(view.own_discards)
    seen |= {card for trick in view.tricks for _, card in trick.plays}
    seen |= {card for _, card in view.current_trick}
    if view.turned_down is not None:
        seen.add(view.upcard)
    return set(deck) - seen


def _is_boss(card: Card, mode: int, unseen: Collection[Card]) -> bool:
    suit, rank = suit_in(mode, card), rank_in_suit(mode, card)
    return all(rank_in_suit(mode, other) < rank for other in unseen
               if suit_in(mode, other) == suit)


def cheapest(plays: Sequence[Action], mode: int) -> Action:
    """The card cheapest to give up: a side card before a trump, the lowest first."""
    return min(plays, key=lambda a: (is_trump(mode, a.card), rank_in_suit(mode, a.card),
                                     int(a.card)))


def choose_card(view: Any, deck: Sequence[Card], attacking: bool,
                is_ally: Callable[[Any], bool]) -> tuple[Action, str]:
    """The card to play and why: ``attacking`` is true on the maker's side; ``is_ally``
    says whether a seat's winning card is as good as this seat's own."""
    plays = [a for a in view.legal_actions if a.kind is ActionKind.PLAY]
    mode = mode_of(None if view.trump is None else int(view.trump))
    if len(plays) == 1:
        return plays[0], "It is my only card."
    if not view.current_trick:
        return _lead(view, plays, mode, deck, attacking)
    led = suit_in(mode, view.current_trick[0][1])
    powers = POWER_ROWS[mode][led]
    who, best = max(view.current_trick, key=lambda play: powers[play[1]])
    if is_ally(who):
        return cheapest(plays, mode), "My side is winning the trick."
    winners = [a for a in plays if powers[a.card] > powers[best]]
    if winners:
        return (min(winners, key=lambda a: (powers[a.card], int(a.card))),
                "I win the trick as cheaply as I can.")
    return cheapest(plays, mode), "I cannot win the trick."


def _lead(view: Any, plays: list[Action], mode: int, deck: Sequence[Card],
          attacking: bool) -> tuple[Action, str]:
    unseen = unseen_cards(view, deck)
    trumps = [a for a in plays if is_trump(mode, a.card)]
    if trumps and attacking and any(is_trump(mode, card) for card in unseen):
        top = max(trumps, key=lambda a: rank_in_suit(mode, a.card))
        if _is_boss(top.card, mode, unseen):
            return top, "I draw trumps with the highest left."
        low = min(trumps, key=lambda a: rank_in_suit(mode, a.card))
        return low, "I draw trumps with a low one."
    side = [a for a in plays if not is_trump(mode, a.card)]
    bosses = [a for a in side if _is_boss(a.card, mode, unseen)]
    if bosses:
        return (max(bosses, key=lambda a: (rank_in_suit(mode, a.card), int(a.card))),
                "It is the highest card left in its suit.")
    if not side:
        top = max(trumps, key=lambda a: rank_in_suit(mode, a.card))
        if _is_boss(top.card, mode, unseen):
            return top, "I lead the highest trump left."
        return cheapest(trumps, mode), "I lead a low trump."
    length = {suit: sum(1 for c in view.hand if suit_in(mode, c) == suit) for suit in range(5)}
    card = min(side, key=lambda a: (length[suit_in(mode, a.card)],
                                    rank_in_suit(mode, a.card), int(a.card)))
    return card, "I lead low from my shortest suit."

