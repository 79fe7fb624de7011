"""Reading stored rows one at a time, so that one bad row cannot break a page.

A row written by an older version, edited by hand or damaged (a ``seat_scores`` that is not
JSON, an unknown difficulty, a seat that is not in the match) is skipped and logged with its
id; every other row is read as usual. JSON columns are selected as text (``as_text``) and
decoded here, because the database driver would decode the whole result at once and fail
on the first bad row.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from sqlalchemy import Text, cast
from sqlalchemy.sql.elements import ColumnElement

__all__ = ["BAD_ROW_ERRORS", "as_text", "int_list", "json_object", "readable_rows"]

logger = logging.getLogger(__name__)
Row = TypeVar("Row")
Read = TypeVar("Read")
BAD_ROW_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError)


def as_text(column: Any, name: str | None = None) -> ColumnElement[str]:
    """``column`` (a JSON column) selected as its text, to be decoded row by row."""
    return cast(column, Text).label(name or column.key)


def json_object(text: str | None) -> dict[str, Any]:
    """A JSON object from its stored text (``ValueError`` for anything else).

    >>> json_object('{"a": 1}')
    {'a': 1}
    >>> json_object("[1]")
    Traceback (most recent call last):
    ValueError: not a JSON object: list
    """
    value = json.loads(text or "null")
    if not isinstance(value, dict):
        raise ValueError(f"not a JSON object: {type(value).__name__}")
    return value


def int_list(text: str | None) -> list[int]:
    """A JSON list of integers from its stored text (``ValueError`` for anything else).

    >>> int_list("[10, 7]")
    [10, 7]
    >>> int_list('["10", 7]')
    Traceback (most recent call last):
    ValueError: not a JSON list of integers
    """
    value = json.loads(text or "null")
    if not isinstance(value, list) or not all(
            isinstance(item, int) and not isinstance(item, bool) for item in value):
        raise ValueError("not a JSON list of integers")
    return value


def readable_rows(rows: Iterable[Row], read: Callable[[Row], Read], what: str,
                  row_id: Callable[[Row], object]) -> list[Read]:
    """``read(row)`` for every row that it can read; the others are logged and skipped."""
    readable = []
    for row in rows:
        try:
            readable.append(read(row))
        except BAD_ROW_ERRORS as error:
            logger.warning("Skipped the unreadable %s %s: %s", what, row_id(row), error)
    return readable
