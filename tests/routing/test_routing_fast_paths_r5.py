"""Round 5 of the contemplation fast paths: each gives what the plain code gives.

A proposal id's canonical bytes before the text, kept per owner and attempts (found by the
attempts' identity); a route's description kept the same way; the shared empty expectation.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathcore.packs.loader import pinned_pack
from mathcore.results import Attempt
from mathcore.routing import contemplation, proposals
from mathcore.routing.contemplation import Expectation, expectation
from mathcore.routing.proposals import Proposal, proposal_id
from mathcore.routing.registry import organs
from mathcore.routing.router import Router, default_router

#: A fixed pool: drawing from it repeats the same attempt objects (identity hits), and two
#: equal attempts that are different objects (an identity miss with equal contents).
_POOL = (
    Attempt("story", "setup_refused", "story_unknown_word", "story_vocabulary", None),
    Attempt("story", "setup_refused", "story_unknown_word", "story_vocabulary", None),
    Attempt("rate", "setup_refused", "not_rate_shaped", "input_shape", None),
    Attempt("relations", "setup_correct", None, None, 'sig \u00e9 "q"'),
    Attempt("relations", "setup_refused", None, None, None),
)
_OWNERS = st.sampled_from(
    [("story_vocabulary", "story", "story_unknown_word"), ("f\u00e9", "o", "r\n")]
)


@settings(max_examples=300, deadline=None)
@given(
    _OWNERS,
    st.lists(st.sampled_from(range(len(_POOL))), max_size=6),
    st.text(max_size=30),
)
def test_proposal_id_with_kept_heads_is_the_built_proposals_id(
    owner: tuple[str, str, str], picks: list[int], text: str
) -> None:
    family, organ, reason = owner
    attempts = tuple(_POOL[i] for i in picks)
    want = Proposal.of(family, organ, reason, text, attempts).id
    assert proposal_id(family, organ, reason, text, attempts) == want
    assert proposal_id(family, organ, reason, text, attempts) == want  # a kept head


def test_a_kept_head_is_found_by_identity_and_the_cache_stays_bounded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    family, organ, reason = "story_vocabulary", "story", "story_unknown_word"
    one, same = (_POOL[0],), (_POOL[1],)  # equal attempts, other objects
    assert proposal_id(family, organ, reason, "t", one) == proposal_id(
        family, organ, reason, "t", same
    )
    key = (family, organ, reason, id(_POOL[0]))
    assert proposals._HEADS[key][0][0] is _POOL[0]
    monkeypatch.setattr(proposals, "_HEADS", {})
    monkeypatch.setattr(proposals, "_HEADS_MAX", 1)
    proposal_id(family, organ, reason, "t", one)
    proposal_id(family, organ, reason, "u", (_POOL[2],))
    assert len(proposals._HEADS) == 1


_TEXTS = [
    "Tom has 5 zorblats. He frobs 2 of them. How many zorblats does Tom have?",
    "Ana has 3 apples. She buys 2 more apples. How many apples does Ana have?",
    "A car travels 60 miles per hour. How far does it travel in 3 hours?",
    "What is the capital of France?",
    "Tom has 5 apples. Ann has 3 more apples than Tom. How many apples does Ann have?",
]


@pytest.mark.parametrize("router", [default_router(), Router(organs())])
def test_description_is_the_plain_description(router: Router) -> None:
    for _ in range(2):  # the second time from the kept descriptions
        for text in _TEXTS:
            with pinned_pack():
                route = router.route(text)
            assert contemplation._description(route) == contemplation._describe(route)


def test_descriptions_stay_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(contemplation, "_DESCRIBED", {})
    monkeypatch.setattr(contemplation, "_DESCRIBED_MAX", 1)
    for text in _TEXTS:
        with pinned_pack():
            route = default_router().route(text)
        assert contemplation._description(route) == contemplation._describe(route)
        assert len(contemplation._DESCRIBED) == 1


def test_no_expectation_is_the_empty_one() -> None:
    assert expectation(None, None) == Expectation() == Expectation(None, None)
    assert expectation(None, None) is expectation(None, None)
    assert expectation("18", None) == Expectation(18, None)
    assert expectation(None, [1, "2"]) == Expectation(None, (1, 2))
    with pytest.raises(TypeError):
        expectation(None, "12")
