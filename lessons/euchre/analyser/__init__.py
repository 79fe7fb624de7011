"""The hand analyser for four-handed Euchre: set a deal up, then read Expert's figures
for every bid and play."""
