"""Buck Euchre engine tests."""
