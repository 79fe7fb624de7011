"""Train: generated exercises with instant feedback — bower quizzes, follow-suit puzzles,
bidding drills, Buck Euchre drop-out drills and Five Hundred auction drills graded by the
Expert, and card-play puzzles from the bank with a rating.

Exercises are rebuilt from their key (family, tier, theme, seed); the lessons package
generates and grades them from the engine. Drills take a moment to evaluate, so the next
one is prepared in the background while the learner works on the current one. A drill
family is offered once its game is registered.
"""

from __future__ import annotations

import random

import pandas as pd
import streamlit as st

from euchre import Card, Seat, games
from euchre.bots.base import Bot
from euchre.games.euchre.bots.normal import NormalBot
from lessons.bidding import BiddingDrill, costly_deal
from lessons.card_play import CardPlayPuzzle
from lessons.catalog import DRILL_FAMILIES, ExerciseKey, generate, next_key, themes_for
from lessons.drill_pool import drill_pool, starter_key
from lessons.exercise import AnswerForm, Exercise
from lessons.puzzles.refute import refute
from lessons.rating import PROVISIONAL_DEVIATION, PROVISIONAL_STEP
from lessons.simulated import SimulatedChoice
from lessons.themes import Family, Theme, Tier
from ui.auth import current_user
from ui.lesson_widgets import (
    card_chips,
    inject_css,
    load_progress,
    red_suits,
    save_progress,
    show_feedback,
    show_played_hand,
    show_scene,
)
from ui.puzzle_rating import RatedAnswer, player_rating, puzzle_rating_lookup, rate_answer
from ui.puzzle_widgets import show_card_choices, show_puzzle_table, show_refutation
from ui.shell import ensure_app_shell

ensure_app_shell()

CURRENT_KEY = "train_current"
COSTLY_KEY = "train_costly"
EXERCISE_KEY = "train_exercise"
NEXT_DRILL_KEY = "train_next_drill"
ANSWERED_KEY = "train_answered"
RNG_KEY = "train_rng"
FAMILY_WIDGET = "train_family"
TIER_WIDGET = "train_tier"
FOCUS_WIDGET = "train_focus"
RATED_KEY = "train_rated"  # (exercise id, RatedAnswer) of the card-play answer just rated
REFUTATION_KEY = "train_refutation"  # (exercise id, card, Refutation | None)
RECENT_PUZZLES_KEY = "train_recent_puzzles"
RECENT_PUZZLES = 40  # puzzles not offered again until this many others were
MIXED = "mixed"  # the Focus box's first option: no theme chosen

STARTERS_KEY = "train_starters_used"  # the starter drills this session was given


def _offered(family: Family) -> bool:
    """Every family but a drill family whose game has no Expert yet."""
    if family not in DRILL_FAMILIES:
        return True
    try:
        games.game(family.game_id)
    except ValueError:
        return False
    return True


@st.cache_resource(show_spinner=False)
def demo_players() -> dict[Seat, Bot]:
    """The players who play out a sampled deal to show what a wrong bid costs."""
    return {seat: NormalBot(seed=int(seat)) for seat in Seat}


def _player(seat: Seat):
    bot = demo_players()[seat]
    return lambda view: bot.decide(view).action


def _show_costly_deal(drill: BiddingDrill, key: ExerciseKey, answer: str) -> None:
    """After a wrong bid: a deal the learner could face where that bid does worse."""
    shown = st.session_state.get(COSTLY_KEY)
    if shown is None or shown[0] != (key.id, answer):
        st.button("Show me a deal where this bid goes wrong", key="train-costly",
                  on_click=_find_costly_deal, args=(drill, key, answer))
        return
    found = shown[1]
    if found is None:
        st.info("None of the deals tried went worse for your bid: the loss is a matter of "
                "averages over many deals.")
        return
    after_answer, after_best = found
    euchred = after_answer.result().euchred and after_answer.maker == Seat.SOUTH
    st.markdown(
        "**What goes wrong.** One deal you could face — the cards you cannot see dealt at "
        "random — played out by sound players at every seat"
        + (": your call gets euchred." if euchred else ".")
    )
    with st.container(border=True):
        show_played_hand(f"Your bid: {drill.label(answer)}", after_answer)
    with st.container(border=True):
        show_played_hand(f"The Expert's bid on the same cards: "
                         f"{drill.label(drill.best.action.text)}", after_best, deal_shown=False)


def _find_costly_deal(drill: BiddingDrill, key: ExerciseKey, answer: str) -> None:
    st.session_state[COSTLY_KEY] = ((key.id, answer), costly_deal(drill, answer, _player))


