"""Driving the Play page in Chromium as a user does, and checking what reaches the page.

Used by the browser tests and by ``bench/browser_matches.py``. Every check compares the
page with the engine: the server mirrors the table session to a file (see serve_app.py).
"""

from __future__ import annotations

import itertools
import json
import re
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from euchre import Card, HandState, Phase, Rank, Seat, Suit
from euchre.games.euchre.records import match_from_record
from tests.redaction import redaction_leftover

from .browser_app import APP_READY, OUTPUT, AppServer

FINISHED = (str(Phase.SCORED), str(Phase.THROWN_IN))  # table phases that end a hand
USER_BUTTONS = "[class*='st-key-bid_'] button:enabled, [class*='st-key-card_'] button:enabled"
SETTLED = """() => {
  const table = document.querySelector('.eu-table');
  const app = document.querySelector("[data-testid='stApp']");
  if (!table || !app || app.dataset.testScriptState !== 'notRunning') return false;
  if (['scored', 'thrown in'].includes(table.dataset.phase)) return true;
  return table.dataset.toAct === 'South' && [...document.querySelectorAll(
    "[class*='st-key-bid_'] button:enabled, [class*='st-key-card_'] button:enabled")]
    .some((button) => button.checkVisibility());
}"""
REVIEW_DONE = r"""() => {
  const app = document.querySelector("[data-testid='stApp']");
  const main = document.querySelector("[data-testid='stMain']");
  return app && app.dataset.testScriptState === 'notRunning' && main
    && main.innerText.includes('Your decisions against Expert')
    && /\d+ good decisions?|no real choice/.test(main.innerText)
    && !document.querySelector("[data-testid='stProgress']");
}"""

# Records every (hand, move) the table shows (to check that bots appear one decision at a
# time) and times the last click to the first change of the table, on the page's clock.
WATCH_TABLE = """(() => {
  window.euShown = []; window.euClickAt = null; window.euChangedAt = null;
  document.addEventListener('click', () => {
    window.euClickAt = performance.now(); window.euChangedAt = null; }, true);
  const look = () => {
    const t = document.querySelector('.eu-table'); if (!t) return;
    const shown = [Number(t.dataset.hand), Number(t.dataset.move)];
    const last = window.euShown[window.euShown.length - 1];
    if (!last || last[0] !== shown[0] || last[1] !== shown[1]) {
      window.euShown.push(shown);
      if (window.euClickAt !== null && window.euChangedAt === null) {
        window.euChangedAt = performance.now();
      }
    }
  };
  new MutationObserver(look).observe(document, {subtree: true, childList: true,
                                                 attributes: true});
})();"""


def screenshot(page, name: str) -> Path:
    """The whole page (Streamlit scrolls inside its main area, so grow the viewport)."""
    size = page.viewport_size
    height = page.evaluate("""() => Math.max(document.body.scrollHeight, ...[
        ...document.querySelectorAll("[data-testid='stMain'], [data-testid='stAppViewContainer']")
      ].map((element) => element.scrollHeight))""")
    page.set_viewport_size({"width": size["width"], "height": min(max(height, size["height"]),
                                                                   7000)})
    page.wait_for_timeout(300)
    path = OUTPUT / name
    page.screenshot(path=path)
    page.set_viewport_size(size)
    return path


def wait_ready(page, timeout_ms: int = 30_000) -> None:
    page.wait_for_selector(APP_READY, timeout=timeout_ms)


def table_position(page) -> tuple[int, int, str]:
    table = page.locator(".eu-table")
    return (int(table.get_attribute("data-hand")), int(table.get_attribute("data-move")),
            table.get_attribute("data-phase"))


