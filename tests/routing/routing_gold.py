"""Every registered ruler's gold fixtures (a lane whose ruler module is not there yet is left
out: another organ's work in progress must not break the routing tests)."""

from __future__ import annotations

from typing import Any

from mathcore.organs.base import Organ
from mathcore.organs.ruler import Fixture
from mathcore.organs.rulers import RULERS, ruler


def gold_fixtures() -> list[tuple[Organ[Any], Fixture]]:
    out: list[tuple[Organ[Any], Fixture]] = []
    for lane in sorted(RULERS):
        try:
            r = ruler(lane)
        except ImportError:
            continue
        out.extend((r.organ, fx) for fx in r.fixtures())
    return out
