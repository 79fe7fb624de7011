"""Lessons: each game's course and Train exercises, built and graded by the engine.

- ``kit``: what every game's teaching is made of — a course's steps and checks, the
  exercise protocol, themes and tiers, progress, puzzle ratings, simulated grading.
- ``euchre``, ``cutthroat``, ``buck``, ``five_hundred``: one package per game, its course
  and its exercise families (four-handed Euchre's also its puzzles and hand analyser).
- ``catalog`` rebuilds any exercise from its key; ``courses`` lists every game's course.
"""
