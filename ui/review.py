"""After a hand: every card revealed, the tricks replayed, the user's decisions reviewed,
and every bot decision with its full reasons."""

from __future__ import annotations

from html import escape

import streamlit as st

from euchre import Phase
from euchre.bots.explain import number_word
from euchre.cards import Card
from euchre.games import GameHand
from euchre.games.buck.actions import BuckKind
from euchre.games.cutthroat import CutthroatPhase
from euchre.games.five_hundred import FiveHundredPhase
from euchre.seats import PARTNERSHIPS, Seating
from ui.cards import card_face
from ui.explain import action_phrase, markdown_text, show_details
from ui.feed import show_feed
from ui.games import DEFAULT_GAME, figures_words
from ui.session import (
    INACCURACY_LOSS,
    MISTAKE_LOSS,
    USER,
    DecisionPoint,
    Grade,
    ReviewedDecision,
    TableSession,
    grade_scale,
)
from ui.shell import navigation_paths
from ui.table import seat_name
from ui.table_state import on_ask_review
from ui.table_store import recorded_result

__all__ = ["ANALYSER_PAGE", "REVIEW_CSS", "dealt_hands_html", "show_analyser_link",
           "show_hand_review", "tricks_html"]

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


def dealt_hands_html(hand: GameHand, seating: Seating = PARTNERSHIPS, user: int = USER) -> str:
    """Every hand as dealt (a seat that dropped out or sat out marked), the upcard, the
    kitty and the discards."""
    rows = []
    out = frozenset(hand.sitting_out)
    dropped = {seat for seat, action in hand.history if action.kind is BuckKind.DROP_OUT}
    for seat in seating.seats:
        cards = "".join(card_face(card, "sm") for card in hand.deal.hands[seat])
        dealer = " · dealer" if seat == hand.dealer else ""
        sat = (" · dropped out" if seat in dropped else " · sat out") if seat in out else ""
        rows.append(_cards_row(f"{seat_name(seat, user, seating)}{dealer}{sat}", cards,
                               len(hand.deal.hands[seat])))
    rows.extend(_cards_row(label, "".join(card_face(card, "sm") for card in cards))
                for label, cards in _set_aside(hand, seating, user) if cards)
    return "".join(rows)


def _set_aside(hand: GameHand, seating: Seating, user: int
               ) -> list[tuple[str, tuple[Card, ...]]]:
    """The cards in no player's hand, labelled: a dummy hand, the upcard, the kitty, the
    dealer's discard and a maker's discards (each where the game has it)."""
    dummy = getattr(hand.deal, "dummy", ())
    dealer_discard = getattr(hand, "dealer_discard", None)
    if dealer_discard is None:
        dealer_discard = getattr(hand, "discard", None)
    upcard = getattr(hand, "upcard", None)
    rows = [("Dummy", tuple(dummy)), ("Upcard", () if upcard is None else (upcard,)),
            ("Kitty", hand.deal.kitty),
            ("Dealer's discard", () if dealer_discard is None else (dealer_discard,))]
    maker_discards = tuple(getattr(hand, "maker_discards", ()))
    if maker_discards:
        maker = "" if hand.maker is None else seat_name(hand.maker, user, seating)
        rows.append((f"Maker's discards ({maker})", maker_discards))
    kitty_discards = tuple(getattr(hand, "discards", ()) or ())
    if kitty_discards and getattr(hand, "contractor", None) is not None:
        contractor = seat_name(hand.contractor, user, seating)
        rows.append((f"Contractor's discards ({contractor})", kitty_discards))
    return rows


