"""Contemplation: one bounded pass per problem, landing on exactly one terminal.

(Minimal foundation version: guard, route to the unique reading, solve.)
"""

from __future__ import annotations

from typing import Any

from mathcore.organs.base import OrganAnswer, ReaderRefusal
from mathcore.results import Refused, Result, Solved
from mathcore.routing.registry import organs
from mathcore.text.guard import check_input


def contemplate(text: str) -> Result:
    reason = check_input(text)
    if reason is not None:
        return Refused(reason, "input_shape", "input", "REFUSED_UNSUPPORTED_FAMILY")
    readings: list[tuple[Any, Any]] = []
    for organ in organs():
        setup = organ.read(text)
        if not isinstance(setup, ReaderRefusal):
            readings.append((organ, setup))
    if len(readings) != 1:
        return Refused("no_organ", "input_shape", "router", "REFUSED_UNSUPPORTED_FAMILY")
    organ, setup = readings[0]
    out = organ.solve(setup)
    if isinstance(out, OrganAnswer):
        return Solved(out.value, out.unit, organ.name, setup, out.steps)
    return Refused(out.reason, "boundary", organ.name, "REFUSED_KNOWN_BOUNDARY")
