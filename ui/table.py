"""The table drawn from one seat's view: the game's seats, the trick, trump, tricks, score.

Everything here is rendered from the user's view (a game's ``GameView``), so it can only
show what that seat may know: other seats appear as card backs. Where each seat sits
comes from the game's ``Seating`` (the user at the bottom), and so does the place of a
dummy hand (Cutthroat's), drawn face down until a maker takes it. Which seats play
together this hand is the hand's ``sides`` (public: the bids decide them). The score
shows the race of the game's rules: up to a goal, or down from a count (Buck Euchre).
"""

from __future__ import annotations

from html import escape

from euchre import Action, ActionKind, Card, games
from euchre.games import GameView, GameWords
from euchre.score_race import ScoreRace
from euchre.seats import Seating
from ui.cards import card_back, card_face, suit_html

__all__ = ["TABLE_CSS", "bid_words", "seat_name", "table_html", "team_name"]

TABLE_CSS = """
.eu-table { display: grid; grid-template-columns: 1fr minmax(150px, 1.3fr) 1fr;
  grid-template-areas: "info top score" "left trick right" "last bottom tricks";
  gap: 8px; padding: 10px; border-radius: 14px; color: #f4f7f4;
  background: radial-gradient(ellipse at center, #2e7d4f 0%, #1d5c38 70%, #174a2d 100%);
  font-size: .92rem; }
.eu-area-top { grid-area: top; } .eu-area-bottom { grid-area: bottom; }
.eu-area-left { grid-area: left; } .eu-area-right { grid-area: right; }
.eu-area-info { grid-area: info; } .eu-area-score { grid-area: score; text-align: right; }
.eu-area-trick { grid-area: trick; } .eu-area-last { grid-area: last; align-self: end; }
.eu-last { display: flex; flex-wrap: wrap; gap: 2px; margin-top: 2px; }
.eu-area-tricks { grid-area: tricks; text-align: right; align-self: end; }
.eu-seat { background: rgba(0,0,0,.22); border-radius: 10px; padding: 6px 8px;
  border: 2px solid transparent; align-self: center; justify-self: center; min-width: 92px;
  text-align: center; }
.eu-seat.eu-active { border-color: #f2c230; box-shadow: 0 0 10px rgba(242,194,48,.7); }
.eu-seat.eu-out { opacity: .5; }
.eu-dummy { border: 2px dashed rgba(255,255,255,.45); }
.eu-seat-name { font-weight: 700; }
.eu-seat-role { font-size: .75rem; opacity: .85; }
.eu-chip { display: inline-block; font-size: .7rem; font-weight: 700; border-radius: 9px;
  padding: 1px 7px; margin: 2px 2px 0; background: #f4f7f4; color: #174a2d; }
.eu-chip.eu-dealer { background: #f2c230; color: #3b2f00; }
.eu-chip.eu-maker { background: #90caf9; color: #0d2c4a; }
.eu-chip.eu-turn { background: #ffe082; color: #3b2f00; }
.eu-chip.eu-out-chip { background: #5c6670; color: #f4f7f4; }
.eu-bid { display: block; margin-top: 3px; font-size: .8rem; font-style: italic;
  color: #ffe9a8; }
.eu-backs { display: flex; justify-content: center; margin-top: 4px; }
.eu-backs .eu-card + .eu-card { margin-left: -20px; }
.eu-trick { display: grid; grid-template-columns: repeat(3, auto); justify-content: center;
  align-items: center; gap: 2px 6px; min-height: 150px; background: rgba(0,0,0,.12);
  border-radius: 12px; padding: 6px; }
.eu-trick .eu-slot-top { grid-column: 2; grid-row: 1; }
.eu-trick .eu-slot-left { grid-column: 1; grid-row: 2; }
.eu-trick .eu-slot-centre { grid-column: 2; grid-row: 2; text-align: center; font-size: .72rem;
  max-width: 84px; }
.eu-trick .eu-slot-right { grid-column: 3; grid-row: 2; }
.eu-trick .eu-slot-bottom { grid-column: 2; grid-row: 3; }
.eu-slot { min-width: 40px; min-height: 57px; display: flex; justify-content: center; }
.eu-big-suit { font-size: 1.9rem; line-height: 1; background: #fff; border-radius: 8px;
  padding: 2px 7px; display: inline-block; }
.eu-big-suit.eu-no-trump { font-size: 1.05rem; font-weight: 700; color: #174a2d;
  padding: 4px 8px; }
.eu-label { font-size: .72rem; text-transform: uppercase; letter-spacing: .05em;
  opacity: .8; }
.eu-nowrap { white-space: nowrap; }
.eu-score { font-size: 1.2rem; font-weight: 700; line-height: 1.2; }
.eu-scores { display: inline-grid; grid-template-columns: auto auto; gap: 0 8px;
  text-align: left; font-size: .9rem; }
.eu-scores b { font-size: 1.05rem; text-align: right; }
.eu-us { font-size: .68rem; opacity: .75; }
.eu-turned-up { vertical-align: middle; margin-left: 4px; }
.eu-mini { display: inline-flex; flex-direction: column; align-items: center; font-size: .62rem;
  line-height: 1.1; }
@media (max-width: 640px) {
  .eu-table { grid-template-columns: 1fr minmax(132px, 1.2fr) 1fr; gap: 5px; padding: 6px;
    font-size: .8rem; }
  .eu-seat { min-width: 0; padding: 4px; }
  .eu-backs .eu-card + .eu-card { margin-left: -24px; }
}
"""