def tricks_html(hand: GameHand, seating: Seating = PARTNERSHIPS, user: int = USER) -> str:
    """Every trick in play order, the leader's card first and the winning card marked."""
    rows = []
    for number, trick in enumerate(hand.tricks, start=1):
        plays = "".join(
            f'<span class="eu-play{" eu-led" if seat == trick.leader else ""}">'
            f'{card_face(card, "sm", "eu-win" if seat == trick.winner else "")}'
            f"{escape(seating.names[seat])}</span>"
            for seat, card in trick.plays
        )
        winner = seat_name(trick.winner, user, seating)
        won = f'<span class="eu-won">won by {escape(winner)}</span>'
        rows.append(f'<div class="eu-row"><span class="eu-trick-no">Trick {number}</span>'
                    f"{plays}{won}</div>")
    return "".join(rows) or "<p>No tricks were played.</p>"


def _figure(value: float) -> str:
    """A threshold as written: 0.15, 0.5, 3, 10."""
    return f"{value:g}"


def _points(value: float) -> str:
    return f"{value + 0.0:+.2f}"  # + 0.0 turns -0.0 into 0.0


def _context(point: DecisionPoint, seating: Seating, user: int) -> str:
    """Where the decision was taken, in a few words."""
    state = point.state
    match state.phase:
        case Phase.BIDDING_ROUND_1:
            return f"Bidding, round 1 (upcard {state.upcard.symbol})"
        case Phase.BIDDING_ROUND_2:
            return f"Bidding, round 2 ({state.upcard.symbol} turned down)"
        case Phase.DEALER_DISCARD:
            return f"Your discard after picking up {state.upcard.symbol}"
        case CutthroatPhase.MAKER_CHOICE:
            return "Your choice as maker: take the dummy or go alone"
        case CutthroatPhase.DUMMY_DISCARD:
            made, of = len(state.maker_discards), len(state.deal.dummy)
            return f"Your discard {made + 1} of {of} after taking the dummy"
        case Phase.DEFEND_ALONE:
            return "Defend alone?"
        case FiveHundredPhase.AUCTION:
            high = state.high_bid
            return ("Auction, no bid yet" if high is None else
                    f"Auction, high bid {high.label} by "
                    f"{seat_name(state.high_bidder, user, seating)}")
        case FiveHundredPhase.KITTY:
            return (f"Your kitty discard {len(state.discards) + 1} of 3 "
                    f"(contract {state.contract.label})")
        case _ if any(action.kind is BuckKind.DROP_OUT for action in state.legal_actions()):
            return f"Stay in or drop out ({_trump_words(state, seating, user)})"
        case Phase.PLAY:
            number = len(state.tricks) + 1
            if not state.current_trick:
                return f"Trick {number}, your lead"
            leader, led = state.current_trick[0]
            return f"Trick {number}, after {seat_name(leader, user, seating)} led {led.symbol}"
        case _:
            return str(state.phase).capitalize()


def _trump_words(state: GameHand, seating: Seating, user: int) -> str:
    """Trump as the decision saw it: "♥ trump, made by West", "clubs turned", "no trump"."""
    if state.trump is None:
        return "no trump"
    if state.maker is None:
        return f"{state.trump.symbol} turned up"
    return f"{state.trump.symbol} trump, made by {seat_name(state.maker, user, seating)}"


def _decision_html(review: ReviewedDecision, point: DecisionPoint, seating: Seating,
                   user: int) -> str:
    grade = review.grade
    badge = f'<span class="eu-grade eu-grade-{grade.value}">{_GRADE_WORDS[grade]}</span>'
    chosen = review.chosen_value
    you = f"you chose <b>{escape(action_phrase(review.chosen))}</b>"
    if chosen is not None:
        you += f" ({_points(chosen.expected_points)} expected points)"
    expert = review.expert_value
    advice = f"<b>{escape(action_phrase(review.expert_choice))}</b>"
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
    return (f'<div class="eu-decision">{badge} <span class="eu-context">'
            f"{escape(_context(point, seating, user))}</span><br>{you[0].upper()}{you[1:]}. "
            f"{verdict}</div>")


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
    scale = grade_scale(table.rules)
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
        st.html(_decision_html(review, point, table.seating, table.user))
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
                         figures=figures_words(table.seating, table.rules))


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
    if table.game.id != DEFAULT_GAME or ANALYSER_PAGE not in navigation_paths():
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
