"""Serve Euchre School: ``streamlit run server.py`` (``make run``).

``app.py`` is the Streamlit script; this file serves it with ``st.App`` and the routes
that keep a sign-in in an HttpOnly cookie (``ui.cookie_routes``). ``streamlit run app.py``
also works, but then a sign-in lasts only as long as the browser tab.
"""

from __future__ import annotations

import streamlit as st

from ui.cookie_routes import cookie_routes

app = st.App("app.py", routes=cookie_routes())
