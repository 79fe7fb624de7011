"""Four-handed Euchre's exercise families on the Train page."""

from __future__ import annotations

from types import ModuleType

from lessons.euchre.bidding import BiddingDrill, bidding_themes, build_drill
from lessons.euchre.card_play import (
    CardPlayPuzzle,
    card_play_themes,
    choose_puzzle,
    puzzle_by_id,
    start_rating,
)
from lessons.euchre.follow import (
    FollowExercise,
    follow_theme_weights,
    follow_themes,
    generate_follow,
)
from lessons.euchre.ranking import RankingExercise, generate_ranking, ranking_themes
from lessons.kit.families import (
    DRILL_EVALUATION_SEED,
    DrillFamily,
    ExerciseFamily,
    PuzzleFamily,
    drill_samples,
)

__all__ = ["BIDDING", "CARD_PLAY", "FAMILIES", "FOLLOW", "RANKING"]

GAME_ID = "euchre"


def _bidding_expert() -> object:
    """The Expert that values bidding drills, on a fixed number of sampled deals."""
    from euchre.games.euchre.bots.expert import MAX_SAMPLES, steady_expert

    return steady_expert(DRILL_EVALUATION_SEED, drill_samples(MAX_SAMPLES))


def _bidding_widgets() -> ModuleType:
    from lessons.euchre import costly_deal_widgets

    return costly_deal_widgets


def _puzzle_widgets() -> ModuleType:
    from lessons.euchre.puzzles import widgets

    return widgets


RANKING = ExerciseFamily(
    id=RankingExercise.family, label="Bower ranking quizzes", game_id=GAME_ID,
    themes=ranking_themes, generate=generate_ranking,
)
FOLLOW = ExerciseFamily(
    id=FollowExercise.family, label="Follow-suit puzzles", game_id=GAME_ID,
    themes=follow_themes, generate=generate_follow, theme_shares=follow_theme_weights,
)
BIDDING = DrillFamily(
    id=BiddingDrill.family, label="Bidding drills", game_id=GAME_ID,
    themes=bidding_themes, generate=build_drill, expert=_bidding_expert,
    widgets=_bidding_widgets,
)
CARD_PLAY = PuzzleFamily(
    id=CardPlayPuzzle.family, label="Card play", game_id=GAME_ID,
    themes=card_play_themes, generate=CardPlayPuzzle, choose=choose_puzzle,
    by_id=puzzle_by_id, start_rating=start_rating, widgets=_puzzle_widgets,
)
FAMILIES = (RANKING, FOLLOW, BIDDING, CARD_PLAY)
