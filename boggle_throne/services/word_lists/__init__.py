"""The dictionary library, its common-words lists and the dictionary a night is judged against."""
