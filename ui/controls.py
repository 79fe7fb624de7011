"""The user's controls: bid buttons with a Go alone box, declarations (Cutthroat's
maker's choice, defend alone, Buck Euchre's stay in or drop out), and the hand as
clickable cards.

Every offered action comes from the view's ``legal_actions``; a card that cannot be
played is disabled and says why in the engine's words. A discard of several cards
(Cutthroat's merge with the dummy) is one click per card, each a discard action.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from euchre import (
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    Action,
    ActionKind,
    Card,
    Phase,
    name_trump,
)
from euchre.bots.explain import number_word
from euchre.games import GameView
from euchre.games.buck.actions import BuckKind
from euchre.games.cutthroat import CutthroatPhase
from euchre.games.cutthroat.deal import HAND_SIZE
from euchre.games.five_hundred import FiveHundredPhase
from euchre.games.five_hundred.deal import HAND_SIZE as HAND_SIZE_500
from euchre.seats import PARTNERSHIPS, Seating
from ui.bid_ladder import LADDER_CSS, ladder_key, show_bid_ladder
from ui.cards import card_button_key, card_face, card_label
from ui.explain import action_phrase
from ui.games import is_partnership
from ui.table_state import on_user_action
from ui.view_facts import (
    exposed_hand,
    has_auction,
    maker,
    no_trump,
    sitting_out,
    trump_turned,
)

__all__ = [
    "CONTROLS_CSS",
    "action_key",
    "prompt_text",
    "show_bidding",
    "show_exposed_hand",
    "show_hand",
    "suggestion_css",
    "user_action_phrase",
]

CONTROLS_CSS = """
[class*="st-key-card_"] button { width: 58px; height: 82px; min-height: 82px; padding: 0;
  border-radius: 8px; border: 1px solid #9aa3ad; background: #fff; color: #1b1f24;
  box-shadow: 0 1px 3px rgba(0,0,0,.25); }
