"""Questions comparing two actions of one holder: ``How much farther did Eve run than walk?``

The question row ``q_farther`` binds two verbs; the question's frame is ``run>walk``. The
answer is the holder's total of the first action less the total of the second, each summed
as an event question sums it (same holder, the asked or the only kind); a missing action or
a negative difference refuses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.gsm_gifts_kinds import category_parts, chain
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import EVERYONE, Kind, Question, StorySetup
from mathcore.packs.loader import Pack, PerPack, current_pack
from mathcore.results import Step


def frame_difference(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """Holder's events of the first verb minus its events of the second."""
    from mathcore.organs.story.answers import _events

    q = setup.question
    first, _, second = q.frame.partition(">")
    if not first or not second or first == second:
        raise Halt("question_target_unbound", "two different actions are needed")
    a, sa = _events(led, replace(setup, question=replace(q, ask="event", frame=first)))
    b, sb = _events(led, replace(setup, question=replace(q, ask="event", frame=second)))
    _gate("story_difference")
    if a < b:
        raise Halt("negative_quantity", "the difference is negative")
    step = Step("subtract", (normalize(a), normalize(b)), normalize(a - b), "difference", q.source)
    return a - b, [*sa, *sb, step]


#: Per pack digest: each form with a ``complement`` entry and its value (scanned once).
_COMPLEMENTS: dict[str, tuple[tuple[str, str], ...]] = {}


def _complements() -> tuple[tuple[str, str], ...]:
    pack = current_pack()
    hit = _COMPLEMENTS.get(pack.digest)
    if hit is None:
        forms = sorted(pack.words("complement"))  # a scan of the whole lexicon
        hit = tuple((part, pack.value(part, "complement") or "") for part in forms)
        _COMPLEMENTS.clear()
        _COMPLEMENTS[pack.digest] = hit
    return hit


def _complement_pair(whole: str) -> tuple[str, str] | None:
    """The two parts the pack names for ``whole`` (boy and girl for child), if one pair."""
    pairs = set()
    for part, raw in _complements():
        other, _, wholes = raw.partition(":")
        if whole in wholes.split(","):
            pairs.add(tuple(sorted((part, other))))
    if len(pairs) != 1:
        return None
    first, second = next(iter(pairs))
    return first, second


def _other_whole_held(led: Ledger, whole: str, parts: Sequence[str]) -> bool:
    """Whether the ledger holds another whole the pack names for the parts (``child`` when
    ``students`` is asked of boys and girls split from 50 children: not the same whole)."""
    wholes: set[str] = set()
    for part, raw in _complements():
        other, _, named = raw.partition(":")
        if part in parts or other in parts:
            wholes.update(named.split(","))
    held = {k.head for _h, k in led.amounts}
    return bool(held & (wholes - {whole}))


def _hyponyms(led: Ledger, whole: str) -> tuple[str, ...]:
    """The nouns the ledger holds that the pack says are kinds of ``whole`` (parrot: bird)."""
    pack = current_pack()
    heads = {k.head for _h, k in led.amounts} | {k.head for k, _u in led.each}
    return tuple(sorted(h for h in heads if pack.value(h, "hypernym") == whole))


def state_of_parts(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``44 boys and 53 girls ... How many children?``: the parts of a whole, summed.

    Only when the ledger holds none of the asked noun itself: the pack's one pair of
    complementary parts (``boy``/``girl`` for ``child``), or else every held noun the pack
    names a kind of it (``parrot``, ``parakeet`` for ``bird``). Each part's amount is the state
    question's own answer for that part, so every state refusal still applies; an orphan
    change of a part refuses.
    """
    from mathcore.organs.story.answers import _ask_state, _state

    q = setup.question
    try:
        answer = _ask_state(led, setup)
    except Halt as halt:
        if halt.reason != "question_target_unbound" or q.kind.mods:
            raise
        parts = _complement_pair(q.kind.head) or category_parts(led, q)  # gsm_gifts_kinds
        if not parts:
            raise
        if _other_whole_held(led, q.kind.head, parts):
            raise  # "50 children ... 30 of them are boys. How many students?": are they?
    else:
        _no_members_beside(led, q)
        return answer
    if any(o.kind.head in parts for o in led.orphans):
        raise Halt("unused_number", "a change of a part the story never gives")
    values: list[Fraction] = []
    steps: list[Step] = []
    for head in parts:
        v, sv = _state(led, q.holder, Kind(head))
        values.append(v)
        steps.extend(sv)
    _gate("story_sum_of_parts")
    total = sum(values, Fraction(0))
    if len(values) > 1:
        operands = tuple(normalize(v) for v in values)
        steps.append(Step("add", operands, normalize(total), "the parts", q.source))
    return total, steps


def _no_members_beside(led: Ledger, q: Question) -> None:
    """``3 parrots and 2 cats. He has 4 animals in the barn. How many animals?``: the asked
    noun held beside kinds the pack places under it; are the parrots among the 4 or not?"""
    if q.kind.mods:
        return
    members = set(q.holder[1:].split("&")) if q.holder.startswith("&") else {q.holder}
    held = {k.head for h, k in led.amounts if h in members or q.holder == EVERYONE}
    inner = sorted(h for h in held if q.kind.head in chain(h))
    if inner:
        raise Halt("ambiguous_total", f"{inner[0]}s may or may not be among the {q.kind.head}s")


#: The word table lives in the pack, read once per pack digest: ``spend_ask_lemma``.


@dataclass(frozen=True, slots=True)
class _Words:
    spending: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        spending=pack.words("spend_ask_lemma"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def spent_events(led: Ledger, setup: StorySetup) -> tuple[Fraction, list[Step]]:
    """``Alyssa paid $12.08 for grapes ... how much did Alyssa spend?``: payments are spent.

    Only dollar losses (``paid $N for ...``) count as spending; a payment to someone (a
    transfer) keeps its own verb.
    """
    ws = _words()
    from mathcore.organs.story.answers import _events

    q = setup.question
    if q.frame == "spend" and q.kind.head == "dollar":
        events = tuple(
            replace(e, frame="spend")
            if e.op == "lose" and e.frame in ws.spending and e.kind.head == "dollar"
            else e
            for e in setup.events
        )
        setup = replace(setup, events=events)
    return _events(led, setup)


MAWPS_ASKS: dict[str, Callable[[Ledger, StorySetup], tuple[Fraction, list[Step]]]] = {
    "difference_f": frame_difference,
    "state": state_of_parts,
    "event": spent_events,
}
