"""Tests of the games of the family beyond four-handed Euchre."""