def team_name(team: int, user: int, seating: Seating) -> str:
    """A team as the user reads it ("Your team", "Opponents"; "West" when each plays alone)."""
    return seating.team_label(team, user)


def seat_name(seat: int, user: int, seating: Seating) -> str:
    """A seat as the user reads it ("You", "North (partner)", "West")."""
    return seating.seat_label(seat, user)


def bid_words(action: Action, seat: int, dealer: int) -> str:
    """A bid in the third person; the dealer picks the upcard up rather than orders it."""
    if action.kind is ActionKind.ORDER_UP and seat == dealer:
        return "picks it up" + (" alone" if action.alone else "")
    return action.describe()


def _last_bid(view: GameView, seat: int) -> str | None:
    bids = [action for who, action in view.bids if who == seat]
    return bid_words(bids[-1], seat, view.dealer) if bids else None


def _chips(view: GameView, seat: int, seating: Seating, sides: tuple[int, ...] | None) -> str:
    chips = []
    out = view.sitting_out
    if seat == view.dealer:
        chips.append('<span class="eu-chip eu-dealer" title="dealer">Dealer</span>')
    if seat == view.maker:
        text = (f"Contractor · {view.contract.label}" if view.contract is not None else
                "Maker · alone" if view.maker_alone else
                "Maker · with the dummy" if view.took_dummy else "Maker")
        chips.append(f'<span class="eu-chip eu-maker">{text}</span>')
    if seat == view.lone_defender:
        chips.append('<span class="eu-chip eu-maker">Defends alone</span>')
    elif _defends_with_others(view, seat, seating, sides, out):
        chips.append('<span class="eu-chip">Defender</span>')
    if seat in out:
        words = "Dropped out" if seat in view.dropped else "Sits out"
        chips.append(f'<span class="eu-chip eu-out-chip">{words}</span>')
    if seat == view.to_act:
        chips.append('<span class="eu-chip eu-turn">To play</span>'
                     if view.card_play else '<span class="eu-chip eu-turn">To act</span>')
    return "".join(chips)


def _defends_with_others(view: GameView, seat: int, seating: Seating,
                         sides: tuple[int, ...] | None, out: frozenset[int]) -> bool:
    """Whether ``seat`` is one of the maker's opponents playing together this hand where
    players keep score alone (Cutthroat's two defenders; in Buck Euchre each plays for
    themselves, so nobody is)."""
    made = view.maker
    if made is None or seat == made or seat in out or seating.in_partnerships:
        return False
    if sides is None:
        return True
    return sides[seat] != sides[made] and sides.count(sides[seat]) > 1


