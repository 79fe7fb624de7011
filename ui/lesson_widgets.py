"""Widgets for the Learn, Train and Progress pages: card chips, scenes, feedback, charts.

Only what the learner may see is drawn: South's cards, the upcard, the cards played, and
after an answer the engine's demonstration. Rules are never decided here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from html import escape

import altair as alt
import pandas as pd
import streamlit as st

import store
from euchre import Card, Seat, Suit
from lessons.kit.course import ExampleTable
from lessons.kit.exercise import Feedback, OptionRow, Scene
from lessons.kit.progress import Progress
from store.errors import DatabaseUnavailableError, StoreError
from ui.auth import current_user
from ui.cards import CARD_CSS, card_face, suit_html

__all__ = [
    "card_chips",
    "inject_css",
    "load_progress",
    "options_chart",
    "red_grid",
    "red_suits",
    "save_progress",
    "show_cards",
    "show_example",
    "show_feedback",
    "show_scene",
    "show_trick",
    "suit_badge",
    "suits_html",
]

PROGRESS_KEY = "learner_progress"
OWNER_KEY = "learner_progress_owner"  # the user id the progress belongs to (None: a guest)

_LESSON_CSS = """
.ls-row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 2px 0 8px; }
.ls-facts { font-size: .95rem; margin: 2px 0 8px; }
.ls-label { min-width: 11em; color: #4a5560; font-size: .9rem; }
.ls-note { color: #5c6670; font-size: .85rem; margin-left: 6px; }
.ls-play { display: inline-flex; flex-direction: column; align-items: center; gap: 3px;
  font-size: .8rem; color: #4a5560; margin-right: 4px; }
"""


def inject_css() -> None:
    """The shared card faces' style and the lesson layout's."""
    st.html(f"<style>{CARD_CSS}{_LESSON_CSS}</style>")


def _chip(card: Card, win: bool = False) -> str:
    return card_face(card, size="sm", extra="eu-win" if win else "")


def suit_badge(suit: Suit) -> str:
    """A suit symbol in its colour, with its name for screen readers."""
    return suit_html(suit)


_RED_WORD = re.compile(r"(?<!\S)([^\s\[\]]*[♥♦][^\s\[\]]*)(?!\S)")


def red_suits(text: str) -> str:
    """Markdown with hearts and diamonds words in red ("J♦" → ":red[J♦]"); line breaks,
    lists and words already coloured are kept as they are."""
    return _RED_WORD.sub(r":red[\1]", text)


_SUIT_TOKEN = re.compile(r"(?:10|[2-9AKQJ])?([♥♦♠♣])")


def suits_html(text: str) -> str:
    """Plain text as HTML, each suit symbol (with its card's rank: "J♦") in its suit's colour:
    ♥ ♦ red, ♠ ♣ black; the rest of the text keeps the colour around it."""

    def coloured(match: re.Match[str]) -> str:
        colour = "eu-suit-red" if match.group(1) in "♥♦" else "eu-suit-black"
        return f'<span class="{colour}">{match.group(0)}</span>'

    return _SUIT_TOKEN.sub(coloured, escape(text))


def red_grid(frame: pd.DataFrame) -> pd.DataFrame:
    """A table's words as Markdown with hearts and diamonds in red word by word (``st.table``
    draws Markdown in its cells), so a sentence naming ♦ has only its ♦ red."""
    marked = frame.map(lambda value: red_suits(value) if isinstance(value, str) else value)
    marked.index = [red_suits(str(label)) for label in frame.index]
    marked.index.name = None if frame.index.name is None else red_suits(str(frame.index.name))
    marked.columns = [red_suits(str(label)) for label in frame.columns]
    return marked


def pill_label(text: str) -> str:
    """A pill's label, plain: a selected pill takes the theme's colour, so a red label would
    look selected. A space right after a leading suit symbol is made non-breaking, or
    Streamlit would draw the symbol apart as an icon ("♣ clubs" unlike "♦ diamonds")."""
    first, space, rest = text.partition(" ")
    if space and first in {suit.symbol for suit in Suit}:
        return f"{first}\u00a0{rest}"
    return text


def card_chips(cards: Iterable[Card]) -> str:
    return "".join(_chip(card) for card in cards)


def show_cards(label: str, cards: Sequence[Card], note: str = "") -> None:
    """A labelled row of card chips (the card symbols are in the HTML for readers)."""
    note_html = f'<span class="ls-note">{suits_html(note)}</span>' if note else ""
    st.html(f'<div class="ls-row"><span class="ls-label">{suits_html(label)}</span>'
            f"{card_chips(cards)}{note_html}</div>")


def show_trick(
    plays: Sequence[tuple[Seat, Card]], label: str = "Trick", winner: Seat | None = None
) -> None:
    """The cards of a trick in play order, each under its seat; the winner is outlined."""
    items = "".join(
        f'<span class="ls-play">{_chip(card, win=seat == winner)}{escape(seat.label)}</span>'
        for seat, card in plays
    )
    st.html(f'<div class="ls-row"><span class="ls-label">{suits_html(label)}</span>{items}</div>')


def show_example(example: ExampleTable) -> None:
    with st.container(border=True):
        st.markdown(f"**{example.caption}**")
        for row in example.rows:
            show_cards(row.label, row.cards, row.note)
        if example.grid:
            header, *body = example.grid
            st.table(red_grid(pd.DataFrame(body, columns=list(header)).set_index(header[0])))


def show_scene(scene: Scene) -> None:
    """The position of an exercise: trump, dealer, upcard, bids, score, trick and hand."""
    facts = []
    if scene.trump is not None:
        facts.append(f"Trump: {suit_badge(scene.trump)} {scene.trump.noun}")
    elif scene.no_trump:
        facts.append("No trump: the jacks are plain")
    if scene.dealer is not None:
        facts.append(f"Dealer: {scene.dealer.label}")
    if scene.score is not None and scene.score_names:
        counts = ", ".join(f"{name} {count}" for name, count in
                           zip(scene.score_names, scene.score, strict=True))
        facts.append(f"Counts: {counts}")
    elif scene.score is not None:
        facts.append(f"Score: North–South {scene.score[0]}, East–West {scene.score[1]}")
    if facts:
        st.html('<div class="ls-facts">' + " · ".join(facts) + "</div>")
    if scene.bids:
        bids = "; ".join(f"{seat.label} {action.describe()}" for seat, action in scene.bids)
        st.caption(f"Bidding so far: {bids}.")
    if scene.upcard is not None and scene.trump is None:
        note = (f"turned down: {scene.turned_down.symbol} cannot be named"
                if scene.turned_down is not None else "")
        show_cards("Upcard", (scene.upcard,), note)
    if scene.trick:
        show_trick(scene.trick, "Played so far")
    if scene.cards:
        show_cards("Cards", scene.cards)
    if scene.hand:
        show_cards("Your hand (South)", scene.hand)


def options_chart(rows: Sequence[OptionRow], kind: str = "bid",
                  axis: str = Feedback.points_axis) -> alt.LayerChart:
    """Expected points of every option (a bid, a card) with ± two standard errors, best on
    top.

    Bars grow from a marked zero line (right: your team gains, left: the opponents do)
    and carry their value, so a chart where every bid loses points reads as easily as
    one where they all gain."""
    frame = pd.DataFrame(
        {
            kind: [row.label for row in rows],
            "points": [row.expected_points for row in rows],
            "low": [row.expected_points - 2 * row.std_error for row in rows],
            "high": [row.expected_points + 2 * row.std_error for row in rows],
            "label": [f"{row.expected_points + 0.0:+.2f}" for row in rows],
            "best": ["Expert's choice" if i == 0 else "other" for i in range(len(rows))],
        }
    )
    lowest, highest = min(0.0, frame["low"].min()), max(0.0, frame["high"].max())
    pad = max(0.25 * (highest - lowest), 0.3)  # room for the labels on either side of zero
    x_scale = alt.Scale(domain=[lowest - pad, highest + pad], nice=True)
    order = list(frame[kind])
    # Room for an option of five cards ("Keep J♠ J♣ A♠ 9♠ A♦") without cutting it short.
    y = alt.Y(f"{kind}:N", sort=order, title=None, axis=alt.Axis(labelLimit=260))
    base = alt.Chart(frame)
    bars = base.mark_bar().encode(
        y=y,
        x=alt.X("points:Q", scale=x_scale,
                title=axis),
        color=alt.Color("best:N", legend=None,
                        scale=alt.Scale(domain=["Expert's choice", "other"],
                                        range=["#2e7d32", "#90a4ae"])),
        tooltip=[kind, alt.Tooltip("points:Q", title="expected points", format="+.2f")],
    )
    errors = base.mark_rule(color="#263238").encode(y=y, x="low:Q", x2="high:Q")
    zero = alt.Chart().mark_rule(color="#263238", strokeWidth=2).encode(x=alt.datum(0))
    gains = base.transform_filter("datum.points >= 0").mark_text(
        align="left", dx=4, color="#263238").encode(y=y, x="high:Q", text="label:N")
    losses = base.transform_filter("datum.points < 0").mark_text(
        align="right", dx=-4, color="#263238").encode(y=y, x="low:Q", text="label:N")
    return alt.layer(bars, errors, zero, gains, losses).properties(
        height=max(36 * len(rows) + 30, 140))


def show_feedback(feedback: Feedback) -> None:
    """The verdict, why, and — after a wrong answer — what goes wrong, played by the engine."""
    if feedback.correct is True:
        st.success(feedback.headline)
    elif feedback.correct is False:
        st.error(feedback.headline)
    else:
        st.info(feedback.headline)
    if feedback.reasons:
        st.markdown("\n".join(f"- {reason}" for reason in feedback.reasons))
    if feedback.details:
        st.markdown("\n".join(f"- {detail}" for detail in feedback.details))
    demo = feedback.demonstration
    if demo is not None:
        with st.container(border=True):
            st.markdown(f"**What goes wrong.** {demo.caption}")
            show_trick(demo.trick.plays, f"Trump {demo.trump.symbol}", demo.trick.winner)
            st.markdown("\n".join(f"- {line}" for line in demo.story))
    if feedback.options:
        kind = feedback.option_kind
        st.altair_chart(options_chart(feedback.options, kind, feedback.points_axis),
                        width="stretch")
        table = pd.DataFrame(
            {
                kind: [row.label for row in feedback.options],
                "expected points": [round(row.expected_points, 2) for row in feedback.options],
                "± std. error": [round(row.std_error, 3) for row in feedback.options],
                "deals": [row.samples for row in feedback.options],
            }
        )
        st.dataframe(table, hide_index=True)
    if feedback.bot_explanation:
        st.markdown("**The Expert's reasons**")
        st.markdown(feedback.bot_explanation)


# ---- remembering progress ----------------------------------------------------------------


def load_progress() -> Progress:
    """The learner's progress: a signed-in user's from the store, a guest's from the session.

    A guest who signs in brings the guest progress along when the account has none yet.
    """
    user = current_user()
    owner = None if user is None else user.id
    progress = st.session_state.get(PROGRESS_KEY)
    if isinstance(progress, Progress) and st.session_state.get(OWNER_KEY, None) == owner:
        return progress
    was_guest = st.session_state.get(OWNER_KEY) is None
    guest = progress if isinstance(progress, Progress) and was_guest else None
    if user is None:
        progress = Progress()
    else:
        try:
            progress = Progress.from_dict(store.load_progress(user.id))
        except DatabaseUnavailableError:
            raise  # never start afresh over progress that is only out of reach
        except (StoreError, ValueError) as error:
            st.warning(f"Your saved progress could not be read ({error}); starting afresh.")
            progress = Progress()
        if progress == Progress() and guest is not None and guest != Progress():
            progress = guest
            _store(user.id, progress)
    st.session_state[PROGRESS_KEY] = progress
    st.session_state[OWNER_KEY] = owner
    return progress


def save_progress(progress: Progress) -> None:
    """Remember ``progress`` for this session and, for a signed-in user, in the store."""
    st.session_state[PROGRESS_KEY] = progress
    user = current_user()
    st.session_state[OWNER_KEY] = None if user is None else user.id
    if user is not None:
        _store(user.id, progress)


def _store(user_id: int, progress: Progress) -> None:
    try:
        store.save_progress(user_id, progress.to_dict())
    except StoreError as error:
        st.warning(f"Your progress could not be saved: {error}")
