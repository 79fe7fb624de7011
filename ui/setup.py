"""Before a match: choose the bots' level and the table rules (defaults: the standard game)."""

from __future__ import annotations

import streamlit as st

from euchre import Deck, LoneDefenderScoring, OpeningLead, PartnerDealerPickup, Rules
from euchre.bots import Difficulty
from euchre.rules import POINTS_TO_WIN_CHOICES
from ui.table_state import on_start

__all__ = ["show_match_setup"]

DIFFICULTY_KEY = "setup_difficulty"
PRACTICE_KEY = "setup_open_explanations"
RULE_KEYS = {
    "stick_the_dealer": "setup_stick_the_dealer",
    "points_to_win": "setup_points_to_win",
    "defend_alone": "setup_defend_alone",
    "lone_defender_scoring": "setup_lone_defender_scoring",
    "opening_lead": "setup_opening_lead",
    "deck": "setup_deck",
    "partner_dealer_pickup": "setup_partner_dealer_pickup",
}
_LEVEL_TEXT = {
    Difficulty.EASY: "bids on impressions and rarely presses: a beginner can win",
    Difficulty.NORMAL: "counts its trumps, pulls trumps as maker, saves its bowers",
    Difficulty.EXPERT: "counts cards, reads the bidding and looks ahead by simulation",
}


# describe() lists the options in the order of the Rules fields, as RULE_KEYS does.
_LABELS = {name: label for name, (label, _) in zip(RULE_KEYS, Rules().describe(), strict=True)}


def _words(option: str, value: object) -> str:
    """The rules' own words for one option's value."""
    return dict(Rules(**{option: value}).describe())[_LABELS[option]]


def show_match_setup() -> None:
    defaults = Rules()
    st.title("Play a match")
    st.write("You sit **South**. Your partner **North** and your opponents **West** and "
             "**East** are bots. During a hand they say what they do and what the table can "
             "see; their full reasons (what they hold, their counts and figures) are shown "
             "once the hand is over.")
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
        points = ("This is a practice match: it earns **no ranking points**, whoever wins."
                  if practice else
                  f"Winning the match earns your team {level.ranking_points} ranking points.")
        st.caption(f"{level.label}: {_LEVEL_TEXT[level]}. {points}")
    with st.expander("Table rules", expanded=False):
        st.toggle("Stick the dealer", value=defaults.stick_the_dealer,
                  key=RULE_KEYS["stick_the_dealer"],
                  help="On: the dealer may not pass in round 2 and must name a suit.")
        st.selectbox("Points to win", POINTS_TO_WIN_CHOICES,
                     index=POINTS_TO_WIN_CHOICES.index(defaults.points_to_win),
                     key=RULE_KEYS["points_to_win"])
        st.toggle("Defend alone", value=defaults.defend_alone, key=RULE_KEYS["defend_alone"],
                  help="A defender may play alone against a lone maker's team.")
        _choice("lone_defender_scoring", list(LoneDefenderScoring), defaults)
        _choice("opening_lead", list(OpeningLead), defaults)
        _choice("deck", list(Deck), defaults)
        _choice("partner_dealer_pickup", list(PartnerDealerPickup), defaults)
    st.button("Deal the first hand", type="primary", key="setup_start",
              on_click=on_start, args=(DIFFICULTY_KEY, RULE_KEYS, PRACTICE_KEY))


def _choice(option: str, values: list[object], defaults: Rules) -> None:
    st.selectbox(_LABELS[option], values, index=values.index(getattr(defaults, option)),
                 key=RULE_KEYS[option], format_func=lambda value: _words(option, value))