def settle(page, timeout_ms: int = 60_000) -> tuple[int, int, str]:
    """Wait until it is the user's turn (with something to click) or the hand is over.

    If that never comes, the failure says where the table stood and what the page showed
    (and a screenshot is saved), so a stall can be told from a slow bot."""
    try:
        page.wait_for_function(SETTLED, timeout=timeout_ms)
    except PlaywrightTimeout:
        path = screenshot(page, "settle-timeout.png")
        table = page.locator(".eu-table")
        where = (table.evaluate("e => Object.entries(e.dataset).map(([k, v]) => k + '=' + v)"
                                ".join(' ')") if table.count() else "no table on the page")
        text = page.inner_text("body")[-1500:]
        raise AssertionError(f"the page did not settle in {timeout_ms / 1000:.0f} s; table: "
                             f"{where}; screenshot {path}; the page ends with:\n{text}") from None
    return table_position(page)


def assert_no_exception(page) -> None:
    errors = page.locator("[data-testid='stException']")
    assert errors.count() == 0, errors.first.inner_text()


def hidden_cards(record: dict, hand_number: int, move: int) -> set[Card]:
    """Cards South cannot see at this position, by replaying the engine's record."""
    match = match_from_record(record["match"])
    played = match.hands[hand_number - 1]
    state = HandState(played.rules, played.deal)
    for seat, action in played.history[:move]:
        state = state.apply(action, seat)
    hidden = {card for seat in Seat if seat != Seat.SOUTH for card in state.hand(seat)}
    hidden |= set(state.kitty)
    if state.discard is not None and state.dealer != Seat.SOUTH:
        hidden.add(state.discard)
    hidden.discard(state.upcard)  # everyone saw the upcard
    return hidden


# The page without the earlier hand's review (a tab): that hand's cards are all shown.
PAGE_WITHOUT_EARLIER_HAND = """() => {
  const copy = document.documentElement.cloneNode(true);
  copy.querySelectorAll('.st-key-earlier_hand').forEach((element) => element.remove());
  return [copy.outerHTML, copy.querySelector('body').textContent];
}"""


def assert_no_hidden_cards(page, server: AppServer) -> None:
    """Nothing in the page's HTML or text names a card South cannot see now (the review
    of the hand before, in its own tab, shows that hand's cards: it is left out)."""
    hand_number, move, _ = table_position(page)
    hidden = hidden_cards(server.table_record(), hand_number, move)
    assert hidden, "there are always unseen cards during a hand"
    html, text = page.evaluate(PAGE_WITHOUT_EARLIER_HAND)
    classes = " ".join(re.findall(r'class="([^"]*)"', html))
    for card in hidden:
        assert card.symbol not in text and card.symbol not in html, f"{card.symbol} leaked"
        assert card.spoken not in html.lower(), f"{card.spoken} leaked"
        code = re.compile(rf"(?<![0-9A-Za-z]){card.text}(?![0-9A-Za-z])")
        assert not code.search(text) and not code.search(classes), f"{card.text} leaked"
    assert redaction_leftover(text) is None


def click_and_time(page, button) -> float:
    """Click, then wait until the table shows the next position; seconds from the
    browser's click event to the table's change, both on the page's own clock."""
    hand_number, move, _ = table_position(page)
    page.evaluate("() => { window.euClickAt = null; window.euChangedAt = null; }")
    button.click()
    page.wait_for_function(
        """([hand, move]) => { const t = document.querySelector('.eu-table');
             return t && (Number(t.dataset.move) > move || Number(t.dataset.hand) > hand); }""",
        arg=[hand_number, move], timeout=20_000)
    page.wait_for_function("() => window.euChangedAt !== null")
    return page.evaluate("() => (window.euChangedAt - window.euClickAt) / 1000")


def hand_changes(server: AppServer, since: int, hand_number: int) -> list[tuple[dict, dict]]:
    """Consecutive pairs of the server's logged changes of one hand that moved it on.
    ``since`` is how many changes the server had logged before this match began."""
    changes = [entry for entry in server.timeline()[since:] if entry["hand"] == hand_number]
    return [(a, b) for a, b in itertools.pairwise(changes) if b["move"] != a["move"]]


def bot_decision_gaps(moves: list[tuple[dict, dict]]) -> list[float]:
    """Seconds, on the server's clock, from each change to the bot decision after it."""
    return [b["at"] - a["at"] for a, b in moves if b["actor"] != "South"]


