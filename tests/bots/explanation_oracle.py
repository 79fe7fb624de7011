"""An independent check of bot explanations against the position they were given.

The oracle recomputes every figure from the printed ranks and suits of the view's cards
(its own small table of the bowers and suit colours), not from the engine's functions the
bots use, so a mistake in either shows up as a disagreement.
"""

from __future__ import annotations

import re

from euchre import ActionKind, Card, Rank, Seat, Suit
from euchre.bots.base import Decision, Explanation
from euchre.games.euchre.view import SeatView

COLOUR_MATE = {Suit.CLUBS: Suit.SPADES, Suit.SPADES: Suit.CLUBS,
               Suit.DIAMONDS: Suit.HEARTS, Suit.HEARTS: Suit.DIAMONDS}
NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"]
FIGURE_WORDS = re.compile(r"\b(one|two|three|four|five|six|seven|eight|\d+)\b")
CARD_SYMBOL = re.compile(r"(?:10|[2-9JQKA])[♣♦♥♠]|Joker")


class ExplanationError(AssertionError):
    pass


def suit_of(card: Card, trump: Suit | None) -> Suit:
    if card.is_joker:
        return trump
    if trump is not None and card.rank is Rank.JACK and card.suit is COLOUR_MATE[trump]:
        return trump
    return card.suit


def is_trump(card: Card, trump: Suit) -> bool:
    return suit_of(card, trump) is trump


def trump_rank(card: Card, trump: Suit) -> int:
    if card.is_joker:
        return 30
    if card.rank is Rank.JACK:
        return 29 if card.suit is trump else 28
    return int(card.rank)


def power(card: Card, trump: Suit, led: Suit | None) -> int:
    if is_trump(card, trump):
        return 100 + trump_rank(card, trump)
    if led is not None and suit_of(card, trump) is led:
        return 50 + int(card.rank)
    return 0


def strength(card: Card, trump: Suit, led: Suit | None) -> tuple[int, int]:
    """Power in this trick, then power as a lead (to order cards that cannot win)."""
    lead_power = power(card, trump, suit_of(card, trump))
    return (power(card, trump, led) if led is not None else lead_power, lead_power)


def legal_cards(view: SeatView) -> list[Card]:
    hand = list(view.hand)
    if not view.current_trick:
        return hand
    led = suit_of(view.current_trick[0][1], view.trump)
    follow = [card for card in hand if suit_of(card, view.trump) is led]
    return follow or hand


def trick_leader(view: SeatView) -> tuple[Seat, Card]:
    trump = view.trump
    led = suit_of(view.current_trick[0][1], trump)
    return max(view.current_trick, key=lambda play: power(play[1], trump, led))


def symbols(text: str) -> set[str]:
    return set(CARD_SYMBOL.findall(text))


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise ExplanationError(message)


