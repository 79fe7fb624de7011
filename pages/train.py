"""Train: generated exercises with instant feedback — bower quizzes, follow-suit puzzles,
bidding drills, Buck Euchre drop-out drills and Five Hundred auction drills graded by the
Expert, and card-play puzzles from the bank with a rating.

Exercises are rebuilt from their key (family, tier, theme, seed); each game's lessons
(``lessons.registry``) declare their families, which generate and grade them from the
engine. Drills take a moment to evaluate, so the next one is prepared in the background
while the learner works on the current one. A family is offered once its game is
registered.
"""

from __future__ import annotations

import random

import pandas as pd
import streamlit as st

from euchre import Card
from lessons import registry
from lessons.drill_pool import drill_pool, starter_keys
from lessons.kit.exercise import AnswerForm, Exercise
from lessons.kit.families import DrillFamily, ExerciseFamily, ExerciseKey, PuzzleFamily
from lessons.kit.rating import PROVISIONAL_DEVIATION, PROVISIONAL_STEP
from lessons.kit.simulated import SimulatedChoice
from lessons.kit.themes import Theme, Tier
from ui.auth import current_user
from ui.game_choice import game_label
from ui.lesson_widgets import (
    card_chips,
    inject_css,
    load_progress,
    red_suits,
    save_progress,
    show_feedback,
    show_scene,
)
from ui.puzzle_rating import RatedAnswer, player_rating, puzzle_rating_lookup, rate_answer
from ui.shell import ensure_app_shell
from ui.theme_schedule import mark_shown, review_theme, seconds_since_shown, theme_schedule

ensure_app_shell()

CURRENT_KEY = "train_current"
EXERCISE_KEY = "train_exercise"
NEXT_DRILL_KEY = "train_next_drill"
ANSWERED_KEY = "train_answered"
RNG_KEY = "train_rng"
FAMILY_WIDGET = "train_family"
GAME_WIDGET = "train_game"
TIER_WIDGET = "train_tier"
FOCUS_WIDGET = "train_focus"
RATED_KEY = "train_rated"  # (exercise id, RatedAnswer) of the puzzle answer just rated
RECENT_PUZZLES_KEY = "train_recent_puzzles"
RECENT_PUZZLES = 40  # puzzles not offered again until this many others were
MIXED = "mixed"  # the Focus box's first option: no theme chosen

STARTERS_KEY = "train_starters_used"  # the starter drills this session was given
KEPT_KEY = "train_kept_choice"  # the family, tier and focus chosen, kept while away


def _rng() -> random.Random:
    if RNG_KEY not in st.session_state:
        st.session_state[RNG_KEY] = random.Random()
    return st.session_state[RNG_KEY]


def _first_family() -> ExerciseFamily:
    return registry.families()[0]


def _open_game() -> None:
    """The game chosen: its first exercise family."""
    game_id = st.session_state[GAME_WIDGET]
    st.session_state[FAMILY_WIDGET] = next(
        family for family in registry.families() if family.game_id == game_id)


def _pill_label(family: ExerciseFamily) -> str:
    """A family's name among its game's pills, without the game's name the Game control
    above already shows: "Five Hundred: the joker's suit" → "The joker's suit"."""
    prefix = f"{game_label(family.game_id)}: "
    label = family.label.removeprefix(prefix)
    return label[:1].upper() + label[1:]


def _selection() -> tuple[ExerciseFamily, Tier, Theme | None]:
    chosen = st.session_state.get(FAMILY_WIDGET)
    family = chosen if isinstance(chosen, ExerciseFamily) else _first_family()
    tier = st.session_state.get(TIER_WIDGET) or Tier.BEGINNER
    focus = st.session_state.get(FOCUS_WIDGET)
    return family, Tier(tier), focus if isinstance(focus, Theme) else None


def _starter(family: DrillFamily, tier: Tier, focus: Theme | None) -> ExerciseKey | None:
    """A starter of ``family`` at ``tier`` (valued when the server started) this session has
    not had, drawn by the session among those ready; None when it had them all."""
    used = st.session_state.setdefault(STARTERS_KEY, set())
    fresh = [key for key in starter_keys(family, tier)
             if key.id not in used and (focus is None or key.theme == focus)]
    if not fresh:
        return None
    pool = drill_pool(family)
    starter = _rng().choice([key for key in fresh if pool.ready(key)] or fresh[:1])
    used.add(starter.id)
    return starter


