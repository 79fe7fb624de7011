"""Cutthroat's teaching: its course."""
