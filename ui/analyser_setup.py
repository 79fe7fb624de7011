"""The Hand analyser's set-up form for any game of the family (``lessons.kit.position_setup``):
the dealer, the deciding seat, the score, the cards placed by clicking, then the moves
added one at a time from every option of the moment, those that cannot follow greyed out
with the engine's reason. The set-up changes only in callbacks.

Three ways to set up, one form: a call (the deciding seat's hand and the calls so far),
a card to play (the same, then the cards played) and a whole deal (every hand shown and
placed, any step analysed from the seat to act)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import partial
from typing import Any

import streamlit as st

from euchre.bots import Decision
from euchre.cards import Card
from euchre.games import PLAY_PHASE, GameView, game
from lessons.kit.analysis import analysis_feedback
from lessons.kit.exercise import Feedback
from lessons.kit.game_lessons import Analyser
from lessons.kit.position_setup import (
    SEAT,
    Built,
    Option,
    PositionSetup,
    SetupError,
    build,
    next_options,
    place_cards,
    place_label,
    place_size,
    places,
    position_view,
    recorded_view,
    starting_score,
    toggled,
    with_move,
)
from ui.analyser import marked_css, show_analysis, show_deck
from ui.controls import CONTROLS_CSS
from ui.lesson_widgets import show_cards

__all__ = ["FamilyAnalyser", "Mode", "family_analyser", "show_setup"]


class Mode(StrEnum):
    CALL = "call"
    PLAY = "play"
    DEAL = "deal"


MODE_LABELS = {Mode.CALL: "A call", Mode.PLAY: "A card to play", Mode.DEAL: "A whole deal"}


@dataclass(frozen=True)
class FamilyAnalyser:
    """What one game tells the shared form: its calls (every one, legal or not, in the
    order its buttons show them) and what its points mean."""

    game_id: str
    calls: Callable[[Any], Sequence[Any]]  # rules -> every call of the game
    points_meaning: str
    points_axis: str
    introduction: str

    def feedback(self, view: GameView, decision: Decision) -> Feedback:
        return analysis_feedback(view, decision, self.points_meaning, self.points_axis)


def _key(config: FamilyAnalyser, mode: Mode, name: str) -> str:
    return f"an_{config.game_id}_{mode}_{name}"


def _setup(config: FamilyAnalyser, mode: Mode) -> PositionSetup:
    setup = st.session_state.get(_key(config, mode, "setup"))
    if isinstance(setup, PositionSetup):
        return setup
    seats = game(config.game_id).seating.seats
    return PositionSetup(config.game_id, dealer=seats[-1], decider=seats[0])


def _change(config: FamilyAnalyser, mode: Mode, setup: PositionSetup) -> None:
    """The new set-up, assigned once; an analysis of the old one is put away."""
    st.session_state[_key(config, mode, "setup")] = setup
    st.session_state.pop(_key(config, mode, "request"), None)
    st.session_state.pop(_key(config, mode, "refused"), None)


def _on_card(config: FamilyAnalyser, mode: Mode, text: str) -> None:
    setup = _setup(config, mode)
    place = st.session_state.get(_key(config, mode, "target")) or f"{SEAT}{setup.decider}"
    try:
        _change(config, mode, toggled(setup, place, Card.parse(text)))
    except SetupError as error:
        st.session_state[_key(config, mode, "refused")] = str(error)


def _on_move(config: FamilyAnalyser, mode: Mode, text: str) -> None:
    """One more move, once the engine has replayed the set-up with it (a move it refuses
    changes nothing and its reason is shown)."""
    setup = with_move(_setup(config, mode), text)
    try:
        build(setup)
    except SetupError as error:
        st.session_state[_key(config, mode, "refused")] = str(error)
        return
    _change(config, mode, setup)
    st.session_state.pop(_key(config, mode, "step"), None)


def _on_card_move(config: FamilyAnalyser, mode: Mode, texts: dict[str, str], text: str
                  ) -> None:
    _on_move(config, mode, texts[text])


def _on_seat(config: FamilyAnalyser, mode: Mode, name: str) -> None:
    names = game(config.game_id).seating.names
    value = st.session_state.get(_key(config, mode, name))
    if value is None:
        return
    setup = _setup(config, mode)
    seat = names.index(value)
    if name == "dealer":
        _change(config, mode, dataclasses.replace(setup, dealer=seat, moves=()))
    else:
        _change(config, mode, dataclasses.replace(setup, decider=seat))


def _on_number(config: FamilyAnalyser, mode: Mode) -> None:
    setup = _setup(config, mode)
    teams = game(config.game_id).seating.team_names
    score = tuple(int(st.session_state[_key(config, mode, f"score{team}")])
                  for team in range(len(teams)))
    _change(config, mode, dataclasses.replace(
        setup, seed=int(st.session_state[_key(config, mode, "seed")]), score=score))


def _on_undo(config: FamilyAnalyser, mode: Mode) -> None:
    setup = _setup(config, mode)
    _change(config, mode, dataclasses.replace(setup, moves=setup.moves[:-1]))
    st.session_state.pop(_key(config, mode, "step"), None)


def _on_clear(config: FamilyAnalyser, mode: Mode) -> None:
    setup = _setup(config, mode)
    _change(config, mode, dataclasses.replace(setup, pins=(), moves=()))


def _on_analyse(config: FamilyAnalyser, mode: Mode) -> None:
    setup = _setup(config, mode)
    step = st.session_state.get(_key(config, mode, "step"))
    st.session_state[_key(config, mode, "request")] = (
        setup, len(setup.moves) if step is None else int(step))


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _move_words(setup: PositionSetup, built: Built, number: int, text: str,
                hidden: bool) -> str:
    names = setup.spec.seating.names
    name = names[built.movers[number - 1]]
    if hidden and built.secret(number, setup.decider):
        return f"{number}. {name} discards a card (unseen by {names[setup.decider]})"
    return f"{number}. {name} {setup.spec.parse_action(text).describe()}"


def _show_options(config: FamilyAnalyser, mode: Mode, setup: PositionSetup, built: Built,
                  hidden: bool) -> None:
    """The next move's options as buttons, those that cannot follow greyed out with the
    engine's reason (in the tooltip and listed under them)."""
    state = built.state
    names = setup.spec.seating.names
    if state.to_act is None:
        st.markdown(f"The hand is over: {state.result().summary()}")
        return
    seat = names[state.to_act]
    if mode is Mode.CALL and state.phase == PLAY_PHASE:
        st.markdown(f"The calls are over: the card play begins with {seat} to lead. "
                    f"Choose “{MODE_LABELS[Mode.PLAY]}” to set up a card to play.")
        return
    options = next_options(setup, built, config.calls(setup.rules), hidden)
    if state.phase == PLAY_PHASE:  # no call is made in the play but the joker's suit
        options = [option for option in options
                   if option.reason is None or getattr(option.action, "card", None)]
    per_card: dict[Card, int] = {}
    for option in options:
        if getattr(option.action, "card", None) is not None and option.reason is None:
            per_card[option.action.card] = per_card.get(option.action.card, 0) + 1
    def as_call(option: Option) -> bool:
        card = getattr(option.action, "card", None)
        return card is None or option.unseen or per_card.get(card, 0) > 1

    calls = [option for option in options if as_call(option)]
    carded = [option for option in options if not as_call(option)]
    st.markdown(f"**Add {seat}'s move**")
    if calls:
        with st.container(horizontal=True, gap="small", key=_key(config, mode, "calls")):
            for option in calls:
                label = (f"Discard a card (unseen by {names[setup.decider]})" if option.unseen
                         else option.action.instruction)
                st.button(label, key=_key(config, mode, f"call_{_slug(option.action.text)}"),
                          disabled=option.reason is not None, help=option.reason,
                          on_click=_on_move, args=(config, mode, option.action.text))
        refused = sorted({option.reason for option in calls if option.reason})
        if refused:
            st.caption("Greyed out: " + " ".join(refused))
    if carded:
        verb = "play" if state.phase == PLAY_PHASE else "discard"
        st.caption(f"{seat} to {verb}: click the card (a greyed card cannot follow: its "
                   "tooltip says why).")
        reasons: dict[Card, str | None] = {}
        texts: dict[str, str] = {}
        for option in carded:
            card = option.action.card
            if card not in reasons or option.reason is None:
                reasons[card] = option.reason
                texts[card.text] = option.action.text
        show_deck(_key(config, mode, "move"), [o.action.card for o in carded],
                  partial(_on_card_move, config, mode, texts), reasons)


