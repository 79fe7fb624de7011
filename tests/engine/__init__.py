"""Engine tests: one test per rule of euchre.md and per table option, plus invariants."""