class Oracle:
    """Checks one decision's explanation against ``view``."""

    def __init__(self, view: SeatView, decision: Decision) -> None:
        self.view = view
        self.decision = decision
        self.explanation: Explanation = decision.explanation
        self.factors = {factor.name: factor for factor in self.explanation.factors}

    # ---- context -------------------------------------------------------------------------
    @property
    def trump(self) -> Suit:
        factor = self.factors.get("trump_suit")
        return Suit.parse(factor.value) if factor else self.view.trump

    def counted_hand(self) -> list[Card]:
        view = self.view
        factor = self.factors.get("counted_hand")
        if factor is None:
            return list(view.hand)
        counted = [Card.parse(text) for text in str(factor.value).split()]
        pool = set(view.hand) | {view.upcard}
        expect(view.seat == view.dealer, "only the dealer counts a hand after picking up")
        expect(len(counted) == 5 and set(counted) <= pool, f"counted hand {counted} impossible")
        (thrown,) = pool - set(counted)
        expect(view.upcard.symbol in factor.text and thrown.symbol in factor.text,
               f"counted hand text {factor.text!r} does not name the pick-up and discard")
        return counted

    # ---- the checks ----------------------------------------------------------------------
    def check(self) -> None:
        self.check_summary_figures()
        for factor in self.explanation.factors:
            checker = getattr(self, f"check_{factor.name}", None)
            expect(checker is not None, f"no check for factor {factor.name!r}")
            checker(factor)

    def check_summary_figures(self) -> None:
        """Every figure and card of the summary comes from a factor text, or is the card of
        the action itself (or the upcard)."""
        rest = self.explanation.summary
        for factor in sorted(self.explanation.factors, key=lambda f: -len(f.text)):
            if factor.text:
                rest = rest.replace(factor.text, " ")
        allowed = {self.view.upcard.symbol}
        if self.decision.action.card is not None:
            allowed.add(self.decision.action.card.symbol)
        stray = symbols(rest) - allowed
        expect(not stray, f"cards {stray} outside the factors in {self.explanation.summary!r}")
        found = FIGURE_WORDS.findall(CARD_SYMBOL.sub(" ", rest))
        expect(not found, f"figures {found} outside the factors in {self.explanation.summary!r}")

    def check_count(self, factor, cards: list[Card]) -> None:
        expect(factor.value == len(cards), f"{factor.name}={factor.value}, counted {len(cards)}")
        expect(NUMBER_WORDS[len(cards)] in factor.text.split(),
               f"{factor.text!r} does not say {NUMBER_WORDS[len(cards)]}")
        expect(symbols(factor.text) == {card.symbol for card in cards},
               f"{factor.text!r} does not list exactly {[c.symbol for c in cards]}")

    def check_figure(self, factor, count: int, noun: str) -> None:
        """``factor`` counts ``count`` and its text says so, as a figure or in words."""
        expect(factor.value == count, f"{factor.name}={factor.value}, counted {count}")
        said = rf"\b({count}|{NUMBER_WORDS[count]}) {re.escape(noun)}"
        expect(re.search(said, factor.text) is not None,
               f"{factor.text!r} does not say {count} {noun}")

    def check_trump_suit(self, factor) -> None:
        expect(Suit.parse(factor.value).symbol in factor.text, factor.text)

    def check_counted_hand(self, factor) -> None:
        self.counted_hand()

    def check_trumps(self, factor) -> None:
        trumps = [card for card in self.counted_hand() if is_trump(card, self.trump)]
        self.check_count(factor, trumps)

    def check_right_bower(self, factor) -> None:
        held = Card.of(Rank.JACK, self.trump) in self.counted_hand()
        expect(factor.value is held, f"right bower held: {held}, said {factor.value}")

    def check_left_bower(self, factor) -> None:
        held = Card.of(Rank.JACK, COLOUR_MATE[self.trump]) in self.counted_hand()
        expect(factor.value is held, f"left bower held: {held}, said {factor.value}")

    def check_joker(self, factor) -> None:
        held = any(card.is_joker for card in self.counted_hand())
        expect(factor.value is held, f"joker held: {held}, said {factor.value}")

    def check_off_aces(self, factor) -> None:
        aces = [card for card in self.counted_hand()
                if card.rank is Rank.ACE and not is_trump(card, self.trump)]
        self.check_count(factor, aces)

    def check_voids(self, factor) -> None:
        hand = self.counted_hand()
        voids = [suit for suit in Suit if suit is not self.trump
                 and not any(suit_of(card, self.trump) is suit for card in hand)]
        expect(factor.value == len(voids), f"voids {factor.value}, counted {voids}")
        said = {symbol for symbol in "♣♦♥♠" if symbol in factor.text}
        expect(said == {suit.symbol for suit in voids}, f"{factor.text!r} vs {voids}")

    def check_position(self, factor) -> None:
        names = ["the dealer", "first to bid, on the dealer's left", "the dealer's partner",
                 "on the dealer's right"]
        offset = (self.view.seat - self.view.dealer) % 4
        expect(factor.value == names[offset],
               f"position {factor.value!r} but the seat is {offset} left of the dealer")

    def check_upcard_to(self, factor) -> None:
        view = self.view
        expected = ("me" if view.dealer == view.seat else
                    "partner" if view.dealer == view.seat.partner else "opponent")
        expect(factor.value == expected, f"upcard goes to {expected}, said {factor.value}")
        expect(view.upcard.symbol in factor.text
               and (expected == "me" or view.dealer.label in factor.text), factor.text)

    def check_strength(self, factor) -> None:
        expect(f"{factor.value:.1f}" in factor.text, factor.text)

    def check_needed(self, factor) -> None:
        expect(f"{factor.value:.1f}" in factor.text, factor.text)

    def check_with_upcard(self, factor) -> None:
        expect(self.view.seat == self.view.dealer and factor.value == self.view.upcard.text,
               "only the dealer counts the upcard")

    def _impression_cards(self) -> list[Card]:
        cards = list(self.view.hand)
        if "with_upcard" in self.factors:
            cards.append(self.view.upcard)
        return [card for card in cards if card.suit is self.trump]

    def check_suit_cards(self, factor) -> None:
        cards = self._impression_cards()
        expect(factor.value == len(cards), f"{len(cards)} cards of {self.trump}, said "
                                           f"{factor.value}")
        expect(NUMBER_WORDS[len(cards)] in factor.text.split(), factor.text)

    def check_suit_high(self, factor) -> None:
        high = {card.text for card in self._impression_cards()
                if card.rank in (Rank.JACK, Rank.ACE)}
        expect(set(str(factor.value).split()) == high, f"high cards {high}, said {factor.value}")
        expect(("jack" in factor.text and "neither" not in factor.text) ==
               any(text.startswith("J") for text in high), factor.text)

    def check_role(self, factor) -> None:
        view = self.view
        expected = ("maker" if view.maker == view.seat else
                    "maker's partner" if view.maker == view.seat.partner else "defender")
        expect(factor.value == expected, f"role {expected}, said {factor.value}")

    def check_led_suit(self, factor) -> None:
        led = suit_of(self.view.current_trick[0][1], self.view.trump)
        expect(factor.value == led.letter and led.symbol in factor.text, factor.text)

    def check_winning(self, factor) -> None:
        seat, card = trick_leader(self.view)
        expect(factor.value == f"{seat.letter} {card.text}", f"{seat} leads with {card}, "
                                                             f"said {factor.value}")
        expect(seat.label in factor.text and card.symbol in factor.text, factor.text)
        expect(("partner" in factor.text) == (seat == self.view.seat.partner), factor.text)

    def check_partner_winning(self, factor) -> None:
        seat, _ = trick_leader(self.view)
        expect(factor.value is (seat == self.view.seat.partner), factor.text)

    def check_can_follow(self, factor) -> None:
        led = suit_of(self.view.current_trick[0][1], self.view.trump)
        can = any(suit_of(card, self.view.trump) is led for card in self.view.hand)
        expect(factor.value is can, f"can follow {led}: {can}, said {factor.value}")

    def check_can_win(self, factor) -> None:
        trump = self.view.trump
        led = suit_of(self.view.current_trick[0][1], trump)
        _, best = trick_leader(self.view)
        can = any(power(card, trump, led) > power(best, trump, led)
                  for card in legal_cards(self.view))
        expect(factor.value is can, f"can win: {can}, said {factor.value}")

    def check_play_order(self, factor) -> None:
        view = self.view
        order = len(view.current_trick) + 1
        active = 4 - len(view.sitting_out)
        expect(factor.value == order, f"play order {order}, said {factor.value}")
        expect(("last" in factor.text) == (order == active), factor.text)

    def check_card_choice(self, factor) -> None:
        view = self.view
        card = self.decision.action.card
        trump = view.trump
        led = suit_of(view.current_trick[0][1], trump) if view.current_trick else None
        legal = legal_cards(view)
        mine = strength(card, trump, led)
        expect(card.symbol in factor.text, factor.text)
        if factor.value == "highest":
            expect(all(strength(c, trump, led) <= mine for c in legal), f"{card} not highest")
        elif factor.value == "lowest":
            expect(all(strength(c, trump, led) >= mine for c in legal), f"{card} not lowest")
        elif factor.value == "lowest trump":
            expect(is_trump(card, trump), f"{card} is not a trump")
            expect(all(strength(c, trump, led) >= mine for c in legal if is_trump(c, trump)),
                   f"{card} is not the lowest trump")
        elif factor.value == "cheapest winner":
            _, best = trick_leader(view)
            beats = [c for c in legal if power(c, trump, led) > power(best, trump, led)]
            expect(card in beats, f"{card} does not beat {best}")
            expect(all(strength(c, trump, led) >= mine for c in beats), f"{card} not cheapest")
        else:
            raise ExplanationError(f"unknown card choice {factor.value!r}")

    def check_boss_trump(self, factor) -> None:
        view = self.view
        card = Card.parse(factor.value)
        trump = view.trump
        played = set(view.played_cards)
        higher_out = [c for c in view.rules.deck.cards()
                      if is_trump(c, trump) and trump_rank(c, trump) > trump_rank(card, trump)
                      and c not in played]
        expect(is_trump(card, trump) and not higher_out, f"{higher_out} outrank {card}")

    def check_discard_reason(self, factor) -> None:
        view = self.view
        card = self.decision.action.card
        trump = view.trump
        kept = [c for c in view.hand if c != card]
        if factor.value == "makes a void":
            expect(not is_trump(card, trump), "voiding with a trump")
            expect(not any(suit_of(c, trump) is suit_of(card, trump) for c in kept),
                   f"{card} does not leave a void")
        elif factor.value == "lowest off-suit card":
            off = [c for c in view.hand if not is_trump(c, trump)]
            expect(card in off and all(c.rank >= card.rank for c in off), f"{card} not lowest")
        elif factor.value == "only trumps to choose from":
            expect(all(is_trump(c, trump) for c in view.hand), "not all trumps")
        elif factor.value == "only trumps and aces to choose from":
            expect(all(is_trump(c, trump) or c.rank is Rank.ACE for c in view.hand),
                   "not only trumps and aces")
        else:
            raise ExplanationError(f"unknown discard reason {factor.value!r}")

    def check_discard_rank(self, factor) -> None:
        card = self.decision.action.card
        ranks = [c.rank for c in self.view.hand if not c.is_joker]
        expect(card.rank is not None and card.rank == min(ranks), f"{card} is not lowest rank")
        expect(factor.value == card.rank.label and card.symbol in factor.text, factor.text)

    def check_legal_options(self, factor) -> None:
        count = len(self.view.legal_actions)
        expect(factor.value == count, f"{count} legal actions, said {factor.value}")
        expect(NUMBER_WORDS[count] in factor.text.split() or str(count) in factor.text,
               factor.text)


