"""The loader's fast paths build exactly what the plain code builds: lexicon entries set slot
by slot equal ``LexEntry(...)``, and the C-side duplicate-key check still names the key."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.errors import PackError
from mathcore.fastinit import native
from mathcore.packs import loader
from mathcore.packs.loader import DEFAULT_PACK, LexEntry, load_pack
from mathcore.packs.manifest import write_manifest


def test_fast_built_entries_equal_dataclass_built_ones() -> None:
    pack = load_pack(DEFAULT_PACK)
    for es in list(pack.lexicon.values())[::50]:
        for e in es:
            plain = LexEntry(e.form, e.category, e.value, e.source)
            assert e == plain and hash(e) == hash(plain) and repr(e) == repr(plain)
            with pytest.raises(dataclasses.FrozenInstanceError):
                e.form = "x"  # type: ignore[misc]


def test_the_fast_path_is_on_for_the_current_fields() -> None:
    # off in the compiled build, whose native ``LexEntry`` has no slot setters to call
    assert loader._FAST_LEX is not native(LexEntry)
    assert loader._lex_entry("a", "noun", None, "f:1") == LexEntry("a", "noun", None, "f:1")


@pytest.mark.parametrize(
    ("row", "key"),
    [
        ('{"a": 1, "b": 2, "a": 3}', "a"),
        ('{"a": 1, "b": 2, "b": 3, "a": 4}', "b"),
        ('{"a": {"x": 1, "x": 2}}', "x"),
    ],
)
def test_a_repeated_key_is_named(row: str, key: str) -> None:
    with pytest.raises(loader._DuplicateKey) as info:
        loader._loads(row)
    assert info.value.args == (key,)


def test_rows_without_repeats_decode_as_json_does() -> None:
    assert loader._loads('{"b": "1", "a": null, "c": {"d": []}}') == {
        "b": "1",
        "a": None,
        "c": {"d": []},
    }


def test_a_repeated_key_in_a_pack_row_names_file_and_line(tmp_path: Path) -> None:
    root = tmp_path / "p"
    (root / "lexicon").mkdir(parents=True)
    (root / "manifest.json").write_text('{"files": {}, "pack": "t", "version": 1}\n')
    (root / "lexicon" / "a.jsonl").write_text(
        '{"form": "one", "category": "number_word", "value": "1"}\n'
        '{"form": "two", "value": "2", "category": "number_word", "value": "3"}\n'
    )
    write_manifest(root)
    with pytest.raises(PackError, match=r"lexicon/a\.jsonl:2: duplicate key 'value'"):
        load_pack(root)


def test_words_lists_every_form_with_an_entry_of_the_category() -> None:
    pack = load_pack(DEFAULT_PACK)
    cats = {e.category for es in pack.lexicon.values() for e in es}
    for cat in [*sorted(cats), "no_such_category"]:
        want = {f for f, es in pack.lexicon.items() if any(e.category == cat for e in es)}
        assert pack.words(cat) == want
    assert "apple" in pack.words("noun") and "apple" in pack.words("modifier")


def _outcome(fn: Any, line: str) -> tuple[str, object]:
    try:
        return ("ok", fn(line))
    except ValueError as exc:  # JSONDecodeError, _DuplicateKey, the float refusal
        return (type(exc).__name__, str(exc))


_JSONISH = st.text(alphabet='{}[]":,. \t\r0123456789abcnlstrue-\\e\u2028', max_size=30)


@settings(max_examples=500, deadline=None)
@given(st.one_of(_JSONISH, st.builds(json.dumps, st.dictionaries(st.text(max_size=3), st.text()))))
def test_the_row_scanner_decides_as_loads(line: str) -> None:
    assert _outcome(loader._loads_row, line) == _outcome(loader._loads, line)


@pytest.mark.parametrize(
    "line",
    [
        '{"a": "1"}',
        '  {"a": "1"} \r',
        '{"a": "1"} x',
        '{"a": "1"}{"b": "2"}',
        '{"a": 1.5}',
        '{"a": "1", "a": "2"}',
        "",
        "   ",
        "[1, 2]",
        '"s"',
        '{"a": "\\ud800"}',
        '{"a": "x\u2028y"}',
        "{",
        "NaN",
        "-Infinity",
        "1e5",
    ],
)
def test_the_row_scanner_on_edge_lines(line: str) -> None:
    assert _outcome(loader._loads_row, line) == _outcome(loader._loads, line)
