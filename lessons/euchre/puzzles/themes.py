"""Card-play themes, each detected by a small rule from the position and the best card.

A detector sees only what the seat to act knows (its ``SeatView``) and the card the
Expert found best; it says whether the puzzle practises its theme. A puzzle carries
every theme whose detector fires, or ``FIND_THE_CARD`` when none does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from euchre import Card, Rank, Seat, Suit, card_power, effective_suit, is_trump, left_bower
from euchre.games.euchre.view import SeatView

__all__ = [
    "DETECTORS",
    "PUZZLE_THEMES",
    "PuzzleTheme",
    "PuzzleThemeInfo",
    "detect_themes",
    "trumps_out",
]


class PuzzleTheme(StrEnum):
    """What a card-play puzzle practises."""

    MAKER_LEADS_TRUMP = "maker-leads-trump"
    DRAW_LAST_TRUMP = "draw-last-trump"
    SECOND_HAND_LOW = "second-hand-low"
    SECOND_HAND_TAKES = "second-hand-takes"
    THIRD_HAND_HIGH = "third-hand-high"
    DONT_OVERTAKE_PARTNER = "dont-overtake-partner"
    DONT_TRUMP_PARTNER = "dont-trump-partner"
    CASH_SIDE_ACE = "cash-side-ace"
    MAKER_CASHES_ACE = "maker-cashes-ace"
    SAVE_LEFT_BOWER = "save-left-bower"
    LEAD_TO_PARTNERS_VOID = "lead-to-partners-void"
    RUFF_WHEN_VOID = "ruff-when-void"
    WIN_CHEAPLY = "win-cheaply"
    ENDPLAY_TRICK_4 = "endplay-trick-4"
    CASH_PROMOTED_WINNER = "cash-promoted-winner"
    LAST_HAND_TAKES = "last-hand-takes"
    CANT_WIN_PLAY_LOW = "cant-win-play-low"
    FIND_THE_CARD = "find-the-card"

    @property
    def info(self) -> PuzzleThemeInfo:
        return PUZZLE_THEMES[self]

    @property
    def label(self) -> str:
        return PUZZLE_THEMES[self].label


@dataclass(frozen=True)
class PuzzleThemeInfo:
    label: str
    summary: str


PUZZLE_THEMES: dict[PuzzleTheme, PuzzleThemeInfo] = {
    PuzzleTheme.MAKER_LEADS_TRUMP: PuzzleThemeInfo(
        "As maker, lead trump",
        "On lead with your side the makers, pull the defenders' trumps first."),
    PuzzleTheme.DRAW_LAST_TRUMP: PuzzleThemeInfo(
        "Draw the last trump",
        "Only one trump is out that you have not seen: lead trump to take it."),
    PuzzleTheme.SECOND_HAND_LOW: PuzzleThemeInfo(
        "Second hand low",
        "Second to play after an opponent's lead, play under although a card of yours wins "
        "for now: your partner plays after you."),
    PuzzleTheme.SECOND_HAND_TAKES: PuzzleThemeInfo(
        "Second hand: take the trick",
        "Second to play after an opponent's lead, this time the card that wins now is right."),
    PuzzleTheme.THIRD_HAND_HIGH: PuzzleThemeInfo(
        "Third hand high",
        "Your partner led and an opponent is winning: take the trick back."),
    PuzzleTheme.DONT_OVERTAKE_PARTNER: PuzzleThemeInfo(
        "Don't overtake your partner",
        "Your partner is winning the trick: follow under though you could beat the card."),
    PuzzleTheme.DONT_TRUMP_PARTNER: PuzzleThemeInfo(
        "Don't trump your partner's winner",
        "Void in the suit led and your partner winning: throw off, keep your trump."),
    PuzzleTheme.CASH_SIDE_ACE: PuzzleThemeInfo(
        "As defender, cash your side ace",
        "On lead against the makers, take your off-suit ace while it still wins."),
    PuzzleTheme.MAKER_CASHES_ACE: PuzzleThemeInfo(
        "As maker, cash your side ace",
        "On lead for the makers, take your off-suit ace before it can be trumped."),
    PuzzleTheme.SAVE_LEFT_BOWER: PuzzleThemeInfo(
        "Save the left bower",
        "You could play the left bower now; the best play keeps it for later."),
    PuzzleTheme.LEAD_TO_PARTNERS_VOID: PuzzleThemeInfo(
        "Play to your partner's void",
        "Lead a suit your partner has shown void in, so your partner can trump it."),
    PuzzleTheme.RUFF_WHEN_VOID: PuzzleThemeInfo(
        "Trump in when void",
        "You cannot follow and an opponent is winning: take the trick with a trump."),
    PuzzleTheme.WIN_CHEAPLY: PuzzleThemeInfo(
        "Win as cheaply as you can",
        "Two of your cards take the trick: win with the lower, keep the higher."),
    PuzzleTheme.ENDPLAY_TRICK_4: PuzzleThemeInfo(
        "The endplay on trick 4",
        "On lead with two cards left, lead the weaker one, which the others can beat, and "
        "keep the stronger for the last trick."),
    PuzzleTheme.CASH_PROMOTED_WINNER: PuzzleThemeInfo(
        "Cash the card that is now boss",
        "The higher cards of its suit have been played: your card wins, lead it."),
    PuzzleTheme.LAST_HAND_TAKES: PuzzleThemeInfo(
        "Last to play: take the trick",
        "Last to play with an opponent winning: nobody plays after you, take it."),
    PuzzleTheme.CANT_WIN_PLAY_LOW: PuzzleThemeInfo(
        "Can't win: play your lowest",
        "No card of yours takes this trick: play the weakest and keep the rest."),
    PuzzleTheme.FIND_THE_CARD: PuzzleThemeInfo(
        "Find the best card",
        "A position none of the named themes describes: count the cards and find the play."),
}


# ---- what the seat can read from its view -----------------------------------------------


def _leading(view: SeatView) -> bool:
    return not view.current_trick


def _makers(view: SeatView) -> bool:
    return view.maker is not None and view.maker.team == view.seat.team


def _legal_cards(view: SeatView) -> tuple[Card, ...]:
    return tuple(action.card for action in view.legal_actions if action.card is not None)


def _led_suit(view: SeatView) -> Suit | None:
    led = view.led_card
    return None if led is None else effective_suit(led, view.trump)


def _power(view: SeatView, card: Card) -> int:
    led = _led_suit(view)
    return card_power(card, view.trump, led if led is not None else effective_suit(card,
                                                                                 view.trump))


def _winning(view: SeatView) -> tuple[Seat, Card] | None:
    """Who is winning the trick in progress, with which card (None when leading)."""
    if not view.current_trick:
        return None
    return max(view.current_trick, key=lambda play: _power(view, play[1]))


def _beats_trick(view: SeatView, card: Card) -> bool:
    winning = _winning(view)
    return winning is not None and _power(view, card) > _power(view, winning[1])


def _partner_winning(view: SeatView) -> bool:
    winning = _winning(view)
    return winning is not None and winning[0] == view.seat.partner


def _opponent_winning(view: SeatView) -> bool:
    winning = _winning(view)
    return winning is not None and winning[0].team != view.seat.team


def _can_follow(view: SeatView) -> bool:
    led = _led_suit(view)
    return led is not None and any(effective_suit(card, view.trump) == led
                                   for card in view.hand)


def trumps_out(view: SeatView) -> int:
    """Trumps the seat has not seen: not in its hand, not played, not its own discard."""
    seen = set(view.hand) | set(view.played_cards)
    if view.own_discard is not None:
        seen.add(view.own_discard)
    return sum(1 for card in view.rules.deck.cards()
               if is_trump(card, view.trump) and card not in seen)


# ---- the detectors ---------------------------------------------------------------------


def maker_leads_trump(view: SeatView, card: Card) -> bool:
    """On lead for the making side, the best card is a trump."""
    return _leading(view) and _makers(view) and is_trump(card, view.trump)


def draw_last_trump(view: SeatView, card: Card) -> bool:
    """On lead with exactly one unseen trump left, the best card is a trump."""
    return _leading(view) and is_trump(card, view.trump) and trumps_out(view) == 1


def second_hand_low(view: SeatView, card: Card) -> bool:
    """Second to play after an opponent's lead, the partner still to play: a legal card
    would win for now, the best card does not."""
    if len(view.current_trick) != 1 or view.current_trick[0][0].team == view.seat.team:
        return False
    if view.seat.partner in view.sitting_out:
        return False
    return (not _beats_trick(view, card)
            and any(_beats_trick(view, other) for other in _legal_cards(view)))


def second_hand_takes(view: SeatView, card: Card) -> bool:
    """Second to play after an opponent's lead: the best card takes the trick for now."""
    if len(view.current_trick) != 1 or view.current_trick[0][0].team == view.seat.team:
        return False
    return _beats_trick(view, card)


