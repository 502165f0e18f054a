"""What every fuzzed parser must do with bad input: refuse it cleanly, in one line a person can read."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

LONGEST_MESSAGE = 600
"""A refusal quotes what was wrong by its start, never a whole bad value."""


def fuzz(examples: int) -> settings:
    """Reproducible runs: the same examples every time, nothing remembered between runs. The tests
    that run the command line reuse pytest's capture between examples, which is safe: each example
    reads out what it wrote."""
    return settings(
        derandomize=True,
        database=None,
        deadline=None,
        max_examples=examples,
        suppress_health_check=[HealthCheck.function_scoped_fixture],
    )


def assert_clean_refusal(error: BaseException) -> None:
    """One line, of a sensible length, that can be printed as UTF-8."""
    message = str(error)
    assert message and "\n" not in message and "\r" not in message, message
    assert len(message) <= LONGEST_MESSAGE, message[:200]
    message.encode("utf-8")


def assert_one_line_on_stderr(status: int, out: str, err: str) -> None:
    """The command line's refusal: status 2, nothing on stdout, one line on stderr."""
    assert status == 2 and not out, (status, err)
    assert err.startswith("boggle-throne: error: ") and err.count("\n") == 1, err
    assert len(err) <= LONGEST_MESSAGE + 30, err[:200]