def assert_bots_paced(server: AppServer, since: int, hand_number: int,
                      pace_seconds: float) -> None:
    """On the server's clock: each change of the hand was one decision, and each bot
    decision came at least the bot pace after the change before it."""
    moves = hand_changes(server, since, hand_number)
    assert moves
    assert all(b["move"] == a["move"] + 1 for a, b in moves), moves
    gaps = bot_decision_gaps(moves)
    assert gaps and min(gaps) >= pace_seconds, (min(gaps), moves)


def shown_positions(page) -> list[list[int]]:
    """Every (hand, move) the table showed since the page opened, in order."""
    return page.evaluate("() => window.euShown")


def skipped_positions(shown: list[list[int]]) -> list[tuple[int, int]]:
    """The positions of a hand that the table never showed between two it did."""
    return [(a[0], move) for a, b in itertools.pairwise(shown) if a[0] == b[0]
            for move in range(a[1] + 1, b[1])]


def assert_one_decision_at_a_time(page) -> None:
    """The browser drew every position of the hand, one after another."""
    shown = shown_positions(page)
    steps = [(b[1] - a[1]) for a, b in itertools.pairwise(shown) if a[0] == b[0]]
    assert steps and all(step == 1 for step in steps), shown


def open_play_page(browser, server: AppServer, width: int, height: int):
    page = browser.new_page(viewport={"width": width, "height": height})
    page.add_init_script(WATCH_TABLE)
    page.goto(f"{server.url}/play")
    wait_ready(page)
    return page


def start_match(page, level: str = "Normal", points_to_win: int | None = None,
                speed: str | None = None) -> None:
    """On the set-up screen: choose the level (and points to win), deal the first hand."""
    page.get_by_role("radio", name=re.compile(rf"^{level} \(\+\d+\)$")).click()
    page.get_by_text(re.compile(rf"^{level}: ")).wait_for()  # the level's description
    wait_ready(page)
    if points_to_win is not None:
        page.get_by_text("Table rules", exact=True).click()
        choice = page.locator("[class*='st-key-setup_euchre_points_to_win']")
        for _ in range(3):  # a rerun arriving meanwhile can close the list: open it again
            choice.get_by_role("combobox").click()
            option = page.get_by_role("option", name=str(points_to_win), exact=True)
            try:
                option.click(timeout=5_000)
            except PlaywrightTimeout:
                continue
            wait_ready(page)
            if choice.get_by_role("combobox").input_value() == str(points_to_win):
                break
        assert choice.get_by_role("combobox").input_value() == str(points_to_win)
    page.get_by_role("button", name="Deal the first hand").click()
    page.wait_for_selector(".eu-table", timeout=30_000)
    if speed is not None:
        page.get_by_role("radio", name=speed, exact=True).click()
    wait_ready(page)


def sign_up(page, url: str, username: str, password: str) -> None:
    page.goto(f"{url}/account")
    wait_ready(page)
    page.get_by_role("tab", name="Sign up").click()
    form = page.locator("[data-testid='stForm']").filter(has_text="Password again")
    form.locator("input[aria-label='Username']").fill(username)
    form.locator("input[aria-label='Password']").fill(password)
    form.locator("input[aria-label='Password again']").fill(password)
    form.get_by_role("button", name="Sign up").click()
    page.get_by_text("Your account is ready").wait_for(timeout=30_000)


def sign_in(page, url: str, username: str, password: str) -> None:
    page.goto(f"{url}/account")
    wait_ready(page)
    form = page.locator("[data-testid='stForm']").filter(
        has=page.get_by_role("button", name="Sign in"))
    form.locator("input[aria-label='Username']").fill(username)
    form.locator("input[aria-label='Password']").fill(password)
    form.get_by_role("button", name="Sign in").click()
    page.get_by_text("Signed in.").wait_for(timeout=30_000)


def go_to_play(page) -> None:
    page.locator("[data-testid='stSidebarNav']").get_by_role("link", name="Play").click()
    wait_ready(page)


