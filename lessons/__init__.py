"""Lessons: the rules course and the Train page's exercises, built and graded by the engine.

- ``course``: the Learn page's steps (text, example tables, checks), tips and FAQ.
- ``ranking``, ``follow``, ``bidding``: the three exercise families, each a seeded
  generator and a grader; ``catalog`` rebuilds any exercise from its key.
- ``progress``: the learner's course position, accuracy per theme and streaks.
- ``positions`` and ``explain``: engine positions and plain words for the feedback.
"""