def _seat_box(view: GameView, seat: int, level: str, seating: Seating,
              sides: tuple[int, ...] | None) -> str:
    classes = ["eu-seat"]
    if seat == view.to_act:
        classes.append("eu-active")
    if seat in view.sitting_out:
        classes.append("eu-out")
    partner = seat != view.seat and seating.teams[seat] == seating.teams[view.seat]
    side = "partner" if partner else "opponent"
    role = "you" if seat == view.seat else f"{side} · {level} bot" if level else side
    bidding = not view.card_play and view.to_act is not None
    bid = _last_bid(view, seat) if bidding else None
    bid_html = f'<span class="eu-bid">“{escape(bid)}”</span>' if bid else ""
    tricks = view.tricks_won[seat]
    tricks_html = (f'<div class="eu-seat-role">tricks: {tricks}</div>'
                   if view.trump_fixed and seat not in view.sitting_out else "")
    count = view.hand_sizes[seat]
    backs = _backs(count) if seat != view.seat and count else ""
    label = seating.names[seat]
    name = f"You ({label})" if seat == view.seat else label
    return (f'<div class="{" ".join(classes)} eu-area-{seating.positions[seat]}" '
            f'aria-label="{escape(name)}">'
            f'<div class="eu-seat-name">{escape(name)}</div>'
            f'<div class="eu-seat-role">{escape(role)}</div>'
            f"{_chips(view, seat, seating, sides)}{bid_html}{tricks_html}{backs}</div>")


def _backs(count: int) -> str:
    """A fan of ``count`` card backs, one per card held, its count said aloud and shown on
    hover (the fanned backs overlap)."""
    said = f"{count} card{'s' * (count != 1)} face down"
    return (f'<div class="eu-backs" role="img" aria-label="{said}" title="{said}">'
            + "".join(card_back() for _ in range(count)) + "</div>")


def _dummy_box(view: GameView, seating: Seating) -> str:
    """The dummy's place: its cards face down until the maker takes them (its size and
    whether it was taken are in the view; its cards never are)."""
    if seating.dummy_position is None:
        return ""
    size, maker = view.dummy_size, view.maker
    taker = "" if maker is None else seat_name(maker, view.seat, seating)
    if view.took_dummy:
        state = f"taken by {'you' if maker == view.seat else taker}"
    elif view.took_dummy is False:
        state = f"not used: {'you go' if maker == view.seat else taker + ' goes'} alone"
    else:
        state = "face down; the maker may take it"
    classes = "eu-seat eu-dummy" + (" eu-out" if view.took_dummy is False else "")
    return (f'<div class="{classes} eu-area-{seating.dummy_position}" aria-label="the dummy" '
            f'data-dummy-size="{size}"><div class="eu-seat-name">Dummy</div>'
            f'<div class="eu-seat-role">{escape(state)}</div>'
            f"{_backs(size) if size else ''}</div>")


def _trick_area(view: GameView, seating: Seating) -> str:
    plays: tuple[tuple[int, Card], ...] = view.current_trick
    winner: int | None = None
    caption = ""
    if plays:
        caption = f"Trick {len(view.tricks) + 1}"
    elif view.tricks:
        last = view.tricks[-1]
        plays, winner = last.plays, last.winner
        caption = f"Trick {len(view.tricks)} won by {seat_name(winner, view.seat, seating)}"
    slots = {seat: "" for seat in seating.seats}
    for seat, card in plays:
        slots[seat] = card_face(card, "sm", "eu-win" if seat == winner else "")
    centre = _centre_text(view, caption)
    cells = "".join(
        f'<div class="eu-slot eu-slot-{seating.positions[seat]}">{slots[seat]}</div>'
        for seat in seating.seats
    )
    return (f'<div class="eu-area-trick eu-trick" aria-label="cards on the table">{cells}'
            f'<div class="eu-slot-centre">{centre}</div></div>')


def _centre_text(view: GameView, caption: str) -> str:
    turned = view.upcard
    if turned is None and view.kitty_size and not view.tricks and not view.current_trick:
        return f"{_backs(view.kitty_size)}<div>kitty</div>"
    if turned is None:
        return escape(caption)
    if not view.trump_fixed and view.to_act is not None:
        up = card_face(turned, "sm", "eu-muted" if view.turned_down is not None else "")
        note = "turned down" if view.turned_down is not None else "upcard"
        return f"{up}<div>{note}</div>"
    return escape(caption)


