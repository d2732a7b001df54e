"""Suite-wide settings.

- hypothesis checks behaviour, never time (timing belongs in `mathcore bench`), so no example
  fails for being slow on a loaded machine;
- ``@pytest.mark.interpreted_only(reason)``: a test that needs the interpreter's dynamism
  (monkeypatching a module function another module calls, duck-typed fakes where a model class
  is annotated, a model's own check of an ill-typed field, ``python -m`` of a module, identity
  of a cached tuple) is skipped, with its reason, when the suite runs on the compiled build
  (``make test-fast``: mypyc, setup.py); it runs on the interpreted build as usual.
"""

from __future__ import annotations

import pytest
from hypothesis import settings

import mathcore.organs.story.clauses as _probe

settings.register_profile("mathcore", deadline=None)
settings.load_profile("mathcore")

#: Whether this process imports the compiled build of mathcore.
COMPILED = str(_probe.__file__).endswith((".so", ".pyd"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if not COMPILED:
        return
    for item in items:
        mark = item.get_closest_marker("interpreted_only")
        if mark is not None:
            reason = mark.args[0] if mark.args else "needs the interpreted build"
            item.add_marker(pytest.mark.skip(reason=f"compiled build: {reason}"))
