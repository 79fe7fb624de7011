"""Factors in plain words: the vocabulary every level's explanations are built from.

Each ``*_factor`` function returns a ``Factor`` whose ``value`` is the figure a bot counted
and whose ``text`` says that figure in words a learner can follow. A summary sentence is
the decision followed by the texts of its key factors, so every figure a summary states
is one of its factors' texts (tests check each factor against the position).

Each factor is public or private by its kind. Public: what the table can work out from
the hand's record once the move is made (the seats, the bidding, the trick, the cards
played, voids shown by play). Private: anything about the bot's own cards (its counts,
its bowers, its voids, its estimate of tricks, how its card compares with the rest of its
hand). ``say`` also builds the live sentence the table hears during the hand: the move in
plain words (``move_words``) and the public key factors, nothing else.

Factor names and what their values mean:

``trump_suit``      suit letter: the trump suit the hand facts below refer to
``counted_hand``    card texts: the five cards counted (the dealer's hand after a pick-up)
``trumps``          int: trumps in the counted hand
``right_bower``     bool: the counted hand holds the right bower
``left_bower``      bool: the counted hand holds the left bower
``joker``           bool: the counted hand holds the joker
``off_aces``        int: aces of other suits in the counted hand
``voids``           int: other suits the counted hand has no card of
``position``        ``Position`` value: the seat's place relative to the dealer
``upcard_to``       ``UpcardTaker`` value: who would pick the upcard up
``strength``        float: the bidding count in estimated tricks (rounded to 0.1)
``needed``          float: the count the bot asks for before bidding from this seat
``suit_cards``      int: cards of that printed suit in hand (plus the upcard if counted)
``suit_high``       card texts: the jack and ace of that printed suit among them
``role``            "maker" / "maker's partner" / "defender"
``led_suit``        suit letter: the effective suit led to this trick
``winning``         "<seat letter> <card>": who is winning the trick so far, with what
``partner_winning`` bool
``can_follow``      bool: the hand holds a card of the led suit
``can_win``         bool: some legal card would take the lead in this trick
``play_order``      int: 1 for the lead, 2 for second to play, … (the text says "last"
                    exactly when nobody plays after this seat)
``card_choice``     "highest" / "lowest" / "cheapest winner" / "lowest trump": a claim about
                    the card played, measured among the legal cards by ``trick_strength``
``boss_trump``      card text: a trump no unplayed trump outranks
``legal_options``   int: how many legal actions there were

Public kinds: ``position``, ``upcard_to``, ``role``, ``led_suit``, ``winning``,
``partner_winning``, ``can_follow`` (the card played shows it), ``play_order``,
``boss_trump`` (said of the card led), and ``trump_suit`` when it is the upcard's suit or
the suit made trump. Every other kind is private.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from euchre.actions import Action, ActionKind
from euchre.bots.base import Explanation, Factor
from euchre.bots.hand_strength import Position, TrumpFacts, UpcardTaker
from euchre.cards import Card, Suit, left_bower, right_bower
from euchre.seats import Seat

__all__ = [
    "NUMBER_WORDS",
    "cards_text",
    "count_text",
    "join_words",
    "live_sentence",
    "number_word",
    "say",
    "table_move_words",
]

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")


def number_word(count: int) -> str:
    return NUMBER_WORDS[count] if 0 <= count < len(NUMBER_WORDS) else str(count)


def count_text(count: int, noun: str, plural: str | None = None) -> str:
    """``count_text(2, "trump")`` → ``"two trumps"``; 0 → ``"no trumps"``."""
    word = noun if count == 1 else (plural or noun + "s")
    return f"{number_word(count)} {word}"


def join_words(parts: Sequence[str]) -> str:
    """``["a", "b", "c"]`` → ``"a, b and c"``."""
    parts = [part for part in parts if part]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def cards_text(cards: Iterable[Card]) -> str:
    return join_words([card.symbol for card in cards])


def card_list_value(cards: Iterable[Card]) -> str:
    return " ".join(card.text for card in cards)




def table_move_words(action: Action, view: Any,
                     own: Mapping[ActionKind, str] | None = None) -> str:
    """The move in the first person in any game (a view with a seat, dealer, upcard and
    current trick); ``own`` words a game's own kinds."""
    if own and action.kind in own:
        return own[action.kind]
    match action.kind:
        case ActionKind.PASS:
            return "I pass"
        case ActionKind.ORDER_UP if view.seat == view.dealer:
            return f"I pick up {view.upcard.symbol}"
        case ActionKind.ORDER_UP:
            return f"I order up {view.upcard_suit.symbol}"
        case ActionKind.NAME_TRUMP:
            return f"I name {action.suit.symbol}"
        case ActionKind.DISCARD:
            return "I discard a card"
        case _:
            verb = "play" if view.current_trick else "lead"
            return f"I {verb} {action.card.symbol}"


