"""Fake solve functions for the evaluation tests (importable by worker subprocesses too).

Each fake reads the problem text for a tiny, explicit protocol so tests can control the
outcome: ``ANSWER n`` answers n, ``SLEEP`` loops until interrupted, anything else refuses.
"""

from __future__ import annotations

import re
import time
from fractions import Fraction

from mathcore.results import Attempt, Blocking, Refused, Result, Solved, Step

_ANSWER = re.compile(r"ANSWER (-?\d+(?:/\d+)?)")


def _value(text: str) -> int | Fraction | None:
    m = _ANSWER.search(text)
    if m is None:
        return None
    v = Fraction(m.group(1))
    return int(v) if v.denominator == 1 else v


def scripted(text: str) -> Result:
    """Answers ``ANSWER n``; sleeps on ``SLEEP``; refuses (with a blocking) on ``BLOCK``."""
    if "SLEEP" in text:
        while True:  # a deliberately stalled solver: only the time limit can stop it
            time.sleep(0.01)
    value = _value(text)
    if value is not None:
        return Solved(value, None, "fake_organ", None, (Step("given", (value,), value),))
    attempt = Attempt("fake_organ", "setup_refused", "fake_organ.no_template", "growth", None)
    if "BLOCK" in text:
        blocking = Blocking(0, text, 2, "BLOCK", "lexicon_entry", ("a", "b"), "increment_frame")
        return Refused(
            "fake_organ.unknown_word",
            "growth",
            "fake_organ",
            "PROPOSAL_EMITTED",
            blocking=blocking,
            attempts=(attempt,),
        )
    return Refused(
        "no_organ", "input_shape", "router", "REFUSED_UNSUPPORTED_FAMILY", attempts=(attempt,)
    )


def swallowing(text: str) -> Result:
    """A solver that catches ``Exception`` around a stall (as ``mathcore.solve`` does)."""
    try:
        return scripted(text)
    except Exception:
        return Refused("internal_error", "internal", "router", "NO_PROGRESS")


def hash_dependent(text: str) -> Result:
    """Answers a value that depends on the process's string-hash seed: non-deterministic."""
    value = hash(text) % 1000
    return Solved(value, None, "fake_organ", None, ())


def busy(text: str) -> Result:
    """A stall inside pure Python computation (no sleeping)."""
    if "SLEEP" in text:
        n = 0
        while True:
            n += 1
    return scripted(text)


def uninterruptible(text: str) -> Result:
    """A stall the alarm cannot interrupt: the handler is ignored while it runs."""
    if "SLEEP" in text:
        import signal

        signal.signal(signal.SIGALRM, signal.SIG_IGN)
        while True:
            time.sleep(0.01)
    return scripted(text)


def crashing(text: str) -> Result:
    """A buggy solver: raises on ``CRASH``."""
    if "CRASH" in text:
        raise ZeroDivisionError("bug")
    return scripted(text)