def _contract_info(view: GameView, seating: Seating) -> str:
    """The contract won in the auction, who won it, trump and the joker's suit when told."""
    bid = view.contract
    who = "you" if view.maker == view.seat else seat_name(view.maker, view.seat, seating)
    if view.trump is not None:
        shown = suit_html(view.trump)
        rule = f"{bid.tricks} tricks, {escape(view.trump.name.lower())} trump"
    else:
        shown = escape(bid.label.capitalize())
        joker = view.joker_suit
        rule = "no trump suit" if not bid.is_misere else "to take no trick"
        if joker is not None:
            rule += f"; the joker is a {escape(joker.symbol)}"
    return (f'<div class="eu-label">Contract · {bid.value} points</div>'
            f'<span class="eu-big-suit{" eu-no-trump" if view.trump is None else ""}">'
            f"{shown}</span><div>{rule} · bid by {escape(who)}</div>")


def _auction_info(view: GameView, seating: Seating) -> str:
    """The auction so far: the highest bid and its bidder."""
    high = view.high_bid
    if high is None:
        state = "no bid yet"
    else:
        bidder = view.high_bidder
        who = "you" if bidder == view.seat else seat_name(bidder, view.seat, seating)
        state = f"high bid {high.label} ({escape(who)})"
    return (f'<div class="eu-label">Hand {view.hand_number}</div><div>Auction: '
            f"{escape(state)}</div>")


def _info(view: GameView, seating: Seating, words: GameWords) -> str:
    if view.contract is not None:
        return _contract_info(view, seating)
    if view.has_auction:
        return _auction_info(view, seating)
    if view.no_trump:
        return ('<div class="eu-label">Trump</div><span class="eu-big-suit eu-no-trump">'
                "No trump</span><div>everyone passed twice: jacks are plain jacks</div>")
    if view.trump is not None and view.trump_turned:
        turned = view.upcard
        shown = (f'<span class="eu-mini eu-turned-up" title="turned up: {escape(turned.spoken)}">'
                 f'{card_face(turned, "xs")}turned up</span>')
        return (f'<div class="eu-label">Trump</div><span class="eu-big-suit">'
                f"{suit_html(view.trump)}</span> {shown}<div>{escape(view.trump.name.lower())} "
                "turned up: trump with no bidding, no maker</div>")
    if view.trump is not None:
        made = seat_name(view.maker, view.seat, seating) if view.maker is not None else ""
        made = "you" if view.maker == view.seat else made
        how = ("named" if view.turned_down is not None else
               "picked up" if view.maker == view.dealer else "ordered up")
        alone = (" alone" if view.maker_alone else
                 " with the dummy" if view.took_dummy else "")
        return (f'<div class="eu-label">Trump</div><span class="eu-big-suit">'
                f"{suit_html(view.trump)}</span><div>{how} by {escape(made)}{alone}</div>")
    phase = words.phase_label(view)
    return f'<div class="eu-label">Hand {view.hand_number}</div><div>{escape(phase)}</div>'


def _us_and_them(seating: Seating, user: int, by_team: tuple[int, ...]) -> tuple[int, int]:
    ours = seating.teams[user]
    theirs = next(team for team in range(len(by_team)) if team != ours)
    return by_team[ours], by_team[theirs]


def _each(seating: Seating, user: int, by_team: tuple[int, ...], what: str) -> str:
    """Every team's figure, named as the user reads them ("You 3", "West 5", …)."""
    names = [seating.team_label(team, user) for team in range(len(by_team))]
    spoken = ", ".join(f"{name} {value}{what}" for name, value in zip(names, by_team,
                                                                       strict=True))
    rows = "".join(f"<span>{escape(name)}</span><b>{value}</b>"
                   for name, value in zip(names, by_team, strict=True))
    return f'<div class="eu-scores" aria-label="{escape(spoken)}">{rows}</div>'


