"""An independent check of Cutthroat bot explanations against the position they were given.

It recomputes each figure from the printed ranks and suits of the view's cards with its
own small table of the bowers and suit colours, not with the engine's functions the bots
use, so a mistake in either shows up as a disagreement.
"""

from __future__ import annotations

import re

from euchre import ActionKind, Card, Rank, Suit
from euchre.bots.base import Decision, Explanation, Factor
from euchre.games.cutthroat import CutthroatPhase, CutthroatView

COLOUR_MATE = {Suit.CLUBS: Suit.SPADES, Suit.SPADES: Suit.CLUBS,
               Suit.DIAMONDS: Suit.HEARTS, Suit.HEARTS: Suit.DIAMONDS}
CARD_SYMBOL = re.compile(r"(?:10|[9JQKA])[♣♦♥♠]")
SUIT_SYMBOL = {suit.symbol: suit for suit in Suit}
ALL_CARDS = tuple(Card.of(rank, suit) for suit in Suit
                  for rank in (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE))


def suit_of(card: Card, trump: Suit | None) -> Suit:
    if trump is not None and card.rank is Rank.JACK and card.suit is COLOUR_MATE[trump]:
        return trump
    return card.suit


def trumps_in(cards, trump: Suit) -> int:
    return sum(suit_of(card, trump) is trump for card in cards)


def power(card: Card, trump: Suit, led: Suit) -> int:
    if suit_of(card, trump) is trump:
        if card.rank is Rank.JACK:
            return 130 if card.suit is trump else 129
        return 100 + int(card.rank)
    return 50 + int(card.rank) if suit_of(card, trump) is led else 0


def cards_of(value: str) -> tuple[Card, ...]:
    return tuple(Card.parse(text) for text in str(value).split())


def ten_of(view: CutthroatView) -> tuple[Card, ...]:
    made = 10 - len(view.hand)
    return (*view.hand, *(view.own_discards[-made:] if made else ()))


def _counted(view: CutthroatView, named: dict[str, Factor]) -> tuple[Card, ...]:
    if "counted_hand" in named:
        return cards_of(named["counted_hand"].value)
    if "kept" in named:
        return cards_of(named["kept"].value)
    if "with_upcard" in named:
        return (*view.hand, view.upcard)
    return view.hand


def _trump(view: CutthroatView, named: dict[str, Factor], factor: Factor) -> Suit:
    if "trump_suit" in named:
        return Suit.parse(str(named["trump_suit"].value))
    found = [SUIT_SYMBOL[ch] for ch in re.findall(r"\(([♣♦♥♠])\)", factor.text)]
    if found:
        return found[0]
    assert view.trump is not None, f"no trump suit to check {factor.name} against"
    return view.trump


def check_figures(view: CutthroatView, explanation: Explanation) -> int:
    """Assert every recognised figure is true of the position; return how many were checked."""
    named = {factor.name: factor for factor in explanation.factors}
    counted = _counted(view, named)
    checked = 0
    for factor in explanation.factors:
        name, value = factor.name, factor.value
        if name == "trumps":
            trump = _trump(view, named, factor)
            cards = view.hand if view.phase is CutthroatPhase.PLAY else counted
            assert value == trumps_in(cards, trump), (factor, cards, trump)
        elif name == "suit_cards":
            suit = _trump(view, named, factor)
            assert value == sum(card.suit is suit for card in counted), (factor, counted)
        elif name in ("right_bower", "left_bower"):
            trump = _trump(view, named, factor)
            bower = Card.of(Rank.JACK, trump if name == "right_bower" else COLOUR_MATE[trump])
            assert value == (bower in counted), (factor, counted)
        elif name == "off_aces":
            trump = _trump(view, named, factor)
            aces = [c for c in counted if c.rank is Rank.ACE and suit_of(c, trump) is not trump]
            assert value == len(aces), (factor, counted)
        elif name == "voids":
            trump = _trump(view, named, factor)
            held = {suit_of(card, trump) for card in counted}
            assert value == sum(1 for s in Suit if s is not trump and s not in held), factor
        elif name == "kept":
            kept = cards_of(value)
            assert len(kept) == 5 and set(kept) <= set(ten_of(view)), (factor, view.hand)
        elif name == "trumps_played":
            assert value == trumps_in(view.played_cards, view.trump), factor
        elif name == "trumps_unseen":
            seen = {*view.hand, *view.played_cards, *view.own_discards, view.upcard}
            unseen = [c for c in ALL_CARDS if c not in seen]
            assert value == trumps_in(unseen, view.trump), factor
        elif name == "winning":
            plays = view.current_trick
            led = suit_of(plays[0][1], view.trump)
            who, card = max(plays, key=lambda play: power(play[1], view.trump, led))
            assert value == f"{who.letter} {card.text}", factor
        elif name == "strength" and "own_tricks" in named:
            loss = named["upcard_loss"].value if "upcard_loss" in named else 0.0
            total = named["own_tricks"].value - loss + named["dummy_help"].value
            assert abs(value - total) < 0.051, (factor, total)
        elif name == "samples":
            assert all(option.samples == value for option in explanation.options), factor
        elif name == "expected_margin":
            assert abs(explanation.options[0].expected_points - value) < 0.0051, factor
        else:
            continue
        checked += 1
    return checked


def public_cards(view: CutthroatView, decision: Decision) -> set[Card]:
    """Cards the table knows of once the move is made: the upcard, the cards played, and
    the card this move plays."""
    known = {view.upcard, *view.played_cards}
    if decision.action.kind is ActionKind.PLAY:
        known.add(decision.action.card)
    return known


def leaked_cards(view: CutthroatView, decision: Decision) -> set[str]:
    """Cards named in what the table hears that the table cannot know."""
    public = decision.explanation.public()
    text = " ".join([public.summary, *(factor.text for factor in public.factors),
                     *(str(factor.value) for factor in public.factors)])
    known = {card.symbol for card in public_cards(view, decision)}
    known |= {card.text for card in public_cards(view, decision)}
    named = set(CARD_SYMBOL.findall(text)) | set(re.findall(r"\b(?:T|9|J|Q|K|A)[CDHS]\b", text))
    return named - known
