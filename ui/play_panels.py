"""The Play page's panels: prompt, controls, hint, table talk and score, end of a hand."""

from __future__ import annotations

import streamlit as st

from euchre.bots import OptionValue
from euchre.bots.explain import join_words
from euchre.games import GameView
from table.log import Advice
from table.session import TableSession
from ui.auth import GUEST_NOTICE, current_user
from ui.blind_call import show_unseen_hand
from ui.charts import score_chart, score_spec
from ui.controls import (
    action_key,
    card_clicks,
    show_bidding,
    show_exposed_hand,
    show_hand,
    show_set_aside,
    suggestion_css,
    user_action_phrase,
)
from ui.explain import advice_explanation, advice_sentence, markdown_text, show_details
from ui.feed import show_feed
from ui.games import figures_words, user_sentence
from ui.redact import Redactor
from ui.review import show_hand_review
from ui.table import team_name
from ui.table_state import SPEED_KEY, SPEEDS, on_hint, on_leave, on_next_hand, on_take_back
from ui.table_store import recorded_result

__all__ = ["only_choice_text", "result_words", "show_controls", "show_hand_over", "show_hint",
           "show_leave", "show_prompt", "show_side", "show_take_back"]


def show_prompt(table: TableSession) -> None:
    view = table.user_view
    if table.match.hand_over:
        return
    if table.cards_unseen:
        st.markdown(f"**{view.blind_call.name.capitalize()} is played at this table: call it "
                    "without looking at your cards, or look at them first.**")
        if not table.users_turn and view.to_act is not None:
            st.caption(f"{table.seating.names[view.to_act]} is thinking…")
        return
    if table.users_turn:
        st.markdown(f"**{markdown_text(table.game.words.turn_prompt(view))}**")
        return
    if view.seat in view.dropped:
        st.caption("You dropped out of this hand: your score does not change. The others "
                   "play it out.")
    elif view.seat in view.sitting_out and table.seating.in_partnerships:
        st.caption("You sit this hand out: your partner plays it alone, and your side "
                   "scores what your partner makes.")
    if view.to_act is not None:
        st.caption(f"{table.seating.names[view.to_act]} is thinking…")


def show_controls(table: TableSession) -> None:
    view = table.user_view
    if table.cards_unseen:  # nothing that shows or depends on the cards before the choice
        show_unseen_hand(table)
        return
    if table.users_turn and not card_clicks(view):
        show_bidding(view, table.position, table.refusals)
    if table.seating.dummy_position is not None or view.has_auction:  # several discards
        show_set_aside(view.own_discards)
    show_exposed_hand(view, table.game.words)
    with st.container(key="play_hand"):  # on a phone it moves up, before the table
        show_hand(view, table.position, table.refusals() if table.users_turn else {},
                  table.game.parse_action, table.game.words)


def show_take_back(table: TableSession) -> None:
    """A practice match's undo: the user's last decision of the hand, and the bots' moves
    after it, taken back (never offered in a ranked match)."""
    if not table.can_take_back:
        return
    st.button("Take back my last move", key="take_back", icon=":material/undo:",
              on_click=on_take_back, args=(table.take_back_point,),
              help="Practice match: your last decision of this hand and the bots' moves "
                   "after it are taken back, and the record keeps only the moves that stand.")


def show_hint(table: TableSession) -> None:
    """The hint button; once asked, Expert's choice (its button is marked) and reasons.

    Expert decides from the user's own view, so its reasons name only cards the user
    can see; they are said to the user ("you hold", "your partner"), Expert in the third
    person. With a single legal action there is nothing to advise: the page says so."""
    view = table.user_view
    if table.users_turn and not table.cards_unseen and len(view.legal_actions) == 1:
        st.caption(markdown_text(only_choice_text(table)))
        return
    hint = table.current_hint
    if hint is None:
        st.button("Hint: what would Expert do?", key="hint", icon=":material/lightbulb:",
                  on_click=on_hint, disabled=not table.users_turn or table.cards_unseen)
        return
    st.html(f"<style>{suggestion_css(hint.action, table.position, view)}</style>")
    with st.container(border=True, key=f"hint_{action_key(hint.action)}"):
        phrase = user_action_phrase(hint.action, view)
        advice, because, reasons = advice_sentence(phrase, hint.explanation.summary).partition(
            " because ")
        st.markdown(f":material/lightbulb: **{markdown_text(advice)}**{because}"
                    f"{markdown_text(reasons)}")
        close = hint.close_calls(table.rules.point_scale)
        if close:
            st.markdown(markdown_text(close_call_text(hint, close, view)))
        explanation = advice_explanation(hint.explanation)
        if explanation.factors or explanation.options:
            with st.expander("Factors and figures"):
                show_details(explanation, chosen=hint.action,
                             figures=figures_words(table.seating, table.rules.score_race))


