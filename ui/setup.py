"""Before a match: choose the game, the bots' level and the table rules.

The rules form is built from the chosen game's rules type (``options()``: each option's
label, help, choices and words), its defaults being the standard game.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from euchre import games
from euchre.bots import Difficulty
from euchre.bots.explain import join_words
from euchre.games import GameSpec
from euchre.rule_options import RuleOption
from euchre.seats import Seating
from table.match_length import match_length
from ui.games import default_game
from ui.table_state import bot_pace, on_start

__all__ = ["DIFFICULTY_KEY", "GAME_KEY", "PRACTICE_KEY", "rule_key", "show_match_setup"]

GAME_KEY = "setup_game"
DIFFICULTY_KEY = "setup_difficulty"
PRACTICE_KEY = "setup_open_explanations"
_LENGTH_HELP = ("Counted from matches between Normal bots at this target "
                "(bench/match_length.py); the minutes change with the bot speed and with "
                "how long you take.")


def rule_key(game_id: str, option: str) -> str:
    """The widget key of one table option of a game."""
    return f"setup_{game_id}_{option}"


def _chosen_rules(spec: GameSpec) -> Any:
    """The table rules chosen so far in the form, the game's standard ones when they cannot
    be read."""
    options = {option.name: st.session_state.get(rule_key(spec.id, option.name),
                                                   option.default)
               for option in spec.rules_type.options()}
    try:
        return spec.rules_type(**options)
    except (TypeError, ValueError):
        return spec.rules_type()


def _chosen_seating(spec: GameSpec) -> Seating:
    """The seating of the table rules chosen so far in the form (Five Hundred's "Players"
    option changes it)."""
    return spec.seating_for(_chosen_rules(spec))


def _who_sits_where(seating: Seating) -> str:
    user = seating.bottom
    names = seating.names
    if seating.in_partnerships:
        partners = [s for s in seating.members(seating.teams[user]) if s != user]
        others = [s for s in seating.seats if seating.teams[s] != seating.teams[user]]
        return (f"You sit **{names[user]}**. Your partner "
                f"{' and '.join(f'**{names[s]}**' for s in partners)} and your opponents "
                f"{' and '.join(f'**{names[s]}**' for s in others)} are bots.")
    others = [s for s in seating.seats if s != user]
    dummy = ("" if seating.dummy_position is None else
             f" A **dummy** hand is dealt face down at the {seating.dummy_position}: whoever "
             "makes trump may take it (and discard five of ten) or go alone.")
    return (f"You sit **{names[user]}**. {join_words([f'**{names[s]}**' for s in others])} "
            f"are bots; everyone plays for themselves.{dummy}")


def _game_choice() -> GameSpec:
    """The game chosen; a ``?game=<id>`` link (from Home) chooses it once."""
    ids = games.game_ids()
    if len(ids) == 1:
        return games.game(ids[0])
    wanted = st.query_params.pop("game", None)
    if wanted in ids:
        st.session_state[GAME_KEY] = wanted
    chosen = st.segmented_control(
        "Game", list(ids), default=default_game(), key=GAME_KEY, required=True,
        format_func=lambda game_id: games.game(game_id).name)
    return games.game(chosen or default_game())


def show_match_setup() -> None:
    st.title("Play a match")
    spec = _game_choice()
    seating = _chosen_seating(spec)
    st.write(f"{_who_sits_where(seating)} During a hand they say what they do and what the "
             "table can see; their full reasons (what they hold, their counts and figures) "
             "are shown once the hand is over.")
    practice_on = st.session_state.get(PRACTICE_KEY) is True  # the toggle below
    level = st.segmented_control(
        "Bots' level", list(Difficulty), default=Difficulty.NORMAL, key=DIFFICULTY_KEY,
        format_func=lambda level: (level.label if practice_on
                                   else f"{level.label} (+{level.ranking_points})"),
        required=True,
    )
    practice = st.toggle(
        "Open explanations (practice match)", value=False, key=PRACTICE_KEY,
        help="The bots tell their full reasons during the hand: their trump counts, voids "
             "and figures. Card names you cannot see stay hidden until the hand is over.")
    if level is not None:
        earner = "your team" if seating.in_partnerships else "you"
        points = ("This is a practice match: it earns **no ranking points**, whoever wins."
                  if practice else
                  f"Winning the match earns {earner} {level.ranking_points} ranking points.")
        st.caption(f"{level.label}: {spec.level_words[level]}. {points}")
    keys = {}
    with st.expander("Table rules", expanded=False):
        for option in spec.rules_type.options():
            keys[option.name] = rule_key(spec.id, option.name)
            _option_widget(option, keys[option.name])
    length = match_length(spec.id, _chosen_rules(spec), bot_pace())
    if length is not None:
        st.caption(length.words(), help=_LENGTH_HELP)
    if spec.early_end:
        st.caption(spec.early_end)
    st.button("Deal the first hand", type="primary", key="setup_start",
              on_click=on_start, args=(spec.id, DIFFICULTY_KEY, keys, PRACTICE_KEY))


def _option_widget(option: RuleOption, key: str) -> None:
    """A toggle for an on/off option, a select box for any other, in the option's words."""
    if isinstance(option.default, bool):
        st.toggle(option.label, value=option.default, key=key, help=option.help)
        return
    choices = list(option.choices)
    st.selectbox(option.label, choices, index=choices.index(option.default), key=key,
                 help=option.help, format_func=option.words_for)
