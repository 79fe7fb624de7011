"""What a redaction that went wrong leaves in a text shown during a hand."""

import re

# The redactor once wrote "a hidden card" in place of a card; today it mends the sentence,
# and its working tokens are private-use characters. Either in a page is a leak of the
# redaction itself. (A bot may still speak of "the hidden cards" in general.)
REDACTION_LEFTOVER = re.compile(r"\ba hidden card\b|[\ue000\ue001]")


def redaction_leftover(text: str) -> str | None:
    """The leftover of a failed redaction in ``text``, or None."""
    found = REDACTION_LEFTOVER.search(text)
    return found[0] if found else None
