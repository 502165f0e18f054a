"""The round view: seating, tables and the games at each table."""
