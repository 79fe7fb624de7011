"""Shared pieces of the Streamlit app: table state, card faces, the table, panels, charts."""
