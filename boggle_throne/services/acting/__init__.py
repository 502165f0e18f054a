"""The use cases: what acts on an open night (executing commands and completing them, the change bus,
catching up with other stations, the phones' and the side tables' actions)."""
