"""Numbers as the printouts and the projector show them."""


def number(value: int) -> str:
    """A number with a true minus sign (a hyphen is hard to see from afar)."""
    return f"−{-value}" if value < 0 else str(value)
