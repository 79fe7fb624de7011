"""Keep every page inside the app shell (``app.py``: page config, navigation, sidebar).

Streamlit starts in its old multipage mode when the app folder has a ``pages/``
directory, and stays in it until ``st.navigation`` runs. If the first visit after a
server start opens a page's address (e.g. ``/play``), that page would run on its own,
without ``app.py``. ``ensure_app_shell`` switches to ``st.navigation`` mode and reruns,
so ``app.py`` runs and opens the page asked for.
"""

from __future__ import annotations

import streamlit as st
from streamlit.runtime.pages_manager import PagesManager


def ensure_app_shell() -> None:
    """Call first in every page file."""
    if PagesManager.uses_pages_directory:
        PagesManager.uses_pages_directory = False
        st.rerun()
