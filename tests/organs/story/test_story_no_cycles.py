"""A story reading leaves no reference cycles behind (the garbage collector finds nothing).

Cyclic garbage waits for the collector, which then walks everything still reachable: a
reader that left its readings in cycles paid for it in every collection (and in one long
full collection now and then).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from mathcore.organs.base import ReaderRefusal
from mathcore.organs.story.organ import ORGAN
from mathcore.packs.loader import pinned_pack

TEXTS = (
    # read: several clauses, a question
    "Tom has 5 apples. He gives 2 apples to Sam, and then he buys 4 more apples. "
    "How many apples does Tom have now?",
    # a sentence no frame reads (the exhaustive pass for the blocking token)
    "Tom has 5 apples. Apples Tom apples gives. How many apples does Tom have?",
    # a reference with two antecedents: a reading that raises inside the resolver
    "Tom has 5 apples. Sam has 3 apples. He gives 2 apples to Ann. How many apples does Ann have?",
    # ... and in the question
    "Tom has 5 apples. Sam has 3 apples. How many apples does he have?",
    # an unknown word
    "Tom has 5 zorblats. How many zorblats does Tom have?",
    # the question first
    "How many apples does Tom have? Tom has 5 apples.",
)


@pytest.fixture
def no_collector() -> Iterator[None]:
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@pytest.mark.parametrize("text", TEXTS)
def test_a_reading_leaves_no_cyclic_garbage(text: str, no_collector: None) -> None:
    with pinned_pack():
        ORGAN.read(text)  # warm: lexicon entries and caches are built once, kept on purpose
        gc.collect()
        for _ in range(3):
            ORGAN.read(text)
    assert gc.collect() == 0


def test_the_texts_take_the_paths_they_name() -> None:
    with pinned_pack():
        outs = [ORGAN.read(t) for t in TEXTS]
    assert not isinstance(outs[0], ReaderRefusal)
    reasons = [o.reason for o in outs[1:] if isinstance(o, ReaderRefusal)]
    assert reasons[0] == "unreadable_sentence"
    assert reasons[1:3] == ["ambiguous_reference", "ambiguous_reference"]
    assert reasons[3:] == ["unknown_word", "multiple_questions"]
