"""Keep hidden cards out of bot explanations shown during a hand, in readable sentences.

During a hand the table hears only a bot's public reasons (``Explanation.public``), which
name no hidden card; the redactor is the last check on them, and it keeps the card names
out of a practice match's open explanations.

A bot explains its decision from its own view, which names cards the user cannot see
(its hand, its discard). While the hand is being played every name of such a card (J♥,
JH, the jack of hearts, the right bower, the joker) is taken out, and the sentence is
mended so that it still reads well:

- a list in brackets that names only hidden cards goes ("two trumps (J♥ and A♥)" →
  "two trumps"); one that also names seen cards counts the others ("(A♥ and one more)");
- a hidden card that is one item of a list goes with its separator ("one trump, the
  right bower J♥ and one off-suit ace" → "one trump and one off-suit ace");
- any other mention becomes "a card", "another card" (a second card in the same
  construction) or "it" (the same card again);
- a factor that says little more than a hidden card ("the left bower J♣") is left out.

The result is checked once more for every name of every hidden card; if one were left,
the whole text would be replaced (fail closed). The hand's review shows the explanations
in full.
"""

from __future__ import annotations

import re
from dataclasses import replace

from euchre import Action, Card, Rank, Suit
from euchre.bots import Explanation, Factor
from euchre.bots.explain import join_words, number_word
from euchre.games import GameView

__all__ = ["WITHHELD", "Redactor"]

WITHHELD = "The reasons name cards you cannot see yet; they are shown after the hand."

_RANK_WORDS = {"four": Rank.FOUR, "five": Rank.FIVE, "six": Rank.SIX,
               "seven": Rank.SEVEN, "eight": Rank.EIGHT, "nine": Rank.NINE, "ten": Rank.TEN,
               "jack": Rank.JACK, "queen": Rank.QUEEN, "king": Rank.KING, "ace": Rank.ACE}
_SUIT_WORDS = {"clubs": Suit.CLUBS, "diamonds": Suit.DIAMONDS, "hearts": Suit.HEARTS,
               "spades": Suit.SPADES}
_THE = r"(?:\b[Tt]he )?"
_SYMBOL = re.compile(_THE + r"(?<![0-9A-Za-z])(10|[2-9TJQKA])\s?([♣♦♥♠])")
_CODE = re.compile(_THE + r"(?<![0-9A-Za-z])(10|[2-9TJQKA])([CDHS])(?![0-9A-Za-z])")
_SPOKEN = re.compile(_THE + r"\b(four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of "
                     r"(clubs|diamonds|hearts|spades)\b", re.IGNORECASE)
_BOWER = re.compile(r"\b(?:[Tt]he )?(right|left) bower\b(?: \(?((?:10|[9TJQKA])\s?[♣♦♥♠])\)?)?",
                    re.IGNORECASE)
_JOKER = re.compile(r"\b(?:[Tt]he )?(joker|benny)\b", re.IGNORECASE)
# A call of an auction is written like a card ("bids 7♦"): in a game with an auction, a
# label after "bid" is a call, and so is one after a seat's name, "over", "making", "holds",
# "the contract,", "the bid to beat is" or before "is made" when that call was made; so is a
# factor's value that is the code of a call made ("7D").
_LABEL = r"(?:10|[6-9])[♣♦♥♠]"
_BID_WORD = re.compile(rf"(\b[Bb]id(?:s|ding)?\s)({_LABEL})")
_CALLER = re.compile(rf"\b(South|West|North|East)('s\s)({_LABEL})")
_OVER = re.compile(rf"(\b(?:over|than|contract,?|of|[Mm]aking|holds|(?:to beat|standing) is)\s)"
                   rf"({_LABEL})")
_MADE = re.compile(rf"(?<![0-9A-Za-z])({_LABEL})(?=\s(?:is|was) made\b)")
_CALL_CODE = re.compile(r"\s*(?:10|[6-9])[CDHS]\s*")  # a factor's value: a call's code

