"""The table a learner plays at, in pure Python: one match against bots of any game of the
family, its bots' decisions and explanations, the hints and the hands' reviews, and the
workers that compute Expert's decisions. The Play page (``pages/play.py`` with ``ui/``)
drives it and draws it; nothing here knows of Streamlit, or of which game is played.
"""
