"""Amounts of a category: a question of ``pieces of fruit``, a comparison with a category.

``How many pieces of fruit are in the basket?`` over oranges, apples and bananas: a piece of
a category noun the pack's ``hypernym`` rows fill (``fruit``: apple, banana, ...; ``clothing``:
shirt, jacket, ...) is one of its members, so the question asks the category itself, which
``mawps_asks.state_of_parts`` sums over the members (every held kind accounted for); a told
amount of pieces of the category (``She has 20 pieces of fruit in total``) is one of the
category too (``unknowns_kinds`` reads it as the total). Only when nothing else in the story
counts pieces (``cut each apple into 4 pieces``) or names the category as a modifier.

``There are 12 bananas and 4 apples in the blue basket. The red basket holds half as many
fruits as the blue basket.`` (8): a comparison of a category (``fruits``) with a holder told
only amounts of its members is the comparison with their sum; likewise an action
(``Martha's cat catches 3 rats and 7 birds. Cara's cat catches 3 less than five times as
many animals as Martha's cat.``: 47) with the compared holder's actions of that verb. Read
only when every amount (or action) of the compared holder is told, is of a member of the
category (the pack's chain: rat -> animal), none inside another, and none is of the
category itself; the compared amounts all come before the comparison and nothing in the
story changes any amount (the has-world), or the compared actions are all of one verb. The
comparison becomes the comparing holder's own amount (or action); a count must be whole.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.organs.story.unknowns_total import relation_coeffs
from mathcore.packs.loader import current_pack
from mathcore.results import Step
from mathcore.text.hypernyms import broader

#: Per pack digest: every noun some ``hypernym`` row names as a category.
_CATEGORIES: dict[str, frozenset[str]] = {}


def categories() -> frozenset[str]:
    """The category nouns of the current pack (scanned once per pack)."""
    pack = current_pack()
    hit = _CATEGORIES.get(pack.digest)
    if hit is None:
        forms = pack.words("hypernym")
        hit = frozenset(v for f in forms for v in (pack.value(f, "hypernym"),) if v)
        _CATEGORIES.clear()
        _CATEGORIES[pack.digest] = hit
    return hit


def _category_pieces(k: Kind) -> str | None:
    """The category ``k`` counts in pieces (``pieces of fruit``: fruit), or None."""
    if k.head != "piece" or len(k.mods) != 1 or not k.mods[0].startswith("of "):
        return None
    whole = k.mods[0][3:]
    return whole if " " not in whole and whole in categories() else None


def pieces_of_category(setup: StorySetup) -> StorySetup:
    """``pieces of fruit`` read as ``fruit``, asked or told, when nothing else counts pieces
    or names the category as a modifier (module docstring)."""
    q = setup.question
    kinds = [k for e in setup.events for k in (e.kind, e.other_kind) if k is not None]
    wholes = {w for k in (*kinds, q.kind) for w in (_category_pieces(k),) if w}
    if len(wholes) != 1 or any(
        e.other_kind and _category_pieces(e.other_kind) for e in setup.events
    ):
        return setup  # pieces as units of something else: left as they are
    whole = next(iter(wholes))
    for k in (*kinds, q.kind):
        if _category_pieces(k) is None and (k.head == "piece" or whole in k.mods):
            return setup  # "cut each apple into 4 pieces": pieces counted as pieces

    def named(k: Kind) -> Kind:
        return Kind(whole) if _category_pieces(k) else k

    events = tuple(replace(e, kind=named(e.kind)) for e in setup.events)
    return replace(setup, events=events, question=replace(q, kind=named(q.kind)))


_HAS_RELS = frozenset({"more", "fewer", "times", "times_more", "times_fewer"})
_EV_RELS = frozenset({"ev_more", "ev_fewer", "ev_times", "ev_times_more", "ev_times_fewer"})
_BASE = frozenset({"gain", "lose", "act"})


def _members_of(kinds: list[Kind], whole: Kind) -> bool:
    """Every kind a distinct member of the category ``whole`` (none inside another)."""
    if whole.mods or not kinds:
        return False
    heads = [k.head for k in kinds]
    if len(set(heads)) != len(heads) or whole.head in heads:
        return False
    if any(a in broader(b) for a in heads for b in heads):
        return False
    return all(whole.head in broader(h) for h in heads)


def _coeffs(e: Event) -> tuple[Fraction, Fraction]:
    """holder = f * other + c for a holding or an action comparison."""
    op = e.op.removeprefix("ev_")
    if op == "times_more" or op == "times_fewer":
        return relation_coeffs(replace(e, op=op))
    return relation_coeffs(replace(e, op=op, factor=None))


def _compared(setup: StorySetup, n: int, e: Event) -> list[Event] | None:
    """The compared holder's told amounts (or actions) of members of the category."""
    evs = setup.events
    if e.op in _HAS_RELS:
        if any(x.op not in _HAS_RELS | {"has"} for x in evs):
            return None  # something changes an amount: the has-world only
        mine = [x for x in evs if e.other in (x.holder, x.other) and x is not e]
        if any(x.op != "has" or x.qty is None or evs.index(x) > n for x in mine):
            return None
        return mine
    mine = [x for x in evs if e.other in (x.holder, x.agent, x.other) and x is not e]
    ok = all(
        x.op in _BASE and x.agent == e.other and x.frame == e.frame and not x.other for x in mine
    )
    if not ok or len({x.op for x in mine}) != 1 or any(x.qty is None for x in mine):
        return None
    return mine


def relate_to_members(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """Each comparison with a category's members made the comparing holder's own amount."""
    evs = list(setup.events)
    steps: list[Step] = []
    for n, e in enumerate(setup.events):
        if e.op not in _HAS_RELS | _EV_RELS or e.qty is None or e.kind.mods:
            continue
        if e.kind.head not in categories():
            continue
        mine = _compared(setup, n, e)
        if mine is None or not _members_of([x.kind for x in mine], e.kind):
            continue
        evs[n], more = _concrete(e, mine)
        steps.extend(more)
    if not steps:
        return setup, []
    return replace(setup, events=tuple(evs)), steps


def _concrete(e: Event, mine: list[Event]) -> tuple[Event, list[Step]]:
    total = sum((Fraction(x.qty or 0) for x in mine), Fraction(0))
    _gate("story_sum_of_parts")
    operands = tuple(normalize(Fraction(x.qty or 0)) for x in mine)
    steps = [Step("add", operands, normalize(total), f"the {e.kind.head}s compared", e.source)]
    f, c = _coeffs(e)
    _gate("story_times_as_many" if f != 1 else "story_more_than")
    value = f * total + c
    if value < 0:
        raise Halt("negative_quantity", "a compared amount below zero")
    if value.denominator != 1:
        raise Halt("non_integer_count", "a compared count that is not whole")
    scaled = f * total
    steps.append(
        Step("multiply", (normalize(total), normalize(f)), normalize(scaled), "times", e.source)
    )
    if c:
        steps.append(
            Step(
                "add",
                (normalize(scaled), normalize(c)),
                normalize(value),
                "more or fewer",
                e.source,
            )
        )
    op = "has" if e.op in _HAS_RELS else mine[0].op
    return replace(e, op=op, qty=normalize(value), other="", factor=None), steps
