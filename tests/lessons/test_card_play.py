"""Card-play puzzles as exercises: drawn near the rating, graded by the bank, refuted."""

from __future__ import annotations

import random
import zlib
from types import MappingProxyType

import pytest

from euchre import effective_suit
from lessons import registry
from lessons.euchre.card_play import (
    NEAREST,
    WINDOW,
    CardPlayPuzzle,
    bank,
    card_play_theme,
    card_play_themes,
    choose_puzzle,
)
from lessons.euchre.families import CARD_PLAY
from lessons.euchre.puzzles.refute import refute
from lessons.euchre.themes import EuchreTheme
from lessons.kit.families import generate, next_key
from lessons.kit.progress import Progress, ThemeRecord
from lessons.kit.rating import Rating
from lessons.kit.themes import Tier


def test_every_tier_offers_its_puzzles_themes_and_only_card_play_themes() -> None:
    for tier in Tier:
        themes = card_play_themes(tier)
        assert themes and all(registry.families_practising(theme) == (CARD_PLAY,)
                              for theme in themes)
        tagged = {card_play_theme(theme) for puzzle in bank() if puzzle.tier == tier
                  for theme in puzzle.themes}
        assert set(themes) == tagged


def test_the_puzzle_offered_is_near_the_players_rating() -> None:
    theme, tier = EuchreTheme.RUFF_WHEN_VOID, Tier.INTERMEDIATE

    def rating_of(puzzle):  # spread the puzzles out so that "near" means something
        return Rating(1000 + zlib.crc32(puzzle.id.encode()) % 1000, 100)

    pool = [p for p in bank() if p.tier == tier and theme in map(card_play_theme, p.themes)]
    for player in (1100, 1900):
        chosen = choose_puzzle(tier, theme, Rating(player, 100), random.Random(3), rating_of)
        distances = sorted(abs(rating_of(p).rating - player) for p in pool)
        assert abs(rating_of(chosen).rating - player) <= max(WINDOW, distances[NEAREST - 1])
        assert distances[-1] > 2 * WINDOW, "the pool reaches well beyond the window"


def test_recent_puzzles_are_not_offered_again_while_others_remain() -> None:
    rng = random.Random(5)
    seen: list[str] = []
    for _ in range(10):
        puzzle = choose_puzzle(Tier.BEGINNER, EuchreTheme.RUFF_WHEN_VOID, Rating(1500, 200), rng,
                               recent=seen)
        assert puzzle.id not in seen
        seen.append(puzzle.id)


def test_missed_card_play_themes_come_back_more_often() -> None:
    themes = card_play_themes(Tier.INTERMEDIATE)
    missed = themes[0]
    progress = Progress(records=MappingProxyType({missed: ThemeRecord(5, 0, (False,) * 5)}))
    rng = random.Random(11)
    drawn = [next_key(CARD_PLAY, Tier.INTERMEDIATE, progress, rng).theme
             for _ in range(300)]
    assert drawn.count(missed) > 3 * 300 / len(themes)


def test_a_key_rebuilds_its_puzzle_and_grades_by_the_stored_values() -> None:
    key = next_key(CARD_PLAY, Tier.BEGINNER, Progress(), random.Random(2))
    exercise = generate(key)
    assert isinstance(exercise, CardPlayPuzzle) and exercise.puzzle.id == key.puzzle
    assert key.theme in map(card_play_theme, exercise.puzzle.themes)
    best = exercise.puzzle.answer.card.text
    right = exercise.grade(best)
    assert right.correct is True
    assert [row.label for row in right.options] == [
        value.action.card.symbol for value in exercise.puzzle.values]
    wrong = exercise.grade(next(o for o in exercise.options if o != best))
    assert wrong.correct is False and "points better" in wrong.headline
    with pytest.raises(ValueError):
        exercise.grade("not a card")


def test_puzzles_are_for_whichever_seat_was_to_play() -> None:
    assert len({puzzle.seat for puzzle in bank()}) == 4


def test_a_refutation_deals_cards_the_seat_could_face_where_its_card_does_worse() -> None:
    puzzle = next(p for p in bank() if p.trick == 2 and len(p.values) >= 3)
    view = puzzle.view()
    wrong = puzzle.values[-1].action.card
    refutation = refute(puzzle, wrong)
    assert refutation is not None
    assert refutation.chosen.net < refutation.best.net
    assert refutation.hands[puzzle.seat] == tuple(sorted(view.hand))
    for seat, size in zip(refutation.hands, view.hand_sizes, strict=True):
        assert len(refutation.hands[seat]) == size
    for seat, suits in view.shown_voids().items():
        assert not any(effective_suit(card, view.trump) in suits
                       for card in refutation.hands[seat])
    chosen_line = refutation.chosen
    assert chosen_line.tricks[0].plays[:len(view.current_trick)] == view.current_trick
    assert chosen_line.tricks[0].plays[len(view.current_trick)] == (puzzle.seat, wrong)
    assert sum(chosen_line.tricks_won.values()) == 5
    assert refute(puzzle, puzzle.answer.card) is None
