"""Play: a match of any game of the family against bots, the user at the bottom of the table
(with a bot partner in a partnership game).

The page reads the table session, takes the one bot decision or review step that is
due, and renders: the table from the user's view, the user's controls, the hint, the
table talk, and after each hand the review. All changes happen in callbacks.
"""

from __future__ import annotations

from html import escape

import streamlit as st

from table.session import TableSession
from ui.auth import ACCOUNT_PAGE, returning_player_hint
from ui.cards import CARD_CSS
from ui.controls import CONTROLS_CSS
from ui.explain import markdown_text
from ui.play_panels import (
    show_controls,
    show_hand_over,
    show_hint,
    show_leave,
    show_prompt,
    show_side,
    show_take_back,
)
from ui.review import REVIEW_CSS
from ui.setup import show_match_setup
from ui.shell import ensure_app_shell, navigation_paths
from ui.table import TABLE_CSS, table_html
from ui.table_state import (
    TRICK_PAUSE_FACTOR,
    advance,
    bot_pace,
    change_count,
    current_table,
    elsewhere,
    mark_shown,
    on_play_here,
    pop_notice,
    rerun_is_due,
    seconds_until_due,
    session_table,
    since_shown,
)
from ui.table_store import ENDED_ELSEWHERE

PAGE_CSS = """[data-testid='stMainBlockContainer'] { padding-top: 2.2rem; }
@media (max-width: 640px) {
  .st-key-play_prompt, :has(> .st-key-play_prompt) { order: -2; }
  .st-key-play_hand, :has(> .st-key-play_hand) { order: -1; }
}"""  # on a phone the prompt and the user's cards come first, then the table
# Streamlit's page marks its connection to the server on the app element: while it is not
# connected, the notice above the table shows (nothing on the table can move meanwhile).
CONNECTION_LOST = ("The connection to the server is lost, so the table cannot move on. It "
                   "goes on by itself once the connection is back; if it does not within a "
                   "minute, reload the page (a signed-in player's match is saved).")
CONNECTION_CSS = """
.eu-connection-lost { display: none; }
[data-testid='stApp']:is([data-test-connection-state='PINGING_SERVER'],
  [data-test-connection-state='CONNECTING'],
  [data-test-connection-state='DISCONNECTED_FOREVER']) .eu-connection-lost {
  display: block; padding: 0.6rem 0.9rem; margin-bottom: 0.5rem; border-radius: 0.5rem;
  background: #fdecea; color: #7a1c12; font-weight: 600; }
"""
PACER_TICK_SECONDS = 0.1
# The table's watchdog, in the browser. While a step is coming, the page draws a note
# that stays hidden unless the table has not moved for the bot pace plus
# ``WAITING_NOTE_SECONDS`` (a new position draws a new note, which starts hidden again).
# Past ``WAKE_SECONDS`` after the step was due without a change (the page's tick may have
# been lost on its way), the script clicks the hidden wake-up button, which reruns the
# page: the step that is due is then taken. A click on one of the user's buttons that
# has not moved the table after ``CLICK_LOST_SECONDS`` shows a note saying so.
WAITING_NOTE_SECONDS = 6.0
WAKE_SECONDS = 3.0
CLICK_LOST_SECONDS = 4.0
WAITING_CSS = """
@keyframes eu-appear { to { visibility: visible; max-height: 10rem; } }
.eu-waiting { visibility: hidden; max-height: 0; overflow: hidden; color: #7a4b00;
  font-size: .9rem; animation: eu-appear 0s forwards; }
.eu-click-lost { display: none; color: #7a4b00; font-size: .9rem; }
body[data-eu-click-lost] .eu-click-lost { display: block; }
.st-key-eu_wake { display: none; }
"""
CLICK_LOST = ("Your click has not reached the table. Click again; if nothing happens, "
              "reload the page (a signed-in player's match is saved).")
WATCHDOG_JS = """<script>
(() => {
  if (window.euWatchdog) return;
  window.euWatchdog = true;
  const wakeMs = WAKE_MS, clickMs = CLICK_MS;
  let waiting = null, since = 0, woke = 0, click = null;
  const position = () => {
    const t = document.querySelector('.eu-table');
    return t ? [t.dataset.hand, t.dataset.move, t.dataset.phase].join(' ') : null;
  };
  const idle = () => {
    const app = document.querySelector("[data-testid='stApp']");
    return app && app.dataset.testScriptState === 'notRunning'
      && app.dataset.testConnectionState === 'CONNECTED';
  };
  document.addEventListener('click', (event) => {
    const button = event.target.closest && event.target.closest(
      "[class*='st-key-card_'] button, [class*='st-key-bid_'] button, "
      + "[class*='st-key-joker_'] button");
    if (button) click = { at: performance.now(), where: position() };
  }, true);
  setInterval(() => {
    const now = performance.now();
    const note = document.querySelector('.eu-waiting');
    const key = note ? note.dataset.step : null;
    if (key !== waiting) { waiting = key; since = now; woke = 0; }
    const after = key ? Number(note.dataset.dueMs) + wakeMs : 0;
    if (key && idle() && now - Math.max(since, woke) > after) {
      const wake = document.querySelector('.st-key-eu_wake button');
      if (wake) { woke = now; wake.click(); }
    }
    if (click && position() !== click.where) {
      click = null; delete document.body.dataset.euClickLost;
    } else if (click && idle() && now - click.at > clickMs) {
      document.body.dataset.euClickLost = '1';
    }
  }, 500);
})();
</script>"""


