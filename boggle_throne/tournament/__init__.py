"""Pure tournament domain: players, formats, seating, read order, standings and tie-breaks."""