# While a text is mended, every card mention is a token: hidden \ue000id\ue001 (the same
# id for the same card), seen \ue002index\ue003 (the original words, kept aside).
_HIDDEN_TOKEN = "\ue000{}\ue001"
_SEEN_TOKEN = "\ue002{}\ue003"
_TOKEN = r"(?:\ue000\d+\ue001|\ue002\d+\ue003)"
_SEPARATOR = r"(?:, and |, | and | )"
_RUN = rf"{_TOKEN}(?:{_SEPARATOR}{_TOKEN})*"
_BRACKETED = re.compile(rf" ?\((?:(?:holding|including) )?({_RUN})\)")
_INTRODUCED = re.compile(rf" (?:including|holding) ({_RUN})(?=[.,;:)]|$)")
_LISTED = re.compile(rf"(?<![\ue001\ue003])(, and |, | and )({_RUN})(?=[.,;:)]| and |$)")
_ANY_RUN = re.compile(_RUN)
_HIDDEN = re.compile(r"\ue000(\d+)\ue001")
_SEEN = re.compile(r"\ue002(\d+)\ue003")
_POSSESSIVES = {"my", "your", "his", "her", "their", "our"}


class Redactor:
    """Takes the cards that ``view``'s seat cannot see out of texts and explanations."""

    def __init__(self, view: GameView) -> None:
        visible = set(view.hand) | set(view.played_cards)
        if view.upcard is not None:
            visible.add(view.upcard)
        visible.update(view.own_discards)
        visible.update(view.exposed_hand)
        self.visible: frozenset[Card] = frozenset(visible)
        self.trump: Suit | None = view.trump
        self.joker_suit_known = view.joker_suit is not None
        self.calls: dict[str, set[str]] = {}
        self.call_codes: set[str] = set()
        ladder = view.call_ladder
        self.auction = ladder is not None
        by_action = {} if ladder is None else {call.action: call for call in ladder.calls()}
        for seat, action in view.bids:
            call = by_action.get(action)
            if call is not None:
                self.calls.setdefault(str(seat), set()).add(call.name)
                self.call_codes.add(call.code)

    def secret(self, action: Action) -> bool:
        """Whether the move itself is not told to the seat: another player giving the joker
        a suit (Five Hundred), known to the table only once the joker is played."""
        return action.is_secret and not self.joker_suit_known

    # ---- the public API -------------------------------------------------------------------
    def hides(self, action: Action) -> bool:
        """Whether ``action`` names a card the seat cannot see."""
        return action.card is not None and action.card not in self.visible

    def text(self, text: str) -> str:
        if self.auction and _CALL_CODE.fullmatch(text) and text.strip() in self.call_codes:
            return text  # a factor's value that is a call made in the auction ("7D")
        seen: list[str] = []
        hidden_ids: dict[Card | str, int] = {}
        tokens = self._tokenise(text, seen, hidden_ids)
        mended = _name_the_rest(_drop_hidden_items(tokens))
        result = _SEEN.sub(lambda m: seen[int(m[1])], mended)
        return WITHHELD if self._names_hidden_card(result) else result

    def explanation(self, explanation: Explanation) -> Explanation:
        """The explanation without hidden cards; options that play or discard a hidden card
        are left out (the hand's review shows them all)."""
        factors = tuple(
            Factor(f.name, self.text(f.value) if isinstance(f.value, str) else f.value,
                   self.text(f.text))
            for f in explanation.factors if self._says_more_than_hidden_cards(f.text)
        )
        options = tuple(o for o in explanation.options if not self.hides(o.action))
        return replace(explanation, summary=self.text(explanation.summary), factors=factors,
                       options=options)

    # ---- finding the cards ----------------------------------------------------------------
    def _tokenise(self, text: str, seen: list[str], hidden_ids: dict[Card | str, int]) -> str:
        def token(original: str, card: Card | None, key: Card | str | None = None) -> str:
            if card is not None and card in self.visible:
                seen.append(original)
                return _SEEN_TOKEN.format(len(seen) - 1)
            key = card if key is None else key
            hidden_ids.setdefault(key, len(hidden_ids))
            return _HIDDEN_TOKEN.format(hidden_ids[key])

        def bower(match: re.Match[str]) -> str:
            if match[2]:
                return token(match[0], Card.parse(match[2].replace(" ", "")))
            if self.trump is not None:
                suit = self.trump if match[1].lower() == "right" else self.trump.same_colour
                return token(match[0], Card.of(Rank.JACK, suit))
            return token(match[0], None, key=match[1].lower() + " bower")

        def written(match: re.Match[str]) -> str:
            try:
                card = Card.parse(match[1] + match[2])
            except ValueError:
                return match[0]
            return token(match[0], card)

        def spoken(match: re.Match[str]) -> str:
            card = Card.of(_RANK_WORDS[match[1].lower()], _SUIT_WORDS[match[2].lower()])
            return token(match[0], card)

        def kept(words: str) -> str:
            seen.append(words)
            return _SEEN_TOKEN.format(len(seen) - 1)

        if self.auction:
            made = set().union(*self.calls.values()) if self.calls else set()
            text = _BID_WORD.sub(lambda m: m[1] + kept(m[2]), text)
            text = _CALLER.sub(lambda m: m[1] + m[2] + kept(m[3])
                               if m[3] in self.calls.get(m[1], ()) else m[0], text)
            text = _OVER.sub(lambda m: m[1] + kept(m[2]) if m[2] in made else m[0], text)
            text = _MADE.sub(lambda m: kept(m[1]) if m[1] in made else m[0], text)
        text = _BOWER.sub(bower, text)
        text = _SYMBOL.sub(written, text)
        text = _CODE.sub(written, text)
        text = _SPOKEN.sub(spoken, text)
        return _JOKER.sub(lambda m: token(m[0], Card.joker()), text)

    def _says_more_than_hidden_cards(self, text: str) -> bool:
        """False for a text that is little more than a hidden card ("the left bower J♣",
        "not the right bower J♥"): without the card it says nothing."""
        rest = _HIDDEN.sub(" ", self._tokenise(text, [], {}))
        return len(re.findall(r"[A-Za-z]+", rest)) > 1

    def _names_hidden_card(self, text: str) -> bool:
        """Whether ``text`` still names a hidden card in any form (the final check)."""
        return bool(_HIDDEN.search(self._tokenise(text, [], {})))


