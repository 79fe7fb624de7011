"""Keep every page inside the app shell (``app.py``: page config, navigation, sidebar).

Streamlit starts in its old multipage mode when the app folder has a ``pages/``
directory, and stays in it until ``st.navigation`` runs. If the first visit after a
server start opens a page's address (e.g. ``/play``), that page would run on its own,
without ``app.py``. ``ensure_app_shell`` switches to ``st.navigation`` mode and reruns,
so ``app.py`` runs and opens the page asked for.
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st
from streamlit.runtime.pages_manager import PagesManager
from streamlit.runtime.scriptrunner import get_script_run_ctx


def ensure_app_shell() -> None:
    """Call first in every page file."""
    if PagesManager.uses_pages_directory:
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