def only_choice_text(table: TableSession) -> str:
    """Why there is no hint: the one legal action, and the engine's reason for a card
    that may not be played ("You must follow ♣ (you hold A♣).")."""
    action = table.user_view.legal_actions[0]
    phrase = user_action_phrase(action, table.user_view)
    if action.card is None:
        return f"Only one legal move: {phrase}. No hint needed."
    reasons = list(dict.fromkeys(table.refusals().values()))
    why = f" {reasons[0]}" if reasons else ""
    return f"Only one legal card: {action.card.symbol}.{why} No hint needed."


def close_call_text(hint: Advice, close: tuple[OptionValue, ...], view: GameView) -> str:
    """The hint's options worth about as much as Expert's choice, and by how much less."""
    best = next((o.expected_points for o in hint.explanation.options
                 if o.action == hint.action), None)
    sentences = []
    for option in close:
        phrase = user_action_phrase(option.action, view)
        less = 0.0 if best is None else max(0.0, best - option.expected_points)
        sentences.append(f"{phrase} is worth as much" if less < 0.005 else
                         f"{phrase} is worth nearly as much, {less:.2f} expected points less")
    either = "it" if len(close) == 1 else "any of them"
    first = sentences[0]
    sentences[0] = first[:1].lower() + first[1:]  # "Play 9♦" inside the sentence: "play 9♦"
    return (f"A close call: {'. '.join(sentences)}. Your hand review would count {either} "
            "a good decision too.")


def show_side(table: TableSession) -> None:
    st.segmented_control("Bot speed", list(SPEEDS), default="Normal", key=SPEED_KEY,
                         help="How long each bot decision stays on screen before the next.")
    over = table.match.hand_over
    earlier = None if over else table.last_finished_hand
    names = ["Table talk", "Score"] + ([f"Hand {earlier}"] if earlier else [])
    talk, score, *last = st.tabs(names)
    with talk:
        redactor = None if over else Redactor(table.user_view)
        st.caption(_talk_caption(over, table.practice))
        with st.container(height=460, border=False, autoscroll=True, key="talk"):
            show_feed(table.hand, table.turns_of_hand(), table.user, redactor, table.seating,
                      open_reasons=table.practice)
    with score:
        show_score(table)
    if earlier:
        with last[0], st.container(height=560, border=False, key="earlier_hand"):
            show_earlier_hand(table, earlier)


def _talk_caption(over: bool, practice: bool) -> str:
    if over:
        return "The hand is over: every explanation is shown with all its cards and reasons."
    if practice:
        return ("Practice match, open explanations: the bots' full reasons as they play. "
                "Cards you cannot see stay hidden until the hand is over.")
    return ("Every call and play of this hand. The bots say only what the table can see; "
            "their full reasons are shown when the hand is over.")


def show_score(table: TableSession) -> None:
    """The score chart, each hand's result, the table rules and the way out."""
    st.vega_lite_chart(score_spec(table.match.score_history(), table.rules.score_race,
                                  table.user_team, table.seating), width="stretch")
    results = table.match.results()
    if results:
        rows = [f"{number}. {markdown_text(result_words(table, result.summary()))}"
                for number, result in enumerate(results, start=1)]
        st.markdown("\n".join(rows))
    with st.expander("Table rules"):
        for option, value in table.rules.describe():
            st.markdown(f"- **{option}**: {value}")


