"""The stored bank of card-play puzzles: one JSON object a line, and its loader.

Each line holds what the seat to act knew (``position``: its hand, the upcard, the
bidding, the tricks so far, the score — never another seat's cards), the answer, the
Expert's values for every legal card, the themes, the tier, and the source: the hand
record it came from (``euchre.games.euchre.records``) and the number of actions before the position,
so that ``Puzzle.state()`` replays the position exactly.

The loader checks every line and refuses a malformed file with a ``BankError`` naming
the file, the line and what is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from euchre import Action, ActionKind, HandState, RecordError, Seat
from euchre.bots.base import OptionValue
from euchre.games.euchre.records import hand_from_record
from euchre.games.euchre.view import SeatView, seat_view
from lessons.euchre.puzzles.themes import PuzzleTheme
from lessons.kit.themes import Tier

__all__ = [
    "BANK_FORMAT",
    "BANK_SEED",
    "DEFAULT_BANK",
    "BankError",
    "Puzzle",
    "Source",
    "check_replay",
    "load_bank",
    "position_of",
    "puzzle_from_dict",
    "write_bank",
]

BANK_FORMAT = "euchre-card-play-puzzle"
BANK_SEED = 1  # the mining seed of the shipped bank (``python -m lessons.euchre.puzzles.mine``)
DEFAULT_BANK = Path(__file__).resolve().parents[3] / "data" / "puzzles" / "card_play.jsonl"


class BankError(ValueError):
    """A puzzle bank that cannot be read: which file, which line, and why."""


def position_of(view: SeatView) -> dict[str, Any]:
    """What a seat knew when it was to play, as plain JSON values."""
    def plays(pairs: Iterable[tuple[Seat, Any]]) -> list[list[str]]:
        return [[seat.label, card.text] for seat, card in pairs]

    return {
        "seat": view.seat.label,
        "dealer": view.dealer.label,
        "hand_number": view.hand_number,
        "score": list(view.score),
        "hand": [card.text for card in view.hand],
        "upcard": view.upcard.text,
        "upcard_taken": view.upcard_taken,
        "turned_down": None if view.turned_down is None else view.turned_down.letter,
        "trump": None if view.trump is None else view.trump.letter,
        "maker": None if view.maker is None else view.maker.label,
        "maker_alone": view.maker_alone,
        "lone_defender": None if view.lone_defender is None else view.lone_defender.label,
        "sitting_out": sorted(seat.label for seat in view.sitting_out),
        "bids": [[seat.label, action.text] for seat, action in view.bids],
        "own_discard": None if view.own_discard is None else view.own_discard.text,
        "tricks": [{"leader": trick.leader.label, "plays": plays(trick.plays),
                    "winner": trick.winner.label} for trick in view.tricks],
        "current_trick": plays(view.current_trick),
        "legal": [action.text for action in view.legal_actions],
    }


@dataclass(frozen=True)
class Source:
    """Where a puzzle came from: a hand of a bot match, and the move in that hand."""

    match_seed: str
    hand_number: int  # the hand's number in its match (1 for the first)
    score: tuple[int, int]  # (North–South, East–West) before the hand
    record: Mapping[str, Any]  # the finished hand's record (``hand_to_record``)
    move: int  # how many of the record's actions come before the puzzle

    def to_dict(self) -> dict[str, Any]:
        return {"match_seed": self.match_seed, "hand_number": self.hand_number,
                "score": list(self.score), "move": self.move, "record": dict(self.record)}


@dataclass(frozen=True)
class Puzzle:
    """One card-play decision where a single card is clearly best."""

    id: str
    seat: Seat
    trick: int  # 1 to 4
    tier: Tier
    themes: tuple[PuzzleTheme, ...]
    answer: Action
    values: tuple[OptionValue, ...]  # every legal card, best first (the Expert's figures)
    gap: float  # points the runner-up loses against the answer
    noise: float  # the paired standard error of that gap
    position: Mapping[str, Any]  # ``position_of`` the seat's view
    source: Source

    def state(self) -> HandState:
        """The hand replayed from its record up to the puzzle (the engine checks each move)."""
        record = dict(self.source.record)
        record["actions"] = list(record["actions"])[: self.source.move]
        record["result"] = None
        return hand_from_record(record)

    def view(self) -> SeatView:
        """The seat's view of the replayed position, with the match score."""
        return seat_view(self.state(), self.seat, self.source.score, self.source.hand_number)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": BANK_FORMAT,
            "id": self.id,
            "seat": self.seat.label,
            "trick": self.trick,
            "tier": int(self.tier),
            "themes": [str(theme) for theme in self.themes],
            "answer": self.answer.text,
            "gap": self.gap,
            "noise": self.noise,
            "values": [value.to_dict() for value in self.values],
            "position": dict(self.position),
            "source": self.source.to_dict(),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))


