"""Cutthroat (three-handed Euchre): one test per rule line of rules/cutthroat.md."""