def live_sentence(move: str, said: Sequence[Factor] = ()) -> str:
    """The move, then the public ones among ``said`` as its reasons (but the trump suit,
    which the move itself names or the table knows from the upcard)."""
    told = [factor.text for factor in said if factor.public and factor.name != "trump_suit"]
    return _sentence(move + (": " + join_words(told) if told else ""))


def _sentence(words: str) -> str:
    words = words.strip()
    words = words[0].upper() + words[1:]
    return words if words.endswith(".") else words + "."


Part = str | Factor | Sequence[Factor]


def say(*parts: Part, move: str, extra: Sequence[Factor] = ()) -> Explanation:
    """Build a sentence from words and factors; the factors used become the key factors.

    A sequence of factors is said as a list (``"a, b and c"``). ``extra`` factors are kept
    with the explanation without being said. ``move`` is the move in words the table may
    hear (``move_words``): the live sentence is it and the public key factors.
    """
    words: list[str] = []
    said: list[Factor] = []
    for part in parts:
        if isinstance(part, str):
            words.append(part)
        elif isinstance(part, Factor):
            words.append(part.text)
            said.append(part)
        else:
            words.append(join_words([factor.text for factor in part]))
            said.extend(part)
    names = {factor.name for factor in said}
    rest = tuple(factor for factor in extra if factor.name not in names)
    return Explanation(summary=_sentence("".join(words)), factors=(*said, *rest),
                       live=live_sentence(move, said))


# ---- hand facts -----------------------------------------------------------------------


def trump_suit_factor(trump: Suit, public: bool) -> Factor:
    """``public``: the upcard's suit, or the suit the move makes trump (not a suit the
    bot only thought of)."""
    return Factor("trump_suit", trump.letter, f"with {trump.symbol} as trump", public)


def counted_hand_factor(cards: Sequence[Card], upcard: Card, discard: Card) -> Factor:
    text = f"after picking up {upcard.symbol} and discarding {discard.symbol}"
    return Factor("counted_hand", card_list_value(cards), text)


def trumps_factor(facts: TrumpFacts, prefix: str = "") -> Factor:
    text = prefix + count_text(facts.trump_count, "trump")
    if facts.trumps:
        text += f" ({cards_text(facts.trumps)})"
    return Factor("trumps", facts.trump_count, text)


def right_bower_factor(facts: TrumpFacts) -> Factor:
    card = right_bower(facts.trump)
    if facts.has_right_bower:
        return Factor("right_bower", True, f"the right bower {card.symbol}")
    return Factor("right_bower", False, f"not the right bower {card.symbol}")


def left_bower_factor(facts: TrumpFacts) -> Factor:
    card = left_bower(facts.trump)
    if facts.has_left_bower:
        return Factor("left_bower", True, f"the left bower {card.symbol}")
    return Factor("left_bower", False, f"not the left bower {card.symbol}")


def joker_factor(facts: TrumpFacts) -> Factor:
    return Factor("joker", facts.has_joker, "the joker" if facts.has_joker else "not the joker")


def off_aces_factor(facts: TrumpFacts) -> Factor:
    count = len(facts.off_aces)
    text = count_text(count, "off-suit ace")
    if count:
        text += f" ({cards_text(facts.off_aces)})"
    return Factor("off_aces", count, text)


def voids_factor(facts: TrumpFacts) -> Factor:
    count = len(facts.voids)
    if not count:
        return Factor("voids", 0, "no void in another suit")
    suits = join_words([suit.symbol for suit in facts.voids])
    return Factor("voids", count, f"void in {count_text(count, 'other suit')} ({suits})")


