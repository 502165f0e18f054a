"""The phone server: the players' phone page and its JSON API, served from the laptop (docs/phones.md)."""
