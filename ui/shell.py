"""Keep every page inside the app shell (``app.py``: page config, navigation, sidebar).

Streamlit starts in its old multipage mode when the app folder has a ``pages/``
directory, and stays in it until ``st.navigation`` runs. If the first visit after a
server start opens a page's address (e.g. ``/play``), that page would run on its own,
without ``app.py`` (no sidebar, nobody signed in). ``ensure_app_shell`` switches to
``st.navigation`` mode and reruns, so ``app.py`` runs and opens the page asked for.

The mode is one flag for the whole server, so it cannot tell a page whether *this* run
went through ``app.py``: when several browsers reconnect at once after a restart, the
first page to switch the flag would leave the others' runs, already started in the old
mode, without the shell. So ``app.py`` marks each run it makes (``mark_app_shell_run``),
and a page run without the mark reruns.
"""

from __future__ import annotations

import threading
from pathlib import Path

import streamlit as st
from streamlit.runtime.pages_manager import PagesManager
from streamlit.runtime.scriptrunner import get_script_run_ctx

# Per script thread (each browser session runs its script on its own threads): whether
# app.py ran there. A session's runs in the old mode all come before its first app.py run.
_shell_run = threading.local()


def mark_app_shell_run() -> None:
    """Call first in ``app.py``: this run goes through the app shell."""
    _shell_run.marked = True


def _in_app_shell() -> bool:
    """Whether this run went through ``app.py``, or a test runs the page file on its own
    (its own main script)."""
    context = get_script_run_ctx()
    if context is None or Path(context.main_script_path).resolve().parent.name == "pages":
        return True
    return getattr(_shell_run, "marked", False)


def ensure_app_shell() -> None:
    """Call first in every page file."""
    if PagesManager.uses_pages_directory or not _in_app_shell():
        PagesManager.uses_pages_directory = False
        st.rerun()


def navigation_paths() -> frozenset[str]:
    """The page files in the app's navigation this run (paths relative to the app folder),
    so a page can link only to pages that exist (e.g. Learn and Train once they are added)."""
    context = get_script_run_ctx()
    if context is None:
        return frozenset()
    root = Path(context.main_script_path).resolve().parent
    paths = set()
    for page in context.pages_manager.get_pages().values():
        script = page.get("script_path") or ""
        if script and page.get("url_pathname") is not None:
            try:
                paths.add(Path(script).resolve().relative_to(root).as_posix())
            except ValueError:
                continue
    return frozenset(paths)