def _new_key(family: ExerciseFamily, tier: Tier, focus: Theme | None) -> ExerciseKey:
    if family.graded_by_expert:
        ready = st.session_state.get(NEXT_DRILL_KEY)
        if ready is not None and ready.family is family and ready.tier == tier and (
                focus is None or ready.theme == focus):
            return ready
        if isinstance(family, DrillFamily):
            starter = _starter(family, tier, focus)
            if starter is not None:
                return starter
    if isinstance(family, PuzzleFamily):
        recent = st.session_state.setdefault(RECENT_PUZZLES_KEY, [])
        key = family.next_key(tier, load_progress(), _rng(), focus,
                              rating=player_rating(family.game_id),
                              rating_of=puzzle_rating_lookup(family), recent=recent,
                              schedule=theme_schedule(family.game_id))
        st.session_state[RECENT_PUZZLES_KEY] = [*recent, key.puzzle][-RECENT_PUZZLES:]
        return key
    return family.next_key(tier, load_progress(), _rng(), focus,
                           schedule=theme_schedule(family.game_id))


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
    review_theme(key.family.game_id, exercise.theme, feedback.correct,
                 seconds=seconds_since_shown(key.id))
    st.session_state[ANSWERED_KEY] = (key.id, answer)


def _pick_card(exercise: Exercise, key: ExerciseKey, card: str) -> None:
    """Grade the first card clicked in a puzzle, count it and rate it; later clicks change
    nothing."""
    answered = st.session_state.get(ANSWERED_KEY)
    if answered is not None and answered[0] == key.id and answered[1] is not None:
        return
    feedback = exercise.grade(card)
    progress = load_progress().record(exercise.theme, feedback.correct)
    family = key.family
    assert isinstance(family, PuzzleFamily)
    rated = rate_answer(family, family.by_id(key.puzzle or ""), bool(feedback.correct))
    save_progress(progress)
    review_theme(family.game_id, exercise.theme, feedback.correct,
                 seconds=seconds_since_shown(key.id))
    st.session_state[RATED_KEY] = (key.id, rated)
    st.session_state[ANSWERED_KEY] = (key.id, card)


def _rating_words(rated: RatedAnswer) -> str:
    provisional = " (provisional)" if rated.after.provisional else ""
    return (f"Puzzle rating {rated.before.rating:.0f} → **{rated.after.rating:.0f}**"
            f"{provisional} ({rated.change:+.0f}), against this puzzle's "
            f"{rated.puzzle.rating:.0f}.")


