"""The two shapes a night can take (docs/rules.md §5)."""

from __future__ import annotations

from enum import Enum


class FormatKind(Enum):
    """Table rounds up to a final table (the default), or a single-elimination bracket of 1-v-1 matches."""

    TABLE_ROUNDS = "table_rounds"
    HEAD_TO_HEAD = "head_to_head"