# ---- mending the sentence ----------------------------------------------------------------
def _items(run: str) -> tuple[list[str], int]:
    """The seen-card tokens of a run, and how many hidden cards it names."""
    seen = [_SEEN_TOKEN.format(index) for index in _SEEN.findall(run)]
    return seen, len(_HIDDEN.findall(run))


def _with_count(seen: list[str], hidden: int) -> str:
    return join_words([*seen, f"{number_word(hidden)} more"])


def _drop_hidden_items(text: str) -> str:
    def bracketed(match: re.Match[str]) -> str:
        seen, hidden = _items(match[1])
        if not hidden:
            return match[0]
        return f" ({_with_count(seen, hidden)})" if seen else ""

    def introduced(match: re.Match[str]) -> str:
        seen, hidden = _items(match[1])
        if not hidden or seen:
            return match[0]
        return ""

    text = _BRACKETED.sub(bracketed, text)
    text = _INTRODUCED.sub(introduced, text)
    text = _ANY_RUN.sub(_mixed_run, text)
    while True:
        listed = next((m for m in _LISTED.finditer(text) if _items(m[2])[1]), None)
        if listed is None:
            break
        before, after = text[:listed.start()], text[listed.end():]
        if listed[1].strip(", ") == "and":  # the list's last item went: its new last "and"
            clause = max(before.rfind(mark) for mark in (";", ":", ".", "(", ")"))
            comma = before.rfind(", ")
            if comma > clause:
                before = before[:comma] + " and " + before[comma + 2:]
        text = before + after
    return _ANY_RUN.sub(_hidden_run, text)


def _mixed_run(match: re.Match[str]) -> str:
    """Several cards, some seen and some hidden: the seen ones and a count of the rest."""
    seen, hidden = _items(match[0])
    if not hidden or not seen:
        return match[0]
    return _with_count(seen, hidden)


def _hidden_run(match: re.Match[str]) -> str:
    """Several hidden cards that are not items of a longer list: their count."""
    _, hidden = _items(match[0])
    return f"{number_word(hidden)} cards" if hidden > 1 else match[0]


def _name_the_rest(text: str) -> str:
    """Each remaining hidden mention in words: "a card"; "another card" when an earlier
    card follows the same word ("playing K♦ … playing a hidden card"); "it" for the
    same card again."""
    named: set[str] = set()
    after_word: dict[str, set[str]] = {}  # the cards mentioned so far after each word
    parts: list[str] = []
    last = 0
    for match in re.finditer(rf"(?:(\w+) )?({_TOKEN})", text):
        word, token = (match[1] or "").lower(), match[2]
        earlier = after_word.setdefault(word, set())
        if token.startswith("\ue000"):
            if token in named:
                words = "that card" if word in _POSSESSIVES else "it"
            elif word in _POSSESSIVES:
                words = "other card" if named else "card"
            elif earlier - {token}:
                words = "another card"
            else:
                words = "a card"
            named.add(token)
            start = match.start(2)
            if not text[:start].strip() or text[:start].rstrip().endswith((".", "!", "?")):
                words = words[0].upper() + words[1:]
            parts.append(text[last:start] + words)
            last = match.end()
        earlier.add(token)
    parts.append(text[last:])
    return "".join(parts)
