"""Reading a judge's ruling and its reason from text, as game and night documents and the log hold them."""

from __future__ import annotations

from boggle_throne.engine.scoring import InvalidReason, Ruling

_REASONS = {reason.value: reason for reason in InvalidReason} | {
    reason.name.lower(): reason for reason in InvalidReason
}


def ruling_named(value: object) -> Ruling:
    """The ruling called `value`; `ValueError` lists the known ones."""
    try:
        return Ruling(value)
    except ValueError:
        choices = ", ".join(r.value for r in Ruling)
        raise ValueError(f"{value!r} is not one of {choices}") from None


def reason_named(value: object) -> InvalidReason | None:
    """The reason called `value` (None for none); `ValueError` lists the known ones."""
    if value is None:
        return None
    reason = _REASONS.get(str(value).strip().lower())
    if reason is None:
        choices = ", ".join(r.value for r in InvalidReason)
        raise ValueError(f"reason {value!r} is not one of {choices}")
    return reason
