"""After a hand: every card revealed, the tricks replayed, the user's decisions reviewed,
and every bot decision with its full reasons."""

from __future__ import annotations

from html import escape

import streamlit as st

from euchre.actions import ActionKind
from euchre.bots.explain import number_word
from euchre.games import GameAction, GameHand, GameWords
from euchre.seats import Seating
from euchre.tricks import Trick
from lessons import registry
from table.grading import INACCURACY_LOSS, MISTAKE_LOSS, DecisionPoint, Grade, ReviewedDecision
from table.session import TableSession
from ui.cards import card_face
from ui.explain import action_phrase, markdown_text, show_details
from ui.feed import show_feed
from ui.games import figures_words
from ui.shell import navigation_paths
from ui.table import seat_name
from ui.table_state import on_ask_review
from ui.table_store import recorded_result

__all__ = ["ANALYSER_PAGE", "REVIEW_CSS", "dealt_hands_html", "position_html",
           "show_analyser_link", "show_hand_review", "tricks_html"]

ANALYSER_PAGE = "pages/analyse.py"

REVIEW_CSS = """
.eu-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 4px 0; }
.eu-row .eu-who { min-width: 170px; font-weight: 700; }
.eu-row .eu-trick-no { min-width: 58px; font-weight: 700; }
.eu-row .eu-won { font-size: .85rem; white-space: nowrap; }
.eu-play { display: inline-flex; flex-direction: column; align-items: center; font-size: .72rem; }
.eu-play.eu-led { font-weight: 700; }
.eu-row-long { gap: 4px; } .eu-row-long .eu-who { min-width: 100%; }
@media (max-width: 640px) { .eu-row .eu-who { min-width: 100%; } }
.eu-grade { display: inline-block; border-radius: 9px; padding: 1px 9px; font-weight: 700;
  font-size: .8rem; }
.eu-grade-good { background: #d7f5dd; color: #14532d; }
.eu-grade-inaccuracy { background: #fff1c2; color: #6b4a00; }
.eu-grade-mistake { background: #ffd9d2; color: #7f1d1d; }
.eu-grade-unrated { background: #e3e7ea; color: #2f3a44; }
.eu-decision { margin: 10px 0 2px; line-height: 1.45; }
.eu-context { color: #5c6670; font-size: .85rem; }
"""

_GRADE_WORDS = {Grade.GOOD: "Good", Grade.INACCURACY: "Inaccuracy", Grade.MISTAKE: "Mistake",
                Grade.UNRATED: "Not rated"}
_GRADE_PLURALS = {Grade.GOOD: ("good decision", "good decisions"),
                  Grade.INACCURACY: ("inaccuracy", "inaccuracies"),
                  Grade.MISTAKE: ("mistake", "mistakes"),
                  Grade.UNRATED: ("decision not rated", "decisions not rated")}


LONG_HAND = 8  # a row of more cards puts its label on a line of its own


def _cards_row(label: str, cards_html: str, count: int = 0) -> str:
    long = " eu-row-long" if count > LONG_HAND else ""
    return f'<div class="eu-row{long}"><span class="eu-who">{label}</span>{cards_html}</div>'


def dealt_hands_html(hand: GameHand, seating: Seating, user: int) -> str:
    """Every hand as dealt (a seat that dropped out or sat out marked), then the cards in
    no hand (a dummy, the upcard, the kitty, the discards), as the game labels them."""
    rows = []
    out = frozenset(hand.sitting_out)
    dropped = hand.dropped
    for seat in seating.seats:
        cards = "".join(card_face(card, "sm") for card in hand.deal.hands[seat])
        dealer = " · dealer" if seat == hand.dealer else ""
        sat = (" · dropped out" if seat in dropped else " · sat out") if seat in out else ""
        rows.append(_cards_row(f"{seat_name(seat, user, seating)}{dealer}{sat}", cards,
                               len(hand.deal.hands[seat])))
    rows.extend(_cards_row(label, "".join(card_face(card, "sm") for card in cards))
                for label, cards in hand.set_aside_piles(user) if cards)
    return "".join(rows)


