"""The explanation panel: a bot's sentence, then its factors and simulated options."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import pandas as pd
import streamlit as st

from euchre.bots import Explanation, Factor, OptionValue
from euchre.games import GameAction
from ui.games import TEAM_FIGURES

__all__ = ["action_phrase", "advice_explanation", "advice_sentence", "factor_line",
           "markdown_text", "option_table", "said_to_the_player", "show_details",
           "show_explanation"]

_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]$~<>#|])")


def markdown_text(text: str) -> str:
    """``text`` escaped so that Markdown shows it literally (bots' words, usernames)."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


# A move's verb in the third person ("passes", as ``describe`` says it) and in the second.
SECOND_PERSON = {"passes": "pass", "orders": "order", "picks": "pick", "names": "name",
                 "plays": "play", "discards": "discard", "defends": "defend",
                 "makes": "make", "takes": "take", "goes": "go", "drops": "drop",
                 "stays": "stay", "bids": "bid", "leads": "lead", "gives": "give"}


def second_person(words: str) -> str:
    """A move said in the third person ("bids 7♥") said to the player ("bid 7♥")."""
    first, _, rest = words.partition(" ")
    return f"{SECOND_PERSON.get(first, first)} {rest}".strip()


# Expert advises from the player's own seat: its "I hold", "my side" are the player's.
_FIRST_PERSON = {"i": "you", "me": "you", "my": "your", "mine": "yours", "myself": "yourself",
                 "i am": "you are", "i'm": "you're", "i was": "you were", "i've": "you've",
                 "i'd": "you'd", "i'll": "you'll"}
_FIRST_PERSON_WORDS = re.compile(
    r"\b(I am|I'm|I was|I've|I'd|I'll|I|me|my|mine|myself)\b", re.IGNORECASE)
_OWN_MOVE = re.compile(r"^I [^.:]*(?::\s*|\.\s*|$)")


def said_to_the_player(text: str) -> str:
    """Expert's first-person words about the player's seat said to the player: "I hold
    two trumps, my partner called" becomes "you hold two trumps, your partner called"."""
    text = _FIRST_PERSON_WORDS.sub(lambda match: _FIRST_PERSON[match.group(0).lower()], text)
    return re.sub(r"(^|[.!?]\s+)(you)", lambda m: m.group(1) + "You", text)


def advice_sentence(instruction: str, summary: str) -> str:
    """Expert's advice in the third person: "Expert would play J♦ because in 160 sampled
    deals …", its own move sentence ("I play J♦.") left out as the advice says it."""
    move = instruction[:1].lower() + instruction[1:]
    reasons = said_to_the_player(_OWN_MOVE.sub("", summary.strip(), count=1)).strip()
    if not reasons:
        return f"Expert would {move}."
    reasons = reasons[:1].lower() + reasons[1:]
    return f"Expert would {move} because {reasons}" + ("" if reasons.endswith(".") else ".")


def advice_explanation(explanation: Explanation) -> Explanation:
    """Expert's explanation with its factors said to the player (see ``said_to_the_player``)."""
    factors = tuple(replace(factor, text=said_to_the_player(factor.text))
                    for factor in explanation.factors)
    return replace(explanation, summary=said_to_the_player(explanation.summary),
                   factors=factors)


def action_phrase(action: GameAction) -> str:
    """The action as an instruction: "Order it up", "Play J♥", "Drop out", "Bid 7♥"."""
    return action.instruction


def option_table(options: tuple[OptionValue, ...], describe: Callable[[GameAction], str],
                 chosen: GameAction | None = None) -> pd.DataFrame:
    """Simulated options as a table, best first, marking the chosen one."""
    rows = []
    for option in options:
        rows.append({
            "option": describe(option.action) + ("  ← chosen" if option.action == chosen else ""),
            "expected points": round(option.expected_points, 2),
            "± (std. error)": round(option.std_error, 2),
            "sampled deals": option.samples,
        })
    return pd.DataFrame(rows)


def factor_line(factor: Factor) -> str:
    """A factor as the sentence the bot gave it, starting with a capital."""
    text = factor.text.strip()
    return text[:1].upper() + text[1:]


def show_explanation(explanation: Explanation,
                     describe: Callable[[GameAction], str] = action_phrase, *,
                     chosen: GameAction | None = None, expanded: bool = False,
                     label: str = "Factors and figures", options_left_out: int = 0,
                     figures: str = TEAM_FIGURES) -> None:
    """The sentence, and an expander holding the factors and any simulated options
    (``options_left_out``: options not shown because they name hidden cards; ``figures``:
    what the options' figures are, in the game's terms)."""
    st.markdown(markdown_text(explanation.summary))
    if not explanation.factors and not explanation.options:
        return
    with st.expander(label, expanded=expanded):
        show_details(explanation, describe, chosen=chosen, options_left_out=options_left_out,
                     figures=figures)


def show_details(explanation: Explanation, describe: Callable[[GameAction], str] = action_phrase,
                 *, chosen: GameAction | None = None, options_left_out: int = 0,
                 figures: str = TEAM_FIGURES) -> None:
    """The factors as a list, then the simulated options as a table."""
    if explanation.factors:
        st.markdown("\n".join(f"- {markdown_text(factor_line(factor))}"
                               for factor in explanation.factors))
    if explanation.options:
        st.caption(figures)
        st.dataframe(option_table(explanation.options, describe, chosen),
                     hide_index=True, width="stretch")
    if options_left_out:
        st.caption(f"{options_left_out} more option{'s' if options_left_out > 1 else ''} "
                   "with cards you cannot see yet: shown after the hand.")
