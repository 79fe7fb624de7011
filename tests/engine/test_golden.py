"""Golden playthroughs: every stored hand and match must replay to exactly what was stored.

The files under ``tests/golden/`` were written by ``tests/golden/make_golden.py`` (run by
hand). Any change in dealing, legal actions, trick play, scoring or the text rendering
makes one of these fail; if the change is intended, rewrite the files and review the diff.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from euchre import HandState, Rules, Seat
from euchre.games.euchre.records import hand_from_record, match_from_record

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
HAND_FILES = sorted(GOLDEN.glob("hand_*.json"))
MATCH_FILES = sorted(GOLDEN.glob("match_*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def replay_steps(start: HandState, steps: list) -> HandState:
    """Apply the stored actions, checking the legal actions offered before each one."""
    state = start
    for number, (seat, action, legal) in enumerate(steps, start=1):
        assert state.to_act is Seat.parse(seat), f"step {number}"
        assert [a.text for a in state.legal_actions()] == legal, f"step {number}"
        state = state.apply(action, seat=seat)
    return state


def test_the_golden_files_are_present():
    assert len(HAND_FILES) >= 6 and len(MATCH_FILES) >= 2


@pytest.mark.parametrize("path", HAND_FILES, ids=lambda path: path.stem)
def test_golden_hand_replays_exactly(path):
    golden = load(path)
    rules = Rules.from_dict(golden["record"]["rules"])
    start = HandState.from_seed(golden["seed"], rules)
    assert str(start) == golden["opening_rendering"]
    state = replay_steps(start, golden["steps"])
    assert state == hand_from_record(golden["record"])
    assert str(state) == golden["rendering"]
    assert state.result().to_dict() == golden["result"]
    assert state.result().summary() == golden["summary"]


@pytest.mark.parametrize("path", MATCH_FILES, ids=lambda path: path.stem)
def test_golden_match_replays_exactly(path):
    golden = load(path)
    match = match_from_record(golden["record"])
    assert len(match.hands) == len(golden["hands"])
    for number, (hand, stored) in enumerate(zip(match.hands, golden["hands"], strict=True), 1):
        start = HandState(match.rules, hand.deal)
        assert replay_steps(start, stored["steps"]) == hand, f"hand {number}"
        assert str(hand) == stored["rendering"], f"hand {number}"
        assert hand.result().summary() == stored["summary"], f"hand {number}"
    assert list(match.score) == golden["score"]
    assert match.winner.label == golden["winner"]
    assert [list(row) for row in match.score_history()] == golden["score_history"]
