"""The only layer that talks to the database: tables, sessions, migrations, the event log."""
