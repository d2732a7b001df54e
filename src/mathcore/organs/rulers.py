"""The registry of gold rulers by lane name (``mathcore oracle <name>``).

Each entry imports its ruler lazily; organ packages add one line here.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from mathcore.organs.ruler import Ruler

#: lane name -> "module:attribute" of a zero-argument function returning the Ruler.
RULERS: dict[str, str] = {}
RULERS["combined-rate"] = "mathcore.organs.combined_rate.ruler:combined_rate_ruler"
RULERS["rate"] = "mathcore.organs.rate.ruler:rate_ruler"
RULERS["combined-rate-v2"] = "mathcore.organs.combined_rate.ruler_v2:combined_rate_v2_ruler"
RULERS["rate-v2"] = "mathcore.organs.rate.ruler:rate_v2_ruler"
RULERS["relations"] = "mathcore.organs.relations.ruler:ruler"
RULERS["linear-system"] = "mathcore.organs.linear_system.ruler:ruler"
RULERS["story"] = "mathcore.organs.story.ruler:story_ruler"


def ruler(name: str) -> Ruler:
    target = RULERS[name]
    module, attr = target.split(":")
    factory: Callable[[], Ruler] = getattr(import_module(module), attr)
    return factory()
