"""Card faces as HTML/CSS: red and black suits, readable on a phone, named for screen readers."""

from __future__ import annotations

from html import escape

from euchre import Card, Suit

__all__ = ["CARD_CSS", "card_back", "card_button_key", "card_face", "card_label", "suit_html"]

CARD_CSS = """
.eu-card { position: relative; display: inline-flex; flex-direction: column;
  box-sizing: border-box; width: var(--eu-w, 52px); height: var(--eu-h, 74px);
  border-radius: 7px; background: #fff; border: 1px solid #9aa3ad;
  box-shadow: 0 1px 3px rgba(0,0,0,.25); color: #1b1f24; font-weight: 700;
  font-family: "Liberation Sans", Arial, sans-serif; line-height: 1; flex: none; }
.eu-card.eu-red { color: #c62828; }
.eu-card .eu-corner { position: absolute; top: 4px; left: 5px; text-align: center;
  font-size: calc(var(--eu-w, 52px) * .30); }
.eu-card .eu-pip { margin: auto; font-size: calc(var(--eu-w, 52px) * .58); }
.eu-card.eu-sm { --eu-w: 40px; --eu-h: 57px; }
.eu-card.eu-xs { --eu-w: 30px; --eu-h: 43px; border-radius: 5px; }
.eu-card.eu-back { background: repeating-linear-gradient(45deg, #1f4e8c 0 4px, #2a63ad 4px 8px);
  border: 2px solid #fff; outline: 1px solid #1f4e8c; }
.eu-card.eu-joker .eu-pip { font-size: calc(var(--eu-w, 52px) * .26); }
.eu-card.eu-win { outline: 3px solid #f2c230; outline-offset: 1px; }
.eu-card.eu-muted { opacity: .55; }
.eu-suit-red { color: #c62828; }
.eu-suit-black { color: #1b1f24; }
"""


def _colour_class(card: Card) -> str:
    return "eu-red" if card.suit is not None and card.suit.is_red else "eu-black"


def card_face(card: Card, size: str = "", extra: str = "") -> str:
    """One card face; ``size`` is "" (normal), "sm" or "xs"; ``extra`` adds CSS classes."""
    classes = ["eu-card", _colour_class(card)]
    if size:
        classes.append(f"eu-{size}")
    if extra:
        classes.append(extra)
    spoken = escape(card.spoken)
    if card.is_joker:
        classes.append("eu-joker")
        inner = '<span class="eu-pip">JOKER</span>'
    else:
        rank, suit = card.rank.label, card.suit.symbol
        inner = (f'<span class="eu-corner" aria-hidden="true">{rank}<br>{suit}</span>'
                 f'<span class="eu-pip" aria-hidden="true">{suit}</span>')
    return (f'<span class="{" ".join(classes)}" role="img" aria-label="{spoken}" '
            f'title="{spoken}">{inner}</span>')


def card_back(size: str = "xs") -> str:
    size_class = f" eu-{size}" if size else ""
    return f'<span class="eu-card eu-back{size_class}" aria-hidden="true"></span>'


def suit_html(suit: Suit) -> str:
    colour = "eu-suit-red" if suit.is_red else "eu-suit-black"
    return f'<span class="{colour}" role="img" aria-label="{suit.noun}">{suit.symbol}</span>'


def card_label(card: Card) -> str:
    """The text on a card button (its colour comes from the key's CSS class)."""
    return "Joker" if card.is_joker else card.symbol


def card_button_key(purpose: str, card: Card) -> str:
    """Widget key of a card button; its colour class is read by the card-button CSS."""
    colour = "r" if card.suit is not None and card.suit.is_red else "b"
    return f"card_{colour}_{purpose}_{card.text}"
