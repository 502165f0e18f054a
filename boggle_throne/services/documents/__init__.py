"""Files in and out of a night: night and game documents, exports, printouts' data, the season, the demo
night and making a new night's file."""
