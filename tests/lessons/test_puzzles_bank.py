"""The shipped card-play puzzle bank: its size and spread, replays, answers that stay best
under other evaluation seeds, reproducibility from its seed, and the loader's refusals."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from euchre import Card
from euchre.games.euchre.bots.expert import steady_expert
from lessons.euchre.puzzles.bank import (
    BANK_SEED,
    DEFAULT_BANK,
    BankError,
    Puzzle,
    check_replay,
    load_bank,
)
from lessons.euchre.puzzles.mine import main
from lessons.euchre.puzzles.miner import retagged
from lessons.euchre.puzzles.themes import PuzzleTheme
from lessons.kit.margin import CONFIRM_SAMPLES, judge
from lessons.kit.themes import Tier


@pytest.fixture(scope="module")
def bank() -> tuple[Puzzle, ...]:
    return load_bank()


def sample(bank: tuple[Puzzle, ...], size: int) -> list[Puzzle]:
    """``size`` puzzles spread evenly through the bank."""
    step = max(1, len(bank) // size)
    return list(bank[::step][:size])


def test_the_bank_holds_a_thousand_puzzles_over_every_theme_and_tier(bank) -> None:
    assert len(bank) >= 1000
    tiers = Counter(puzzle.tier for puzzle in bank)
    assert set(tiers) == set(Tier) and min(tiers.values()) >= 100
    themes = Counter(theme for puzzle in bank for theme in puzzle.themes)
    assert set(themes) == set(PuzzleTheme)
    assert len({puzzle.id for puzzle in bank}) == len(bank)


def test_every_puzzle_replays_from_its_record_to_the_stored_position() -> None:
    assert len(load_bank(replay=True)) >= 1000  # replay=True: ``check_replay`` on each


def test_sampled_positions_show_only_what_the_seat_knew(bank) -> None:
    for puzzle in sample(bank, 12):
        check_replay(puzzle)
        state = puzzle.state()
        assert state.to_act == puzzle.seat
        position = puzzle.position
        shown = {*position["hand"], position["upcard"]}
        shown |= {card for trick in position["tricks"] for _, card in trick["plays"]}
        shown |= {card for _, card in position["current_trick"]}
        if position["own_discard"]:
            shown.add(position["own_discard"])
        assert not {Card.parse(text) for text in shown} & state.hidden_from(puzzle.seat)
        assert set(position["hand"]) == {card.text for card in state.hand(puzzle.seat)}


def test_sampled_answers_stay_best_under_other_seeds(bank) -> None:
    for index, puzzle in enumerate(sample(bank, 6)):
        values = steady_expert(900 + index, CONFIRM_SAMPLES).evaluate(puzzle.view())
        best, runner_up = values[0], values[1]
        assert best.action == puzzle.answer, puzzle.id
        assert best.expected_points > runner_up.expected_points, puzzle.id


def test_stored_values_clear_the_margin_rule(bank) -> None:
    for puzzle in bank:
        verdict = judge(puzzle.values)
        assert verdict.clear and verdict.best.action == puzzle.answer, puzzle.id
        assert {value.action.text for value in puzzle.values} == set(puzzle.position["legal"])


def test_stored_themes_and_tiers_are_what_the_rules_detect(bank) -> None:
    for puzzle in bank:
        assert retagged(puzzle) == puzzle, puzzle.id


def test_the_mine_command_rebuilds_the_bank_s_first_puzzles_from_its_seed(
    tmp_path, capsys
) -> None:
    out = tmp_path / "puzzles" / "bank.jsonl"
    assert main(["--seed", str(BANK_SEED), "--count", "2", "--out", str(out)]) == 0
    first = DEFAULT_BANK.read_text(encoding="utf-8").splitlines(keepends=True)[:2]
    assert out.read_text(encoding="utf-8") == "".join(first)
    assert not (tmp_path / "puzzles" / "bank.jsonl.partial").exists()
    printed = capsys.readouterr()
    assert printed.out.startswith("2 puzzles from ") and "2/2" in printed.err  # the bar
    assert main(["--retag", str(out)]) == 0  # already tagged by today's rules: unchanged
    assert out.read_text(encoding="utf-8") == "".join(first)


# ---- the loader's refusals -----------------------------------------------------------------


@pytest.fixture(scope="module")
def good_text() -> str:
    return DEFAULT_BANK.read_text(encoding="utf-8").splitlines()[0]


@pytest.fixture
def good_line(good_text) -> dict:
    return json.loads(good_text)


def write(tmp_path: Path, *lines: object) -> Path:
    path = tmp_path / "bank.jsonl"
    path.write_text("".join((line if isinstance(line, str) else json.dumps(line)) + "\n"
                            for line in lines), encoding="utf-8")
    return path


def refused(path: Path, replay: bool = False) -> str:
    with pytest.raises(BankError) as error:
        load_bank(path, replay=replay)
    return str(error.value)


def test_a_good_file_loads(tmp_path, good_line) -> None:
    (puzzle,) = load_bank(write(tmp_path, good_line), replay=True)
    assert puzzle.answer.text == good_line["answer"]


def test_the_loader_refuses_text_that_is_not_json(tmp_path, good_line) -> None:
    message = refused(write(tmp_path, good_line, "{not json"))
    assert "bank.jsonl, line 2: not valid JSON" in message


def test_the_loader_refuses_a_missing_field(tmp_path, good_line) -> None:
    del good_line["answer"]
    assert "line 1: 'answer' is missing" in refused(write(tmp_path, good_line))


def test_the_loader_refuses_an_unknown_theme(tmp_path, good_line) -> None:
    good_line["themes"] = ["squeeze-play"]
    assert "'squeeze-play' is not a valid PuzzleTheme" in refused(write(tmp_path, good_line))


def test_the_loader_refuses_an_answer_that_is_not_the_best_card(tmp_path, good_line) -> None:
    good_line["answer"] = good_line["values"][1]["action"]
    assert "is not the best-valued card" in refused(write(tmp_path, good_line))


def test_the_loader_refuses_a_bid_as_an_answer(tmp_path, good_line) -> None:
    good_line["answer"] = "pass"
    assert "'pass' is not a card play" in refused(write(tmp_path, good_line))


def test_the_loader_refuses_a_repeated_id(tmp_path, good_line) -> None:
    message = refused(write(tmp_path, good_line, good_line))
    assert "line 2: the id" in message and "is used twice" in message


def test_the_loader_refuses_a_record_that_does_not_replay(tmp_path, good_line) -> None:
    actions = good_line["source"]["record"]["actions"]
    seat, _ = actions[0]
    actions[0] = [seat, "play AS"]  # a card play during the bidding
    load_bank(write(tmp_path, good_line))  # the quick load reads the fields only
    assert "line 1: the record does not replay" in refused(write(tmp_path, good_line),
                                                           replay=True)


def test_the_loader_refuses_a_position_the_record_contradicts(tmp_path, good_line) -> None:
    good_line["position"]["hand"] = list(reversed(good_line["position"]["hand"]))[:-1]
    message = refused(write(tmp_path, good_line), replay=True)
    assert "the stored position differs from the record's replay" in message


def test_the_loader_refuses_an_empty_or_missing_file(tmp_path) -> None:
    assert "the puzzle bank is empty" in refused(write(tmp_path))
    assert "cannot read the puzzle bank" in refused(tmp_path / "nowhere.jsonl")
