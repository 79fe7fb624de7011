"""Five Hundred's teaching: its course and the auction drills."""
