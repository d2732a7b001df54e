"""Build hook: the optional compiled build of mathcore's solve path (mypyc).

``pip install .`` (and the editable install ``make test`` uses) builds plain Python: nothing
here runs unless ``MATHCORE_COMPILE=1`` is set. With it (``make fast``: a separate, non-editable
install into ``.venv-fast``), mypyc, the compiler shipped with mypy, turns the type-annotated
modules of the solve path into C extensions with the same behaviour; the Python sources stay the
reference and the test suite runs on both (``make test-fast``). The modules left interpreted,
and why, are in ``INTERPRETED`` below and in docs/performance.md.
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup

#: The solve path: every module under these, minus ``INTERPRETED``.
COMPILED_TREES = ("organs", "routing", "text")
COMPILED_FILES = ("exact.py", "errors.py", "api.py", "fastinit.py", "packs/loader.py")

#: Modules that stay interpreted in the compiled build, each with its reason. The interpreted
#: build's construction devices (slot twins and ``__class__`` moves, ``fastinit`` builders,
#: slot setters) are chosen off at import where a class is native (``fastinit.native``), so
#: the modules that use them compile.
INTERPRETED = frozenset(
    {
        # dataclasses with a ``Generic`` base: mypyc cannot set ``__dict__`` of the generated type
        "organs/generic.py",
        # ``__getattr__`` filling the instance ``__dict__`` on first use (a native class has no
        # instance dict; after the first use every access is a dict hit, no interpreted code)
        "text/lazy_re.py",
        # public frozen dataclasses that must pickle and copy (tokens, lexemes, results): a
        # native frozen dataclass does not unpickle (mypyc restores its state through the
        # frozen ``__setattr__``: FrozenInstanceError); compiled, with that fixed, these three
        # measured -11.9% instructions per problem (docs/performance.md, eleventh round)
        "text/tokens.py",
        "organs/story/lexemes.py",
        "results.py",
    }
)


def _is_script(path: Path) -> bool:
    """A module run with ``python -m`` (a conformance or bench command) stays interpreted:
    a compiled module has no code object to run as ``__main__``."""
    return 'if __name__ == "__main__":' in path.read_text(encoding="utf-8")


def compiled_modules(root: Path) -> list[str]:
    """The source files mypyc compiles, relative to ``root`` (``src``), sorted."""
    pkg = root / "mathcore"
    found = [pkg / name for name in COMPILED_FILES]
    for tree in COMPILED_TREES:
        found.extend(pkg.joinpath(tree).rglob("*.py"))
    out = []
    for path in found:
        rel = path.relative_to(pkg).as_posix()
        if path.name == "__init__.py" or rel in INTERPRETED or _is_script(path):
            continue
        out.append(path.relative_to(root).as_posix())
    return sorted(out)


def _ext_modules() -> list[object]:
    if os.environ.get("MATHCORE_COMPILE") != "1":
        return []
    from mypyc.build import mypycify

    here = Path(__file__).resolve().parent
    files = compiled_modules(here / "src")
    os.chdir(here / "src")
    try:
        # One extension of many C files (mypyc's multi-file mode: one C file per module, not
        # one C file of a million lines; several groups with multi-file mode do not link).
        return list(
            mypycify(
                files, opt_level="3", multi_file=True, target_dir=str(here / "build" / "mypyc")
            )
        )
    finally:
        os.chdir(here)


setup(ext_modules=_ext_modules())