def third_hand_high(view: SeatView, card: Card) -> bool:
    """Third to play after the partner's lead, an opponent winning: the best card beats it."""
    if len(view.current_trick) != 2 or view.current_trick[0][0] != view.seat.partner:
        return False
    return _opponent_winning(view) and _beats_trick(view, card)


def dont_overtake_partner(view: SeatView, card: Card) -> bool:
    """Following suit while the partner wins: a legal card beats the partner's, the best
    card does not."""
    if not _partner_winning(view) or not _can_follow(view):
        return False
    return (not _beats_trick(view, card)
            and any(_beats_trick(view, other) for other in _legal_cards(view)))


def dont_trump_partner(view: SeatView, card: Card) -> bool:
    """Void in a plain suit led while the partner wins, holding a trump: the best card is
    not a trump."""
    led = _led_suit(view)
    if led is None or led == view.trump or not _partner_winning(view) or _can_follow(view):
        return False
    holds_trump = any(is_trump(other, view.trump) for other in view.hand)
    return holds_trump and not is_trump(card, view.trump)


def cash_side_ace(view: SeatView, card: Card) -> bool:
    """On lead for the defending side, the best card is an off-suit ace."""
    return (_leading(view) and view.maker is not None and not _makers(view)
            and card.rank == Rank.ACE and not is_trump(card, view.trump))