def _rng() -> random.Random:
    if RNG_KEY not in st.session_state:
        st.session_state[RNG_KEY] = random.Random()
    return st.session_state[RNG_KEY]


def _selection() -> tuple[Family, Tier, Theme | None]:
    family = st.session_state.get(FAMILY_WIDGET) or Family.RANKING
    tier = st.session_state.get(TIER_WIDGET) or Tier.BEGINNER
    focus = st.session_state.get(FOCUS_WIDGET)
    return Family(family), Tier(tier), focus if isinstance(focus, Theme) else None


def _new_key(family: Family, tier: Tier, focus: Theme | None) -> ExerciseKey:
    if family in DRILL_FAMILIES:
        ready = st.session_state.get(NEXT_DRILL_KEY)
        if ready is not None and ready.family == family and ready.tier == tier and (
                focus is None or ready.theme == focus):
            return ready
        starter = starter_key(family, tier)  # valued when the server started
        used = st.session_state.setdefault(STARTERS_KEY, set())
        if starter.id not in used and (focus is None or starter.theme == focus):
            used.add(starter.id)
            return starter
    if family is Family.CARD_PLAY:
        recent = st.session_state.setdefault(RECENT_PUZZLES_KEY, [])
        key = next_key(family, tier, load_progress(), _rng(), focus, player_rating(),
                       puzzle_rating_lookup(), recent)
        st.session_state[RECENT_PUZZLES_KEY] = [*recent, key.puzzle][-RECENT_PUZZLES:]
        return key
    return next_key(family, tier, load_progress(), _rng(), focus)


def _next_exercise() -> None:
    family, tier, focus = _selection()
    st.session_state[CURRENT_KEY] = _new_key(family, tier, focus)
    st.session_state.pop(ANSWERED_KEY, None)


def _answer_widget_key(key: ExerciseKey) -> str:
    return f"train-answer-{key.id}"


def _submit(exercise: Exercise, key: ExerciseKey) -> None:
    """Grade the first answer to an exercise and count it; later clicks change nothing.

    A Check with no (or an incomplete) answer only asks for one: the next Check grades."""
    answered = st.session_state.get(ANSWERED_KEY)
    if answered is not None and answered[0] == key.id and answered[1] is not None:
        return
    answer = st.session_state.get(_answer_widget_key(key))
    if answer is None or answer == []:
        st.session_state[ANSWERED_KEY] = (key.id, None)
        return
    if exercise.form is AnswerForm.ORDER and len(answer) != len(exercise.options):
        st.session_state[ANSWERED_KEY] = (key.id, None)
        return
    feedback = exercise.grade(list(answer) if isinstance(answer, list) else answer)
    save_progress(load_progress().record(exercise.theme, feedback.correct))
    st.session_state[ANSWERED_KEY] = (key.id, answer)


def _pick_card(exercise: CardPlayPuzzle, key: ExerciseKey, card: str) -> None:
    """Grade the first card clicked in a puzzle, count it and rate it; later clicks change
    nothing."""
    answered = st.session_state.get(ANSWERED_KEY)
    if answered is not None and answered[0] == key.id and answered[1] is not None:
        return
    feedback = exercise.grade(card)
    progress = load_progress().record(exercise.theme, feedback.correct)
    rated = rate_answer(exercise.puzzle, bool(feedback.correct))
    save_progress(progress)
    st.session_state[RATED_KEY] = (key.id, rated)
    st.session_state[ANSWERED_KEY] = (key.id, card)


def _find_refutation(exercise: CardPlayPuzzle, key: ExerciseKey, card: str) -> None:
    st.session_state[REFUTATION_KEY] = (key.id, card,
                                        refute(exercise.puzzle, Card.parse(card)))


def _show_refutation(exercise: CardPlayPuzzle, key: ExerciseKey, card: str) -> None:
    """After a wrong card: a deal the seat could face where that card does worse."""
    shown = st.session_state.get(REFUTATION_KEY)
    if shown is None or shown[:2] != (key.id, card):
        st.button("Show me a deal where this card goes wrong", key="train-refute",
                  on_click=_find_refutation, args=(exercise, key, card))
        return
    refutation = shown[2]
    if refutation is None:
        st.info("None of the deals tried went worse for your card: the loss is a matter of "
                "averages over many deals.")
        return
    show_refutation(refutation, exercise)


def _rating_words(rated: RatedAnswer) -> str:
    provisional = " (provisional)" if rated.after.provisional else ""
    return (f"Puzzle rating {rated.before.rating:.0f} → **{rated.after.rating:.0f}**"
            f"{provisional} ({rated.change:+.0f}), against this puzzle's "
            f"{rated.puzzle.rating:.0f}.")


