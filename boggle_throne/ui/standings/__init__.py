"""Standings, the head-to-head bracket and the Throne."""
