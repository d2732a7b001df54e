"""The ruler's own arithmetic: an expression evaluator and an independent replay of a setup.

Written apart from the organ's solver: amounts are plain dicts keyed by (holder, kind label),
the one unknown is handled by running the story at x = 0 and x = 1 and solving the first
observation, and question kinds are answered by their own small rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from mathcore.organs.story.model import ALL, Event, Kind, StorySetup


def kind_from(label: str) -> Kind:
    words = label.split()
    return Kind(words[-1], tuple(sorted(words[:-1])))


_EXPR = re.compile(r"\s*(?:(\d+(?:\.\d+)?)|(.))")


def evaluate(expr: str) -> Fraction:
    """``+ - * /`` and parentheses over decimals, exactly (a recursive-descent evaluator)."""
    toks = [(m.group(1), m.group(2)) for m in _EXPR.finditer(expr) if m.group().strip()]
    pos = 0

    def atom() -> Fraction:
        nonlocal pos
        num, op = toks[pos]
        pos += 1
        if num is not None:
            return Fraction(num)
        if op == "(":
            v = add()
            pos += 1  # ")"
            return v
        if op == "-":
            return -atom()
        raise ValueError(f"unexpected {op!r}")

    def mul() -> Fraction:
        nonlocal pos
        v = atom()
        while pos < len(toks) and toks[pos][1] in ("*", "/"):
            op = toks[pos][1]
            pos += 1
            r = atom()
            v = v * r if op == "*" else v / r
        return v

    def add() -> Fraction:
        nonlocal pos
        v = mul()
        while pos < len(toks) and toks[pos][1] in ("+", "-"):
            op = toks[pos][1]
            pos += 1
            r = mul()
            v = v + r if op == "+" else v - r
        return v

    result = add()
    if pos != len(toks):
        raise ValueError("trailing input")
    return result


def replay(s: StorySetup) -> tuple[str, Fraction | str]:
    """The outcome by the ruler's own ledger: run at unknown = 0 and 1, solve, re-run."""
    try:
        a0 = _run(s, Fraction(0))
        a1 = _run(s, Fraction(1))
    except _Refuse as r:
        return "refused", r.reason
    for (obs0, seen), (obs1, _) in zip(a0[1], a1[1], strict=True):
        slope = obs1 - obs0
        if slope == 0:
            if obs0 != seen:
                return "refused", "inconsistent_story"
            continue
        x = (seen - obs0) / slope
        if x < 0:
            return "refused", "negative_quantity"
        try:
            final = _run(s, x)[0]
        except _Refuse as r:
            return "refused", r.reason
        return _typed(s, final)
    if a0[0] != a1[0]:
        return "refused", "unbound_quantity"
    return _typed(s, a0[0])


