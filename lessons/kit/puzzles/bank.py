"""A game's stored bank of card-play puzzles: one JSON object a line, and its loader.

Each line holds what the seat to act knew (``position``: the seat's view as plain JSON —
its hand, the bidding, the tricks so far, the score; never another seat's cards), the
answer, the Expert's values for every legal option, the themes, the tier, and the source:
the hand record it came from (the game's ``records``) and the number of actions before the
position, so that ``Puzzle.state()`` replays the position exactly.

``load_bank`` checks every line and refuses a malformed file with a ``BankError`` naming
the file, the line and what is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from enum import Enum
from pathlib import Path
from typing import Any

from euchre.bots.base import OptionValue
from euchre.cards import Card, Suit
from euchre.errors import RecordError
from euchre.games import GameHand, GameView
from lessons.kit.puzzles.game import PuzzleGame
from lessons.kit.themes import Theme, Tier

__all__ = [
    "BankError",
    "Puzzle",
    "Source",
    "check_replay",
    "load_bank",
    "position_of",
    "puzzle_from_dict",
    "write_bank",
]

LEFT_OUT = frozenset({"rules", "seating"})  # the same at every position of a bank


class BankError(ValueError):
    """A puzzle bank that cannot be read: which file, which line, and why."""


def _plain(value: Any, seating: Any) -> Any:
    """A view's value as JSON: cards and actions by their text, seats by name."""
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, Card):
        return value.text
    if isinstance(value, Suit):
        return value.letter
    if hasattr(value, "leader") and hasattr(value, "plays") and hasattr(value, "winner"):
        return {"leader": _plain(value.leader, seating),
                "plays": _plain(value.plays, seating),
                "winner": _plain(value.winner, seating)}
    if hasattr(value, "text") and not isinstance(value, Enum):
        return value.text
    if isinstance(value, int) and isinstance(value, Enum):
        return seating.names[int(value)]
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, int | float):
        return value
    if isinstance(value, frozenset | set):
        return sorted(_plain(item, seating) for item in value)
    if isinstance(value, tuple | list):
        return [_plain(item, seating) for item in value]
    return str(value)


def position_of(view: GameView) -> dict[str, Any]:
    """What a seat knew when it was to play, as plain JSON values (every field of the
    game's view but its rules and seating, which the record holds)."""
    seating = view.seating
    data = {field.name: _plain(getattr(view, field.name), seating)
            for field in fields(view) if field.name not in LEFT_OUT}  # type: ignore[arg-type]
    return json.loads(json.dumps(data, ensure_ascii=False))


@dataclass(frozen=True)
class Source:
    """Where a puzzle came from: a hand of a bot match, and the move in that hand."""

    match_seed: str
    hand_number: int  # the hand's number in its match (1 for the first)
    score: tuple[int, ...]  # the match score before the hand, as the view shows it
    record: Mapping[str, Any]  # the finished hand's record (the game's ``hand_to_record``)
    move: int  # how many of the record's actions come before the puzzle

    def to_dict(self) -> dict[str, Any]:
        return {"match_seed": self.match_seed, "hand_number": self.hand_number,
                "score": list(self.score), "move": self.move, "record": dict(self.record)}


@dataclass(frozen=True)
class Puzzle:
    """One card-play decision of a game where a single option is clearly best."""

    game: PuzzleGame
    id: str
    seat: int
    trick: int  # 1 for the first trick
    tier: Tier
    themes: tuple[Theme, ...]
    answer: Any  # the game's action
    values: tuple[OptionValue, ...]  # every legal option, best first (the Expert's figures)
    gap: float  # points the runner-up loses against the answer
    noise: float  # the paired standard error of that gap
    position: Mapping[str, Any]  # ``position_of`` the seat's view
    source: Source

    @property
    def seat_name(self) -> str:
        return self.game.spec.seating.names[self.seat]

    def state(self) -> GameHand:
        """The hand replayed from its record up to the puzzle (the engine checks each move)."""
        record = dict(self.source.record)
        record["actions"] = list(record["actions"])[: self.source.move]
        record["result"] = None
        return self.game.spec.hand_from_record(record)

    def view(self) -> GameView:
        """The seat's view of the replayed position, with the match score."""
        return self.state().view(self.seat, self.source.score, self.source.hand_number)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.game.format,
            "id": self.id,
            "seat": self.seat_name,
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