def show_leave(table: TableSession) -> None:
    """"Leave this match", next to the table's heading on every game's page: a popover
    saying what leaving does, with the button that leaves."""
    if table.match.is_over:
        return  # the hand-over panel offers "Play a new match"
    with st.popover("Leave this match", icon=":material/logout:", width="content"):
        st.caption("The match is not finished: leaving ends it here without a result "
                   + ("(a practice match is never recorded)" if table.practice else
                      "(no ranking points)") + " and takes you back to the set-up.")
        st.button("Leave now", key="leave", on_click=on_leave)


def result_words(table: TableSession, summary: str) -> str:
    """A hand's result sentence (the engine's ``summary()``), naming the user "You" as the
    rest of the page does."""
    return user_sentence(summary, table.seating, table.user)


def show_earlier_hand(table: TableSession, hand_number: int) -> None:
    """The hand before the current one: its result, every card, the review and the talk."""
    result = table.match.results()[hand_number - 1]  # as the match scored it
    st.info(markdown_text(result_words(table, result.summary())))
    show_hand_review(table, hand_number, key="earlier")


def show_recording(table: TableSession) -> None:
    """Whether the server recorded the match (signed-in players) or not (guests)."""
    recorded = recorded_result()
    if recorded is not None and recorded.practice:
        st.caption(f"Recorded in your results as a practice match: {recorded.outcome.value}, "
                   "no ranking points; practice matches stay off the leaderboard.")
    elif recorded is not None:
        st.caption(f"Recorded on the leaderboard: {recorded.outcome.value}, "
                   f"{recorded.ranking_points:+d} ranking points.")
    elif current_user() is None:
        st.caption(GUEST_NOTICE)


def _final_score(table: TableSession, first: int) -> str:
    """The final score after "the match": " 10–6" for teams (``first``'s first), or each
    player named with its score in the board's order when each plays alone:
    " (You 35, West 20, North 30, East 30)"."""
    score = table.match.score
    if not table.seating.in_partnerships:
        named = [f"{team_name(team, table.user, table.seating)} {points}"
                 for team, points in enumerate(score)]
        return f" ({', '.join(named)})"
    others = [points for team, points in enumerate(score) if team != first]
    return " " + "–".join(str(points) for points in (score[first], *others))


def _names(teams: list[int], table: TableSession) -> str:
    return join_words([team_name(team, table.user, table.seating) for team in teams])


def _match_over(table: TableSession) -> None:
    """Who won the match (a shared win counts as a win) and the ranking points."""
    winners = list(table.winning_teams)
    ours = table.user_team
    partners = table.seating.in_partnerships
    if ours in winners:
        who, earns = ("Your team wins", "Your team earns") if partners else ("You win", "You earn")
        others = [team for team in winners if team != ours]
        score = _final_score(table, ours)
        headline = (f"You share the win with {_names(others, table)}{score}!" if others
                    else f"{who} the match{score}!")
        if table.practice:
            st.success(f"**{headline}** A practice match with open explanations earns no "
                       "ranking points.")
        else:
            shared = " A shared win counts as a win." if others else ""
            st.success(f"**{headline}** {earns} **+{table.ranking_points} ranking points** "
                       f"({table.difficulty.label} bots).{shared}")
        return
    first = winners[0]
    verb = "win" if partners or len(winners) > 1 else "wins"
    together = " (a shared win)" if len(winners) > 1 else ""
    st.error(f"**{_names(winners, table)} {verb} the match{_final_score(table, first)}"
             f"{together}.** No ranking points this time.")


def show_hand_over(table: TableSession) -> None:
    match = table.match
    result = match.current_result()
    st.subheader(f"Hand {table.hand_number} is over")
    st.info(markdown_text(result_words(table, result.summary())))
    if match.is_over:
        _match_over(table)
        show_recording(table)
        st.button("Play a new match", type="primary", key="new_match", on_click=on_leave)
        st.altair_chart(score_chart(match.score_history(), table.rules.score_race,
                                    table.user_team, table.seating), width="stretch")
    else:
        st.button("Next hand", type="primary", key="next_hand", on_click=on_next_hand)
    show_hand_review(table, table.hand_number)
