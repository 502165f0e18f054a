"""Boggle Throne: run a live Game of Thrones of Boggle tournament night."""

__version__ = "0.1.0"