[class*="st-key-card_"] button p { font-size: 1.35rem; font-weight: 700; }
[class*="st-key-card_r_"] button { color: #c62828; }
[class*="st-key-card_"] button:hover:enabled { border: 2px solid #1e6fd9;
  box-shadow: 0 3px 8px rgba(30,111,217,.45); }
[class*="st-key-card_"] button:disabled { opacity: .55; background: #e3e7ea;
  filter: grayscale(.7); border-style: dashed; }
.eu-set-aside { display: flex; flex-wrap: wrap; align-items: center; gap: 6px;
  margin: 2px 0 6px; }
.eu-set-aside:not(.eu-exposed) .eu-card { opacity: .6; outline: 3px solid #d9481e;
  outline-offset: 1px; }
.eu-set-aside:not(.eu-exposed) .eu-card::after { content: "✕"; position: absolute;
  right: 3px; bottom: 1px; color: #d9481e; font-size: .9rem; }
.eu-set-aside-label { font-weight: 700; font-size: .85rem; }
.st-key-eu_hand { padding: 4px 0; }
.st-key-eu_bids { row-gap: 8px; }
.st-key-eu_bids [class*="st-key-go_alone"] { padding: 0 10px 0 2px;
  border-right: 1px solid #c9d0d6; margin-right: 4px; }
""" + LADDER_CSS
SUGGESTED_CSS = ("{selector} {{ outline: 3px solid #f2c230; outline-offset: 2px; "
                 "border-radius: 8px; }}")


def user_action_phrase(action: Action, view: GameView) -> str:
    """``action_phrase`` from the user's seat: the dealer picks the upcard up."""
    if action.kind is ActionKind.ORDER_UP and view.dealer == view.seat:
        return "Pick it up" + (" alone" if action.alone else "")
    return action_phrase(action)


def _position_key(position: tuple[int, int]) -> str:
    return f"{position[0]}_{position[1]}"


def action_key(action: Action) -> str:
    """The action as a key fragment, e.g. ``name-H`` (keys become CSS classes)."""
    return action.text.replace(" ", "-")


def _action_key(action: Action, position: tuple[int, int]) -> str:
    """A widget key naming the action, e.g. ``bid_name-H_2_7``."""
    return f"bid_{action_key(action)}_{_position_key(position)}"


def suggestion_css(action: Action, position: tuple[int, int]) -> str:
    """CSS that marks the button of a suggested action (its plain form for a loner; a
    call of an auction's ladder, Pass included; the joker's suit)."""
    if action.kind in (ActionKind.PLAY, ActionKind.DISCARD):
        selector = f".st-key-{card_button_key(_position_key(position), action.card)} button"
    elif hasattr(action, "bid") and action.kind == ActionKind.JOKER_SUIT:
        selector = f".st-key-{joker_suit_key(action, position)} button"
    elif hasattr(action, "bid"):
        selector = f".st-key-{ladder_key(action, position)} button"
    else:
        selector = f".st-key-{_action_key(_plain_form(action), position)} button"
        if action.alone:
            selector += f", .st-key-go_alone_{_position_key(position)} label"
    return SUGGESTED_CSS.format(selector=selector)


def _plain_form(action: Action) -> Action:
    """The button that makes ``action``: a loner is its plain form with Go alone ticked."""
    if action.kind is ActionKind.ORDER_UP:
        return ORDER_UP
    if action.kind is ActionKind.NAME_TRUMP:
        return name_trump(action.suit)
    return action


def show_bidding(view: GameView, position: tuple[int, int],
                 refusals: Callable[[tuple], dict] | None = None) -> None:
    """Buttons for the user's bid (round 1, round 2, defend alone, the joker's suit), with
    the Go alone box right after the buttons that make trump, and Pass last; in an auction
    for a contract, the bid ladder (``refusals`` gives the engine's reasons)."""
    if has_auction(view):
        show_bid_ladder(view, position, refusals or (lambda actions: {}))
        return
    legal = view.legal_actions
    plain = sorted((a for a in legal if not a.alone and a.kind is not ActionKind.PASS),
                   key=lambda a: a.kind is BuckKind.DROP_OUT)  # Stay in before Drop out
    can_go_alone = any(a.alone for a in legal)
    alone_key = f"go_alone_{_position_key(position)}"
    alone = can_go_alone and bool(st.session_state.get(alone_key))
    with st.container(horizontal=True, gap="small", key="eu_bids",
                      vertical_alignment="center"):
        for action in plain:
            shown = _alone_form(action) if alone and action.kind in _MAKES_TRUMP else action
            st.button(user_action_phrase(shown, view), key=_action_key(action, position),
                      type="primary", on_click=on_user_action, help=_ACTION_HELP.get(action.kind),
                      args=(action.text, position, alone_key if can_go_alone else None))
        if can_go_alone:
            st.checkbox("Go alone", key=alone_key,
                        help="Play without your partner: 4 points for winning all five "
                             "tricks, 1 for three or four.")
        if any(a.kind is ActionKind.PASS for a in legal):
            st.button("Pass", key=_action_key(PASS, position),
                      on_click=on_user_action, args=("pass", position))
    if view.phase == Phase.BIDDING_ROUND_2 and not any(a.kind is ActionKind.PASS for a in legal):
        st.caption("Stick the dealer: as the dealer you must name a suit.")


_MAKES_TRUMP = (ActionKind.ORDER_UP, ActionKind.NAME_TRUMP)
_ACTION_HELP = {
    BuckKind.STAY_IN: "Play this hand: each trick you take counts one point off your score; "
                        "taking none (being bucked) adds 5.",
    BuckKind.DROP_OUT: "Lay your hand face down and sit this hand out: your score does not "
                         "change.",
}


def _alone_form(action: Action) -> Action:
    if action.kind is ActionKind.ORDER_UP:
        return ORDER_UP_ALONE
    return name_trump(action.suit, alone=True)


def prompt_text(view: GameView, seating: Seating = PARTNERSHIPS) -> str:
    """What the user is asked to do now, in a sentence."""
    dealer = "you" if view.dealer == view.seat else seating.names[view.dealer]
    match view.phase:
        case Phase.BIDDING_ROUND_1:
            return (f"Your turn: order up {view.upcard.symbol} (the dealer, {dealer}, picks it "
                    "up) or pass.")
        case Phase.BIDDING_ROUND_2:
            must = not any(a.kind is ActionKind.PASS for a in view.legal_actions)
            verb = "you must name" if must else "name"
            return (f"Your turn: {verb} a trump suit other than {view.turned_down.symbol}"
                    + ("." if must else ", or pass."))
        case Phase.DEALER_DISCARD:
            return "Your turn: you picked up the upcard, so discard one card."
        case Phase.DEFEND_ALONE if not is_partnership(seating):
            how = "alone" if view.maker_alone else "with the dummy"
            return (f"Your turn: {seating.names[view.maker]} made trump and plays {how} "
                    "against you both. Defend alone (the other defender sits out), or pass?")
        case Phase.DEFEND_ALONE:
            return (f"Your turn: {seating.names[view.maker]} plays alone. Defend alone, "
                    "or pass?")
        case CutthroatPhase.MAKER_CHOICE:
            return ("Your turn: you made trump. Take the dummy (its five cards join yours, "
                    "then you discard five) or go alone without it?")
        case CutthroatPhase.DUMMY_DISCARD:
            left = len(view.hand) - HAND_SIZE
            return (f"Your turn: you took the dummy; discard {number_word(left)} more "
                    f"card{'s' if left > 1 else ''} to keep {number_word(HAND_SIZE)}.")
        case _ if any(action.kind is BuckKind.DROP_OUT for action in view.legal_actions):
            return _drop_out_prompt(view, seating)
        case Phase.JOKER_SUIT:
            return "Your turn: the joker was turned up; choose the suit it stands for."
        case FiveHundredPhase.AUCTION:
            return _auction_prompt(view, seating)
        case FiveHundredPhase.KITTY:
            left = len(view.hand) - HAND_SIZE_500
            return (f"Your turn: you won the auction with {view.contract.label} and took the "
                    f"kitty; discard {number_word(left)} card{'s' if left > 1 else ''} to keep "
                    f"{number_word(HAND_SIZE_500)}.")
        case _ if any(a.kind == ActionKind.JOKER_SUIT for a in view.legal_actions):
            return ("Your turn: lead a card. You hold the joker: before your lead you may "
                    "give it a suit (it becomes the highest card of that suit); otherwise "
                    "it belongs to no suit this hand.")
        case _:
            return ("Your turn: lead a card." if not view.current_trick
                    else "Your turn: play a card to the trick.")


def _auction_prompt(view: GameView, seating: Seating) -> str:
    """The auction's question: the bid to beat, or the first bid."""
    high = view.high_bid
    if high is None:
        return ("Your turn to call: bid a contract from the ladder (tricks your side will "
                "take, and trump) or pass. A pass is final.")
    who = "you" if view.high_bidder == view.seat else seating.names[view.high_bidder]
    return (f"Your turn to call: the bid to beat is {high.label} ({who}). Bid higher or "
            "pass; a pass is final.")


def _drop_out_prompt(view: GameView, seating: Seating) -> str:
    """The stay-in-or-drop-out question, with what trump is and who made it."""
    if no_trump(view):
        trump = "everyone passed twice: this hand is played with no trump."
    elif trump_turned(view):
        trump = f"{view.trump.symbol} is trump."
    else:
        maker = seating.names[view.maker] if view.maker is not None else "Nobody"
        trump = f"{maker} made {view.trump.symbol} trump."
    return (f"Your turn: {trump} Stay in (a point off your score for each trick; +5 if "
            "you take none) or drop out (no change this hand)?")


def _reason_text(reasons: dict[Action, str]) -> str | None:
    """The engine's reasons, once each; a reason that another one repeats and extends
    (the left bower's "…; J♦ is a trump") is said only in its longer form."""
    texts = list(dict.fromkeys(reasons.values()))
    kept = [text for text in texts
            if not any(other != text and other.startswith(text.rstrip(".")) for other in texts)]
    return " ".join(kept) if kept else None


_DISCARD_PHASES = (Phase.DEALER_DISCARD, CutthroatPhase.DUMMY_DISCARD, FiveHundredPhase.KITTY)
CARD_PHASES = (Phase.PLAY, *_DISCARD_PHASES)  # the phases whose actions are card clicks


def show_set_aside(cards: tuple[Card, ...]) -> None:
    """The user's own discards of this hand, face up to the user and marked as set aside."""
    if not cards:
        return
    faces = "".join(card_face(card, "sm") for card in cards)
    spoken = " ".join(card.text for card in cards)
    st.html(f'<div class="eu-set-aside" aria-label="your discards" data-cards="{spoken}">'
            f'<span class="eu-set-aside-label">Your discards ({len(cards)}), face down:'
            f"</span>{faces}</div>")


def show_exposed_hand(view: GameView, seating: Seating) -> None:
    """An open misère contractor's cards, face up for everyone from the end of the first
    trick (the cards still held)."""
    cards = exposed_hand(view)
    if not cards:
        return
    who = maker(view)
    if who == view.seat:
        st.caption("You bid open misère: your cards lie face up for the table.")
        return
    faces = "".join(card_face(card, "sm") for card in cards)
    spoken = " ".join(card.text for card in cards)
    st.html(f'<div class="eu-set-aside eu-exposed" aria-label="exposed hand" '
            f'data-cards="{spoken}"><span class="eu-set-aside-label">'
            f"{seating.names[who]}'s open misère hand, face up ({len(cards)}):</span>"
            f"{faces}</div>")


def show_hand(view: GameView, position: tuple[int, int], reasons: dict[Action, str],
              parse: Callable[[str], Action] = Action.parse) -> None:
    """The user's cards: buttons when there is something to do with them, faces otherwise
    (``parse`` reads the game's actions: a click plays or discards its card)."""
    discarding = view.phase in _DISCARD_PHASES and view.is_my_turn
    playing = view.phase == Phase.PLAY and view.seat not in sitting_out(view)
    if not (discarding or playing):
        faces = "".join(card_face(card) for card in view.hand)
        cards = " ".join(card.text for card in view.hand)
        st.html(f'<div class="eu-row eu-hand" aria-label="your hand" data-cards="{cards}">'
                f"{faces}</div>")
        return
    legal = set(view.legal_actions)
    naming = _joker_leads(view)
    with st.container(horizontal=True, gap="small", key="eu_hand"):
        for card in view.hand:
            action = parse(f"{'discard' if discarding else 'play'} {card.text}")
            key = card_button_key(_position_key(position), card)
            if card.is_joker and naming:
                st.button(card_label(card), key=key, help="Lead the joker: then name the "
                          "suit the others must follow.", on_click=_choose_joker_lead,
                          args=(position,))
                continue
            allowed = action in legal
            st.button(card_label(card), key=key, disabled=not allowed,
                      help=("Discard " if discarding else "Play ") + card.spoken if allowed
                      else reasons.get(action, "Not your turn."),
                      on_click=on_user_action, args=(action.text, position))
    if naming and st.session_state.get(JOKER_LEAD_KEY) == position:
        _show_joker_naming(naming, position)
    _show_joker_suits(view, position)
    if discarding and view.phase == FiveHundredPhase.KITTY:
        left = len(view.hand) - HAND_SIZE_500
        st.caption(f"Click a card to discard it: {number_word(left)} more to go, one click "
                   f"each. You keep the {number_word(HAND_SIZE_500)} cards left; your discards "
                   "stay face down.")
    elif discarding and view.phase == CutthroatPhase.DUMMY_DISCARD:
        left = len(view.hand) - HAND_SIZE
        st.caption(f"Click a card to discard it: {number_word(left)} more to go, one click "
                   f"each. You keep the {number_word(HAND_SIZE)} cards left.")
    elif discarding:
        st.caption("Click the card to discard.")
    elif view.is_my_turn:
        why = _reason_text(reasons)
        if why:
            st.caption(f"Greyed-out cards cannot be played: {why}")


JOKER_LEAD_KEY = "eu_joker_lead"  # the position where the user clicked the joker to lead it


def _joker_leads(view: GameView) -> tuple[Action, ...]:
    """The user's legal leads of a suitless joker, one per suit it may name (Five
    Hundred's no trumps and misère)."""
    return tuple(action for action in view.legal_actions
                 if action.kind == ActionKind.PLAY and action.card is not None
                 and action.card.is_joker and action.suit is not None)


def _choose_joker_lead(position: tuple[int, int]) -> None:
    st.session_state[JOKER_LEAD_KEY] = position


def _show_joker_naming(leads: tuple[Action, ...], position: tuple[int, int]) -> None:
    """The suits the joker may name as it is led (only suits not led yet this hand)."""
    with st.container(horizontal=True, gap="small", key="eu_joker_naming",
                      vertical_alignment="center"):
        st.markdown("**Lead the joker, naming:**")
        for action in leads:
            st.button(action.suit.symbol, key=f"joker_name_{action.suit.letter}_"
                      f"{_position_key(position)}", type="primary",
                      help=f"Lead the joker as a {action.suit.noun[:-1]}: the others must "
                           f"follow {action.suit.symbol} if they can, and it wins the trick.",
                      on_click=on_user_action, args=(action.text, position))


def joker_suit_key(action: Action, position: tuple[int, int]) -> str:
    return f"joker_suit_{action.suit.letter}_{_position_key(position)}"


def _show_joker_suits(view: GameView, position: tuple[int, int]) -> None:
    """Before the first lead, a no-trump or misère contractor holding the joker may give it
    a suit: one button per suit."""
    choices = [a for a in view.legal_actions if a.kind == ActionKind.JOKER_SUIT]
    if not choices:
        return
    with st.container(horizontal=True, gap="small", key="eu_joker_suits",
                      vertical_alignment="center"):
        st.markdown("**Give the joker a suit:**")
        for action in choices:
            st.button(action.suit.symbol, key=joker_suit_key(action, position),
                      help=f"The joker becomes the highest {action.suit.noun[:-1]} for the "
                           "whole hand (and must follow that suit like one).",
                      on_click=on_user_action, args=(action.text, position))
