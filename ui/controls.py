"""The user's controls: bid buttons with a Go alone box, a game's own declarations (each
a button saying what it does), an auction's call ladder, and the hand as clickable cards.

Every offered action comes from the view's ``legal_actions``; a card that cannot be
played is disabled and says why in the engine's words. A discard of several cards (a
merge with a dummy, a kitty exchange) is one click per card, each a discard action.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import streamlit as st

from euchre import ORDER_UP, ORDER_UP_ALONE, PASS, Action, ActionKind, Card, name_trump
from euchre.games import GameAction, GameView, GameWords
from ui.bid_ladder import LADDER_CSS, ladder_key, show_bid_ladder
from ui.cards import card_button_key, card_face, card_label
from ui.table_state import on_user_action

__all__ = [
    "CONTROLS_CSS",
    "action_key",
    "card_clicks",
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


def user_action_phrase(action: GameAction, view: GameView) -> str:
    """The action said to the user: the dealer picks the upcard up rather than orders it."""
    if action.kind == ActionKind.ORDER_UP and view.dealer == view.seat:
        return "Pick it up" + (" alone" if action.alone else "")
    return action.instruction


def _position_key(position: tuple[int, int]) -> str:
    return f"{position[0]}_{position[1]}"


def action_key(action: Action) -> str:
    """The action as a key fragment, e.g. ``name-H`` (keys become CSS classes)."""
    return action.text.replace(" ", "-")


def _action_key(action: Action, position: tuple[int, int]) -> str:
    """A widget key naming the action, e.g. ``bid_name-H_2_7``."""
    return f"bid_{action_key(action)}_{_position_key(position)}"


def suggestion_css(action: GameAction, position: tuple[int, int], view: GameView) -> str:
    """CSS that marks the button of a suggested action (its plain form for a loner; a
    call of an auction's ladder, Pass included; the joker's suit before a lead)."""
    if action.kind in (ActionKind.PLAY, ActionKind.DISCARD):
        selector = f".st-key-{card_button_key(_position_key(position), action.card)} button"
    elif action.kind == ActionKind.JOKER_SUIT and view.card_play:
        selector = f".st-key-{joker_suit_key(action, position)} button"
    elif view.call_ladder is not None:
        selector = f".st-key-{ladder_key(action, position, view.call_ladder)} button"
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
    """Buttons for the user's call (round 1, round 2, defend alone, the joker's suit, a
    game's own declarations), with the Go alone box right after the buttons that make
    trump, and Pass last; in an auction for a contract, the call ladder (``refusals``
    gives the engine's reasons)."""
    if view.call_ladder is not None:
        show_bid_ladder(view, view.call_ladder, position, refusals or (lambda actions: {}))
        return
    legal = view.legal_actions
    plain = [a for a in legal if not a.alone and a.kind != ActionKind.PASS]
    can_go_alone = any(a.alone for a in legal)
    alone_key = f"go_alone_{_position_key(position)}"
    alone = can_go_alone and bool(st.session_state.get(alone_key))
    with st.container(horizontal=True, gap="small", key="eu_bids",
                      vertical_alignment="center"):
        for action in plain:
            shown = _alone_form(action) if alone and action.kind in _MAKES_TRUMP else action
            st.button(user_action_phrase(shown, view), key=_action_key(action, position),
                      type="primary", on_click=on_user_action, help=action.help or None,
                      args=(action.text, position, alone_key if can_go_alone else None))
        if can_go_alone:
            st.checkbox("Go alone", key=alone_key,
                        help="Play without your partner: 4 points for winning all five "
                             "tricks, 1 for three or four.")
        if any(a.kind is ActionKind.PASS for a in legal):
            st.button("Pass", key=_action_key(PASS, position),
                      on_click=on_user_action, args=("pass", position))
    kinds = {a.kind for a in legal}
    if ActionKind.NAME_TRUMP in kinds and ActionKind.PASS not in kinds:
        st.caption("Stick the dealer: as the dealer you must name a suit.")


_MAKES_TRUMP = (ActionKind.ORDER_UP, ActionKind.NAME_TRUMP)


def _alone_form(action: Action) -> Action:
    if action.kind is ActionKind.ORDER_UP:
        return ORDER_UP_ALONE
    return name_trump(action.suit, alone=True)


def _reason_text(reasons: dict[Action, str]) -> str | None:
    """The engine's reasons, once each; a reason that another one repeats and extends
    (the left bower's "…; J♦ is a trump") is said only in its longer form."""
    texts = list(dict.fromkeys(reasons.values()))
    kept = [text for text in texts
            if not any(other != text and other.startswith(text.rstrip(".")) for other in texts)]
    return " ".join(kept) if kept else None


def _discarding(view: GameView) -> bool:
    """Whether the seat is to discard now (one card a click)."""
    return view.is_my_turn and any(a.kind == ActionKind.DISCARD for a in view.legal_actions)


def card_clicks(view: GameView) -> bool:
    """Whether the seat's decisions now are clicks on its cards (a play or a discard)."""
    return view.card_play or _discarding(view)


def show_set_aside(cards: tuple[Card, ...]) -> None:
    """The user's own discards of this hand, face up to the user and marked as set aside."""
    if not cards:
        return
    faces = "".join(card_face(card, "sm") for card in cards)
    spoken = " ".join(card.text for card in cards)
    st.html(f'<div class="eu-set-aside" aria-label="your discards" data-cards="{spoken}">'
            f'<span class="eu-set-aside-label">Your discards ({len(cards)}), face down:'
            f"</span>{faces}</div>")


def show_exposed_hand(view: GameView, words: GameWords) -> None:
    """A hand laid face up for everyone (Five Hundred's open misère, from the end of the
    first trick): the cards still held, in the game's words."""
    cards = view.exposed_hand
    if not cards:
        return
    if view.maker == view.seat:
        st.caption(words.exposed_caption(view))
        return
    faces = "".join(card_face(card, "sm") for card in cards)
    spoken = " ".join(card.text for card in cards)
    st.html(f'<div class="eu-set-aside eu-exposed" aria-label="exposed hand" '
            f'data-cards="{spoken}"><span class="eu-set-aside-label">'
            f"{escape(words.exposed_caption(view), quote=False)}</span>{faces}</div>")


def show_hand(view: GameView, position: tuple[int, int], reasons: dict[Action, str],
              parse: Callable[[str], GameAction], words: GameWords) -> None:
    """The user's cards: buttons when there is something to do with them, faces otherwise
    (``parse`` reads the game's actions: a click plays or discards its card; ``words``
    are the game's, for the discard's caption)."""
    discarding = _discarding(view)
    playing = view.card_play and view.seat not in view.sitting_out
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
    if discarding:
        st.caption(words.discard_caption(view))
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