def _show_form(config: FamilyAnalyser, mode: Mode) -> tuple[PositionSetup, Built | None]:
    setup = _setup(config, mode)
    spec = setup.spec
    names = spec.seating.names
    hidden = mode is not Mode.DEAL
    everywhere = places(setup)
    targets = [place for place in everywhere
               if not hidden or place == f"{SEAT}{setup.decider}" or not place.startswith(SEAT)]
    target = st.session_state.get(_key(config, mode, "target"))
    if target not in targets:
        st.session_state[_key(config, mode, "target")] = targets[0] if not hidden else (
            f"{SEAT}{setup.decider}")
        target = st.session_state[_key(config, mode, "target")]
    columns = st.columns(2 if mode is Mode.DEAL else 3)
    columns[0].segmented_control("Dealer", names, default=names[setup.dealer],
                                 key=_key(config, mode, "dealer"), required=True,
                                 on_change=_on_seat, args=(config, mode, "dealer"))
    if mode is not Mode.DEAL:
        columns[1].segmented_control(
            "Deciding seat", names, default=names[setup.decider], required=True,
            key=_key(config, mode, "decider"), on_change=_on_seat,
            args=(config, mode, "decider"),
            help="The seat whose decision is analysed: Expert sees only what it knows.")
    columns[-1].number_input(
        "Deal number", 1, 999_999, setup.seed, key=_key(config, mode, "seed"),
        on_change=_on_number, args=(config, mode),
        help="The shuffle that deals every card you do not place: another number, "
             "another deal of them.")
    teams = spec.seating.team_names
    score = starting_score(setup)
    for team, column in enumerate(st.columns(len(teams))):
        column.number_input(f"{teams[team]} score", value=int(score[team]), step=1,
                            key=_key(config, mode, f"score{team}"), on_change=_on_number,
                            args=(config, mode))
    try:
        built: Built | None = build(setup)
        error = None
    except SetupError as refused:
        built, error = None, str(refused)
    solid = setup.pinned(target)
    dashed = [card for place, cards in setup.pins if place != target for card in cards]
    st.html(f"<style>{CONTROLS_CSS}{marked_css(_key(config, mode, 'deck'), solid, dashed)}"
            "</style>")
    st.segmented_control(
        "Click cards for", targets, key=_key(config, mode, "target"), required=True,
        format_func=lambda place: place_label(setup, place),
        help="Click a card to place it there, again to take it back. Every card you do not "
             "place is dealt by the deal number's shuffle.")
    show_deck(_key(config, mode, "deck"), spec.deck(setup.rules),
              partial(_on_card, config, mode))
    refused_card = st.session_state.get(_key(config, mode, "refused"))
    if refused_card:
        st.warning(refused_card)
    shown = everywhere if not hidden else targets
    for place in shown:
        label = place_label(setup, place)
        if place == f"{SEAT}{setup.dealer}":
            label += " (dealer)"
        if place == f"{SEAT}{setup.decider}" and hidden:
            label += " (to decide)"
        placed = len(setup.pinned(place))
        cards = place_cards(built, place) if built is not None else setup.pinned(place)
        show_cards(label, cards, f"{placed} of {place_size(setup, place)} placed by you"
                   + (", the rest dealt by the shuffle" if placed < place_size(setup, place)
                      else ""))
    st.markdown("**The moves**")
    if built is not None:
        for number, text in enumerate(setup.moves, start=1):
            st.markdown(_move_words(setup, built, number, text, hidden))
        _show_options(config, mode, setup, built, hidden)
    else:
        st.error(str(error))
    if mode is Mode.DEAL and setup.moves:
        step_key = _key(config, mode, "step")
        if not 0 <= int(st.session_state.get(step_key, -1)) <= len(setup.moves):
            st.session_state[step_key] = len(setup.moves)
        st.slider("Analyse after move", 0, len(setup.moves), key=step_key,
                  help="0 is the deal itself; the seat to act then is analysed.")
    with st.container(horizontal=True, gap="small"):
        st.button("Analyse", type="primary", key=_key(config, mode, "go"),
                  on_click=_on_analyse, args=(config, mode), icon=":material/insights:")
        st.button("Undo the last move", key=_key(config, mode, "undo"), on_click=_on_undo,
                  args=(config, mode), disabled=not setup.moves)
        st.button("Clear the cards and moves", key=_key(config, mode, "clear"),
                  on_click=_on_clear, args=(config, mode))
    return setup, built