def _score_heading(race: ScoreRace) -> tuple[str, ...]:
    """The score box's heading in phrases, each kept on one line: "Score · to 10", a count
    going down: "Count · 25 down to 0", or a race with a floor: "Score · to 500" and
    "out at −500" (a box too narrow for both breaks between them only)."""
    if race.counts_down:
        return (f"Count · {race.start} down to {race.goal}",)
    if race.floor is not None:
        return (f"Score · to {race.goal},", f"out at {race.floor}".replace("-", "−"))
    return (f"Score · {race.words}",)


def _score(view: GameView, score_by_seat: tuple[int, ...], seating: Seating) -> str:
    phrases = " ".join(f'<span class="eu-nowrap">{escape(phrase)}</span>'
                       for phrase in _score_heading(view.rules.score_race))
    heading = f'<div class="eu-label">{phrases}</div>'
    score = seating.team_totals(score_by_seat)
    if not seating.in_partnerships:
        return heading + _each(seating, view.seat, score, "")
    ours, theirs = _us_and_them(seating, view.seat, score)
    return (f'{heading}<div class="eu-score" aria-label="your team {ours}, opponents {theirs}">'
            f'{ours} – {theirs}</div><div class="eu-us">us – them</div>')


def _tricks(view: GameView, seating: Seating) -> str:
    if not view.trump_fixed:
        return ""
    by_team = tuple(sum(view.tricks_won[seat] for seat in seating.members(team))
                    for team in range(len(seating.team_names)))
    if not seating.in_partnerships:
        return '<div class="eu-label">Tricks</div>' + _each(seating, view.seat, by_team,
                                                              " tricks")
    ours, theirs = _us_and_them(seating, view.seat, by_team)
    return (f'<div class="eu-label">Tricks</div>'
            f'<div class="eu-score" aria-label="your team {ours} tricks, opponents {theirs}">'
            f'{ours} – {theirs}</div><div class="eu-us">us – them</div>')


def _last_trick(view: GameView, seating: Seating) -> str:
    """The previous trick, small and with who played what, while the next one is played."""
    if not (view.current_trick and view.tricks):
        return ""
    last = view.tricks[-1]
    cards = "".join(
        f'<span class="eu-mini">{card_face(card, "xs", "eu-win" if seat == last.winner else "")}'
        f"{escape(seating.names[seat][:1])}</span>"
        for seat, card in last.plays)
    winner = seat_name(last.winner, view.seat, seating)
    return (f'<div class="eu-label">Last trick · {escape(winner)}'
            f'</div><div class="eu-last">{cards}</div>')


def table_html(view: GameView, level: str, score_by_seat: tuple[int, ...],
               position: tuple[int, int], sides: tuple[int, ...] | None = None,
               seating: Seating | None = None) -> str:
    """The whole table as HTML. ``score_by_seat`` is every seat's match score as shown now
    (the table shows the teams' totals); ``level`` names the bots ("" for no bots);
    ``sides`` are the hand's sides (who plays with whom), when known; ``seating`` draws the
    table from another seat than the view's seating has at the bottom."""
    seating = seating or view.seating
    words = games.game(view.game_id).words
    seats = "".join(_seat_box(view, seat, level, seating, sides) for seat in seating.seats)
    seats += _dummy_box(view, seating)
    hand_number, move = position
    to_act = seating.names[view.to_act] if view.to_act is not None else ""
    return (
        f'<div class="eu-table" data-hand="{hand_number}" data-move="{move}" '
        f'data-phase="{escape(str(view.phase))}" data-to-act="{to_act}" '
        f'data-upcard="{"" if view.upcard is None else view.upcard.text}" '
        f'aria-label="the card table">'
        f'<div class="eu-area-info">{_info(view, seating, words)}</div>'
        f'<div class="eu-area-score">'
        f"{_score(view, score_by_seat, seating)}</div>"
        f"{seats}{_trick_area(view, seating)}"
        f'<div class="eu-area-last">{_last_trick(view, seating)}</div>'
        f'<div class="eu-area-tricks">{_tricks(view, seating)}</div></div>'
    )
