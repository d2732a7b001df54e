"""Boundaries in code: the solve path imports no teaching, workbench, evals or CLI code, and
only the pack loader (and manifest) read files on it. Checked over the AST, transitively."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"
PKG = SRC / "mathcore"

SOLVE_PATH_ROOTS = (
    "mathcore.api",
    "mathcore.exact",
    "mathcore.results",
    "mathcore.packs.loader",
)
SOLVE_PATH_PACKAGES = ("mathcore.routing", "mathcore.organs", "mathcore.text")
FORBIDDEN = ("mathcore.teaching", "mathcore.workbench", "mathcore.evals", "mathcore.cli")
#: modules of the solve path allowed to open files: the pack loader and manifest (pack files),
#: and the proposal writer (it opens its own temporary file for writing, checked below)
FILE_READERS = {"mathcore.packs.loader", "mathcore.packs.manifest", "mathcore.routing.proposals"}
READ_CALLS = {"open", "read_text", "read_bytes", "load", "files", "iterdir", "glob", "fdopen"}


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for path in PKG.rglob("*.py"):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


def _resolve(module: str, node: ast.ImportFrom) -> list[str]:
    if node.level:
        base = module.split(".")
        if not _is_package(module):
            base.pop()
        base = base[: len(base) - (node.level - 1)]
        prefix = ".".join(base + ([node.module] if node.module else []))
    else:
        prefix = node.module or ""
    names = [prefix]
    names += [f"{prefix}.{a.name}" for a in node.names if f"{prefix}.{a.name}" in MODULES]
    return names


def _is_import_module(node: ast.AST) -> bool:
    """``import_module("mathcore.x")``: the registry imports organs lazily by name."""
    if not isinstance(node, ast.Call) or not node.args:
        return False
    f = node.func
    name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
    return name in ("import_module", "__import__")


def imports_of(module: str) -> set[str]:
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            out.update(_resolve(module, node))
        elif _is_import_module(node):
            assert isinstance(node, ast.Call)
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                out.add(arg.value)
    found: set[str] = set()
    for name in out:
        if not name.startswith("mathcore"):
            continue
        parts = name.split(".")
        for i in range(1, len(parts) + 1):  # importing a.b.c imports a and a.b too
            if ".".join(parts[:i]) in MODULES:
                found.add(".".join(parts[:i]))
    return found


def solve_path(*, whole_packages: bool = True) -> set[str]:
    """The transitive import closure of the solve path's roots (and, by default, of every
    module in its packages; without them: what ``solve()`` really loads)."""
    todo = list(SOLVE_PATH_ROOTS) + [m for m in MODULES if m.startswith("mathcore.routing")]
    if whole_packages:
        todo += [m for m in MODULES if m.startswith(SOLVE_PATH_PACKAGES)]
    seen: set[str] = set()
    while todo:
        m = todo.pop()
        if m in seen or m not in MODULES:
            continue
        seen.add(m)
        todo.extend(imports_of(m))
    return seen


def test_relative_imports_are_resolved() -> None:
    node = ast.parse("from ..results import Step\nfrom . import registry").body
    first, second = node[0], node[1]
    assert isinstance(first, ast.ImportFrom) and isinstance(second, ast.ImportFrom)
    assert "mathcore.results" in _resolve("mathcore.routing.router", first)
    assert "mathcore.routing.registry" in _resolve("mathcore.routing", second)


def test_lazy_imports_by_name_are_followed() -> None:
    tree = ast.parse('import_module("mathcore.results").X')
    assert any(_is_import_module(n) for n in ast.walk(tree))


def test_the_solve_path_imports_nothing_from_teaching_workbench_evals_or_cli() -> None:
    path = solve_path()
    assert "mathcore.routing.contemplation" in path and "mathcore.api" in path
    bad = sorted(m for m in path if m.startswith(FORBIDDEN))
    assert bad == []


def test_the_guard_catches_a_forbidden_import() -> None:
    # the checker itself must fire: the CLI imports the evals, so its closure is not clean
    assert any(m.startswith("mathcore.evals") for m in imports_of("mathcore.cli.oracle_cmd"))


def _file_calls(module: str) -> list[str]:
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    calls = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = (
                f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            )
            if name in READ_CALLS:
                calls.append(f"{name}@{node.lineno}")
    return calls


def test_only_the_pack_loader_reads_files_on_the_solve_path() -> None:
    offenders = {}
    for m in sorted(solve_path(whole_packages=False) - FILE_READERS):
        calls = _file_calls(m)
        if calls:
            offenders[m] = calls
    assert offenders == {}


def test_the_file_check_fires_on_a_module_that_reads() -> None:
    assert _file_calls("mathcore.packs.loader") != []


def test_proposals_only_write_through_a_temporary_file() -> None:
    calls = _file_calls("mathcore.routing.proposals")
    assert [c.split("@")[0] for c in calls] == ["fdopen"]
