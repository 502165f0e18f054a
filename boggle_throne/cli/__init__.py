"""The command line: the engine and the services for scripts, checks and other tools."""