# ---- reading -----------------------------------------------------------------------------


def _field(data: Mapping[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    if name not in data:
        raise BankError(f"'{name}' is missing")
    value = data[name]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise BankError(f"'{name}' has the wrong type ({type(value).__name__})")
    return value


def _option(data: Any) -> OptionValue:
    if not isinstance(data, Mapping):
        raise BankError("each value must be an object")
    number = (int, float)
    paired = data.get("paired_error")
    if paired is not None and not isinstance(paired, number):
        raise BankError("'paired_error' must be a number")
    return OptionValue(_action(_field(data, "action", str)),
                       float(_field(data, "expected_points", number)),
                       float(_field(data, "std_error", number)),
                       int(_field(data, "samples", int)),
                       None if paired is None else float(paired))


def _action(text: str) -> Action:
    try:
        action = Action.parse(text)
    except ValueError as error:
        raise BankError(f"{text!r} is not an action: {error}") from None
    if action.kind is not ActionKind.PLAY:
        raise BankError(f"{text!r} is not a card play")
    return action


def puzzle_from_dict(data: Any) -> Puzzle:
    """One puzzle from its JSON object; a ``BankError`` says what is wrong."""
    if not isinstance(data, Mapping):
        raise BankError("a puzzle must be a JSON object")
    if data.get("format") != BANK_FORMAT:
        raise BankError(f"not a card-play puzzle (format is {data.get('format')!r})")
    try:
        seat = Seat.parse(_field(data, "seat", str))
        tier = Tier(_field(data, "tier", int))
        themes = tuple(PuzzleTheme(theme) for theme in _field(data, "themes", list))
    except ValueError as error:
        raise BankError(str(error)) from None
    if not themes:
        raise BankError("a puzzle needs at least one theme")
    values = tuple(_option(value) for value in _field(data, "values", list))
    answer = _action(_field(data, "answer", str))
    if len(values) < 2:
        raise BankError("a puzzle needs the values of two legal cards at least")
    if values[0].action != answer:
        raise BankError(f"the answer {answer.text} is not the best-valued card "
                        f"({values[0].action.text})")
    points = [value.expected_points for value in values]
    if points != sorted(points, reverse=True):
        raise BankError("the values must be listed best first")
    position = _field(data, "position", dict)
    legal = position.get("legal")
    if not isinstance(legal, list) or sorted(legal) != sorted(v.action.text for v in values):
        raise BankError("the values must cover exactly the position's legal cards")
    source_data = _field(data, "source", dict)
    score = _field(source_data, "score", list)
    if len(score) != 2 or not all(isinstance(x, int) for x in score):
        raise BankError("'score' must be two integers")
    source = Source(str(_field(source_data, "match_seed", (str, int))),
                    _field(source_data, "hand_number", int), (score[0], score[1]),
                    _field(source_data, "record", dict), _field(source_data, "move", int))
    trick = _field(data, "trick", int)
    if not 1 <= trick <= 4:
        raise BankError(f"'trick' must be 1 to 4, not {trick}")
    return Puzzle(str(_field(data, "id", str)), seat, trick, tier, themes, answer, values,
                  float(_field(data, "gap", (int, float))),
                  float(_field(data, "noise", (int, float))), position, source)


def check_replay(puzzle: Puzzle) -> None:
    """The record replays to the stored position, the seat to act and its legal cards."""
    try:
        view = puzzle.view()
    except RecordError as error:
        raise BankError(f"the record does not replay: {error}") from None
    if view.to_act != puzzle.seat:
        raise BankError(f"the record's position is not {puzzle.seat.label}'s turn")
    if position_of(view) != dict(puzzle.position):
        raise BankError("the stored position differs from the record's replay")


def load_bank(path: Path | str = DEFAULT_BANK, replay: bool = False) -> tuple[Puzzle, ...]:
    """Every puzzle of a bank file, in order. ``replay`` also replays each record and
    compares it with the stored position (slower: a few seconds for the whole bank)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise BankError(f"{path}: cannot read the puzzle bank: {error.strerror}") from None
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            try:
                data = json.loads(line)
            except json.JSONDecodeError as error:
                raise BankError(f"not valid JSON ({error.msg})") from None
            puzzle = puzzle_from_dict(data)
            if puzzle.id in seen:
                raise BankError(f"the id {puzzle.id!r} is used twice")
            if replay:
                check_replay(puzzle)
        except BankError as error:
            raise BankError(f"{path}, line {number}: {error}") from None
        seen.add(puzzle.id)
        puzzles.append(puzzle)
    if not puzzles:
        raise BankError(f"{path}: the puzzle bank is empty")
    return tuple(puzzles)


def write_bank(puzzles: Iterable[Puzzle], path: Path | str) -> int:
    """Write the puzzles one a line (replacing the file); returns how many."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [puzzle.to_json() for puzzle in puzzles]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return len(lines)