def _trick_row(title: str, trick: Trick, seating: Seating, user: int) -> str:
    """A finished trick in play order, the leader's card first and the winning card
    marked, after ``title`` ("Trick 3", "Last trick")."""
    plays = "".join(
        f'<span class="eu-play{" eu-led" if seat == trick.leader else ""}">'
        f'{card_face(card, "sm", "eu-win" if seat == trick.winner else "")}'
        f"{escape(seating.names[seat])}</span>"
        for seat, card in trick.plays
    )
    winner = seat_name(trick.winner, user, seating)
    won = f'<span class="eu-won">won by {escape(winner)}</span>'
    return (f'<div class="eu-row"><span class="eu-trick-no">{escape(title)}</span>'
            f"{plays}{won}</div>")


def position_html(hand: GameHand, seating: Seating, user: int) -> str:
    """A hand as it stands: every seat's cards and, once play has begun, the tricks each
    seat in play has won; then the trick on the table, or the last trick taken when the
    table is empty (at the end of the hand, the hand's last trick)."""
    out = frozenset(hand.sitting_out)
    rows = []
    won = [0] * seating.size
    for trick in hand.tricks:
        won[trick.winner] += 1
    playing = bool(hand.tricks or hand.current_trick)
    for seat in seating.seats:
        cards = hand.hand(seat)
        faces = "".join(card_face(card, "sm") for card in cards)
        notes = (" · sits out" if seat in out else
                 f" · {won[seat]} won" if playing else "")
        rows.append(_cards_row(f"{seat_name(seat, user, seating)}{notes}", faces,
                               len(cards)))
    if hand.current_trick:
        plays = "".join(f'<span class="eu-play">{card_face(card, "sm")}'
                        f"{escape(seating.names[seat])}</span>"
                        for seat, card in hand.current_trick)
        rows.append(f'<div class="eu-row"><span class="eu-trick-no">On the table</span>'
                    f"{plays}</div>")
    elif hand.tricks:
        rows.append(_trick_row("Last trick", hand.tricks[-1], seating, user))
    return "".join(rows)


def tricks_html(hand: GameHand, seating: Seating, user: int) -> str:
    """Every trick in play order, the leader's card first and the winning card marked."""
    rows = [_trick_row(f"Trick {number}", trick, seating, user)
            for number, trick in enumerate(hand.tricks, start=1)]
    return "".join(rows) or "<p>No tricks were played.</p>"


def _figure(value: float) -> str:
    """A threshold as written: 0.15, 0.5, 3, 10."""
    return f"{value:g}"


def _points(value: float) -> str:
    return f"{value + 0.0:+.2f}"  # + 0.0 turns -0.0 into 0.0


def _choice_words(action: GameAction, review: ReviewedDecision) -> str:
    """An action as the review names it: its instruction ("Order it up"), and a pass that
    declines to defend alone says so ("Pass (not defending alone)")."""
    words = action_phrase(action)
    offered = (review.chosen, review.expert_choice, *(o.action for o in review.options))
    if (getattr(action, "kind", None) is ActionKind.PASS
            and any(getattr(a, "kind", None) is ActionKind.DEFEND_ALONE for a in offered)):
        return f"{words} (not defending alone)"
    return words


def _decision_html(review: ReviewedDecision, point: DecisionPoint, words: GameWords,
                   user: int) -> str:
    grade = review.grade
    badge = f'<span class="eu-grade eu-grade-{grade.value}">{_GRADE_WORDS[grade]}</span>'
    chosen = review.chosen_value
    you = f"you chose <b>{escape(_choice_words(review.chosen, review))}</b>"
    if chosen is not None:
        you += f" ({_points(chosen.expected_points)} expected points)"
    expert = review.expert_value
    advice = f"<b>{escape(_choice_words(review.expert_choice, review))}</b>"
    if not review.rated:
        verdict = "Expert could not rate the options here."
    elif review.agrees:
        verdict = "Expert agrees."
    elif grade is Grade.UNRATED:
        figure = "" if expert is None else f" ({_points(expert.expected_points)})"
        verdict = (f"Expert chose {advice}{figure}. Your choice was not among the options "
                   "Expert weighed, so it has no figure and is not graded.")
    elif review.loss < 0.005:
        verdict = f"Expert chose {advice}, but your choice is worth as much."
    elif grade is Grade.GOOD:
        verdict = (f"Expert slightly prefers {advice} ({_points(expert.expected_points)}), "
                   f"only {review.loss:.2f} points better.")
    else:
        verdict = (f"Expert prefers {advice} ({_points(expert.expected_points)}): you gave up "
                   f"{review.loss:.2f} expected points.")
    context = escape(words.decision_context(point.state, user))
    return (f'<div class="eu-decision">{badge} <span class="eu-context">{context}</span><br>'
            f"{you[0].upper()}{you[1:]}. {verdict}</div>")