def watchdog_script() -> str:
    """The watchdog's script with its delays filled in."""
    return (WATCHDOG_JS.replace("WAKE_MS", str(round(WAKE_SECONDS * 1000)))
            .replace("CLICK_MS", str(round(CLICK_LOST_SECONDS * 1000))))


def rerun_when_due(parity: int) -> None:
    """Reruns the page when the next bot decision or review step is due (no state change).

    The pacer is drawn at the top of the page, last in the run, and ticks only while a
    step is coming: while the table waits for the user nothing ticks (the user's click
    reruns the page). Its ticks come from the browser, and there are two pacers, one for an even
    count of table changes and one for an odd count: only the pacer drawn with the latest
    change may move on. A tick from the other comes from a browser that has not received
    the latest change yet; moving on then would start a run that discards the unsent
    change, and that position would never be shown — unless the step is long overdue
    (``rerun_is_due``), when the change is taken as lost and the page is sent again.
    """
    if rerun_is_due(parity, change_count(), seconds_until_due(session_table()), since_shown()):
        st.rerun()


def pacer_after_even_changes() -> None:
    rerun_when_due(parity=0)


def pacer_after_odd_changes() -> None:
    rerun_when_due(parity=1)


def waiting_note(table: TableSession) -> str:
    """The note that shows once the table has waited too long for its next step (hidden
    until then, see ``WAITING_CSS``); "" while nothing is coming."""
    wait = seconds_until_due(table)
    if wait is None:
        return ""
    view = table.user_view
    who = (table.seating.names[view.to_act] if table.bot_to_act is not None
           else "the table")
    delay = wait + bot_pace() * TRICK_PAUSE_FACTOR + WAITING_NOTE_SECONDS
    step = f"{table.hand_number}-{table.move}-{change_count()}"
    return (f'<div class="eu-waiting" role="status" data-step="{step}" '
            f'data-due-ms="{round(wait * 1000)}" style="animation-delay: {delay:.1f}s">'
            f"Still waiting for {escape(who)}… The table goes on by itself as soon as it "
            "can; if this lasts, reload the page (a signed-in player's match is saved)."
            "</div>")


def on_wake() -> None:
    """The watchdog's click: nothing to change, the rerun takes the step that is due."""


def draw_pacers(ticking: bool) -> None:
    """Both pacers, drawn in every run of the page; the one that goes with the parity of
    the table's change count ticks if ``ticking``, the other only stays registered.

    A tick the browser sent before it heard of the latest change then finds its pacer
    and is turned away by the parity check. Were that pacer not drawn, Streamlit would
    drop the tick itself and log that the fragment "does not exist anymore" after nearly
    every change of the table.
    """
    latest = change_count() % 2
    for parity, pacer in enumerate((pacer_after_even_changes, pacer_after_odd_changes)):
        every = PACER_TICK_SECONDS if ticking and parity == latest else None
        st.fragment(pacer, run_every=every)()


ensure_app_shell()
st.html(f"<style>{PAGE_CSS}{CONNECTION_CSS}{WAITING_CSS}{CARD_CSS}{TABLE_CSS}{CONTROLS_CSS}"
        f"{REVIEW_CSS}</style>")
pacer_slot = st.container()
table = current_table()
moved = elsewhere()
if moved:  # the match went on in another tab: nothing moves here until taken over
    st.warning(moved, icon=":material/tab:")
    ended = moved == ENDED_ELSEWHERE
    st.button("Back to Play" if ended else "Play here instead", key="play_here",
              type="primary", on_click=on_play_here)
    if not ended:
        st.caption("Playing here stops the other tab: it will say so at its next move.")
    st.stop()
table = advance(table)
notice = pop_notice()
if notice:
    st.warning(markdown_text(notice), icon=":material/warning:")
if table is None:
    hint = returning_player_hint()
    if hint:
        st.info(hint, icon=":material/login:")
        if ACCOUNT_PAGE in navigation_paths():
            st.page_link(ACCOUNT_PAGE, label="Sign in", icon=":material/login:")
    with pacer_slot:
        draw_pacers(ticking=False)  # nothing to pace under the set-up widgets
    show_match_setup()
    st.stop()

practice = " · practice, open explanations" if table.practice else ""
heading, leave = st.columns([3, 1], vertical_alignment="center")
with heading:
    st.markdown(f"#### Play {table.game.name} · {table.difficulty.label} bots{practice} · "
                f"hand {table.hand_number}")
with leave:
    show_leave(table)
main, side = st.columns([3, 2], gap="medium")
with main:
    st.html(f'<div class="eu-connection-lost" role="alert">{CONNECTION_LOST}</div>')
    st.html(table_html(table.user_view, table.difficulty.label, table.score_by_seat,
                       table.position, tuple(table.hand.sides)))
    with st.container(key="play_prompt"):
        show_prompt(table)
        note = waiting_note(table)
        if note:
            st.html(note)
        st.html(f'<div class="eu-click-lost" role="alert">{CLICK_LOST}</div>')
    show_controls(table)
    if table.match.hand_over:
        show_hand_over(table)
    else:
        show_hint(table)
        show_take_back(table)
with side:
    show_side(table)
st.button("Wake up", key="eu_wake", on_click=on_wake)
st.html(watchdog_script(), unsafe_allow_javascript=True)
mark_shown()
with pacer_slot:
    draw_pacers(ticking=seconds_until_due(table) is not None)  # tick until a step is due
