# ruff: noqa: E501
"""Cutting a unit into equal pieces (issue 8, vocabulary round 4): ``Each pizza is cut into 8
slices``, ``He cuts each watermelon into 10 slices``, ``Dean ordered 2 pizzas that were each
cut into 12 slices``: a per-unit amount (op ``each``, like ``Each pizza has 8 slices``).

Only the distributive forms are read: ``each``/``every`` before the unit, or ``each`` after
the count of units (``2 cakes that are each cut into 8 slices``, ``... cut into 8 slices
each``). ``She cuts the watermelon into 15 slices`` (one thing, by a definite article) and
``cut it into 24 pieces`` are not read, and the verbs ``cuts``, ``sliced`` are in the pack as
bare function words: no other frame reads them, so a sentence using them otherwise refuses.
The rows are data; the per-unit events go through the same ``each`` and
``has_with_each_end`` constructions as ``has``.
"""

from __future__ import annotations

from mathcore.organs.story.model import StorySetup

#: The cutting verbs (a literal element: no verb class, so no other frame reads them).
_CUT = "cut|cuts|sliced|slices|divided|divides"
_PASSIVE = "cut|sliced|divided"

CUT_CLAUSES = f"""
cut_each_passive | each|every K:u is|was|are|were {_PASSIVE} into N:n ?equal K:k S:loc | op=each other_kind=u kind=k qty=n
cut_each_active | H:s @ADV @AUX {_CUT} each|every K:u into N:n ?equal K:k S:loc | op=each other_kind=u kind=k qty=n
has_cut_each | H:s @ADV V=possession N:n K:u ?, that|which are|were each {_PASSIVE} into N:n2 ?equal K:k S:loc | op=has_with_each_end holder=s kind=k qty=n other_kind=u
gain_cut_each | H:s @ADV @AUX F=increment_frame:f N:n K:u ?, that|which are|were each {_PASSIVE} into N:n2 ?equal K:k S:loc | op=has_with_each_end holder=s kind=k qty=n other_kind=u
has_cut_each_end | H:s @ADV V=possession N:n K:u ?, that|which are|were {_PASSIVE} into N:n2 ?equal K:k each S:loc | op=has_with_each_end holder=s kind=k qty=n other_kind=u
gain_cut_each_end | H:s @ADV @AUX F=increment_frame:f N:n K:u ?, that|which are|were {_PASSIVE} into N:n2 ?equal K:k each S:loc | op=has_with_each_end holder=s kind=k qty=n other_kind=u
"""

#: The rows above (``Event.rule``), and the one whose cutter is a holder.
CUT_RULES = frozenset(
    {"cut_each_passive", "cut_each_active", "has_cut_each", "gain_cut_each"}
    | {"has_cut_each_end", "gain_cut_each_end"}
)


def cut_misread(setup: StorySetup) -> str:
    """Why a story with a cut may not be answered as read ('' when it may).

    ``He cuts each watermelon into 10 slices. How many watermelons ...?``: whole ones are
    left or not? ``Tom cuts each pie into 6 pieces`` beside Ann's pies: hers are not said to
    be cut (``Each pie is cut ...`` says it of every pie)."""
    if not setup.events or all(e.rule not in CUT_RULES for e in setup.events):
        return ""
    for e in setup.events:
        if e.rule not in CUT_RULES or e.other_kind is None:
            continue
        unit = e.other_kind.head
        if setup.question.kind.head == unit:
            return "the units that were cut are asked"
        if e.rule == "cut_each_active":
            owners = {
                h
                for x in setup.events
                if x.kind.head == unit and x.op != "each"
                for h in (x.holder, x.other)
                if h
            }
            if owners - {e.agent}:
                return "another holder's units are not said to be cut"
    return ""
