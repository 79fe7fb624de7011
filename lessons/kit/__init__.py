"""The lesson kit: the parts every game's course and exercises are built from (no game's rules)."""