def _tally(reviews: list[ReviewedDecision]) -> str:
    parts = []
    for grade in Grade:
        count = sum(r.grade is grade for r in reviews)
        if grade is Grade.UNRATED and not count:
            continue
        singular, plural = _GRADE_PLURALS[grade]
        parts.append(f"{count} {singular if count == 1 else plural}")
    return ", ".join(parts)


def show_decision_reviews(table: TableSession, hand_number: int, key: str) -> None:
    """The user's decisions of a finished hand against Expert's; a button asks for the
    review of an earlier hand when it is not done (``key`` keeps widgets apart)."""
    points = table.decision_points(hand_number)
    reviews = {r.move: r for r in table.reviews_of_hand(hand_number)}
    scale = table.rules.point_scale
    st.markdown("#### Your decisions against Expert")
    if not points:
        st.caption("You had no real choice to make this hand (every move was forced).")
        return
    if len(reviews) < len(points):
        if table.review_hand == hand_number:
            done, total = len(reviews), len(points)
            st.progress(done / total, text=f"Expert is reviewing your decisions: {done} of "
                                           f"{total}")
        else:
            st.button("Review this hand with Expert", key=f"ask_review_{key}",
                      icon=":material/rate_review:", on_click=on_ask_review,
                      args=(hand_number,))
    else:
        st.caption(markdown_text(
            f"{_tally(list(reviews.values()))}. Good: within {_figure(INACCURACY_LOSS * scale)} "
            f"expected points of Expert's choice; mistake: {_figure(MISTAKE_LOSS * scale)} or "
            "more given up."))
    for point in points:
        review = reviews.get(point.move)
        if review is None:
            continue
        st.html(_decision_html(review, point, table.game.words, table.user))
        why = review.explanation
        if why is None:
            continue
        good = review.grade is Grade.GOOD
        if not good:
            st.markdown(f"**Expert's reasoning:** {markdown_text(why.summary)}")
        with st.expander("Expert's reasoning and figures" if good
                         else "What Expert counted, and every option's figures"):
            if good:
                st.markdown(markdown_text(why.summary))
            show_details(why, chosen=review.chosen,
                         figures=figures_words(table.seating, table.rules.score_race))


def show_hand_review(table: TableSession, hand_number: int, key: str = "main") -> None:
    """Every hand, the tricks, the user's decisions and the bots' full reasons of a
    finished hand."""
    hand = table.hand_at(hand_number)
    seating, user = table.seating, table.user
    dummy = " and the dummy" if seating.dummy_position is not None else ""
    st.html(f"<h4>All {number_word(seating.size)} hands{dummy}</h4>"
            f"{dealt_hands_html(hand, seating, user)}")
    st.html(f"<h4>The tricks</h4>{tricks_html(hand, seating, user)}")
    show_decision_reviews(table, hand_number, key)
    show_analyser_link(table, hand_number, key)
    st.markdown("#### What the bots said, in full")
    st.caption("Every bot decision of the hand with its full reasons: what it held, its "
               "counts and its figures.")
    show_feed(hand, table.turns_of_hand(hand_number), user, None, seating=seating)


def show_analyser_link(table: TableSession, hand_number: int, key: str) -> None:
    """A step of the finished hand to open in the Hand analyser: the recorded match when
    the server recorded it, else this session's match on the Play page."""
    hand = table.hand_at(hand_number)
    if registry.analyser_for(table.game.id) is None or ANALYSER_PAGE not in navigation_paths():
        return
    moves = hand.history
    st.markdown("#### Analyse any move with Expert")
    step = st.slider("Step through the hand", 0, len(moves) - 1, 0,
                     key=f"analyse_step_{key}_{hand_number}",
                     help="The position before that move, from the view of the seat to act.")
    seat, action = moves[step]
    st.caption(f"Move {step + 1}, {seat_name(seat, table.user, table.seating)}: "
               f"{action_phrase(action)}. The analyser opens the position just before it.")
    recorded = recorded_result() if table.match.is_over else None
    where: dict[str, str | int] = ({"match": recorded.id} if recorded is not None
                                   else {"play_hand": hand_number})
    if recorded is not None:
        where["hand"] = hand_number
    st.page_link(ANALYSER_PAGE, label="Analyse this position with Expert",
                 icon=":material/query_stats:", query_params={**where, "move": step})
