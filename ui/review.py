"""After a hand: every card revealed, the tricks replayed, the user's decisions reviewed."""

from __future__ import annotations

import streamlit as st

from euchre import HandState, Seat
from ui.cards import card_face
from ui.explain import action_phrase, markdown_text, option_table, show_explanation
from ui.session import INACCURACY_LOSS, MISTAKE_LOSS, USER, Grade, ReviewedDecision, TableSession
from ui.table import seat_name
from ui.table_state import review_unavailable

__all__ = ["REVIEW_CSS", "show_hand_review"]

REVIEW_CSS = """
.eu-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 4px 0; }
.eu-row .eu-who { min-width: 180px; font-weight: 700; }
.eu-play { display: inline-flex; flex-direction: column; align-items: center; font-size: .72rem; }
@media (max-width: 640px) { .eu-row .eu-who { min-width: 100%; } }
.eu-grade { display: inline-block; border-radius: 9px; padding: 1px 9px; font-weight: 700;
  font-size: .8rem; }
.eu-grade-good { background: #d7f5dd; color: #14532d; }
.eu-grade-inaccuracy { background: #fff1c2; color: #6b4a00; }
.eu-grade-mistake { background: #ffd9d2; color: #7f1d1d; }
"""

_GRADE_WORDS = {Grade.GOOD: "Good", Grade.INACCURACY: "Inaccuracy", Grade.MISTAKE: "Mistake"}


def _cards_row(label: str, cards_html: str) -> str:
    return f'<div class="eu-row"><span class="eu-who">{label}</span>{cards_html}</div>'


def dealt_hands_html(hand: HandState) -> str:
    """All four hands as dealt, the upcard, the kitty and the dealer's discard."""
    rows = []
    for seat in Seat:
        cards = "".join(card_face(card, "sm") for card in hand.deal.hands[seat])
        dealer = " · dealer" if seat == hand.dealer else ""
        rows.append(_cards_row(f"{seat_name(seat, USER)}{dealer}", cards))
    rows.append(_cards_row("Upcard", card_face(hand.upcard, "sm")))
    rows.append(_cards_row("Kitty", "".join(card_face(c, "sm") for c in hand.deal.kitty)))
    if hand.discard is not None:
        rows.append(_cards_row("Dealer's discard", card_face(hand.discard, "sm")))
    return "".join(rows)


def tricks_html(hand: HandState) -> str:
    rows = []
    for number, trick in enumerate(hand.tricks, start=1):
        plays = "".join(
            f'<span class="eu-play">'
            f'{card_face(card, "sm", "eu-win" if seat == trick.winner else "")}'
            f"{seat.label}</span>"
            for seat, card in trick.plays
        )
        won = f"won by {seat_name(trick.winner, USER)}"
        rows.append(_cards_row(f"Trick {number}", plays + f"<span>{won}</span>"))
    return "".join(rows) or "<p>No tricks were played.</p>"


def _points(value: float) -> str:
    return f"{value + 0.0:+.2f}"  # + 0.0 turns -0.0 into 0.0


def _decision_line(review: ReviewedDecision) -> str:
    chosen = review.chosen_value
    chosen_points = _points(chosen.expected_points) if chosen else "not rated"
    best = review.best
    grade = review.grade
    badge = f'<span class="eu-grade eu-grade-{grade.value}">{_GRADE_WORDS[grade]}</span>'
    if best.action == review.chosen or review.loss == 0:
        verdict = f"Expert agrees ({chosen_points} expected points)."
    elif grade is Grade.GOOD:
        verdict = (f"Expert slightly prefers <b>{action_phrase(best.action)}</b> "
                   f"({_points(best.expected_points)}), only {review.loss:.2f} points better.")
    else:
        verdict = (f"Expert prefers <b>{action_phrase(best.action)}</b> "
                   f"({_points(best.expected_points)}); you gave up {review.loss:.2f} "
                   "expected points.")
    phase = str(review.phase).capitalize()
    return (f'<div class="eu-row">{badge}<span>{phase}: you chose '
            f"<b>{action_phrase(review.chosen)}</b> ({chosen_points}). {verdict}</span></div>")


def show_decision_reviews(table: TableSession) -> None:
    points = table.decision_points()
    reviews = {r.move: r for r in table.reviews_of_hand()}
    st.subheader("Your decisions against Expert")
    if not points:
        st.caption("You had no real choice to make this hand (every move was forced).")
        return
    unavailable = review_unavailable()
    if unavailable is not None and table.review_pending:
        st.caption(unavailable)
    elif table.review_pending:
        if len(reviews) < len(points):
            done, total, doing = len(reviews), len(points), "reviewing your decisions"
        else:
            total = sum(r.grade is not Grade.GOOD for r in reviews.values())
            done = total - sum(r.needs_explanation for r in reviews.values())
            doing = "explaining where you lost points"
        st.progress(done / total, text=f"Expert is {doing}: {done} of {total}")
    for point in points:
        review = reviews.get(point.move)
        if review is None:
            continue
        st.html(_decision_line(review))
        if review.explanation is not None:
            st.markdown("**Expert's reasoning**")
            show_explanation(review.explanation)
        with st.expander("Expert's figures for every option"):
            st.dataframe(option_table(review.options, action_phrase, review.chosen),
                         hide_index=True, width="stretch")
    if not table.review_pending:
        counts = {grade: sum(r.grade is grade for r in reviews.values()) for grade in Grade}
        st.caption(markdown_text(
            f"{counts[Grade.GOOD]} good, {counts[Grade.INACCURACY]} inaccuracies, "
            f"{counts[Grade.MISTAKE]} mistakes. Good: within {INACCURACY_LOSS} expected points of "
            f"Expert's best; mistake: {MISTAKE_LOSS} or more given up."))


def show_hand_review(table: TableSession) -> None:
    hand = table.hand
    st.html(f"<h4>All four hands</h4>{dealt_hands_html(hand)}")
    st.html(f"<h4>The tricks</h4>{tricks_html(hand)}")
    show_decision_reviews(table)
