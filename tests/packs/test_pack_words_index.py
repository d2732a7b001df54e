"""``Pack.words`` from the category index gives what a scan of the lexicon gives."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from hypothesis import given
from hypothesis import strategies as st

from mathcore.packs.loader import LexEntry, Pack, current_pack


def _scan(pack: Pack, category: str) -> frozenset[str]:
    return frozenset(f for f, es in pack.lexicon.items() for e in es if e.category == category)


def test_every_category_of_the_pack_matches_the_scan() -> None:
    pack = current_pack()
    categories = {e.category for es in pack.lexicon.values() for e in es}
    assert len(categories) > 100
    for category in sorted(categories):
        assert pack.words(category) == _scan(pack, category)
    assert pack.words("no_such_category") == frozenset()


_forms = st.sampled_from(["apple", "pear", "buy", "sell", "red", "big"])
_cats = st.sampled_from(["noun", "verb", "colour", "size"])


@given(st.lists(st.tuples(_forms, _cats), max_size=12), _cats)
def test_a_small_pack_matches_the_scan(rows: list[tuple[str, str]], asked: str) -> None:
    base = current_pack()
    lexicon: dict[str, tuple[LexEntry, ...]] = {}
    for form, category in rows:
        entry = replace(next(iter(base.lexicon.values()))[0], form=form, category=category)
        lexicon[form] = (*lexicon.get(form, ()), entry)
    pack = replace(base, lexicon=MappingProxyType(lexicon))
    assert pack.words(asked) == _scan(pack, asked)
    # another pack object with another lexicon is indexed on its own
    empty = replace(base, lexicon=MappingProxyType({}))
    assert empty.words(asked) == frozenset()
