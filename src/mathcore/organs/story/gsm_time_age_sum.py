# ruff: noqa: E501
"""The sum of ages (gsm_time_age): ``Rachel is 4 years older than Leah. If the sum of their
ages is 34, how old is Rachel?`` (Leah 15, Rachel 19).

``The sum of their ages is 34`` / ``the sum of the ages of A and B is 34`` / ``A and B have a
combined age of 54`` is an ``act`` event of the kind ``age`` (the ledger holds nothing for
it) whose holder names the members (``&a&b``): for ``their``, everyone the story has
mentioned so far, each of whom must have an age told or related. Before the ledger runs,
every member's age is written as a + b x, x the age of the first member no told age fixes,
through the age relations (more, fewer, times, and the scaled ones) in either direction; the
sum solves x (one linear equation), and x becomes a told age of that member. Two unknowns,
a member outside the relations, an age of someone not a member, a sum that fixes nothing
(b = 0) or an x below zero refuse. Without a sum, two relations between the same ages
(``Yuan is 7 years older than David and twice his age``) are solved the same way
(``expand_age_pair``).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from mathcore.exact import normalize
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.results import Step

AGE = Kind("age")
Lin = tuple[Fraction, Fraction]  # a + b*x

AGE_SUM_ROWS = """
age_sum | the sum of their ?current|present ages ?now is|was:tense N:n ?year|years | op=age_sum holder=s kind=k qty=n
age_sum_of | the sum of the ?current|present ages of G:g ?now is|was:tense N:n ?year|years | op=age_sum holder=s kind=k qty=n
age_sum_poss | the sum of P:a and P:b 's|’s ages ?now is|was:tense N:n ?year|years | op=age_sum holder=s kind=k qty=n
age_combined | G:g have|had:tense a combined|total age of N:n ?year|years | op=age_sum holder=s kind=k qty=n
age_combined_their | their combined|total age is|was:tense N:n ?year|years | op=age_sum holder=s kind=k qty=n
"""


def _stop(reason: str, detail: str, operator: str = "frame_entry") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop(reason, detail, operator)


def age_sum(rc: Any, ctx: Any, source: str) -> list[Event]:
    """The sum event; ``their``: the people mentioned so far, every one with an age."""
    b = rc.bind
    if b.get("g"):
        members = sorted(str(m) for m in b["g"])
    elif b.get("a"):
        members = sorted({str(b["a"]), str(b["b"])})
    else:
        members = sorted(set(ctx.persons) | set(ctx.things))
        if not set(members) <= _aged(ctx):
            raise _stop(
                "ambiguous_reference", "'their': someone without an age", "pronoun_resolution"
            )
    if len(members) < 2:
        raise _stop(
            "unresolved_reference", "a sum of the ages of fewer than two", "pronoun_resolution"
        )
    value, _index, money = b["n"]
    if money:
        raise _stop("unit_mismatch", "a sum of ages in dollars", "unit_binding")
    for m in members:
        ctx.mention(m)
    if AGE not in ctx.kinds:
        ctx.kinds.append(AGE)
    tense = "age_past" if b.get("tense") in ("was", "had") else "age_now"
    holder = "&" + "&".join(members)
    ev = Event("act", holder, AGE, value, "", None, tense, source, holder, rc.frame)
    ctx.holdings += [("#age_obj", ""), ("#age_last", "")]  # nothing for a continuation
    return [ev]


def _aged(ctx: Any) -> set[str]:
    """Holders with an age told, or named as the other side of an age relation."""
    told = {str(h) for h, head in ctx.holdings if head == AGE.head}
    return told | {str(o) for tag, o in ctx.holdings if tag == "#age_obj" and o}


_REL = ("more", "fewer", "times", "times_more", "times_fewer")


def _forward(e: Event, base: Lin) -> Lin:
    """The holder's age from the other's: h = f o + c."""
    f, c = _coeffs(e)
    return (base[0] * f + c, base[1] * f)


def _backward(e: Event, mine: Lin) -> Lin:
    """The other's age from the holder's: o = (h - c) / f."""
    f, c = _coeffs(e)
    return ((mine[0] - c) / f, mine[1] / f)


def _coeffs(e: Event) -> tuple[Fraction, Fraction]:
    q = Fraction(e.qty or 0)
    if e.op == "more":
        return Fraction(1), q
    if e.op == "fewer":
        return Fraction(1), -q
    if e.op == "times":
        return q, Fraction(0)
    f = Fraction(e.factor or 0)
    if f <= 0:
        raise Halt("unsupported_event", "a scaled age relation without its multiplier")
    return f, q if e.op == "times_more" else -q


def _propagate(forms: dict[str, Lin], rels: list[Event], used: set[int] | None = None) -> None:
    changed = True
    while changed:
        changed = False
        for e in rels:
            h, o = e.holder, e.other
            if o in forms and h not in forms:
                forms[h] = _forward(e, forms[o])
                changed = True
            elif h in forms and o not in forms:
                forms[o] = _backward(e, forms[h])
                changed = True
            else:
                continue
            if used is not None:
                used.add(id(e))


def expand_age_pair(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """Two relations between the same ages (``Yuan is 7 years older than David and twice his
    age``; ``Audrey is 7 years older than Heracles. In 3 years, Audrey will be twice as old as
    Heracles is now``): with every age linear in the first unknown one, a relation not used to
    write them is an equation; it solves x (all such equations must agree). Anything else is
    left to the ledger unchanged."""
    ages = [e for e in setup.events if e.kind == AGE]
    rels = [e for e in ages if e.op in _REL]
    if not rels or len(ages) != len(setup.events) or any(e.op not in {"has", *_REL} for e in ages):
        return setup, []
    forms: dict[str, Lin] = {
        e.holder: (Fraction(e.qty or 0), Fraction(0)) for e in ages if e.op == "has"
    }
    _propagate(forms, rels)
    named = [m for e in ages for m in (e.holder, e.other) if m]
    unknown = [m for m in named if m not in forms]
    if not unknown:
        return setup, []
    root, used = unknown[0], set[int]()
    forms[root] = (Fraction(0), Fraction(1))
    _propagate(forms, rels, used)
    if any(m not in forms for m in named):
        return setup, []
    solved: list[tuple[Fraction, Fraction, Event]] = []
    for e in rels:
        if id(e) in used:
            continue
        f, c = _coeffs(e)
        (ah, bh), (ao, bo) = forms[e.holder], forms[e.other]
        coeff, rhs = bh - f * bo, f * ao + c - ah
        if coeff == 0:
            if rhs != 0:
                raise Halt("inconsistent_story", "two age relations that disagree")
            continue
        solved.append((coeff, rhs, e) if coeff > 0 else (-coeff, -rhs, e))
    if not solved:
        return setup, []
    coeff, rhs, e = solved[0]
    x = rhs / coeff
    if any(r / k != x for k, r, _ in solved):
        raise Halt("inconsistent_story", "two age relations that disagree")
    if x < 0:
        raise Halt("negative_quantity", "an age below zero")
    _gate("story_times_as_many")
    step = Step(
        "divide",
        (normalize(rhs), normalize(coeff)),
        normalize(x),
        f"{root}'s age: both relations",
        e.source,
    )
    told = Event("has", root, AGE, normalize(x), "", None, e.frame, e.source, root, e.rule)
    kept = tuple(r for r in setup.events if r.op not in _REL or id(r) in used)  # checked above
    return replace(setup, events=(told, *kept)), [step]


def expand_age_sum(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """The sum of ages solved into one told age (see the module docstring)."""
    sums = [e for e in setup.events if e.op == "act" and e.kind == AGE]
    if not sums:
        return expand_age_pair(setup)
    if len(sums) > 1:
        raise Halt("unbound_quantity", "two sums of ages")
    total = sums[0]
    members = total.holder[1:].split("&")
    ages = [e for e in setup.events if e.kind == AGE and e is not total]
    rels = [e for e in ages if e.op in _REL]
    if any(e.op not in {"has", *_REL} for e in ages):
        raise Halt("unsupported_event", "a sum of ages beside another event")
    forms: dict[str, Lin] = {
        e.holder: (Fraction(e.qty or 0), Fraction(0)) for e in ages if e.op == "has"
    }
    _propagate(forms, rels)
    named = [m for e in ages for m in (e.holder, e.other) if m] + members
    unknown = [m for m in named if m not in forms]
    if not unknown:
        raise Halt("unbound_quantity", "a sum of ages with nothing to solve")
    root = unknown[0]
    forms[root] = (Fraction(0), Fraction(1))
    _propagate(forms, rels)
    everyone = {m for e in ages for m in (e.holder, e.other) if m}
    if set(members) - set(forms) or everyone - set(members):
        raise Halt("unbound_quantity", "a sum of ages over other people than the ones related")
    a = sum((forms[m][0] for m in members), Fraction(0))
    b = sum((forms[m][1] for m in members), Fraction(0))
    if b == 0:
        raise Halt("unbound_quantity", "a sum of ages that fixes nothing")
    _gate("story_sum_of_parts")
    n = Fraction(total.qty or 0)
    x = (n - a) / b
    if x < 0:
        raise Halt("negative_quantity", "an age below zero")
    steps = [
        Step(
            "subtract",
            (normalize(n), normalize(a)),
            normalize(n - a),
            "sum less the told parts",
            total.source,
        ),
        Step(
            "divide", (normalize(n - a), normalize(b)), normalize(x), f"{root}'s age", total.source
        ),
    ]
    told = Event(
        "has", root, AGE, normalize(x), "", None, total.frame, total.source, root, total.rule
    )
    events = tuple(told if e is total else e for e in setup.events)
    return replace(setup, events=(told, *(e for e in events if e is not told))), steps