class _Refuse(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _typed(s: StorySetup, v: Fraction) -> tuple[str, Fraction | str]:
    if v < 0:
        return "refused", "negative_quantity"
    if s.question.kind.head != "dollar" and v.denominator != 1:
        return "refused", "non_integer_count"
    return "solved", v


@dataclass(slots=True)
class _World:
    """The ruler's ledger: plain amounts by (holder, kind label), rates, prices and shares."""

    held: dict[tuple[str, str], Fraction | None] = field(default_factory=dict)
    rate: dict[str, tuple[Fraction, str]] = field(default_factory=dict)
    price: dict[str, Fraction] = field(default_factory=dict)
    part: dict[str, Fraction] = field(default_factory=dict)
    observed: list[tuple[Fraction, Fraction]] = field(default_factory=list)
    done: dict[int, Fraction] = field(default_factory=dict)


def _has(w: _World, e: Event, q: Fraction, s: StorySetup) -> Fraction:
    key = (e.holder, e.kind.label())
    before = w.held.get(key)
    if before is not None:
        w.observed.append((before, q))
    else:
        w.held[key] = q
    return q


def _gain(w: _World, e: Event, q: Fraction, s: StorySetup) -> Fraction:
    key = (e.holder, e.kind.label())
    before = w.held.get(key, Fraction(0))
    w.held[key] = None if before is None else before + q
    return q


def _lose(w: _World, e: Event, q: Fraction, s: StorySetup) -> Fraction:
    key = (e.holder, e.kind.label())
    before = w.held.get(key)
    if before is None and e.kind.head == s.question.kind.head:
        raise _Refuse("unused_number")  # a loss of an amount never given
    w.held[key] = None if before is None else before - q
    return q


def _give(w: _World, e: Event, q: Fraction, s: StorySetup) -> Fraction:
    key = (e.holder, e.kind.label())
    have = w.held.get(key)
    if e.qty == ALL:
        if have is None:
            raise _Refuse("unbound_quantity")
        q = have
    w.held[key] = have - q if have is not None else None
    okey = (e.other, e.kind.label())
    if okey not in w.held and e.agent != e.other:
        w.held[okey] = None  # a passive receiver's earlier amount is not told
        return q
    before = w.held.get(okey, Fraction(0))
    w.held[okey] = None if before is None else before + q
    return q


def _relate(w: _World, e: Event, q: Fraction, s: StorySetup) -> Fraction:
    key, okey = (e.holder, e.kind.label()), (e.other, e.kind.label())
    base, mine = w.held.get(okey), w.held.get(key)
    if base is not None:
        w.held[key] = base * q if e.op == "times" else base + (q if e.op == "more" else -q)
    elif mine is not None:  # the inverse reading: the other side from this one
        w.held[okey] = mine / q if e.op == "times" else mine - (q if e.op == "more" else -q)
    else:
        raise _Refuse("unbound_quantity")
    return q


def _relate_kinds(w: _World, e: Event, q: Fraction, s: StorySetup) -> Fraction:
    assert e.other_kind is not None
    key, okey = (e.holder, e.kind.label()), (e.holder, e.other_kind.label())
    base, mine = w.held.get(okey), w.held.get(key)
    if base is not None:
        w.held[key] = base * q if e.op == "times_k" else base + (q if e.op == "more_k" else -q)
    elif mine is not None:
        w.held[okey] = mine / q if e.op == "times_k" else mine - (q if e.op == "more_k" else -q)
    else:
        raise _Refuse("unbound_quantity")
    return q


def _each(w: _World, e: Event, q: Fraction, s: StorySetup) -> Fraction:
    assert e.other_kind is not None
    w.rate[e.kind.label()] = (q, e.other_kind.label())
    return q


def _price(w: _World, e: Event, q: Fraction, s: StorySetup) -> Fraction:
    w.price[e.kind.label()] = q
    return q


def _split(w: _World, e: Event, q: Fraction, s: StorySetup) -> Fraction:
    """``group`` (the rest into boxes of q) and ``share`` (equally among q parts)."""
    assert e.other_kind is not None
    have = w.held.get((e.holder, e.kind.label()))
    if have is None:
        raise _Refuse("unbound_quantity")
    if e.op == "group":
        if (have / q).denominator != 1:
            raise _Refuse("non_integer_count")
        w.held[(e.holder, e.other_kind.label())] = have / q
    else:
        w.part[e.other_kind.label()] = have / q
    return q


def _noop(w: _World, e: Event, q: Fraction, s: StorySetup) -> Fraction:
    return q


_OPS = {
    "has": _has,
    "gain": _gain,
    "lose": _lose,
    "give": _give,
    "more": _relate,
    "fewer": _relate,
    "times": _relate,
    "each": _each,
    "price": _price,
    "group": _split,
    "share": _split,
    "act": _noop,
    "more_k": _relate_kinds,
    "fewer_k": _relate_kinds,
    "times_k": _relate_kinds,
}


def _run(s: StorySetup, x: Fraction) -> tuple[Fraction, list[tuple[Fraction, Fraction]]]:
    w = _World()
    for n, e in enumerate(s.events):
        _merge_parts(w.held, e)
        w.done[n] = _OPS[e.op](w, e, x if e.qty is None else Fraction(e.qty), s)
    answer = _ask(s, w.held, w.rate, w.price, w.part, w.done)
    qk = s.question.kind
    for e in s.events:
        related = e.kind.covers(qk) or qk.covers(e.kind)
        if e.op in ("each", "price") and related and s.question.ask not in ("count_of", "cost_of"):
            if not (s.question.ask == "state" and e.op == "each"):
                raise _Refuse("unused_number")
            if (s.question.holder, e.other_kind.label() if e.other_kind else "") not in w.held:
                raise _Refuse("unused_number")
    return answer, w.observed


def _merge_parts(held: dict[tuple[str, str], Fraction | None], e: Event) -> None:
    """A change of a broad kind over several narrower amounts sums them first."""
    if e.op not in ("gain", "lose", "give") or (e.holder, e.kind.label()) in held:
        return
    parts = [k for k in held if k[0] == e.holder and e.kind.covers(kind_from(k[1]))]
    if len(parts) < 2:
        return
    values = [held.pop(k) for k in parts]
    total: Fraction | None = Fraction(0)
    for v in values:
        total = None if v is None or total is None else total + v
    held[(e.holder, e.kind.label())] = total


#: The ruler's own reading of money questions over priced item events.
MONEY_VERBS = {"earn": {"sell"}, "make": {"sell"}, "spend": {"buy", "purchase"}}


def _ask(
    s: StorySetup,
    held: dict[tuple[str, str], Fraction | None],
    rate: dict[str, tuple[Fraction, str]],
    price: dict[str, Fraction],
    part: dict[str, Fraction],
    done: dict[int, Fraction],
) -> Fraction:
    q = s.question
    label = q.kind.label()

    def state(holder: str) -> Fraction:
        hits = [v for (h, k), v in held.items() if (h == holder or holder == "*") and k == label]
        if not hits:
            r = rate.get(label)
            if r is not None and (holder, r[1]) in held:
                return (held[(holder, r[1])] or Fraction(0)) * r[0]
            return _category(holder, q.kind, held)
        if any(v is None for v in hits):
            raise _Refuse("unbound_quantity")
        return sum((v for v in hits if v is not None), Fraction(0))

    if q.ask == "state":
        return state(q.holder)
    if q.ask == "difference":
        return state(q.holder) - state(q.other)
    if q.ask == "afford":
        money = [v for (h, k), v in held.items() if h == q.holder and k == "dollar"]
        if len(money) != 1 or money[0] is None:
            raise _Refuse("question_target_unbound")
        return money[0] / Fraction(q.qty or 1)
    if q.ask == "dozens":
        return state(q.holder) / 12
    if q.ask == "need":
        return Fraction(q.qty or 0) - state(q.holder)
    if q.ask == "initial":
        firsts = [n for n, e in enumerate(s.events) if e.op == "has" and e.holder == q.holder]
        if not firsts:
            raise _Refuse("question_target_unbound")
        return done[firsts[0]]
    if q.ask == "event":
        hits = [
            done[n]
            for n, e in enumerate(s.events)
            if e.frame == q.frame
            and q.kind.covers(e.kind)
            and (q.holder == "*" or e.agent == q.holder)
            and (not q.other or e.other == q.other)
        ]
        if not hits and label == "dollar":
            return _money(s, price, done)
        if not hits and (q.holder, label) in held:
            return held[(q.holder, label)] or Fraction(0)
        if not hits:
            raise _Refuse("question_target_unbound")
        return sum(hits, Fraction(0))
    if q.ask == "count_of":
        return rate[label][0] * Fraction(q.qty or 0)
    if q.ask == "cost_of":
        return price[label] * Fraction(q.qty or 0)
    assert q.other_kind is not None
    return part[q.other_kind.label()]


def _category(holder: str, whole: Kind, held: dict[tuple[str, str], Fraction | None]) -> Fraction:
    """gsm_gifts, read again: ``how many birds`` when every kind the holder holds is, by the
    pack's ``hypernym`` rows followed upward, one of them (stricter than the organ: no kind
    outside the category at all)."""
    from mathcore.packs.loader import current_pack

    pack = current_pack()
    mine = {k: v for (h, k), v in held.items() if h == holder}

    def above(head: str) -> set[str]:
        seen: set[str] = set()
        up = pack.value(head, "hypernym")
        while up is not None and up not in seen:
            seen.add(up)
            up = pack.value(up, "hypernym")
        return seen

    heads = {k.split()[-1] for k in mine}
    if whole.mods or not mine or any(whole.head not in above(h) for h in heads):
        raise _Refuse("question_target_unbound")
    if any(a in above(b) for a in heads for b in heads):
        raise _Refuse("ambiguous_total")
    if any(v is None for v in mine.values()):
        raise _Refuse("unbound_quantity")
    return sum((v for v in mine.values() if v is not None), Fraction(0))


def _money(s: StorySetup, price: dict[str, Fraction], done: dict[int, Fraction]) -> Fraction:
    q = s.question
    total = Fraction(0)
    for n, e in enumerate(s.events):
        if e.frame in MONEY_VERBS.get(q.frame, set()) and e.agent == q.holder:
            if e.kind.label() not in price:
                raise _Refuse("question_target_unbound")
            total += done[n] * price[e.kind.label()]
    return total
