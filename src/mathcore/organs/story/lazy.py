"""Modules looked up by name at call time (a hook into a module that imports this one).

``__import__(name, fromlist=[...])`` costs about 8,000 instructions a call (it asks the module
for ``__path__`` and its spec for ``_initializing``, each a raised and cleared AttributeError);
the story reader and solver make such calls on every text they read. ``module`` returns the
same module object from ``sys.modules`` once it is imported, and imports it the first time.
"""

from __future__ import annotations

import sys
from importlib import import_module
from types import ModuleType

_MODULES = sys.modules


def module(name: str) -> ModuleType:
    """The module ``name``, imported on first use (the same object ``import`` gives)."""
    found = _MODULES.get(name)
    return found if found is not None else import_module(name)
