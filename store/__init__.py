"""Persistence: accounts, matches in progress, finished matches and the leaderboard."""