def hand_factors(facts: TrumpFacts, with_joker: bool = False) -> list[Factor]:
    """Trumps, bowers, off-suit aces and voids of a counted hand."""
    factors = [trumps_factor(facts), right_bower_factor(facts), left_bower_factor(facts)]
    if with_joker:
        factors.append(joker_factor(facts))
    factors += [off_aces_factor(facts), voids_factor(facts)]
    return factors


# ---- the table --------------------------------------------------------------------------


def position_factor(seat: Any, dealer: Any, position: Position | str) -> Factor:
    """Public: the seat's place relative to the dealer (a ``Position`` or any game's own
    words for it, "the dealer" for the dealer)."""
    value = position.value if isinstance(position, Position) else position
    text = "I am the dealer" if value == Position.DEALER.value else (
        f"I am {value} ({dealer.label} deals)")
    return Factor("position", value, text, public=True)


def upcard_factor(upcard: Card, dealer: Seat, taker: UpcardTaker) -> Factor:
    if taker is UpcardTaker.ME:
        text = f"I would pick up {upcard.symbol} myself"
    elif taker is UpcardTaker.PARTNER:
        text = f"my partner {dealer.label} would pick up {upcard.symbol}"
    else:
        text = f"the opponent dealer {dealer.label} would pick up {upcard.symbol}"
    return Factor("upcard_to", taker.value, text, public=True)


def strength_factor(strength: float) -> Factor:
    value = round(strength, 1)
    return Factor("strength", value, f"my count comes to {value:.1f} tricks")


def needed_factor(needed: float, what: str) -> Factor:
    value = round(needed, 1)
    return Factor("needed", value, f"I want {value:.1f} to {what} from this seat")


def role_factor(role: str, maker: Seat) -> Factor:
    texts = {
        "maker": "I made trump",
        "maker's partner": f"my partner {maker.label} made trump",
        "defender": f"{maker.label} made trump against us",
    }
    return Factor("role", role, texts[role], public=True)


# ---- the trick ----------------------------------------------------------------------------


def led_suit_factor(led: Suit) -> Factor:
    return Factor("led_suit", led.letter, f"{led.symbol} was led", public=True)


def winning_factor(seat: Any, card: Card, partner: bool,
                   friend: str = "my partner") -> Factor:
    """Public: who is winning the trick so far, and with what (``friend`` names a seat
    playing with this one)."""
    who = f"{friend} {seat.label}" if partner else seat.label
    text = f"{who} is winning it with {card.symbol}"
    return Factor("winning", f"{seat.letter} {card.text}", text, public=True)


def partner_winning_factor(partner_winning: bool) -> Factor:
    text = "my partner has the trick" if partner_winning else "the opponents have the trick"
    return Factor("partner_winning", partner_winning, text, public=True)


def can_follow_factor(can_follow: bool, led: Suit) -> Factor:
    """Public: the card played follows suit or shows the void."""
    text = f"I can follow {led.symbol}" if can_follow else f"I have no {led.symbol}"
    return Factor("can_follow", can_follow, text, public=True)


def can_win_factor(can_win: bool) -> Factor:
    return Factor("can_win", can_win, "I can beat that" if can_win else "I cannot beat that")


ORDINALS = ("", "first", "second", "third", "fourth")


def play_order_factor(order: int, last: bool) -> Factor:
    """``order`` 1 is the lead; ``last`` says nobody plays after this seat."""
    text = "I play last to this trick" if last else f"I am {ORDINALS[order]} to play"
    return Factor("play_order", order, text, public=True)


def card_choice_factor(choice: str, card: Card) -> Factor:
    texts = {
        "highest": f"{card.symbol} is my strongest card here",
        "lowest": f"{card.symbol} is my weakest card here",
        "cheapest winner": f"{card.symbol} is the cheapest card that takes the lead",
        "lowest trump": f"{card.symbol} is my lowest trump",
    }
    return Factor("card_choice", choice, texts[choice])


def boss_trump_factor(card: Card) -> Factor:
    """Public once ``card`` is led: every higher trump is among the cards played."""
    return Factor("boss_trump", card.text, f"{card.symbol} is the highest trump still out",
                  public=True)


def legal_options_factor(count: int) -> Factor:
    return Factor("legal_options", count, f"one of {number_word(count)} legal choices")
