"""The story gold ruler: our own fixtures and a validator with its own arithmetic.

Each gold row carries the text, the expected outcome, the gold setup (events and question)
and, for answered rows, ``expr``: the answer as a plain arithmetic expression over the
story's numbers. ``validate`` checks a fixture three independent ways:

- ``expr`` is evaluated by a tiny evaluator here (not the solver) and must equal ``gold``;
- every number written in the text appears in ``expr`` or in ``irrelevant``;
- ``replay`` re-runs the gold setup with its own simple ledger (amounts as functions of the
  one unknown, evaluated at 0 and 1) and must reach the gold answer or the gold reason.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

from mathcore.exact import Number, normalize
from mathcore.organs.base import Organ
from mathcore.organs.ruler import EXPECTS, Fixture
from mathcore.organs.story.model import ALL, Event, Kind, Question, StorySetup
from mathcore.organs.story.organ import ORGAN, TAXONOMY
from mathcore.text.tokens import tokenize

GOLD = Path(__file__).with_name("gold.jsonl")


def kind_from(label: str) -> Kind:
    words = label.split()
    return Kind(words[-1], tuple(sorted(words[:-1])))


def _qty(raw: Any) -> Number | None:
    if raw is None:
        return None
    if raw == "all":
        return ALL
    return normalize(Fraction(str(raw)))


def setup_from_json(row: dict[str, Any]) -> StorySetup:
    events = tuple(
        Event(
            e["op"],
            e.get("holder", ""),
            kind_from(e["kind"]),
            _qty(e.get("qty")),
            e.get("other", ""),
            kind_from(e["other_kind"]) if e.get("other_kind") else None,
            e.get("frame", ""),
            "",
            e.get("agent", e.get("holder", "")),
        )
        for e in row["events"]
    )
    q = row["question"]
    question = Question(
        q["ask"],
        q.get("holder", ""),
        kind_from(q["kind"]),
        q.get("other", ""),
        q.get("frame", ""),
        _qty(q.get("qty")),
        kind_from(q["other_kind"]) if q.get("other_kind") else None,
    )
    return StorySetup(events, question)


def setup_to_json(s: StorySetup) -> dict[str, Any]:
    """The gold form of a setup (used to write fixtures; reviewed by hand)."""

    def qv(v: Number | None) -> Any:
        return None if v is None else ("all" if v == ALL else str(v))

    events = []
    for e in s.events:
        row: dict[str, Any] = {"op": e.op, "holder": e.holder, "kind": e.kind.label()}
        row["qty"] = qv(e.qty)
        if e.other:
            row["other"] = e.other
        if e.other_kind:
            row["other_kind"] = e.other_kind.label()
        if e.op in ("gain", "lose", "give", "act"):
            row["frame"] = e.frame
        if e.agent and e.agent != e.holder:
            row["agent"] = e.agent
        events.append(row)
    q = s.question
    qrow: dict[str, Any] = {"ask": q.ask, "holder": q.holder, "kind": q.kind.label()}
    for key, val in (("other", q.other), ("frame", q.frame)):
        if val:
            qrow[key] = val
    if q.qty is not None:
        qrow["qty"] = qv(q.qty)
    if q.other_kind:
        qrow["other_kind"] = q.other_kind.label()
    return {"events": events, "question": qrow}


def load_fixtures(path: Path) -> tuple[Fixture, ...]:
    out: list[Fixture] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        setup = row.get("setup")
        gold = row.get("gold")
        out.append(
            Fixture(
                id=row["id"],
                text=row["text"],
                expect=row["expect"],
                gold=_qty(gold) if gold is not None else None,
                reason=row.get("reason"),
                setup=setup_from_json(setup) if setup is not None else None,
            )
        )
    return tuple(out)


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    rows = [json.loads(x) for x in GOLD.read_text(encoding="utf-8").splitlines() if x.strip()]
    return {r["id"]: r for r in rows}


# --- the ruler's own arithmetic -------------------------------------------------------------

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


def _run(s: StorySetup, x: Fraction) -> tuple[Fraction, list[tuple[Fraction, Fraction]]]:
    held: dict[tuple[str, str], Fraction | None] = {}
    rate: dict[str, tuple[Fraction, str]] = {}
    price: dict[str, Fraction] = {}
    part: dict[str, Fraction] = {}
    observed: list[tuple[Fraction, Fraction]] = []
    done: dict[int, Fraction] = {}
    for n, e in enumerate(s.events):
        q = x if e.qty is None else Fraction(e.qty)
        key = (e.holder, e.kind.label())
        _merge_parts(held, e)
        if e.op == "has":
            if key in held and held[key] is not None:
                observed.append((held[key] or Fraction(0), q))
            held[key] = q if key not in held or held[key] is None else held[key]
        elif e.op == "gain":
            before = held.get(key, Fraction(0))
            held[key] = None if before is None else before + q
        elif e.op == "lose":
            before = held.get(key)
            if before is None and e.kind.head == s.question.kind.head:
                raise _Refuse("unused_number")  # a loss of an amount never given
            held[key] = None if before is None else before - q
        elif e.op == "give":
            have = held.get(key)
            if e.qty == ALL:
                if have is None:
                    raise _Refuse("unbound_quantity")
                q = have
            held[key] = have - q if have is not None else None
            okey = (e.other, e.kind.label())
            held[okey] = (held.get(okey) or Fraction(0)) + q
        elif e.op in ("more", "fewer", "times"):
            okey = (e.other, e.kind.label())
            base, mine = held.get(okey), held.get(key)
            if base is not None:
                held[key] = base * q if e.op == "times" else base + (q if e.op == "more" else -q)
            elif mine is not None:  # the inverse reading: the other side from this one
                held[okey] = mine / q if e.op == "times" else mine - (q if e.op == "more" else -q)
            else:
                raise _Refuse("unbound_quantity")
        elif e.op == "each":
            assert e.other_kind is not None
            rate[e.kind.label()] = (q, e.other_kind.label())
        elif e.op == "price":
            price[e.kind.label()] = q
        elif e.op == "group":
            assert e.other_kind is not None
            have = held.get(key)
            if have is None:
                raise _Refuse("unbound_quantity")
            if (have / q).denominator != 1:
                raise _Refuse("non_integer_count")
            held[(e.holder, e.other_kind.label())] = have / q
        elif e.op == "share":
            assert e.other_kind is not None
            have = held.get(key)
            if have is None:
                raise _Refuse("unbound_quantity")
            part[e.other_kind.label()] = have / q
        done[n] = q
    answer = _ask(s, held, rate, price, part, done)
    qk = s.question.kind
    for e in s.events:
        related = e.kind.covers(qk) or qk.covers(e.kind)
        if e.op in ("each", "price") and related and s.question.ask not in ("count_of", "cost_of"):
            if not (s.question.ask == "state" and e.op == "each"):
                raise _Refuse("unused_number")
            if (s.question.holder, e.other_kind.label() if e.other_kind else "") not in held:
                raise _Refuse("unused_number")
    return answer, observed


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
            raise _Refuse("question_target_unbound")
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


def _money(s: StorySetup, price: dict[str, Fraction], done: dict[int, Fraction]) -> Fraction:
    q = s.question
    total = Fraction(0)
    for n, e in enumerate(s.events):
        if e.frame in MONEY_VERBS.get(q.frame, set()) and e.agent == q.holder:
            if e.kind.label() not in price:
                raise _Refuse("question_target_unbound")
            total += done[n] * price[e.kind.label()]
    return total


def _text_numbers(text: str) -> list[Fraction]:
    return [Fraction(t.value) for t in tokenize(text) if t.value is not None]


def validate_fixture(fx: Fixture, row: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    if fx.expect not in EXPECTS:
        return [f"unknown expect {fx.expect!r}"]
    if fx.expect == "reader_refuses":
        if fx.setup is not None:
            problems.append("a reader_refuses fixture has a setup")
        if fx.reason not in TAXONOMY.names("reader"):
            problems.append(f"reader reason {fx.reason!r} is not declared")
        return problems
    if fx.setup is None:
        return ["a readable fixture needs a gold setup"]
    outcome = replay(fx.setup)
    if fx.expect == "solver_refuses":
        if fx.reason not in TAXONOMY.names("solver"):
            problems.append(f"solver reason {fx.reason!r} is not declared")
        if outcome != ("refused", fx.reason):
            problems.append(f"replay gives {outcome}, gold refuses {fx.reason}")
        return problems
    expr = row.get("expr")
    if fx.gold is None or not isinstance(expr, str):
        return ["a solved fixture needs gold and expr"]
    if evaluate(expr) != Fraction(fx.gold):
        problems.append(f"expr {expr} != gold {fx.gold}")
    used = {Fraction(m) for m in re.findall(r"\d+(?:\.\d+)?", expr)} | {
        Fraction(str(v)) for v in row.get("irrelevant", [])
    }
    for v in _text_numbers(fx.text):
        if v not in used:
            problems.append(f"number {v} of the text is neither used nor irrelevant")
    if outcome != ("solved", Fraction(fx.gold)):
        problems.append(f"replay gives {outcome}, gold {fx.gold}")
    return problems


class StoryRuler:
    """The story organ's gold fixtures and independent validator."""

    @property
    def organ(self) -> Organ[Any]:
        return ORGAN

    def fixtures(self) -> tuple[Fixture, ...]:
        return load_fixtures(GOLD)

    def validate(self, fixture: Fixture) -> list[str]:
        return validate_fixture(fixture, _rows().get(fixture.id, {}))


def story_ruler() -> StoryRuler:
    return StoryRuler()