# ---- asking Expert and following it ---------------------------------------------------------
HINT = "[class*='st-key-hint_']"


def ask_hint(page) -> str:
    """Ask for the hint; the action it suggests, in the record's words (e.g. "play JH").
    With one legal action the page offers no hint: that action is returned."""
    if page.get_by_text(re.compile(r"^Only one legal (card|move)")).count():
        return only_legal_action(page)
    page.get_by_role("button", name="Hint: what would Expert do?").click()
    page.wait_for_selector(HINT, timeout=30_000)
    wait_ready(page)
    classes = page.locator(HINT).first.get_attribute("class")
    key = re.search(r"st-key-hint_(\S+)", classes)[1]
    return key.replace("-", " ")


def only_legal_action(page) -> str:
    """The one enabled card or call button's action, in the record's words."""
    card = page.locator("[class*='st-key-card_']:has(button:not([disabled]))")
    if card.count():
        classes = card.first.get_attribute("class")
        return "play " + re.search(r"st-key-card_[rb]_\d+_\d+_(\w+)", classes)[1]
    classes = page.locator("[class*='st-key-bid_']:has(button:not([disabled]))").first \
        .get_attribute("class")
    return re.search(r"st-key-bid_(\S+)_\d+_\d+", classes)[1].replace("-", " ")


def user_cards(page) -> list[Card]:
    """The user's hand as the page shows it (faces while bidding, buttons in play)."""
    faces = page.locator(".eu-hand")
    if faces.count():
        return [Card.parse(text) for text in faces.first.get_attribute("data-cards").split()]
    keys = page.locator("[class*='st-key-card_']").evaluate_all(
        "(nodes) => nodes.map((n) => n.className)")
    return [Card.parse(re.search(r"st-key-card_[rb]_\d+_\d+_(\w+)", k)[1]) for k in keys]


def _position_key(page) -> str:
    hand_number, move, _ = table_position(page)
    return f"{hand_number}_{move}"


def both_bowers_suit(page) -> Suit | None:
    """A suit the user may make trump now holding both its bowers (round 1: the upcard's)."""
    cards = set(user_cards(page))
    position = _position_key(page)
    offered = []
    if page.locator(f"[class~='st-key-bid_order-up_{position}']").count():
        offered.append(Card.parse(page.locator(".eu-table").get_attribute("data-upcard")).suit)
    offered += [suit for suit in Suit
                if page.locator(f"[class~='st-key-bid_name-{suit.letter}_{position}']").count()]
    for suit in offered:
        if {Card.of(Rank.JACK, suit), Card.of(Rank.JACK, suit.same_colour)} <= cards:
            return suit
    return None


def button_for(page, action_text: str):
    """The button that takes ``action_text`` (a loner's plain button; tick Go alone first)."""
    position = _position_key(page)
    words = action_text.split()
    if words[0] in ("play", "discard"):
        card = Card.parse(words[1])
        colour = "r" if card.suit is not None and card.suit.is_red else "b"
        # a card with a tooltip is drawn twice, one copy hidden: take the one on screen
        return page.locator(f"[class~='st-key-card_{colour}_{position}_{card.text}'] button"
                            ).filter(visible=True).first
    plain = "-".join(word for word in words if word != "alone")
    return page.locator(f"[class~='st-key-bid_{plain}_{position}'] button").filter(
        visible=True).first


def tick_go_alone(page) -> None:
    box = page.locator("[class*='st-key-go_alone_'] input[type='checkbox']").first
    if not box.is_checked():
        page.locator("[class*='st-key-go_alone_'] label").first.click()
        wait_ready(page)


@dataclass
class MatchLog:
    """What a played match did, for the report."""

    clicks: int = 0
    hints: int = 0
    hints_followed: int = 0
    alone: int = 0
    hands: int = 0
    reviews_opened: int = 0
    explanations_opened: int = 0
    timings: list[float] = field(default_factory=list)
    moments: list[str] = field(default_factory=list)

    def median_ms(self) -> float:
        return statistics.median(self.timings) * 1000 if self.timings else float("nan")