def maker_cashes_ace(view: SeatView, card: Card) -> bool:
    """On lead for the making side, the best card is an off-suit ace."""
    return (_leading(view) and _makers(view) and card.rank == Rank.ACE
            and not is_trump(card, view.trump))


def save_left_bower(view: SeatView, card: Card) -> bool:
    """The left bower is a legal card, and the best card is neither bower."""
    left = left_bower(view.trump)
    legal = _legal_cards(view)
    return left in legal and card != left and not (
        is_trump(card, view.trump) and card.rank == Rank.JACK)


def lead_to_partners_void(view: SeatView, card: Card) -> bool:
    """On lead, the best card is of a plain suit the partner has shown void in."""
    partner = view.seat.partner
    if not _leading(view) or partner in view.sitting_out or is_trump(card, view.trump):
        return False
    return effective_suit(card, view.trump) in view.shown_voids()[partner]


def ruff_when_void(view: SeatView, card: Card) -> bool:
    """Void in a plain suit led while an opponent wins: the best card trumps and wins."""
    led = _led_suit(view)
    if led is None or led == view.trump or _can_follow(view) or not _opponent_winning(view):
        return False
    return is_trump(card, view.trump) and _beats_trick(view, card)


def win_cheaply(view: SeatView, card: Card) -> bool:
    """The best card takes the trick, and a stronger legal card would take it too."""
    if not _beats_trick(view, card):
        return False
    return any(_beats_trick(view, other) and _power(view, other) > _power(view, card)
               for other in _legal_cards(view))


def endplay_trick_4(view: SeatView, card: Card) -> bool:
    """On lead at trick 4 with two cards: the best card is the weaker of the two, and a
    higher card of its suit is still out (it gives the lead away)."""
    if not _leading(view) or len(view.tricks) != 3 or len(view.hand) != 2:
        return False
    other = next(other for other in view.hand if other != card)
    return _strength(view, card) < _strength(view, other) and bool(_higher_out(view, card))