def check_explanation(view: SeatView, decision: Decision) -> None:
    """Raise ``ExplanationError`` if any figure of the decision's explanation is untrue."""
    expect(decision.seat == view.seat, "decision for another seat")
    expect(decision.action in view.legal_actions, f"illegal action {decision.action}")
    expect(bool(decision.explanation.summary), "empty summary")
    Oracle(view, decision).check()


def check_hand_facts(view: SeatView, decision: Decision) -> None:
    """Check only the hand facts an explanation states (its counted hand, trumps, bowers and
    off-suit aces), written as a figure or a number word, with the bowers named in words
    ("including the right bower"): the Expert's bidding explanations say these among
    factors of its own (sampled deals, expected points) that the full check does not know."""
    expect(decision.seat == view.seat, "decision for another seat")
    oracle = Oracle(view, decision)
    hand = oracle.counted_hand()
    trump = oracle.trump
    if trump is None:
        action = decision.action
        trump = action.suit if action.kind is ActionKind.NAME_TRUMP else view.upcard_suit
    trumps = oracle.factors.get("trumps")
    if trumps is not None:
        held = [card for card in hand if is_trump(card, trump)]
        oracle.check_figure(trumps, len(held), "trump")
        for side, bower in (("right", Card.of(Rank.JACK, trump)),
                            ("left", Card.of(Rank.JACK, COLOUR_MATE[trump]))):
            said = f"{side} bower" in trumps.text and f"not the {side} bower" not in trumps.text
            expect(said == (bower in hand), f"{trumps.text!r}: {side} bower held "
                                            f"{bower in hand}")
    aces = oracle.factors.get("off_aces")
    if aces is not None:
        held = [card for card in hand if card.rank is Rank.ACE and not is_trump(card, trump)]
        oracle.check_figure(aces, len(held), "off-suit ace")
    if "counted_hand" in oracle.factors:
        expect(all(view.upcard.symbol in oracle.factors[name].text
                   for name in ("trumps", "off_aces") if name in oracle.factors),
               "a count after the pick-up does not say it is with the upcard")


def is_play(decision: Decision) -> bool:
    return decision.action.kind is ActionKind.PLAY