def take_turn(page, server: AppServer, log: MatchLog, *, go_alone_with_bowers: bool,
              after_hint: Callable[[], object] = lambda: None) -> None:
    """One decision of the user: ask the hint and follow it (or go alone with both
    bowers), after checking the page shows no hidden card."""
    assert_no_hidden_cards(page, server)
    advice = ask_hint(page)
    log.hints += 1
    assert_no_hidden_cards(page, server)
    after_hint()
    suit = both_bowers_suit(page) if go_alone_with_bowers else None
    if suit is not None and "alone" not in advice:
        advice = "order up alone" if page.locator(
            "[class*='st-key-bid_order-up_']").count() else f"name {suit.letter} alone"
        log.moments.append(f"hand {table_position(page)[0]}: both bowers of {suit.symbol}, "
                           "went alone against the hint")
    else:
        log.hints_followed += 1
    if "alone" in advice:
        tick_go_alone(page)
        log.alone += 1
    log.timings.append(click_and_time(page, button_for(page, advice)))
    log.clicks += 1


def read_the_talk(page, log: MatchLog) -> None:
    """Open the newest bot explanation in the table talk and check it lists its factors."""
    why = page.locator("[data-testid='stExpander']").filter(
        has_text="Why: factors and figures", visible=True)
    if why.count():
        newest = why.last
        newest.locator("summary").click()
        details = newest.locator("[data-testid='stExpanderDetails']")
        details.wait_for(timeout=10_000)
        assert details.locator("li").count() + details.locator(
            "[data-testid='stDataFrame']").count() >= 1
        log.explanations_opened += 1


def finish_hand(page, log: MatchLog) -> None:
    """Wait for the review, open one of Expert's explanations in it."""
    page.wait_for_function(REVIEW_DONE, timeout=90_000)
    assert_no_exception(page)
    main = page.locator("[data-testid='stMain']")
    reasons = main.get_by_text(re.compile(r"^(Expert's reasoning and figures|What Expert "
                                          r"counted, and every option's figures)$"))
    if reasons.count():
        reasons.first.click()
        log.reviews_opened += 1
    log.hands += 1


def play_match(page, server: AppServer, log: MatchLog, *, go_alone_with_bowers: bool = True,
               max_hands: int = 40, after_hint: Callable[[], object] = lambda: None,
               after_hand: Callable[[], object] = lambda: None) -> str:
    """Play the match on the page to its end; returns the match-end message.
    ``after_hint`` and ``after_hand`` run at those moments (screenshots, checks)."""
    while log.hands < max_hands:
        _, _, phase = settle(page, timeout_ms=120_000)
        assert_no_exception(page)
        if phase in FINISHED:
            finish_hand(page, log)
            after_hand()
            end = page.get_by_role("button", name="Play a new match")
            if end.count():
                return page.locator("[data-testid='stAlertContentSuccess'], "
                                    "[data-testid='stAlertContentError']").first.inner_text()
            log.timings.append(click_and_time(page, page.get_by_role("button",
                                                                        name="Next hand")))
            continue
        if log.clicks % 4 == 1:
            read_the_talk(page, log)
        take_turn(page, server, log, go_alone_with_bowers=go_alone_with_bowers,
                  after_hint=after_hint)
    raise AssertionError(f"the match did not end within {max_hands} hands")


def write_timings(name: str, timings: list[float]) -> float:
    median_ms = statistics.median(timings) * 1000
    report = {"clicks": len(timings), "median_ms": round(median_ms, 1),
              "max_ms": round(max(timings) * 1000, 1),
              "all_ms": [round(t * 1000, 1) for t in timings]}
    Path(OUTPUT / f"{name}.json").write_text(json.dumps(report, indent=1))
    print(f"\n{name}: median click-to-update {median_ms:.0f} ms over {len(timings)} clicks "
          f"(max {report['max_ms']:.0f} ms)")
    return median_ms


class Stopwatch:
    def __init__(self) -> None:
        self.started = time.monotonic()

    @property
    def seconds(self) -> float:
        return time.monotonic() - self.started
