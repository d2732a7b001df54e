"""The story reader's speed-ups read exactly what the plain code reads."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.organs.story import clauses
from mathcore.organs.story.frames import CLAUSES, QUESTIONS, Row


def _plain(rows: tuple[Row, ...], feats: frozenset[str]) -> list[int]:
    """The reference filter: a row is tried when each of its needs meets the features."""
    table = clauses._compiled(rows)
    return [r for r, row in enumerate(table) if not any(feats.isdisjoint(need) for need in row[3])]


def _vocabulary(rows: tuple[Row, ...]) -> list[str]:
    out = {f for row in clauses._compiled(rows) for need in row[3] for f in need}
    return sorted(out | {"zebra", "#NUM"})


@settings(max_examples=300, deadline=None)
@given(data=st.data(), questions=st.booleans())
def test_candidates_are_the_plain_filter(data: st.DataObject, questions: bool) -> None:
    rows = QUESTIONS if questions else CLAUSES
    feats = frozenset(data.draw(st.lists(st.sampled_from(_vocabulary(rows)), max_size=12)))
    assert clauses._candidates(rows, feats) == _plain(rows, feats)


def test_candidates_with_every_feature_is_every_row_with_needs_met() -> None:
    feats = frozenset(_vocabulary(CLAUSES))
    got = clauses._candidates(CLAUSES, feats)
    assert got == _plain(CLAUSES, feats)
    assert len(got) == len(CLAUSES)


def test_no_features_leaves_only_rows_without_needs() -> None:
    got = clauses._candidates(CLAUSES, frozenset())
    assert got == _plain(CLAUSES, frozenset())
    assert all(not clauses._compiled(CLAUSES)[r][3] for r in got)


#: kept alive for the whole run: tables are cached by identity
_SMALL: tuple[Row, ...] = (CLAUSES[0], ("only_zebra", "H:s zebra", {"op": "has"}))


def test_index_follows_a_new_table() -> None:
    """A new frame table (another tuple) is indexed afresh, not served the old index."""
    assert clauses._candidates(_SMALL, frozenset({"zebra"}))[-1] == 1
    assert 1 not in clauses._candidates(_SMALL, frozenset({"lion"}))
