"""The players' check-in list."""