def _card_play(exercise: CardPlayPuzzle, current: ExerciseKey, done: bool) -> None:
    """A card-play puzzle: the table from the acting seat, the cards to click, feedback."""
    answered = st.session_state.get(ANSWERED_KEY)
    with st.container(border=True, key="train_exercise"):
        st.caption(f"{Family.CARD_PLAY.label} · {exercise.tier.label} · theme: "
                   f"{exercise.theme.label}")
        st.markdown(f"**{exercise.prompt}**")
        show_puzzle_table(exercise)
        show_card_choices(exercise, f"puzzle-{current.id}", done,
                          lambda card: _pick_card(exercise, current, card))
    if not done:
        return
    card = answered[1]
    feedback = exercise.grade(card)
    rated = st.session_state.get(RATED_KEY)
    st.markdown(f"You played **{red_suits(exercise.label(card))}**."
                + (" " + _rating_words(rated[1]) if rated is not None and rated[0] == current.id
                   else ""))
    show_feedback(feedback)
    if feedback.correct is False:
        _show_refutation(exercise, current, card)
    st.button("Next puzzle →", key="train-next", type="primary", on_click=_next_exercise)


def _show_puzzle_rating() -> None:
    rating = player_rating()
    provisional = (
        f" Provisional until its deviation falls to {PROVISIONAL_DEVIATION:.0f} (now "
        f"{rating.deviation:.0f}), after some twenty answers: until then one answer moves it "
        f"by at most a quarter of the deviation (now {PROVISIONAL_STEP * rating.deviation:.0f}"
        " points), so no single answer is a verdict." if rating.provisional else "")
    st.metric("Puzzle rating", f"{rating.rating:.0f}",
              delta="provisional" if rating.provisional else None, delta_color="off",
              delta_arrow="off",
              help=f"{rating} (± two deviations).{provisional} Puzzles are offered near your "
              "rating; " + ("sign in to keep it." if current_user() is None else
                            "its history is on Learning progress."))


def _load(key: ExerciseKey) -> Exercise:
    """The exercise of ``key``, kept in the session while it is the current one."""
    kept = st.session_state.get(EXERCISE_KEY)
    if kept is not None and kept[0] == key.id:
        return kept[1]
    if key.family not in DRILL_FAMILIES:
        exercise = generate(key)
    else:
        pool = drill_pool(key.family)
        if pool.ready(key):
            exercise = pool.get(key)
        else:
            with st.spinner("The Expert is dealing the cards you cannot see and playing "
                            "every choice out…"):
                exercise = pool.get(key)
    st.session_state[EXERCISE_KEY] = (key.id, exercise)
    return exercise


def _prefetch_next_drill(current: ExerciseKey) -> None:
    """Choose the drill after this one now and start evaluating it in the background."""
    family, tier, focus = _selection()
    upcoming = st.session_state.get(NEXT_DRILL_KEY)
    if upcoming is None or upcoming == current or upcoming.family != family or (
        upcoming.tier != tier or (focus is not None and upcoming.theme != focus)
    ):
        upcoming = next_key(family, tier, load_progress(), _rng(), focus)
        st.session_state[NEXT_DRILL_KEY] = upcoming
    drill_pool(family).request(upcoming)


def _show_answer_widget(exercise: Exercise, key: ExerciseKey, locked: bool) -> None:
    widget_key = _answer_widget_key(key)
    def label(option: str) -> str:
        return red_suits(exercise.label(option))

    if exercise.form is AnswerForm.SINGLE:
        st.radio("Your answer", exercise.options, format_func=label, index=None,
                 key=widget_key, disabled=locked)
    elif exercise.form is AnswerForm.MULTI:
        # Plain labels: a selected pill takes the theme's colour, so a red card would
        # look selected; the cards' colours show in the hand above.
        st.pills("Your cards — select every legal one", exercise.options,
                 selection_mode="multi", format_func=exercise.label, key=widget_key,
                 disabled=locked)
    else:
        picked = st.multiselect(
            "Pick the cards one by one, strongest first", exercise.options,
            format_func=exercise.label, key=widget_key, disabled=locked,
            max_selections=len(exercise.options), select_all=False,
        )
        if picked:
            st.html('<div class="ls-row"><span class="ls-label">Your order</span>'
                    + card_chips(Card.parse(text) for text in picked) + "</div>")


