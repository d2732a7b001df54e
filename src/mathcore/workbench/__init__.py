"""The workbench: a review service and page for operators, over the teaching corridor.

``create_app(corridor, operators)`` builds the FastAPI app (``app``, ``routes``); ``auth``
reads operator tokens from the environment; ``guards`` turns malformed requests away before
any handler runs; ``present`` shapes queue rows and locates the blocking token; ``port`` is
the one door into ``mathcore.teaching.corridor``. The workbench holds no rule of its own.
"""

from __future__ import annotations

from mathcore.workbench.app import create_app
from mathcore.workbench.auth import Operators, load_operators

__all__ = ["Operators", "create_app", "load_operators"]
