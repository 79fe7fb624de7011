"""Buck Euchre's teaching: its course and the drop-out drills."""
