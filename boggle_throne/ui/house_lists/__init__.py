"""The house lists: words the judges approved or banned."""
