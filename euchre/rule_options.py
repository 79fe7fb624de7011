"""Table options that carry their own words: a label, a help line and words for each value.

A game's rules are a frozen dataclass; each option's field carries ``option(...)`` as its
metadata, so the set-up form, the rules summary and the records read the words from the
field itself.

>>> from dataclasses import dataclass, field
>>> @dataclass(frozen=True)
... class Table:
...     loud: bool = field(default=False, metadata=option(
...         label="Loud", help="Say every card aloud.", words={True: "on", False: "off"}))
>>> [(o.name, o.label, o.choices, o.words_for(True)) for o in rule_options(Table)]
[('loud', 'Loud', (True, False), 'on')]
>>> describe_options(Table(loud=True))
[('Loud', 'on')]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["RuleOption", "describe_options", "option", "rule_options"]


def option(
    *, label: str, help: str, words: Mapping[Any, str] | None = None,
    choices: tuple[Any, ...] | None = None,
) -> dict[str, Any]:
    """Field metadata for one table option: its label, help, value words and choices.

    ``choices`` defaults to the values ``words`` names.
    """
    words = dict(words or {})
    return {"label": label, "help": help, "words": words,
            "choices": tuple(words) if choices is None else tuple(choices)}


@dataclass(frozen=True)
class RuleOption:
    """One option of a rules type, as its field declares it."""

    name: str
    label: str
    help: str
    default: Any
    words: Mapping[Any, str]
    choices: tuple[Any, ...]

    def words_for(self, value: Any) -> str:
        """The words for ``value`` (its own text when the option has none, e.g. a number)."""
        return self.words.get(value, str(value))


def rule_options(rules_type: type) -> tuple[RuleOption, ...]:
    """Every option of a rules dataclass declared with ``option``, in field order."""
    return tuple(
        RuleOption(field.name, field.metadata["label"], field.metadata["help"], field.default,
                   field.metadata["words"], field.metadata["choices"])
        for field in dataclasses.fields(rules_type)
        if "label" in field.metadata
    )


def describe_options(rules: Any) -> list[tuple[str, str]]:
    """(label, value in words) for every option of a rules value, in field order."""
    return [(opt.label, opt.words_for(getattr(rules, opt.name)))
            for opt in rule_options(type(rules))]
