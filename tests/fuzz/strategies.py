"""Building blocks of fuzzed documents: any JSON value, and documents that are nearly right."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)
"""Any value a JSON document can hold (and the NaN and infinities Python's reader lets through)."""


def mostly(
    usual: st.SearchStrategy[Any], odd: st.SearchStrategy[Any], one_in: int = 8
) -> st.SearchStrategy[Any]:
    """`usual` values, and one time in `one_in` an `odd` one: a document is nearly right far more
    often than not, so that the fuzzing reaches past the first check."""
    return st.sampled_from([False] * (one_in - 1) + [True]).flatmap(lambda is_odd: odd if is_odd else usual)


def maybe(value: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """The value, or now and then any JSON value in its place."""
    return mostly(value, JSON)


def entries(
    required: dict[str, st.SearchStrategy[Any]], optional: dict[str, st.SearchStrategy[Any]] | None = None
) -> st.SearchStrategy[dict[str, Any]]:
    """An object with these fields (each now and then wrong), and now and then a key nobody reads."""
    plain = st.fixed_dictionaries(
        {key: maybe(value) for key, value in required.items()},
        optional={key: maybe(value) for key, value in (optional or {}).items()},
    )
    misspelt = st.builds(lambda entry, value: {**entry, "wrods": value}, plain, JSON)
    return mostly(plain, misspelt, one_in=12)


NAMES = mostly(
    st.sampled_from(["Ann", "ann", "ANN", "Zo\u00e9", "Zoe\u0301", "Bea", " Cat ", "Dee"]),
    st.text(max_size=70),
    4,
)
WORDS = mostly(
    st.sampled_from(["plate", "pert", "tenge", "sine", "alts", "rile", "zzz", "Pért", "a", "plates", "tin"]),
    st.text(max_size=12),
)
BOARDS = mostly(
    st.sampled_from(["PERS/LATG/SINE/TERS", "QUAB/CDEF/GHIJ/KLMN", "ABC/DEF/GHI"]), st.text(max_size=40)
)
RULINGS = mostly(st.sampled_from(["upheld", "rejected", "approved"]), st.sampled_from(["maybe", None]))
REASONS = mostly(
    st.sampled_from(["not in dictionary", "proper noun", "slang", "not on board", "too short"]),
    st.sampled_from(["banned", None, 3]),
    one_in=4,
)