def _higher_out(view: SeatView, card: Card) -> list[Card]:
    """The cards of ``card``'s suit above it that another seat may still hold: not in the
    seat's hand, not played, not its own discard, not the turned-down upcard."""
    trump = view.trump
    suit = effective_suit(card, trump)
    power = card_power(card, trump, suit)
    gone = set(view.hand) | set(view.played_cards)
    if view.own_discard is not None:
        gone.add(view.own_discard)
    if view.turned_down is not None:
        gone.add(view.upcard)
    return [other for other in view.rules.deck.cards() if other not in gone
            and effective_suit(other, trump) == suit and card_power(other, trump, suit) > power]


def cash_promoted_winner(view: SeatView, card: Card) -> bool:
    """On lead, the best card is not the top of its suit, but every card above it has been
    played: it is now the boss."""
    if not _leading(view):
        return False
    trump = view.trump
    suit = effective_suit(card, trump)
    power = card_power(card, trump, suit)
    above = [other for other in view.rules.deck.cards()
             if effective_suit(other, trump) == suit and card_power(other, trump, suit) > power]
    played = set(view.played_cards)
    return bool(above) and all(other in played for other in above)


def last_hand_takes(view: SeatView, card: Card) -> bool:
    """Last to play to the trick with an opponent winning: the best card takes it."""
    last = len(view.current_trick) == 3 - len(view.sitting_out)
    return last and _opponent_winning(view) and _beats_trick(view, card)


def cant_win_play_low(view: SeatView, card: Card) -> bool:
    """No legal card takes the trick: the best card is the weakest of them (strictly)."""
    legal = _legal_cards(view)
    if not view.current_trick or any(_beats_trick(view, other) for other in legal):
        return False
    return all(_strength(view, card) < _strength(view, other)
               for other in legal if other != card)


def _strength(view: SeatView, card: Card) -> tuple[int, int]:
    """How hard a led card is to beat: trumps above plain cards, then by rank."""
    trump = view.trump
    return (int(is_trump(card, trump)), card_power(card, trump, effective_suit(card, trump)))


Detector = Callable[[SeatView, Card], bool]

DETECTORS: dict[PuzzleTheme, Detector] = {
    PuzzleTheme.MAKER_LEADS_TRUMP: maker_leads_trump,
    PuzzleTheme.DRAW_LAST_TRUMP: draw_last_trump,
    PuzzleTheme.SECOND_HAND_LOW: second_hand_low,
    PuzzleTheme.SECOND_HAND_TAKES: second_hand_takes,
    PuzzleTheme.THIRD_HAND_HIGH: third_hand_high,
    PuzzleTheme.DONT_OVERTAKE_PARTNER: dont_overtake_partner,
    PuzzleTheme.DONT_TRUMP_PARTNER: dont_trump_partner,
    PuzzleTheme.CASH_SIDE_ACE: cash_side_ace,
    PuzzleTheme.MAKER_CASHES_ACE: maker_cashes_ace,
    PuzzleTheme.SAVE_LEFT_BOWER: save_left_bower,
    PuzzleTheme.LEAD_TO_PARTNERS_VOID: lead_to_partners_void,
    PuzzleTheme.RUFF_WHEN_VOID: ruff_when_void,
    PuzzleTheme.WIN_CHEAPLY: win_cheaply,
    PuzzleTheme.ENDPLAY_TRICK_4: endplay_trick_4,
    PuzzleTheme.CASH_PROMOTED_WINNER: cash_promoted_winner,
    PuzzleTheme.LAST_HAND_TAKES: last_hand_takes,
    PuzzleTheme.CANT_WIN_PLAY_LOW: cant_win_play_low,
}


def detect_themes(view: SeatView, card: Card) -> tuple[PuzzleTheme, ...]:
    """Every theme the position practises with ``card`` as the answer (at least one)."""
    if view.trump is None:
        raise ValueError("card-play themes need a trump suit: the bidding is not over.")
    found = tuple(theme for theme, detector in DETECTORS.items() if detector(view, card))
    return found or (PuzzleTheme.FIND_THE_CARD,)
