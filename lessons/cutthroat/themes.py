"""What Cutthroat's exercises practise."""

from __future__ import annotations

from lessons.kit.themes import Theme

__all__ = ["CutthroatTheme"]


class CutthroatTheme(Theme):
    """What Cutthroat's exercises practise."""

    ORDER_UP = (
        "cutthroat-order-up", "Cutthroat: ordering up",
        "The maker plays alone against two, helped only by the dummy: order up when your "
        "trumps can take three tricks of five with five more cards to choose from.",
    )
    NAME_SUIT = (
        "cutthroat-name-suit", "Cutthroat: naming a suit",
        "Once the upcard is turned down, name the suit that gives you the most tricks, "
        "or pass and let the others risk being euchred (each defender scores 2).",
    )
    DUMMY_OR_ALONE = (
        "cutthroat-dummy-or-alone", "Cutthroat: the dummy or alone",
        "Going alone scores no more than taking the dummy: it gives up five more cards to "
        "choose from (you may always keep your own five) and changes only who leads.",
    )
    KEEP_FIVE = (
        "cutthroat-keep-five", "Cutthroat: keeping five of ten",
        "From your ten cards keep the five that take the most tricks: trumps first, then "
        "aces, and voids that let you trump in.",
    )
    DEFEND_ALONE = (
        "cutthroat-defend-alone", "Cutthroat: defending alone",
        "A lone defender who takes three tricks scores 2 (4 for all five) but plays one "
        "against one; with the other defender's help the maker is euchred more often.",
    )
