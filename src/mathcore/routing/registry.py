"""The ordered organ registry: the one place organs are enumerated.

Each entry is imported lazily so that importing ``mathcore`` stays cheap.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module
from typing import Any

from mathcore.organs.base import Organ


@lru_cache(maxsize=1)
def organs() -> tuple[Organ[Any], ...]:
    """Every organ, most specific first."""
    found: list[Organ[Any]] = []
    found.append(import_module("mathcore.organs.combined_rate.organ").ORGAN)
    found.append(import_module("mathcore.organs.combined_rate.organ").ORGAN_V2)
    found.append(import_module("mathcore.organs.rate.organ").ORGAN_V2)
    found.append(import_module("mathcore.organs.linear_system.organ").ORGAN)
    found.append(import_module("mathcore.organs.relations.organ").ORGAN)
    found.append(import_module("mathcore.organs.story.organ").ORGAN)  # last: the generalist
    return tuple(found)