def show_setup(config: FamilyAnalyser, mode: Mode) -> None:
    """The set-up form and, once "Analyse" is pressed, Expert's analysis of the position
    or the engine's reason it cannot be analysed."""
    _show_form(config, mode)
    request = st.session_state.get(_key(config, mode, "request"))
    if not isinstance(request, tuple):
        return
    setup, step = request
    try:
        built = build(setup, step)
        if mode is Mode.DEAL and built.state.to_act is not None:
            setup = dataclasses.replace(setup, decider=int(built.state.to_act))
        view = position_view(dataclasses.replace(setup, moves=setup.moves[:step]), built)
    except SetupError as error:
        st.error(str(error))
        return
    key = f"{setup.key()}@{step}"
    show_analysis(view, setup.analysis_seed, key, step, config.feedback)


def family_analyser(config: FamilyAnalyser) -> Analyser:
    """The Hand analyser of ``config``'s game: the three set-ups on the shared form, and
    recorded positions replayed by the engine."""
    return Analyser(
        introduction=config.introduction,
        setups={MODE_LABELS[mode]: partial(show_setup, config, mode) for mode in Mode},
        recorded_view=recorded_view,
        show_analysis=lambda view, seed, key, move=0: show_analysis(
            view, seed, key, move, config.feedback),
    )
