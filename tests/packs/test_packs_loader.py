"""The pack loader: one integrity check over exactly the loaded bytes, clear errors naming file
and line, live reload after a ratification, and both broken-pack paths (solve and the CLI)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mathcore.errors import PackError
from mathcore.packs.loader import DEFAULT_PACK, current_pack, load_pack, sha256_bytes
from mathcore.packs.manifest import manifest_bytes, manifest_with, render, write_manifest

MATHCORE = Path(sys.executable).parent / "mathcore"


def write(path: Path, rows: list[Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows))


def pack(tmp_path: Path, **files: list[Any]) -> Path:
    root = tmp_path / "p"
    (root / "lexicon").mkdir(parents=True)
    (root / "manifest.json").write_text('{"files": {}, "pack": "t", "version": 1}\n')
    base = {
        "lexicon/a.jsonl": [{"form": "one", "category": "number_word", "value": "1"}],
        "frames/a.jsonl": [{"form": "gave", "frame_class": "transfer_frame"}],
        "compositions/a.jsonl": [
            {"pattern": "p_add", "category": "additive_composition", "polarity": "affirms"}
        ],
    }
    for rel, rows in {**base, **{k.replace("__", "/"): v for k, v in files.items()}}.items():
        write(root / rel, rows)
    write_manifest(root)
    return root


def test_a_valid_pack_loads(tmp_path: Path) -> None:
    p = load_pack(pack(tmp_path))
    assert p.categories("ONE") == {"number_word"} and p.value("one", "number_word") == "1"
    assert p.frames["gave"][0].frame_class == "transfer_frame"
    assert p.composition("p_add") is not None and p.composition("nope") is None
    assert p.frames["gave"][0].source == "frames/a.jsonl:1"


def test_the_bundled_pack_loads() -> None:
    load_pack(DEFAULT_PACK)


BAD_ROWS = [
    ("lexicon__a.jsonl", ['{"form": "x", "category": "noun"'], "lexicon/a.jsonl:1", "invalid JSON"),
    ("lexicon__a.jsonl", ["[1, 2]"], "lexicon/a.jsonl:1", "JSON object"),
    (
        "lexicon__a.jsonl",
        [{"form": "x", "category": "verbish"}],
        "lexicon/a.jsonl:1",
        "not allowlisted",
    ),
    ("lexicon__a.jsonl", [{"form": "x"}], "lexicon/a.jsonl:1", "'category'"),
    (
        "lexicon__a.jsonl",
        [{"form": "x", "category": "noun", "value": 3}],
        "lexicon/a.jsonl:1",
        "'value'",
    ),
    (
        "lexicon__a.jsonl",
        [{"form": "x", "category": "noun"}, {"form": "X", "category": "noun"}],
        "lexicon/a.jsonl:2",
        "duplicate entry",
    ),
    (
        "lexicon__a.jsonl",
        ['{"form": "x", "category": "noun", "category": "unit"}'],
        "lexicon/a.jsonl:1",
        "duplicate key",
    ),
    (
        "lexicon__a.jsonl",
        ['{"form": "x", "category": "noun", "value": 1.5}'],
        "lexicon/a.jsonl:1",
        "float",
    ),
    (
        "frames__a.jsonl",
        [{"form": "gave", "frame_class": "teleport_frame"}],
        "frames/a.jsonl:1",
        "not allowlisted",
    ),
    (
        "frames__a.jsonl",
        [{"form": "gave", "frame_class": "transfer_frame", "polarity": "maybe"}],
        "frames/a.jsonl:1",
        "polarity",
    ),
    (
        "frames__a.jsonl",
        [
            {"form": "gave", "frame_class": "transfer_frame"},
            {"form": "gave", "frame_class": "transfer_frame", "polarity": "falsifies"},
        ],
        "frames/a.jsonl:2",
        "conflicting polarity",
    ),
    (
        "frames__a.jsonl",
        [{"form": "gave", "frame_class": "transfer_frame"}] * 2,
        "frames/a.jsonl:2",
        "duplicate",
    ),
    (
        "compositions__a.jsonl",
        [{"pattern": "p", "category": "ratio_composition", "polarity": "affirms"}],
        "compositions/a.jsonl:1",
        "not allowlisted",
    ),
    (
        "compositions__a.jsonl",
        [{"pattern": "p", "category": "additive_composition", "polarity": "perhaps"}],
        "compositions/a.jsonl:1",
        "polarity",
    ),
    (
        "compositions__a.jsonl",
        [
            {"pattern": "p", "category": "additive_composition", "polarity": "affirms"},
            {"pattern": "p", "category": "subtractive_composition", "polarity": "affirms"},
        ],
        "compositions/a.jsonl:2",
        "already defined",
    ),
]


@pytest.mark.parametrize(("name", "rows", "where", "what"), BAD_ROWS)
def test_row_errors_name_file_and_line(
    tmp_path: Path, name: str, rows: list[Any], where: str, what: str
) -> None:
    root = pack(tmp_path, **{name: rows})
    with pytest.raises(PackError) as info:
        load_pack(root)
    assert str(info.value).startswith(where + ":") and what in str(info.value)


def test_checksum_covers_exactly_the_loaded_bytes(tmp_path: Path) -> None:
    root = pack(tmp_path)
    with open(root / "lexicon" / "a.jsonl", "a") as fh:
        fh.write('{"form": "two", "category": "number_word", "value": "2"}\n')
    with pytest.raises(PackError, match=r"lexicon/a.jsonl: checksum"):
        load_pack(root)


@pytest.mark.parametrize(
    ("edit", "what"),
    [
        (lambda m: m["files"].update({"../evil.jsonl": "0" * 64}), "not <registry>"),
        (lambda m: m["files"].update({"grammar/x.jsonl": "0" * 64}), "not <registry>"),
        (lambda m: m["files"].update({"lexicon/a.jsonl": "abc"}), "no SHA-256"),
        (lambda m: m["files"].update({"lexicon/gone.jsonl": "0" * 64}), "unreadable"),
        (lambda m: m.update({"version": 2}), "version"),
        (lambda m: m.pop("files"), "no 'files'"),
    ],
)
def test_manifest_errors(tmp_path: Path, edit: Any, what: str) -> None:
    root = pack(tmp_path)
    m = json.loads((root / "manifest.json").read_text())
    edit(m)
    (root / "manifest.json").write_text(json.dumps(m))
    with pytest.raises(PackError, match=what):
        load_pack(root)


def test_unlisted_and_unreadable_files(tmp_path: Path) -> None:
    root = pack(tmp_path)
    write(root / "lexicon" / "stray.jsonl", [{"form": "x", "category": "noun"}])
    with pytest.raises(PackError, match=r"not in manifest: lexicon/stray\.jsonl"):
        load_pack(root)
    root2 = pack(tmp_path / "b")
    (root2 / "manifest.json").write_text("{not json")
    with pytest.raises(PackError, match="unreadable manifest"):
        load_pack(root2)
    root3 = pack(tmp_path / "c")
    (root3 / "lexicon" / "a.jsonl").write_bytes(b"\xff\xfe\n")
    write_manifest(root3)
    with pytest.raises(PackError, match="not UTF-8"):
        load_pack(root3)


def test_a_line_separator_inside_a_row_is_not_a_line_break(tmp_path: Path) -> None:
    root = pack(tmp_path, **{"lexicon__a.jsonl": []})
    (root / "lexicon" / "a.jsonl").write_text(
        json.dumps({"form": "x", "category": "noun", "value": "a\u2028b"}, ensure_ascii=False)
        + "\n",
        encoding="utf-8",
    )
    write_manifest(root)
    assert load_pack(root).value("x", "noun") == "a\u2028b"


def test_manifest_with_changes_one_entry_only(tmp_path: Path) -> None:
    root = pack(tmp_path)
    before = json.loads((root / "manifest.json").read_text())
    after = json.loads(manifest_with(root, "lexicon/new.jsonl", b"x\n"))
    assert after["files"].pop("lexicon/new.jsonl") == sha256_bytes(b"x\n")
    assert after == before
    assert manifest_bytes(root, "t") == (root / "manifest.json").read_bytes()
    assert render("t", {"b": "1", "a": "2"}).index(b'"a"') < render("t", {"b": "1"}).index(b"}")


def test_a_running_process_sees_a_change_without_restarting(tmp_path: Path) -> None:
    root = pack(tmp_path)
    first = current_pack(root)
    assert current_pack(root) is first  # cached while the manifest is unchanged
    for i in range(5):  # quick successive same-size rewrites: each is a new manifest inode
        write(root / "lexicon" / "b.jsonl", [{"form": f"w{i}", "category": "noun"}])
        tmp = root / ".m.tmp"
        tmp.write_bytes(manifest_bytes(root, "t"))
        os.replace(tmp, root / "manifest.json")
        assert current_pack(root).categories(f"w{i}") == {"noun"}


def broken(tmp_path: Path) -> Path:
    root = pack(tmp_path)
    write(
        root / "frames" / "a.jsonl",
        [
            {"form": "gave", "frame_class": "transfer_frame"},
            {"form": "gave", "frame_class": "transfer_frame", "polarity": "falsifies"},
        ],
    )
    write_manifest(root)
    return root


def test_solve_on_a_broken_pack_is_a_typed_refusal_naming_file_and_line(tmp_path: Path) -> None:
    code = (
        "import json; from mathcore import solve, to_record; "
        "print(json.dumps(to_record(solve('Ana has 3 apples. She gave 1 apple to Ben. "
        "How many apples does Ana have?'))))"
    )
    env = {**os.environ, "MATHCORE_PACK": str(broken(tmp_path))}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    rec = json.loads(out.stdout)
    assert rec["status"] == "refused" and rec["reason"] == "internal_error"
    assert rec["terminal"] == "NO_PROGRESS" and "frames/a.jsonl:2" in rec["detail"]


def test_the_cli_fails_at_startup_on_a_broken_pack(tmp_path: Path) -> None:
    env = {**os.environ, "MATHCORE_PACK": str(broken(tmp_path))}
    out = subprocess.run(
        [str(MATHCORE), "solve", "Ana has 3 apples. How many?"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert out.returncode == 2
    assert "language pack is invalid" in out.stderr and "frames/a.jsonl:2" in out.stderr
    assert "Traceback" not in out.stderr
    ok = subprocess.run(
        [str(MATHCORE), "teach", "log", "--verify", "--log", str(tmp_path / "none.jsonl")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert ok.returncode == 0  # the corridor stays usable to inspect a broken pack