def _puzzle(exercise: Exercise, current: ExerciseKey, done: bool) -> None:
    """A puzzle: the table from the acting seat, the cards to click, feedback (the widgets
    are its family's)."""
    answered = st.session_state.get(ANSWERED_KEY)
    family = current.family
    widgets = family.widgets() if family.widgets is not None else None
    assert widgets is not None, "a puzzle family draws its table"
    with st.container(border=True, key="train_exercise"):
        st.caption(f"{family.label} · {exercise.tier.label} · theme: "
                   f"{exercise.theme.label}")
        st.markdown(f"**{exercise.prompt}**")
        widgets.show_puzzle_table(exercise)
        widgets.show_card_choices(exercise, f"puzzle-{current.id}", done,
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
        widgets.after_wrong_answer(exercise, current, card)
    st.button("Next puzzle →", key="train-next", type="primary", on_click=_next_exercise)


def _show_puzzle_rating(family: PuzzleFamily) -> None:
    rating = player_rating(family.game_id)
    provisional = (
        f" Provisional until its deviation falls to {PROVISIONAL_DEVIATION:.0f} (now "
        f"{rating.deviation:.0f}), after some twenty answers: until then one answer moves it "
        f"by at most a quarter of the deviation (now {PROVISIONAL_STEP * rating.deviation:.0f}"
        " points), so no single answer is a verdict." if rating.provisional else "")
    st.metric("Puzzle rating", f"{rating.rating:.0f}",
              delta="provisional" if rating.provisional else None, delta_color="off",
              delta_arrow="off",
              help=f"Your rating in {game_label(family.game_id)}: {rating} (± two "
              f"deviations); each game has its own.{provisional} Puzzles are offered near "
              "your rating; " + ("sign in to keep it." if current_user() is None else
                                 "its history is on Learning progress."))


def _load(key: ExerciseKey) -> Exercise:
    """The exercise of ``key``, kept in the session while it is the current one."""
    kept = st.session_state.get(EXERCISE_KEY)
    if kept is not None and kept[0] == key.id:
        return kept[1]
    if not key.family.graded_by_expert:
        exercise = key.build()
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
    if upcoming is None or upcoming == current or upcoming.family is not family or (
        upcoming.tier != tier or (focus is not None and upcoming.theme != focus)
    ):
        upcoming = family.next_key(tier, load_progress(), _rng(), focus,
                                   schedule=theme_schedule(family.game_id))
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
    family_id, theme_id = params.pop("family", None), params.pop("theme", None)
    try:
        st.session_state[FAMILY_WIDGET] = registry.family(str(family_id))
        st.session_state.pop(CURRENT_KEY, None)
    except KeyError:
        pass
    try:
        chosen = registry.theme(str(theme_id))
    except KeyError:
        return
    family_now, tier_now, _ = _selection()
    if chosen not in family_now.themes(tier_now):
        offering = [tier for tier in Tier if chosen in family_now.themes(tier)]
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
    rows = registry.progress_rows(progress)
    if rows:
        with st.expander("Accuracy by theme"):
            frame = pd.DataFrame(rows)[["theme", "answered", "correct", "accuracy"]]
            st.dataframe(frame, hide_index=True,
                         column_config={"accuracy": st.column_config.NumberColumn(
                             format="percent")})


def _restore_choice() -> None:
    """Back from another page: the family, tier and focus chosen before (Streamlit forgets
    the state of widgets a page did not show), so the exercise on view is the one left,
    answered or not."""
    kept = st.session_state.get(KEPT_KEY)
    if kept is None or FAMILY_WIDGET in st.session_state:
        return
    for widget, value in zip((FAMILY_WIDGET, TIER_WIDGET, FOCUS_WIDGET), kept, strict=True):
        st.session_state[widget] = value


def main() -> None:
    inject_css()
    _restore_choice()
    _apply_link()
    st.title("Train")
    st.html(f"<style>{PHONE_CSS}</style>")
    with st.container(key="train_scores"):
        _show_scores()

    families = list(registry.families())
    st.session_state.setdefault(FAMILY_WIDGET, families[0])
    st.session_state.setdefault(TIER_WIDGET, Tier.BEGINNER)
    st.session_state.setdefault(FOCUS_WIDGET, MIXED)
    if st.session_state[FAMILY_WIDGET] not in families:
        st.session_state[FAMILY_WIDGET] = families[0]
    # The game follows the chosen family (a link or a test may choose the family alone);
    # choosing a game opens its first family.
    games = list(dict.fromkeys(family.game_id for family in families))
    st.session_state[GAME_WIDGET] = st.session_state[FAMILY_WIDGET].game_id
    st.segmented_control("Game", games, format_func=game_label, key=GAME_WIDGET,
                         required=True, on_change=_open_game)
    game_families = [f for f in families if f.game_id == st.session_state[GAME_WIDGET]]
    st.segmented_control("Exercise", game_families, format_func=_pill_label,
                         key=FAMILY_WIDGET, required=True)
    st.segmented_control("Difficulty", list(Tier), format_func=lambda t: t.label,
                         key=TIER_WIDGET, required=True)
    family, tier, focus = _selection()
    themes = family.themes(tier)
    if focus not in themes:
        # The box always shows an option: an empty one would read "Choose an option".
        st.session_state[FOCUS_WIDGET] = MIXED
        focus = None
    st.selectbox("Focus", [MIXED, *themes], key=FOCUS_WIDGET,
                 format_func=lambda t: "Mixed — missed themes come back more often"
                 if t == MIXED else t.label)
    st.session_state[KEPT_KEY] = (family, tier, st.session_state[FOCUS_WIDGET])

    current = st.session_state.get(CURRENT_KEY)
    if (current is None or current.family != family or current.tier != tier
            or (focus is not None and current.theme != focus)):
        current = _new_key(family, tier, focus)
        st.session_state[CURRENT_KEY] = current
        st.session_state.pop(ANSWERED_KEY, None)

    exercise = _load(current)
    mark_shown(current.id)
    answered = st.session_state.get(ANSWERED_KEY)
    done = answered is not None and answered[0] == current.id and answered[1] is not None

    if isinstance(family, PuzzleFamily):
        _show_puzzle_rating(family)
        _puzzle(exercise, current, done)
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
        if family.widgets is not None and feedback.correct is False:
            family.widgets().after_wrong_answer(exercise, current, answered[1])
        st.button("Next exercise →", key="train-next", type="primary", on_click=_next_exercise)

    if family.graded_by_expert:
        _prefetch_next_drill(current)


main()