def _action(game: PuzzleGame, text: str) -> Any:
    try:
        action = game.spec.parse_action(text)
    except ValueError as error:
        raise BankError(f"{text!r} is not an action: {error}") from None
    if getattr(action, "card", None) is None:
        raise BankError(f"{text!r} is not a card play")
    return action


def _option(game: PuzzleGame, data: Any) -> OptionValue:
    if not isinstance(data, Mapping):
        raise BankError("each value must be an object")
    number = (int, float)
    paired = data.get("paired_error")
    if paired is not None and not isinstance(paired, number):
        raise BankError("'paired_error' must be a number")
    return OptionValue(_action(game, _field(data, "action", str)),
                       float(_field(data, "expected_points", number)),
                       float(_field(data, "std_error", number)),
                       int(_field(data, "samples", int)),
                       None if paired is None else float(paired))


def _seat(game: PuzzleGame, name: str) -> int:
    names = game.spec.seating.names
    if name not in names:
        raise BankError(f"{name!r} is not a seat of {game.spec.name} ({', '.join(names)})")
    return names.index(name)


def puzzle_from_dict(game: PuzzleGame, data: Any) -> Puzzle:
    """One puzzle of ``game`` from its JSON object; a ``BankError`` says what is wrong."""
    if not isinstance(data, Mapping):
        raise BankError("a puzzle must be a JSON object")
    if data.get("format") != game.format:
        raise BankError(f"not a {game.spec.name} card-play puzzle "
                        f"(format is {data.get('format')!r}, not {game.format!r})")
    seat = _seat(game, _field(data, "seat", str))
    try:
        tier = Tier(_field(data, "tier", int))
        themes = tuple(game.themes(theme) for theme in _field(data, "themes", list))
    except ValueError as error:
        raise BankError(str(error)) from None
    if not themes:
        raise BankError("a puzzle needs at least one theme")
    values = tuple(_option(game, value) for value in _field(data, "values", list))
    answer = _action(game, _field(data, "answer", str))
    if len(values) < 2:
        raise BankError("a puzzle needs the values of two legal options at least")
    if values[0].action != answer:
        raise BankError(f"the answer {answer.text} is not the best-valued option "
                        f"({values[0].action.text})")
    points = [value.expected_points for value in values]
    if points != sorted(points, reverse=True):
        raise BankError("the values must be listed best first")
    position = _field(data, "position", dict)
    legal = position.get("legal_actions")
    if not isinstance(legal, list) or sorted(legal) != sorted(v.action.text for v in values):
        raise BankError("the values must cover exactly the position's legal options")
    source_data = _field(data, "source", dict)
    score = _field(source_data, "score", list)
    if not score or not all(isinstance(x, int) and not isinstance(x, bool) for x in score):
        raise BankError("'score' must be a list of integers")
    source = Source(str(_field(source_data, "match_seed", (str, int))),
                    _field(source_data, "hand_number", int), tuple(score),
                    _field(source_data, "record", dict), _field(source_data, "move", int))
    trick = _field(data, "trick", int)
    if trick < 1:
        raise BankError(f"'trick' must be 1 or more, not {trick}")
    return Puzzle(game, str(_field(data, "id", str)), seat, trick, tier, themes, answer,
                  values, float(_field(data, "gap", (int, float))),
                  float(_field(data, "noise", (int, float))), position, source)


def check_replay(puzzle: Puzzle) -> None:
    """The record replays to the stored position, the seat to act, and the stored answer is
    one of its legal options."""
    try:
        view = puzzle.view()
    except (RecordError, ValueError) as error:
        raise BankError(f"the record does not replay: {error}") from None
    if view.to_act is None or int(view.to_act) != puzzle.seat:
        raise BankError(f"the record's position is not {puzzle.seat_name}'s turn")
    if not view.card_play:
        raise BankError("the record's position is not in the card play")
    if position_of(view) != dict(puzzle.position):
        raise BankError("the stored position differs from the record's replay")
    if puzzle.answer not in view.legal_actions:
        raise BankError(f"the answer {puzzle.answer.text} is not legal in the position")


def load_bank(game: PuzzleGame, path: Path | str | None = None,
              replay: bool = False) -> tuple[Puzzle, ...]:
    """Every puzzle of a bank file of ``game`` (its shipped bank by default), in order.
    ``replay`` also replays each record and compares it with the stored position."""
    path = Path(path) if path is not None else game.bank_path
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
            puzzle = puzzle_from_dict(game, data)
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
