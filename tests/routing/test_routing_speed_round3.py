"""Round 3 of the routing speed-ups compute exactly what the plain code computes.

The router shares one classification and attempt per organ and substantive reason; a
proposal's attempts are encoded through an identity cache first. Both give the same values.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import mathcore
from mathcore.results import Attempt
from mathcore.routing import proposals
from mathcore.routing.proposals import Proposal, proposal_id
from mathcore.routing.router import Router, default_router

_TEXTS = st.text(min_size=0, max_size=20)
_MAYBE = st.none() | _TEXTS

#: two texts the story organ refuses for the same substantive reason (an unknown word)
_UNKNOWN = (
    "Tom has 5 zorblats. He frobs 2 of them. How many zorblats does Tom have?",
    "Ann has 3 quuxes. She blarfs 1 of them. How many quuxes does Ann have?",
)


def test_a_substantive_refusal_shares_its_classification_and_attempt() -> None:
    router = default_router()
    fresh = Router(router.organs)
    first, second = (router.route(t).readings[-1] for t in _UNKNOWN)
    again = fresh.route(_UNKNOWN[1]).readings[-1]
    assert first.organ.name == "story" and first.refusal is not None
    assert first.refusal.reason == second.refusal.reason == "unknown_word"  # type: ignore[union-attr]
    assert first.attempt is second.attempt and first.classified is second.classified
    assert second.attempt == again.attempt and second.classified == again.classified
    assert second.refusal != first.refusal  # each reading keeps its own refusal detail
    assert first.recognizes and second.recognizes
    plain = fresh.families.classify("story", "reader", "unknown_word")
    assert second.classified == plain
    assert second.attempt == Attempt("story", "setup_refused", plain.reason, plain.family, None)


def test_solves_of_texts_with_a_shared_reason_keep_their_own_records() -> None:
    a, b = (mathcore.solve(t) for t in _UNKNOWN)
    assert isinstance(a, mathcore.Refused) and isinstance(b, mathcore.Refused)
    assert a.blocking is not None and b.blocking is not None
    assert (a.blocking.token, b.blocking.token) == ("zorblats", "quuxes")
    assert a.proposal_id != b.proposal_id
    assert a.attempts == b.attempts


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(_TEXTS, _TEXTS, _MAYBE, _MAYBE, _MAYBE), max_size=4),
    st.booleans(),
)
def test_attempt_text_is_the_attempt_json(
    rows: list[tuple[str, str, str | None, str | None, str | None]], twice: bool
) -> None:
    attempts = tuple(Attempt(*r) for r in rows)
    for _ in range(2 if twice else 1):
        assert [proposals._attempt_text(a) for a in attempts] == [
            proposals._attempt_json(a) for a in attempts
        ]
    want = Proposal.of("f", "o", "r", "text", attempts).id
    assert proposal_id("f", "o", "r", "text", attempts) == want


def test_the_identity_cache_is_bounded_and_keeps_what_it_names() -> None:
    shared = Attempt("story", "setup_refused", "story_x", "story_y", None)
    assert proposals._attempt_text(shared) == proposals._attempt_json(shared)
    hit = proposals._BY_ID.get(id(shared))
    assert hit is not None and hit[0] is shared
    signed = Attempt("story", "setup_correct", None, None, "S[1]")
    proposals._attempt_text(signed)
    assert id(signed) not in proposals._BY_ID  # a setup's attempt is per text: not kept
    assert len(proposals._BY_ID) <= proposals._BY_ID_MAX