def _apply_link() -> None:
    """A tip on the Learn page links here with ?family=…&theme=…: start on that theme.

    The parameters are read once and removed, so the same link works again later.
    """
    params = st.query_params
    family, theme = params.pop("family", None), params.pop("theme", None)
    if family in {f.value for f in Family}:
        st.session_state[FAMILY_WIDGET] = Family(family)
        st.session_state.pop(CURRENT_KEY, None)
    if theme in {t.value for t in Theme}:
        chosen, (family_now, tier_now, _) = Theme(theme), _selection()
        if chosen not in themes_for(family_now, tier_now):
            offering = [tier for tier in Tier if chosen in themes_for(family_now, tier)]
            if not offering:
                return
            st.session_state[TIER_WIDGET] = offering[0]
        st.session_state[FOCUS_WIDGET] = chosen
        st.session_state.pop(CURRENT_KEY, None)


PHONE_CSS = """@media (max-width: 640px) {
  [data-testid="stMainBlockContainer"] .st-key-train_scores { order: 1; }
  [data-testid="stMainBlockContainer"] :has(> .st-key-train_scores) { order: 1; }
}"""  # on a phone the exercise comes first: the scores follow it


def _show_scores() -> None:
    progress = load_progress()
    columns = st.columns(4)
    columns[0].metric("Current streak", progress.streak)
    columns[1].metric("Best streak", progress.best_streak)
    columns[2].metric("Answered", progress.answered)
    correct = sum(record.correct for record in progress.records.values())
    accuracy = f"{correct / progress.answered:.0%}" if progress.answered else "—"
    columns[3].metric("Accuracy", accuracy)
    rows = progress.rows()
    if rows:
        with st.expander("Accuracy by theme"):
            frame = pd.DataFrame(rows)[["theme", "answered", "correct", "accuracy"]]
            st.dataframe(frame, hide_index=True,
                         column_config={"accuracy": st.column_config.NumberColumn(
                             format="percent")})


def main() -> None:
    inject_css()
    _apply_link()
    st.title("Train")
    st.html(f"<style>{PHONE_CSS}</style>")
    with st.container(key="train_scores"):
        _show_scores()

    st.session_state.setdefault(FAMILY_WIDGET, Family.RANKING)
    st.session_state.setdefault(TIER_WIDGET, Tier.BEGINNER)
    st.session_state.setdefault(FOCUS_WIDGET, MIXED)
    families = [family for family in Family if _offered(family)]
    if st.session_state[FAMILY_WIDGET] not in families:
        st.session_state[FAMILY_WIDGET] = Family.RANKING
    st.segmented_control("Exercise", families, format_func=lambda f: f.label,
                         key=FAMILY_WIDGET, required=True)
    st.segmented_control("Difficulty", list(Tier), format_func=lambda t: t.label,
                         key=TIER_WIDGET, required=True)
    family, tier, focus = _selection()
    themes = themes_for(family, tier)
    if focus not in themes:
        # The box always shows an option: an empty one would read "Choose an option".
        st.session_state[FOCUS_WIDGET] = MIXED
        focus = None
    st.selectbox("Focus", [MIXED, *themes], key=FOCUS_WIDGET,
                 format_func=lambda t: "Mixed — missed themes come back more often"
                 if t == MIXED else t.label)

    current = st.session_state.get(CURRENT_KEY)
    if (current is None or current.family != family or current.tier != tier
            or (focus is not None and current.theme != focus)):
        current = _new_key(family, tier, focus)
        st.session_state[CURRENT_KEY] = current
        st.session_state.pop(ANSWERED_KEY, None)

    exercise = _load(current)
    answered = st.session_state.get(ANSWERED_KEY)
    done = answered is not None and answered[0] == current.id and answered[1] is not None

    if isinstance(exercise, CardPlayPuzzle):
        _show_puzzle_rating()
        _card_play(exercise, current, done)
        return

    with st.container(border=True, key="train_exercise"):
        st.caption(f"{family.label} · {tier.label} · theme: {exercise.theme.label}")
        st.markdown(f"**{exercise.prompt}**")
        show_scene(exercise.scene)
        _show_answer_widget(exercise, current, locked=done)
        if not done:
            st.button("Check", key="train-check", type="primary", on_click=_submit,
                      args=(exercise, current))
            if answered is not None and answered[0] == current.id:
                st.warning("Choose an answer first"
                           + (" — order every card." if exercise.form is AnswerForm.ORDER
                              else "."))

    if done:
        feedback = exercise.grade(answered[1])
        show_feedback(feedback)
        if isinstance(exercise, SimulatedChoice) and feedback.correct is None:
            st.caption("Judgment calls are not counted in your accuracy or streak.")
        if isinstance(exercise, BiddingDrill) and feedback.correct is False:
            _show_costly_deal(exercise, current, answered[1])
        st.button("Next exercise →", key="train-next", type="primary", on_click=_next_exercise)

    if family in DRILL_FAMILIES:
        _prefetch_next_drill(current)


main()
